/**
 * The game record (src/practice/gameRecord.ts) and its builder (recordBuilder.ts): a game
 * played through the module reducer becomes a record that passes the door check and replays to
 * the same strikes; every bad field is one sentence naming it; the history file's reader names
 * bad records by number.
 */
import { describe, expect, it } from 'vitest';
import { generateBomb } from '../../src/rules/generator';
import { initialState, run, type Input } from '../../src/module/moduleReducer';
import * as v from 'valibot';
import fc from 'fast-check';
import {
  checkGameRecord,
  checkStoredRecord,
  checkStoredSummary,
  gameRecordSchema,
  isIsoTime,
  gameSummarySchema,
  summaryOf,
  type GameRecord,
} from '../../src/practice/gameRecord';
import { abandonGame, finishGame, recordAction, recordStrike, startGameRecord } from '../../src/practice/recordBuilder';
import { bombKeyOf, dealAgainHref } from '../../src/practice/bombLink';
import { newGameId } from '../../src/practice/gameId';
import { bombThemes } from '../../src/practice/bombThemes';
import { importSummary, readHistory } from '../../src/practice/historyFile';
import { sampleHistory } from '../fixtures/practiceHistory';

const bomb = generateBomb('record-test-2', 1); // has a swap: a card first strikes swap-required
const START = new Date('2026-12-01T09:30:00.000Z');

/** A game played by the reducer: a card before TAC (a strike), then the bomb's solution. */
function played(): GameRecord {
  let d = startGameRecord({ id: 'a1b2', startedAt: START, mode: 'normal', bomb, deal: 'classic' });
  const inputs: Input[] = ['1', ...(bomb.solution as Input[])];
  let state = initialState(bomb);
  inputs.forEach((input, i) => {
    const ms = 1000 * (i + 1);
    d = recordAction(d, input, ms);
    const r = run(state, [input]);
    state = r.state;
    for (const reason of r.strikes) d = recordStrike(d, reason, ms);
  });
  return finishGame(d, state.solved ? 'solved' : 'exploded', 1000 * inputs.length + 250);
}

