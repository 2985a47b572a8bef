/**
 * The practice modes of the bomb page (issue 18), as pure rules the page follows: which bomb
 * each deals, its clock and what a strike does; the storm ladder; the seeds of the bombs of a
 * run (so each bomb of a record can be dealt again by a link); the `?mode=` parameter.
 *
 * | mode            | link                          | bombs                                   | clock                      | strikes                          |
 * | --------------- | ----------------------------- | --------------------------------------- | -------------------------- | -------------------------------- |
 * | `normal`        | `index.html?seed=…`           | the address's                           | the address's `time`       | the address's `strikes`          |
 * | `daily`         | `index.html?mode=daily`       | `daily-YYYY-MM-DD` (UTC), rule seed 1, classic | the address's `time` | the address's `strikes`          |
 * | `zen`           | `index.html?time=zen` (or `?mode=zen`) | the address's                  | counts up from 00:00       | counted, never explode           |
 * | `streak`        | `index.html?mode=streak`      | classic, seeds `<run>#1`, `<run>#2` …   | the address's `time`       | the first one ends the run       |
 * | `storm`         | `index.html?mode=storm`       | the ladder below, seeds `<run>#1` …     | one 3:00 clock for the run | −10 s each, end nothing          |
 * | `replay-failed` | `index.html?mode=replay-failed` | the failed queue's oldest bomb         | the address's `time`       | the address's `strikes`          |
 *
 * The storm ladder (`stormDeal`): bombs 1–3 of a run (0–2 solved so far) are easy, bombs 4–7
 * (3–6 solved) classic, bomb 8 on (7 or more solved) hard: three quick easy bombs to warm up, four
 * of the game's own deal, then the hard deal (at most 4 solutions) for as long as the clock
 * lasts. Since a storm bomb stays until it is solved or the clock runs out, bomb i is dealt after
 * i − 1 solves, so the ladder is a function of the bomb's place alone and a link can deal it.
 */
import { DEFAULT_DEAL, type Deal } from '../rules/deals';
import { quote, wordNamed } from '../rules/text';
import { DEFAULT_MINUTES, givenTwice } from '../doors/addressWords';
import { GAME_MODES, type GameMode, type GameRecord } from './gameRecord';

/** A storm run's clock, ms (3:00). */
export const STORM_MS = 180_000;
/** What a strike costs in a storm run, ms. */
export const STORM_STRIKE_PENALTY_MS = 10_000;
/** Solves after which the storm ladder moves from easy to classic, and from classic to hard. */
const STORM_LADDER = { classicFrom: 3, hardFrom: 7 } as const;
/** A streak run's deal. */
const STREAK_DEAL: Deal = 'classic';
/** A streak bomb explodes at its first strike, which ends the run. */
export const STREAK_STRIKE_LIMIT = 1;

/** How a mode plays (see the table of the file's docstring). */
interface ModeRules {
  /** The deal: a fixed one, the address's, or the storm ladder's. */
  readonly deal: Deal | 'address' | 'storm-ladder';
  /** The clock: the address's countdown, counting up (zen), or the run's 3:00 (storm). */
  readonly clock: 'address' | 'up' | 'storm';
  /** Strikes: the address's limit, the first one explodes (streak), or they never explode. */
  readonly strikes: 'address' | 'first-ends' | 'never-explode';
  /** Whether its games form a run (streak, storm). */
  readonly run: boolean;
}

/** Each mode's rules (the file's docstring). */
export const MODE_RULES: Readonly<Record<GameMode, ModeRules>> = {
  normal: { deal: 'address', clock: 'address', strikes: 'address', run: false },
  daily: { deal: DEFAULT_DEAL, clock: 'address', strikes: 'address', run: false },
  zen: { deal: 'address', clock: 'up', strikes: 'never-explode', run: false },
  streak: { deal: STREAK_DEAL, clock: 'address', strikes: 'first-ends', run: true },
  storm: { deal: 'storm-ladder', clock: 'storm', strikes: 'never-explode', run: true },
  'replay-failed': { deal: 'address', clock: 'address', strikes: 'address', run: false },
};

