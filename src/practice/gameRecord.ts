/**
 * The game record: one record per game played on the bomb page (issue 18), version
 * `RECORD_VERSION`, and its one door check (`checkGameRecord`), which every record read from a
 * file or from the database passes before it is stored or shown.
 *
 * A record (JSON, every field required):
 *
 *     { v: 1, id: "3f0c…", when: "2026-12-01T09:30:00.000Z", mode: "daily", run: null,
 *       seed: "daily-2026-12-01", ruleSeed: 1, deal: "classic", bomb: null,
 *       actions: [["5", 1200], ["1", 2950], …], strikes: [{ reason: "swap-required", ms: 800 }],
 *       result: "solved", timeMs: 42000, help: { reveal: false, designer: false, hint: false },
 *       themes: { solutionCount: 5, swapNeeded: false, … } }
 *
 * - `id`: 1–64 letters, digits or `-` (a `crypto.randomUUID()`: two tabs never collide);
 * - `when`: the game's start as `Date.prototype.toISOString()` writes it (UTC, milliseconds), so
 *   records sort by it as text;
 * - `mode`: `GAME_MODES`; `run` is `{id, index}` for `streak` and `storm` (the run's seed and the
 *   bomb's place in it, 0 first) and null otherwise;
 * - `seed`, `ruleSeed`, `deal`: what deals the bomb again (`tac generate --seed S --rule-seed N
 *   --deal D`); `bomb` is the `?bomb=` parameter of a designer's bomb (which then wins), else null;
 * - `actions`: each input word (RULES.md §7, CLI.md "Actions") with its time in ms since the
 *   game's start; `strikes`: each strike's reason code (RULES.md §7) and time;
 * - `result`: `GAME_RESULTS` (`abandoned`: a new bomb was dealt after at least one action);
 *   `timeMs`: the time the game took, ms;
 * - `help`: whether the player used Reveal pawns while the bomb was live, the designer's
 *   solutions of this bomb, or the hint (issue 19);
 * - `themes`: the bomb's themes (src/practice/bombThemes.ts).
 *
 * The expert's drills (issue 19) are not games: they get a store and a record of their own.
 */
import * as v from 'valibot';
import { DEALS, type Deal } from '../rules/deals';
import { STRIKE_REASONS, type StrikeReason } from '../rules/strikeReasons';
import { isRuleSeed, MAX_RULE_SEED } from '../rules/ruleSeed';
import { isInput, INPUT_WORDS, type Input } from '../module/inputs';
import { MAX_BOMB_PARAM } from '../doors/bombParamLimit';
import { check, issueSentence } from '../doors/schemaCheck';
import { parseSeed } from '../doors/seed';
import type { BombThemes } from './bombThemes';

/** The record's shape version (`v`); a new shape gets a new number and an upgrade. */
export const RECORD_VERSION = 1;

/** How a game was played: the bomb page's modes (issue 18). */
export const GAME_MODES = ['normal', 'daily', 'zen', 'streak', 'storm', 'replay-failed'] as const;
export type GameMode = (typeof GAME_MODES)[number];
/** Modes whose games belong to a run of bombs (`run` is set). */
const RUN_MODES: readonly GameMode[] = ['streak', 'storm'];

/** How a game ended. */
export const GAME_RESULTS = ['solved', 'exploded', 'timed-out', 'abandoned'] as const;
export type GameResult = (typeof GAME_RESULTS)[number];

/** The help a player can use on a bomb. */
export interface GameHelp {
  /** Reveal pawns pressed while the bomb was live (not after its end). */
  readonly reveal: boolean;
  /**
   * The bomb's solutions seen while it was live: the designer's solutions of this bomb, or the
   * bomb page's KTANE log "Show the answer" (its intended gameplay and hidden pawns).
   */
  readonly designer: boolean;
  /** The hint (issue 19) asked. */
  readonly hint: boolean;
}

/** The kinds of help a record names (`GameHelp`'s fields), in the practice table's order. */
export const HELP_KINDS = ['reveal', 'designer', 'hint'] as const satisfies readonly (keyof GameHelp)[];

/** One input with its time, ms since the game's start. */
type TimedAction = readonly [Input, number];
/** One strike with its reason code (RULES.md §7) and time, ms since the game's start. */
interface TimedStrike {
  readonly reason: StrikeReason;
  readonly ms: number;
}