describe('the builder', () => {
  it('builds a record from a game the reducer played, which passes the door check and replays', () => {
    expect(bomb.swap).not.toBeNull();
    const r = played();
    expect(r).toMatchObject({
      v: 1,
      id: 'a1b2',
      when: '2026-12-01T09:30:00.000Z',
      mode: 'normal',
      run: null,
      seed: 'record-test-2',
      ruleSeed: 1,
      deal: 'classic',
      bomb: null,
      result: 'solved',
      strikes: [{ reason: 'swap-required', ms: 1000 }],
      help: { reveal: false, designer: false, hint: false },
    });
    expect(r.actions[0]).toEqual(['1', 1000]);
    expect(r.actions.length).toBe(bomb.solution.length + 1);
    expect(r.timeMs).toBe(1000 * (bomb.solution.length + 1) + 250);
    expect(r.themes).toEqual(bombThemes(bomb));
    expect(checkGameRecord(JSON.parse(JSON.stringify(r)))).toEqual({ ok: true, value: r });
    const replay = run(
      initialState(bomb),
      r.actions.map(([a]) => a),
    );
    expect(replay.strikes).toEqual(r.strikes.map((s) => s.reason));
    expect(replay.state.solved).toBe(true);
  });

  it('keeps times whole and in order, and the game at least as long as its last event', () => {
    let d = startGameRecord({ id: 'x', startedAt: START, mode: 'zen', bomb, deal: 'classic' });
    d = recordAction(d, 'tac', 10.6);
    d = recordAction(d, '1', 5); // a clock that went back: kept at 11
    expect(d.actions).toEqual([
      ['tac', 11],
      ['1', 11],
    ]);
    expect(finishGame(d, 'solved', 3).timeMs).toBe(11);
  });

  it('keeps no game for a bomb passed over without an action', () => {
    const d = startGameRecord({ id: 'x', startedAt: START, mode: 'normal', bomb, deal: 'classic' });
    expect(abandonGame(d, 5000)).toBeNull();
    expect(abandonGame(recordAction(d, '2', 900), 5000)).toMatchObject({ result: 'abandoned', timeMs: 5000 });
  });

  it('makes ids that are UUIDs, also without crypto.randomUUID', () => {
    expect(newGameId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const saved = crypto.randomUUID;
    try {
      (crypto as { randomUUID?: unknown }).randomUUID = undefined;
      const ids = new Set(Array.from({ length: 1000 }, newGameId));
      expect(ids.size).toBe(1000);
      for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      (crypto as { randomUUID?: unknown }).randomUUID = saved;
    }
  });

  it('names a bomb by a key and a link that deals it again', () => {
    const r = played();
    expect(bombKeyOf(r)).toBe('1|classic|record-test-2');
    expect(dealAgainHref(r)).toBe('index.html?seed=record-test-2&ruleseed=1&deal=classic');
    const odd = { ...r, seed: 'a&b #1' };
    expect(dealAgainHref(odd)).toBe('index.html?seed=a%26b+%231&ruleseed=1&deal=classic');
    expect(dealAgainHref({ ...r, seed: '', bomb: 'eyJhIjoxfQ' })).toBe('index.html?bomb=eyJhIjoxfQ');
  });
});

describe('the door check', () => {
  const good = played();
  const problem = (patch: Record<string, unknown>) => {
    const r = checkGameRecord({ ...good, ...patch });
    return r.ok ? null : r.error;
  };

  it('names the field of each bad value', () => {
    const without = (key: string) => {
      const r = checkGameRecord(Object.fromEntries(Object.entries(good).filter(([k]) => k !== key)));
      return r.ok ? null : r.error;
    };
    // A field not there is missing, not "… must be an object (a game record), not nothing".
    expect(without('v')).toBe('v is missing');
    expect(without('result')).toBe('result is missing');
    expect(problem({ result: 'won' })).toBe('result must be one of solved, exploded, timed-out, abandoned, not "won"');
    expect(problem({ mode: 'blitz' })).toBe(
      'mode must be one of normal, daily, zen, streak, storm, replay-failed, not "blitz"',
    );
    expect(problem({ when: '2026-02-30T10:00:00.000Z' })).toBe(
      'when must be an ISO time such as 2026-12-01T09:30:00.000Z, not "2026-02-30T10:00:00.000Z"',
    );
    expect(problem({ id: '<img src=x onerror=alert(1)>' })).toBe(
      'id must be 1–64 letters, digits or "-", not "<img src=x onerror=alert(1)>"',
    );
    expect(problem({ actions: [['9', 5]] })).toBe(
      'actions[0][0] must be an action word (1–5, tac, reset, l, r, tl, tr, bl, br), not "9"',
    );
    expect(problem({ strikes: [{ reason: 'oops', ms: 1 }] })).toMatch(
      /^strikes\[0\]\.reason must be a strike reason code \(swap-not-needed, /,
    );
    expect(problem({ ruleSeed: 0 })).toBe('ruleSeed must be an integer 1 … 2147483647, not 0');
    expect(problem({ timeMs: 1.5 })).toBe('timeMs must be a whole number of milliseconds 0 … 604800000, not 1.5');
    expect(problem({ extra: 1 })).toMatch(/^extra /);
    expect(problem({ themes: { ...good.themes, capturesNeeded: 3 } })).toBe(
      'themes.capturesNeeded must be 0, 1 or 2, not 3',
    );
    expect(problem({ v: 2 })).toBe('v must be 1 (the record version this page reads), not 2');
    expect(problem({ seed: ' padded' })).toMatch(/^seed must be a bomb seed of 1–100 characters/);
  });

  it('checks what must hold between fields', () => {
    expect(problem({ mode: 'streak' })).toBe('run is missing: a streak game names its run {id, index}');
    expect(problem({ run: { id: 'streak-x', index: 0 } })).toBe('run must be null for a normal game');
    expect(problem({ mode: 'daily' })).toBe(
      'a daily game must have seed daily-YYYY-MM-DD, rule seed 1, the classic deal and no bomb',
    );
    expect(problem({ timeMs: 10 })).toBe('actions must be in the order of their times, none after timeMs');
    expect(problem({ result: 'exploded', strikes: [] })).toBe('result "exploded" needs at least one strike');
    expect(problem({ mode: 'zen', result: 'timed-out' })).toBe(
      'result must not be "timed-out" for a zen game (its clock counts up)',
    );
    expect(problem({ seed: '', bomb: null })).toBe('seed must not be empty for a game without a bomb');
  });

  it('answers as the valibot schemas do, on valid records and 5,000 mutated ones, each also as a summary (the fast path is exact)', () => {
    const games = sampleHistory({ games: 80, seed: 'mutations' });
    const tricky = fc.constantFrom<unknown>(
      undefined, null, '', 'x', 0, 1, 2, 3, -1, 1.5, NaN, Infinity, 1e12, 604800001, [], {}, true, false,
      '2026-02-30T10:00:00.000Z', '2026-12-01T09:30:00Z', 'daily-2026-12-01', 'solved', 'streak', 'tac', ' padded',
      [['9', 1]], [['1', -1]], [{ reason: 'oops', ms: 1 }], { id: 'storm-x', index: 0 }, { id: 'storm-x', index: 0, more: 1 },
      { reveal: false, designer: false, hint: false, more: true }, 'eyJhIjoxfQ', 'not/base64',
    ); // prettier-ignore
    const mutation = fc.record({
      game: fc.nat(games.length - 1),
      path: fc.constantFrom(
        'v', 'id', 'when', 'mode', 'run', 'seed', 'ruleSeed', 'deal', 'bomb', 'actions', 'strikes', 'result', 'timeMs',
        'help', 'themes', 'extra', 'help.hint', 'help.more', 'themes.capturesNeeded', 'themes.solutionCount',
        'themes.warrior', 'themes.more', 'strikes.0', 'actions.0', 'run.index',
      ), // prettier-ignore
      value: tricky,
      remove: fc.boolean(),
    });
    let mutatedOk = 0;
    const agree = (x: unknown) => {
      for (const [schema, fast] of [
        [gameRecordSchema, checkStoredRecord],
        [gameSummarySchema, checkStoredSummary],
      ] as const) {
        const slow = v.safeParse(schema, x);
        const quick = fast(x);
        expect(quick.ok).toBe(slow.success);
        if (quick.ok && slow.success) expect(quick.value).toEqual(slow.output);
        if (quick.ok) mutatedOk++;
      }
      const file = checkGameRecord(x);
      expect(file.ok).toBe(v.safeParse(gameRecordSchema, x).success);
    };
    for (const g of games) {
      agree(g);
      agree(summaryOf(g));
    }
    fc.assert(
      fc.property(mutation, ({ game, path, value, remove }) => {
        const x = structuredClone(games[game]!) as unknown as Record<string, unknown>;
        const keys = path.split('.');
        let at: Record<string, unknown> | undefined = x;
        for (const k of keys.slice(0, -1)) at = (at?.[k] ?? undefined) as Record<string, unknown> | undefined;
        if (at && typeof at === 'object') {
          if (remove) delete at[keys.at(-1)!];
          else at[keys.at(-1)!] = value;
        }
        agree(x);
        const { actions: _a, ...summary } = x; // eslint-disable-line @typescript-eslint/no-unused-vars
        agree(summary);
      }),
      { numRuns: 5000, seed: 18 },
    );
    expect(mutatedOk).toBeGreaterThan(100); // some mutations keep a valid record (e.g. a boolean flipped)
  });

  it('reads ISO times as toISOString writes them, the same answer as a Date round trip', () => {
    const two = (n: number) => String(n).padStart(2, '0');
    const text = fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        fc.integer({ min: 0, max: 25 }),
        fc.integer({ min: 0, max: 61 }),
        fc.integer({ min: 0, max: 61 }),
        fc.integer({ min: 0, max: 999 }),
      )
      .map(
        ([y, mo, d, h, mi, s, ms]) =>
          `${String(y).padStart(4, '0')}-${two(mo)}-${two(d)}T${two(h)}:${two(mi)}:${two(s)}.${String(ms).padStart(3, '0')}Z`,
      );
    fc.assert(
      fc.property(text, (x) => {
        expect(isIsoTime(x)).toBe(!Number.isNaN(Date.parse(x)) && new Date(x).toISOString() === x);
      }),
      { numRuns: 20000, seed: 18 },
    );
    for (const x of ['2028-02-29T00:00:00.000Z', '1900-02-28T23:59:59.999Z', '2000-02-29T12:00:00.000Z']) {
      expect(isIsoTime(x)).toBe(true);
    }
    for (const x of [
      '2027-02-29T00:00:00.000Z',
      '1900-02-29T00:00:00.000Z',
      '2026-12-01T24:00:00.000Z',
      '2026-12-01T09:30:00Z',
    ]) {
      expect(isIsoTime(x)).toBe(false);
    }
  });

  it('gives the same answers for records read back from the database', () => {
    for (const g of sampleHistory({ games: 60, seed: 'door' }))
      expect(checkStoredRecord(g)).toEqual({ ok: true, value: g });
    const bad = { ...good, result: 'won' };
    expect(checkStoredRecord(bad)).toEqual(checkGameRecord(bad));
  });
});

describe('the history file reader', () => {
  it('names bad records by number, counts duplicates, and sums up', () => {
    const games = sampleHistory({ games: 8, seed: 'file' });
    const file = {
      format: 'tac-practice-history',
      version: 1,
      exported: '2026-12-01T10:00:00.000Z',
      games: [
        games[0],
        games[1],
        'not a record',
        { ...games[2], when: 'yesterday' },
        games[0],
        games[3],
        games[4],
        games[5],
      ],
    };
    const read = readHistory(JSON.stringify(file), new Set([games[5]!.id]));
    expect(read.records.map((r) => r.id)).toEqual([games[0], games[1], games[3], games[4]].map((g) => g!.id));
    expect(read.skipped).toEqual([
      { n: 3, problem: 'Record 3: the input must be an object (a game record), not "not a record"' },
      { n: 4, problem: 'Record 4: when must be an ISO time such as 2026-12-01T09:30:00.000Z, not "yesterday"' },
    ]);
    expect(read.duplicates).toBe(2);
    expect(importSummary(read)).toBe(
      '4 games imported, 2 skipped (record 3: the input must be an object (a game record), not "not a record"; record 4: when must be an ISO time such as 2026-12-01T09:30:00.000Z, not "yesterday"), 2 duplicates',
    );
  });

  it('names each imported record whose seed is not plain ASCII, its look-alikes as escapes', () => {
    const good = played();
    const file = {
      format: 'tac-practice-history',
      version: 1,
      games: [
        { ...good, id: 'plain' },
        { ...good, id: 'cyrillic', seed: '\u0430bc' }, // looks exactly like abc
        { ...good, id: 'twice', seed: 'b\u0430d\u0441' },
      ],
    };
    const read = readHistory(JSON.stringify(file), new Set());
    expect(read.records.map((r) => r.seed)).toEqual(['record-test-2', '\u0430bc', 'b\u0430d\u0441']); // imported as they are
    expect(importSummary(read)).toBe(
      '3 games imported, 0 skipped, 0 duplicates; 2 seeds are not plain ASCII (record 2: \\u{0430}bc, character 1 "\u0430" (U+0430) is not ASCII; record 3: b\\u{0430}d\\u{0441}, characters 2 "\u0430" (U+0430) and 4 "\u0441" (U+0441) are not ASCII)',
    );
  });

  it('names at most three skipped records in the summary', () => {
    const file = { format: 'tac-practice-history', version: 1, games: [1, 2, 3, 4, 5] };
    expect(importSummary(readHistory(JSON.stringify(file), new Set()))).toMatch(
      /^0 games imported, 5 skipped \(record 1: .*; record 2: .*; record 3: .*; and 2 more\), 0 duplicates$/,
    );
  });
});
