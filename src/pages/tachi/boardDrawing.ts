/**
 * The Tâchi board as SVG, in the module's colours (src/art/palette.ts): the felt, the 81
 * squares with the four kattis crossed and the tachi starred, each player's waiting square ringed,
 * the circuit of the player to play, the path of the move being chosen (with the pawns it would
 * capture), and the pawns: on their squares, off the board in a tray beside their edge, in the
 * tachi. Every text goes in with textContent. Draws what it is given; holds no rules.
 */
import {
  KATTI_OF,
  OUT,
  pathOf,
  SIDE,
  squareAt,
  squareOfStep,
  squareXY,
  stepSquares,
  TACHI_SQUARE,
  TACHI_STEP,
  WAITING_STEP,
  type TachiMove,
  type TachiSeat,
  type TachiState,
} from '../../rules/tachi';
import { css, LED_COLORS, MODULE_PALETTE, startRingColor } from '../../art/palette';
import type { SeatKind } from './tachiAddress';
import { PLAYER_SHAPES } from './tachiWords';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** The drawing's size in its own units, the size of a square, the board's offset from the edge. */
const VIEW = 1000;
const CELL = 88;
const OFFSET = (VIEW - SIDE * CELL) / 2;

/** Each player's colour (0xRRGGBB), in the order they play: red, blue, yellow, green. */
export const PLAYER_FILLS: readonly number[] = [LED_COLORS.red, LED_COLORS.blue, LED_COLORS.yellow, LED_COLORS.green];
/** The ink of a pawn's number on its colour (white on red and blue, dark on yellow and green). */
const NUMBER_INK = ['#ffffff', '#ffffff', '#1b1b1b', '#1b1b1b'];

type Attrs = Record<string, string | number>;

function el<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Attrs, parent?: Element, text?: string) {
  const e = document.createElementNS(SVG_NS, tag) as SVGElementTagNameMap[K];
  for (const [k, v] of Object.entries(attrs))
    e.setAttribute(k, typeof v === 'number' ? String(Math.round(v * 10) / 10) : v);
  if (text !== undefined) e.textContent = text;
  parent?.appendChild(e);
  return e;
}

/** The centre of a square in the drawing's units. */
function squareCentre(square: number): { x: number; y: number } {
  const { x, y } = squareXY(square);
  return { x: OFFSET + CELL * x + CELL / 2, y: OFFSET + CELL * y + CELL / 2 };
}

/** Turns a point of South's margin to `seat`'s margin (a quarter turn anticlockwise as drawn per seat). */
function turnPoint(seat: TachiSeat, p: { x: number; y: number }): { x: number; y: number } {
  const turns = { south: 0, east: 1, north: 2, west: 3 }[seat];
  let { x, y } = p;
  for (let t = 0; t < turns; t++) [x, y] = [y, VIEW - x];
  return { x, y };
}

/** Where the `i`-th pawn off the board of a seat is drawn: in its margin, right of its katti as the seat sees it. */
function trayPoint(seat: TachiSeat, i: number): { x: number; y: number } {
  return turnPoint(seat, { x: VIEW / 2 + CELL * 1.2 + i * 56, y: VIEW - OFFSET / 2 + 8 });
}

/** A pawn's shape (its player's: circle, square, diamond, triangle) centred on (x, y), radius r. */
function pawnShape(player: number, x: number, y: number, r: number, parent: Element): void {
  const paint = {
    fill: css(PLAYER_FILLS[player]!),
    stroke: css(MODULE_PALETTE.spaceEdge),
    'stroke-width': Math.max(2, r / 7),
  };
  switch (PLAYER_SHAPES[player]) {
    case 'circle':
      el('circle', { cx: x, cy: y, r, ...paint }, parent);
      break;
    case 'square':
      el(
        'rect',
        { x: x - r * 0.88, y: y - r * 0.88, width: r * 1.76, height: r * 1.76, rx: r * 0.25, ...paint },
        parent,
      );
      break;
    case 'diamond':
      el(
        'polygon',
        { points: `${x},${y - r * 1.15} ${x + r * 1.15},${y} ${x},${y + r * 1.15} ${x - r * 1.15},${y}`, ...paint },
        parent,
      );
      break;
    default:
      el(
        'polygon',
        { points: `${x},${y - r * 1.15} ${x + r * 1.1},${y + r * 0.8} ${x - r * 1.1},${y + r * 0.8}`, ...paint },
        parent,
      );
  }
}

