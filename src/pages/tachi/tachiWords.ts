/**
 * The Tâchi table in words: the players' names, where a pawn is, what a move does, each event of
 * the log. Used by the log, the status line, the move choices and the board's description for a
 * screen reader. Pure: no DOM.
 */
import {
  KATTI_OF,
  OUT,
  squareName,
  squareOfStep,
  stepSquares,
  TACHI_STEP,
  WAITING_STEP,
  type TachiEvent,
  type TachiMove,
  type TachiSeat,
  type TachiState,
} from '../../rules/tachi';
import type { SeatKind } from './tachiAddress';

/** The players' colours, in the order they play (red and blue face to face at a table of two). */
export const PLAYER_COLORS = ['Red', 'Blue', 'Yellow', 'Green'] as const;
/** The shape each player's pawns have on the board, so that colour is not the only sign. */
export const PLAYER_SHAPES = ['circle', 'square', 'diamond', 'triangle'] as const;

const SEAT_WORDS: Readonly<Record<TachiSeat, string>> = { south: 'South', east: 'East', north: 'North', west: 'West' };

/** A seat's edge in words: "South". */
function seatWord(seat: TachiSeat): string {
  return SEAT_WORDS[seat];
}

/** A player's name: its colour and who plays it, "Red (you)", "Blue (bot)". */
export function playerName(kinds: readonly SeatKind[], player: number): string {
  return `${PLAYER_COLORS[player]} (${kinds[player]})`;
}

/** Where a pawn is: "off the board", "in the tachi", "e1, its katti", "f6, its waiting square", "c8". */
export function placeWords(seat: TachiSeat, at: number): string {
  if (at === OUT) return 'off the board';
  if (at === TACHI_STEP) return 'in the tachi';
  const name = squareName(squareOfStep(seat, at));
  if (at === 0) return `${name}, its katti`;
  if (at === WAITING_STEP) return `${name}, its waiting square`;
  return name;
}

/** A place with its step: "c8 (step 37 of 78)". */
function placeWithStep(seat: TachiSeat, at: number): string {
  const words = placeWords(seat, at);
  return at === OUT || at === TACHI_STEP ? words : `${words} (step ${at} of ${TACHI_STEP})`;
}

const n = (k: number, one: string, many: string) => `${k} ${k === 1 ? one : many}`;

/** What a move captures: "; captures Blue's pawn 2 on a7", or nothing. */
function captureWords(kinds: readonly SeatKind[], move: TachiMove): string {
  if (move.captures.length === 0) return '';
  const list = move.captures.map((c) => `${PLAYER_COLORS[c.player]}'s pawn ${c.pawn + 1} on ${squareName(c.square)}`);
  return `; captures ${list.join(' and ')}`;
}

/**
 * A move as a choice: "Pawn 1: 7 squares, e1 to i3", "Pawn 1: 3 squares, e1 to h1; pawn 2: 4
 * squares, e1 to i1", "Pawn 1 into the tachi", "Pawn 2 back onto the katti e1"; with its captures.
 */
export function moveWords(state: TachiState, kinds: readonly SeatKind[], move: TachiMove): string {
  const seat = state.seats[state.turn]!;
  const from = (at: number) => squareName(squareOfStep(seat, at));
  let words: string;
  switch (move.kind) {
    case 'tachi':
      words = move.steps.length === 2 ? 'Both pawns into the tachi' : `Pawn ${move.steps[0]!.pawn + 1} into the tachi`;
      break;
    case 're-enter':
      words = `Pawn ${move.steps[0]!.pawn + 1} back onto the katti ${squareName(KATTI_OF[seat])}`;
      break;
    case 'total': {
      const st = move.steps[0]!;
      words = `Pawn ${st.pawn + 1}: ${n(st.to - st.from, 'square', 'squares')}, ${from(st.from)} to ${placeWords(seat, st.to)}`;
      break;
    }
    case 'split':
      words = move.steps
        .map(
          (st, i) =>
            `${i === 0 ? 'Pawn' : 'pawn'} ${st.pawn + 1}: ${n(st.to - st.from, 'square', 'squares')}, ${from(st.from)} to ${placeWords(seat, st.to)}`,
        )
        .join('; ');
      break;
  }
  return words + captureWords(kinds, move);
}

/** Words with their first letter in lower case, to follow a colon: "pawn 1: 7 squares, …". */
export function lowerFirst(words: string): string {
  return words.charAt(0).toLowerCase() + words.slice(1);
}

/** The squares a move's pawns pass, in words: "Pawn 1: f1 g1 h1 i1 i2 i3." */
export function pathWords(state: TachiState, move: TachiMove): string {
  const seat = state.seats[state.turn]!;
  return move.steps.map((st) => `Pawn ${st.pawn + 1}: ${stepSquares(seat, st).map(squareName).join(' ')}.`).join(' ');
}

/** The dice in words: "3 and 4", "a double 4". */
export function diceWords(dice: readonly [number, number]): string {
  return dice[0] === dice[1] ? `a double ${dice[0]}` : `${dice[0]} and ${dice[1]}`;
}

/**
 * One event as a line of the log. `before` is the state the event happened in (for a move, the
 * state before it).
 */
export function eventWords(before: TachiState, kinds: readonly SeatKind[], event: TachiEvent): string {
  const who = playerName(kinds, event.player);
  switch (event.type) {
    case 'rolled':
      return `${who} rolled ${diceWords(event.dice)}.`;
    case 'no-move':
      return `${who} cannot move.`;
    case 'moved':
      return `${who}: ${lowerFirst(moveWords(before, kinds, event.move))}.`;
    case 'again':
      return `${who} rolled a double and plays again.`;
    case 'turn':
      return `${who} to play.`;
    case 'won':
      return `${who} won: both pawns in the tachi.`;
  }
}

/** A player's pawns for the board's description: "Red (you), South: pawn 1 e1, its katti (step 0 of 78); pawn 2 …". */
export function playerLine(state: TachiState, kinds: readonly SeatKind[], player: number): string {
  const seat = state.seats[player]!;
  const pawns = state.pawns[player]!.map((at, i) => `pawn ${i + 1} ${placeWithStep(seat, at)}`);
  return `${playerName(kinds, player)}, ${seatWord(seat)}: ${pawns.join('; ')}`;
}