/** A game record (see the file's docstring). */
export interface GameRecord {
  readonly v: typeof RECORD_VERSION;
  readonly id: string;
  readonly when: string;
  readonly mode: GameMode;
  readonly run: { readonly id: string; readonly index: number } | null;
  readonly seed: string;
  readonly ruleSeed: number;
  readonly deal: Deal;
  readonly bomb: string | null;
  readonly actions: readonly TimedAction[];
  readonly strikes: readonly TimedStrike[];
  readonly result: GameResult;
  readonly timeMs: number;
  readonly help: GameHelp;
  readonly themes: BombThemes;
}

/** Longest game kept: a week, in ms (zen counts up without end). */
export const MAX_GAME_MS = 7 * 24 * 3600 * 1000;
/** Most actions a record holds (the command box runs 64 a line; a solution needs at most 16). */
const MAX_ACTIONS = 5000;
/** Most strikes a record holds (zen and storm never explode). */
export const MAX_STRIKES = 1000;
/** Longest run of bombs (its index). */
export const MAX_RUN_INDEX = 100_000;

const ID = /^[A-Za-z0-9-]{1,64}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const BOMB_PARAM = /^[A-Za-z0-9_-]+$/;
const DAILY_SEED = /^daily-\d{4}-\d{2}-\d{2}$/;

const words = (xs: readonly string[]) => xs.join(', ');
const isWhole = (x: unknown, max: number): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= max;
const isMs = (x: unknown): x is number => isWhole(x, MAX_GAME_MS);
export const isId = (x: unknown): x is string => typeof x === 'string' && ID.test(x);
export const isBombParam = (x: unknown): x is string =>
  typeof x === 'string' && x.length <= MAX_BOMB_PARAM && BOMB_PARAM.test(x);
const ms = v.custom<number>(isMs, `must be a whole number of milliseconds 0 … ${MAX_GAME_MS}`);
const bool = v.boolean('must be true or false');

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * True for the text `toISOString` writes of a real instant (`2026-12-01T09:30:00.000Z`): the
 * shape, then each field in range (the day within its month, leap years counted), the same
 * answer as `new Date(x).toISOString() === x` for a four-digit year without building a Date
 * (tests/unit/practiceRecord.test.ts compares them).
 */
export function isIsoTime(x: unknown): x is string {
  if (typeof x !== 'string' || !ISO_TIME.test(x)) return false;
  const n = (from: number, to: number) => Number(x.slice(from, to));
  const [year, month, day] = [n(0, 4), n(5, 7), n(8, 10)];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day >= 1 && day <= days && n(11, 13) < 24 && n(14, 16) < 60 && n(17, 19) < 60;
}

const themesSchema = v.strictObject(
  {
    solutionCount: v.custom<number>((x) => isWhole(x, 1e9), 'must be a whole number 0 … 1000000000'),
    swapNeeded: bool,
    tricksterNeeded: bool,
    warrior: bool,
    diamondDiscarded: bool,
    homeBackwards: bool,
    capturesNeeded: v.picklist([0, 1, 2], 'must be 0, 1 or 2'),
  },
  'must be an object {solutionCount, swapNeeded, tricksterNeeded, warrior, diamondDiscarded, homeBackwards, capturesNeeded}',
);

/** A seed as the seed rule reads it and keeps it (src/io/seed.ts: trimmed, 1–100 characters). */
export function isKeptSeed(x: unknown): x is string {
  if (typeof x !== 'string') return false;
  const r = parseSeed(x);
  return r.ok && r.seed === x;
}

const seedSchema = v.custom<string>(
  (x) => x === '' || isKeptSeed(x),
  'must be a bomb seed of 1–100 characters without surrounding spaces or invisible characters (or "" with a bomb)',
);

