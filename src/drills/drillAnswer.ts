/**
 * What every expert drill (issue 19) shares: the answer record each drill reports (the practice
 * record keeps it), its one door check, the reading of a typed number, and a round's summary.
 *
 * An answer record (JSON, every field required):
 *
 *     { v: 1, drill: "placement", ruleSeed: 1, item: "p-4k2j9x",
 *       answer: { opponent1: 5, partner: 20, opponent2: 15 }, correct: true, ms: 8400,
 *       when: "2026-12-01T09:30:00.000Z" }
 *
 * - `drill`: `DRILLS`; `ruleSeed` the rule seed the drill was played for (RULES.md §4);
 * - `item`: what was asked, enough to ask it again: the name (spelled as in RULES.md §4) for
 *   `name-offset`, the bomb seed (`tac generate --seed item --rule-seed ruleSeed --deal classic`)
 *   for `placement` and `swap-or-play`;
 * - `answer`: the offset typed (0–31), the three spaces typed (0–31), or `"play"` / `"swap"`;
 * - `correct`, `ms` (the time from the item shown to the answer, ms) and `when` (the answer's
 *   time as `Date.prototype.toISOString()` writes it);
 * - `id`, optional: the key the practice record stores it under (1–64 letters, digits or `-`,
 *   e.g. a `crypto.randomUUID()`); the drills report records without one.
 */
import * as v from 'valibot';
import { check } from '../doors/schemaCheck';
import { preview } from '../doors/jsonValue';
import { BASE_NAMES } from '../rules/ruleSeed';
import { isRuleSeed, MAX_RULE_SEED } from '../rules/ruleSeed';
import { quote, trimAscii, wholeNumber } from '../rules/text';

/** The record's shape version (`v`). */
export const DRILL_RECORD_VERSION = 1;

/** The three spaces of the placement drill's answer (RULES.md §5). */
export interface PlacementAnswer {
  readonly opponent1: number;
  readonly partner: number;
  readonly opponent2: number;
}

/** One answer to one drill item (see the file comment). */
export type DrillAnswer = {
  readonly v: typeof DRILL_RECORD_VERSION;
  /** The practice record's key, when it has given one (the drills do not). */
  readonly id?: string;
  readonly ruleSeed: number;
  readonly item: string;
  readonly correct: boolean;
  readonly ms: number;
  readonly when: string;
} & (
  | { readonly drill: 'name-offset'; readonly answer: number }
  | { readonly drill: 'placement'; readonly answer: PlacementAnswer }
  | { readonly drill: 'swap-or-play'; readonly answer: 'play' | 'swap' }
);

const whole = (x: unknown, max: number): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= max;
const space = v.custom<number>((x) => whole(x, 31), 'must be a whole number 0 … 31');
const common = {
  v: v.literal(DRILL_RECORD_VERSION, `must be ${DRILL_RECORD_VERSION} (the drill answer version this page reads)`),
  id: v.optional(
    v.custom<string>(
      (x) => typeof x === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(x),
      'must be 1–64 letters, digits or "-"',
    ),
  ),
  ruleSeed: v.custom<number>(isRuleSeed, `must be a rule seed, an integer 1 … ${MAX_RULE_SEED}`),
  item: v.custom<string>(
    (x) => typeof x === 'string' && x.length >= 1 && x.length <= 200,
    'must be a text of 1–200 characters',
  ),
  correct: v.boolean('must be true or false'),
  ms: v.custom<number>(
    (x) => typeof x === 'number' && x >= 0 && x <= 86_400_000,
    'must be a number of milliseconds 0 … 86400000',
  ),
  when: v.custom<string>(
    (w) => typeof w === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(w) && !Number.isNaN(Date.parse(w)),
    'must be an ISO time such as 2026-12-01T09:30:00.000Z',
  ),
};
const NAME_ITEM = v.picklist(BASE_NAMES, 'must be one of the 32 names of RULES.md §4');
/** A field missing, or one a drill answer has not (valibot's strict objects say both with one message). */
const fieldMessage =
  (fields: string) =>
  (issue: { input: unknown }): string =>
    issue.input === undefined ? 'is missing' : `is not a field of ${fields}`;
const OBJECT = fieldMessage('a drill answer (v, id, drill, ruleSeed, item, answer, correct, ms, when)');

