/**
 * Checks a hand-edited bomb (the designer's "Bomb JSON" text area) beyond its shape: everything
 * a module could really deal (RULES.md §5, §7, §9). The shape is checked by
 * `bombSchema` (src/io/schemas.ts); this adds the semantic checks, each failure one sentence
 * naming the field, e.g. `bomb.names[1] "Sarah" puts the partner on space 12, but
 * bomb.state.partner is 20 (RULES.md §5); "Kate" fits`.
 */
import { check, bombSchema } from '../../io/schemas';
import { initialState, run } from '../../module/moduleReducer';
import type { Bomb } from '../../rules/generator';
import { namesFor } from '../../rules/placement';
import { packBoard } from '../../rules/position';
import { ruleSet } from '../../rules/ruleSeed';
import { isStandardSerial, serialValues } from '../../rules/serial';
import { wrap } from '../../rules/board';
import { findSolution, isWinnable, playsToActions } from '../../rules/solver';
import type { Card } from '../../rules/cards';

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

const PIECE_WORDS = { opponent1: 'opponent 1', partner: 'the partner', opponent2: 'opponent 2' } as const;

/** The hand that is played: the dealt hand with the swap made (RULES.md §7). */
export function playedHand(hand: readonly Card[], swap: Bomb['swap']): Card[] {
  return swap ? hand.map((c, i) => (i === swap.slot ? swap.card : c)) : [...hand];
}

/**
 * Checks a parsed JSON value as a bomb (CLI.md "Bomb" shape plus RULES.md §5, §7, §9):
 * `state.seat` equals `seat`; all four pieces on the track, your pawn not home; the names place
 * the invisible pieces where they are; five cards of the rule seed's deck; with a swap, a swap
 * card different from the slot's card, the dealt hand unwinnable; the hand that is played
 * winnable. A missing or wrong `solution` is recomputed (noted), never an error.
 * @returns the bomb, or the first problem as one sentence naming the field. Never throws.
 */
export function checkBombValue(json: unknown): BombCheck {
  const shape = check(bombSchema, json, 'bomb');
  if (!shape.ok) return { ok: false, error: shape.error };
  const b = shape.value;
  const notes: string[] = [];
  const { state } = b;
  if (state.seat !== b.seat) {
    return { ok: false, error: `bomb.state.seat must equal bomb.seat (${b.seat}), not ${state.seat}` };
  }
  if (state.you === 'home') {
    return {
      ok: false,
      error: 'bomb.state.you must be a track space 0–31: a bomb starts with your pawn on the track, not "home"',
    };
  }
  for (const k of ['opponent1', 'opponent2'] as const) {
    if (state[k] === null)
      return {
        ok: false,
        error: `bomb.state.${k} must be a track space 0–31: every piece starts on the track, not null`,
      };
  }
  const fit = namesFor(b.serial, b.ruleSeed, state.you, {
    opponent1: state.opponent1!,
    partner: state.partner,
    opponent2: state.opponent2!,
  });
  const pieces = ['opponent1', 'partner', 'opponent2'] as const;
  for (let i = 0; i < 3; i++) {
    if (fit[i] !== b.names[i]) {
      const rules = ruleSet(b.ruleSeed);
      const prev = i === 0 ? state.you : state[pieces[i - 1]!]!;
      const vals = serialValues(b.serial);
      const [a, c] = i === 0 ? [0, 5] : i === 1 ? [1, 4] : [2, 3];
      const wrongSpace = wrap(prev + vals[a]! + vals[c]! + rules.offsetOf(b.names[i]!)!);
      const piece = pieces[i]!;
      return {
        ok: false,
        error:
          `bomb.names[${i}] "${b.names[i]}" puts ${PIECE_WORDS[piece]} on space ${wrongSpace}, but bomb.state.${piece} is ` +
          `${state[piece]} (RULES.md §5); "${fit[i]}" fits`,
        fitNames: fit,
      };
    }
  }
  if (b.hand.length !== 5) {
    return { ok: false, error: `bomb.hand must hold 5 cards (the module deals five), not ${b.hand.length}` };
  }
  const deck = ruleSet(b.ruleSeed).deck;
  const deckWords = deck.map((c) => c.code).join(' ');
  const outside = b.hand.findIndex((c) => !deck.includes(c));
  if (outside >= 0) {
    return {
      ok: false,
      error: `bomb.hand[${outside}] "${b.hand[outside]!.code}" is not in the deck of rule seed ${b.ruleSeed} (${deckWords})`,
    };
  }
  const swap = b.swap ?? null;
  if (swap && !deck.includes(swap.card)) {
    return {
      ok: false,
      error: `bomb.swap.card "${swap.card.code}" is not in the deck of rule seed ${b.ruleSeed} (${deckWords})`,
    };
  }
  if (swap && swap.card === b.hand[swap.slot]) {
    return {
      ok: false,
      error: `bomb.swap.card must differ from bomb.hand[${swap.slot}] ("${swap.card.code}"): the swap would change nothing`,
    };
  }
  const pos = packBoard(state);
  if (swap && isWinnable(pos, b.seat, b.hand)) {
    return {
      ok: false,
      error:
        'bomb.swap must be null: the dealt hand is already winnable, and a bomb with a swap deals an unwinnable hand (RULES.md §7)',
    };
  }
  const played = playedHand(b.hand, swap);
  const plays = findSolution(pos, b.seat, played);
  if (!plays) {
    return {
      ok: false,
      error: swap
        ? `bomb.swap.card "${swap.card.code}": the hand after the swap is not winnable from bomb.state (RULES.md §8)`
        : 'bomb.hand is not winnable from bomb.state (RULES.md §8)',
    };
  }
  if (!isStandardSerial(b.serial))
    notes.push(`serial ${b.serial} is not in the standard shape (accepted, RULES.md §3)`);
  let solution: string[];
  const given = b.solution ?? null;
  const replay = given ? run(initialState({ state, hand: b.hand, swap }), given) : null;
  if (given && replay && replay.state.solved && replay.strikes.length === 0) solution = [...given];
  else {
    solution = swap ? ['tac', ...playsToActions(plays)] : playsToActions(plays);
    notes.push(
      given
        ? 'bomb.solution did not solve the bomb without a strike: recomputed'
        : 'bomb.solution was missing: computed',
    );
  }
  const bomb: Bomb = {
    seed: b.seed,
    ruleSeed: b.ruleSeed,
    serial: b.serial,
    seat: b.seat,
    colors: b.colors,
    names: [b.names[0], b.names[1], b.names[2]],
    state,
    hand: b.hand,
    swap,
    solution,
  };
  return { ok: true, bomb, notes };
}

/**
 * Checks the text of the "Bomb JSON" area: JSON syntax first (`Bomb JSON is not valid JSON: …`),
 * then `checkBombValue`. Never throws.
 */
export function checkBombText(text: string): BombCheck {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `Bomb JSON is not valid JSON: ${(e as Error).message}` };
  }
  try {
    return checkBombValue(json);
  } catch (e) {
    return { ok: false, error: `bomb could not be checked: ${(e as Error).message}` };
  }
}
