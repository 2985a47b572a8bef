/**
 * The practice record in the browser's IndexedDB, through `idb` (a small promise wrapper over
 * the IndexedDB API): `openPracticeRecord()` opens it and answers an object that keeps games,
 * the failed bombs queue and the bests, exports and imports the history, and never throws:
 * when IndexedDB is missing (private windows of some browsers), blocked by another tab's older
 * version of the page, closed for a newer one, or over quota, `kept` is false, `problem` says
 * why in a sentence the page shows as a notice, and writes answer `{ kept: false, problem }`.
 *
 * The database `tac-practice`, version `DB_VERSION` (each version's layout is created by the
 * upgrade steps below, one per version, so any older database is brought forward keeping every
 * game):
 *
 * - version 1: store `games` (key `id`), one game record (src/practice/gameRecord.ts) each;
 * - version 2: `games` gains the indexes `by-when` (`when`), `by-mode` (`mode`) and `by-seed`
 *   (`seed`: a day's daily attempts); new stores `summaries` (key `n`: entries of 250 game
 *   summaries as objects), `failed` (key `key`, index `by-added` on `addedAt`: the failed bombs
 *   queue of src/practice/failedQueue.ts), `settings` (key `key`: the entry `bests`, the best
 *   streak and storm of src/practice/practiceModes.ts) and `drills` (key `id`: each answer of
 *   the expert's drills of issue 19, src/drills/drillAnswer.ts, with its id);
 * - version 3: `summaries` gives way to `columns` (key `n`): each entry a table of up to
 *   `GAMES_PER_TABLE` game summaries as typed arrays, one per field (src/practice/gameColumns.ts),
 *   in play order. The practice page reads 10,000 games in 10 entries that the browser copies as
 *   a few blocks of bytes and checks in a loop over numbers, where 40 entries of 250 objects took
 *   100–200 ms to read and check here (scripts/benchPractice.ts).
 *
 * Opening an older database brings it forward step by step (each step creates its version's
 * layout), then rebuilds what is derived from the games (the columns, the queue and the bests)
 * from the games that pass the door check: every game of version 1 or 2 is found after it.
 *
 * Every write is one transaction over the stores it touches, and every game has an id no other
 * tab can make (`newGameId()`), so two tabs writing at once lose no game: IndexedDB runs
 * overlapping read-write transactions one after the other.
 */
import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import { bombKeyOf } from './bombLink';
import { countedDailies, countsAsAttempt, dailyStatusOf, isCountedDaily, utcDate, type DailyStatus } from './dailyBomb';
import { byAge, failedBombOf, failedQueueOf, queueChange, type FailedBomb } from './failedQueue';
import { checkGameRecord, checkStoredRecord, summaryOf, type GameRecord, type GameSummary } from './gameRecord';
import {
  checkColumns,
  columnsOf,
  isWholeTable,
  NO_GAMES,
  summaryAt,
  withGameColumns,
  type ColumnsRead,
  type GameColumns,
} from './gameColumns';
import { inPlayOrder } from './practiceStats';
import { checkDrillAnswer, type DrillAnswer } from '../drills/drillAnswer';
import {
  historyJson,
  importSummary,
  unreadHistory,
  readHistory,
  type HistoryRead,
  type KeptDrillAnswer,
} from './historyFile';
import { newGameId } from './gameId';
import { bestsOf, NO_BESTS, withGame, type RunBests } from './practiceModes';

/** The database's name (one per site origin). */
const DB_NAME = 'tac-practice';
/** The layout version this code writes (the file's docstring). */
export const DB_VERSION = 3;

/** The `settings` entry of the bests. */
interface BestsEntry extends RunBests {
  readonly key: 'bests';
}

/** Games per entry of the `columns` store. */
const GAMES_PER_TABLE = 1000;

/** One entry of the `columns` store: a table of games and its number (0 first). */
type TableEntry = GameColumns & { readonly n: number };

/** The version-3 layout, for idb's types. */
interface PracticeSchema extends DBSchema {
  games: { key: string; value: GameRecord; indexes: { 'by-when': string; 'by-mode': string; 'by-seed': string } };
  columns: { key: number; value: TableEntry };
  failed: { key: string; value: FailedBomb; indexes: { 'by-added': string } };
  settings: { key: string; value: BestsEntry };
  drills: { key: string; value: KeptDrillAnswer };
}

