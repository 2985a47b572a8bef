/**
 * Every way to play one card from a position, with the action words that make it (RULES.md
 * §6–7): the option choices the module asks for in turn, or the two LEDs of the Trickster. The
 * KTANE log reader uses it to follow a logged board back to the play that made it. The result of
 * each play comes from `resolvePlay`, the one place the card rules live.
 */
import { LED_NAMES, startOf, type Seat } from './board';
import type { Card } from './cards';
import { nextAsk, PAIRS, resolvePlay, type Choice } from './play';
import { seatOfPiece } from './bomb';

/** One complete play of a card: what to press after picking it, and the packed result. */
interface CardPlay {
  /** `l` / `r` choices in the order asked, or the two LED names for the Trickster. */
  readonly words: readonly string[];
  /** The packed position after the play (your field AWAY when home), or a negative strike code. */
  readonly result: number;
}

/**
 * All plays of `card` from the packed position `pos` (your pawn on the track) for the
 * defuser's `seat`, strikes included (negative results). The Trickster's six pairs of pieces
 * are named by the LEDs of their seats.
 */
export function cardPlays(pos: number, seat: Seat, card: Card): CardPlay[] {
  const start = startOf(seat);
  if (card.kind === 'trickster') {
    return PAIRS.map(([a, b]) => ({
      words: [LED_NAMES[seatOfPiece(seat, a)], LED_NAMES[seatOfPiece(seat, b)]],
      result: resolvePlay(pos, start, card, [], [a, b]),
    }));
  }
  const plays: CardPlay[] = [];
  const walk = (choices: readonly Choice[]) => {
    if (nextAsk(pos, start, card, choices) === null) {
      plays.push({ words: choices, result: resolvePlay(pos, start, card, choices) });
      return;
    }
    walk([...choices, 'l']);
    walk([...choices, 'r']);
  };
  walk([]);
  return plays;
}
