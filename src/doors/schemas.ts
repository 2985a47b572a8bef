/**
 * Validation of untrusted JSON (CLI input lines, URL parameters, the designer's edited bomb)
 * into the rules layer's values, with valibot. Every failure becomes one sentence naming the
 * field and the problem (CLI.md "Bad input"), e.g. `state.opponent1 must be a track space 0–31
 * or null (captured), not 40`.
 */
import * as v from 'valibot';
import { COLORS, type Color, type Seat } from '../rules/board';
import { parseCard, type Card } from '../rules/cards';
import { PIECES, type Board } from '../rules/position';
import { canonicalName, isRuleSeed, MAX_RULE_SEED } from '../rules/ruleSeed';
import { parseSerial } from '../rules/serial';
import { describeChar, firstCharNotIn, quote, trimAscii } from '../rules/text';
import { inputNamed, INPUT_WORDS, type Input } from '../module/moduleReducer';
import type { Puzzle } from '../rules/bomb';
import { parseSeed } from './seed';

const isSpace = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < 32;

const seat = v.custom<Seat>((x) => x === 0 || x === 1 || x === 2 || x === 3, 'must be a seat 0, 1, 2 or 3');
const space = v.custom<number>(isSpace, 'must be a track space 0–31');

type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

/**
 * A schema from a parser: the parser's problem is the issue's message (a phrase that follows
 * the field's name), its value the output.
 */
function parsedBy<T>(parse: (x: unknown) => Parsed<T>): v.GenericSchema<unknown, T> {
  return v.pipe(
    v.custom<unknown>(
      (x) => parse(x).ok,
      (issue) => (parse(issue.input) as { problem: string }).problem,
    ),
    v.transform((x) => (parse(x) as { value: T }).value),
  );
}

/** A character of a code that is not ASCII A–Z, a–z or 0–9 (a look-alike), named. */
function lookAlike(x: string, allowed: RegExp, what: string): string | null {
  const bad = firstCharNotIn(trimAscii(x), allowed);
  return bad ? `character ${bad.at} ${describeChar(bad.char)} is not ${what}` : null;
}

const CARD_WORDS = '1–13, NR, ND, NS, W or T';

/** A card code (RULES.md §6), ASCII case-insensitive, transformed into the interned Card. */
const cardSchema = parsedBy<Card>((x) => {
  const card = parseCard(x);
  if (card) return { ok: true, value: card };
  const odd =
    typeof x === 'string' && lookAlike(x, /^[A-Za-z0-9]$/, `a letter A–Z or digit (card codes: ${CARD_WORDS})`);
  return { ok: false, problem: odd || `must be a card code (${CARD_WORDS})` };
});

/** A hand of 1 to 5 card codes. */
const handSchema = v.pipe(
  v.array(cardSchema, 'must be an array of 1 to 5 card codes'),
  v.minLength(1, 'must hold 1 to 5 cards'),
  v.maxLength(5, 'must hold 1 to 5 cards'),
);

/** A Board (CLI.md "State"): spaces 0–31, `you` may be "home", opponents may be null. */
const boardSchema = v.pipe(
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
const ruleSeedSchema = v.custom<number>(isRuleSeed, `must be an integer 1 … ${MAX_RULE_SEED}`);

const swapSchema = v.nullable(
  v.object(
    {
      slot: v.custom<number>(
        (x) => x === 0 || x === 1 || x === 2 || x === 3 || x === 4,
        'must be a hand slot 0–4 (JSON counts from 0: 0 is card 1, the leftmost)',
      ),
      card: cardSchema,
    },
    'must be null or {slot, card}',
  ),
);

/** A puzzle for `play`: state, hand and swap (other bomb fields are allowed and ignored). */
const puzzleSchema = v.pipe(
  v.object({ state: boardSchema, hand: handSchema, swap: swapSchema }, 'must be an object {state, hand, swap}'),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const p = dataset.value;
    if (p.swap && p.swap.slot >= p.hand.length) {
      addIssue({
        message: `must name a slot of the hand, counted from 0 (0–${p.hand.length - 1})`,
        path: [
          { type: 'object', origin: 'value', input: p, key: 'swap', value: p.swap },
          { type: 'object', origin: 'value', input: p.swap, key: 'slot', value: p.swap.slot },
        ],
      });
    }
  }),
) as v.GenericSchema<unknown, Puzzle>;