type Db = IDBPDatabase<PracticeSchema>;
type UpgradeTx = IDBPTransaction<PracticeSchema, StoreNames<PracticeSchema>[], 'versionchange'>;

/** What a write answers. */
export type SaveResult =
  | { readonly kept: true; /** For a daily game: whether it is its day's counted attempt. */ readonly counted: boolean }
  | { readonly kept: false; readonly problem: string };

/** Games read back: every valid one oldest first, and a sentence for each one skipped. */
interface GamesRead<T = GameRecord> {
  readonly games: T[];
  /** `Game 7 kept in this browser (id 3f0c…) was skipped: result must be …`. */
  readonly skipped: string[];
}

export type { DailyStatus };

/** The failed bombs queue in short: how many wait, and the oldest (what "Replay failed bombs" plays). */
export interface FailedHead {
  readonly count: number;
  readonly oldest: FailedBomb | null;
}

/** An import's outcome: the file read (`readHistory`), how many were stored, and the summary line. */
export interface ImportResult {
  readonly read: HistoryRead;
  readonly imported: number;
  /** Drill answers stored. */
  readonly drillsImported: number;
  readonly summary: string;
}

/** An export: the history file's text, and how many games and drill answers it holds. */
interface ExportResult {
  readonly text: string;
  readonly games: number;
  readonly drills: number;
}

/** The drill answers kept: every valid one oldest first (by `when`), and a sentence for each one skipped. */
interface DrillsRead {
  readonly answers: KeptDrillAnswer[];
  /** `Drill answer 3 kept in this browser (id 3f0c…) was skipped: answer: …`. */
  readonly skipped: string[];
}

/** The practice record (the file's docstring). Every method resolves; none rejects. */
export interface PracticeRecord {
  /** Whether games are being kept now. */
  readonly kept: boolean;
  /** Why not (a sentence for the page's notice), or null while kept. */
  readonly problem: string | null;
  /** Calls `fn` once when the record stops being kept (another tab upgraded, the browser closed it). */
  onNotKept(fn: (problem: string) => void): void;
  /** Keeps one finished game (checked by `checkGameRecord` first), updating the queue and bests; one transaction. */
  saveGame(record: GameRecord): Promise<SaveResult>;
  /** Every game, oldest first; a record that fails the door check is skipped and named. */
  games(): Promise<GamesRead>;
  /** Every game's summary (a record without its actions), oldest first; a bad one skipped and named (`columns`, each game as an object). */
  summaries(): Promise<GamesRead<GameSummary>>;
  /** Every game's summary as a table of columns, in play order; a bad game or table skipped and named. The practice page's read. */
  columns(): Promise<ColumnsRead>;
  /** Today's daily bomb: its counted attempt, attempts and the day streak. */
  daily(today: Date): Promise<DailyStatus>;
  /** The best streak and storm. */
  bests(): Promise<RunBests>;
  /** The failed bombs queue, oldest first (its first is what "Replay failed bombs" plays). */
  failedQueue(): Promise<FailedBomb[]>;
  /** How many failed bombs wait, and the oldest: two small reads, for the pages. */
  failedHead(): Promise<FailedHead>;
  /** Keeps one drill answer (checked by `checkDrillAnswer` first; given an id when it has none). */
  saveDrill(answer: DrillAnswer): Promise<SaveResult>;
  /** Every drill answer kept, oldest first; one that fails the door check is skipped and named. */
  drills(): Promise<DrillsRead>;
  /** The whole history, games and drill answers, as one JSON file (src/practice/historyFile.ts). */
  exportHistory(now: Date): Promise<ExportResult>;
  /** Reads a history file and keeps its new valid games and drill answers, then rebuilds the queue and bests; one transaction. */
  importHistory(text: string): Promise<ImportResult>;
  /** Deletes every game, the queue and the bests (the drill answers stay). */
  clear(): Promise<SaveResult>;
  /** Closes the connection (the record is then not kept). */
  close(): void;
}

/** How `openPracticeRecord` opens the database. */
interface OpenOptions {
  /** The database's name (tests use their own). */
  readonly name?: string;
  /** How long to wait for the browser to open it before saying it is not kept, ms. */
  readonly timeoutMs?: number;
}

