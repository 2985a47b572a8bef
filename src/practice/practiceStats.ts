/**
 * The practice page's figures, from the games in the order they were played:
 *
 * - **Solve time per game** with the running averages of 5 and of 12 (ao5, ao12), as csTimer
 *   computes them: of the last n times, the best and the worst ⌈5 % of n⌉ (1 for 5 and 12) are
 *   dropped and the rest averaged; a game not solved (exploded, timed out, abandoned) is a DNF,
 *   worse than any time, and an average with more DNFs than it drops is itself a DNF (null).
 * - **Strikes per game.**
 * - **First-try solve rate by theme**: of the bombs played (grouped by `bombKeyOf`), the share
 *   whose first game was solved with no strike and no help, for all bombs and for the bombs of
 *   each theme (src/practice/bombThemes.ts).
 */
import type { BombThemes } from './bombThemes';
import { bombKeyOf } from './bombLink';
import { GAME_RESULTS, isAssisted, type GameSummary } from './gameRecord';
import { hasFlagAt, isAssistedAt, type GameColumns } from './gameColumns';
import { DEALS } from '../rules/deals';
import { STRIKE_REASONS } from '../rules/strikeReasons';

/**
 * csTimer's average of `times` (ms, null for a DNF): drop the best and worst ⌈5 % of n⌉, mean
 * of the rest; null when more DNFs than that, or for fewer than 3 times.
 */
export function averageOf(times: readonly (number | null)[]): number | null {
  const n = times.length;
  if (n < 3) return null;
  const trim = Math.ceil(n * 0.05);
  const dnf = times.filter((t) => t === null).length;
  if (dnf > trim) return null;
  const sorted = times.map((t) => (t === null ? Infinity : t)).sort((a, b) => a - b);
  const kept = sorted.slice(trim, n - trim);
  return kept.reduce((s, t) => s + t, 0) / kept.length;
}

/**
 * A window's average when one best and one worst are dropped (`trim` 1: n ≤ 20) and every time
 * is a whole number (ms): the sum less the best and the worst (a DNF the worst), exactly the
 * sorted sum of `averageOf` (sums of whole numbers below 2^53 do not round).
 */
function trimOneAverage(times: readonly (number | null)[], from: number, n: number): number {
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  for (let k = from; k < from + n; k++) {
    const t = times[k] ?? Infinity;
    if (t < min) min = t;
    if (t > max) max = t;
    if (t !== Infinity) sum += t;
  }
  return (max === Infinity ? sum - min : sum - min - max) / (n - 2);
}

/**
 * The running average of `n` (ao5, ao12) at each game: null before the n-th game and for a DNF
 * average. The same figures as `averageOf` of each window, with one sorted buffer, or for
 * whole-number times and n ≤ 20 by `trimOneAverage` (10,000 games take a millisecond).
 */
export function runningAverage(times: readonly (number | null)[], n: number): (number | null)[] {
  const trim = Math.ceil(n * 0.05);
  const buf = new Float64Array(n);
  const out: (number | null)[] = new Array(times.length).fill(null);
  if (n < 3) return out;
  let whole = trim === 1;
  for (let i = 0; i < times.length && whole; i++) whole = times[i] === null || Number.isInteger(times[i]);
  let dnf = 0;
  for (let i = 0; i < times.length; i++) {
    if (times[i] === null) dnf++;
    if (i >= n && times[i - n] === null) dnf--;
    if (i + 1 < n || dnf > trim) continue;
    if (whole) {
      out[i] = trimOneAverage(times, i + 1 - n, n);
      continue;
    }
    for (let k = 0; k < n; k++) buf[k] = times[i + 1 - n + k] ?? Infinity;
    buf.sort();
    let sum = 0;
    for (let k = trim; k < n - trim; k++) sum += buf[k]!;
    out[i] = sum / (n - 2 * trim);
  }
  return out;
}

