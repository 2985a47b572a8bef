/**
 * The module's lights and pieces as shapes (shapes.ts): the four LEDs (RULES.md §1, one per
 * seat, in layers the bomb's scene animates one by one), the names beside them, the defuser's
 * pawn and the three invisible pawns revealed with their labels (the designer, an exploded bomb).
 * Pure data, drawn by pixiArt.ts and svgArt.ts.
 */
import { spaceCell, type Color, type Seat } from '../rules/board';
import type { Board } from '../rules/position';
import { labelAnchor, LED_R, spotCenter, type Point } from './layout';
import { LED_COLORS, MODULE_PALETTE as M, mix } from './palette';
import { group, SIZE, type GroupShape, type Primitive, type Shape, type TextShape } from './shapes';
import { seatOfPiece } from '../rules/bomb';

/**
 * The layers of an LED, each centred on (0, 0) (place them at `ledCenter(seat)`), bottom first:
 * the halo of an LED the Trickster waits for, the housing, the glow, the unlit lens, the lit lens
 * over it (its alpha is the brightness), the ring of the LED chosen for the Trickster.
 */
export interface LedLayers {
  readonly halo: Primitive[];
  readonly housing: Primitive[];
  readonly glow: Primitive[];
  readonly dim: Primitive[];
  readonly light: Primitive[];
  readonly ring: Primitive[];
}

/** The layers of the LED of `seat` in colour `color` (see LedLayers). */
export function ledLayers(color: Color, seat: Seat): LedLayers {
  const c = LED_COLORS[color];
  const gleam = (alpha: number): Primitive => ({
    kind: 'circle',
    x: -3,
    y: -4,
    r: 3.5,
    fill: { color: 0xffffff, alpha },
  });
  return {
    halo: [{ kind: 'circle', x: 0, y: 0, r: LED_R + 9, stroke: { width: 3, color: M.halo } }],
    housing: [
      { kind: 'circle', x: 0, y: 0, r: LED_R + 5, fill: 0x1b1c1e },
      { kind: 'circle', x: 0, y: 0, r: LED_R + 2, fill: 0x3a3c40 },
    ],
    glow: [{ kind: 'circle', x: 0, y: 0, r: LED_R + 8, fill: { color: c, alpha: 0.3 } }],
    dim: [{ kind: 'circle', x: 0, y: 0, r: LED_R, fill: mix(0x2a2b2e, c, 0.25) }, gleam(0.15)],
    light: [{ kind: 'circle', x: 0, y: 0, r: LED_R, fill: c, cls: 'led', data: { led: seat } }, gleam(0.6)],
    ring: [{ kind: 'circle', x: 0, y: 0, r: LED_R + 4, stroke: { width: 2.5, color: 0xffffff } }],
  };
}

/** A colour's initial for the colour-blind setting ("R", "Y", "G", "B"), or '' when it is off. */
export function colorLetter(color: Color, colorBlind: boolean): string {
  return colorBlind ? color[0]!.toUpperCase() : '';
}

/** The colour-blind letter on an LED or a pawn, centred on (0, 0). */
export function letterArt(letter: string): TextShape {
  return { kind: 'text', text: letter, x: 0, y: 0, size: SIZE.small, fill: 0x111111 };
}

/**
 * The name beside a seat's LED ("You" in yellow at the defuser's seat), towards the middle of the
 * board's edge.
 * @param dx how far the name steps away from its LED (the scene moves it aside for the halo)
 */
export function ledNameArt(seat: Seat, text: string, you: boolean, dx = 0): TextShape {
  const a = labelAnchor(seat);
  return {
    kind: 'text',
    text,
    x: a.x + (a.align === 'left' ? dx : -dx),
    y: a.y,
    size: SIZE.name,
    fill: you ? M.youName : M.name,
    align: a.align,
    cls: 'led-name',
  };
}

