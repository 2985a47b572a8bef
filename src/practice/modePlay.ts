/**
 * A practice mode as the bomb page plays it (issue 18), as pure rules the page follows:
 *
 * - `modeDeal(search, context)`: what a mode's address deals: the query the page's own address
 *   reader then deals (src/doors/urlParams.ts: the daily seed, a run's bomb, the failed queue's
 *   oldest bomb written in; `mode` and what the mode decides taken out, every other parameter
 *   kept so a misspelt one is still named), the strike limit (zen and storm: never explode;
 *   streak: the first strike), the clock (the address's countdown, counting up, or the storm's
 *   run clock), the mode's notices and the plate's words ("Daily 2026-12-01");
 * - a run of bombs (`startRun`, `runAfterGame`): a streak deals its next bomb after each solve
 *   and ends at its first strike (its bomb explodes: the strike limit is 1) or when its clock runs
 *   out; a storm deals its next bomb after each solve (the ladder of practiceModes.ts) and ends
 *   when its one clock runs out; the score is the bombs solved (`run.index` once over);
 * - the address the Settings panel writes for a mode (`modeAddress`) and what New bomb deals in
 *   a mode (`newBombAddress`: zen stays zen, a streak or storm starts a new run, the daily bomb
 *   and the failed queue go back to a normal bomb);
 * - the words of the plate's mode line (`runLine`, `dailyLine`, `failedLine`).
 */
import { DEFAULT_DEAL, type Deal } from '../rules/generator';
import { wordNamed } from '../rules/text';
import { clockText, dailyDealing, utcDate, type DailyStatus } from './dailyBomb';
import type { FailedBomb } from './failedQueue';
import type { GameMode, GameResult } from './gameRecord';
import {
  newRunSeed,
  readPracticeMode,
  runBombSeed,
  stormBomb,
  streakLabel,
  STREAK_STRIKE_LIMIT,
} from './practiceModes';

/** How the bomb page's clock runs for a game: the address's countdown, counting up (zen), or the run's (storm). */
type ModeClock = 'address' | 'up' | 'storm';

/** A bomb's place in a run: the run's seed and its index (0 first). */
export interface RunPlace {
  readonly id: string;
  readonly index: number;
}

/** What an address deals in its mode (the file's docstring). */
export interface ModeDeal {
  readonly mode: GameMode;
  /** For streak and storm: the bomb's place in its run; else null. */
  readonly run: RunPlace | null;
  /** The query string the page's address reader deals (with `?`, or empty). */
  readonly search: string;
  /** Strikes that explode the bomb (`Infinity`: never), or null for the address's `strikes`. */
  readonly strikeLimit: number | null;
  readonly clock: ModeClock;
  /** Plain-text sentences for the page's notices, before the address reader's own. */
  readonly notices: readonly string[];
  /** The plate's mode line: "Daily 2026-12-01", "Zen", "Streak", "Storm", "Failed bombs"; "" for a normal game. */
  readonly label: string;
}

/** What `modeDeal` needs beyond the address. */
interface DealContext {
  /** Now (the daily bomb is the one of its UTC date). */
  readonly today: Date;
  /** For streak and storm: the bomb's place in its run (its first bomb of a new run: `{ id: newRunSeed(mode), index: 0 }`). */
  readonly run?: RunPlace;
  /** For the failed queue: its oldest bomb, or null when it is empty. */
  readonly failed?: FailedBomb | null;
}

/** The parameters a mode decides, taken out of the query the address reader sees. */
const DECIDED: Readonly<Record<GameMode, readonly string[]>> = {
  normal: [],
  daily: ['seed', 'ruleseed', 'deal', 'bomb'],
  zen: ['time', 'strikes'],
  streak: ['seed', 'deal', 'bomb', 'strikes'],
  storm: ['seed', 'deal', 'bomb', 'time', 'strikes'],
  'replay-failed': ['seed', 'ruleseed', 'deal', 'bomb'],
};

/** The plate's words of each mode. */
const LABELS: Readonly<Record<GameMode, string>> = {
  normal: '',
  daily: 'Daily',
  zen: 'Zen',
  streak: 'Streak',
  storm: 'Storm',
  'replay-failed': 'Failed bombs',
};