const fields = {
  v: v.literal(RECORD_VERSION, `must be ${RECORD_VERSION} (the record version this page reads)`),
  id: v.custom<string>(isId, 'must be 1–64 letters, digits or "-"'),
  when: v.custom<string>(isIsoTime, 'must be an ISO time such as 2026-12-01T09:30:00.000Z'),
  mode: v.picklist(GAME_MODES, `must be one of ${words(GAME_MODES)}`),
  run: v.nullable(
    v.strictObject(
      {
        id: v.custom<string>(isKeptSeed, 'must be a run seed (a bomb seed of 1–100 characters)'),
        index: v.custom<number>((x) => isWhole(x, MAX_RUN_INDEX), `must be a whole number 0 … ${MAX_RUN_INDEX}`),
      },
      'must be null or {id, index}',
    ),
  ),
  seed: seedSchema,
  ruleSeed: v.custom<number>(isRuleSeed, `must be an integer 1 … ${MAX_RULE_SEED}`),
  deal: v.picklist(DEALS, `must be one of ${words(DEALS)}`),
  bomb: v.nullable(
    v.custom<string>(
      isBombParam,
      `must be null or a ?bomb= parameter (base64url, at most ${MAX_BOMB_PARAM} characters)`,
    ),
  ),
  actions: v.pipe(
    v.array(
      v.tuple(
        [v.custom<Input>(isInput, `must be an action word (${INPUT_WORDS})`), ms],
        'must be a pair [action word, milliseconds]',
      ),
      'must be an array of [action word, milliseconds] pairs',
    ),
    v.maxLength(MAX_ACTIONS, `must hold at most ${MAX_ACTIONS} actions`),
  ),
  strikes: v.pipe(
    v.array(
      v.strictObject(
        { reason: v.picklist(STRIKE_REASONS, `must be a strike reason code (${words(STRIKE_REASONS)})`), ms },
        'must be an object {reason, ms}',
      ),
      'must be an array of {reason, ms}',
    ),
    v.maxLength(MAX_STRIKES, `must hold at most ${MAX_STRIKES} strikes`),
  ),
  result: v.picklist(GAME_RESULTS, `must be one of ${words(GAME_RESULTS)}`),
  timeMs: ms,
  help: v.strictObject({ reveal: bool, designer: bool, hint: bool }, 'must be an object {reveal, designer, hint}'),
  themes: themesSchema,
};

/**
 * A game's summary: its record without its actions, all that the practice page's table and plots
 * read. The database keeps every summary beside its record, packed many to an entry
 * (src/practice/practiceDatabase.ts), so that the page reads 10,000 of them in a few entries.
 */
export type GameSummary = Omit<GameRecord, 'actions'>;

/** The summary of a record (`GameSummary`). */
export function summaryOf(r: GameRecord): GameSummary {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { actions, ...summary } = r;
  return summary;
}

/**
 * The fields of a game that its cross-field rules read (`summaryProblem`), so that a summary
 * object and a game of the practice page's columns (src/practice/gameColumns.ts) go through the
 * same rules without building one from the other.
 */
export interface SummaryFacts {
  readonly mode: GameMode;
  readonly hasRun: boolean;
  readonly seed: string;
  readonly ruleSeed: number;
  readonly deal: Deal;
  readonly bomb: string | null;
  readonly result: GameResult;
  readonly timeMs: number;
  readonly strikeCount: number;
  /** The time of strike `k` (0 first), ms. */
  strikeMs(k: number): number;
}

/** The facts of a typed summary. */
function factsOf(r: GameSummary): SummaryFacts {
  return {
    mode: r.mode,
    hasRun: r.run !== null,
    seed: r.seed,
    ruleSeed: r.ruleSeed,
    deal: r.deal,
    bomb: r.bomb,
    result: r.result,
    timeMs: r.timeMs,
    strikeCount: r.strikes.length,
    strikeMs: (k) => r.strikes[k]!.ms,
  };
}

/**
 * What must hold between the fields of a typed summary (a record's, but its actions), as one
 * sentence, or null: a run for streak and storm only, a seed unless a bomb, a daily game's
 * dealing (issue 18), strikes in time order within the game, no explosion without a strike nor
 * in zen or storm, no timeout in zen.
 */