/** The sentence of the notice for an error of IndexedDB. */
function storageProblem(e: unknown): string {
  const name = e instanceof Error || (typeof DOMException !== 'undefined' && e instanceof DOMException) ? e.name : '';
  if (name === 'QuotaExceededError') {
    return "Your games are not being kept: the browser's storage for this site is full. Export your history, then delete old games.";
  }
  if (name === 'InvalidStateError') {
    return 'Your games are not being kept: the record was closed (a newer version of this site opened it in another tab). Reload this page.';
  }
  const what = e instanceof Error ? e.message : String(e);
  return `Your games are not being kept: the browser's database failed (${what.slice(0, 120)}).`;
}

/** Aborts a transaction that may have ended already. */
function abortQuietly(tx: { abort(): void }): void {
  try {
    tx.abort();
  } catch {
    // already finished or aborted
  }
}

/** Version 1's layout: the games. */
function layoutV1(db: Db): void {
  db.createObjectStore('games', { keyPath: 'id' });
}

/** Version 2's layout: the indexes of the games and the stores of the queue, the settings and the drills (its `summaries` store is left to version 3 to drop). */
function layoutV2(db: Db, tx: UpgradeTx): void {
  const games = tx.objectStore('games');
  games.createIndex('by-when', 'when');
  games.createIndex('by-mode', 'mode');
  games.createIndex('by-seed', 'seed');
  db.createObjectStore('failed', { keyPath: 'key' }).createIndex('by-added', 'addedAt');
  db.createObjectStore('settings', { keyPath: 'key' });
  db.createObjectStore('drills', { keyPath: 'id' });
}

/** Version 3's layout: the `columns` store instead of version 2's `summaries`. */
function layoutV3(db: Db): void {
  const names = db.objectStoreNames as DOMStringList;
  if (names.contains('summaries')) (db as unknown as IDBPDatabase).deleteObjectStore('summaries');
  db.createObjectStore('columns', { keyPath: 'n' });
}

/** After the layout steps of an older database: the columns, the queue and the bests rebuilt from the games it kept. */
async function rebuildAfterUpgrade(tx: UpgradeTx): Promise<void> {
  const kept = validGames(await tx.objectStore('games').getAll());
  const ops: Promise<unknown>[] = [];
  await rebuildDerived(tx as unknown as WriteTx, ops, kept);
  await Promise.all(ops);
}

/** The records that pass the door check (the others stay stored, untouched, and are skipped when read). */
function validGames(values: unknown[]): GameRecord[] {
  const out: GameRecord[] = [];
  for (const x of values) {
    const r = checkStoredRecord(x);
    if (r.ok) out.push(r.value);
  }
  return out;
}

type WriteTx = IDBPTransaction<PracticeSchema, ('games' | 'columns' | 'failed' | 'settings')[], 'readwrite'>;
const WRITE_STORES = ['games', 'columns', 'failed', 'settings'] as const;

/** Replaces the columns, the queue and the bests by those of `games` (requests not awaited go into `ops`). */
async function rebuildDerived(tx: WriteTx, ops: Promise<unknown>[], games: GameRecord[]): Promise<void> {
  const tables = tx.objectStore('columns');
  await tables.clear();
  const sorted = inPlayOrder(games.map(summaryOf));
  for (let i = 0; i * GAMES_PER_TABLE < sorted.length; i++) {
    const part = sorted.slice(i * GAMES_PER_TABLE, (i + 1) * GAMES_PER_TABLE);
    ops.push(tables.put({ n: i, ...columnsOf(part) }));
  }
  const failed = tx.objectStore('failed');
  await failed.clear();
  for (const f of failedQueueOf(games)) ops.push(failed.put(f));
  ops.push(tx.objectStore('settings').put({ key: 'bests', ...bestsOf(games) }));
}

/**
 * Adds a game's summary to the last table of `columns` (at its place in play order: an older
 * game another tab finished later goes before the newer ones of that table; the read puts the
 * tables in order), or starts a new table when it is full or not a table (an entry edited by
 * hand is left as it is, and named when read).
 */
async function appendSummary(tx: WriteTx, ops: Promise<unknown>[], r: GameRecord): Promise<void> {
  const store = tx.objectStore('columns');
  const last = (await store.openCursor(null, 'prev'))?.value;
  const n = typeof last?.n === 'number' ? last.n : -1;
  if (last && last.count < GAMES_PER_TABLE && isWholeTable(last)) {
    ops.push(store.put({ ...withGameColumns(last, summaryOf(r)), n }));
  } else ops.push(store.put({ ...columnsOf([summaryOf(r)]), n: n + 1 }));
}

