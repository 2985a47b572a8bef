/**
 * The board of the TAC module: track, seats, starts, homes and LEDs (RULES.md §1).
 *
 * Spaces are integers 0–31, numbered clockwise; all space arithmetic is modulo 32.
 * Seats are 0–3 clockwise from the top-right corner.
 */

/** Number of spaces on the outer track (RULES.md §1). */
export const TRACK_SIZE = 32;

/** The four seats, clockwise: 0 top-right, 1 bottom-right, 2 bottom-left, 3 top-left. */
export const SEATS = [0, 1, 2, 3] as const;
export type Seat = (typeof SEATS)[number];

/** LED names used by commands, indexed by seat (RULES.md §1: `tr` = seat 0 … `tl` = seat 3). */
export const LED_NAMES = ['tr', 'br', 'bl', 'tl'] as const;

/** Human-readable corner of each seat, as used in accessible names ("LED top-right"). */
export const SEAT_CORNERS = ['top-right', 'bottom-right', 'bottom-left', 'top-left'] as const;

/** The four LED colours (RULES.md §9). */
export const COLORS = ['red', 'yellow', 'green', 'blue'] as const;
export type Color = (typeof COLORS)[number];

/** Wraps any integer onto the track: result in 0–31. */
export function wrap(space: number): number {
  return ((space % TRACK_SIZE) + TRACK_SIZE) % TRACK_SIZE;
}

/** Start space of a seat: 8·seat (RULES.md §1). */
export function startOf(seat: Seat): number {
  return seat * 8;
}

/** The seat of an LED name (`tr` → 0, `br` → 1, `bl` → 2, `tl` → 3), or undefined. */
export function seatOfLed(led: string): Seat | undefined {
  const i = (LED_NAMES as readonly string[]).indexOf(led);
  return i < 0 ? undefined : (i as Seat);
}

/**
 * Grid cell of a track space on the 13 × 5 drawing grid (column 0–12 left to right, row 0–4 top
 * to bottom), as RULES.md §1 draws it: top edge 22…31, 0, 1, 2; right edge 2–6; bottom edge 6…18
 * right to left; left edge 18–22 bottom to top.
 */
export function spaceCell(space: number): { col: number; row: number } {
  const s = wrap(space);
  if (s >= 22 || s <= 2) return { col: wrap(s - 22), row: 0 };
  if (s <= 6) return { col: 12, row: s - 2 };
  if (s <= 18) return { col: 12 - (s - 6), row: 4 };
  return { col: 0, row: 4 - (s - 18) };
}

/**
 * Grid cell of a seat's home: one square inside the track next to its start, below it for seats
 * 0 and 3, above it for seats 1 and 2 (RULES.md §1).
 */
export function homeCell(seat: Seat): { col: number; row: number } {
  const start = spaceCell(startOf(seat));
  return { col: start.col, row: seat === 0 || seat === 3 ? 1 : 3 };
}
