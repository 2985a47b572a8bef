/**
 * The games' summaries as columns (src/practice/gameColumns.ts): a history goes in and comes
 * back as the same summaries; the door check refuses a game edited by hand with the record
 * check's own sentence and keeps the others, refuses a table without a column whole, reads a
 * column edited into a plain array; a game added older than the newest goes to its place; the
 * figures of one pass over the columns (`progressOf`) equal those of the summaries.
 */
import { describe, expect, it } from 'vitest';
import {
  checkColumns,
  columnsOf,
  concatColumns,
  countResult,
  pick,
  summariesOfMode,
  summaryAt,
  withGameColumns,
} from '../../src/practice/gameColumns';
import { summaryOf } from '../../src/practice/gameRecord';
import {
  firstTryByTheme,
  inPlayOrder,
  progressOf,
  solveTimeSeries,
  strikesPerGame,
} from '../../src/practice/practiceStats';
import { strikesByReason } from '../../src/pages/practice/practiceWords';
import { sampleHistory } from '../fixtures/practiceHistory';

const SUMMARIES = inPlayOrder(sampleHistory({ games: 300, seed: 'columns' }).map(summaryOf));
const all = (c: ReturnType<typeof columnsOf>) => Array.from({ length: c.count }, (_, i) => summaryAt(c, i));
/** A stored table as the browser gives it back: a deep copy. */
const stored = (c: ReturnType<typeof columnsOf>) => structuredClone(c) as unknown as Record<string, unknown>;

describe('columns of summaries', () => {
  it('give back every summary exactly, typed arrays per field', () => {
    const c = columnsOf(SUMMARIES);
    expect(c.count).toBe(300);
    expect(all(c)).toEqual(SUMMARIES);
    expect(c.timeMs).toBeInstanceOf(Uint32Array);
    expect(c.when[0]).toBe(Date.parse(SUMMARIES[0]!.when));
    const strikes = SUMMARIES.reduce((s, g) => s + g.strikes.length, 0);
    expect(strikes).toBeGreaterThan(20);
    expect([c.strikeReason.length, c.strikeEnd[299]]).toEqual([strikes, strikes]);
    expect(countResult(c, 'solved')).toBe(SUMMARIES.filter((g) => g.result === 'solved').length);
    expect(summariesOfMode(c, 'daily')).toEqual(SUMMARIES.filter((g) => g.mode === 'daily'));
    expect(summariesOfMode(c, 'daily').length).toBeGreaterThan(3);
  });

  it('split and joined again are the same table', () => {
    const c = columnsOf(SUMMARIES);
    const parts = [0, 100, 250].map((from, k, xs) =>
      pick(
        c,
        Array.from({ length: (xs[k + 1] ?? 300) - from }, (_, i) => from + i),
      ),
    );
    expect(all(concatColumns(parts))).toEqual(SUMMARIES);
  });

  it('a game older than the newest goes to its place in play order', () => {
    const c = columnsOf(SUMMARIES.filter((_, i) => i !== 150));
    expect(all(withGameColumns(c, SUMMARIES[150]!))).toEqual(SUMMARIES);
    expect(all(withGameColumns(columnsOf(SUMMARIES.slice(0, 299)), SUMMARIES[299]!))).toEqual(SUMMARIES);
  });
});

