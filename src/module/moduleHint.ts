/**
 * The hint (issue 19): from the module's state (moduleReducer.ts), the next step of a winning
 * line and why, as data (the input that carries it out, the line from here) and in English
 * words for the defuser:
 *
 * - "This hand cannot win as dealt: tap TAC to swap." (a bomb with a swap not yet made);
 * - "Play card 3 (a 5): it captures opponent 1 on space 12.";
 * - "Choose enter home (the right option): it takes your pawn home." (a card waiting for its
 *   option; the bomb page's words for the option buttons: move, discard, pass, enter home);
 * - "Choose the top-left LED (Kate), then the bottom-right LED (You): it exchanges …" (the
 *   Trickster waiting for LEDs, each LED named by its corner);
 * - "Tap TAC to put card 3 (a 9) back in the hand: no winning line plays it now." (a waiting
 *   card that cannot win, or "Press the top-left LED (Kate) again to release it: …");
 * - after a wrong play: "From here the hand can no longer win; hold TAC to reset.".
 *
 * The winning line is the solver's (src/rules/solver.ts, RULES.md §8) from the position the
 * module is in, with the cards still in hand. Each hint keeps the hand winnable, so following
 * hints from any winnable state solves the module with no strike (tests/unit/moduleHint.test.ts).
 * Pure and DOM-free.
 */
import { LED_NAMES, startOf, type Seat } from '../rules/board';
import type { Card } from '../rules/cards';
import { outcomes, type Choice } from '../rules/play';
import { AWAY, packBoard } from '../rules/position';
import { findSolution, isWinnable, variantPlay, type Play } from '../rules/solver';
import type { Input, ModuleState, Pending } from './moduleReducer';
import {
  cardWords,
  effectWords,
  ledWords,
  optionWords,
  playAsks,
  pressWords,
  resultOf,
  type SeatNames,
} from './playWords';

/**
 * What the hint says to do: `swap` (tap TAC), `play` (a card), `option` (an option button),
 * `led` (an LED for the Trickster), `release` (press the chosen LED again), `cancel` (tap TAC to
 * put the waiting card back), `lost` (hold TAC: the hand can no longer win), `solved` (nothing
 * left), `unwinnable` (a bomb no line wins, which the generator and the bomb check never let in).
 */
export type HintKind = 'swap' | 'play' | 'option' | 'led' | 'release' | 'cancel' | 'lost' | 'solved' | 'unwinnable';

/** A hint: data for the page and the tests, words for the defuser. */
export interface Hint {
  readonly kind: HintKind;
  /** The module input that carries the hint out (`reset` is the TAC hold), or null when none does. */
  readonly input: Input | null;
  /** The whole hint, one or two sentences of English ending with a full stop. */
  readonly text: string;
  /** Why, the part of `text` after the colon ("it captures opponent 1 on space 12"). */
  readonly why: string;
  /**
   * A winning line from this state with the cards in hand (real hand slots 0–4; the waiting
   * card's play first, with every choice), or null for `swap`, `lost`, `solved`, `unwinnable`.
   */
  readonly line: readonly Play[] | null;
}

const buf = new Int32Array(12);

/** The cards still in hand and their slots. */
function inHand(hand: readonly (Card | null)[], except = -1): { cards: Card[]; slots: number[] } {
  const cards: Card[] = [];
  const slots: number[] = [];
  hand.forEach((c, i) => {
    if (c && i !== except) {
      cards.push(c);
      slots.push(i);
    }
  });
  return { cards, slots };
}

/** A winning line from `pos` with the hand's cards (slot `except` left out), in real slots; null when none. */
function lineFrom(pos: number, seat: Seat, hand: readonly (Card | null)[], except = -1): Play[] | null {
  const { cards, slots } = inHand(hand, except);
  if (cards.length === 0) return (pos & 63) === AWAY ? [] : null;
  if ((pos & 63) === AWAY) return null; // home with cards left strikes (RULES.md §7)
  const plays = findSolution(pos, seat, cards);
  return plays && plays.map((p) => ({ ...p, slot: slots[p.slot]! }));
}

/** The hand played so far: some card is gone. */
function anyPlayed(state: ModuleState): boolean {
  return state.hand.some((c) => c === null);
}

/** True when the bomb can be won from its start (after its swap, if it has one). */
function bombWinnable(state: ModuleState): boolean {
  const { puzzle } = state;
  const hand = puzzle.swap ? puzzle.hand.map((c, i) => (i === puzzle.swap!.slot ? puzzle.swap!.card : c)) : puzzle.hand;
  return isWinnable(packBoard(puzzle.state), puzzle.state.seat, hand);
}

