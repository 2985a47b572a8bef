/**
 * The practice modes' pure rules (src/practice/practiceModes.ts, dailyBomb.ts) with real
 * dates: the daily seed of the UTC date and its bomb equal to `tac generate`; the counted
 * attempt; the day streak across months, a missed day, today not yet played; the share line;
 * the storm ladder, clock and penalty; the run seeds equal to `tac generate --count`; the best
 * streak and storm; the `?mode=` parameter.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { bombToJson, generateBomb } from '../../src/rules/generator';
import {
  bestDayStreak,
  countedDailies,
  dailyDealing,
  dailySeed,
  dayStreak,
  isCountedDaily,
  shareLine,
} from '../../src/practice/dailyBomb';
import {
  bestsOf,
  newRunSeed,
  readPracticeMode,
  runBombSeed,
  runScoreAfter,
  stormBomb,
  stormDeal,
  stormTimeLeft,
  streakLabel,
} from '../../src/practice/practiceModes';
import { finishGame, markHelp, recordAction, recordStrike, startGameRecord } from '../../src/practice/recordBuilder';
import { summaryOf, type GameRecord, type GameResult } from '../../src/practice/gameRecord';

const tac = (args: string[]) => execFileSync('node', ['bin/tac.mjs', ...args], { encoding: 'utf8' });

let n = 0;
/** A daily game of `date` started at `hh:mm` UTC, lasting `sec` seconds, with `strikes` strikes. */
function daily(
  date: string,
  result: GameResult,
  opts: { at?: string; sec?: number; strikes?: number } = {},
): GameRecord {
  const bomb = generateBomb(`daily-${date}`, 1);
  let d = startGameRecord({
    id: `g${++n}`,
    startedAt: new Date(`${date}T${opts.at ?? '09:00'}:00.000Z`),
    mode: 'daily',
    bomb,
    deal: 'classic',
  });
  d = recordAction(d, '1', 500);
  for (let i = 0; i < (opts.strikes ?? 0); i++) d = recordStrike(d, 'swap-required', 600 + i);
  return finishGame(d, result, (opts.sec ?? 42) * 1000);
}

