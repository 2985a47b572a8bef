/**
 * The game record (src/practice/gameRecord.ts) and its builder (recordBuilder.ts): a game
 * played through the module reducer becomes a record that passes the door check and replays to
 * the same strikes; every bad field is one sentence naming it; the history file's reader names
 * bad records by number.
 */
import { describe, expect, it } from 'vitest';
import { generateBomb } from '../../src/rules/generator';
import { initialState, run, type Input } from '../../src/module/moduleReducer';
import { checkGameRecord, checkStoredRecord, type GameRecord } from '../../src/practice/gameRecord';
import {
  abandonGame,
  finishGame,
  newGameId,
  recordAction,
  recordStrike,
  startGameRecord,
} from '../../src/practice/recordBuilder';
import { bombKeyOf, dealAgainHref } from '../../src/practice/bombLink';
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

  it('names at most three skipped records in the summary', () => {
    const file = { format: 'tac-practice-history', version: 1, games: [1, 2, 3, 4, 5] };
    expect(importSummary(readHistory(JSON.stringify(file), new Set()))).toMatch(
      /^0 games imported, 5 skipped \(record 1: .*; record 2: .*; record 3: .*; and 2 more\), 0 duplicates$/,
    );
  });
});