function drawPawn(player: number, pawn: number, x: number, y: number, r: number, parent: Element): void {
  const g = el('g', { class: 'pawn', 'data-player': player, 'data-pawn': pawn + 1 }, parent);
  pawnShape(player, x, y, r, g);
  const dy = PLAYER_SHAPES[player] === 'triangle' ? r * 0.3 : 0;
  el(
    'text',
    {
      x,
      y: y + dy + r * 0.36,
      'text-anchor': 'middle',
      'font-size': r,
      'font-weight': 'bold',
      fill: NUMBER_INK[player]!,
    },
    g,
    String(pawn + 1),
  );
}

/** Offsets of k pawns sharing a square (1 … 8), in units of a square. */
function crowd(k: number): { dx: number; dy: number; scale: number }[] {
  if (k === 1) return [{ dx: 0, dy: 0, scale: 1 }];
  if (k === 2) return [-0.22, 0.22].map((dx) => ({ dx, dy: 0, scale: 0.7 }));
  const cols = k <= 4 ? 2 : 3;
  return Array.from({ length: k }, (_, i) => ({
    dx: ((i % cols) - (cols - 1) / 2) * (0.62 / (cols - 1)),
    dy: (Math.floor(i / cols) - (Math.ceil(k / cols) - 1) / 2) * (0.62 / (cols - 1)),
    scale: cols === 2 ? 0.55 : 0.42,
  }));
}

/** What the board shows now. */
interface BoardView {
  readonly state: TachiState;
  readonly kinds: readonly SeatKind[];
  /** The move being chosen, drawn as its path with its captures; null for none. */
  readonly preview: TachiMove | null;
  /** Places to draw some pawns at instead of the state's (a pawn walking its move): key `player.pawn`. */
  readonly walking?: ReadonlyMap<string, number>;
  /** Shows the step numbers of the circuit of the player to play. */
  readonly steps: boolean;
}

/** The board's SVG and the function that draws a view on it. */
export interface BoardDrawing {
  readonly svg: SVGSVGElement;
  draw(view: BoardView): void;
}

function drawSquares(g: Element, seats: readonly TachiSeat[]): void {
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      const sq = squareAt(x, y);
      const katti = (Object.entries(KATTI_OF) as [TachiSeat, number][]).find(([, k]) => k === sq)?.[0];
      const fill = sq === TACHI_SQUARE ? MODULE_PALETTE.halo : katti ? MODULE_PALETTE.startSpace : MODULE_PALETTE.space;
      el(
        'rect',
        {
          x: OFFSET + CELL * x + 3,
          y: OFFSET + CELL * y + 3,
          width: CELL - 6,
          height: CELL - 6,
          rx: 8,
          fill: css(fill),
          stroke: css(MODULE_PALETTE.spaceEdge),
          'stroke-width': 2.5,
        },
        g,
      );
      if (katti) drawKattiCross(g, sq, seats.indexOf(katti));
    }
  }
  drawTachiStar(g);
}

/** The cross of a katti, in the colour of the player who sits there (brown when no one does). */
function drawKattiCross(g: Element, square: number, player: number): void {
  const { x, y } = squareCentre(square);
  const color = player < 0 ? MODULE_PALETTE.startRing : startRingColor(PLAYER_FILLS[player]!);
  const d = CELL * 0.34;
  for (const [ax, ay, bx, by] of [
    [x - d, y - d, x + d, y + d],
    [x - d, y + d, x + d, y - d],
  ] as const) {
    el(
      'line',
      {
        x1: ax,
        y1: ay,
        x2: bx,
        y2: by,
        stroke: css(color),
        'stroke-width': 7,
        'stroke-linecap': 'round',
        opacity: 0.85,
      },
      g,
    );
  }
}