/** Writes a bomb's seed, rule seed and deal (or its `?bomb=` parameter) into `q`. */
function setBomb(q: URLSearchParams, b: { seed: string; ruleSeed?: number; deal: Deal; bomb?: string | null }): void {
  if (b.bomb) {
    q.set('bomb', b.bomb);
    return;
  }
  q.set('seed', b.seed);
  if (b.ruleSeed !== undefined) q.set('ruleseed', String(b.ruleSeed));
  if (b.deal !== DEFAULT_DEAL) q.set('deal', b.deal);
}

const searchOf = (q: URLSearchParams) => {
  const text = q.toString();
  return text ? `?${text}` : '';
};

/**
 * What the address `search` deals in its mode (the file's docstring). A streak or storm address
 * without `context.run` starts a new run; the failed queue's address with an empty queue deals a
 * normal bomb and says so.
 * @param search `location.search` (with or without `?`).
 */
export function modeDeal(search: string, context: DealContext): ModeDeal {
  const read = readPracticeMode(search);
  let mode = read.mode;
  const notices = [...read.notices];
  const q = new URLSearchParams(search);
  q.delete('mode');
  let run: RunPlace | null = null;
  if (mode === 'replay-failed' && !context.failed) {
    notices.push(
      'No failed bomb waits (every bomb that struck or exploded has been solved since): a normal bomb is dealt.',
    );
    mode = 'normal';
  }
  for (const p of DECIDED[mode]) q.delete(p);
  const time = q.get('time');
  if (time !== null && wordNamed(time, ['zen'])) q.delete('time'); // zen's address word, never a countdown
  if (mode === 'daily') setBomb(q, dailyDealing(context.today));
  if (mode === 'replay-failed') setBomb(q, context.failed!);
  if (mode === 'streak' || mode === 'storm') {
    run = context.run ? { id: context.run.id, index: context.run.index } : { id: newRunSeed(mode), index: 0 };
    setBomb(
      q,
      mode === 'streak' ? { seed: runBombSeed(run.id, run.index), deal: 'classic' } : stormBomb(run.id, run.index),
    );
  }
  const strikeLimit = mode === 'zen' || mode === 'storm' ? Infinity : mode === 'streak' ? STREAK_STRIKE_LIMIT : null;
  const clock: ModeClock = mode === 'zen' ? 'up' : mode === 'storm' ? 'storm' : 'address';
  const label = mode === 'daily' ? `Daily ${utcDate(context.today)}` : LABELS[mode];
  return { mode, run, search: searchOf(q), strikeLimit, clock, notices, label };
}

/** A run of bombs being played (streak or storm). */
export interface Run {
  readonly mode: 'streak' | 'storm';
  readonly id: string;
  /** The bomb being played (0 first); once the run is over, its score: the bombs solved. */
  readonly index: number;
  /** Strikes of the run's bombs finished so far (the storm's clock pays 10 s for each). */
  readonly strikes: number;
  readonly over: boolean;
}

/** A new run of `mode` (its seed drawn by `newRunSeed` unless given). */
export function startRun(mode: 'streak' | 'storm', id: string = newRunSeed(mode)): Run {
  return { mode, id, index: 0, strikes: 0, over: false };
}

/**
 * The run once its bomb has ended with `result` after `strikes` strikes: a solve moves it to
 * its next bomb; anything else ends it (a streak's strike or clock, a storm's clock, a bomb left
 * for New bomb). An ended run stays as it is.
 */
export function runAfterGame(run: Run, result: GameResult, strikes: number): Run {
  if (run.over) return run;
  const total = run.strikes + Math.max(0, strikes);
  return result === 'solved'
    ? { ...run, index: run.index + 1, strikes: total }
    : { ...run, strikes: total, over: true };
}

/**
 * The plate's line of a run: `Streak 4 (best 11)` (practiceModes.ts `streakLabel`), or for a
 * storm `Storm: 3 solved (best 9), bomb 4 on the classic deal` and, once over, `Storm over: 7
 * solved (best 9)`.
 * @param best the best score kept before this run.
 */
export function runLine(run: Run, best: number, deal: Deal): string {
  if (run.mode === 'streak') return streakLabel(run.index, best);
  const b = Math.max(best, run.index);
  if (run.over) return `Storm over: ${run.index} solved (best ${b})`;
  return `Storm: ${run.index} solved (best ${b}), bomb ${run.index + 1} on the ${deal} deal`;
}

/**
 * How a live run was left: its page (a reload, another page, a closed tab) or its bomb, for
 * another deal on the page (New bomb, Back, the Settings panel's Apply).
 */
type RunLeftBy = 'page' | 'bomb';

