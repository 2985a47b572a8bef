/**
 * The games' summaries as columns (issue 18: the practice page draws 10,000 games in ≤ 300 ms):
 * one array per field instead of one object per game, so that the database keeps 10,000
 * summaries in a few entries of typed arrays that the browser copies in one piece, the page
 * checks them in a loop over numbers, and builds a summary object (`summaryAt`) only for what it
 * shows (a page of the table, the daily games).
 *
 * A table of `count` games in play order (by `when`, then `id`), game `i` of each column:
 *
 * - `id`, `seed`: text; `bomb` and `runId`: text, `''` for null (neither can be empty);
 * - `when`: ms since the epoch (`Date.parse` of the record's ISO time, which it gives back
 *   exactly); `timeMs`, `ruleSeed`, `runIndex` (0 without a run), `solutionCount`: whole numbers;
 * - `mode`, `deal`, `result`: the index in `GAME_MODES`, `DEALS`, `GAME_RESULTS`;
 *   `captures`: `themes.capturesNeeded`; `flags`: the bits of `FLAG_BITS` (help and themes);
 * - `strikeEnd[i]`: where game i's strikes end in the flat `strikeReason` (index in
 *   `STRIKE_REASONS`) and `strikeMs` (game i's strikes start at `strikeEnd[i - 1]`, 0 for i = 0).
 *
 * Stored (src/practice/practiceDatabase.ts, version 3), each column is a typed array; the door
 * check `checkColumns` also reads a column edited by hand into a plain array, and refuses a
 * game whose value is out of range with the sentence of the record's own check
 * (`checkStoredSummary` of src/practice/gameRecord.ts), naming it by its place and id.
 */
import { DEALS } from '../rules/deals';
import { STRIKE_REASONS } from '../rules/strikeReasons';
import { MAX_RULE_SEED } from '../rules/ruleSeed';
import {
  checkStoredSummary,
  GAME_MODES,
  GAME_RESULTS,
  isBombParam,
  isId,
  isKeptSeed,
  MAX_GAME_MS,
  MAX_RUN_INDEX,
  MAX_STRIKES,
  RECORD_VERSION,
  summaryProblem,
  type GameSummary,
  type SummaryFacts,
} from './gameRecord';
import type { BombThemes } from './bombThemes';

/** The help and theme flags of `flags`, bit 0 first. */
const FLAG_BITS = [
  'reveal',
  'designer',
  'hint',
  'swapNeeded',
  'tricksterNeeded',
  'warrior',
  'diamondDiscarded',
  'homeBackwards',
] as const;
const HELP_FLAGS = 3;

/** The table's columns (the file's docstring). */
export interface GameColumns {
  readonly count: number;
  readonly id: readonly string[];
  readonly when: Float64Array;
  readonly mode: Uint8Array;
  readonly runId: readonly string[];
  readonly runIndex: Uint32Array;
  readonly seed: readonly string[];
  readonly ruleSeed: Uint32Array;
  readonly deal: Uint8Array;
  readonly bomb: readonly string[];
  readonly strikeEnd: Uint32Array;
  readonly strikeReason: Uint8Array;
  readonly strikeMs: Uint32Array;
  readonly result: Uint8Array;
  readonly timeMs: Uint32Array;
  readonly flags: Uint8Array;
  readonly captures: Uint8Array;
  readonly solutionCount: Uint32Array;
}

type TextColumn = 'id' | 'runId' | 'seed' | 'bomb';
type NumberColumn = Exclude<keyof GameColumns, TextColumn | 'count' | 'strikeReason' | 'strikeMs'>;
/** Each numeric column's array type. */
const NUMBER_COLUMNS: Record<NumberColumn, { new (n: number): ArrayLike<number> & { [i: number]: number } }> = {
  when: Float64Array,
  mode: Uint8Array,
  runIndex: Uint32Array,
  ruleSeed: Uint32Array,
  deal: Uint8Array,
  strikeEnd: Uint32Array,
  result: Uint8Array,
  timeMs: Uint32Array,
  flags: Uint8Array,
  captures: Uint8Array,
  solutionCount: Uint32Array,
};
const TEXT_COLUMNS: readonly TextColumn[] = ['id', 'runId', 'seed', 'bomb'];
/** Every key of a stored table. */
const COLUMN_KEYS: readonly string[] = [
  'count',
  ...TEXT_COLUMNS,
  ...Object.keys(NUMBER_COLUMNS),
  'strikeReason',
  'strikeMs',
];