describe('the daily bomb', () => {
  it('is the bomb of tac generate --seed daily-YYYY-MM-DD --rule-seed 1 --deal classic for the UTC date', () => {
    expect(dailySeed(new Date('2026-12-01T00:00:00.000Z'))).toBe('daily-2026-12-01');
    expect(dailySeed(new Date('2026-12-01T23:59:59.999Z'))).toBe('daily-2026-12-01');
    // Paris, 00:30 on 2 December, is still 1 December in UTC.
    expect(dailySeed(new Date('2026-12-02T00:30:00+01:00'))).toBe('daily-2026-12-01');
    expect(dailySeed(new Date('2027-01-01T00:00:00.000Z'))).toBe('daily-2027-01-01');
    const d = dailyDealing(new Date('2026-12-01T15:00:00.000Z'));
    expect(d).toEqual({ seed: 'daily-2026-12-01', ruleSeed: 1, deal: 'classic' });
    const cli = tac(['generate', '--seed', 'daily-2026-12-01', '--rule-seed', '1', '--deal', 'classic']).trim();
    expect(JSON.stringify(bombToJson(generateBomb(d.seed, d.ruleSeed, { deal: d.deal })))).toBe(cli);
  });

  it('counts the first finished attempt of the day; abandoned attempts do not count', () => {
    const abandoned = daily('2026-12-01', 'abandoned', { at: '08:00' });
    const first = daily('2026-12-01', 'exploded', { at: '08:10', strikes: 3 });
    const second = daily('2026-12-01', 'solved', { at: '08:20' });
    const counted = countedDailies([second, abandoned, first]);
    expect(counted.get('2026-12-01')?.id).toBe(first.id);
    expect(isCountedDaily(first, counted)).toBe(true);
    expect(isCountedDaily(second, counted)).toBe(false);
    // Started earlier but ended later: the one that ended first counts.
    const long = daily('2026-12-02', 'solved', { at: '10:00', sec: 900 });
    const short = daily('2026-12-02', 'solved', { at: '10:05', sec: 40 });
    expect(countedDailies([long, short]).get('2026-12-02')?.id).toBe(short.id);
  });

  it('counts an attempt left after a strike (a reload takes no strike back); one left with no strike does not', () => {
    const looked = daily('2026-12-03', 'abandoned', { at: '08:00' });
    const struck = daily('2026-12-03', 'abandoned', { at: '08:05', strikes: 1, sec: 9 });
    const clean = daily('2026-12-03', 'solved', { at: '08:10', sec: 3 });
    const counted = countedDailies([clean, struck, looked]);
    expect(counted.get('2026-12-03')?.id).toBe(struck.id);
    expect(isCountedDaily(clean, counted)).toBe(false);
    expect(shareLine(summaryOf(struck))).toBe('TAC daily 2026-12-03: left after 1 strike');
    expect(shareLine(summaryOf(clean), false)).toBe('TAC daily 2026-12-03 (practice): solved in 0:03, 0 strikes');
    expect(shareLine(summaryOf(looked))).toBeNull();
    expect(dayStreak(counted, new Date('2026-12-03T12:00:00.000Z'))).toBe(0);
  });

  it('day streak: days in a row with a counted solve, across a month end; today unplayed does not break it', () => {
    const games = [
      daily('2026-11-27', 'solved'),
      daily('2026-11-28', 'exploded', { strikes: 3 }),
      daily('2026-11-29', 'solved'),
      daily('2026-11-30', 'solved'),
      daily('2026-11-30', 'exploded', { at: '20:00', strikes: 3 }), // practice: the day's first counted
      daily('2026-12-01', 'solved'),
    ];
    const counted = countedDailies(games);
    expect(dayStreak(counted, new Date('2026-12-01T21:00:00.000Z'))).toBe(3);
    // 2 December, not yet played: still 3.
    expect(dayStreak(counted, new Date('2026-12-02T08:00:00.000Z'))).toBe(3);
    // 3 December: 2 December was missed.
    expect(dayStreak(counted, new Date('2026-12-03T08:00:00.000Z'))).toBe(0);
    // Today's counted attempt exploded: broken at once.
    const broken = countedDailies([...games, daily('2026-12-02', 'exploded', { strikes: 3 })]);
    expect(dayStreak(broken, new Date('2026-12-02T12:00:00.000Z'))).toBe(0);
    expect(bestDayStreak(counted)).toBe(3);
    // Across a year end and a leap day.
    const leap = countedDailies(['2028-02-28', '2028-02-29', '2028-03-01'].map((d) => daily(d, 'solved')));
    expect(dayStreak(leap, new Date('2028-03-01T12:00:00.000Z'))).toBe(3);
    const year = countedDailies(['2026-12-31', '2027-01-01'].map((d) => daily(d, 'solved')));
    expect(dayStreak(year, new Date('2027-01-02T01:00:00.000Z'))).toBe(2);
  });

  it('writes the share line', () => {
    expect(shareLine(daily('2026-12-01', 'solved', { sec: 42.9 }))).toBe(
      'TAC daily 2026-12-01: solved in 0:42, 0 strikes',
    );
    expect(shareLine(daily('2026-12-01', 'solved', { sec: 65, strikes: 1 }))).toBe(
      'TAC daily 2026-12-01: solved in 1:05, 1 strike',
    );
    expect(shareLine(daily('2026-12-01', 'exploded', { strikes: 3 }))).toBe(
      'TAC daily 2026-12-01: exploded after 3 strikes',
    );
    expect(shareLine(daily('2026-12-01', 'timed-out', { sec: 300, strikes: 2 }))).toBe(
      'TAC daily 2026-12-01: time ran out after 5:00, 2 strikes',
    );
    const hinted = { ...daily('2026-12-01', 'solved'), help: { reveal: false, designer: false, hint: true } };
    expect(shareLine(hinted)).toBe('TAC daily 2026-12-01: solved in 0:42, 0 strikes, with hints');
    const revealed = { ...daily('2026-12-01', 'solved'), help: { reveal: true, designer: false, hint: false } };
    expect(shareLine(revealed, false)).toBe('TAC daily 2026-12-01 (practice): solved in 0:42, 0 strikes, with help');
    expect(shareLine(daily('2026-12-01', 'abandoned'))).toBeNull();
  });
});

