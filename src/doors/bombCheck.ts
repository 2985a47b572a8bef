/**
 * The one bomb check, used by every door a bomb comes through: the bomb page's `?bomb=`
 * (src/doors/bombUrl.ts), the designer's Apply, edits and `?bomb=`, and the property tests and
 * `npm run bench` on generated bombs.
 *
 * A bomb passes when it has the shape of CLI.md "Bomb" (`bombSchema`, src/doors/schemas.ts: ASCII
 * codes, spaces 0–31, distinct pieces, the seed rule) and is something a module could deal
 * (RULES.md §5, §7, §9): `state.seat` = `seat`; all four pieces on the track; the names place
 * the invisible pieces where they are; five cards of the rule seed's deck; with a swap, a swap
 * card of the deck different from the slot's card and an unwinnable dealt hand; the hand that
 * is played winnable. Every failure is one sentence naming the field, e.g. `bomb.names[1]
 * "Sarah" puts the partner on space 12, but bomb.state.partner is 20 (RULES.md §5); "Kate" fits`.
 *
 * (`tac solve` and `tac play` take any position and any card codes, CLI.md: they check the
 * shape only.)
 */
import { initialState, run } from '../module/moduleReducer';
import { COLORS, wrap } from '../rules/board';
import { type Bomb, playedHand } from '../rules/bomb';
import { namesFor } from '../rules/placement';
import { AWAY, packBoard, pieceAt } from '../rules/position';
import { ruleSet } from '../rules/ruleSeed';
import { isStandardSerial, serialValues } from '../rules/serial';
import { cutText } from '../rules/text';
import { findSolution, isWinnable, playsToActions } from '../rules/solver';
import { parseJson, printable } from './jsonValue';
import { bombSchema, check } from './schemas';

/** The result of checking a bomb. */
export type BombCheck =
  | {
      readonly ok: true;
      /** The bomb, names and cards canonical, `solution` valid (recomputed when needed). */
      readonly bomb: Bomb;
      /** Remarks that do not stop the bomb, e.g. "solution recomputed". */
      readonly notes: readonly string[];
    }
  | {
      readonly ok: false;
      /** One sentence naming the field (starts with `bomb.` or "Bomb JSON"). */
      readonly error: string;
      /** When only the names are wrong: the names that fit RULES.md §5 for these spaces. */
      readonly fitNames?: readonly [string, string, string];
    };

type Problem = { readonly error: string; readonly fitNames?: readonly [string, string, string] };

const PIECE_WORDS = { opponent1: 'opponent 1', partner: 'the partner', opponent2: 'opponent 2' } as const;
const INVISIBLE = ['opponent1', 'partner', 'opponent2'] as const;

/** The pieces' spaces: all four on the track, on distinct spaces (RULES.md §2, §9). */
function positionProblem(b: Bomb): Problem | null {
  const { state } = b;
  if (state.seat !== b.seat) return { error: `bomb.state.seat must equal bomb.seat (${b.seat}), not ${state.seat}` };
  if (state.you === 'home') {
    return {
      error: 'bomb.state.you must be a track space 0–31: a bomb starts with your pawn on the track, not "home"',
    };
  }
  for (const k of ['opponent1', 'opponent2'] as const) {
    if (state[k] === null)
      return { error: `bomb.state.${k} must be a track space 0–31: every piece starts on the track, not null` };
  }
  const pos = packBoard(state);
  const spaces = [0, 1, 2, 3].map((k) => pieceAt(pos, k));
  if (spaces.some((s) => s === AWAY) || new Set(spaces).size !== 4) {
    return { error: 'bomb.state must put the four pieces on four distinct track spaces' };
  }
  return null;
}

/** The names shown place the invisible pieces where they are (RULES.md §5). */
function namesProblem(b: Bomb): Problem | null {
  const { state } = b;
  const you = state.you as number;
  const fit = namesFor(b.serial, b.ruleSeed, you, {
    opponent1: state.opponent1!,
    partner: state.partner,
    opponent2: state.opponent2!,
  });
  const i = [0, 1, 2].find((k) => fit[k] !== b.names[k]);
  if (i === undefined) return null;
  const prev = i === 0 ? you : state[INVISIBLE[i - 1]!]!;
  const vals = serialValues(b.serial);
  const [a, c] = i === 0 ? [0, 5] : i === 1 ? [1, 4] : [2, 3];
  const offset = ruleSet(b.ruleSeed).offsetOf(b.names[i]!);
  const piece = INVISIBLE[i]!;
  if (offset === undefined)
    return { error: `bomb.names[${i}] must be one of the 32 names of RULES.md §4`, fitNames: fit };
  const wrongSpace = wrap(prev + vals[a]! + vals[c]! + offset);
  return {
    error:
      `bomb.names[${i}] "${b.names[i]}" puts ${PIECE_WORDS[piece]} on space ${wrongSpace}, but bomb.state.${piece} is ` +
      `${state[piece]} (RULES.md §5); "${fit[i]}" fits`,
    fitNames: fit,
  };
}