/** The storm ladder: the deal of a storm bomb dealt after `solved` solves (the file's docstring). */
export function stormDeal(solved: number): Deal {
  return solved >= STORM_LADDER.hardFrom ? 'hard' : solved >= STORM_LADDER.classicFrom ? 'classic' : 'easy';
}

/**
 * A storm run's time left, ms (never below 0): 3:00 less the time played and 10 s per strike.
 * @param elapsedMs ms since the run's first bomb was dealt.
 */
export function stormTimeLeft(elapsedMs: number, strikes: number): number {
  return Math.max(0, STORM_MS - Math.max(0, elapsedMs) - STORM_STRIKE_PENALTY_MS * Math.max(0, strikes));
}

/**
 * The seed of bomb `index` (0 first) of a run: `<run>#<index + 1>`, the seeds of `tac generate
 * --seed <run> --count K` (bomb i of a count uses S#i), so a streak's bombs are `tac generate
 * --seed <run> --count K` and a storm's are that with the deal of the ladder.
 */
export function runBombSeed(runId: string, index: number): string {
  return `${runId}#${index + 1}`;
}

/** A storm bomb's seed and deal: bomb `index` (0 first) of the run, dealt after `index` solves. */
export function stormBomb(runId: string, index: number): { seed: string; deal: Deal } {
  return { seed: runBombSeed(runId, index), deal: stormDeal(index) };
}

/**
 * A new run's seed: `streak-` or `storm-` and 10 random letters and digits (60 bits), short
 * enough that every bomb seed `<run>#<i>` fits the 100 characters of a seed.
 */
export function newRunSeed(mode: 'streak' | 'storm', random: (n: number) => Uint8Array = randomBytes): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  return `${mode}-${Array.from(random(10), (b) => alphabet[b & 31]).join('')}`;
}

function randomBytes(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n));
}

/**
 * A run's score once game `r` (of the run) has ended: the bombs solved, i.e. its place in the
 * run (every bomb before it was solved: a streak ends at its first strike, a storm bomb stays
 * until it is solved or the clock runs out) plus one if it was solved.
 */
export function runScoreAfter(r: Pick<GameRecord, 'run' | 'result'>): number {
  return r.run ? r.run.index + (r.result === 'solved' ? 1 : 0) : 0;
}

/** The best score of each kind of run, and the run that made it. */
export interface RunBests {
  readonly streak: { readonly score: number; readonly runId: string | null };
  readonly storm: { readonly score: number; readonly runId: string | null };
}

/** No run played yet. */
export const NO_BESTS: RunBests = { streak: { score: 0, runId: null }, storm: { score: 0, runId: null } };

/** The bests with one more game counted (unchanged unless it is a streak or storm game that beats them). */
export function withGame(bests: RunBests, r: Pick<GameRecord, 'mode' | 'run' | 'result'>): RunBests {
  if ((r.mode !== 'streak' && r.mode !== 'storm') || !r.run) return bests;
  const score = runScoreAfter(r);
  return score > bests[r.mode].score ? { ...bests, [r.mode]: { score, runId: r.run.id } } : bests;
}

/** The bests of a whole history (any order). */
export function bestsOf(records: Iterable<Pick<GameRecord, 'mode' | 'run' | 'result'>>): RunBests {
  let b = NO_BESTS;
  for (const r of records) b = withGame(b, r);
  return b;
}

/** The streak as the bomb page shows it: `Streak 4 (best 11)`. */
export function streakLabel(current: number, best: number): string {
  return `Streak ${current} (best ${Math.max(best, current)})`;
}

/** The mode of an address, and a notice per parameter it reads differently. */
interface ModeParams {
  readonly mode: GameMode;
  /** Plain-text sentences for the page's notices. */
  readonly notices: readonly string[];
}

const MODE_WORDS = GAME_MODES.filter((m) => m !== 'normal').join(', ');

