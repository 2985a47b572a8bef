/**
 * The daily bomb (issue 18): the same bomb for everyone on a UTC day, `tac generate --seed
 * daily-YYYY-MM-DD --rule-seed 1 --deal classic`; which attempt of the day counts; the day
 * streak; the share line.
 *
 * - **Counted attempt**: the first *finished* attempt of the day (solved, exploded or timed out),
 *   or the first one left after a strike (abandoned: New bomb, Back, a reload or a closed tab
 *   after a strike, which no retry takes back), first by the time it ended (`when` + `timeMs`),
 *   so of two tabs the one that ended first counts. An attempt left with no strike does not count.
 *   Every later attempt is practice.
 * - **Day streak**: the days in a row, back from today (UTC), whose counted attempt was solved
 *   (assisted or not: the share line says when it was). Today not yet played (or only abandoned)
 *   does not break it: the streak then counts back from yesterday. A counted attempt that was
 *   not solved breaks it.
 */
import type { Deal } from '../rules/deals';
import { isAssisted, type GameSummary } from './gameRecord';

/** The daily bomb's rule seed (the manual as shipped). */
const DAILY_RULE_SEED = 1;
/** The daily bomb's deal (as the game deals). */
const DAILY_DEAL: Deal = 'classic';

const DAY_MS = 86_400_000;
const DAILY = /^daily-(\d{4}-\d{2}-\d{2})$/;

/** The UTC date of an instant, `YYYY-MM-DD`. */
export function utcDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The daily bomb's seed for the UTC date of `at`: `daily-2026-12-01`. */
export function dailySeed(at: Date): string {
  return `daily-${utcDate(at)}`;
}

/** What deals the daily bomb of the UTC date of `at` (`generateBomb(seed, ruleSeed, {deal})`). */
export function dailyDealing(at: Date): { seed: string; ruleSeed: number; deal: Deal } {
  return { seed: dailySeed(at), ruleSeed: DAILY_RULE_SEED, deal: DAILY_DEAL };
}

/** The date of a daily seed (`daily-2026-12-01` → `2026-12-01`), or null for another seed. */
function dailyDateOfSeed(seed: string): string | null {
  return DAILY.exec(seed)?.[1] ?? null;
}

/** The date `days` days after `date` (both `YYYY-MM-DD`, UTC). */
function addDays(date: string, days: number): string {
  return utcDate(new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS));
}

/**
 * Whether a daily game can be its day's counted attempt: finished, or left after a strike (the
 * file's docstring).
 */
export function countsAsAttempt(r: Pick<GameSummary, 'result' | 'strikes'>): boolean {
  return r.result !== 'abandoned' || r.strikes.length > 0;
}

/** When a game ended, ms since the epoch. */
const endOf = (r: GameSummary) => Date.parse(r.when) + r.timeMs;

/**
 * The counted attempt of each day: the first finished daily game of its date (the file's
 * docstring), keyed by date. `games` in any order; other modes are ignored.
 */
export function countedDailies(games: Iterable<GameSummary>): Map<string, GameSummary> {
  const counted = new Map<string, GameSummary>();
  for (const r of games) {
    const date = r.mode === 'daily' ? dailyDateOfSeed(r.seed) : null;
    if (!date || !countsAsAttempt(r)) continue;
    const first = counted.get(date);
    if (!first || endOf(r) < endOf(first) || (endOf(r) === endOf(first) && r.id < first.id)) counted.set(date, r);
  }
  return counted;
}

/** Whether the daily game `r` is its day's counted attempt (false for practice and for other modes). */
export function isCountedDaily(r: GameSummary, counted: Map<string, GameSummary>): boolean {
  const date = r.mode === 'daily' ? dailyDateOfSeed(r.seed) : null;
  return date !== null && counted.get(date)?.id === r.id;
}

/**
 * The day streak on the UTC date of `today` (the file's docstring): 0 when the last counted
 * attempt was not solved or the last counted solve is older than yesterday.
 */
export function dayStreak(counted: Map<string, GameSummary>, today: Date): number {
  let day = utcDate(today);
  if (!counted.has(day)) day = addDays(day, -1);
  let n = 0;
  while (counted.get(day)?.result === 'solved') {
    n++;
    day = addDays(day, -1);
  }
  return n;
}

/** Today's daily bomb as a history knows it. */
export interface DailyStatus {
  /** `YYYY-MM-DD` (UTC). */
  readonly date: string;
  /** The counted attempt of today, or null when none has finished. */
  readonly counted: GameSummary | null;
  /** Today's daily games (counted, practice and abandoned). */
  readonly attempts: number;
  /** Days in a row with a counted solve (`dayStreak`). */
  readonly dayStreak: number;
}

/** The daily status on the UTC date of `today` from the games of a history (any order, any modes). */
export function dailyStatusOf(games: Iterable<GameSummary>, today: Date): DailyStatus {
  const date = utcDate(today);
  const dailies = [...games].filter((g) => g.mode === 'daily');
  const counted = countedDailies(dailies);
  return {
    date,
    counted: counted.get(date) ?? null,
    attempts: dailies.filter((g) => dailyDateOfSeed(g.seed) === date).length,
    dayStreak: dayStreak(counted, today),
  };
}

/** The longest day streak of the whole history. */
export function bestDayStreak(counted: Map<string, GameSummary>): number {
  let best = 0;
  for (const [date, r] of counted) {
    if (r.result !== 'solved' || counted.get(addDays(date, -1))?.result === 'solved') continue;
    let n = 0;
    for (let d = date; counted.get(d)?.result === 'solved'; d = addDays(d, 1)) n++;
    best = Math.max(best, n);
  }
  return best;
}

/** A duration as the clock's whole seconds, `M:SS` (`42000` → `0:42`, `65999` → `1:05`). */
export function clockText(ms: number): string {
  const s = Math.floor(Math.max(0, ms) / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

const strikesText = (n: number) => `${n} strike${n === 1 ? '' : 's'}`;

/**
 * The one line of plain text the Share button copies for a daily game:
 * `TAC daily 2026-12-01: solved in 0:42, 0 strikes`, `TAC daily 2026-12-01: exploded after 3
 * strikes`, `… : time ran out after 5:00, 1 strike`; `, with hints` when the hint was used (`,
 * with help` for Reveal pawns or the designer's solutions); ` (practice)` after the date for an
 * attempt that does not count; `left after 2 strikes` for an attempt left after a strike. Times
 * are the clock's whole seconds.
 * @returns the line, or null for a game that is not a daily one or was left with no strike.
 */
export function shareLine(r: GameSummary, counted = true): string | null {
  const date = r.mode === 'daily' ? dailyDateOfSeed(r.seed) : null;
  if (!date || !countsAsAttempt(r)) return null;
  const n = r.strikes.length;
  const what =
    r.result === 'solved'
      ? `solved in ${clockText(r.timeMs)}, ${strikesText(n)}`
      : r.result === 'exploded'
        ? `exploded after ${strikesText(n)}`
        : r.result === 'abandoned'
          ? `left after ${strikesText(n)}`
          : `time ran out after ${clockText(r.timeMs)}, ${strikesText(n)}`;
  const help = r.help.hint ? ', with hints' : isAssisted(r) ? ', with help' : '';
  return `TAC daily ${date}${counted ? '' : ' (practice)'}: ${what}${help}`;
}