/** Five cards of the rule seed's deck; a swap card of the deck that changes the slot (RULES.md §4, §9). */
function cardsProblem(b: Bomb): Problem | null {
  if (b.hand.length !== 5)
    return { error: `bomb.hand must hold 5 cards (the module deals five), not ${b.hand.length}` };
  const deck = ruleSet(b.ruleSeed).deck;
  const deckWords = deck.map((c) => c.code).join(' ');
  const outside = b.hand.findIndex((c) => !deck.includes(c));
  if (outside >= 0) {
    return {
      error: `bomb.hand[${outside}] "${b.hand[outside]!.code}" is not in the deck of rule seed ${b.ruleSeed} (${deckWords})`,
    };
  }
  const { swap } = b;
  if (swap && !deck.includes(swap.card)) {
    return { error: `bomb.swap.card "${swap.card.code}" is not in the deck of rule seed ${b.ruleSeed} (${deckWords})` };
  }
  if (swap && swap.card === b.hand[swap.slot]) {
    return {
      error: `bomb.swap.card must differ from bomb.hand[${swap.slot}] ("${swap.card.code}", card ${swap.slot + 1} of the hand): the swap would change nothing`,
    };
  }
  return null;
}

/** With a swap the dealt hand is unwinnable; the hand that is played is winnable (RULES.md §7, §8, §9). */
function winnableProblem(b: Bomb): Problem | null {
  const pos = packBoard(b.state);
  const { swap } = b;
  if (swap && isWinnable(pos, b.seat, b.hand)) {
    return {
      error:
        'bomb.swap must be null: the dealt hand is already winnable, and a bomb with a swap deals an unwinnable hand (RULES.md §7)',
    };
  }
  if (!isWinnable(pos, b.seat, playedHand({ hand: b.hand, swap }))) {
    return {
      error: swap
        ? `bomb.swap.card "${swap.card.code}": the hand after the swap is not winnable from bomb.state (RULES.md §8)`
        : 'bomb.hand is not winnable from bomb.state (RULES.md §8)',
    };
  }
  return null;
}

/** The checks of what a module could deal, in the order they are reported. */
const DEAL_CHECKS = [positionProblem, namesProblem, cardsProblem, winnableProblem];

/** The first way a bomb of the right shape could not have been dealt by a module, or null. */
function dealProblem(b: Bomb): Problem | null {
  for (const c of DEAL_CHECKS) {
    const p = c(b);
    if (p) return p;
  }
  return null;
}

/** True when `solution` plays the bomb to solved without a strike (RULES.md §7). */
function solves(b: Bomb, solution: readonly string[]): boolean {
  const out = run(initialState({ state: b.state, hand: b.hand, swap: b.swap }), solution);
  return out.state.solved && out.strikes.length === 0;
}

/**
 * Checks a parsed JSON value as a bomb (see the file's comment). A non-standard serial is
 * accepted with a note (RULES.md §3); a missing or wrong `solution` is recomputed (noted),
 * never an error.
 * @returns the bomb, or the first problem as one sentence naming the field. Never throws.
 */
export function checkBomb(json: unknown): BombCheck {
  const shape = check(bombSchema, json, 'bomb');
  if (!shape.ok) return { ok: false, error: shape.error };
  const v = shape.value;
  const parsed: Bomb = { ...v, names: [v.names[0], v.names[1], v.names[2]], swap: v.swap ?? null, solution: [] };
  const problem = dealProblem(parsed);
  if (problem) return { ok: false, ...problem };
  const notes: string[] = [];
  if (!isStandardSerial(parsed.serial)) {
    notes.push(`serial ${parsed.serial} is not in the standard shape (accepted, RULES.md §3)`);
  }
  const given = v.solution ?? null;
  let solution: string[];
  if (given && solves(parsed, given)) solution = [...given];
  else {
    const plays = findSolution(packBoard(parsed.state), parsed.seat, playedHand(parsed))!;
    solution = parsed.swap ? ['tac', ...playsToActions(plays)] : playsToActions(plays);
    notes.push(
      given
        ? 'bomb.solution did not solve the bomb without a strike: recomputed'
        : 'bomb.solution was missing: computed',
    );
  }
  return { ok: true, bomb: { ...parsed, solution }, notes };
}

/**
 * Checks the text of a bomb's JSON (the designer's "Bomb JSON" area): JSON syntax first
 * (`Bomb JSON is not valid JSON: …`), then `checkBomb`. Never throws.
 */
export function checkBombText(text: string): BombCheck {
  let json: unknown;
  try {
    json = parseJson(text);
  } catch (e) {
    return { ok: false, error: `Bomb JSON is not valid JSON: ${cutText(printable((e as Error).message), 120)}` };
  }
  try {
    return checkBomb(json);
  } catch (e) {
    return { ok: false, error: `bomb could not be checked: ${(e as Error).message}` };
  }
}

/**
 * Every way a typed bomb breaks a promise of RULES.md §9, as sentences; an empty list when it
 * keeps them all. Stricter than `checkBomb` for what the generator promises: a standard serial,
 * the four LED colours, and (with `full`) a `solution` that solves the bomb.
 * @param full also replay `bomb.solution` through the module reducer (the default).
 */
export function bombProblems(bomb: Bomb, full = true): string[] {
  const problems: string[] = [];
  if (!isStandardSerial(bomb.serial)) problems.push(`serial ${bomb.serial} is not in the standard shape`);
  if (new Set(bomb.colors).size !== 4 || !bomb.colors.every((c) => (COLORS as readonly string[]).includes(c))) {
    problems.push('colors are not the four LED colours in some order');
  }
  const position = positionProblem(bomb);
  if (position) return [...problems, position.error];
  for (const c of [namesProblem, cardsProblem, winnableProblem]) {
    const p = c(bomb);
    if (p) problems.push(p.error);
  }
  if (full && !solves(bomb, bomb.solution)) problems.push("the bomb's solution does not solve it without a strike");
  return problems;
}
