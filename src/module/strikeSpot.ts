/**
 * Where on the track a card play struck (RULES.md §6), for the reducer's `strike` effect: a
 * number card stopped by a piece in its way (`move-across-piece`: the pawn walks towards the
 * first piece on its way and is blocked there), or a move onto the partner's space
 * (`capture-partner`). The direction is the card's: a reverse card counter-clockwise, every
 * other card clockwise. Pure.
 */
import { TRACK_SIZE } from '../rules/board';
import type { Card } from '../rules/cards';
import type { StrikeReason } from '../rules/play';
import type { Board } from '../rules/position';

/**
 * Where a play struck: the spaces your pawn walks (0–31, in order) and the space it meets:
 * `pawn-blocked`, a piece in the way; `partner-hit`, the partner's space.
 */
export type StrikeSpot =
  | { readonly type: 'pawn-blocked'; readonly path: readonly number[]; readonly at: number }
  | { readonly type: 'partner-hit'; readonly path: readonly number[]; readonly at: number };

/** Where the pieces other than yours stand (track spaces). */
function othersOn(board: Board): Set<number> {
  const out = new Set<number>();
  for (const s of [board.opponent1, board.partner, board.opponent2]) if (s !== null) out.add(s);
  return out;
}

/**
 * The spaces your pawn walks from `from` in direction `d` (±1) before the first space for which
 * `stop` is true, and that space; null when no such space comes within a lap.
 */
function walkUntil(from: number, d: number, stop: (space: number) => boolean): { path: number[]; at: number } | null {
  const path: number[] = [];
  for (let k = 1; k < TRACK_SIZE; k++) {
    const s = (((from + d * k) % TRACK_SIZE) + TRACK_SIZE) % TRACK_SIZE;
    if (stop(s)) return { path, at: s };
    path.push(s);
  }
  return null;
}

/**
 * Where `card` played from `before` struck for `reason`.
 * @returns the spot, or null for a strike with no place on the track (a swap strike, a
 *   Trickster's, a strike after the move, your pawn at home).
 */
export function strikeSpot(before: Board, card: Card, reason: StrikeReason | string): StrikeSpot | null {
  if (before.you === 'home') return null;
  const d = card.kind === 'reverse' ? -1 : 1;
  if (reason === 'move-across-piece') {
    const others = othersOn(before);
    const w = walkUntil(before.you, d, (s) => others.has(s));
    return w && { type: 'pawn-blocked', ...w };
  }
  if (reason === 'capture-partner') {
    const w = walkUntil(before.you, d, (s) => s === before.partner);
    return w && { type: 'partner-hit', ...w };
  }
  return null;
}