/** A serial number (RULES.md §3), ASCII only, normalised to upper case. */
const serialSchema = parsedBy<string>((x) => {
  const r = parseSerial(x);
  return r.ok ? { ok: true, value: r.serial } : { ok: false, problem: r.problem };
});

/** One of the 32 names (ASCII case-insensitive), normalised to its spelling in RULES.md §4. */
const nameSchema = parsedBy<string>((x) => {
  const name = typeof x === 'string' ? canonicalName(x) : undefined;
  if (name) return { ok: true, value: name };
  const odd = typeof x === 'string' && lookAlike(x, /^[A-Za-z]$/, 'a letter A–Z (the 32 names of RULES.md §4)');
  return { ok: false, problem: odd || 'must be one of the 32 names of RULES.md §4' };
});

/** A bomb's `seed`: empty (a bomb made by hand) or a seed by the seed rule (src/doors/seed.ts), trimmed. */
const bombSeedSchema = parsedBy<string>((x) => {
  if (typeof x !== 'string') return { ok: false, problem: 'must be a string' };
  if (x === '') return { ok: true, value: '' };
  const r = parseSeed(x);
  return r.ok ? { ok: true, value: r.seed } : { ok: false, problem: r.problem };
});

/** Most action words a bomb's `solution` may hold (a solution of five cards needs at most 16). */
const MAX_SOLUTION_WORDS = 64;

/** An action word (CLI.md "Actions"), read by `inputNamed`: `TAC`, ` Tl ` are `tac`, `tl`. */
const actionSchema = parsedBy<Input>((x) => {
  if (typeof x !== 'string') return { ok: false, problem: 'must be an action word' };
  const input = inputNamed(x);
  return input ? { ok: true, value: input } : { ok: false, problem: `${quote(x)} is not an action (${INPUT_WORDS})` };
});

/** `tac solve` input line. */
export const solveLineSchema = v.object({ state: boardSchema, hand: handSchema }, 'must be an object {state, hand}');

/** `tac play` input line. */
export const playLineSchema = v.object(
  {
    puzzle: puzzleSchema,
    actions: v.array(actionSchema, 'must be an array of action words'),
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

const FOUR_COLORS = 'must be the four colours red, yellow, green, blue in seat order';
/** The LED colours by seat: exactly four (a fifth entry is an error, not dropped), each once. */
const colorsSchema = v.pipe(
  v.array(v.picklist(COLORS, 'must be red, yellow, green or blue'), FOUR_COLORS),
  v.length(4, FOUR_COLORS),
  v.check((c) => new Set(c).size === 4, 'must hold each colour once'),
  v.transform((c) => c as [Color, Color, Color, Color]),
);

/** A whole bomb as `tac generate` prints it (CLI.md "Bomb"); `solution` is optional. */
export const bombSchema = v.object(
  {
    seed: v.optional(bombSeedSchema, ''),
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
    solution: v.optional(
      v.nullable(
        v.pipe(
          v.array(v.string('must be an action word'), 'must be null or an array of action words'),
          v.maxLength(MAX_SOLUTION_WORDS, `must hold at most ${MAX_SOLUTION_WORDS} action words`),
          // Read as every door reads action words (`TAC` is `tac`); a word that names no action is
          // kept, and the solution then fails and is recomputed (src/doors/bombCheck.ts).
          v.transform((words) => words.map((w) => inputNamed(w) ?? w)),
        ),
      ),
    ),
  },
  'must be an object',
);

export { check, issueSentence } from './schemaCheck';