const index = <T>(xs: readonly T[]) => new Map<unknown, number>(xs.map((x, i) => [x, i]));
const MODE_INDEX = index(GAME_MODES);
const DEAL_INDEX = index(DEALS);
const RESULT_INDEX = index(GAME_RESULTS);
const REASON_INDEX = index(STRIKE_REASONS);

/** A table of no game. */
export const NO_GAMES: GameColumns = columnsOf([]);

/**
 * The table of `games` (summaries, in the order given: the caller sorts them in play order).
 * @param games summaries that passed the door check.
 */
export function columnsOf(games: readonly GameSummary[]): GameColumns {
  const n = games.length;
  const strikes = games.reduce((s, g) => s + g.strikes.length, 0);
  const c = {
    count: n,
    id: games.map((g) => g.id),
    runId: games.map((g) => g.run?.id ?? ''),
    seed: games.map((g) => g.seed),
    bomb: games.map((g) => g.bomb ?? ''),
    strikeReason: new Uint8Array(strikes),
    strikeMs: new Uint32Array(strikes),
    ...(Object.fromEntries(Object.entries(NUMBER_COLUMNS).map(([k, A]) => [k, new A(n)])) as Pick<
      GameColumns,
      NumberColumn
    >),
  };
  let s = 0;
  games.forEach((g, i) => {
    c.when[i] = Date.parse(g.when);
    c.mode[i] = MODE_INDEX.get(g.mode)!;
    c.runIndex[i] = g.run?.index ?? 0;
    c.ruleSeed[i] = g.ruleSeed;
    c.deal[i] = DEAL_INDEX.get(g.deal)!;
    c.result[i] = RESULT_INDEX.get(g.result)!;
    c.timeMs[i] = g.timeMs;
    const flagged = { ...g.help, ...g.themes } as Record<string, unknown>;
    c.flags[i] = FLAG_BITS.reduce((f, name, bit) => (flagged[name] === true ? f | (1 << bit) : f), 0);
    c.captures[i] = g.themes.capturesNeeded;
    c.solutionCount[i] = g.themes.solutionCount;
    for (const st of g.strikes) {
      c.strikeReason[s] = REASON_INDEX.get(st.reason)!;
      c.strikeMs[s++] = st.ms;
    }
    c.strikeEnd[i] = s;
  });
  return c;
}

/** Where game `i`'s strikes start in the flat strike columns. */
const strikeStart = (c: GameColumns, i: number) => (i === 0 ? 0 : c.strikeEnd[i - 1]!);

/** Game `i`'s ISO time, or its stored value as text when it is not a time (for the check's sentence). */
function isoOf(ms: unknown): string {
  return typeof ms === 'number' && Number.isFinite(ms) && Math.abs(ms) <= 8.64e15
    ? new Date(ms).toISOString()
    : String(ms);
}

/** The word of `code` in `words`, or the code itself when out of range (which the record's check then names: `not 17`). */
const wordOf = <T>(words: readonly T[], code: number): T => words[code] ?? (code as T);

/**
 * The summary of game `i` (0 first), the object `summaryOf` of its record gives (a code out of
 * range gives the code itself in its field, which the record's check then names).
 */
export function summaryAt(c: GameColumns, i: number): GameSummary {
  const f = c.flags[i]!;
  const bit = (b: number) => (f & (1 << b)) !== 0;
  const strikes = [];
  for (let k = strikeStart(c, i); k < c.strikeEnd[i]!; k++) {
    strikes.push({ reason: wordOf(STRIKE_REASONS, c.strikeReason[k]!), ms: c.strikeMs[k]! });
  }
  const themes = {
    solutionCount: c.solutionCount[i]!,
    swapNeeded: bit(3),
    tricksterNeeded: bit(4),
    warrior: bit(5),
    diamondDiscarded: bit(6),
    homeBackwards: bit(7),
    capturesNeeded: c.captures[i] as BombThemes['capturesNeeded'],
  };
  return {
    v: RECORD_VERSION,
    id: c.id[i]!,
    when: isoOf(c.when[i]),
    mode: wordOf(GAME_MODES, c.mode[i]!),
    run: c.runId[i] ? { id: c.runId[i]!, index: c.runIndex[i]! } : null,
    seed: c.seed[i]!,
    ruleSeed: c.ruleSeed[i]!,
    deal: wordOf(DEALS, c.deal[i]!),
    bomb: c.bomb[i] || null,
    strikes,
    result: wordOf(GAME_RESULTS, c.result[i]!),
    timeMs: c.timeMs[i]!,
    help: { reveal: bit(0), designer: bit(1), hint: bit(2) },
    themes,
  };
}