/** The schema of a drill answer record (the file comment). */
const DrillAnswerSchema = v.variant(
  'drill',
  [
    v.strictObject({ ...common, drill: v.literal('name-offset'), item: NAME_ITEM, answer: space }, OBJECT),
    v.strictObject(
      {
        ...common,
        drill: v.literal('placement'),
        answer: v.strictObject(
          { opponent1: space, partner: space, opponent2: space },
          fieldMessage('a placement answer (opponent1, partner, opponent2)'),
        ),
      },
      OBJECT,
    ),
    v.strictObject(
      { ...common, drill: v.literal('swap-or-play'), answer: v.picklist(['play', 'swap'], 'must be "play" or "swap"') },
      OBJECT,
    ),
  ],
  'must be one of name-offset, placement, swap-or-play',
);

/**
 * The one door check of a drill answer record read back (from the database or a file).
 * @returns the record, or the problem naming its field (`answer.partner: …`).
 */
export function checkDrillAnswer(input: unknown): { ok: true; value: DrillAnswer } | { ok: false; error: string } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, error: `the input must be an object (a drill answer), not ${preview(input)}` };
  }
  const answer = (input as { answer?: unknown }).answer;
  if (
    (input as { drill?: unknown }).drill === 'placement' &&
    (typeof answer !== 'object' || answer === null || Array.isArray(answer))
  ) {
    return { ok: false, error: `answer must be an object {opponent1, partner, opponent2}, not ${preview(answer)}` };
  }
  const r = check(DrillAnswerSchema, input);
  return r.ok ? { ok: true, value: r.value as DrillAnswer } : r;
}

/** A typed space or offset 0–31, or why the text is not one. */
type NumberRead = { readonly ok: true; readonly value: number } | { readonly ok: false; readonly problem: string };

/**
 * Reads a space or an offset typed by the player: ASCII digits, surrounding spaces ignored,
 * leading zeros fine (`05` is 5), 0–31. A sum not yet reduced (`37`) is named as such.
 * @param field the field's name for the message ("Opponent 1").
 * @returns the number, or a sentence naming the field and what is wrong (plain text).
 */
export function readSpaceNumber(text: string, field: string): NumberRead {
  const t = trimAscii(text);
  if (t === '') return { ok: false, problem: `${field}: type a number 0–31.` };
  const n = wholeNumber(t, 0, 31);
  if (n !== undefined) return { ok: true, value: n };
  const big = wholeNumber(t, 32, 1e9);
  if (big !== undefined) return { ok: false, problem: `${field}: ${big} is over 31: take it mod 32 (${big % 32}).` };
  return { ok: false, problem: `${field}: ${quote(t)} is not a number 0–31.` };
}

/** What a round shows at its end. */
interface RoundSummary {
  /** Answers in the round. */
  readonly count: number;
  readonly correct: number;
  /** correct / count, 0–1 (0 for an empty round). */
  readonly accuracy: number;
  /** Mean time of every answer, ms, or null for an empty round. */
  readonly meanMs: number | null;
  /** Fastest correct answer, ms, or null when none was correct. */
  readonly bestMs: number | null;
}

/** The summary of a round's answers (accuracy, mean time of all, best time of the correct ones). */
export function roundSummary(answers: readonly { readonly correct: boolean; readonly ms: number }[]): RoundSummary {
  const correct = answers.filter((a) => a.correct);
  const count = answers.length;
  return {
    count,
    correct: correct.length,
    accuracy: count ? correct.length / count : 0,
    meanMs: count ? answers.reduce((s, a) => s + a.ms, 0) / count : null,
    bestMs: correct.length ? Math.min(...correct.map((a) => a.ms)) : null,
  };
}

/** "8.4 s", "12 s", "1:05" for a time in ms: what the drills show. */
export function formatSeconds(ms: number): string {
  const s = ms / 1000;
  if (s < 10) return `${s.toFixed(1)} s`;
  if (s < 60) return `${Math.round(s)} s`;
  const whole = Math.round(s);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * A round's summary in words: "Round of 10: 8 right (80%), mean 9.2 s, best 5.1 s." (the best
 * only when asked for and some answer was right).
 */
export function summaryWords(s: RoundSummary, withBest: boolean): string {
  const mean = s.meanMs === null ? '' : `, mean ${formatSeconds(s.meanMs)}`;
  const best = withBest && s.bestMs !== null ? `, best ${formatSeconds(s.bestMs)}` : '';
  return `Round of ${s.count}: ${s.correct} right (${Math.round(s.accuracy * 100)}%)${mean}${best}.`;
}

/** A new item seed for the seeded drills: `prefix-` and 8 base-36 characters drawn from `random`. */
export function newItemSeed(prefix: string, random: () => number): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += Math.floor(random() * 36).toString(36);
  return `${prefix}-${s}`;
}
