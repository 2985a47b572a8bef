/**
 * The practice record's database (src/practice/practiceDatabase.ts) on fake-indexeddb 6.2.8:
 * a version-1 and a version-2 database written by hand are each brought to version 3 with every
 * game kept (version 3 keeps the summaries as columns, src/practice/gameColumns.ts); export → clear →
 * import gives the same records; a bad or duplicate record of a file is named and skipped; two
 * connections writing ten games each keep twenty; the record reports "not kept" (never throws)
 * when IndexedDB is missing, blocked by an older version, closed for a newer one or full; the
 * drill answers kept, checked when read back, exported and imported in a version-2 file.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DB_VERSION, openPracticeRecord, type PracticeRecord } from '../../src/practice/practiceDatabase';
import { failedQueueOf } from '../../src/practice/failedQueue';
import { bestsOf } from '../../src/practice/practiceModes';
import { historyJson } from '../../src/practice/historyFile';
import { summaryOf, type GameRecord } from '../../src/practice/gameRecord';
import { sampleHistory } from '../fixtures/practiceHistory';
import type { DrillAnswer } from '../../src/drills/drillAnswer';
import { ruleSet } from '../../src/rules/ruleSeed';

const HISTORY = sampleHistory({ games: 120, seed: 'db-tests' });
let dbCount = 0;
const fresh = () => `tac-practice-test-${++dbCount}`;
const opened: PracticeRecord[] = [];
async function open(name: string): Promise<PracticeRecord> {
  const r = await openPracticeRecord({ name });
  opened.push(r);
  return r;
}
afterEach(() => {
  for (const r of opened.splice(0)) r.close();
  vi.unstubAllGlobals();
});

/** A raw IndexedDB request as a promise. */
function done<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** Writes a version-1 database by hand (no code of the app): one store `games`, key `id`. */
async function writeVersionOne(name: string, games: unknown[]): Promise<void> {
  const req = indexedDB.open(name, 1);
  req.onupgradeneeded = () => req.result.createObjectStore('games', { keyPath: 'id' });
  const db = await done(req);
  const tx = db.transaction('games', 'readwrite');
  for (const g of games) tx.objectStore('games').put(g);
  await new Promise((resolve) => (tx.oncomplete = resolve));
  db.close();
}

/**
 * Writes a version-2 database by hand (no code of the app): `games` with its three indexes,
 * `summaries` (entries of 250 summary objects, `{n, games}`), `failed`, `settings` and `drills`
 * holding `drills`; the summaries, queue and bests left empty, as a version-2 tab that crashed
 * mid-write could leave them (version 3 rebuilds them from the games).
 */
async function writeVersionTwo(name: string, games: GameRecord[], drills: unknown[]): Promise<void> {
  const req = indexedDB.open(name, 2);
  req.onupgradeneeded = () => {
    const db = req.result;
    const store = db.createObjectStore('games', { keyPath: 'id' });
    store.createIndex('by-when', 'when');
    store.createIndex('by-mode', 'mode');
    store.createIndex('by-seed', 'seed');
    db.createObjectStore('summaries', { keyPath: 'n' });
    db.createObjectStore('failed', { keyPath: 'key' }).createIndex('by-added', 'addedAt');
    db.createObjectStore('settings', { keyPath: 'key' });
    db.createObjectStore('drills', { keyPath: 'id' });
  };
  const db = await done(req);
  const tx = db.transaction(['games', 'summaries', 'drills'], 'readwrite');
  for (const g of games) tx.objectStore('games').put(g);
  const firstSummary = Object.fromEntries(Object.entries(games[0]!).filter(([k]) => k !== 'actions'));
  tx.objectStore('summaries').put({ n: 0, games: [firstSummary] }); // stale: version 3 drops it
  for (const d of drills) tx.objectStore('drills').put(d);
  await new Promise((resolve) => (tx.oncomplete = resolve));
  db.close();
}

const byWhen = (gs: readonly GameRecord[]) => [...gs].sort((a, b) => (a.when < b.when ? -1 : a.when > b.when ? 1 : 0));

