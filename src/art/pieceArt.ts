/**
 * The module's lights and pieces as shapes (shapes.ts): the four LEDs (RULES.md §1, one per
 * seat, in layers the bomb's scene animates one by one), the names beside them, the defuser's
 * pawn and the three invisible pawns revealed with their labels (the designer, an exploded bomb).
 * Pure data, drawn by pixiArt.ts and svgArt.ts.
 */
import { spaceCell, type Color, type Seat } from '../rules/board';
import type { Board } from '../rules/position';
import { BOARD, labelAnchor, ledCenter, LED_R, MODULE_SIZE, spotCenter, type Point } from './layout';
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

/** The smallest size, CSS pixels, a revealed pawn's label is drawn at on screen (issue 25). */
const REVEALED_LABEL_MIN_PX = 12;

/**
 * The scale (at least 1) of the revealed pawns' labels for a module shown `shownWidth` CSS
 * pixels wide, so that their letters (`SIZE.small` module pixels) are at least
 * `REVEALED_LABEL_MIN_PX` on screen: 1 at 587 px and wider, about 2.1 on a 390 px phone (330 px).
 * A width of 0 or less (not laid out) gives 1.
 */
export function revealedLabelScale(shownWidth: number): number {
  if (!(shownWidth > 0)) return 1;
  return Math.max(1, (REVEALED_LABEL_MIN_PX * MODULE_SIZE) / (SIZE.small * shownWidth));
}

/** A box, module pixels: centre and half sizes. */
interface Box {
  readonly x: number;
  readonly y: number;
  readonly hw: number;
  readonly hh: number;
}
const overlaps = (a: Box, b: Box) => Math.abs(a.x - b.x) < a.hw + b.hw && Math.abs(a.y - b.y) < a.hh + b.hh;

/** A bold mixed-case letter of the module's font is about this many ems wide (an estimate). */
const LETTER_EM = 0.62;
/** Clearance, module pixels, between a revealed pawn's outer ring (r 17) and its label. */
const LABEL_GAP = 21;

/** The LEDs with their names (at most about 8 letters), which a label must leave clear. */
const LED_BOXES: readonly Box[] = ([0, 1, 2, 3] as const).map((seat) => {
  const c = ledCenter(seat);
  const w = LED_R + 9 + 8 * LETTER_EM * SIZE.name;
  return { x: c.x + (labelAnchor(seat).align === 'left' ? 1 : -1) * (w / 2 - LED_R - 5), y: c.y, hw: w / 2, hh: 14 };
});

/**
 * Where a revealed pawn's label goes, upright: outside the track above the top row or below the
 * bottom row (then inside it, when a label is already there), or for the pawns of the left and
 * right columns inside the track beside the pawn (then above it); clear of the LEDs' names and the
 * labels already placed when it can be. Kept on the board.
 */
function labelPlace(pt: Point, space: number, text: string, scale: number, placed: readonly Box[]) {
  const cell = spaceCell(space);
  const hw = ([...text].length * LETTER_EM * SIZE.small * scale) / 2;
  const hh = (SIZE.small * scale) / 2 + 1;
  const keep = (x: number) => Math.min(Math.max(x, BOARD.x + hw), BOARD.x + BOARD.w - hw);
  const vertical = (dir: number) => ({ x: keep(pt.x), y: pt.y + dir * (LABEL_GAP + hh), align: 'center' as const });
  const up = cell.row === 4 ? 1 : -1;
  const inward = cell.col === 0 ? 1 : -1;
  const beside = { x: pt.x + inward * LABEL_GAP, y: pt.y, align: inward > 0 ? ('left' as const) : ('right' as const) };
  const choices = cell.row === 0 || cell.row === 4 ? [vertical(up), vertical(-up)] : [beside, vertical(-1)];
  const boxOf = (c: (typeof choices)[number]): Box => ({
    x: c.align === 'center' ? c.x : c.x + (c.align === 'left' ? hw : -hw),
    y: c.y,
    hw,
    hh,
  });
  const clear = (c: (typeof choices)[number]) => ![...LED_BOXES, ...placed].some((q) => overlaps(q, boxOf(c)));
  const at = choices.find(clear) ?? choices[0]!;
  return { at, box: boxOf(at) };
}

/**
 * The three invisible pawns (opponent 1, partner, opponent 2) on their spaces in their seats'
 * colours, each labelled upright beside it (see `labelPlace`). Captured opponents (null) are left
 * out.
 * @param colors the LED colours of seats 0…3 (null: white pawns)
 * @param labelScale the labels' scale (≥ 1: `revealedLabelScale` of the module's shown width)
 */
export function revealedPawnsArt(
  board: Board,
  colors: readonly [Color, Color, Color, Color] | null,
  colorBlind: boolean,
  labelScale = 1,
): GroupShape[] {
  const placed: Box[] = [];
  const out: GroupShape[] = [];
  for (const [key, k, text] of REVEALED) {
    const space = board[key];
    if (space === null) continue;
    const seat = seatOfPiece(board.seat, k);
    const pt = spotCenter(space, board.seat);
    const { at, box } = labelPlace(pt, space, text, labelScale, placed);
    placed.push(box);
    const color = colors ? LED_COLORS[colors[seat]] : 0xffffff;
    const label: TextShape = {
      kind: 'text',
      text,
      x: 0,
      y: 0,
      size: SIZE.small,
      fill: 0xffffff,
      outline: { width: 3, color: 0 },
      align: at.align,
      cls: 'revealed-label',
    };
    const children: Shape[] = [
      { kind: 'circle', x: 0, y: 0, r: 13, fill: { color, alpha: 0.85 }, stroke: { width: 2.5, color: 0xffffff } },
      { kind: 'circle', x: 0, y: 0, r: 17, stroke: { width: 1.5, color: 0xffffff, alpha: 0.6 } },
      group([label], { x: at.x - pt.x, y: at.y - pt.y, scale: labelScale }),
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