export function summaryProblem(r: SummaryFacts): string | null {
  const isRun = RUN_MODES.includes(r.mode);
  if (isRun && !r.hasRun) return `run is missing: a ${r.mode} game names its run {id, index}`;
  if (!isRun && r.hasRun) return `run must be null for a ${r.mode} game`;
  if (r.bomb === null && r.seed === '') return 'seed must not be empty for a game without a bomb';
  if (r.mode === 'daily' && (!DAILY_SEED.test(r.seed) || r.ruleSeed !== 1 || r.deal !== 'classic' || r.bomb)) {
    return 'a daily game must have seed daily-YYYY-MM-DD, rule seed 1, the classic deal and no bomb';
  }
  for (let k = 0; k < r.strikeCount; k++) {
    const t = r.strikeMs(k);
    if (t > r.timeMs || (k > 0 && t < r.strikeMs(k - 1)))
      return 'strikes must be in the order of their times, none after timeMs';
  }
  if (r.result === 'exploded' && r.strikeCount === 0) return 'result "exploded" needs at least one strike';
  if ((r.mode === 'zen' || r.mode === 'storm') && r.result === 'exploded') {
    return `result must not be "exploded" for a ${r.mode} game (its strikes never explode the bomb)`;
  }
  if (r.mode === 'zen' && r.result === 'timed-out')
    return 'result must not be "timed-out" for a zen game (its clock counts up)';
  return null;
}

/** What must hold between the fields of a typed record, as one sentence, or null (`summaryProblem`, then the actions' times). */
function recordProblem(r: GameRecord): string | null {
  if (r.actions.some(([, t], i) => t > r.timeMs || (i > 0 && t < r.actions[i - 1]![1]))) {
    return 'actions must be in the order of their times, none after timeMs';
  }
  return summaryProblem(factsOf(r));
}

/** A schema of `entries` whose cross-field check is `problem`. */
function withProblem<T>(entries: v.ObjectEntries, problem: (x: T) => string | null): v.GenericSchema<unknown, T> {
  return v.pipe(
    v.strictObject(entries, 'must be an object (a game record)'),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const p = problem(dataset.value as T);
      if (p) addIssue({ message: `is not a game record: ${p}` });
    }),
  ) as unknown as v.GenericSchema<unknown, T>;
}

/** The record's schema: the fields, then what must hold between them (`recordProblem`). */
export const gameRecordSchema = withProblem<GameRecord>(fields, recordProblem);

// eslint-disable-next-line @typescript-eslint/no-unused-vars
const { actions: _actions, ...summaryFields } = fields;
/** A summary's schema: a record's without the actions (`summaryProblem`). */
export const gameSummarySchema = withProblem<GameSummary>(summaryFields, (r) => summaryProblem(factsOf(r)));

/** A plain object whose own keys are exactly `keys` (a strict object's shape). */
function hasKeys(x: unknown, keys: readonly string[]): x is Record<string, unknown> {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  const own = Object.keys(x);
  return own.length === keys.length && keys.every((k) => Object.hasOwn(x, k));
}

const SUMMARY_KEYS = Object.keys(summaryFields);
const RECORD_KEYS = Object.keys(fields);
const MODE_SET: ReadonlySet<unknown> = new Set(GAME_MODES);
const DEAL_SET: ReadonlySet<unknown> = new Set(DEALS);
const RESULT_SET: ReadonlySet<unknown> = new Set(GAME_RESULTS);
const REASON_SET: ReadonlySet<unknown> = new Set(STRIKE_REASONS);
const HELP_KEYS = ['reveal', 'designer', 'hint'];
const THEME_FLAGS = ['swapNeeded', 'tricksterNeeded', 'warrior', 'diamondDiscarded', 'homeBackwards'];
const THEME_KEYS = ['solutionCount', ...THEME_FLAGS, 'capturesNeeded'];

const isBool = (x: unknown) => x === true || x === false;
const isRun = (x: unknown) =>
  x === null || (hasKeys(x, ['id', 'index']) && isKeptSeed(x.id) && isWhole(x.index, MAX_RUN_INDEX));
/** Every item of an array passes `ok` (a loop: `every` would skip the holes of a sparse array). */
function allOf(x: unknown, max: number, ok: (item: unknown) => boolean): boolean {
  if (!Array.isArray(x) || x.length > max) return false;
  for (let i = 0; i < x.length; i++) if (!ok(x[i])) return false;
  return true;
}
const isStrikes = (x: unknown) =>
  allOf(x, MAX_STRIKES, (s) => hasKeys(s, ['reason', 'ms']) && REASON_SET.has(s.reason) && isMs(s.ms));
