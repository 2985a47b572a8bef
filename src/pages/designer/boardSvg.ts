/**
 * The designer's drawing of a bomb's board (RULES.md §1–2) as SVG, with the three invisible
 * pieces revealed and labelled: the 32 track spaces on the 13 × 5 grid of `spaceCell`, the four
 * starts and homes, the LEDs in their seat colours with the names shown (the defuser's "You"),
 * your pawn, and opponent 1, the partner and opponent 2 as outlined pawns with their labels.
 *
 * Editing: drag a piece onto a track space, or click (or Enter / Space on) the piece and then the
 * space (`onMove`; the caller refuses a space that is taken, with its alert). The track spaces are
 * buttons ("Space N") with one tab stop: the arrow keys walk the track, Escape drops the
 * selection. A drag ends wherever the pointer is released (pointer capture, and window listeners
 * where capture is missing); dropped off a space, the pawn snaps back. All text goes in through
 * `textContent`; nothing is parsed as HTML.
 */
import { homeCell, LED_NAMES, SEAT_CORNERS, spaceCell, type Color, type Seat } from '../../rules/board';
import type { Board } from '../../rules/position';
import { el, text } from './svgDom';
import { pieceOfSeat, seatOfPiece } from '../../rules/bomb';

/** Display colours of the four LED colours. */
const COLOR_HEX: Record<Color, string> = {
  red: '#e0443e',
  yellow: '#e8c02a',
  green: '#3fae49',
  blue: '#3b7be0',
};

/** The pieces that can be moved in the drawing. */
export type MovablePiece = 'you' | 'opponent1' | 'partner' | 'opponent2';

/** What the drawing needs. */
interface BoardDrawing {
  readonly seat: Seat;
  readonly colors: readonly [Color, Color, Color, Color];
  /** Names at seats S+1, S+2, S+3. */
  readonly names: readonly [string, string, string];
  readonly state: Board;
}

const CELL = 46;
const MARGIN_X = 120;
const MARGIN_Y = 78;
const WIDTH = 13 * CELL + 2 * MARGIN_X;
const HEIGHT = 5 * CELL + 2 * MARGIN_Y;

const PIECE_LABEL: Record<MovablePiece, string> = { you: 'You', opponent1: 'O1', partner: 'P', opponent2: 'O2' };
const PIECE_WORDS: Record<MovablePiece, string> = {
  you: 'your pawn',
  opponent1: 'opponent 1',
  partner: 'partner',
  opponent2: 'opponent 2',
};
const PIECE_OFFSET: Record<MovablePiece, number> = { you: 0, opponent1: 1, partner: 2, opponent2: 3 };

function centre(cell: { col: number; row: number }): { x: number; y: number } {
  return { x: MARGIN_X + (cell.col + 0.5) * CELL, y: MARGIN_Y + (cell.row + 0.5) * CELL };
}

/** Centre of a seat's LED at its corner of the module. */
function ledPoint(seat: Seat): { x: number; y: number; anchor: 'start' | 'end'; below: boolean } {
  const right = seat === 0 || seat === 1;
  const top = seat === 0 || seat === 3;
  return {
    x: right ? WIDTH - MARGIN_X / 2 + 14 : MARGIN_X / 2 - 14,
    y: top ? MARGIN_Y / 2 : HEIGHT - MARGIN_Y / 2,
    anchor: right ? 'end' : 'start',
    below: top,
  };
}

/** A pointer event's position in the drawing's coordinates, or null where SVG geometry is missing. */
function toSvg(svg: SVGSVGElement, ev: PointerEvent): { x: number; y: number } | null {
  const m = typeof svg.getScreenCTM === 'function' ? svg.getScreenCTM() : null;
  if (!m) return null;
  const i = m.inverse();
  return { x: i.a * ev.clientX + i.c * ev.clientY + i.e, y: i.b * ev.clientX + i.d * ev.clientY + i.f };
}

/** Centre of track space `s` in the drawing's coordinates. */
export function spaceCentre(s: number): { x: number; y: number } {
  return centre(spaceCell(s));
}

/** The track space whose centre is within reach of (x, y), or null. */
function nearestSpace(x: number, y: number): number | null {
  for (let s = 0; s < 32; s++) {
    const c = centre(spaceCell(s));
    if (Math.hypot(c.x - x, c.y - y) < CELL * 0.55) return s;
  }
  return null;
}

