/**
 * The practice page's words: what each cell of "Your games", each figure's text alternative and
 * the daily and queue lines say, from the records (pure, no DOM; the page puts every string in
 * with `textContent`).
 */
import { isCountedDaily, clockText, shareLine } from '../../practice/dailyBomb';
import { seedNotAscii, shownSeed } from '../../doors/seed';
import { dealAgainHref } from '../../practice/bombLink';
import { isAssisted, type GameSummary } from '../../practice/gameRecord';
import type { DailyStatus, FailedHead } from '../../practice/practiceDatabase';
import type { RunBests } from '../../practice/practiceModes';
import type { SolveTimeSeries, ThemeRate } from '../../practice/practiceStats';

/** One row of "Your games". */
interface GameRow {
  readonly date: string;
  readonly mode: string;
  /** The bomb's name (its seed, at most 28 characters), its whole name, and the link that deals it again. */
  readonly bomb: string;
  readonly bombTitle: string;
  readonly href: string;
  readonly time: string;
  readonly strikes: string;
  /** The strikes' reason codes (RULES.md §7), for the cell's title. */
  readonly strikesTitle: string;
  readonly result: string;
  readonly resultClass: string;
  readonly assisted: string;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A count with thousands separated as en-US writes it: `10,000`, `-1,234`, `0.5` (at most 3
 * decimals), the same text as `Intl.NumberFormat('en-US')` for a whole number below 10^21 in size
 * and any other below 10^12.
 * Written by hand: the page's first `Intl` object costs 15–30 ms of ICU set-up (measured in
 * Chromium 150 here), a long task of its load.
 */