/**
 * The notice of a run that was left live, said with the next deal: `Your streak run of 3 ended
 * when the page was left (best 11): leaving a run ends it, as its first strike would.`, `Your
 * storm run ended with 3 solved when its bomb was left (best 5): leaving a run ends it, as its
 * clock running out would.` A run is never resumed: its bomb would start again from its deal
 * with a fresh clock, so a reload would take back a move about to strike, or stop the storm's
 * clock. Left, it ends with the bombs solved, as a strike or the clock would end it (the game
 * being played, if it had an action, is kept as abandoned).
 * @param run the run as it was left (`index`: the bombs solved).
 * @param best the best kept before, or null when unknown (the record is not kept).
 */
export function runLeftLine(run: Pick<Run, 'mode' | 'index'>, best: number | null, by: RunLeftBy): string {
  const when = by === 'page' ? 'the page was left' : 'its bomb was left';
  const b = best === null ? '' : ` (best ${Math.max(best, run.index)})`;
  return run.mode === 'streak'
    ? `Your streak run of ${run.index} ended when ${when}${b}: leaving a run ends it, as its first strike would.`
    : `Your storm run ended with ${run.index} solved when ${when}${b}: leaving a run ends it, as its clock running out would.`;
}

/**
 * The plate's line of the daily bomb before its end: `Counted attempt: the first one you finish
 * today counts.` or, once today's counted attempt is in, `Practice attempt: today's counted one
 * was solved in 0:42.` (or `exploded after 3 strikes`, `ran out of time`).
 */
export function dailyLine(status: DailyStatus): string {
  const c = status.counted;
  if (!c) return 'Counted attempt: the first one you finish (or leave after a strike) today counts.';
  const n = c.strikes.length;
  const what =
    c.result === 'solved'
      ? `solved in ${clockText(c.timeMs)}`
      : c.result === 'exploded'
        ? `exploded after ${n} strike${n === 1 ? '' : 's'}`
        : c.result === 'abandoned'
          ? `was left after ${n} strike${n === 1 ? '' : 's'}`
          : 'ran out of time';
  return `Practice attempt: today's counted one ${c.result === 'solved' ? 'was ' : ''}${what}.`;
}

/** The plate's line of the failed queue: `Oldest of 3 failed bombs, first failed on 2026-11-30.` */
export function failedLine(count: number, oldest: FailedBomb): string {
  const of = count === 1 ? 'The one failed bomb' : `Oldest of ${count} failed bombs`;
  return `${of}, first failed on ${oldest.addedAt.slice(0, 10)}: solve it with no strike to clear it.`;
}

/** The settings a mode's address keeps (the Settings panel's). */
interface ModeSettings {
  readonly seed: string;
  /** A designer's `?bomb=` parameter (zen keeps it in place of the seed), or null. */
  readonly bomb?: string | null;
  readonly ruleSeed: number;
  readonly deal: Deal;
  readonly minutes: number;
  readonly strikeLimit: number;
}

const timeWord = (m: number) => (m === 0 ? 'off' : String(m));

/**
 * The address the Settings panel writes for `mode` with the panel's settings: `?mode=daily&time=5&strikes=3`,
 * `?seed=S&ruleseed=N&time=zen` (zen: the seed kept, no strike limit), `?mode=streak&ruleseed=N&time=5`,
 * `?mode=storm&ruleseed=N`, `?mode=replay-failed&time=5&strikes=3`; null for a normal game (the
 * page writes its own bomb address).
 */
export function modeAddress(mode: GameMode, s: ModeSettings): string | null {
  const q = new URLSearchParams();
  if (mode === 'normal') return null;
  if (mode === 'zen') {
    setBomb(q, s);
    q.set('time', 'zen');
    return searchOf(q);
  }
  q.set('mode', mode);
  if (mode === 'streak' || mode === 'storm') q.set('ruleseed', String(s.ruleSeed));
  if (mode !== 'storm') q.set('time', timeWord(s.minutes));
  if (mode === 'daily' || mode === 'replay-failed') q.set('strikes', String(s.strikeLimit));
  return searchOf(q);
}

/**
 * What New bomb deals in `mode`: zen a new zen bomb of seed `seed`; a streak or storm a new run
 * (`modeAddress`); null for the others (the page's normal New bomb: the daily bomb and the
 * failed queue are left for a random bomb).
 */
export function newBombAddress(mode: GameMode, s: ModeSettings): string | null {
  return mode === 'zen' || mode === 'streak' || mode === 'storm' ? modeAddress(mode, s) : null;
}