/** A board being drawn and edited: its elements and the state of a selection or a drag. */
interface BoardUi {
  readonly svg: SVGSVGElement;
  readonly b: BoardDrawing;
  readonly onMove?: (piece: MovablePiece, space: number) => void;
  readonly pieceEls: Map<MovablePiece, SVGGElement>;
  readonly spaceEls: SVGGElement[];
  selected: MovablePiece | null;
  drag: { piece: MovablePiece; g: SVGGElement; x0: number; y0: number; moved: boolean } | null;
  /** True just after a drag, so that the click that ends it selects nothing. */
  suppressClick: boolean;
  /** The window's listeners that end a drag where pointer capture is missing (and on blur). */
  readonly onWindowEnd: (ev: Event) => void;
  readonly onBlur: () => void;
}

const colorOf = (b: BoardDrawing, seat: Seat) => COLOR_HEX[b.colors[seat]];

/** Selects a piece (null: none): it is marked pressed and the board is in moving mode. */
function select(ui: BoardUi, p: MovablePiece | null): void {
  ui.selected = p;
  for (const [q, g] of ui.pieceEls) {
    g.classList.toggle('selected', q === p);
    if (ui.onMove) g.setAttribute('aria-pressed', String(q === p));
  }
  ui.svg.classList.toggle('moving', p !== null);
}

/** Roving tab stop of the track: space `s` is the one reached with Tab. */
function focusSpace(ui: BoardUi, s: number, focus: boolean): void {
  const t = ((s % 32) + 32) % 32;
  ui.spaceEls.forEach((g, i) => g.setAttribute('tabindex', i === t ? '0' : '-1'));
  if (focus) ui.spaceEls[t]?.focus();
}

/** The homes: one square inside the track next to each start, the defuser's in its colour. */
function drawHomes(svg: SVGSVGElement, b: BoardDrawing): void {
  for (const seat of [0, 1, 2, 3] as const) {
    const c = centre(homeCell(seat));
    const mine = seat === b.seat;
    el('rect', {
      x: c.x - CELL / 2 + 5, y: c.y - CELL / 2 + 5, width: CELL - 10, height: CELL - 10, rx: 6,
      class: mine ? 'home home-yours' : 'home',
      fill: mine ? colorOf(b, seat) : '#3b3228',
    }, svg); // prettier-ignore
    if (mine) text('home', { x: c.x, y: c.y + 4, class: 'home-label' }, svg);
  }
}

/** Makes a track space a button: click or Enter drops the selected piece there; arrows walk the track. */
function wireSpace(ui: BoardUi, g: SVGGElement, s: number): void {
  g.setAttribute('role', 'button');
  g.setAttribute('tabindex', s === 0 ? '0' : '-1');
  g.setAttribute('aria-label', `Space ${s}`);
  const drop = () => {
    const p = ui.selected;
    if (!p) return;
    select(ui, null);
    if (ui.b.state[p] !== s) ui.onMove!(p, s);
  };
  const step: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
  g.addEventListener('click', drop);
  g.addEventListener('keydown', (ev) => {
    const key = (ev as KeyboardEvent).key;
    if (key === 'Enter' || key === ' ') {
      ev.preventDefault();
      drop();
    } else if (key in step) {
      ev.preventDefault();
      focusSpace(ui, s + step[key]!, true);
    } else if (key === 'Home' || key === 'End') {
      ev.preventDefault();
      focusSpace(ui, key === 'Home' ? 0 : 31, true);
    } else if (key === 'Escape' && ui.selected) {
      const p = ui.selected;
      select(ui, null);
      ui.pieceEls.get(p)?.focus();
    }
  });
}

/** The 32 numbered track spaces, the starts ringed in their seats' colours. */
function drawSpaces(ui: BoardUi): void {
  for (let s = 0; s < 32; s++) {
    const c = centre(spaceCell(s));
    const startSeat = s % 8 === 0 ? ((s / 8) as Seat) : null;
    const g = el('g', { class: 'space', 'data-space': s }, ui.svg);
    el(
      'circle',
      {
        cx: c.x,
        cy: c.y,
        r: CELL * 0.36,
        class: startSeat !== null ? 'space-dot start' : 'space-dot',
        ...(startSeat !== null ? { stroke: colorOf(ui.b, startSeat) } : {}),
      },
      g,
    );
    text(String(s), { x: c.x, y: c.y + 4, class: 'space-number' }, g);
    ui.spaceEls.push(g);
    if (ui.onMove) wireSpace(ui, g, s);
  }
}