describe('the door check of stored columns', () => {
  it('passes every game of valid tables, puts the tables in play order', () => {
    const c = columnsOf(SUMMARIES);
    const newer = stored(
      pick(
        c,
        Array.from({ length: 200 }, (_, i) => 100 + i),
      ),
    );
    const older = stored(
      pick(
        c,
        Array.from({ length: 100 }, (_, i) => i),
      ),
    );
    const read = checkColumns([newer, older]);
    expect(read.skipped).toEqual([]);
    expect(all(read.columns)).toEqual(SUMMARIES);
    expect(read.columns.timeMs).toBeInstanceOf(Uint32Array);
  });

  it('skips a game edited by hand and names it with the record check sentence; the others stay', () => {
    const t = stored(columnsOf(SUMMARIES));
    (t.id as string[])[2] = 'edited-by-hand';
    t.timeMs = [...(t.timeMs as Uint32Array)] as unknown[];
    (t.timeMs as unknown[])[2] = '<script>';
    (t.result as Uint8Array)[9] = 17;
    (t.seed as string[])[11] = '';
    const read = checkColumns([t]);
    expect(read.skipped).toEqual([
      'Game 3 kept in this browser (id edited-by-hand) was skipped: timeMs must be a whole number of milliseconds 0 … 604800000, not "<script>".',
      `Game 10 kept in this browser (id ${SUMMARIES[9]!.id}) was skipped: result must be one of solved, exploded, timed-out, abandoned, not 17.`,
      `Game 12 kept in this browser (id ${SUMMARIES[11]!.id}) was skipped: seed must not be empty for a game without a bomb.`,
    ]);
    expect(all(read.columns)).toEqual(SUMMARIES.filter((_, i) => i !== 2 && i !== 9 && i !== 11));
    expect(read.columns.timeMs).toBeInstanceOf(Uint32Array);
  });

  it('refuses a cross-field rule the record check has: an exploded zen game', () => {
    const zen = SUMMARIES.findIndex((g) => g.mode === 'zen' && g.strikes.length > 0);
    expect(zen).toBeGreaterThanOrEqual(0);
    const t = stored(columnsOf(SUMMARIES));
    (t.result as Uint8Array)[zen] = 1; // exploded
    expect(checkColumns([t]).skipped).toEqual([
      `Game ${zen + 1} kept in this browser (id ${SUMMARIES[zen]!.id}) was skipped: result must not be "exploded" for a zen game (its strikes never explode the bomb).`,
    ]);
  });

  it('skips a table whose column is missing or short, whole, naming its games', () => {
    const c = columnsOf(SUMMARIES);
    const a = stored(
      pick(
        c,
        Array.from({ length: 100 }, (_, i) => i),
      ),
    );
    const b = stored(
      pick(
        c,
        Array.from({ length: 200 }, (_, i) => 100 + i),
      ),
    );
    delete b.flags;
    const short = { ...a, mode: new Uint8Array(3) };
    const read = checkColumns([a, b, short, null]);
    expect(read.skipped).toEqual([
      'Games 101–300 kept in this browser were skipped: its column flags is missing.',
      'Games 301–400 kept in this browser were skipped: its column mode does not hold 100 values.',
      'Games 401–400 kept in this browser were skipped: it is not a table of columns.',
    ]);
    expect(all(read.columns)).toEqual(SUMMARIES.slice(0, 100));
  });
});

describe('the figures in one pass', () => {
  it('equal the figures of the summaries', () => {
    const many = inPlayOrder(sampleHistory({ games: 1500, seed: 'columns-figures' }).map(summaryOf));
    const p = progressOf(columnsOf(many));
    expect(p.times).toEqual(solveTimeSeries(many));
    expect(p.strikes).toEqual(strikesPerGame(many));
    expect(p.themes).toEqual(firstTryByTheme(many));
    expect(p.reasons).toEqual(strikesByReason(many));
    expect(p.solved).toBe(many.filter((g) => g.result === 'solved').length);
    expect(p.themes[0]!.bombs).toBeLessThan(many.length); // some bombs played again
    expect(p.times.ao12.filter((x) => x !== null).length).toBeGreaterThan(100);
  });

  it('tell apart two bombs of one seed (another rule seed or deal)', () => {
    const g = SUMMARIES.find((x) => x.mode === 'normal' && x.result === 'solved' && !x.strikes.length)!;
    const twins = [
      { ...g, id: 'a', ruleSeed: 1 },
      {
        ...g,
        id: 'b',
        ruleSeed: 2,
        result: 'exploded' as const,
        strikes: [{ reason: 'capture-partner' as const, ms: 5 }],
      },
      { ...g, id: 'c', ruleSeed: 2 },
      { ...g, id: 'd', ruleSeed: 1, deal: 'hard' as const },
    ].map((x, i) => ({ ...x, when: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() }));
    const p = progressOf(columnsOf(twins));
    expect(p.themes[0]).toEqual(firstTryByTheme(twins)[0]);
    expect(p.themes[0]).toMatchObject({ bombs: 3, firstTry: 2 });
  });
});
