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
import { isAssisted, type GameSummary } from './gameRecord';

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
 * The running average of `n` (ao5, ao12) at each game: null before the n-th game and for a DNF
 * average. The same figures as `averageOf` of each window, with one sorted buffer (10,000 games
 * take a few milliseconds).
 */
export function runningAverage(times: readonly (number | null)[], n: number): (number | null)[] {
  const trim = Math.ceil(n * 0.05);
  const buf = new Float64Array(n);
  const out: (number | null)[] = new Array(times.length).fill(null);
  if (n < 3) return out;
  let dnf = 0;
  for (let i = 0; i < times.length; i++) {
    if (times[i] === null) dnf++;
    if (i >= n && times[i - n] === null) dnf--;
    if (i + 1 < n || dnf > trim) continue;
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