/** The LEDs at the corners with the names shown ("You" at the defuser's), and the TAC button. */
function drawLedsAndTac(svg: SVGSVGElement, b: BoardDrawing): void {
  for (const seat of [0, 1, 2, 3] as const) {
    const k = pieceOfSeat(b.seat, seat);
    const p = ledPoint(seat);
    const captured = (k === 1 && b.state.opponent1 === null) || (k === 3 && b.state.opponent2 === null);
    el('circle', { cx: p.x, cy: p.y, r: 11, fill: colorOf(b, seat), class: captured ? 'led off' : 'led' }, svg);
    const name = k === 0 ? 'You' : b.names[k - 1]!;
    const dx = p.anchor === 'end' ? -20 : 20;
    text(name, { x: p.x + dx, y: p.y + 6, 'text-anchor': p.anchor, class: k === 0 ? 'led-name you' : 'led-name' }, svg);
    text(
      `${LED_NAMES[seat]} · seat ${seat} · ${b.colors[seat]}`,
      { x: p.x + dx, y: p.y + 22, 'text-anchor': p.anchor, class: 'led-sub' },
      svg,
    );
  }
  const mid = { x: WIDTH / 2, y: HEIGHT / 2 };
  el('circle', { cx: mid.x, cy: mid.y, r: 30, class: 'tac-button' }, svg);
  text('TAC', { x: mid.x, y: mid.y + 6, class: 'tac-label' }, svg);
}

/**
 * Ends the drag: the pawn always loses its offset and the `dragging` look (it snaps back; a good
 * drop redraws the board). Released over a space other than its own, `onMove` decides.
 */
function endDrag(ui: BoardUi, ev: PointerEvent | null): void {
  const d = ui.drag;
  ui.drag = null;
  window.removeEventListener('pointerup', ui.onWindowEnd, true);
  window.removeEventListener('pointercancel', ui.onWindowEnd, true);
  window.removeEventListener('blur', ui.onBlur);
  if (!d) return;
  d.g.removeAttribute('transform');
  d.g.classList.remove('dragging');
  if (!d.moved) return;
  ui.suppressClick = true;
  setTimeout(() => (ui.suppressClick = false), 0);
  const at = ev && ev.type === 'pointerup' ? toSvg(ui.svg, ev) : null;
  const space = at ? nearestSpace(at.x, at.y) : null;
  select(ui, null);
  if (space !== null && space !== ui.b.state[d.piece]) ui.onMove?.(d.piece, space);
}

/** Starts dragging a piece; the drag ends wherever the pointer is released (or the window blurs). */
function startDrag(ui: BoardUi, p: MovablePiece, g: SVGGElement, ev: PointerEvent): void {
  if (ev.button !== 0) return;
  const at = toSvg(ui.svg, ev);
  if (!at) return;
  endDrag(ui, null);
  ui.drag = { piece: p, g, x0: at.x, y0: at.y, moved: false };
  // The pointer's events keep coming to the pawn wherever it goes; the window listeners end the
  // drag where capture is missing (and on blur).
  try {
    g.setPointerCapture(ev.pointerId);
  } catch {
    /* no capture: the window listeners do */
  }
  window.addEventListener('pointerup', ui.onWindowEnd, true);
  window.addEventListener('pointercancel', ui.onWindowEnd, true);
  window.addEventListener('blur', ui.onBlur);
}

/** Makes a piece a button: click or Enter selects it (then the arrows pick a space); it can be dragged. */
function wirePiece(ui: BoardUi, g: SVGGElement, p: MovablePiece, s: number): void {
  g.setAttribute('tabindex', '0');
  g.setAttribute('role', 'button');
  // The name says the piece in words and holds the short label the eye reads (O1, P, O2, You),
  // outside parentheses (which checks of "label in name" leave out).
  g.setAttribute('aria-label', `Move ${PIECE_WORDS[p]}, ${PIECE_LABEL[p]}, space ${s}`);
  g.setAttribute('aria-pressed', 'false');
  const pick = (ev: Event) => {
    ev.stopPropagation();
    select(ui, ui.selected === p ? null : p);
  };
  g.addEventListener('click', pick);
  g.addEventListener('keydown', (ev) => {
    const key = (ev as KeyboardEvent).key;
    if (key === 'Enter' || key === ' ') {
      ev.preventDefault();
      pick(ev);
      // On to the track: the arrow keys pick the space, Enter moves there.
      if (ui.selected === p) focusSpace(ui, s + 1, true);
    } else if (key === 'Escape' && ui.selected) select(ui, null);
  });
  g.addEventListener('pointerdown', (ev) => startDrag(ui, p, g, ev));
}