/** Whether help was used on game `i` (Reveal, a solution seen, the hint: `isAssisted`). */
export function isAssistedAt(c: GameColumns, i: number): boolean {
  return (c.flags[i]! & ((1 << HELP_FLAGS) - 1)) !== 0;
}

const FLAG_MASK = Object.fromEntries(FLAG_BITS.map((name, bit) => [name, 1 << bit])) as Record<
  (typeof FLAG_BITS)[number],
  number
>;

/** Whether game `i` has theme flag `name`. */
export function hasFlagAt(c: GameColumns, i: number, name: (typeof FLAG_BITS)[number]): boolean {
  return (c.flags[i]! & FLAG_MASK[name]) !== 0;
}

/** The count and the number columns of a table of `n` games and `strikes` strikes, allocated (zeros). */
function sized(n: number, strikes: number): Omit<GameColumns, TextColumn> {
  return {
    count: n,
    ...(Object.fromEntries(Object.entries(NUMBER_COLUMNS).map(([k, A]) => [k, new A(n)])) as Pick<
      GameColumns,
      NumberColumn
    >),
    strikeReason: new Uint8Array(strikes),
    strikeMs: new Uint32Array(strikes),
  };
}

/**
 * The table of the games `picked` of `c` (indexes, in the order given): a part of a table, a
 * table without some games, or a table sorted.
 */
export function pick(c: GameColumns, picked: ArrayLike<number>): GameColumns {
  const n = picked.length;
  let strikes = 0;
  for (let j = 0; j < n; j++) strikes += c.strikeEnd[picked[j]!]! - strikeStart(c, picked[j]!);
  const out = {
    ...sized(n, strikes),
    ...(Object.fromEntries(TEXT_COLUMNS.map((k) => [k, new Array<string>(n)])) as Record<TextColumn, string[]>),
  };
  let s = 0;
  for (let j = 0; j < n; j++) {
    const i = picked[j]!;
    for (const k of TEXT_COLUMNS) out[k][j] = c[k][i]!;
    for (const k of Object.keys(NUMBER_COLUMNS) as NumberColumn[]) out[k][j] = c[k][i]!;
    for (let k = strikeStart(c, i); k < c.strikeEnd[i]!; k++) {
      out.strikeReason[s] = c.strikeReason[k]!;
      out.strikeMs[s++] = c.strikeMs[k]!;
    }
    out.strikeEnd[j] = s;
  }
  return out;
}

/** The tables one after the other (`a`'s games first). */
export function concatColumns(tables: readonly GameColumns[]): GameColumns {
  if (tables.length === 1) return tables[0]!;
  const n = tables.reduce((s, t) => s + t.count, 0);
  const strikes = tables.reduce((s, t) => s + t.strikeReason.length, 0);
  const out = {
    ...sized(n, strikes),
    ...(Object.fromEntries(TEXT_COLUMNS.map((k) => [k, tables.flatMap((t) => t[k])])) as Record<TextColumn, string[]>),
  };
  let at = 0;
  let s = 0;
  for (const t of tables) {
    for (const k of Object.keys(NUMBER_COLUMNS) as NumberColumn[]) {
      if (k !== 'strikeEnd') (out[k] as Uint32Array).set(t[k] as Uint32Array, at);
    }
    for (let i = 0; i < t.count; i++) out.strikeEnd[at + i] = t.strikeEnd[i]! + s;
    out.strikeReason.set(t.strikeReason, s);
    out.strikeMs.set(t.strikeMs, s);
    at += t.count;
    s += t.strikeReason.length;
  }
  return out;
}