describe('storm', () => {
  it('climbs the ladder: bombs 1–3 easy, 4–7 classic, 8 on hard', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 20].map(stormDeal)).toEqual([
      'easy', 'easy', 'easy', 'classic', 'classic', 'classic', 'classic', 'hard', 'hard', 'hard',
    ]); // prettier-ignore
    expect(stormBomb('storm-abc', 0)).toEqual({ seed: 'storm-abc#1', deal: 'easy' });
    expect(stormBomb('storm-abc', 7)).toEqual({ seed: 'storm-abc#8', deal: 'hard' });
  });

  it('runs a 3:00 clock, each strike costing 10 s, never below 0', () => {
    expect(stormTimeLeft(0, 0)).toBe(180_000);
    expect(stormTimeLeft(42_000, 0)).toBe(138_000);
    expect(stormTimeLeft(42_000, 3)).toBe(108_000);
    expect(stormTimeLeft(175_000, 1)).toBe(0);
  });

  it('deals each bomb of a run as tac generate --seed <run> --count deals it', () => {
    const lines = tac(['generate', '--seed', 'storm-abc', '--count', '3', '--deal', 'easy']).trim().split('\n');
    expect(lines.map((l) => JSON.parse(l).seed)).toEqual([0, 1, 2].map((i) => runBombSeed('storm-abc', i)));
    for (let i = 0; i < 3; i++) {
      const { seed, deal } = stormBomb('storm-abc', i);
      expect(JSON.stringify(bombToJson(generateBomb(seed, 1, { deal })))).toBe(lines[i]);
    }
  });
});

describe('streak and bests', () => {
  const game = (mode: 'streak' | 'storm', id: string, index: number, result: GameResult) =>
    ({ mode, run: { id, index }, result }) as const;

  it('scores a run by its solves and keeps the best of each kind', () => {
    expect(runScoreAfter(game('streak', 'a', 3, 'solved'))).toBe(4);
    expect(runScoreAfter(game('streak', 'a', 4, 'exploded'))).toBe(4);
    const history = [
      game('streak', 'a', 0, 'solved'),
      game('streak', 'a', 1, 'exploded'),
      game('streak', 'b', 0, 'solved'),
      game('streak', 'b', 1, 'solved'),
      game('streak', 'b', 2, 'exploded'),
      game('storm', 'c', 0, 'solved'),
      game('storm', 'c', 1, 'timed-out'),
    ];
    expect(bestsOf(history)).toEqual({ streak: { score: 2, runId: 'b' }, storm: { score: 1, runId: 'c' } });
    expect(streakLabel(4, 11)).toBe('Streak 4 (best 11)');
    expect(streakLabel(12, 11)).toBe('Streak 12 (best 12)');
  });

  it('makes run seeds that fit a bomb seed with room for #index', () => {
    const seed = newRunSeed('storm', (k) => new Uint8Array(k).fill(7));
    expect(seed).toBe('storm-hhhhhhhhhh');
    expect(newRunSeed('streak')).toMatch(/^streak-[a-z2-9]{10}$/);
  });
});

describe('?mode=', () => {
  it('reads the mode as every door reads a word, with notices for what it ignores', () => {
    expect(readPracticeMode('?mode=daily')).toEqual({ mode: 'daily', notices: [] });
    expect(readPracticeMode('?mode=%20STORM%20').mode).toBe('storm');
    // Given twice: the first is used and named, as every bomb page parameter (issue 25).
    expect(readPracticeMode('?mode=daily&mode=streak')).toEqual({
      mode: 'daily',
      notices: ['mode is given 2 times ("daily", "streak"); used the first, "daily".'],
    });
    expect(readPracticeMode('?time=zen')).toEqual({ mode: 'zen', notices: [] });
    expect(readPracticeMode('?time=zen&strikes=1')).toEqual({
      mode: 'zen',
      notices: ['Zen: strikes never explode the bomb, so strikes "1" is not used.'],
    });
    expect(readPracticeMode('?mode=dayly')).toEqual({
      mode: 'normal',
      notices: ['mode "dayly" is not one of daily, zen, streak, storm, replay-failed; a normal game is played.'],
    });
    expect(readPracticeMode('?mode=daily&seed=abc&ruleseed=5').notices).toEqual([
      'The daily bomb decides the bomb: seed "abc", ruleseed "5" are not used.',
    ]);
    expect(readPracticeMode('?mode=streak&ruleseed=5').notices).toEqual([]);
    expect(readPracticeMode('?seed=abc')).toEqual({ mode: 'normal', notices: [] });
  });
});

it('marks help on a draft once', () => {
  const d = startGameRecord({
    id: 'x',
    startedAt: new Date(0),
    mode: 'normal',
    bomb: generateBomb('x', 1),
    deal: 'classic',
  });
  const h = markHelp(markHelp(d, 'hint'), 'hint');
  expect(h.help).toEqual({ reveal: false, designer: false, hint: true });
  expect(markHelp(h, 'hint')).toBe(h);
});