/** The four pieces on their spaces in their seats' colours, labelled (You, O1, P, O2). */
function drawPieces(ui: BoardUi): void {
  const { b } = ui;
  for (const p of ['opponent1', 'partner', 'opponent2', 'you'] as const) {
    const s = b.state[p];
    const seat = seatOfPiece(b.seat, PIECE_OFFSET[p]);
    // Your pawn home (a replay's last board) stands in your home; a captured opponent is not drawn.
    if (typeof s !== 'number' && s !== 'home') continue;
    const c = centre(s === 'home' ? homeCell(b.seat) : spaceCell(s));
    const g = el('g', { class: p === 'you' ? 'piece piece-you' : 'piece piece-hidden', 'data-piece': p }, ui.svg);
    const title = el('title', {}, g);
    const at = s === 'home' ? 'home' : `on space ${s}`;
    title.textContent = `${PIECE_WORDS[p]} ${at} (seat ${seat}, ${SEAT_CORNERS[seat]}, ${b.colors[seat]})`;
    el('circle', { cx: c.x, cy: c.y, r: CELL * 0.42, fill: colorOf(b, seat), class: 'piece-body' }, g);
    // The label is what the eye reads; the accessible name says it in words (aria-label).
    text(PIECE_LABEL[p], { x: c.x, y: c.y + 5, class: 'piece-label', 'aria-hidden': 'true' }, g);
    if (ui.onMove && s !== 'home') wirePiece(ui, g, p, s);
    ui.pieceEls.set(p, g);
  }
}

/** Dragging a pawn onto a free space (click-then-click works too, and the page has a form). */
function wireDrag(ui: BoardUi): void {
  ui.svg.addEventListener('pointermove', (ev) => {
    const d = ui.drag;
    const at = d && toSvg(ui.svg, ev);
    if (!d || !at) return;
    const dx = at.x - d.x0;
    const dy = at.y - d.y0;
    if (!d.moved && Math.hypot(dx, dy) < 6) return;
    d.moved = true;
    d.g.setAttribute('transform', `translate(${dx} ${dy})`);
    d.g.classList.add('dragging');
  });
  ui.svg.addEventListener('lostpointercapture', () => {
    // Capture lost without a pointerup reaching us (e.g. the pawn left the document).
    if (ui.drag) setTimeout(() => ui.drag && endDrag(ui, null), 0);
  });
  ui.svg.addEventListener('click', (ev) => {
    if (ui.suppressClick) ev.stopPropagation();
  }, true); // prettier-ignore
}

/**
 * Draws the board into a new `<svg>` (role group, labelled).
 * @param onMove when given, pieces are selectable and free spaces clickable: called with the
 *   piece and the target space; the caller decides whether the move stands.
 */
export function drawBoard(b: BoardDrawing, onMove?: (piece: MovablePiece, space: number) => void): SVGSVGElement {
  const svg = el('svg', { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, class: 'board', role: 'group' });
  svg.setAttribute('aria-label', 'Board with the invisible pawns revealed');
  el('rect', { x: 4, y: 4, width: WIDTH - 8, height: HEIGHT - 8, rx: 18, class: 'board-panel' }, svg);
  el(
    'rect',
    { x: MARGIN_X - 10, y: MARGIN_Y - 10, width: 13 * CELL + 20, height: 5 * CELL + 20, rx: 14, class: 'board-wood' },
    svg,
  );
  const ui: BoardUi = {
    svg,
    b,
    onMove,
    pieceEls: new Map(),
    spaceEls: [],
    selected: null,
    drag: null,
    suppressClick: false,
    onWindowEnd: (ev) => endDrag(ui, ev as PointerEvent),
    onBlur: () => endDrag(ui, null),
  };
  drawHomes(svg, b);
  drawSpaces(ui);
  drawLedsAndTac(svg, b);
  drawPieces(ui);
  if (onMove) wireDrag(ui);
  return svg;
}
