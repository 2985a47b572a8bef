/**
 * The bomb's types, in one home: its public face (`BombFace`: seat, LED colours, names), what
 * the module is dealt (`Puzzle`: position, hand, swap), the whole bomb of `tac generate`
 * (`Bomb`, CLI.md "Bomb"), and the small helpers every room needs with them: the played hand
 * (the hand after the swap, RULES.md §7), the seat arithmetic of pieces and LEDs (RULES.md §1)
 * and the captured opponents' seats (their LEDs out). Pure.
 */
import type { Color, Seat } from './board';
import type { Card } from './cards';
import type { Board } from './position';

/** The public face of a bomb, as in `tac generate` (CLI.md "Bomb"). */
export interface BombFace {
  readonly seat: Seat;
  readonly colors: readonly [Color, Color, Color, Color];
  /** Names shown at seats S+1, S+2, S+3. */
  readonly names: readonly [string, string, string];
}

/** What the module is dealt: the initial position, the hand and the optional swap (RULES.md §7). */
export interface Puzzle {
  readonly state: Board;
  /** 1 to 5 cards, slot 0 leftmost. */
  readonly hand: readonly Card[];
  /** When present, the dealt hand is unwinnable and TAC replaces hand[slot] by card. */
  readonly swap: { readonly slot: number; readonly card: Card } | null;
}

/** A bomb as `tac generate` prints it (CLI.md "Bomb"). */
export interface Bomb extends BombFace, Puzzle {
  readonly seed: string;
  readonly ruleSeed: number;
  readonly serial: string;
  /** One winning sequence of action words from the dealt position ("tac" first with a swap). */
  readonly solution: readonly string[];
}

/** A bomb the module can play: its public face and what the module is dealt. */
export type PlayableBomb = BombFace & Puzzle;

/**
 * The hand the module is played with: the dealt hand with the swap card in its slot when the
 * bomb has a swap (RULES.md §7), a new array either way. Works on cards or on their codes (`C`).
 */
export function playedHand<C = Card>(puzzle: {
  readonly hand: readonly C[];
  readonly swap: { readonly slot: number; readonly card: C } | null;
}): C[] {
  const { hand, swap } = puzzle;
  return swap ? hand.map((c, i) => (i === swap.slot ? swap.card : c)) : [...hand];
}

/** The seat where piece k (0 you … 3 opponent 2) sits, for the defuser's seat S. */
export function seatOfPiece(seat: Seat, k: number): Seat {
  return ((seat + k) & 3) as Seat;
}

/** The piece index (0 you … 3 opponent 2) sitting at `ledSeat`, for the defuser's seat S. */
export function pieceOfSeat(seat: Seat, ledSeat: Seat): number {
  return (ledSeat - seat + 4) & 3;
}

/** The partner's seat, across the board from the defuser's seat S (RULES.md §1). */
export function partnerSeat(seat: Seat): Seat {
  return seatOfPiece(seat, 2);
}

/** Seats whose LEDs are out in a position: the seats of captured opponents (opponent 1 at S+1, opponent 2 at S+3). */
export function capturedSeats(board: Board): Seat[] {
  const out: Seat[] = [];
  if (board.opponent1 === null) out.push(seatOfPiece(board.seat, 1));
  if (board.opponent2 === null) out.push(seatOfPiece(board.seat, 3));
  return out;
}
