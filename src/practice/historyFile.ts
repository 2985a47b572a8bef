/**
 * The practice history as one JSON file (Export and Import on the practice page), version 2:
 *
 *     {"format":"tac-practice-history","version":2,"exported":"2026-12-01T10:00:00.000Z","games":[
 *     {…one game record (src/practice/gameRecord.ts)…},
 *     …
 *     ],"drills":[
 *     {…one drill answer (src/drills/drillAnswer.ts), with its id…},
 *     …
 *     ]}
 *
 * one record a line, oldest first. Version 1 (issue 18's first files) is the same without
 * `drills`; this reader reads both (a version-2 file without `drills` is read as having none),
 * and names any other version. Reading goes through the one door check of each kind of record
 * (`checkGameRecord`, `checkDrillAnswer`): each record is validated on its own, a bad one is
 * named by its number in its list (`Record 7: result must be one of solved, exploded, timed-out,
 * abandoned, not "won"`, `Drill answer 3: answer: …`) and skipped, a record whose id is already
 * kept (or came earlier in the file) is a duplicate and skipped, and everything else is imported.
 * A record imported whose seed is not printable ASCII is named in the summary with its seed's
 * escapes (`record 3: \u{0430}bc, character 1 "а" (U+0430) is not ASCII`): a look-alike seed is
 * another bomb than the one it looks like (src/doors/seed.ts `shownSeed`).
 */
import { parseJson, printable } from '../doors/jsonValue';
import { seedNotAscii, shownSeed } from '../doors/seed';
import { checkDrillAnswer, type DrillAnswer } from '../drills/drillAnswer';
import { checkGameRecord, type GameRecord } from './gameRecord';

/** The file's `format`. */
const HISTORY_FORMAT = 'tac-practice-history';
/** The `version` this code writes (a new layout gets a new number; this reader names the ones it reads). */
const HISTORY_VERSION = 2;
/** The versions this reader reads: 1 (games), 2 (games and drill answers). */
const READ_VERSIONS: readonly unknown[] = [1, 2];

/** A drill answer as the practice record keeps it: with its id. */
export type KeptDrillAnswer = DrillAnswer & { readonly id: string };
/** Largest file read, characters (10,000 games take about 5 MB). */
const MAX_HISTORY_CHARS = 64 * 1024 * 1024;
/** How many skipped records the summary line names (the page lists them all). */
const NAMED_IN_SUMMARY = 3;

/** One JSON list, one item a line. */
const listJson = (items: readonly unknown[]) => {
  const lines = items.map((x) => JSON.stringify(x));
  return `[\n${lines.join(',\n')}${lines.length ? '\n' : ''}]`;
};

/** The history file of `games` and the drill answers `drills` (each oldest first), exported at `exportedAt`. */
export function historyJson(
  games: readonly GameRecord[],
  exportedAt: Date,
  drills: readonly KeptDrillAnswer[] = [],
): string {
  const head = JSON.stringify({ format: HISTORY_FORMAT, version: HISTORY_VERSION, exported: exportedAt.toISOString() });
  return `${head.slice(0, -1)},"games":${listJson(games)},"drills":${listJson(drills)}}\n`;
}

/** A file read back: the records to import, and what was skipped. */
export interface HistoryRead {
  /** The valid new records, in the file's order. */
  readonly records: GameRecord[];
  /** Each bad record: its number in the file (1 first) and the problem, `Record 7: …`. */
  readonly skipped: readonly { readonly n: number; readonly problem: string }[];
  /** Records whose id was already kept or came earlier in the file. */
  readonly duplicates: number;
  /** Each record to import whose seed is not printable ASCII: its number and the words (`\u{0430}bc, character 1 … is not ASCII`). */
  readonly notAscii: readonly { readonly n: number; readonly seed: string }[];
  /** The drill answers of the file: the valid new ones, the bad ones (`Drill answer 3: …`), the duplicates. */
  readonly drills: {
    readonly answers: KeptDrillAnswer[];
    readonly skipped: readonly { readonly n: number; readonly problem: string }[];
    readonly duplicates: number;
    /** How many the file holds (0 for a version-1 file). */
    readonly total: number;
  };
  /** Why nothing of the file could be read (not JSON, not a history), or null. */
  readonly fileError: string | null;
}

/** No drill answers (a file of version 1, or one not read). */
const NO_DRILLS: HistoryRead['drills'] = { answers: [], skipped: [], duplicates: 0, total: 0 };

/** The read of a file that could not be read at all (`fileError`: why): nothing in it. */
export function unreadHistory(fileError: string): HistoryRead {
  return { records: [], skipped: [], duplicates: 0, notAscii: [], drills: NO_DRILLS, fileError };
}