/**
 * The mode of a bomb page address: `?mode=daily|zen|streak|storm|replay-failed` (ASCII case and
 * surrounding spaces ignored, as every door reads words), or zen for `?time=zen`; `normal`
 * otherwise. Notices (plain text): an unknown mode; zen ignoring `strikes` (its strikes never
 * explode), `time=zen` beside another mode (`?mode=streak&time=zen`: the `mode` is played, with
 * its countdown of the default minutes, and `time=zen` is not used; for a storm the storm's
 * notice names it), a streak ignoring `strikes` (its first strike ends the run), a storm ignoring `time`
 * and `strikes` (its one clock; strikes cost time); the daily, streak, storm and failed-queue
 * bombs ignoring `seed`, `ruleseed`, `deal` and `bomb` (streak and storm keep `ruleseed`); a
 * `mode` given twice (the first is used, as every parameter of the bomb page: src/doors/urlParams.ts).
 */
export function readPracticeMode(search: string): ModeParams {
  const q = new URLSearchParams(search);
  const notices: string[] = [];
  const raw = q.get('mode');
  const given = q.getAll('mode');
  if (given.length > 1) notices.push(givenTwice('mode', given));
  let mode: GameMode = (raw !== null && wordNamed(raw, GAME_MODES)) || 'normal';
  if (raw !== null && !wordNamed(raw, GAME_MODES)) {
    notices.push(`mode ${quote(raw, 40)} is not one of ${MODE_WORDS}; a normal game is played.`);
  }
  const time = q.get('time');
  if (mode === 'normal' && time !== null && wordNamed(time, ['zen'])) mode = 'zen';
  if (mode === 'zen' && q.get('strikes') !== null) {
    notices.push(`Zen: strikes never explode the bomb, so strikes ${quote(q.get('strikes')!, 40)} is not used.`);
  }
  if (time !== null && wordNamed(time, ['zen']) && mode !== 'zen' && mode !== 'storm') {
    // `time=zen` is the zen game's own address; with another mode it asks for a second mode.
    notices.push(
      `mode ${mode} and time ${quote(time, 40)}: a game has one mode, so the ${MODE_TITLES[mode]} is played and time ${quote(time, 40)} is not used; its clock counts down from ${DEFAULT_MINUTES} minutes (time=1–99 or off sets it).`,
    );
  }
  if (mode === 'streak' && q.get('strikes') !== null) {
    notices.push(`Streak: the first strike ends the run, so strikes ${quote(q.get('strikes')!, 40)} is not used.`);
  }
  const stormUnused = mode === 'storm' ? (['time', 'strikes'] as const).filter((p) => q.get(p) !== null) : [];
  if (stormUnused.length) {
    const list = stormUnused.map((p) => `${p} ${quote(q.get(p)!, 40)}`).join(' and ');
    notices.push(
      `Storm: one 3:00 clock for the run, and a strike costs 10 seconds, so ${list} ${stormUnused.length === 1 ? 'is' : 'are'} not used.`,
    );
  }
  const fixed = mode === 'daily' || mode === 'replay-failed' ? ['seed', 'ruleseed', 'deal', 'bomb'] : [];
  if (mode === 'streak' || mode === 'storm') fixed.push('seed', 'deal', 'bomb');
  const unused = fixed.filter((p) => q.get(p) !== null);
  if (unused.length) {
    const list = unused.map((p) => `${p} ${quote(q.get(p)!, 40)}`).join(', ');
    notices.push(`The ${MODE_TITLES[mode]} decides the bomb: ${list} ${unused.length === 1 ? 'is' : 'are'} not used.`);
  }
  return { mode, notices };
}

/** Each mode in words, for notices and the practice page. */
export const MODE_TITLES: Readonly<Record<GameMode, string>> = {
  normal: 'normal game',
  daily: 'daily bomb',
  zen: 'zen game',
  streak: 'streak',
  storm: 'storm',
  'replay-failed': 'failed bombs queue',
};