/** Keeps one checked game in `tx` (`saveGame`): the game, its queue change, the bests, and whether a daily game counts. */
async function storeGame(tx: WriteTx, ops: Promise<unknown>[], r: GameRecord): Promise<SaveResult> {
  const games = tx.objectStore('games');
  if (await games.getKey(r.id)) return { kept: true, counted: false }; // saved twice: kept once
  ops.push(games.add(r));
  await appendSummary(tx, ops, r);
  const failed = tx.objectStore('failed');
  const change = queueChange(r);
  const key = bombKeyOf(r);
  if (change === 'add' && !(await failed.getKey(key))) ops.push(failed.add(failedBombOf(r)));
  if (change === 'remove') ops.push(failed.delete(key));
  const settings = tx.objectStore('settings');
  const bests = (await settings.get('bests')) ?? { key: 'bests' as const, ...NO_BESTS };
  const next = withGame(bests, r);
  if (next !== bests) ops.push(settings.put({ ...next, key: 'bests' }));
  if (r.mode !== 'daily' || !countsAsAttempt(r)) return { kept: true, counted: false };
  const sameDay = validGames(await games.index('by-seed').getAll(r.seed)).filter((g) => g.mode === 'daily');
  return { kept: true, counted: isCountedDaily(r, countedDailies(sameDay)) };
}

/**
 * Opens the practice record (the file's docstring). Resolves, never rejects: when the record
 * cannot be kept, with an object whose `kept` is false and whose `problem` says why.
 */
export async function openPracticeRecord(options: OpenOptions = {}): Promise<PracticeRecord> {
  if (typeof indexedDB === 'undefined' || indexedDB === null) {
    return notKept(
      'Your games are not being kept: this browser gives the page no database (IndexedDB is off, as in some private windows).',
    );
  }
  let record: LiveRecord | null = null;
  let settled = false;
  return new Promise<PracticeRecord>((resolve) => {
    const give = (r: PracticeRecord) => {
      if (!settled) resolve(r);
      settled = true;
    };
    const timer = setTimeout(
      () =>
        give(notKept('Your games are not being kept: the browser did not open its database in time. Reload the page.')),
      options.timeoutMs ?? 10_000,
    );
    openDB<PracticeSchema>(options.name ?? DB_NAME, DB_VERSION, {
      upgrade(db, oldVersion, _new, tx) {
        if (oldVersion < 1) layoutV1(db);
        if (oldVersion < 2) layoutV2(db, tx);
        if (oldVersion < 3) layoutV3(db);
        // the open then fails: not kept
        if (oldVersion >= 1) rebuildAfterUpgrade(tx).catch(() => abortQuietly(tx));
      },
      blocked: () =>
        give(
          notKept(
            'Your games are not being kept: another tab holds an older version of this site open. Close it, then reload this page.',
          ),
        ),
      blocking: () =>
        record?.lose(
          'Your games are not being kept: a newer version of this site opened in another tab. Reload this page.',
        ),
      terminated: () =>
        record?.lose('Your games are not being kept: the browser closed its database. Reload this page.'),
    }).then(
      (db) => {
        clearTimeout(timer);
        if (settled) return db.close(); // too late (blocked or timed out): reload opens it again
        record = new LiveRecord(db);
        give(record);
      },
      (e: unknown) => {
        clearTimeout(timer);
        give(notKept(storageProblem(e)));
      },
    );
  });
}

/** An import that read nothing, because of `problem`. */
function nothingImported(problem: string): ImportResult {
  return { read: unreadHistory(problem), imported: 0, drillsImported: 0, summary: `Nothing imported: ${problem}` };
}

/** A record that keeps nothing: reads are empty, writes answer why. */
function notKept(problem: string): PracticeRecord {
  const no = { kept: false as const, problem };
  return {
    kept: false,
    problem,
    onNotKept: () => {},
    saveGame: async () => no,
    games: async () => ({ games: [], skipped: [] }),
    summaries: async () => ({ games: [], skipped: [] }),
    columns: async () => ({ columns: NO_GAMES, skipped: [] }),
    daily: async (today) => ({ date: utcDate(today), counted: null, attempts: 0, dayStreak: 0 }),
    bests: async () => NO_BESTS,
    failedQueue: async () => [],
    failedHead: async () => ({ count: 0, oldest: null }),
    saveDrill: async () => no,
    drills: async () => ({ answers: [], skipped: [] }),
    exportHistory: async (now) => ({ text: historyJson([], now), games: 0, drills: 0 }),
    importHistory: async () => nothingImported(problem),
    clear: async () => no,
    close: () => {},
  };
}