/** True when game `i` comes before game `j` in play order (by `when`, then `id`). */
function before(c: GameColumns, i: number, j: number): boolean {
  const a = c.when[i]!;
  const b = c.when[j]!;
  return a < b || (a === b && c.id[i]! < c.id[j]!);
}

/** The table in play order (itself when it is already: the usual case, checked in one pass). */
function inPlayOrderColumns(c: GameColumns): GameColumns {
  let ordered = true;
  for (let i = 1; i < c.count && ordered; i++) ordered = before(c, i - 1, i);
  if (ordered) return c;
  const order = Array.from({ length: c.count }, (_, i) => i).sort((i, j) =>
    before(c, i, j) ? -1 : before(c, j, i) ? 1 : 0,
  );
  return pick(c, order);
}

/** The table with game `g` added at its place in play order (at the end when it is the newest). */
export function withGameColumns(c: GameColumns, g: GameSummary): GameColumns {
  return inPlayOrderColumns(concatColumns([c, columnsOf([g])]));
}

const MIN_WHEN = Date.parse('0000-01-01T00:00:00.000Z');
const MAX_WHEN = Date.parse('9999-12-31T23:59:59.999Z');
const isWhole = (x: unknown, max: number): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= max;

/** A table as read from the database: every column an array (typed or plain) of the right length. */
type Loose = { readonly [K in keyof GameColumns]: K extends 'count' ? number : ArrayLike<unknown> };

/** Game `i`'s facts for `summaryProblem` (one object moved from game to game: no object per game), once its fields pass `valueProblem`. */
class FactsAt implements SummaryFacts {
  private i = 0;
  private from = 0;
  constructor(private readonly c: Loose) {}
  at(i: number): this {
    this.i = i;
    this.from = i === 0 ? 0 : (this.c.strikeEnd[i - 1] as number);
    return this;
  }
  get mode() {
    return GAME_MODES[this.c.mode[this.i] as number]!;
  }
  get hasRun() {
    return this.c.runId[this.i] !== '';
  }
  get seed() {
    return this.c.seed[this.i] as string;
  }
  get ruleSeed() {
    return this.c.ruleSeed[this.i] as number;
  }
  get deal() {
    return DEALS[this.c.deal[this.i] as number]!;
  }
  get bomb() {
    return (this.c.bomb[this.i] as string) || null;
  }
  get result() {
    return GAME_RESULTS[this.c.result[this.i] as number]!;
  }
  get timeMs() {
    return this.c.timeMs[this.i] as number;
  }
  get strikeCount() {
    return (this.c.strikeEnd[this.i] as number) - this.from;
  }
  strikeMs(k: number): number {
    return this.c.strikeMs[this.from + k] as number;
  }
}

/**
 * A seed the seed rule keeps as it is, for the common case in one native test: 1–100 printable
 * ASCII characters, no space at either end (`isKeptSeed` answers the same; it reads the others).
 */
const ASCII_SEED = /^[\x21-\x7e](?:[\x20-\x7e]{0,98}[\x21-\x7e])?$/;
const isSeedText = (x: string) => ASCII_SEED.test(x) || isKeptSeed(x);

/** The first problem of each game (its column's name), filled column by column: null while the game passes. */
type Marks = (string | null)[];
const mark = (bad: Marks, i: number, name: string) => {
  bad[i] ??= name;
};

/**
 * Marks each game whose value in `col` is not a whole number `min` … `max`. A typed column (as
 * stored) holds whole numbers of its range already: only the bounds are compared, in a loop with
 * no call per value; a column edited into a plain array is read value by value.
 */
function markRange(bad: Marks, name: string, col: ArrayLike<unknown>, min: number, max: number): void {
  if (col instanceof Uint8Array || col instanceof Uint32Array) {
    for (let i = 0; i < col.length; i++) if (col[i]! < min || col[i]! > max) mark(bad, i, name);
    return;
  }
  for (let i = 0; i < col.length; i++) {
    const x = col[i];
    if (!isWhole(x, max) || x < min) mark(bad, i, name);
  }
}

/**
 * Marks each game whose text in `col` is neither `''` (when `empty`) nor passes `ok`; with a
 * `seen` set, a text that passed is not tested again (a run's seed is each of its games').
 */