describe('schema versions', () => {
  it('upgrades a hand-written version-1 database to version 3 and finds every game, its queue and its bests', async () => {
    const name = fresh();
    const tampered = { ...HISTORY[3]!, id: 'tampered-1', result: 'won' };
    await writeVersionOne(name, [...HISTORY, tampered]);
    const record = await open(name);
    expect(record.kept).toBe(true);
    const { games, skipped } = await record.games();
    expect(games).toEqual(byWhen(HISTORY));
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toMatch(
      /^Game \d+ kept in this browser \(id tampered-1\) was skipped: result must be one of solved, exploded, timed-out, abandoned, not "won"\.$/,
    );
    expect(await record.summaries()).toEqual({ games: byWhen(HISTORY).map(summaryOf), skipped: [] });
    expect(await record.failedQueue()).toEqual(failedQueueOf(HISTORY));
    expect((await record.failedQueue()).length).toBeGreaterThan(3);
    expect(await record.bests()).toEqual(bestsOf(HISTORY));
    expect((await record.bests()).streak.score).toBeGreaterThan(0);
    record.close();
    const raw = await done(indexedDB.open(name));
    expect(raw.version).toBe(DB_VERSION);
    expect([...raw.objectStoreNames].sort()).toEqual(['columns', 'drills', 'failed', 'games', 'settings']);
    expect([...raw.transaction('games').objectStore('games').indexNames].sort()).toEqual([
      'by-mode',
      'by-seed',
      'by-when',
    ]);
    const tables = await done(raw.transaction('columns').objectStore('columns').getAll());
    expect(tables.map((t: { n: number; count: number }) => [t.n, t.count])).toEqual([[0, HISTORY.length]]);
    expect((tables[0] as { timeMs: unknown }).timeMs).toBeInstanceOf(Uint32Array);
    raw.close();
  });

  it('upgrades a hand-written version-2 database to version 3: every game, its drill answers, the summaries as columns', async () => {
    const name = fresh();
    const drill = {
      v: 1,
      id: 'drill-1',
      drill: 'name-offset',
      ruleSeed: 42,
      item: ruleSet(42).names[3]!,
      answer: 3,
      correct: true,
      ms: 2100,
      when: '2026-12-01T09:00:00.000Z',
    };
    await writeVersionTwo(name, HISTORY, [drill]);
    const record = await open(name);
    expect(record.kept).toBe(true);
    expect(await record.games()).toEqual({ games: byWhen(HISTORY), skipped: [] });
    expect(await record.summaries()).toEqual({ games: byWhen(HISTORY).map(summaryOf), skipped: [] });
    const { columns } = await record.columns();
    expect(columns.count).toBe(HISTORY.length);
    expect(columns.timeMs[7]).toBe(byWhen(HISTORY)[7]!.timeMs);
    expect(await record.failedQueue()).toEqual(failedQueueOf(HISTORY));
    expect(await record.bests()).toEqual(bestsOf(HISTORY));
    expect((await record.drills()).answers).toEqual([drill]);
    record.close();
    const raw = await done(indexedDB.open(name));
    expect(raw.version).toBe(3);
    expect([...raw.objectStoreNames].sort()).toEqual(['columns', 'drills', 'failed', 'games', 'settings']);
    raw.close();
  });

  it('creates version 3 from nothing', async () => {
    const record = await open(fresh());
    expect(record.kept).toBe(true);
    expect(await record.games()).toEqual({ games: [], skipped: [] });
    expect(await record.bests()).toEqual({ streak: { score: 0, runId: null }, storm: { score: 0, runId: null } });
  });
});