/** The games of a read, checked by `check`, with a sentence for each one skipped (numbered in the read's order). */
function checkedGames<T>(
  values: readonly unknown[],
  check: (x: unknown) => { ok: true; value: T } | { ok: false; error: string },
): GamesRead<T> {
  const games: T[] = [];
  const skipped: string[] = [];
  values.forEach((x, i) => {
    const r = check(x);
    if (r.ok) games.push(r.value);
    else {
      const id = (x as { id?: unknown } | null)?.id;
      const named = typeof id === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(id) ? ` (id ${id})` : '';
      skipped.push(`Game ${i + 1} kept in this browser${named} was skipped: ${r.error}.`);
    }
  });
  return { games, skipped };
}

/** The open record. */
class LiveRecord implements PracticeRecord {
  kept = true;
  problem: string | null = null;
  private listeners: ((problem: string) => void)[] = [];

  constructor(private readonly db: Db) {}

  /** Stops keeping (closing the connection) and tells the listeners once. */
  lose(problem: string): void {
    if (!this.kept) return;
    this.kept = false;
    this.problem = problem;
    this.db.close();
    for (const fn of this.listeners.splice(0)) fn(problem);
  }

  onNotKept(fn: (problem: string) => void): void {
    if (this.kept) this.listeners.push(fn);
    else fn(this.problem!);
  }

  /** Runs `body`; a failure answers `{kept: false}` with its sentence (and a closed database stops the record). */
  private async guard<T>(body: () => Promise<T>, fallback: (problem: string) => T): Promise<T> {
    if (!this.kept) return fallback(this.problem!);
    try {
      return await body();
    } catch (e) {
      const problem = storageProblem(e);
      if ((e as { name?: string }).name === 'InvalidStateError') this.lose(problem);
      return fallback(problem);
    }
  }

  saveGame(record: GameRecord): Promise<SaveResult> {
    const checked = checkGameRecord(record);
    if (!checked.ok) return Promise.resolve({ kept: false, problem: `The game was not kept: ${checked.error}.` });
    return this.guard<SaveResult>(
      () => this.write((tx, ops) => storeGame(tx, ops, checked.value)),
      (problem) => ({ kept: false as const, problem }),
    );
  }

  /**
   * One read-write transaction over the games, the queue and the settings: `body` issues its
   * requests (those it does not await go into `ops`), then every request and the transaction
   * itself are awaited, so a failed one rejects here (and no rejection goes unhandled).
   */
  private async write<T>(body: (tx: WriteTx, ops: Promise<unknown>[]) => Promise<T>): Promise<T> {
    const tx = this.db.transaction(WRITE_STORES, 'readwrite');
    const ops: Promise<unknown>[] = [];
    let value: T;
    try {
      value = await body(tx, ops);
    } catch (e) {
      abortQuietly(tx);
      await Promise.allSettled([...ops, tx.done]);
      throw e;
    }
    await Promise.all([...ops, tx.done]);
    return value;
  }

  games(): Promise<GamesRead> {
    return this.guard(
      async () => checkedGames(await this.db.getAllFromIndex('games', 'by-when'), checkStoredRecord),
      () => ({ games: [], skipped: [] }),
    );
  }

  async summaries(): Promise<GamesRead<GameSummary>> {
    const { columns, skipped } = await this.columns();
    return { games: Array.from({ length: columns.count }, (_, i) => summaryAt(columns, i)), skipped };
  }

  columns(): Promise<ColumnsRead> {
    return this.guard(
      async () => checkColumns(await this.db.getAll('columns')),
      () => ({ columns: NO_GAMES, skipped: [] }),
    );
  }

  daily(today: Date): Promise<DailyStatus> {
    return this.guard(
      async () => dailyStatusOf(validGames(await this.db.getAllFromIndex('games', 'by-mode', 'daily')), today),
      () => ({ date: utcDate(today), counted: null, attempts: 0, dayStreak: 0 }),
    );
  }

  bests(): Promise<RunBests> {
    return this.guard(
      async () => {
        const b = await this.db.get('settings', 'bests');
        return b ? { streak: b.streak, storm: b.storm } : NO_BESTS;
      },
      () => NO_BESTS,
    );
  }

