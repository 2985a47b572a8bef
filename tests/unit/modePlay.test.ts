/**
 * The practice modes as the bomb page plays them (src/practice/modePlay.ts): what each mode's
 * address deals through the page's own address reader (the daily bomb, a run's bombs on the
 * storm ladder, the failed queue's oldest, zen's strikes and clock), the notices, a run after
 * each game, the addresses of the Settings panel and of New bomb, and the plate's words.
 */
import { describe, expect, it } from 'vitest';
import { parseBombParams } from '../../src/doors/urlParams';
import {
  dailyLine,
  failedLine,
  modeAddress,
  modeDeal,
  newBombAddress,
  runAfterGame,
  runLeftLine,
  runLine,
  startRun,
} from '../../src/practice/modePlay';
import { isPracticeAddress } from '../../src/practice/practiceAddress';
import type { FailedBomb } from '../../src/practice/failedQueue';
import type { DailyStatus } from '../../src/practice/dailyBomb';
import type { GameSummary } from '../../src/practice/gameRecord';

const TODAY = new Date('2026-12-01T10:00:00.000Z');
const FAILED: FailedBomb = {
  key: '3|hard|abc',
  addedAt: '2026-11-30T09:00:00.000Z',
  gameId: 'g1',
  seed: 'abc',
  ruleSeed: 3,
  deal: 'hard',
  bomb: null,
};

