/**
 * The practice history as one JSON file (Export and Import on the practice page):
 *
 *     {"format":"tac-practice-history","version":1,"exported":"2026-12-01T10:00:00.000Z","games":[
 *     {…one game record (src/practice/gameRecord.ts)…},
 *     …
 *     ]}
 *
 * one record a line, oldest first. Reading it back goes through the one door check of a record
 * (`checkGameRecord`): each record is validated on its own, a bad one is named by its number in
 * the file (`Record 7: result must be one of solved, exploded, timed-out, abandoned, not "won"`)
 * and skipped, a record whose id is already kept (or came earlier in the file) is a duplicate
 * and skipped, and everything else is imported.
 */
import { parseJson, printable } from '../doors/jsonValue';
import { checkGameRecord, type GameRecord } from './gameRecord';

/** The file's `format`. */
const HISTORY_FORMAT = 'tac-practice-history';
/** The file's `version` (a new layout gets a new number; this reader names the ones it reads). */
const HISTORY_VERSION = 1;
/** Largest file read, characters (10,000 games take about 5 MB). */
const MAX_HISTORY_CHARS = 64 * 1024 * 1024;
/** How many skipped records the summary line names (the page lists them all). */
const NAMED_IN_SUMMARY = 3;

/** The history file of `games` (oldest first), exported at `exportedAt`. */
export function historyJson(games: readonly GameRecord[], exportedAt: Date): string {
  const head = JSON.stringify({ format: HISTORY_FORMAT, version: HISTORY_VERSION, exported: exportedAt.toISOString() });
  const lines = games.map((g) => JSON.stringify(g));
  return `${head.slice(0, -1)},"games":[\n${lines.join(',\n')}${lines.length ? '\n' : ''}]}\n`;
}

/** A file read back: the records to import, and what was skipped. */
export interface HistoryRead {
  /** The valid new records, in the file's order. */
  readonly records: GameRecord[];
  /** Each bad record: its number in the file (1 first) and the problem, `Record 7: …`. */
  readonly skipped: readonly { readonly n: number; readonly problem: string }[];
  /** Records whose id was already kept or came earlier in the file. */
  readonly duplicates: number;
  /** Why nothing of the file could be read (not JSON, not a history), or null. */
  readonly fileError: string | null;
}

/** The file's own problem (not JSON, not a history of a version this page reads), or null, with its games. */
function gamesOf(text: string): { games: unknown[] } | { error: string } {
  if (text.length > MAX_HISTORY_CHARS) {
    return { error: `The file has ${text.length} characters; a history file holds at most ${MAX_HISTORY_CHARS}.` };
  }
  let file: unknown;
  try {
    file = parseJson(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    return { error: `The file is not JSON (${printable(e instanceof Error ? e.message : String(e))}).` };
  }
  const f = file as { format?: unknown; version?: unknown; games?: unknown } | null;
  if (typeof f !== 'object' || f === null || Array.isArray(f) || f.format !== HISTORY_FORMAT) {
    return { error: `The file is not a TAC practice history (its "format" must be "${HISTORY_FORMAT}").` };
  }
  if (f.version !== HISTORY_VERSION) {
    return {
      error: `The history file is version ${printable(String(f.version))}; this page reads version ${HISTORY_VERSION}.`,
    };
  }
  if (!Array.isArray(f.games)) return { error: 'The history file has no "games" list.' };
  return { games: f.games };
}

/**
 * Reads a history file (the file's docstring). Never throws.
 * @param knownIds the ids already kept: their records are duplicates.
 */
export function readHistory(text: string, knownIds: ReadonlySet<string>): HistoryRead {
  const got = gamesOf(text);
  if ('error' in got) return { records: [], skipped: [], duplicates: 0, fileError: got.error };
  const seen = new Set(knownIds);
  const records: GameRecord[] = [];
  const skipped: { n: number; problem: string }[] = [];
  let duplicates = 0;
  got.games.forEach((input, i) => {
    const r = checkGameRecord(input);
    if (!r.ok) skipped.push({ n: i + 1, problem: `Record ${i + 1}: ${r.error}` });
    else if (seen.has(r.value.id)) duplicates++;
    else {
      seen.add(r.value.id);
      records.push(r.value);
    }
  });
  return { records, skipped, duplicates, fileError: null };
}

/**
 * The import's summary line: `12 games imported, 1 skipped (record 7: result must be …), 3
 * duplicates`; at most three skipped records are named (`…; and 4 more`); a file that could not
 * be read at all says why and that nothing was imported.
 * @param imported how many records were stored (`read.records.length` unless storing failed).
 */
export function importSummary(read: HistoryRead, imported = read.records.length): string {
  if (read.fileError) return `Nothing imported: ${read.fileError}`;
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const named = read.skipped.slice(0, NAMED_IN_SUMMARY).map((s) => s.problem.replace(/^Record/, 'record'));
  const more = read.skipped.length - named.length;
  const why = named.length ? ` (${named.join('; ')}${more > 0 ? `; and ${more} more` : ''})` : '';
  return `${plural(imported, 'game', 'games')} imported, ${read.skipped.length} skipped${why}, ${plural(read.duplicates, 'duplicate', 'duplicates')}`;
}