/** The defuser's pawn in its seat's colour, centred on (0, 0), with the colour-blind letter. */
export function pawnArt(color: Color, letter: string): GroupShape {
  return group(
    [
      { kind: 'ellipse', x: 0, y: 10, rx: 14, ry: 5, fill: { color: 0, alpha: 0.35 } },
      { kind: 'circle', x: 0, y: 0, r: 14, fill: LED_COLORS[color], stroke: { width: 2.5, color: 0x111111 } },
      { kind: 'circle', x: -4, y: -5, r: 5, fill: { color: 0xffffff, alpha: 0.45 } },
      letterArt(letter),
    ],
    { cls: 'pawn' },
  );
}

const REVEALED = [
  ['opponent1', 1, 'Opponent 1'],
  ['partner', 2, 'Partner'],
  ['opponent2', 3, 'Opponent 2'],
] as const;

/**
 * The three invisible pawns (opponent 1, partner, opponent 2) on their spaces in their seats'
 * colours, each labelled outside the track, or inside when a neighbour's label is already there.
 * Captured opponents (null) are left out.
 * @param colors the LED colours of seats 0…3 (null: white pawns)
 */
export function revealedPawnsArt(
  board: Board,
  colors: readonly [Color, Color, Color, Color] | null,
  colorBlind: boolean,
): GroupShape[] {
  const placed: Point[] = [];
  const out: GroupShape[] = [];
  for (const [key, k, text] of REVEALED) {
    const space = board[key];
    if (space === null) continue;
    const seat = seatOfPiece(board.seat, k);
    const pt = spotCenter(space, board.seat);
    const cell = spaceCell(space);
    const outward = {
      x: cell.col === 0 ? -1 : cell.col === 12 ? 1 : 0,
      y: cell.row === 0 ? -1 : cell.row === 4 ? 1 : 0,
    };
    const side = (dir: number) => ({
      x: pt.x + outward.x * dir * 34,
      y: pt.y + (outward.x ? 0 : outward.y * dir * 24),
    });
    let at = side(1);
    if (placed.some((q) => Math.abs(q.x - at.x) < 78 && Math.abs(q.y - at.y) < 16)) at = side(-1);
    placed.push(at);
    const color = colors ? LED_COLORS[colors[seat]] : 0xffffff;
    const children: Shape[] = [
      { kind: 'circle', x: 0, y: 0, r: 13, fill: { color, alpha: 0.85 }, stroke: { width: 2.5, color: 0xffffff } },
      { kind: 'circle', x: 0, y: 0, r: 17, stroke: { width: 1.5, color: 0xffffff, alpha: 0.6 } },
      {
        kind: 'text',
        text,
        x: at.x - pt.x,
        y: at.y - pt.y,
        size: SIZE.small,
        fill: 0xffffff,
        outline: { width: 3, color: 0 },
        rotation: outward.x ? -Math.PI / 2 : 0,
      },
    ];
    if (colors && colorBlind) children.push(letterArt(colorLetter(colors[seat], true)));
    out.push(group(children, { x: pt.x, y: pt.y, cls: 'revealed-pawn', data: { piece: key } }));
  }
  return out;
}

/**
 * The mark on the space where a play struck, centred on (0, 0): a red ring, with a cross for the
 * piece your pawn could not pass (`blocked`), or round your partner's pawn (`partner`).
 */
export function strikeMarkArt(kind: 'blocked' | 'partner'): Primitive[] {
  const ring: Primitive = { kind: 'circle', x: 0, y: 0, r: 19, stroke: { width: 4, color: M.strikeMark } };
  if (kind === 'partner') return [ring];
  const k = 8;
  return [
    { kind: 'circle', x: 0, y: 0, r: 15, fill: { color: M.strikeMark, alpha: 0.25 } },
    ring,
    { kind: 'line', points: [-k, -k, k, k], stroke: { width: 4, color: M.strikeMark } },
    { kind: 'line', points: [-k, k, k, -k], stroke: { width: 4, color: M.strikeMark } },
  ];
}
