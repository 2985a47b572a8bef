/**
 * The TAC module of RULES.md §7 as a pure reducer: `step(state, input)` returns the next state
 * and the effects the view animates and sounds. The effects tell what happened in full: each
 * card played with the board after it (`card-played.board`), each strike with where on the track
 * it happened (`strike.spot`), so that no room after it works the rules out again. The browser
 * module, the CLI's `play` and the tests all drive exactly this function; the game around it
 * (strikes against the limit, the explosion, the discard pile, the played steps) is
 * gameState.ts. It never throws: an unknown or untimely input is answered with an `ignored`
 * effect.
 */
import { seatOfLed, startOf, wrap, type Seat } from '../rules/board';
import type { Card } from '../rules/cards';
import { nextAsk, resolvePlay, strikeOfCode, type Ask, type Choice, type StrikeReason } from '../rules/play';
import { AWAY, packBoard, pieceAt, unpackBoard, type Board } from '../rules/position';
import { pieceOfSeat, seatOfPiece } from '../rules/bomb';
import type { Puzzle } from '../rules/bomb';
import { strikeSpot, type StrikeSpot } from './strikeSpot';
import { isInput } from './inputs';

export { INPUTS, INPUT_WORDS, inputNamed, isInput, type Input } from './inputs';

/** A card waiting for an option button or for LEDs (RULES.md §7). */
export interface Pending {
  readonly slot: number;
  readonly card: Card;
  /** The choices made so far, 'l' / 'r'. */
  readonly choices: readonly Choice[];
  /** What the module asks now. */
  readonly ask: Ask;
  /** For the Trickster: the first LED seat pressed, if any. */
  readonly led: Seat | null;
}

/** The module's state. Immutable: `step` returns a new object. */
export interface ModuleState {
  readonly puzzle: Puzzle;
  /** Packed position (see rules/position.ts). */
  readonly pos: number;
  /** The hand; `null` marks a played card. */
  readonly hand: readonly (Card | null)[];
  readonly swapped: boolean;
  readonly pending: Pending | null;
  readonly solved: boolean;
}

/** A pawn space or your home. */
export type Spot = number | 'home';

/** What happened, in order, for the view, the sound and the log. */
export type Effect =
  | { readonly type: 'card-selected'; readonly slot: number; readonly card: Card }
  | { readonly type: 'options-shown'; readonly slot: number; readonly ask: 'diamond' | 'home' }
  | { readonly type: 'option-chosen'; readonly slot: number; readonly ask: 'diamond' | 'home'; readonly choice: Choice }
  | { readonly type: 'leds-awaited'; readonly slot: number }
  | { readonly type: 'led-selected'; readonly seat: Seat }
  | { readonly type: 'led-deselected'; readonly seat: Seat }
  | { readonly type: 'leds-hint' }
  | { readonly type: 'card-cancelled'; readonly slot: number }
  | { readonly type: 'swapped'; readonly slot: number; readonly from: Card; readonly to: Card }
  | {
      readonly type: 'card-played';
      readonly slot: number;
      readonly card: Card;
      readonly choices: readonly Choice[];
      readonly leds: readonly [Seat, Seat] | null;
      readonly discarded: boolean;
      /**
       * The board after the play, before the reset a strike causes; for a strike of the play
       * itself (RULES.md §6: nothing moved) the board the card was tried on.
       */
      readonly board: Board;
    }
  | {
      readonly type: 'pawn-moved';
      readonly from: Spot;
      readonly to: Spot;
      /** Spaces walked in order, ending with `to` (`'home'` last when entering home); a
       * Trickster exchange is a jump: `[to]`. */
      readonly path: readonly Spot[];
      readonly by: 'walk' | 'trickster' | 'reset';
    }
  | {
      readonly type: 'opponent-captured';
      readonly piece: 'opponent1' | 'opponent2';
      readonly seat: Seat;
      readonly space: number;
    }
  | { readonly type: 'pieces-exchanged'; readonly seats: readonly [Seat, Seat] }
  | {
      readonly type: 'strike';
      readonly reason: StrikeReason;
      /** Where on the track a card play struck (`strikeSpot`), when it struck somewhere. */
      readonly spot?: StrikeSpot;
    }
  | { readonly type: 'reset'; readonly cause: 'strike' | 'hold' }
  | { readonly type: 'solved' }
  | { readonly type: 'ignored'; readonly input: string; readonly why: string };

/** Result of one step. */
interface StepResult {
  readonly state: ModuleState;
  readonly effects: readonly Effect[];
}

/** The module as dealt: initial position, dealt hand, no swap made (RULES.md §7). */
export function initialState(puzzle: Puzzle): ModuleState {
  return {
    puzzle,
    pos: packBoard(puzzle.state),
    hand: [...puzzle.hand],
    swapped: false,
    pending: null,
    solved: false,
  };
}