/** Games in the order they were played (by `when`, then id): the figures' x axis. */
export function inPlayOrder(games: Iterable<GameSummary>): GameSummary[] {
  return [...games].sort((a, b) => (a.when < b.when ? -1 : a.when > b.when ? 1 : a.id < b.id ? -1 : 1));
}

/** The solve-time figure: per game (1 first), the time in seconds (null: not solved), ao5 and ao12. */
export interface SolveTimeSeries {
  readonly game: number[];
  readonly seconds: (number | null)[];
  readonly ao5: (number | null)[];
  readonly ao12: (number | null)[];
}

/** The solve-time series of games in play order (`inPlayOrder`). */
export function solveTimeSeries(ordered: readonly GameSummary[]): SolveTimeSeries {
  const ms = ordered.map((g) => (g.result === 'solved' ? g.timeMs : null));
  const sec = (x: number | null) => (x === null ? null : x / 1000);
  return {
    game: ordered.map((_, i) => i + 1),
    seconds: ms.map(sec),
    ao5: runningAverage(ms, 5).map(sec),
    ao12: runningAverage(ms, 12).map(sec),
  };
}

/** Strikes of each game in play order. */
export function strikesPerGame(ordered: readonly GameSummary[]): number[] {
  return ordered.map((g) => g.strikes.length);
}

/** One bar of the first-try figure. */
export interface ThemeRate {
  readonly theme: string;
  /** Bombs of the theme played at least once. */
  readonly bombs: number;
  /** Of them, solved at the first game with no strike and no help. */
  readonly firstTry: number;
  /** firstTry / bombs, or null with no bomb. */
  readonly rate: number | null;
}

/** The themes of the first-try figure, in its order, each with its test on a bomb's themes. */
const THEME_BARS: readonly { readonly theme: string; readonly has: (t: BombThemes) => boolean }[] = [
  { theme: 'All bombs', has: () => true },
  { theme: 'Swap needed', has: (t) => t.swapNeeded },
  { theme: 'Trickster', has: (t) => t.tricksterNeeded },
  { theme: 'Warrior', has: (t) => t.warrior },
  { theme: 'Diamond discarded', has: (t) => t.diamondDiscarded },
  { theme: 'Home entered backwards', has: (t) => t.homeBackwards },
  { theme: 'Both opponents captured', has: (t) => t.capturesNeeded === 2 },
  { theme: 'At most 4 solutions', has: (t) => t.solutionCount <= 4 },
];

/** Whether a game is a first-try solve: solved, no strike, no help. */
function isCleanSolve(g: GameSummary): boolean {
  return g.result === 'solved' && g.strikes.length === 0 && !isAssisted(g);
}

/** The first-try solve rate of each theme (`THEME_BARS`), from games in play order. */
export function firstTryByTheme(ordered: readonly GameSummary[]): ThemeRate[] {
  const first = new Map<string, GameSummary>();
  for (const g of ordered) {
    const key = bombKeyOf(g);
    if (!first.has(key)) first.set(key, g);
  }
  return THEME_BARS.map(({ theme, has }) => {
    let bombs = 0;
    let firstTry = 0;
    for (const g of first.values()) {
      if (!has(g.themes)) continue;
      bombs++;
      if (isCleanSolve(g)) firstTry++;
    }
    return { theme, bombs, firstTry, rate: bombs ? firstTry / bombs : null };
  });
}

/** 1 … n. */
function gameNumbers(n: number): number[] {
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) out[i] = i + 1;
  return out;
}

/** Everything the practice page's figures show, from one table of games in play order (`progressOf`). */
export interface Progress {
  readonly times: SolveTimeSeries;
  /** Strikes of each game in play order. */
  readonly strikes: number[];
  readonly themes: ThemeRate[];
  /** Strikes by reason code (RULES.md §7) over all games, most first (ties by code). */
  readonly reasons: { reason: string; count: number }[];
  /** Games solved. */
  readonly solved: number;
}

