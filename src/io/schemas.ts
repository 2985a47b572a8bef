/**
 * Validation of untrusted JSON (CLI input lines, URL parameters, the designer's edited bomb)
 * into the rules layer's values, with valibot. Every failure becomes one sentence naming the
 * field and the problem (CLI.md "Bad input"), e.g. `state.opponent1 must be a track space 0–31
 * or null (captured), not 40`.
 */
import * as v from 'valibot';
import { COLORS, type Color, type Seat } from '../rules/board';
import { parseCard } from '../rules/cards';
import { PIECES, type Board } from '../rules/position';
import { canonicalName, isRuleSeed, MAX_RULE_SEED } from '../rules/ruleSeed';
import { parseSerial } from '../rules/serial';
import type { Puzzle } from '../module/moduleReducer';

const isSpace = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < 32;

const seat = v.custom<Seat>((x) => x === 0 || x === 1 || x === 2 || x === 3, 'must be a seat 0, 1, 2 or 3');
const space = v.custom<number>(isSpace, 'must be a track space 0–31');

/** A card code (RULES.md §6), case-insensitive, transformed into the interned Card. */
export const cardSchema = v.pipe(
  v.custom<string>((x) => parseCard(x) !== undefined, 'must be a card code (1–13, NR, ND, NS, W or T)'),
  v.transform((x) => parseCard(x)!),
);

/** A hand of 1 to 5 card codes. */
export const handSchema = v.pipe(
  v.array(cardSchema, 'must be an array of 1 to 5 card codes'),
  v.minLength(1, 'must hold 1 to 5 cards'),
  v.maxLength(5, 'must hold 1 to 5 cards'),
);

/** A Board (CLI.md "State"): spaces 0–31, `you` may be "home", opponents may be null. */
export const boardSchema = v.pipe(
  v.object(
    {
      seat,
      you: v.union([space, v.literal('home')], 'must be a track space 0–31 or "home"'),
      opponent1: v.union([space, v.null()], 'must be a track space 0–31 or null (captured)'),
      partner: space,
      opponent2: v.union([space, v.null()], 'must be a track space 0–31 or null (captured)'),
    },
    'must be an object {seat, you, opponent1, partner, opponent2}',
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const b = dataset.value as Record<string, unknown>;
    const seen = new Map<unknown, string>();
    for (const name of PIECES) {
      const x = b[name];
      if (!isSpace(x)) continue;
      const other = seen.get(x);
      if (other) {
        addIssue({
          message: `and ${other} are both on space ${x}`,
          path: [{ type: 'object', origin: 'value', input: b, key: name, value: x }],
        });
        return;
      }
      seen.set(x, name);
    }
  }),
) as v.GenericSchema<unknown, Board>;

/** A rule seed: integer 1 … 2147483647. */
export const ruleSeedSchema = v.custom<number>(isRuleSeed, `must be an integer 1 … ${MAX_RULE_SEED}`);

const swapSchema = v.nullable(
  v.object(
    {
      slot: v.custom<number>((x) => x === 0 || x === 1 || x === 2 || x === 3 || x === 4, 'must be a hand slot 0–4'),
      card: cardSchema,
    },
    'must be null or {slot, card}',
  ),
);

/** A puzzle for `play`: state, hand and swap (other bomb fields are allowed and ignored). */
export const puzzleSchema = v.pipe(
  v.object({ state: boardSchema, hand: handSchema, swap: swapSchema }, 'must be an object {state, hand, swap}'),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const p = dataset.value;
    if (p.swap && p.swap.slot >= p.hand.length) {
      addIssue({
        message: `must name a slot of the hand (0–${p.hand.length - 1})`,
        path: [
          { type: 'object', origin: 'value', input: p, key: 'swap', value: p.swap },
          { type: 'object', origin: 'value', input: p.swap, key: 'slot', value: p.swap.slot },
        ],
      });
    }
  }),
) as v.GenericSchema<unknown, Puzzle>;

/** A serial number (RULES.md §3), normalised to upper case. */
export const serialSchema = v.pipe(
  v.custom<string>((x) => parseSerial(x).ok, 'must be six letters or digits'),
  v.transform((x) => (parseSerial(x) as { serial: string }).serial),
);

/** One of the 32 names (case-insensitive), normalised to its spelling in RULES.md §4. */
export const nameSchema = v.pipe(
  v.custom<string>(
    (x) => typeof x === 'string' && canonicalName(x) !== undefined,
    'must be one of the 32 names of RULES.md §4',
  ),
  v.transform((x) => canonicalName(x)!),
);