/** The position of a module state in the JSON shape of CLI.md. */
export function boardOf(state: ModuleState): Board {
  return unpackBoard(state.puzzle.state.seat, state.pos);
}

/** Spot of your pawn in a packed position. */
function youSpot(pos: number): Spot {
  const y = pieceAt(pos, 0);
  return y === AWAY ? 'home' : y;
}

const ignore = (state: ModuleState, input: string, why: string): StepResult => ({
  state,
  effects: [{ type: 'ignored', input, why }],
});

/** Back to the initial state; the pawn's way back is part of the effects. */
function resetTo(state: ModuleState, cause: 'strike' | 'hold', before: readonly Effect[]): StepResult {
  const fresh = initialState(state.puzzle);
  const effects = [...before];
  effects.push({ type: 'reset', cause });
  const from = youSpot(state.pos);
  const to = youSpot(fresh.pos);
  if (from !== to) effects.push({ type: 'pawn-moved', from, to, path: [to], by: 'reset' });
  return { state: fresh, effects };
}

function strike(
  state: ModuleState,
  reason: StrikeReason,
  before: readonly Effect[] = [],
  spot: StrikeSpot | null = null,
): StepResult {
  return resetTo(state, 'strike', [...before, spot ? { type: 'strike', reason, spot } : { type: 'strike', reason }]);
}

/** The spaces your pawn walks for a move (RULES.md §6), ending with the destination. */
function walkPath(from: number, to: Spot, card: Card, seat: Seat): Spot[] {
  const path: Spot[] = [];
  const d = card.kind === 'reverse' ? -1 : 1;
  if (to === 'home') {
    const start = startOf(seat);
    for (let s = from; s !== start; s = wrap(s + d)) path.push(wrap(s + d));
    if (from === start) path.length = 0;
    path.push('home');
    return path;
  }
  for (let s = from; s !== to; s = wrap(s + d)) path.push(wrap(s + d));
  return path;
}

/** Plays the pending card with its complete choices (RULES.md §6–7). */
function play(
  state: ModuleState,
  slot: number,
  card: Card,
  choices: readonly Choice[],
  leds: readonly [Seat, Seat] | null,
): StepResult {
  const seat = state.puzzle.state.seat;
  const pair = leds ? ([pieceOfSeat(seat, leds[0]), pieceOfSeat(seat, leds[1])] as const) : undefined;
  const discarded = card.kind === 'diamond' && choices[0] === 'r';
  const next = resolvePlay(state.pos, startOf(seat), card, choices, pair);
  const tried = boardOf(state);
  const board = next < 0 ? tried : unpackBoard(seat, next);
  const effects: Effect[] = [{ type: 'card-played', slot, card, choices, leds, discarded, board }];
  if (next < 0) {
    const reason = strikeOfCode(next);
    return strike(state, reason, effects, strikeSpot(tried, card, reason));
  }

  const from = youSpot(state.pos);
  const to = youSpot(next);
  if (leds) {
    effects.push({ type: 'pieces-exchanged', seats: leds });
    if (from !== to) effects.push({ type: 'pawn-moved', from, to, path: [to], by: 'trickster' });
  } else if (!discarded && typeof from === 'number') {
    effects.push({ type: 'pawn-moved', from, to, path: walkPath(from, to, card, seat), by: 'walk' });
  }
  for (const k of [1, 3] as const) {
    if (pieceAt(state.pos, k) !== AWAY && pieceAt(next, k) === AWAY) {
      effects.push({
        type: 'opponent-captured',
        piece: k === 1 ? 'opponent1' : 'opponent2',
        seat: seatOfPiece(seat, k),
        space: pieceAt(state.pos, k),
      });
    }
  }

  const hand = state.hand.map((c, i) => (i === slot ? null : c));
  const cardsLeft = hand.some((c) => c !== null);
  const after: ModuleState = { ...state, pos: next, hand, pending: null };
  if (to === 'home') {
    if (cardsLeft) return strike(after, 'home-with-cards-left', effects);
    effects.push({ type: 'solved' });
    return { state: { ...after, solved: true }, effects };
  }
  if (!cardsLeft) return strike(after, 'hand-empty-not-home', effects);
  return { state: after, effects };
}

/** Shows the next option, or plays the card when nothing more is asked. */
function advance(
  state: ModuleState,
  slot: number,
  card: Card,
  choices: readonly Choice[],
  before: Effect[],
): StepResult {
  const ask = nextAsk(state.pos, startOf(state.puzzle.state.seat), card, choices);
  if (ask === null) {
    const r = play(state, slot, card, choices, null);
    return { state: r.state, effects: [...before, ...r.effects] };
  }
  const pending: Pending = { slot, card, choices, ask, led: null };
  before.push(ask === 'leds' ? { type: 'leds-awaited', slot } : { type: 'options-shown', slot, ask });
  return { state: { ...state, pending }, effects: before };
}