function drawTachiStar(g: Element): void {
  const { x, y } = squareCentre(TACHI_SQUARE);
  const pts: string[] = [];
  for (let i = 0; i < 16; i++) {
    const r = i % 2 === 0 ? CELL * 0.42 : CELL * 0.2;
    const a = (Math.PI * i) / 8;
    pts.push(`${Math.round((x + r * Math.sin(a)) * 10) / 10},${Math.round((y - r * Math.cos(a)) * 10) / 10}`);
  }
  el('polygon', { points: pts.join(' '), fill: css(MODULE_PALETTE.tac), opacity: 0.55 }, g);
}

function drawLabels(g: Element, kinds: readonly SeatKind[], state: TachiState, colors: readonly string[]): void {
  for (let i = 0; i < SIDE; i++) {
    el(
      'text',
      { x: OFFSET + CELL * i + CELL / 2, y: VIEW - OFFSET + 22, 'text-anchor': 'middle', class: 'coord' },
      g,
      'abcdefghi'[i]!,
    );
    el(
      'text',
      { x: OFFSET - 14, y: OFFSET + CELL * i + CELL / 2 + 7, 'text-anchor': 'middle', class: 'coord' },
      g,
      String(SIDE - i),
    );
  }
  state.seats.forEach((seat, p) => {
    const at = turnPoint(seat, { x: VIEW / 2 - CELL * 1.1, y: VIEW - OFFSET / 2 + 16 });
    // Upright along the top and the bottom, along the edge at the sides; left of the katti as the seat sees it.
    const angle = { south: 0, east: -90, north: 0, west: 90 }[seat];
    el(
      'text',
      {
        x: at.x,
        y: at.y,
        'text-anchor': seat === 'north' ? 'start' : 'end',
        class: 'seat-name',
        fill: colors[p]!,
        transform: `rotate(${angle} ${at.x} ${at.y})`,
      },
      g,
      `${['Red', 'Blue', 'Yellow', 'Green'][p]} (${kinds[p]})`,
    );
  });
}

/** A faint ring on each player's waiting square (step 74 of its circuit), in its colour. */
function drawWaitingRings(g: Element, state: TachiState): void {
  state.seats.forEach((seat, p) => {
    const { x, y } = squareCentre(squareOfStep(seat, WAITING_STEP));
    el(
      'rect',
      {
        x: x - CELL / 2 + 9,
        y: y - CELL / 2 + 9,
        width: CELL - 18,
        height: CELL - 18,
        rx: 6,
        fill: 'none',
        stroke: css(PLAYER_FILLS[p]!),
        'stroke-width': 4,
        'stroke-dasharray': '8 6',
      },
      g,
    );
  });
}

const pointsOf = (squares: readonly number[]) =>
  squares
    .map((sq) => squareCentre(sq))
    .map((c) => `${c.x},${c.y}`)
    .join(' ');

function drawCircuit(g: Element, view: BoardView): void {
  const { state } = view;
  if (state.phase === 'over') return;
  const seat = state.seats[state.turn]!;
  const color = css(PLAYER_FILLS[state.turn]!);
  el(
    'polyline',
    {
      points: pointsOf(pathOf(seat)),
      fill: 'none',
      stroke: color,
      'stroke-width': 5,
      'stroke-opacity': 0.45,
      'stroke-linejoin': 'round',
    },
    g,
  );
  if (!view.steps) return;
  pathOf(seat).forEach((sq, i) => {
    const { x, y } = squareCentre(sq);
    el('text', { x: x - CELL / 2 + 8, y: y - CELL / 2 + 22, class: 'step-number' }, g, String(i));
  });
}