/** `tac solve` input line. */
export const solveLineSchema = v.object({ state: boardSchema, hand: handSchema }, 'must be an object {state, hand}');

/** `tac play` input line. */
export const playLineSchema = v.object(
  {
    puzzle: puzzleSchema,
    actions: v.array(v.string('must be an action word'), 'must be an array of action words'),
  },
  'must be an object {puzzle, actions}',
);

/** `tac locate` input line. */
export const locateLineSchema = v.object(
  {
    serial: serialSchema,
    ruleSeed: ruleSeedSchema,
    seat,
    you: space,
    names: v.pipe(v.array(nameSchema, 'must be an array of three names'), v.length(3, 'must hold exactly three names')),
  },
  'must be an object {serial, ruleSeed, seat, you, names}',
);

const colorsSchema = v.pipe(
  v.tuple(
    [1, 2, 3, 4].map(() => v.picklist(COLORS, 'must be red, yellow, green or blue')) as [
      v.PicklistSchema<typeof COLORS, string>,
      v.PicklistSchema<typeof COLORS, string>,
      v.PicklistSchema<typeof COLORS, string>,
      v.PicklistSchema<typeof COLORS, string>,
    ],
    'must be the four colours red, yellow, green, blue in seat order',
  ),
  v.check((c) => new Set(c).size === 4, 'must hold each colour once'),
);

/** A whole bomb as `tac generate` prints it (CLI.md "Bomb"); `solution` is optional. */
export const bombSchema = v.object(
  {
    seed: v.optional(v.string('must be a string'), ''),
    ruleSeed: ruleSeedSchema,
    serial: serialSchema,
    seat,
    colors: colorsSchema,
    names: v.pipe(
      v.array(nameSchema, 'must be an array of three names'),
      v.length(3, 'must hold exactly three names'),
      v.transform((n) => n as [string, string, string]),
    ),
    state: boardSchema,
    hand: handSchema,
    swap: swapSchema,
    solution: v.optional(v.nullable(v.array(v.string()))),
  },
  'must be an object',
);
export type BombInput = v.InferOutput<typeof bombSchema> & { colors: [Color, Color, Color, Color] };

function describe(x: unknown): string {
  if (x === undefined) return 'nothing';
  const s = JSON.stringify(x);
  return s.length > 40 ? `${s.slice(0, 37)}…` : s;
}

/** One sentence for the first issue of a failed parse: "<field> <problem>, not <value>". */
export function issueSentence(issues: readonly v.BaseIssue<unknown>[], root = ''): string {
  const issue = issues[0]!;
  let path = root;
  for (const item of issue.path ?? []) {
    const key = (item as { key?: unknown }).key;
    path += typeof key === 'number' ? `[${key}]` : path ? `.${String(key)}` : String(key);
  }
  const where = path || 'the input';
  const missing = issue.kind === 'schema' && issue.type === 'object' && issue.input === undefined && issue.path?.length;
  if (missing) {
    // valibot reads an array as an object with every key missing: say what is really wrong.
    const container = (issue.path!.at(-1) as { input?: unknown }).input;
    if (Array.isArray(container)) {
      const parent = where.includes('.') ? where.slice(0, where.lastIndexOf('.')) : root || 'the input';
      return `${parent} must be an object, not an array`;
    }
    return `${where} is missing`;
  }
  if (issue.message.startsWith('and ')) {
    // "and <sibling> are both on …": name the sibling with the same parent path.
    const parent = where.includes('.') ? where.slice(0, where.lastIndexOf('.') + 1) : '';
    return `${where} and ${parent}${issue.message.slice(4)}`;
  }
  const last = issue.path?.at(-1) as { value?: unknown } | undefined;
  return `${where} ${issue.message}, not ${describe(last && 'value' in last ? last.value : issue.input)}`;
}

/**
 * Validates `input` against a schema.
 * @param root prefix for field names in the message (e.g. "puzzle").
 * @returns the typed value, or the one-sentence error.
 */
export function check<T>(
  schema: v.GenericSchema<unknown, T>,
  input: unknown,
  root = '',
): { ok: true; value: T } | { ok: false; error: string } {
  const r = v.safeParse(schema, input);
  return r.success ? { ok: true, value: r.output } : { ok: false, error: issueSentence(r.issues, root) };
}
