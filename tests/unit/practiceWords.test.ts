/**
 * The practice page's words (src/pages/practice/practiceWords.ts): a look-alike seed in the
 * table's link text, its title and the failed queue's line is shown with its escapes, not as the
 * ASCII seed it looks like; a history of one game reads "1 game", "0 of 1 game solved", "1 strike
 * in 1 game", "of 1 bomb"; the plots' keys of averages not drawn yet, their dots' size and the
 * strikes plot's room above its tallest bar (src/pages/practice/plotScales.ts).
 */
import { describe, expect, it } from 'vitest';
import { summaryOf, type GameSummary } from '../../src/practice/gameRecord';
import { firstTryByTheme, solveTimeSeries, strikesPerGame } from '../../src/practice/practiceStats';
import {
  averageKey,
  countOf,
  countText,
  failedLine,
  gameRow,
  strikesByReason,
  strikesSummary,
  themesSummary,
  timesSummary,
} from '../../src/pages/practice/practiceWords';
import { solveDotSize, strikesRange } from '../../src/pages/practice/plotScales';
import { sampleHistory } from '../fixtures/practiceHistory';

const [record] = sampleHistory({ games: 1, seed: 'words' });
const game: GameSummary = { ...summaryOf(record!), mode: 'normal', run: null, bomb: null, deal: 'classic' };

describe('a look-alike seed on the practice page', () => {
  const cyrillic = { ...game, seed: '\u0430bc' }; // a Cyrillic а (U+0430): looks exactly like abc

  it('is escaped in the link text, and its title says which character is not ASCII', () => {
    const row = gameRow(cyrillic, new Map());
    expect(row.bomb).toBe('\\u{0430}bc');
    expect(row.bombTitle).toBe(
      `\\u{0430}bc (character 1 "\u0430" (U+0430) is not ASCII), rule seed ${game.ruleSeed}: deal it again`,
    );
    // The link deals the seed as it is (percent-encoded), not abc.
    expect(row.href).toContain('seed=%D0%B0bc');
    expect(gameRow({ ...game, seed: 'abc' }, new Map()).bomb).toBe('abc');
  });

  it('is cut between escapes in the table, never inside one', () => {
    expect(gameRow({ ...game, seed: '\u0430'.repeat(10) }, new Map()).bomb).toBe(`${'\\u{0430}'.repeat(3)}…`);
    expect(gameRow({ ...game, seed: 'x'.repeat(28) }, new Map()).bomb).toBe('x'.repeat(28));
    expect(gameRow({ ...game, seed: 'x'.repeat(29) }, new Map()).bomb).toBe(`${'x'.repeat(27)}…`);
  });

  it('is escaped in the failed queue line', () => {
    const oldest = {
      key: 'k',
      addedAt: game.when,
      gameId: game.id,
      seed: '\u0430bc',
      ruleSeed: 1,
      deal: 'classic',
      bomb: null,
    } as const;
    expect(failedLine({ count: 1, oldest })).toBe(
      '1 bomb that struck or exploded waits to be solved without a strike; the oldest (seed \\u{0430}bc, rule seed 1) plays first.',
    );
  });
});

describe('counts of one', () => {
  it('read "1 game", "0 of 1 game solved", "1 strike in 1 game", "of 1 bomb"', () => {
    expect([countOf(1, 'game'), countOf(0, 'game'), countOf(10_000, 'game')]).toEqual([
      '1 game',
      '0 games',
      '10,000 games',
    ]);
    const exploded: GameSummary = {
      ...game,
      result: 'exploded',
      strikes: [{ reason: 'swap-required', ms: 900 }],
    };
    const ordered = [exploded];
    expect(timesSummary(solveTimeSeries(ordered))).toBe('0 of 1 game solved.');
    expect(strikesSummary(strikesPerGame(ordered), strikesByReason(ordered))).toBe(
      '1 strike in 1 game; most often swap-required (1).',
    );
    expect(themesSummary(firstTryByTheme(ordered))).toBe('First-try solves: 0% of 1 bomb.');
  });
});

describe('counts written by hand', () => {
  it('group thousands as Intl.NumberFormat en-US does, for whole counts, decimals, signs and the odd values', () => {
    const intl = new Intl.NumberFormat('en-US');
    const values = [
      0, -0, 1, 7, 12, 999, 1000, 1001, 9999, 10_000, 12_345, 99_999, 100_000, 999_999, 1_000_000, 1_234_567_890,
      9_007_199_254_740_991, 123_456_789_012_345, 1e20, -1, -1234, -999_999, 0.5, 1.25, 1234.5678, 0.0004, 0.0005,
      -0.0004, 12_345.9996, 987_654_321.0625,
    ];
    values.push(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY);
    for (let i = 0; i < 200; i++) values.push(Math.floor(((i * 7919) % 1000) ** (1 + (i % 4))));
    expect(values.map(countText)).toEqual(values.map((v) => intl.format(v)));
  });
});

describe('the plots: keys, dots and room', () => {
  it("an average's key says why it has no line: fewer games than its window, or DNFs only", () => {
    expect(averageKey('ao12', Array<null>(8).fill(null), 12)).toEqual({ text: 'ao12 (from game 12)', drawn: false });
    expect(averageKey('ao5', [null, null, null, null, 31.5], 5)).toEqual({ text: 'ao5', drawn: true });
    expect(averageKey('ao5', Array<null>(7).fill(null), 5)).toEqual({ text: 'ao5 (each a DNF so far)', drawn: false });
  });

  it('draws readable solve dots and leaves room above the tallest strikes bar', () => {
    expect([solveDotSize(8), solveDotSize(100), solveDotSize(400), solveDotSize(10_000)]).toEqual([7, 7, 5, 5]);
    expect(strikesRange(3)).toEqual([0, 3.5]); // the 3-strike bar no longer touches the top
    expect(strikesRange(1)).toEqual([0, 3.5]);
    expect(strikesRange(7)).toEqual([0, 7.5]);
    expect(strikesRange(NaN)).toEqual([0, 3.5]); // no bar at all
  });
});
