/**
 * Players for a seat (docs/tactik.md §18): `botMove`, a greedy bot that scores the board after
 * each legal move from its team's side, and `randomMove`, a uniform choice among the legal moves
 * (the benchmark's opponent). Both only ever return a move of `legalMoves(state)`; the bot sees
 * only what its seat may see (the board, the discard pile, its own hand).
 */
import { boardOf, RESERVE, type Board } from './board';
import { faceOf, type CardId, type Face } from './deck';
import { legalMoves, legalOutcomes, type Move } from './moves';
import type { TactikState } from './state';
import {
  colorCount,
  colorsOfTeam,
  colorOfPawn,
  exchangeTarget,
  PAWNS_PER_COLOR,
  partnerOf,
  startOf,
  teamOfSeat,
  type TableOptions,
} from './table';

/** How much the bot is reluctant to spend a card (it would rather keep the versatile ones). */
const CARD_COST: Record<Face, number> = {
  joker: 14,
  '7': 4,
  '1': 3,
  '10': 3,
  permute: 2,
  '-4': 2,
  '2': 0,
  '3': 0,
  '5': 0,
  '6': 0,
  '8': 0,
  '9': 0,
  '12': 0,
};

/** Distance of a track space ahead of `colour`'s start, 0 … L−1. */
function travelled(b: Board, color: number, space: number): number {
  return (space - startOf(color) + b.L) % b.L;
}

/** The worth of one pawn to its colour: home best (the deeper the better), then far along the track. */
function pawnWorth(b: Board, pawn: number): number {
  const p = b.pos[pawn]!;
  if (p === RESERVE) return 0;
  if (p >= b.L) return 2 * b.L + 40 + 3 * (p - b.L);
  const color = colorOfPawn(pawn);
  return 30 + travelled(b, color, p) + (b.pieu[pawn] ? 6 : 0);
}

/** The danger a pawn stands in: other-team pawns up to 12 spaces behind it (each may capture it). */
function danger(b: Board, pawn: number, friends: Set<number>): number {
  const p = b.pos[pawn]!;
  if (p < 0 || p >= b.L || b.pieu[pawn]) return 0;
  let d = 0;
  for (let k = 1; k <= 12; k++) {
    const o = b.at[(p - k + b.L) % b.L]!;
    if (o >= 0 && !friends.has(colorOfPawn(o))) d += 1;
  }
  return d;
}

function scoreFor(t: TableOptions, b: Board, own: Set<number>): number {
  const others = colorCount(t) - own.size;
  let mine = 0;
  let theirs = 0;
  for (let pawn = 0; pawn < b.pos.length; pawn++) {
    const worth = pawnWorth(b, pawn);
    if (own.has(colorOfPawn(pawn))) mine += worth - 0.12 * worth * Math.min(1, danger(b, pawn, own) / 3);
    else theirs += worth;
  }
  return mine - (theirs * own.size) / Math.max(1, others);
}

/** The card the bot gives in the exchange: something its partner can use, or the least useful card for an opponent. */
function exchangeChoice(s: TactikState, moves: Move[]): Move {
  const seat = s.turn;
  const b = boardOf(s.table, s.pawns);
  const receiver = exchangeTarget(s.table, seat);
  const friendly = partnerOf(s.table, seat) === receiver;
  const hand = moves.map((m) => (m as { card: CardId }).card);
  const receiverStuck = friendly && [0, 1, 2, 3].every((k) => b.pos[receiver * PAWNS_PER_COLOR + k]! < 0);
  const power = (c: CardId): number => {
    const f = faceOf(c);
    if (receiverStuck && (f === '1' || f === '10')) return 100;
    return CARD_COST[f] * 2 + (/^\d+$/.test(f) ? Number(f) / 4 : 1);
  };
  // Keep the joker; give a partner the most useful of the rest, an opponent the least useful card.
  const ranked = [...hand].sort((x, y) => power(x) - power(y) || x - y);
  const pick = friendly ? (ranked.filter((c) => faceOf(c) !== 'joker').pop() ?? ranked[0]!) : ranked[0]!;
  return moves.find((m) => (m as { card: CardId }).card === pick)!;
}

/**
 * The bot's move for the seat to act: in the exchange, `exchangeChoice`; in play, the legal move
 * whose resulting board scores best for the seat's team (`boardScore`), less the cost of the card
 * spent (`legalOutcomes`: one card of each face; ties go to the first); the discard when no card
 * can be played. Deterministic. Returns undefined once the game is over.
 */
export function botMove(s: TactikState): Move | undefined {
  if (s.phase === 'exchange') {
    const moves = legalMoves(s);
    return moves.length <= 1 ? moves[0] : exchangeChoice(s, moves);
  }
  if (s.phase !== 'play') return undefined;
  const own = new Set(colorsOfTeam(s.table, teamOfSeat(s.table, s.turn)));
  let best: Move = { kind: 'discard' };
  let bestScore = -Infinity;
  for (const { play, board } of legalOutcomes(s)) {
    const score = scoreFor(s.table, board, own) - CARD_COST[faceOf(play.card)];
    if (score > bestScore) {
      bestScore = score;
      best = play;
    }
  }
  return best;
}

/** A uniformly random legal move, `rng` giving numbers in [0, 1). Undefined once the game is over. */
export function randomMove(s: TactikState, rng: () => number): Move | undefined {
  const moves = legalMoves(s);
  return moves.length === 0 ? undefined : moves[Math.floor(rng() * moves.length)];
}