export function countText(n: number): string {
  if (!Number.isFinite(n)) return Number.isNaN(n) ? 'NaN' : n > 0 ? '∞' : '-∞';
  const size = Math.abs(n);
  const [whole = '0', decimals] = String(Number.isInteger(n) ? size : Math.round(size * 1000) / 1000).split('.');
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${decimals ? `.${decimals}` : ''}`;
}

/** A count and its noun, one or many: `1 game`, `10,000 games`, `0 strikes`. */
export function countOf(n: number, noun: string): string {
  return `${countText(n)} ${n === 1 ? noun : `${noun}s`}`;
}

/** `m of n` and the noun following `n`: `0 of 1 game`, `327 of 381 games`. */
const ofCount = (m: number, n: number, noun: string) => `${countText(m)} of ${countOf(n, noun)}`;

/** A record's start in the reader's local time: `2026-12-01 18:57`. */
function dateText(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** A game's time with tenths: `0:42.3`, `12:05.0`. */
export function timeText(ms: number): string {
  const tenths = Math.floor(Math.max(0, ms) / 100);
  return `${clockText(tenths * 100)}.${tenths % 10}`;
}

const RESULT_WORDS: Record<GameSummary['result'], string> = {
  solved: 'Solved',
  exploded: 'Exploded',
  'timed-out': 'Timed out',
  abandoned: 'Abandoned',
};

/** The mode cell: `Daily (counted)`, `Daily (practice)`, `Streak, bomb 4`, `Storm, bomb 2 (easy)`, `Normal, hard deal`. */
function modeText(g: GameSummary, counted: Map<string, GameSummary>): string {
  const deal = g.deal === 'classic' ? '' : `, ${g.deal} deal`;
  switch (g.mode) {
    case 'daily':
      return isCountedDaily(g, counted) ? 'Daily (counted)' : 'Daily (practice)';
    case 'streak':
      return `Streak, bomb ${g.run!.index + 1}`;
    case 'storm':
      return `Storm, bomb ${g.run!.index + 1} (${g.deal})`;
    case 'zen':
      return `Zen${deal}`;
    case 'replay-failed':
      return `Failed bomb again${deal}`;
    default:
      return `Normal${deal}`;
  }
}

/** Which help was used, in words (`Reveal, hint`, `Solution seen`: the designer's solutions or the KTANE log's answer), or `No`. */
function helpText(g: GameSummary): string {
  if (!isAssisted(g)) return 'No';
  const used = [g.help.reveal && 'Reveal', g.help.designer && 'solution seen', g.help.hint && 'hint'].filter(Boolean);
  const text = used.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The bomb's name in the table: its seed (`shownSeed`: a character that is not printable ASCII as
 * an escape, `\u{0430}bc`; cut with `…` to 28 characters) or "designer bomb", and the whole name, which
 * says which characters are not ASCII (`\u{0430}bc (character 1 "а" (U+0430) is not ASCII)`).
 */
function bombName(g: GameSummary): { short: string; whole: string } {
  const seed = shownSeed(g.seed);
  const notAscii = seedNotAscii(g.seed);
  const named = notAscii ? `${seed} (${notAscii})` : seed;
  const whole = g.bomb ? `designer bomb${g.seed ? ` (seed ${named})` : ''}` : named;
  // At most 28 characters, never cut inside an escape.
  const short = g.bomb
    ? `designer bomb${g.seed ? ` (seed ${shownSeed(g.seed, 6)})` : ''}`
    : seed.length <= 28
      ? seed
      : shownSeed(g.seed, 27);
  return { short, whole };
}

/** The row of a game (see `GameRow`). */
export function gameRow(g: GameSummary, counted: Map<string, GameSummary>): GameRow {
  const name = bombName(g);
  return {
    date: dateText(g.when),
    mode: modeText(g, counted),
    bomb: name.short,
    bombTitle: `${name.whole}, rule seed ${g.ruleSeed}: deal it again`,
    href: dealAgainHref(g),
    time: timeText(g.timeMs),
    strikes: String(g.strikes.length),
    strikesTitle: g.strikes.map((s) => s.reason).join(', '),
    result: RESULT_WORDS[g.result],
    resultClass: `result-${g.result}`,
    assisted: helpText(g),
  };
}

/** The line under "Today": today's daily bomb, played or not, and its result. */
export function dailyLine(s: DailyStatus): string {
  if (!s.counted) {
    const more = s.attempts ? ` (${s.attempts} attempt${s.attempts === 1 ? '' : 's'} left unfinished)` : '';
    return `Daily ${s.date}: not played yet${more}.`;
  }
  const line = shareLine(s.counted) ?? '';
  const result = line.slice(line.indexOf(': ') + 2);
  const practice = s.attempts - 1;
  return `Daily ${s.date}: ${result}.${practice > 0 ? ` Since then ${practice} more attempt${practice === 1 ? '' : 's'} (practice).` : ''}`;
}

/** The best streak and storm in the figures' words. */
export function bestsText(b: RunBests): { streak: string; storm: string } {
  return { streak: String(b.streak.score), storm: String(b.storm.score) };
}

/** The failed queue's line: how many wait and which plays first. */
export function failedLine(queue: FailedHead): string {
  if (!queue.oldest) return 'No failed bomb waits: every bomb that struck or exploded has been solved cleanly since.';
  const first = queue.oldest;
  const name = first.bomb ? 'a designer bomb' : `seed ${shownSeed(first.seed)}`;
  const n = queue.count;
  return `${n} bomb${n === 1 ? '' : 's'} that struck or exploded wait${n === 1 ? 's' : ''} to be solved without a strike; the oldest (${name}, rule seed ${first.ruleSeed}) plays first.`;
}

/** The solve-time figure's text alternative. */
export function timesSummary(s: SolveTimeSeries): string {
  const solved = s.seconds.filter((x): x is number => x !== null);
  if (!s.game.length) return 'No game yet: play a bomb and its time shows here.';
  const t = (sec: number | null | undefined) => (sec === null || sec === undefined ? 'DNF' : timeText(sec * 1000));
  const last = (xs: (number | null)[]) => [...xs].reverse().find((x) => x !== null);
  const parts = [`${ofCount(solved.length, s.game.length, 'game')} solved`];
  if (solved.length) parts.push(`best ${t(Math.min(...solved))}`);
  const ao5 = last(s.ao5);
  const ao12 = last(s.ao12);
  if (ao5 !== undefined) parts.push(`latest ao5 ${t(ao5)}`);
  if (ao12 !== undefined) parts.push(`latest ao12 ${t(ao12)}`);
  const first12 = s.ao12.find((x) => x !== null);
  if (first12 !== undefined && first12 !== ao12) parts.push(`first ao12 ${t(first12)}`);
  return `${parts.join('; ')}.`;
}

/**
 * The last games of the solve-time figure as rows: game, date, time (or DNF and why), ao5, ao12.
 * @param last the summaries of the last games of `s` (the page gives 12), in play order.
 */
export function timesTableRows(s: SolveTimeSeries, last: readonly GameSummary[]): string[][] {
  const t = (sec: number | null) => (sec === null ? 'DNF' : timeText(sec * 1000));
  const from = s.game.length - last.length;
  return last.map((g, k) => {
    const i = from + k;
    const time = s.seconds[i] ?? null;
    return [
      String(i + 1),
      dateText(g.when),
      time === null ? `DNF (${RESULT_WORDS[g.result].toLowerCase()})` : t(time),
      i >= 4 ? t(s.ao5[i] ?? null) : '',
      i >= 11 ? t(s.ao12[i] ?? null) : '',
    ];
  });
}

/** Strikes by reason code over all games, most first. */
export function strikesByReason(games: readonly GameSummary[]): { reason: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const g of games) for (const s of g.strikes) counts.set(s.reason, (counts.get(s.reason) ?? 0) + 1);
  return [...counts]
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count || (a.reason < b.reason ? -1 : 1));
}

/** The strikes figure's text alternative. */
export function strikesSummary(
  perGame: readonly number[],
  byReason: readonly { reason: string; count: number }[],
): string {
  if (!perGame.length) return 'No game yet.';
  const total = perGame.reduce((a, b) => a + b, 0);
  const mean = (xs: readonly number[]) => (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(2);
  const parts = [`${countOf(total, 'strike')} in ${countOf(perGame.length, 'game')}`];
  if (perGame.length >= 12)
    parts.push(`${mean(perGame.slice(-12))} a game over the last 12, ${mean(perGame.slice(0, 12))} over the first 12`);
  if (byReason.length) parts.push(`most often ${byReason[0]!.reason} (${byReason[0]!.count})`);
  return `${parts.join('; ')}.`;
}

/** A rate as a percentage: `62%`, or `–` without bombs. */
export function rateText(rate: number | null): string {
  return rate === null ? '–' : `${Math.round(rate * 100)}%`;
}

/** The first-try figure's text alternative. */
export function themesSummary(rates: readonly ThemeRate[]): string {
  const all = rates[0];
  if (!all || !all.bombs) return 'No bomb played yet.';
  const themed = rates.slice(1).filter((r) => r.bombs >= 5 && r.rate !== null);
  const parts = [`First-try solves: ${rateText(all.rate)} of ${countOf(all.bombs, 'bomb')}`];
  if (themed.length >= 2) {
    const sorted = [...themed].sort((a, b) => b.rate! - a.rate!);
    parts.push(`best ${sorted[0]!.theme} (${rateText(sorted[0]!.rate)})`);
    parts.push(`hardest ${sorted.at(-1)!.theme} (${rateText(sorted.at(-1)!.rate)})`);
  }
  return `${parts.join('; ')}.`;
}

/**
 * A plot's key for a running average of `n` games (`ao5`, `ao12`, `mean of 12`), as the plot
 * draws it: its name alone when it has a value; else why it has no line yet: `ao12 (from game
 * 12)` with fewer than `n` games, `ao5 (each a DNF so far)` when every window held two DNFs.
 * @param values the average at each game (null: none there).
 */
export function averageKey(
  name: string,
  values: readonly (number | null)[],
  n: number,
): { text: string; drawn: boolean } {
  if (values.some((x) => x !== null)) return { text: name, drawn: true };
  return { text: `${name} (${values.length < n ? `from game ${n}` : 'each a DNF so far'})`, drawn: false };
}