describe('games', () => {
  it('keeps each game once, follows the failed queue oldest first and the bests', async () => {
    const record = await open(fresh());
    for (const g of HISTORY) expect(await record.saveGame(g)).toMatchObject({ kept: true });
    expect(await record.saveGame(HISTORY[0]!)).toMatchObject({ kept: true }); // saved twice: kept once
    expect((await record.games()).games).toEqual(byWhen(HISTORY));
    // 120 games: one table of columns, in the order played.
    expect(await record.summaries()).toEqual({ games: byWhen(HISTORY).map(summaryOf), skipped: [] });
    const queue = await record.failedQueue();
    expect(await record.failedHead()).toEqual({ count: queue.length, oldest: queue[0] });
    expect(await record.failedQueue()).toEqual(failedQueueOf(HISTORY));
    expect(await record.bests()).toEqual(bestsOf(HISTORY));
  });

  it('refuses a record that fails the door check, naming the field', async () => {
    const record = await open(fresh());
    const bad = { ...HISTORY[0]!, timeMs: -5 } as GameRecord;
    expect(await record.saveGame(bad)).toEqual({
      kept: false,
      problem: 'The game was not kept: timeMs must be a whole number of milliseconds 0 … 604800000, not -5.',
    });
    expect((await record.games()).games).toEqual([]);
  });

  it('takes a failed bomb out of the queue once it is solved without a strike', async () => {
    const record = await open(fresh());
    const failed = HISTORY.find((g) => g.result === 'exploded')!;
    await record.saveGame(failed);
    expect((await record.failedQueue()).map((f) => f.gameId)).toEqual([failed.id]);
    const clean: GameRecord = {
      ...failed,
      id: 'clean-replay',
      mode: 'replay-failed',
      run: null,
      when: new Date(Date.parse(failed.when) + 3600_000).toISOString(),
      strikes: [],
      result: 'solved',
    };
    await record.saveGame(clean);
    expect(await record.failedQueue()).toEqual([]);
  });

  it('counts the first finished daily attempt of the day and the day streak', async () => {
    const record = await open(fresh());
    const dailies = HISTORY.filter((g) => g.mode === 'daily' && g.result === 'solved');
    const day = dailies[0]!;
    const later: GameRecord = {
      ...day,
      id: 'later-attempt',
      when: new Date(Date.parse(day.when) + 600_000).toISOString(),
    };
    expect(await record.saveGame(later)).toEqual({ kept: true, counted: true });
    // The first attempt ended before the later one: saved after it, it is the counted one.
    expect(await record.saveGame(day)).toEqual({ kept: true, counted: true });
    const status = await record.daily(new Date(day.when));
    expect(status).toMatchObject({ date: day.when.slice(0, 10), attempts: 2, dayStreak: 1 });
    expect(status.counted?.id).toBe(day.id);
    const another: GameRecord = { ...day, id: 'third', when: new Date(Date.parse(day.when) + 7200_000).toISOString() };
    expect(await record.saveGame(another)).toEqual({ kept: true, counted: false });
  });
});

