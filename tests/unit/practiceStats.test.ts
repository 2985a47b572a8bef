/**
 * The practice page's figures (src/practice/practiceStats.ts): csTimer's ao5 and ao12 (best and
 * worst dropped, a DNF counting as the worst, two DNFs in an ao5 making it a DNF), strikes per
 * game, and the first-try solve rate by theme over the first game of each bomb.
 */
import { describe, expect, it } from 'vitest';
import {
  averageOf,
  firstTryByTheme,
  inPlayOrder,
  runningAverage,
  solveTimeSeries,
  strikesPerGame,
} from '../../src/practice/practiceStats';
import type { GameRecord } from '../../src/practice/gameRecord';
import { sampleHistory } from '../fixtures/practiceHistory';

describe('averages as csTimer computes them', () => {
  it('ao5 drops the best and the worst', () => {
    expect(averageOf([12, 10, 50, 30, 20])).toBe(20.666666666666668);
    expect(averageOf([10, 20, 30, 40, 50])).toBe(30);
  });

  it('a DNF is the worst time; two in an ao5 make it a DNF', () => {
    expect(averageOf([10, null, 30, 40, 50])).toBe(40);
    expect(averageOf([10, null, 30, null, 50])).toBeNull();
  });

  it('ao12 drops one best and one worst of twelve', () => {
    const twelve = [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 100];
    expect(averageOf(twelve)).toBe((6 + 7 + 8 + 9 + 10 + 11 + 12 + 13 + 14 + 15) / 10);
    expect(averageOf([...twelve.slice(0, 11), null])).toBe(averageOf(twelve));
    expect(averageOf([...twelve.slice(0, 10), null, null])).toBeNull();
  });

  it('runs over the games: null before the n-th game', () => {
    const times = [10, 20, 30, 40, 50, 60];
    expect(runningAverage(times, 5)).toEqual([null, null, null, null, 30, 40]);
  });
});

/** A minimal record for the figures. */
function game(
  i: number,
  result: GameRecord['result'],
  strikes: number,
  themes: Partial<GameRecord['themes']>,
  seed = `s${i}`,
): GameRecord {
  return {
    v: 1,
    id: `id${i}`,
    when: new Date(Date.UTC(2026, 11, 1, 10, i)).toISOString(),
    mode: 'normal',
    run: null,
    seed,
    ruleSeed: 1,
    deal: 'classic',
    bomb: null,
    actions: [],
    strikes: Array.from({ length: strikes }, () => ({ reason: 'swap-required' as const, ms: 0 })),
    result,
    timeMs: 1000 * (i + 10),
    help: { reveal: false, designer: false, hint: false },
    themes: {
      solutionCount: 8,
      swapNeeded: false,
      tricksterNeeded: false,
      warrior: false,
      diamondDiscarded: false,
      homeBackwards: false,
      capturesNeeded: 2,
      ...themes,
    },
  };
}

describe('the figures of a history', () => {
  it('solve times in seconds with ao5 and ao12, DNF for games not solved', () => {
    const games = [0, 1, 2, 3, 4, 5].map((i) => game(i, i === 2 ? 'exploded' : 'solved', 0, {}));
    const s = solveTimeSeries(inPlayOrder([...games].reverse()));
    expect(s.game).toEqual([1, 2, 3, 4, 5, 6]);
    expect(s.seconds).toEqual([10, 11, null, 13, 14, 15]);
    expect(s.ao5).toEqual([null, null, null, null, (11 + 13 + 14) / 3, (13 + 14 + 15) / 3]);
    expect(s.ao12.every((x) => x === null)).toBe(true);
    expect(strikesPerGame(games)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('first-try solve rate by theme: the first game of each bomb, solved with no strike and no help', () => {
    const games = [
      game(0, 'solved', 0, { swapNeeded: true }, 'a'),
      game(1, 'solved', 1, { swapNeeded: true }, 'b'), // a strike: not first try
      game(2, 'solved', 0, { swapNeeded: true }, 'b'), // a second game of b: ignored
      game(3, 'exploded', 3, { warrior: true }, 'c'),
      { ...game(4, 'solved', 0, { warrior: true }, 'd'), help: { reveal: true, designer: false, hint: false } },
      game(5, 'solved', 0, { homeBackwards: true, solutionCount: 2 }, 'e'),
    ];
    const rates = Object.fromEntries(firstTryByTheme(games).map((r) => [r.theme, r]));
    expect(rates['All bombs']).toEqual({ theme: 'All bombs', bombs: 5, firstTry: 2, rate: 0.4 });
    expect(rates['Swap needed']).toMatchObject({ bombs: 2, firstTry: 1, rate: 0.5 });
    expect(rates['Warrior']).toMatchObject({ bombs: 2, firstTry: 0, rate: 0 });
    expect(rates['Home entered backwards']).toMatchObject({ bombs: 1, firstTry: 1, rate: 1 });
    expect(rates['At most 4 solutions']).toMatchObject({ bombs: 1, firstTry: 1 });
    expect(rates['Trickster']).toMatchObject({ bombs: 0, firstTry: 0, rate: null });
  });

  it('a seeded history improves: its last ao12s are quicker than its first', () => {
    const s = solveTimeSeries(inPlayOrder(sampleHistory({ games: 400, seed: 'stats' })));
    const ao12 = s.ao12.filter((x): x is number => x !== null);
    expect(ao12.length).toBeGreaterThan(100);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(ao12.slice(-20))).toBeLessThan(0.8 * mean(ao12.slice(0, 20)));
  });
});
