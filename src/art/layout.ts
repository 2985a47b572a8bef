/**
 * Geometry of the drawn TAC module, in logical pixels of a square module of side `MODULE_SIZE`
 * (the canvas is scaled to fit with CSS; DOM twins of the controls are placed with the same
 * numbers, as percentages, so that a click on the drawing lands on the real `<button>`).
 *
 * Pure: no Pixi, no DOM. The track drawing follows RULES.md §1 through `spaceCell`/`homeCell`.
 */
import { homeCell, spaceCell, startOf, TRACK_SIZE, type Seat } from '../rules/board';

/** Side of the square module, logical pixels. */
export const MODULE_SIZE = 640;

/** Side of one cell of the 13 × 5 track grid (RULES.md §1). */
export const CELL = 40;
/** Top-left corner of the track grid. */
export const GRID_X = (MODULE_SIZE - 13 * CELL) / 2;
export const GRID_Y = 178;
/** Radius of a drawn track space. */
export const SPACE_R = 14;

/** The board panel (the felt the track is drawn on). */
export const BOARD = { x: 26, y: 132, w: MODULE_SIZE - 52, h: 5 * CELL + 96 } as const;

/** The status light, top-right as on every KTANE module. */
export const STATUS_LIGHT = { x: MODULE_SIZE - 52, y: 52, r: 22 } as const;

/** The TAC button in the centre of the track. */
export const TAC = { x: MODULE_SIZE / 2, y: GRID_Y + 2.5 * CELL, r: 38 } as const;

/** The option buttons when slid out (left and right of TAC); hidden they sit under TAC. */
export const OPTION = { w: 76, h: 50, dx: 104 } as const;

/** A hand card, full size. */
export const CARD = { w: 100, h: 140 } as const;
/** Centre y of the hand cards (the fan along the bottom edge). */
const HAND_Y = MODULE_SIZE - 92;
/** Horizontal distance between card centres. */
const HAND_STEP = 112;

/** How high the card waiting for a choice is lifted above its slot. */
export const LIFT = 24;

/** How many played cards the discard pile shows. */
export const PILE_SHOWN = 3;

/** The tilt of the i-th card shown on the discard pile (bottom first), radians. */
export function pileTilt(i: number): number {
  return ((i * 37) % 7) / 40 - 0.07;
}

/** The face-down swap card and the discard pile, top-left, at this scale of a hand card. */
export const SMALL_CARD_SCALE = 0.62;
export const SWAP_PILE = { x: 66, y: 66 } as const;
export const DISCARD_PILE = { x: 150, y: 66 } as const;

/** An (x, y) point in module pixels. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Centre of a grid cell. */
export function cellCenter(cell: { col: number; row: number }): Point {
  return { x: GRID_X + (cell.col + 0.5) * CELL, y: GRID_Y + (cell.row + 0.5) * CELL };
}

/** Centre of a track space 0–31, or of the defuser's home for `'home'`. */
export function spotCenter(spot: number | 'home', seat: Seat): Point {
  return cellCenter(spot === 'home' ? homeCell(seat) : spaceCell(spot));
}

/** Centre of the LED of a seat: at the board panel's corner (seat 0 top-right, clockwise). */
export function ledCenter(seat: Seat): Point {
  const left = seat === 2 || seat === 3;
  const top = seat === 0 || seat === 3;
  return { x: left ? BOARD.x + 24 : BOARD.x + BOARD.w - 24, y: top ? BOARD.y + 22 : BOARD.y + BOARD.h - 22 };
}

/** Radius of an LED. */
export const LED_R = 11;

/** Where a seat's name label goes: beside its LED, towards the middle of the edge. */
export function labelAnchor(seat: Seat): Point & { align: 'left' | 'right' } {
  const c = ledCenter(seat);
  const left = seat === 2 || seat === 3;
  return { x: left ? c.x + 20 : c.x - 20, y: c.y, align: left ? 'left' : 'right' };
}

/** Centre and tilt (radians) of hand slot 0–4 in the fan. */
export function cardSlot(slot: number): Point & { rotation: number } {
  const k = slot - 2;
  return { x: MODULE_SIZE / 2 + k * HAND_STEP, y: HAND_Y + k * k * 3, rotation: k * 0.045 };
}

/** Centre of an option button slid out: side `'l'` or `'r'`. */
export function optionCenter(side: 'l' | 'r'): Point {
  return { x: TAC.x + (side === 'l' ? -OPTION.dx : OPTION.dx), y: TAC.y };
}

/** A rectangle in module pixels. */
interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/**
 * Hit areas of the DOM twins of the controls, in module pixels, for overlaying `<button>`s on
 * the canvas. Keys: `card1`…`card5`, `tac`, `l`, `r`, `tl`, `tr`, `bl`, `br`.
 */
export function controlRects(): Record<string, Rect> {
  const out: Record<string, Rect> = {};
  for (let i = 0; i < 5; i++) {
    const c = cardSlot(i);
    out[`card${i + 1}`] = { x: c.x - CARD.w / 2, y: c.y - CARD.h / 2, w: CARD.w, h: CARD.h };
  }
  out.tac = { x: TAC.x - TAC.r, y: TAC.y - TAC.r, w: 2 * TAC.r, h: 2 * TAC.r };
  for (const side of ['l', 'r'] as const) {
    const o = optionCenter(side);
    out[side] = { x: o.x - OPTION.w / 2, y: o.y - OPTION.h / 2, w: OPTION.w, h: OPTION.h };
  }
  const names = ['tr', 'br', 'bl', 'tl'] as const;
  for (const seat of [0, 1, 2, 3] as const) {
    const c = ledCenter(seat);
    out[names[seat]] = { x: c.x - 20, y: c.y - 20, w: 40, h: 40 };
  }
  return out;
}

/**
 * The spots the pawn crosses going back from `from` to `to` after a reset: out of the home to
 * the start first, then the shorter way round the 32-space track. Drawing only: a reset is
 * instant in the rules (RULES.md §7).
 */
export function returnPath(from: number | 'home', to: number | 'home', seat: Seat): (number | 'home')[] {
  const path: (number | 'home')[] = [];
  let at = from === 'home' ? startOf(seat) : from;
  if (from === 'home') path.push(at);
  if (to === 'home') return [...path, 'home'];
  const cw = (to - at + TRACK_SIZE) % TRACK_SIZE;
  const d = cw <= TRACK_SIZE / 2 ? 1 : -1;
  while (at !== to) {
    at = (at + d + TRACK_SIZE) % TRACK_SIZE;
    path.push(at);
  }
  return path;
}
