/**
 * Positions of the four pieces (RULES.md §2), in two forms:
 *
 * - `Board`, the plain JSON shape of CLI.md: `{seat, you, opponent1, partner, opponent2}` with
 *   track spaces 0–31, `you: "home"` once home and `null` for a captured opponent;
 * - a packed 24-bit integer for the solver and generator: four 6-bit fields, piece k (0 you,
 *   1 opponent 1, 2 partner, 3 opponent 2; piece k sits at seat S+k) at bits 6k…6k+5, holding a
 *   track space 0–31 or `AWAY` (32: your pawn home, or an opponent captured).
 */
import type { Seat } from './board';

/** Field value of a piece that is off the track: your pawn home, or a captured opponent. */
export const AWAY = 32;

/** Piece indices relative to the defuser's seat S: piece k stands for seat S+k (RULES.md §2). */
export const PIECES = ['you', 'opponent1', 'partner', 'opponent2'] as const;

/** The JSON shape of a position (CLI.md "State"). */
export interface Board {
  readonly seat: Seat;
  readonly you: number | 'home';
  readonly opponent1: number | null;
  readonly partner: number;
  readonly opponent2: number | null;
}

/** Packs four field values (0–31 or AWAY) into one integer. */
export function pack(you: number, opponent1: number, partner: number, opponent2: number): number {
  return you | (opponent1 << 6) | (partner << 12) | (opponent2 << 18);
}

/** Field value of piece k (0–3) of a packed position: a space 0–31 or AWAY. */
export function pieceAt(packed: number, k: number): number {
  return (packed >>> (6 * k)) & 63;
}

/** Packs a Board (assumed valid: see `parseBoard`). */
export function packBoard(b: Board): number {
  return pack(b.you === 'home' ? AWAY : b.you, b.opponent1 ?? AWAY, b.partner, b.opponent2 ?? AWAY);
}

/** Unpacks a position into the JSON shape, for the defuser's seat. */
export function unpackBoard(seat: Seat, packed: number): Board {
  const f = (k: number) => pieceAt(packed, k);
  return {
    seat,
    you: f(0) === AWAY ? 'home' : f(0),
    opponent1: f(1) === AWAY ? null : f(1),
    partner: f(2),
    opponent2: f(3) === AWAY ? null : f(3),
  };
}