const hint = (kind: HintKind, input: Input | null, lead: string, why: string, line: readonly Play[] | null): Hint => ({
  kind,
  input,
  text: why ? `${lead}: ${why}.` : `${lead}.`,
  why,
  line,
});

/** Every play of the waiting card that the module can still make (its choices so far kept) and that wins. */
function winningPlays(state: ModuleState, p: Pending): { play: Play; line: Play[] }[] {
  const seat = state.puzzle.state.seat;
  const n = outcomes(state.pos, startOf(seat), p.card, buf);
  const out: { play: Play; line: Play[] }[] = [];
  for (let i = 0; i < n; i += 2) {
    const next = buf[i]!;
    const play = variantPlay(seat, p.slot, buf[i + 1]!);
    if (!p.choices.every((c, k) => play.choices[k] === c)) continue;
    const rest = lineFrom(next, seat, state.hand, p.slot);
    if (rest) out.push({ play, line: [play, ...rest] });
  }
  return out;
}

/** The hint while a card waits for an option or for LEDs (RULES.md §7). */
function pendingHint(state: ModuleState, p: Pending, names?: SeatNames): Hint {
  const seat = state.puzzle.state.seat;
  const wins = winningPlays(state, p);
  const effect = (play: Play) => {
    const r = resultOf(state.pos, seat, p.card, play);
    return r.ok ? effectWords(state.pos, r.pos, p.card, play, seat) : '';
  };
  if (p.ask === 'leds') {
    const chosen = p.led;
    if (chosen === null && wins.length) {
      const { play, line } = wins[0]!;
      const [a, b] = play.leds!;
      const lead = `Choose ${ledWords(a, seat, names)}, then ${ledWords(b, seat, names)}`;
      return hint('led', LED_NAMES[a], lead, effect(play), line);
    }
    const withChosen = wins.find((w) => w.play.leds!.includes(chosen!));
    if (withChosen) {
      const other = withChosen.play.leds!.find((s) => s !== chosen)!;
      const play: Play = { slot: p.slot, choices: [], leds: [chosen!, other] };
      return hint('led', LED_NAMES[other], `Choose ${ledWords(other, seat, names)}`, effect(play), [
        play,
        ...withChosen.line.slice(1),
      ]);
    }
    if (wins.length) {
      const lead = `Press ${ledWords(chosen!, seat, names)} again to release it`;
      return hint('release', LED_NAMES[chosen!], lead, 'no winning exchange uses it', wins[0]!.line);
    }
  } else if (wins.length) {
    const { play, line } = wins[0]!;
    const asks = playAsks(state.pos, seat, p.card, play.choices);
    const next = play.choices.slice(p.choices.length);
    const words = next.map((c, i) => optionWords(asks[p.choices.length + i] as 'diamond' | 'home', c));
    return hint('option', next[0] as Choice, `Choose ${words.join(', then ')}`, effect(play), line);
  }
  const lead = `Tap TAC to put ${cardWords(p.slot, p.card)} back in the hand`;
  return hint('cancel', 'tac', lead, 'no winning line plays it now', lineFrom(state.pos, seat, state.hand));
}

/**
 * The next step of a winning line from `state`, and why (see the file comment for the words).
 * @param state any state of the module reducer (moduleReducer.ts)
 * @param names the names shown at seats S+1, S+2, S+3 (the bomb's `names`): LEDs are then named
 *   "the top-left LED (Kate)"; without them "the top-left LED".
 * @returns the hint; never throws for a state the reducer made.
 */
export function hintOf(state: ModuleState, names?: SeatNames): Hint {
  if (state.solved) return hint('solved', null, 'The module is solved', '', []);
  const { puzzle } = state;
  const seat = puzzle.state.seat;
  if (puzzle.swap && !state.swapped) {
    return hint('swap', 'tac', 'This hand cannot win as dealt', 'tap TAC to swap', null);
  }
  const line = lineFrom(state.pos, seat, state.hand);
  if (!line) {
    if (anyPlayed(state) && bombWinnable(state)) {
      return hint('lost', 'reset', 'From here the hand can no longer win; hold TAC to reset', '', null);
    }
    return hint('unwinnable', null, 'No order of these cards wins: this bomb cannot be solved', '', null);
  }
  if (state.pending) return pendingHint(state, state.pending, names);
  const play = line[0]!;
  const card = state.hand[play.slot]!;
  const r = resultOf(state.pos, seat, card, play);
  const why = r.ok ? effectWords(state.pos, r.pos, card, play, seat) : '';
  const dealt = !puzzle.swap && !anyPlayed(state) ? 'This hand can win as dealt, without a swap. ' : '';
  const lead = `${dealt}Play ${cardWords(play.slot, card)}${pressWords(state.pos, seat, card, play, names)}`;
  return hint('play', String(play.slot + 1) as Input, lead, why, line);
}