function drawPreview(g: Element, view: BoardView): void {
  const { state, preview } = view;
  if (!preview) return;
  const seat = state.seats[state.turn]!;
  const color = css(PLAYER_FILLS[state.turn]!);
  for (const st of preview.steps) {
    const start = st.from === OUT ? [] : [squareOfStep(seat, st.from)];
    const squares = [...start, ...stepSquares(seat, st)];
    const line = squares.length > 1 ? pointsOf(squares) : '';
    if (line) {
      el(
        'polyline',
        {
          points: line,
          fill: 'none',
          stroke: css(MODULE_PALETTE.homePath),
          'stroke-width': 16,
          'stroke-linejoin': 'round',
          'stroke-linecap': 'round',
        },
        g,
      );
      el(
        'polyline',
        {
          points: line,
          fill: 'none',
          stroke: color,
          'stroke-width': 8,
          'stroke-linejoin': 'round',
          'stroke-linecap': 'round',
        },
        g,
      );
    }
    const end = squareCentre(squares.at(-1)!);
    el(
      'circle',
      { cx: end.x, cy: end.y, r: CELL * 0.44, fill: 'none', stroke: color, 'stroke-width': 7, class: 'preview-end' },
      g,
    );
  }
  for (const c of preview.captures) {
    const { x, y } = squareCentre(c.square);
    el(
      'circle',
      {
        cx: x,
        cy: y,
        r: CELL * 0.4,
        fill: 'none',
        stroke: css(MODULE_PALETTE.strikeMark),
        'stroke-width': 6,
        class: 'capture-mark',
      },
      g,
    );
  }
}

/** Draws every pawn: on its square, in its seat's tray when off the board, in the tachi. */
function drawPawns(g: Element, view: BoardView): void {
  const { state, walking } = view;
  const bySquare = new Map<number, [number, number][]>();
  const inTachi: [number, number][] = [];
  state.pawns.forEach((pair, p) => {
    let off = 0;
    pair.forEach((placed, i) => {
      const at = walking?.get(`${p}.${i}`) ?? placed;
      const seat = state.seats[p]!;
      if (at === OUT) {
        const { x, y } = trayPoint(seat, off++);
        drawPawn(p, i, x, y, 23, g);
      } else if (at === TACHI_STEP) inTachi.push([p, i]);
      else {
        const sq = squareOfStep(seat, at);
        bySquare.set(sq, [...(bySquare.get(sq) ?? []), [p, i]]);
      }
    });
  });
  if (inTachi.length > 0) bySquare.set(TACHI_SQUARE, inTachi);
  for (const [sq, pawns] of bySquare) {
    const { x, y } = squareCentre(sq);
    crowd(pawns.length).forEach((o, k) =>
      drawPawn(pawns[k]![0], pawns[k]![1], x + o.dx * CELL, y + o.dy * CELL, 27 * o.scale, g),
    );
  }
}

/**
 * Makes the board's SVG for a table (`state`'s seats, `kinds` who plays them): the felt, the
 * squares, the marks and the names are drawn once; `draw` redraws the circuit, the preview and the
 * pawns.
 */
export function boardDrawing(state: TachiState, kinds: readonly SeatKind[]): BoardDrawing {
  const svg = el('svg', { viewBox: `0 0 ${VIEW} ${VIEW}`, class: 'board', role: 'img' });
  svg.setAttribute('aria-label', 'Tâchi board (the pawns are listed under Players)');
  const colors = state.seats.map((_, p) => css(PLAYER_FILLS[p]!));
  el(
    'rect',
    {
      x: 6,
      y: 6,
      width: VIEW - 12,
      height: VIEW - 12,
      rx: 34,
      fill: css(MODULE_PALETTE.felt),
      stroke: css(MODULE_PALETTE.feltEdge),
      'stroke-width': 10,
    },
    svg,
  );
  const base = el('g', { class: 'squares' }, svg);
  drawSquares(base, state.seats);
  drawWaitingRings(base, state);
  drawLabels(base, kinds, state, colors);
  const circuit = el('g', { class: 'circuit' }, svg);
  const preview = el('g', { class: 'preview' }, svg);
  const pawns = el('g', { class: 'pawns' }, svg);
  return {
    svg,
    draw(view) {
      for (const g of [circuit, preview, pawns]) g.replaceChildren();
      drawCircuit(circuit, view);
      drawPreview(preview, view);
      drawPawns(pawns, view);
    },
  };
}
