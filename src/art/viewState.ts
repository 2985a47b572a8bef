/**
 * What the module scene draws, as plain data: `ModuleViewState`. Built from the module
 * reducer's state (src/module/moduleReducer.ts) and the bomb's public face (seat, LED colours,
 * names). Pure and DOM-free; the scene only draws what this says, it never decides rules.
 */
import type { Color, Seat } from '../rules/board';
import type { Card } from '../rules/cards';
import { boardOf, initialState, tacPress, type ModuleState } from '../module/moduleReducer';
import { type Puzzle, seatOfPiece } from '../rules/bomb';
import { capturedSeats, type BombFace } from '../rules/bomb';

/** The status light: off while armed, red flash on strike (an effect), green solved, red exploded. */
export type Light = 'armed' | 'solved' | 'exploded';

/** Everything the module scene needs to draw one still frame. */
export interface ModuleViewState {
  /** The defuser's seat S (RULES.md §1). */
  readonly seat: Seat;
  /** LED colour of seats 0…3. */
  readonly colors: readonly [Color, Color, Color, Color];
  /** Label beside each seat's LED, seats 0…3: "You" at S, the bomb's names at S+1, S+2, S+3. */
  readonly labels: readonly [string, string, string, string];
  /** Your pawn: a track space 0–31 or `'home'`. */
  readonly you: number | 'home';
  /** The five (or fewer) hand slots; `null` for a played card. */
  readonly hand: readonly (Card | null)[];
  /**
   * True while the face-down swap card lies on its pile: every bomb shows it until a swap is
   * made, so that the defuser cannot see whether the bomb needs one (RULES.md §7).
   */
  readonly swapWaiting: boolean;
  /** The played cards, oldest first (the last one is on top of the discard pile). */
  readonly discard: readonly Card[];
  /** The card waiting for an option or for LEDs, if any (RULES.md §7). */
  readonly pending: {
    readonly slot: number;
    readonly card: Card;
    readonly ask: 'diamond' | 'home' | 'leds';
    readonly led: Seat | null;
  } | null;
  /** What a short press of TAC would do now (`tacPress`, src/module/moduleReducer.ts). */
  readonly tac: 'swap' | 'cancel' | 'nothing';
  /** Seats whose LED is out (captured opponents). */
  readonly ledsOff: readonly Seat[];
  readonly light: Light;
  /** Print each colour's initial on the LEDs and the pawn. */
  readonly colorBlind: boolean;
}

/** LED labels of seats 0…3 for a bomb: "You" at the defuser's seat. */
export function seatLabels(bomb: BombFace): [string, string, string, string] {
  const out: [string, string, string, string] = ['', '', '', ''];
  for (let k = 0; k < 4; k++) out[seatOfPiece(bomb.seat, k)] = k === 0 ? 'You' : bomb.names[k - 1]!;
  return out;
}

/**
 * The view of a module state.
 * @param extra the parts the reducer does not keep: the discard pile in play order, the light
 *   (defaults from `state.solved`) and the colour-blind setting.
 */
export function viewStateOf(
  bomb: BombFace,
  state: ModuleState,
  extra: { discard?: readonly Card[]; light?: Light; colorBlind?: boolean } = {},
): ModuleViewState {
  const board = boardOf(state);
  const p = state.pending;
  return {
    seat: bomb.seat,
    colors: bomb.colors,
    labels: seatLabels(bomb),
    you: board.you,
    hand: state.hand,
    swapWaiting: !state.swapped,
    discard: extra.discard ?? [],
    pending: p ? { slot: p.slot, card: p.card, ask: p.ask, led: p.led } : null,
    tac: extra.light === 'exploded' ? 'nothing' : tacPress(state), // an exploded bomb takes no input
    ledsOff: capturedSeats(board),
    light: extra.light ?? (state.solved ? 'solved' : 'armed'),
    colorBlind: extra.colorBlind ?? false,
  };
}

/** The view of a bomb as dealt (for a static drawing, e.g. the designer's revealed bomb). */
export function viewStateOfBomb(bomb: BombFace & Puzzle, extra: { colorBlind?: boolean } = {}): ModuleViewState {
  return viewStateOf(bomb, initialState(bomb), extra);
}