function markText(
  bad: Marks,
  name: string,
  col: ArrayLike<unknown>,
  ok: (s: string) => boolean,
  empty: boolean,
  seen?: Set<string>,
): void {
  for (let i = 0; i < col.length; i++) {
    const x = col[i];
    if (typeof x === 'string' && ((empty && x === '') || seen?.has(x))) continue;
    if (typeof x === 'string' && ok(x)) seen?.add(x);
    else mark(bad, i, name);
  }
}

/** Marks each game whose strikes are not a run of the flat columns, more than `MAX_STRIKES`, or hold a bad code or time. */
function markStrikes(bad: Marks, c: Loose): void {
  const flat = c.strikeMs.length;
  let flatBad = false;
  for (let k = 0; k < flat; k++) {
    const r = c.strikeReason[k];
    const t = c.strikeMs[k];
    if (!isWhole(r, STRIKE_REASONS.length - 1) || !isWhole(t, MAX_GAME_MS)) flatBad = true;
  }
  let from = 0;
  for (let i = 0; i < c.count; i++) {
    const end = c.strikeEnd[i] as number;
    if (!isWhole(end, flat) || end < from || end - from > MAX_STRIKES) {
      mark(bad, i, 'strikes');
      continue; // the next game's strikes are read from this end on: it is marked too if wrong
    }
    for (let k = from; flatBad && k < end; k++) {
      if (!isWhole(c.strikeReason[k], STRIKE_REASONS.length - 1) || !isWhole(c.strikeMs[k], MAX_GAME_MS))
        mark(bad, i, 'strikes');
    }
    from = end;
  }
}

/** The first column of each game whose value is out of range, or null: column by column. */
function valueProblems(c: Loose): Marks {
  const bad: Marks = new Array<string | null>(c.count).fill(null);
  markText(bad, 'id', c.id, isId, false);
  const when = c.when;
  for (let i = 0; i < c.count; i++) {
    const t = when[i];
    if (!(typeof t === 'number' && Number.isInteger(t) && t >= MIN_WHEN && t <= MAX_WHEN)) mark(bad, i, 'when');
  }
  markRange(bad, 'mode', c.mode, 0, GAME_MODES.length - 1);
  markText(bad, 'run', c.runId, isSeedText, true, new Set());
  for (let i = 0; i < c.count; i++) {
    if (!isWhole(c.runIndex[i], c.runId[i] ? MAX_RUN_INDEX : 0)) mark(bad, i, 'run');
  }
  markText(bad, 'seed', c.seed, isSeedText, true);
  markRange(bad, 'ruleSeed', c.ruleSeed, 1, MAX_RULE_SEED);
  markRange(bad, 'deal', c.deal, 0, DEALS.length - 1);
  markText(bad, 'bomb', c.bomb, isBombParam, true);
  markStrikes(bad, c);
  markRange(bad, 'result', c.result, 0, GAME_RESULTS.length - 1);
  markRange(bad, 'timeMs', c.timeMs, 0, MAX_GAME_MS);
  markRange(bad, 'help', c.flags, 0, 255);
  markRange(bad, 'themes', c.captures, 0, 2);
  markRange(bad, 'themes', c.solutionCount, 0, 1e9);
  return bad;
}

/** The sentence of a game refused by `valueProblem` or `summaryProblem`: the record's own check's, else the column named. */
function gameSentence(c: Loose, i: number, field: string): string {
  let sentence = `${field} is out of range`;
  try {
    const r = checkStoredSummary(summaryAt(c as unknown as GameColumns, i));
    if (!r.ok) sentence = r.error;
  } catch {
    // a value summaryAt cannot read: the column's name says it
  }
  return sentence;
}

/** What a read of stored tables answers: the valid games in play order, and a sentence for each game or table skipped. */
export interface ColumnsRead {
  readonly columns: GameColumns;
  /** `Game 7 kept in this browser (id 3f0c…) was skipped: result must be …`. */
  readonly skipped: string[];
}