describe('export and import', () => {
  it('export → clear → import gives the same records, queue and bests', async () => {
    const record = await open(fresh());
    for (const g of HISTORY) await record.saveGame(g);
    const exported = await record.exportHistory(new Date('2026-12-01T10:00:00.000Z'));
    const file = exported.text;
    expect(
      file.startsWith('{"format":"tac-practice-history","version":2,"exported":"2026-12-01T10:00:00.000Z","games":[\n'),
    ).toBe(true);
    expect([exported.games, exported.drills]).toEqual([HISTORY.length, 0]);
    expect(file.endsWith('\n],"drills":[\n]}\n')).toBe(true);
    const before = await record.games();
    await record.clear();
    expect((await record.games()).games).toEqual([]);
    expect(await record.failedQueue()).toEqual([]);
    const r = await record.importHistory(file);
    expect(r.summary).toBe(`${HISTORY.length} games imported, 0 skipped, 0 duplicates`);
    expect(await record.games()).toEqual(before);
    expect((await record.summaries()).games).toEqual(before.games.map(summaryOf));
    expect(await record.failedQueue()).toEqual(failedQueueOf(HISTORY));
    expect(await record.bests()).toEqual(bestsOf(HISTORY));
  });

  it('names a bad record by its number and skips it, and skips duplicates', async () => {
    const record = await open(fresh());
    await record.saveGame(HISTORY[0]!);
    await record.saveGame(HISTORY[1]!);
    const games: unknown[] = HISTORY.slice(0, 14);
    games[6] = { ...HISTORY[6]!, result: 'won' };
    games.push(HISTORY[9]); // a second copy in the file
    const file = historyJson(games as GameRecord[], new Date('2026-12-01T10:00:00.000Z'));
    const r = await record.importHistory(file);
    expect(r.read.skipped).toEqual([
      { n: 7, problem: 'Record 7: result must be one of solved, exploded, timed-out, abandoned, not "won"' },
    ]);
    expect(r.summary).toBe(
      '11 games imported, 1 skipped (record 7: result must be one of solved, exploded, timed-out, abandoned, not "won"), 3 duplicates',
    );
    expect((await record.games()).games).toHaveLength(13);
    expect((await record.games()).games.map((g) => g.id)).not.toContain(HISTORY[6]!.id);
  });

  it('reads nothing of a file that is not a history, and says why', async () => {
    const record = await open(fresh());
    expect((await record.importHistory('{"games": [}')).summary).toMatch(/^Nothing imported: The file is not JSON \(/);
    expect((await record.importHistory('[1, 2]')).summary).toBe(
      'Nothing imported: The file is not a TAC practice history (its "format" must be "tac-practice-history").',
    );
    expect((await record.importHistory('{"format":"tac-practice-history","version":7,"games":[]}')).summary).toBe(
      'Nothing imported: The history file is version 7; this page reads versions 1 and 2.',
    );
  });
});

describe('two tabs', () => {
  it('two connections writing ten games each at once keep all twenty', async () => {
    const name = fresh();
    const [a, b] = await Promise.all([open(name), open(name)]);
    const games = HISTORY.slice(0, 20);
    const results = await Promise.all(games.map((g, i) => (i % 2 ? a : b).saveGame(g)));
    expect(results.every((r) => r.kept)).toBe(true);
    expect((await a.games()).games).toHaveLength(20);
    expect((await b.games()).games.map((g) => g.id).sort()).toEqual(games.map((g) => g.id).sort());
    expect((await a.summaries()).games.map((g) => g.id).sort()).toEqual(games.map((g) => g.id).sort());
  });

  it('packs summaries 1,000 to a table of columns and reads back 1,200 games in the order played', async () => {
    const name = fresh();
    const record = await open(name);
    const many = sampleHistory({ games: 1200, seed: 'packing' });
    // Written newest first (each game older than the last kept): the read puts them in order.
    for (const g of [...many].reverse()) await record.saveGame(g);
    expect((await record.summaries()).games).toEqual(byWhen(many).map(summaryOf));
    record.close();
    const raw = await done(indexedDB.open(name));
    const tables = await done(raw.transaction('columns').objectStore('columns').getAll());
    raw.close();
    expect(tables.map((t: { count: number }) => t.count)).toEqual([1000, 200]);
    // Each table in play order within itself: the newest 1,000 first, then the 200 oldest.
    expect((tables[1] as { id: string[] }).id).toEqual(
      byWhen(many)
        .slice(0, 200)
        .map((g) => g.id),
    );
  });
});

describe('not kept', () => {
  it('IndexedDB missing: kept false, writes answer why, nothing throws', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const record = await openPracticeRecord({ name: fresh() });
    expect(record.kept).toBe(false);
    expect(record.problem).toMatch(/^Your games are not being kept: this browser gives the page no database/);
    expect(await record.saveGame(HISTORY[0]!)).toEqual({ kept: false, problem: record.problem });
    expect(await record.games()).toEqual({ games: [], skipped: [] });
  });

  it('blocked by another tab holding version 1: kept false with the reason', async () => {
    const name = fresh();
    await writeVersionOne(name, HISTORY.slice(0, 3));
    const old = await done(indexedDB.open(name, 1)); // an old tab that never closes
    const record = await openPracticeRecord({ name });
    expect(record.kept).toBe(false);
    expect(record.problem).toBe(
      'Your games are not being kept: another tab holds an older version of this site open. Close it, then reload this page.',
    );
    old.close();
    // Once the old tab is gone, the next visit upgrades and finds the games.
    const again = await open(name);
    expect((await again.games()).games).toHaveLength(3);
  });

  it('closes for a newer version opened in another tab, and says so', async () => {
    const name = fresh();
    const record = await open(name);
    const lost = new Promise<string>((resolve) => record.onNotKept(resolve));
    const newer = await done(indexedDB.open(name, DB_VERSION + 1));
    expect(await lost).toBe(
      'Your games are not being kept: a newer version of this site opened in another tab. Reload this page.',
    );
    expect(record.kept).toBe(false);
    expect(await record.saveGame(HISTORY[0]!)).toMatchObject({ kept: false });
    newer.close();
  });

  it('over quota: the write answers not kept with the reason, and the record goes on', async () => {
    const record = await open(fresh());
    const proto = (globalThis as unknown as { IDBObjectStore: { prototype: IDBObjectStore } }).IDBObjectStore.prototype;
    const add = vi.spyOn(proto, 'add').mockImplementationOnce(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(await record.saveGame(HISTORY[0]!)).toEqual({
      kept: false,
      problem:
        "Your games are not being kept: the browser's storage for this site is full. Export your history, then delete old games.",
    });
    add.mockRestore();
    expect(await record.saveGame(HISTORY[0]!)).toEqual({ kept: true, counted: HISTORY[0]!.mode === 'daily' });
    expect((await record.games()).games).toHaveLength(1);
  });
});

describe('drill answers (issue 19)', () => {
  const answer = (i: number, correct: boolean): DrillAnswer => ({
    v: 1,
    drill: 'name-offset',
    ruleSeed: 42,
    item: ruleSet(42).names[i % 32]!,
    answer: i % 32,
    correct,
    ms: 1000 + i,
    when: new Date(Date.UTC(2026, 11, 1, 9, 0, i)).toISOString(),
  });

  it('keeps each answer with an id, reads them back through the door check, and names a tampered one', async () => {
    const name = fresh();
    const record = await open(name);
    for (let i = 0; i < 5; i++)
      expect(await record.saveDrill(answer(4 - i, i !== 2))).toEqual({ kept: true, counted: false });
    expect(await record.saveDrill({ ...answer(1, true), answer: 40 } as DrillAnswer)).toEqual({
      kept: false,
      problem: 'The drill answer was not kept: answer must be a whole number 0 … 31, not 40.',
    });
    const read = await record.drills();
    expect(read.answers.map((a) => a.item)).toEqual([0, 1, 2, 3, 4].map((i) => ruleSet(42).names[i]));
    expect(read.answers.every((a) => /^[0-9a-f-]{36}$/.test(a.id))).toBe(true);
    expect(read.skipped).toEqual([]);
    // An answer edited inside IndexedDB is skipped and named.
    const raw = await done(indexedDB.open(name));
    const tx = raw.transaction('drills', 'readwrite');
    tx.objectStore('drills').put({ ...read.answers[0]!, id: 'edited', ms: 'slow' });
    await new Promise((resolve) => (tx.oncomplete = resolve));
    raw.close();
    const again = await record.drills();
    expect(again.answers).toHaveLength(5);
    expect(again.skipped).toEqual([
      expect.stringMatching(
        /^Drill answer \d kept in this browser \(id edited\) was skipped: ms must be a number of milliseconds/,
      ),
    ]);
    // Clearing the games leaves the drill answers.
    await record.clear();
    expect((await record.drills()).answers).toHaveLength(5);
  });

  it('exports and imports drill answers in a version-2 file; a version-1 file still imports its games', async () => {
    const record = await open(fresh());
    await record.saveGame(HISTORY[0]!);
    for (let i = 0; i < 3; i++) await record.saveDrill(answer(i, true));
    const exported = await record.exportHistory(new Date('2026-12-01T10:00:00.000Z'));
    expect([exported.games, exported.drills]).toEqual([1, 3]);
    const other = await open(fresh());
    const r = await other.importHistory(exported.text);
    expect(r.summary).toBe(
      '1 game imported, 0 skipped, 0 duplicates; 3 drill answers imported, 0 skipped, 0 duplicates',
    );
    expect((await other.drills()).answers).toEqual((await record.drills()).answers);
    expect((await other.importHistory(exported.text)).summary).toBe(
      '0 games imported, 0 skipped, 1 duplicate; 0 drill answers imported, 0 skipped, 3 duplicates',
    );
    const file = JSON.parse(exported.text) as { drills: unknown[] };
    file.drills.push({ ...(file.drills[0] as object), id: 'bad-one', drill: 'juggling' });
    const withBad = await open(fresh());
    expect((await withBad.importHistory(JSON.stringify(file))).summary).toMatch(
      /^1 game imported, 0 skipped, 0 duplicates; 3 drill answers imported, 1 skipped \(drill answer 4: .*\), 0 duplicates$/,
    );
    const v1 = JSON.stringify({ format: 'tac-practice-history', version: 1, games: [HISTORY[1]], drills: 'ignored' });
    expect((await other.importHistory(v1)).summary).toBe('1 game imported, 0 skipped, 0 duplicates');
  });
});
