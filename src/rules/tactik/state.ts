/**
 * A Tac-Tik game as plain, JSON-serialisable data (`TactikState`), a new game from a seed, the
 * deal and the turn order (docs/tactik.md §4–5, §16). A page saves the state as JSON and
 * continues from it after a reload; the same seed and the same moves give the same game.
 */
import type { PawnSpot } from './board';
import { fullDeck, shuffled, type CardId } from './deck';
import {
  colorCount,
  handSize,
  PAWNS_PER_COLOR,
  tableOf,
  type PlayerCount,
  type TableOptions,
  type TwoPlayerColors,
} from './table';

/** Phases of a game: the secret exchange after a deal, play, or over (a team has won). */
type Phase = 'exchange' | 'play' | 'over';

/** Version tag of the state's shape, checked when a saved game is read back. */
export const STATE_FORMAT = 'tactik/1';

/** Everything about a game in progress. Nothing else is needed to continue it. */
export interface TactikState {
  readonly format: typeof STATE_FORMAT;
  /** The game's seed: with the moves played, it decides every shuffle. */
  readonly seed: string;
  readonly table: TableOptions;
  /** Every pawn, 4 per colour: pawns 4c … 4c+3 are colour c's. */
  readonly pawns: readonly PawnSpot[];
  /** Each seat's hand, in the order received. */
  readonly hands: readonly (readonly CardId[])[];
  /** The draw pile; the next card dealt is the last. */
  readonly draw: readonly CardId[];
  /** Played and discarded cards, oldest first. */
  readonly discard: readonly CardId[];
  /** Shuffles made so far (the next is shuffle number `shuffles`). */
  readonly shuffles: number;
  /** Deals made so far (1 after the first). */
  readonly deals: number;
  /** The seat that dealt the current hands. */
  readonly dealer: number;
  readonly phase: Phase;
  /** The seat to act: to give a card in the exchange, or to play. */
  readonly turn: number;
  /** The card each seat has chosen to give in this exchange (secret; null until chosen). */
  readonly given: readonly (CardId | null)[];
  /** The winning team once the phase is `over`, else null. */
  readonly winner: number | null;
  /** Moves applied so far (gives, plays, discards). */
  readonly moves: number;
}

/** What happened while dealing: the dealer, and whether the discard pile was shuffled in. */
interface DealReport {
  readonly dealer: number;
  readonly reshuffled: boolean;
}

/**
 * A new game: every pawn in its reserve, the deck shuffled from `seed`, and the first deal made
 * by the last seat, so seat 0 gives first in the exchange and plays first (§4).
 * @param players 2, 3, 4 or 6.
 * @param coloursEach at 2 players, 2 or 3 colours each (default 2); ignored otherwise.
 * @throws RangeError for a table the document does not allow (see `tableOf`).
 */
export function newGame(
  seed: string,
  players: PlayerCount | number,
  colorsEach?: TwoPlayerColors | number,
): TactikState {
  const table = tableOf(players, colorsEach);
  const pawns: PawnSpot[] = Array.from({ length: colorCount(table) * PAWNS_PER_COLOR }, () => ({ zone: 'reserve' }));
  const base: TactikState = {
    format: STATE_FORMAT,
    seed,
    table,
    pawns,
    hands: Array.from({ length: table.players }, () => []),
    draw: shuffled(fullDeck(), seed, 0),
    discard: [],
    shuffles: 1,
    deals: 0,
    dealer: 0,
    phase: 'exchange',
    turn: 0,
    given: Array.from({ length: table.players }, () => null),
    winner: null,
    moves: 0,
  };
  return dealFrom(base, table.players - 1).state;
}

/**
 * The next deal (§4): `dealer` deals one card at a time clockwise from the next seat until each
 * has `handSize` cards; when the draw pile runs out the discard pile is shuffled (shuffle
 * number `shuffles`) to go on. Then the exchange starts with the seat after the dealer.
 */
export function dealFrom(s: TactikState, dealer: number): { state: TactikState; report: DealReport } {
  const n = s.table.players;
  let draw = [...s.draw];
  let discard = [...s.discard];
  let shuffles = s.shuffles;
  let reshuffled = false;
  const hands: CardId[][] = s.hands.map((h) => [...h]);
  for (let round = 0; round < handSize(s.table); round++) {
    for (let k = 1; k <= n; k++) {
      if (draw.length === 0) {
        draw = shuffled(discard, s.seed, shuffles++);
        discard = [];
        reshuffled = true;
      }
      hands[(dealer + k) % n]!.push(draw.pop()!);
    }
  }
  const state: TactikState = {
    ...s,
    hands,
    draw,
    discard,
    shuffles,
    deals: s.deals + 1,
    dealer,
    phase: 'exchange',
    turn: (dealer + 1) % n,
    given: Array.from({ length: n }, () => null),
  };
  return { state, report: { dealer, reshuffled } };
}

/** The next seat clockwise after `seat` that still holds cards, or −1 when every hand is empty. */
export function nextSeatWithCards(s: TactikState, seat: number): number {
  const n = s.table.players;
  for (let k = 1; k <= n; k++) {
    const q = (seat + k) % n;
    if (s.hands[q]!.length > 0) return q;
  }
  return -1;
}