describe('modeDeal', () => {
  it('deals the daily bomb of the UTC date, keeping the address time and strikes', () => {
    const d = modeDeal('?mode=daily&time=7&strikes=2&seed=zzz', { today: TODAY });
    expect(d.mode).toBe('daily');
    expect(d.label).toBe('Daily 2026-12-01');
    const p = parseBombParams(d.search);
    expect([p.seed, p.ruleSeed, p.deal, p.minutes, p.strikeLimit, p.notices]).toEqual([
      'daily-2026-12-01',
      1,
      'classic',
      7,
      2,
      [],
    ]);
    expect(d.notices).toEqual(['The daily bomb decides the bomb: seed "zzz" is not used.']);
    expect([d.strikeLimit, d.clock, d.run]).toEqual([null, 'address', null]);
  });

  it('plays zen with no strike limit and a clock counting up; its strikes named unused', () => {
    const d = modeDeal('?time=zen&strikes=1&seed=abc&ruleseed=4', { today: TODAY });
    expect([d.mode, d.strikeLimit, d.clock, d.label]).toEqual(['zen', Infinity, 'up', 'Zen']);
    const p = parseBombParams(d.search);
    expect([p.seed, p.ruleSeed, p.notices]).toEqual(['abc', 4, []]);
    expect(d.notices).toEqual(['Zen: strikes never explode the bomb, so strikes "1" is not used.']);
  });

  it('deals a streak run: classic bombs <run>#i, the first strike explodes, the rule seed kept', () => {
    const d = modeDeal('?mode=streak&ruleseed=5&time=3', { today: TODAY, run: { id: 'streak-abc', index: 3 } });
    expect([d.mode, d.strikeLimit, d.clock, d.run]).toEqual(['streak', 1, 'address', { id: 'streak-abc', index: 3 }]);
    const p = parseBombParams(d.search);
    expect([p.seed, p.ruleSeed, p.deal, p.minutes]).toEqual(['streak-abc#4', 5, 'classic', 3]);
    // Only the place of a run passed in (a whole run state) is kept: the record's run is {id, index}.
    const fromRun = modeDeal('?mode=streak', { today: TODAY, run: startRun('streak', 'streak-abc') });
    expect(fromRun.run).toEqual({ id: 'streak-abc', index: 0 });
    const fresh = modeDeal('?mode=streak', { today: TODAY });
    expect(fresh.run!.index).toBe(0);
    expect(fresh.run!.id).toMatch(/^streak-[a-z2-9]{10}$/);
  });

  it('plays the mode of ?mode= beside time=zen, with its default countdown, and says so exactly', () => {
    const d = modeDeal('?time=zen&mode=streak', { today: TODAY, run: { id: 'streak-abc', index: 0 } });
    expect([d.mode, d.strikeLimit, d.clock]).toEqual(['streak', 1, 'address']);
    expect(d.notices).toEqual([
      'mode streak and time "zen": a game has one mode, so the streak is played and time "zen" is not used; its clock counts down from 5 minutes (time=1–99 or off sets it).',
    ]);
    const p = parseBombParams(d.search);
    expect([p.minutes, p.notices]).toEqual([5, []]);
    const daily = modeDeal('?mode=daily&time=ZEN', { today: TODAY });
    expect(daily.notices).toEqual([
      'mode daily and time "ZEN": a game has one mode, so the daily bomb is played and time "ZEN" is not used; its clock counts down from 5 minutes (time=1–99 or off sets it).',
    ]);
    expect(parseBombParams(daily.search).notices).toEqual([]);
    // ?mode=zen&time=zen is zen, said once; a storm's notice names time among what its clock replaces.
    expect(modeDeal('?mode=zen&time=zen', { today: TODAY }).notices).toEqual([]);
    expect(modeDeal('?mode=storm&time=zen', { today: TODAY, run: { id: 'storm-x', index: 0 } }).notices).toEqual([
      'Storm: one 3:00 clock for the run, and a strike costs 10 seconds, so time "zen" is not used.',
    ]);
  });

  it('deals a storm on the ladder with its run clock; time and strikes named unused', () => {
    const deals = [0, 2, 3, 6, 7, 20].map(
      (index) => parseBombParams(modeDeal('?mode=storm', { today: TODAY, run: { id: 'storm-x', index } }).search).deal,
    );
    expect(deals).toEqual(['easy', 'easy', 'classic', 'classic', 'hard', 'hard']);
    const d = modeDeal('?mode=storm&time=9&strikes=2', { today: TODAY, run: { id: 'storm-x', index: 0 } });
    expect([d.strikeLimit, d.clock]).toEqual([Infinity, 'storm']);
    expect(d.notices).toEqual([
      'Storm: one 3:00 clock for the run, and a strike costs 10 seconds, so time "9" and strikes "2" are not used.',
    ]);
    expect(parseBombParams(d.search).notices).toEqual([]);
  });

  it('deals the failed queue oldest bomb, or a normal bomb when the queue is empty', () => {
    const d = modeDeal('?mode=replay-failed&time=off', { today: TODAY, failed: FAILED });
    const p = parseBombParams(d.search);
    expect([d.mode, p.seed, p.ruleSeed, p.deal, p.minutes]).toEqual(['replay-failed', 'abc', 3, 'hard', 0]);
    const link = modeDeal('?mode=replay-failed', { today: TODAY, failed: { ...FAILED, bomb: 'eyJ4IjoxfQ' } });
    expect(new URLSearchParams(link.search).get('bomb')).toBe('eyJ4IjoxfQ');
    const none = modeDeal('?mode=replay-failed', { today: TODAY, failed: null });
    expect(none.mode).toBe('normal');
    expect(none.notices).toEqual([
      'No failed bomb waits (every bomb that struck or exploded has been solved since): a normal bomb is dealt.',
    ]);
  });

  it('names a bad mode and plays a normal game; other parameters still reach the address reader', () => {
    const d = modeDeal('?mode=dayly&sed=x', { today: TODAY });
    expect(d.mode).toBe('normal');
    expect(d.notices[0]).toMatch(/^mode "dayly" is not one of/);
    expect(parseBombParams(d.search).notices).toEqual([
      'Ignored the parameter "sed": the bomb page reads seed, ruleseed, deal, time, strikes, bomb.',
    ]);
  });

  it('knows a practice address', () => {
    expect(['?mode=daily', '?time=%20ZEN', '?mode=', '?seed=a&mode=x'].map(isPracticeAddress)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['', '?seed=zen', '?time=5', '?time=zenith'].map(isPracticeAddress)).toEqual([false, false, false, false]);
  });
});