const isActions = (x: unknown) =>
  allOf(x, MAX_ACTIONS, (a) => Array.isArray(a) && a.length === 2 && 0 in a && isInput(a[0]) && isMs(a[1]));
const isThemes = (x: unknown) =>
  hasKeys(x, THEME_KEYS) &&
  isWhole(x.solutionCount, 1e9) &&
  THEME_FLAGS.every((k) => isBool(x[k])) &&
  (x.capturesNeeded === 0 || x.capturesNeeded === 1 || x.capturesNeeded === 2);

/**
 * The same answer as the schemas above for a valid record or summary, without valibot's work:
 * true only when every field and `summaryProblem` / `recordProblem` pass (a value it accepts the
 * schema accepts, and the schema's output equals it: tests/unit/practiceRecord.test.ts checks
 * both ways on valid and mutated records). The practice page reads 10,000 summaries at once;
 * through valibot alone that took 100–300 ms here. What it refuses goes through the schema,
 * which names the problem.
 */
function passes(x: unknown, withActions: boolean): boolean {
  if (!hasKeys(x, withActions ? RECORD_KEYS : SUMMARY_KEYS)) return false;
  const ok =
    x.v === RECORD_VERSION &&
    isId(x.id) &&
    isIsoTime(x.when) &&
    MODE_SET.has(x.mode) &&
    isRun(x.run) &&
    (x.seed === '' || isKeptSeed(x.seed)) &&
    isRuleSeed(x.ruleSeed) &&
    DEAL_SET.has(x.deal) &&
    (x.bomb === null || isBombParam(x.bomb)) &&
    (!withActions || isActions(x.actions)) &&
    isStrikes(x.strikes) &&
    RESULT_SET.has(x.result) &&
    isMs(x.timeMs) &&
    hasKeys(x.help, HELP_KEYS) &&
    HELP_KEYS.every((k) => isBool((x.help as Record<string, unknown>)[k])) &&
    isThemes(x.themes);
  return (
    ok &&
    (withActions ? recordProblem(x as unknown as GameRecord) : summaryProblem(factsOf(x as unknown as GameSummary))) ===
      null
  );
}

type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/** The sentence of a failed check without valibot's "the input is not a game record: " for the cross-field problems. */
function recordSentence<T>(r: Checked<T>): Checked<T> {
  const lead = 'the input is not a game record: ';
  return !r.ok && r.error.startsWith(lead) ? { ok: false, error: r.error.slice(lead.length) } : r;
}

/**
 * The one door check of a game record from a file: the parsed JSON's structure (`jsonProblem`:
 * depth, numbers out of range), the shape above, then `recordProblem`.
 * @param input a parsed JSON value (`parseJson` of src/io/jsonValue.ts).
 * @returns the typed record, or one sentence naming the field (`result must be one of solved,
 *   exploded, timed-out, abandoned, not "won"`). Never throws.
 */
export function checkGameRecord(input: unknown): Checked<GameRecord> {
  // A value `passes` accepts holds only small whole numbers and no nesting deeper than 3.
  if (passes(input, true)) return { ok: true, value: input as GameRecord };
  return recordSentence(check(gameRecordSchema, input));
}

/** A stored value through `schema` (a structured clone holds no JSON number tokens: no `jsonProblem`). */
function checkStored<T>(schema: v.GenericSchema<unknown, T>, input: unknown, withActions: boolean): Checked<T> {
  if (passes(input, withActions)) return { ok: true, value: input as T };
  const r = v.safeParse(schema, input);
  return recordSentence(r.success ? { ok: true, value: r.output } : { ok: false, error: issueSentence(r.issues) });
}

/** The door check of a record read back from the database: the shape and `recordProblem`, the same sentences. */
export function checkStoredRecord(input: unknown): Checked<GameRecord> {
  return checkStored(gameRecordSchema, input, true);
}

/** The door check of a summary read back from the database (`gameSummarySchema`), the same sentences. */
export function checkStoredSummary(input: unknown): Checked<GameSummary> {
  return checkStored(gameSummarySchema, input, false);
}

/** True when the player used any help on the game (`help`). */
export function isAssisted(r: Pick<GameSummary, 'help'>): boolean {
  return r.help.reveal || r.help.designer || r.help.hint;
}