/** The file's own problem (not JSON, not a history of a version this page reads), or null, with its games. */
function gamesOf(text: string): { games: unknown[]; drills: unknown[] } | { error: string } {
  if (text.length > MAX_HISTORY_CHARS) {
    return { error: `The file has ${text.length} characters; a history file holds at most ${MAX_HISTORY_CHARS}.` };
  }
  let file: unknown;
  try {
    file = parseJson(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    return { error: `The file is not JSON (${printable(e instanceof Error ? e.message : String(e))}).` };
  }
  const f = file as { format?: unknown; version?: unknown; games?: unknown; drills?: unknown } | null;
  if (typeof f !== 'object' || f === null || Array.isArray(f) || f.format !== HISTORY_FORMAT) {
    return { error: `The file is not a TAC practice history (its "format" must be "${HISTORY_FORMAT}").` };
  }
  if (!READ_VERSIONS.includes(f.version)) {
    return {
      error: `The history file is version ${printable(String(f.version))}; this page reads versions ${READ_VERSIONS.join(' and ')}.`,
    };
  }
  if (!Array.isArray(f.games)) return { error: 'The history file has no "games" list.' };
  if (f.version === 2 && f.drills !== undefined && !Array.isArray(f.drills)) {
    return { error: 'The history file\'s "drills" must be a list of drill answers.' };
  }
  return { games: f.games, drills: f.version === 2 && Array.isArray(f.drills) ? f.drills : [] };
}

/** The drill answers of a file: each through `checkDrillAnswer`, with an id; duplicates of `known` or of earlier ones skipped. */
function drillsOf(list: readonly unknown[], known: ReadonlySet<string>): HistoryRead['drills'] {
  const seen = new Set(known);
  const answers: KeptDrillAnswer[] = [];
  const skipped: { n: number; problem: string }[] = [];
  let duplicates = 0;
  list.forEach((input, i) => {
    const r = checkDrillAnswer(input);
    if (!r.ok) skipped.push({ n: i + 1, problem: `Drill answer ${i + 1}: ${r.error}` });
    else if (r.value.id === undefined) skipped.push({ n: i + 1, problem: `Drill answer ${i + 1}: id is missing` });
    else if (seen.has(r.value.id)) duplicates++;
    else {
      seen.add(r.value.id);
      answers.push(r.value as KeptDrillAnswer);
    }
  });
  return { answers, skipped, duplicates, total: list.length };
}

/**
 * Reads a history file (the file's docstring). Never throws.
 * @param knownIds the ids of the games already kept: their records are duplicates.
 * @param knownDrillIds the ids of the drill answers already kept.
 */
export function readHistory(
  text: string,
  knownIds: ReadonlySet<string>,
  knownDrillIds: ReadonlySet<string> = new Set(),
): HistoryRead {
  const got = gamesOf(text);
  if ('error' in got) return unreadHistory(got.error);
  const seen = new Set(knownIds);
  const records: GameRecord[] = [];
  const skipped: { n: number; problem: string }[] = [];
  const notAscii: { n: number; seed: string }[] = [];
  let duplicates = 0;
  got.games.forEach((input, i) => {
    const r = checkGameRecord(input);
    if (!r.ok) skipped.push({ n: i + 1, problem: `Record ${i + 1}: ${r.error}` });
    else if (seen.has(r.value.id)) duplicates++;
    else {
      seen.add(r.value.id);
      records.push(r.value);
      const odd = seedNotAscii(r.value.seed);
      if (odd) notAscii.push({ n: i + 1, seed: `${shownSeed(r.value.seed, 40)}, ${odd}` });
    }
  });
  return { records, skipped, duplicates, notAscii, drills: drillsOf(got.drills, knownDrillIds), fileError: null };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** ` (a; b; c; and 4 more)`: the items named of `total`, in brackets; "" when none is named. */
function namedList(named: readonly string[], total: number): string {
  if (!named.length) return '';
  const more = total - named.length;
  return ` (${named.join('; ')}${more > 0 ? `; and ${more} more` : ''})`;
}

/** `1 skipped (record 7: …)`: the count and at most three of them named (`…; and 4 more`). */
function skippedWords(skipped: HistoryRead['skipped']): string {
  const named = skipped
    .slice(0, NAMED_IN_SUMMARY)
    .map((s) => s.problem.replace(/^(Record|Drill answer)/, (w) => w.toLowerCase()));
  return `${skipped.length} skipped${namedList(named, skipped.length)}`;
}

/** `; 1 seed is not plain ASCII (record 3: \u{0430}bc, character 1 …)`, at most three named; "" for none. */
function notAsciiWords(list: HistoryRead['notAscii']): string {
  if (!list.length) return '';
  const named = list.slice(0, NAMED_IN_SUMMARY).map((x) => `record ${x.n}: ${x.seed}`);
  const verb = list.length === 1 ? 'seed is' : 'seeds are';
  return `; ${list.length} ${verb} not plain ASCII${namedList(named, list.length)}`;
}

/**
 * The import's summary line: `12 games imported, 1 skipped (record 7: result must be …), 3
 * duplicates` (and `; 1 seed is not plain ASCII (record 3: \u{0430}bc, character 1 "а" (U+0430)
 * is not ASCII)` for look-alikes), then for a file holding drill answers `; 40 drill answers imported, 0 skipped, 0
 * duplicates`; at most three skipped records of each list are named (`…; and 4 more`); a file
 * that could not be read at all says why and that nothing was imported.
 * @param imported how many game records were stored (`read.records.length` unless storing failed).
 * @param drillsImported how many drill answers were stored.
 */
export function importSummary(
  read: HistoryRead,
  imported = read.records.length,
  drillsImported = read.drills.answers.length,
): string {
  if (read.fileError) return `Nothing imported: ${read.fileError}`;
  const games = `${plural(imported, 'game', 'games')} imported, ${skippedWords(read.skipped)}, ${plural(read.duplicates, 'duplicate', 'duplicates')}${notAsciiWords(read.notAscii)}`;
  const d = read.drills;
  if (d.total === 0) return games;
  return `${games}; ${plural(drillsImported, 'drill answer', 'drill answers')} imported, ${skippedWords(d.skipped)}, ${plural(d.duplicates, 'duplicate', 'duplicates')}`;
}