describe('a run', () => {
  it('moves on after each solve and ends at anything else; its score is the bombs solved', () => {
    let r = startRun('streak', 'streak-abc');
    r = runAfterGame(r, 'solved', 0);
    r = runAfterGame(r, 'solved', 0);
    expect(r).toEqual({ mode: 'streak', id: 'streak-abc', index: 2, strikes: 0, over: false });
    r = runAfterGame(r, 'exploded', 1);
    expect(r).toEqual({ mode: 'streak', id: 'streak-abc', index: 2, strikes: 1, over: true });
    expect(runAfterGame(r, 'solved', 0)).toBe(r);
    expect(runLine(r, 1, 'classic')).toBe('Streak 2 (best 2)');
    expect(runLine(r, 11, 'classic')).toBe('Streak 2 (best 11)');
  });

  it('a run left live ends with the bombs solved, as a strike or the clock would, and says so', () => {
    // Left (a reload, or New bomb) with 3 solved: the score is 3, as a strike on bomb 4 would give.
    let r = startRun('streak', 'streak-abc');
    for (let i = 0; i < 3; i++) r = runAfterGame(r, 'solved', 0);
    r = runAfterGame(r, 'abandoned', 0);
    expect([r.index, r.over]).toEqual([3, true]);
    expect(runLeftLine(r, 11, 'page')).toBe(
      'Your streak run of 3 ended when the page was left (best 11): leaving a run ends it, as its first strike would.',
    );
    expect(runLeftLine(r, 1, 'bomb')).toBe(
      'Your streak run of 3 ended when its bomb was left (best 3): leaving a run ends it, as its first strike would.',
    );
    expect(runLeftLine({ mode: 'storm', index: 2 }, null, 'page')).toBe(
      'Your storm run ended with 2 solved when the page was left: leaving a run ends it, as its clock running out would.',
    );
  });

  it('counts a storm strikes across its bombs', () => {
    let s = startRun('storm', 'storm-x');
    s = runAfterGame(s, 'solved', 2);
    s = runAfterGame(s, 'solved', 1);
    expect([s.index, s.strikes, s.over]).toEqual([2, 3, false]);
    expect(runLine(s, 9, 'easy')).toBe('Storm: 2 solved (best 9), bomb 3 on the easy deal');
    s = runAfterGame(s, 'timed-out', 0);
    expect(runLine(s, 1, 'classic')).toBe('Storm over: 2 solved (best 2)');
  });
});

describe('addresses and words', () => {
  const s = { seed: 'abc', ruleSeed: 5, deal: 'hard' as const, minutes: 7, strikeLimit: 2 };
  it('writes each mode address for the Settings panel and New bomb', () => {
    expect(modeAddress('normal', s)).toBeNull();
    expect(modeAddress('daily', s)).toBe('?mode=daily&time=7&strikes=2');
    expect(modeAddress('zen', s)).toBe('?seed=abc&ruleseed=5&deal=hard&time=zen');
    expect(modeAddress('zen', { ...s, bomb: 'eyJ4IjoxfQ' })).toBe('?bomb=eyJ4IjoxfQ&time=zen');
    expect(modeAddress('streak', { ...s, minutes: 0 })).toBe('?mode=streak&ruleseed=5&time=off');
    expect(modeAddress('storm', s)).toBe('?mode=storm&ruleseed=5');
    expect(modeAddress('replay-failed', s)).toBe('?mode=replay-failed&time=7&strikes=2');
    expect(newBombAddress('zen', { ...s, seed: 'new' })).toBe('?seed=new&ruleseed=5&deal=hard&time=zen');
    expect(newBombAddress('storm', s)).toBe('?mode=storm&ruleseed=5');
    expect(['normal', 'daily', 'replay-failed'].map((m) => newBombAddress(m as 'normal', s))).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('says whether the daily attempt counts, and names the failed queue', () => {
    const status = (counted: Partial<GameSummary> | null): DailyStatus => ({
      date: '2026-12-01',
      counted: counted as GameSummary,
      attempts: 1,
      dayStreak: 0,
    });
    expect(dailyLine(status(null))).toBe(
      'Counted attempt: the first one you finish (or leave after a strike) today counts.',
    );
    expect(dailyLine(status({ result: 'solved', timeMs: 42_900, strikes: [] }))).toBe(
      "Practice attempt: today's counted one was solved in 0:42.",
    );
    const three = [1, 2, 3].map(() => ({ reason: 'swap-required' as const, ms: 1 }));
    expect(dailyLine(status({ result: 'exploded', timeMs: 1, strikes: three }))).toBe(
      "Practice attempt: today's counted one exploded after 3 strikes.",
    );
    expect(dailyLine(status({ result: 'abandoned', timeMs: 9000, strikes: three.slice(0, 1) }))).toBe(
      "Practice attempt: today's counted one was left after 1 strike.",
    );
    expect(failedLine(3, FAILED)).toBe(
      'Oldest of 3 failed bombs, first failed on 2026-11-30: solve it with no strike to clear it.',
    );
  });
});