/** Why a stored value is not a table at all (a column missing or of the wrong length), or null. */
function shapeProblem(x: unknown): string | null {
  if (typeof x !== 'object' || x === null) return 'it is not a table of columns';
  const t = x as Record<string, unknown>;
  if (!isWhole(t.count, 1e7)) return 'its count must be a whole number';
  for (const k of COLUMN_KEYS) {
    if (k === 'count') continue;
    const col = t[k];
    if (!Array.isArray(col) && !ArrayBuffer.isView(col)) return `its column ${k} is missing`;
    const want = k === 'strikeReason' || k === 'strikeMs' ? (t.strikeMs as ArrayLike<unknown>).length : t.count;
    if ((col as ArrayLike<unknown>).length !== want) return `its column ${k} does not hold ${String(want)} values`;
  }
  return null;
}

/**
 * The door check of the tables read back from the database (oldest table first): each table
 * whose shape is wrong is skipped whole and named; in the others each game must pass
 * `valueProblem` and `summaryProblem`, one that does not is skipped and named as
 * `Game <place in the read, 1 first> kept in this browser (id …) was skipped: <the record check's sentence>.`
 * @returns the valid games in play order. Never throws.
 */
export function checkColumns(tables: readonly unknown[]): ColumnsRead {
  const skipped: string[] = [];
  const kept: GameColumns[] = [];
  let place = 0;
  for (const x of tables) {
    const shape = shapeProblem(x);
    if (shape) {
      const n = typeof (x as { count?: unknown })?.count === 'number' ? (x as { count: number }).count : 0;
      skipped.push(`Games ${place + 1}–${place + n} kept in this browser were skipped: ${shape}.`);
      place += n;
      continue;
    }
    const c = x as Loose;
    const good: number[] = [];
    const facts = new FactsAt(c);
    const bad = valueProblems(c);
    for (let i = 0; i < c.count; i++) {
      const field = bad[i];
      if (!field && !summaryProblem(facts.at(i))) {
        good.push(i);
        continue;
      }
      const id = c.id[i];
      const named = isId(id) ? ` (id ${id})` : '';
      skipped.push(
        `Game ${place + i + 1} kept in this browser${named} was skipped: ${gameSentence(c, i, field ?? 'the game')}.`,
      );
    }
    place += c.count;
    const typed = typedTable(c);
    kept.push(good.length === c.count ? typed : pick(typed, good));
  }
  return { columns: inPlayOrderColumns(concatColumns(kept.length ? kept : [NO_GAMES])), skipped };
}

/** A checked table with every numeric column a typed array (a column edited into a plain array is copied back). */
function typedTable(c: Loose): GameColumns {
  const out = { ...c } as Record<string, unknown>;
  for (const [k, A] of Object.entries(NUMBER_COLUMNS)) {
    const col = c[k as NumberColumn];
    if (!(col instanceof A)) out[k] = Object.assign(new A(col.length), Array.from(col as ArrayLike<number>));
  }
  if (!(c.strikeReason instanceof Uint8Array)) out.strikeReason = Uint8Array.from(c.strikeReason as ArrayLike<number>);
  if (!(c.strikeMs instanceof Uint32Array)) out.strikeMs = Uint32Array.from(c.strikeMs as ArrayLike<number>);
  for (const k of TEXT_COLUMNS) if (!Array.isArray(c[k])) out[k] = Array.from(c[k] as ArrayLike<string>);
  return out as unknown as GameColumns;
}

/** Whether a stored value is a table a game can be added to: the right shape, its text columns arrays. */
export function isWholeTable(x: unknown): x is GameColumns {
  return shapeProblem(x) === null && TEXT_COLUMNS.every((k) => Array.isArray((x as Record<string, unknown>)[k]));
}

/** The summaries of the games of `mode` (e.g. the daily games, for the daily status), in the table's order. */
export function summariesOfMode(c: GameColumns, mode: GameSummary['mode']): GameSummary[] {
  const code = MODE_INDEX.get(mode);
  const out: GameSummary[] = [];
  for (let i = 0; i < c.count; i++) if (c.mode[i] === code) out.push(summaryAt(c, i));
  return out;
}

/** How many games of the table have `result`. */
export function countResult(c: GameColumns, result: GameSummary['result']): number {
  const code = RESULT_INDEX.get(result);
  let n = 0;
  for (let i = 0; i < c.count; i++) if (c.result[i] === code) n++;
  return n;
}