/**
 * What a short press of TAC does in `state` (RULES.md §7), in words the defuser can be told
 * without giving the bomb away: `'swap'` while no card is selected, none has been played and no
 * swap made (the bomb swaps when it has a swap, and strikes `swap-not-needed` when it has none:
 * the same answer for both, as every bomb shows the face-down swap card until then); `'cancel'`
 * while a card waits for an option or for LEDs (it goes back in the hand); else `'nothing'`
 * (a hold still resets). A solved module answers `'nothing'`.
 */
export function tacPress(state: ModuleState): 'swap' | 'cancel' | 'nothing' {
  if (state.solved) return 'nothing';
  if (state.pending) return 'cancel';
  return !state.swapped && state.hand.every((c) => c !== null) ? 'swap' : 'nothing';
}

/**
 * True when `input` would do something in `state`: anything but the lone `ignored` answer of
 * `step` (RULES.md §7: a played card, an option while none is shown, an LED while no Trickster
 * waits, a card while another waits for an option, any input once solved). A card pressed while
 * the Trickster waits acts (its LEDs blink as a hint); so does a card that would strike.
 * The view uses it to leave controls that cannot act out of the page's tab order and tree.
 */
export function acts(state: ModuleState, input: string): boolean {
  const { effects } = step(state, input);
  return !(effects.length === 1 && effects[0]!.type === 'ignored');
}

/**
 * One input to the module (RULES.md §7).
 * @param input an action word (CLI.md "Actions"); anything else is ignored.
 * @returns the next state (a new object when anything changed) and the effects in order.
 */
export function step(state: ModuleState, input: string): StepResult {
  if (!isInput(input)) return ignore(state, String(input), 'not an input of the module');
  if (state.solved) return ignore(state, input, 'the module is solved');
  const { puzzle, pending } = state;

  if (input === 'reset') return resetTo(state, 'hold', []);

  if (input === 'tac') {
    const press = tacPress(state);
    if (press === 'swap') {
      if (!puzzle.swap) return strike(state, 'swap-not-needed');
      const { slot, card } = puzzle.swap;
      const from = state.hand[slot]!;
      const hand = state.hand.map((c, i) => (i === slot ? card : c));
      return { state: { ...state, hand, swapped: true }, effects: [{ type: 'swapped', slot, from, to: card }] };
    }
    if (press === 'cancel' && pending)
      return { state: { ...state, pending: null }, effects: [{ type: 'card-cancelled', slot: pending.slot }] };
    return ignore(state, input, 'nothing to swap or cancel');
  }

  if (input === 'l' || input === 'r') {
    if (!pending || pending.ask === 'leds') return ignore(state, input, 'no option is shown');
    const choices = [...pending.choices, input];
    const effects: Effect[] = [{ type: 'option-chosen', slot: pending.slot, ask: pending.ask, choice: input }];
    return advance({ ...state, pending: null }, pending.slot, pending.card, choices, effects);
  }

  const ledSeat = seatOfLed(input);
  if (ledSeat !== undefined) {
    if (!pending || pending.ask !== 'leds') return ignore(state, input, 'no Trickster is waiting for LEDs');
    if (pending.led === null) {
      return {
        state: { ...state, pending: { ...pending, led: ledSeat } },
        effects: [{ type: 'led-selected', seat: ledSeat }],
      };
    }
    if (pending.led === ledSeat) {
      return {
        state: { ...state, pending: { ...pending, led: null } },
        effects: [{ type: 'led-deselected', seat: ledSeat }],
      };
    }
    const r = play({ ...state, pending: null }, pending.slot, pending.card, [], [pending.led, ledSeat]);
    return { state: r.state, effects: [{ type: 'led-selected', seat: ledSeat }, ...r.effects] };
  }

  // A card slot "1" … "5".
  const slot = Number(input) - 1;
  const card = state.hand[slot];
  if (card === undefined) return ignore(state, input, `there is no card ${input}`);
  if (card === null) return ignore(state, input, `card ${input} has been played`);
  if (puzzle.swap && !state.swapped) return strike(state, 'swap-required');
  if (pending?.ask === 'leds') return { state, effects: [{ type: 'leds-hint' }] };
  if (pending) return ignore(state, input, `card ${pending.slot + 1} is waiting for an option`);
  return advance(state, slot, card, [], [{ type: 'card-selected', slot, card }]);
}

/** Runs a sequence of inputs; returns the final state and the strike reasons in order. */
export function run(
  state: ModuleState,
  inputs: readonly string[],
): { state: ModuleState; strikes: StrikeReason[]; effects: Effect[] } {
  const strikes: StrikeReason[] = [];
  const effects: Effect[] = [];
  for (const input of inputs) {
    const r = step(state, input);
    state = r.state;
    for (const e of r.effects) {
      effects.push(e);
      if (e.type === 'strike') strikes.push(e.reason);
    }
  }
  return { state, strikes, effects };
}