  failedQueue(): Promise<FailedBomb[]> {
    return this.guard(
      async () => (await this.db.getAllFromIndex('failed', 'by-added')).sort(byAge),
      () => [],
    );
  }

  failedHead(): Promise<FailedHead> {
    return this.guard(
      async () => {
        const tx = this.db.transaction('failed');
        const [count, first] = await Promise.all([tx.store.count(), tx.store.index('by-added').openCursor()]);
        return { count, oldest: first?.value ?? null };
      },
      () => ({ count: 0, oldest: null }),
    );
  }

  saveDrill(answer: DrillAnswer): Promise<SaveResult> {
    const checked = checkDrillAnswer(answer);
    if (!checked.ok)
      return Promise.resolve({ kept: false, problem: `The drill answer was not kept: ${checked.error}.` });
    const kept: KeptDrillAnswer = { ...checked.value, id: checked.value.id ?? newGameId() };
    return this.guard<SaveResult>(
      async () => {
        await this.db.put('drills', kept);
        return { kept: true as const, counted: false };
      },
      (problem) => ({ kept: false as const, problem }),
    );
  }

  drills(): Promise<DrillsRead> {
    return this.guard(
      async () => {
        const read = checkedGames(await this.db.getAll('drills'), (x) => {
          const r = checkDrillAnswer(x);
          return r.ok && r.value.id === undefined ? { ok: false as const, error: 'id is missing' } : r;
        });
        const answers = (read.games as KeptDrillAnswer[]).sort((a, b) =>
          a.when < b.when ? -1 : a.when > b.when ? 1 : 0,
        );
        return { answers, skipped: read.skipped.map((t) => t.replace(/^Game/, 'Drill answer')) };
      },
      () => ({ answers: [], skipped: [] }),
    );
  }

  async exportHistory(now: Date): Promise<ExportResult> {
    const [games, drills] = await Promise.all([this.games(), this.drills()]);
    const text = historyJson(games.games, now, drills.answers);
    return { text, games: games.games.length, drills: drills.answers.length };
  }

  importHistory(text: string): Promise<ImportResult> {
    return this.guard(async () => {
      // The file is read and checked before the write, so the transaction holds no long work.
      const [gameIds, drillIds] = await Promise.all([this.db.getAllKeys('games'), this.db.getAllKeys('drills')]);
      const read = readHistory(text, new Set(gameIds), new Set(drillIds));
      const imported = await this.write(async (tx, ops) => {
        const games = tx.objectStore('games');
        const kept = new Set(await games.getAllKeys()); // another tab may have written since
        const fresh = read.records.filter((r) => !kept.has(r.id));
        for (const r of fresh) ops.push(games.add(r));
        if (fresh.length) await rebuildDerived(tx, ops, validGames(await games.getAll()));
        return fresh.length;
      });
      const drillsImported = await this.importDrills(read.drills.answers);
      const d = read.drills;
      const counted: HistoryRead = {
        ...read,
        duplicates: read.duplicates + read.records.length - imported,
        drills: { ...d, duplicates: d.duplicates + d.answers.length - drillsImported },
      };
      return { read: counted, imported, drillsImported, summary: importSummary(counted, imported, drillsImported) };
    }, nothingImported);
  }

  /** Keeps the new drill answers of an import (one transaction); how many were new. */
  private async importDrills(answers: readonly KeptDrillAnswer[]): Promise<number> {
    if (!answers.length) return 0;
    const tx = this.db.transaction('drills', 'readwrite');
    const kept = new Set(await tx.store.getAllKeys());
    const fresh = answers.filter((a) => !kept.has(a.id));
    await Promise.all([...fresh.map((a) => tx.store.add(a)), tx.done]);
    return fresh.length;
  }

  clear(): Promise<SaveResult> {
    return this.guard<SaveResult>(
      () =>
        this.write(async (tx, ops) => {
          ops.push(
            tx.objectStore('games').clear(),
            tx.objectStore('columns').clear(),
            tx.objectStore('failed').clear(),
          );
          ops.push(tx.objectStore('settings').delete('bests'));
          return { kept: true as const, counted: false };
        }),
      (problem) => ({ kept: false as const, problem }),
    );
  }

  close(): void {
    if (!this.kept) return;
    this.kept = false;
    this.problem = 'Your games are not being kept: the record was closed.';
    this.db.close();
  }
}