/** The themes of game `i` of a table (what `THEME_BARS` test). */
function themesAt(c: GameColumns, i: number): BombThemes {
  return {
    solutionCount: c.solutionCount[i]!,
    swapNeeded: hasFlagAt(c, i, 'swapNeeded'),
    tricksterNeeded: hasFlagAt(c, i, 'tricksterNeeded'),
    warrior: hasFlagAt(c, i, 'warrior'),
    diamondDiscarded: hasFlagAt(c, i, 'diamondDiscarded'),
    homeBackwards: hasFlagAt(c, i, 'homeBackwards'),
    capturesNeeded: c.captures[i] as BombThemes['capturesNeeded'],
  };
}

/**
 * The figures of a table of games in play order (src/practice/gameColumns.ts), in one pass
 * over its columns: the same values as `solveTimeSeries`, `strikesPerGame` and
 * `firstTryByTheme` of its summaries (tests/unit/practiceStats.test.ts compares them), without
 * building an object per game. 10,000 games take a few milliseconds.
 */
export function progressOf(c: GameColumns): Progress {
  const n = c.count;
  const SOLVED = GAME_RESULTS.indexOf('solved');
  const ms: (number | null)[] = new Array(n);
  const strikes: number[] = new Array(n);
  const byReason = new Array<number>(STRIKE_REASONS.length).fill(0);
  const firstOfBomb = new Map<string, number>(); // by seed (or ?bomb=), then by bombKeyOf when two bombs share it
  const firstOfKey = new Map<string, number>();
  const firsts: number[] = [];
  let solved = 0;
  for (let i = 0; i < n; i++) {
    const isSolved = c.result[i] === SOLVED;
    if (isSolved) solved++;
    ms[i] = isSolved ? c.timeMs[i]! : null;
    const from = i === 0 ? 0 : c.strikeEnd[i - 1]!;
    strikes[i] = c.strikeEnd[i]! - from;
    for (let k = from; k < c.strikeEnd[i]!; k++) byReason[c.strikeReason[k]!]!++;
    // The bomb's first game: grouped by bombKeyOf, looked up by its seed alone first (a flat
    // string whose hash the browser keeps: building 10,000 keys took most of this loop).
    const name = c.bomb[i] || c.seed[i]!;
    const j = firstOfBomb.get(name);
    if (j === undefined) {
      firstOfBomb.set(name, i);
      firsts.push(i);
    } else if (c.bomb[i] !== c.bomb[j] || c.ruleSeed[i] !== c.ruleSeed[j] || c.deal[i] !== c.deal[j]) {
      const key = c.bomb[i] ? `bomb:${c.bomb[i]}` : `${c.ruleSeed[i]}|${DEALS[c.deal[i]!]}|${c.seed[i]}`;
      if (!firstOfKey.has(key)) {
        firstOfKey.set(key, i);
        firsts.push(i);
      }
    }
  }
  const firstGames = firsts.map((i) => ({
    themes: themesAt(c, i),
    clean: c.result[i] === SOLVED && strikes[i] === 0 && !isAssistedAt(c, i),
  }));
  const themes = THEME_BARS.map(({ theme, has }) => {
    let bombs = 0;
    let firstTry = 0;
    for (const f of firstGames) {
      if (!has(f.themes)) continue;
      bombs++;
      if (f.clean) firstTry++;
    }
    return { theme, bombs, firstTry, rate: bombs ? firstTry / bombs : null };
  });
  const sec = (x: number | null) => (x === null ? null : x / 1000);
  const reasons = STRIKE_REASONS.map((reason, k) => ({ reason: reason as string, count: byReason[k]! }))
    .filter((r) => r.count > 0)
    .sort((a, b) => b.count - a.count || (a.reason < b.reason ? -1 : 1));
  return {
    times: {
      game: gameNumbers(n),
      seconds: ms.map(sec),
      ao5: runningAverage(ms, 5).map(sec),
      ao12: runningAverage(ms, 12).map(sec),
    },
    strikes,
    themes,
    reasons,
    solved,
  };
}
