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

/** Display colours of the four LED colours. */
export const COLOR_HEX: Record<Color, string> = {
  red: '#e0443e',
  yellow: '#e8c02a',
  green: '#3fae49',
  blue: '#3b7be0',
};

/** The pieces that can be moved in the drawing. */
export type MovablePiece = 'you' | 'opponent1' | 'partner' | 'opponent2';

/** What the drawing needs. */
export interface BoardDrawing {
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

/**
 * Draws the board into a new `<svg>` (role img, labelled).
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

  const seatOf = (k: number) => ((b.seat + k) & 3) as Seat;
  const colorOf = (seat: Seat) => COLOR_HEX[b.colors[seat]];
  let selected: MovablePiece | null = null;
  const pieceEls = new Map<MovablePiece, SVGGElement>();
  const spaceEls: SVGGElement[] = [];
  const select = (p: MovablePiece | null) => {
    selected = p;
    for (const [q, g] of pieceEls) {
      g.classList.toggle('selected', q === p);
      if (onMove) g.setAttribute('aria-pressed', String(q === p));
    }
    svg.classList.toggle('moving', p !== null);
  };
  /** Roving tab stop of the track: space `s` is the one reached with Tab. */
  const focusSpace = (s: number, focus: boolean) => {
    const t = ((s % 32) + 32) % 32;
    spaceEls.forEach((g, i) => g.setAttribute('tabindex', i === t ? '0' : '-1'));
    if (focus) spaceEls[t]?.focus();
  };

  // Homes (one square inside the track next to each start).
  for (const seat of [0, 1, 2, 3] as const) {
    const c = centre(homeCell(seat));
    const mine = seat === b.seat;
    el('rect', {
      x: c.x - CELL / 2 + 5, y: c.y - CELL / 2 + 5, width: CELL - 10, height: CELL - 10, rx: 6,
      class: mine ? 'home home-yours' : 'home',
      fill: mine ? colorOf(seat) : '#3b3228',
    }, svg); // prettier-ignore
    if (mine) text('home', { x: c.x, y: c.y + 4, class: 'home-label' }, svg);
  }

  // Track spaces.
  for (let s = 0; s < 32; s++) {
    const c = centre(spaceCell(s));
    const startSeat = s % 8 === 0 ? ((s / 8) as Seat) : null;
    const g = el('g', { class: 'space', 'data-space': s }, svg);
    el(
      'circle',
      {
        cx: c.x,
        cy: c.y,
        r: CELL * 0.36,
        class: startSeat !== null ? 'space-dot start' : 'space-dot',
        ...(startSeat !== null ? { stroke: colorOf(startSeat) } : {}),
      },
      g,
    );
    text(String(s), { x: c.x, y: c.y + 4, class: 'space-number' }, g);
    spaceEls.push(g);
    if (onMove) {
      g.setAttribute('role', 'button');
      g.setAttribute('tabindex', s === 0 ? '0' : '-1');
      g.setAttribute('aria-label', `Space ${s}`);
      const drop = () => {
        const p = selected;
        if (!p) return;
        select(null);
        if (b.state[p] !== s) onMove(p, s);
      };
      g.addEventListener('click', drop);
      g.addEventListener('keydown', (ev) => {
        const key = (ev as KeyboardEvent).key;
        const step: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
        if (key === 'Enter' || key === ' ') {
          ev.preventDefault();
          drop();
        } else if (key in step) {
          ev.preventDefault();
          focusSpace(s + step[key]!, true);
        } else if (key === 'Home' || key === 'End') {
          ev.preventDefault();
          focusSpace(key === 'Home' ? 0 : 31, true);
        } else if (key === 'Escape' && selected) {
          const p = selected;
          select(null);
          pieceEls.get(p)?.focus();
        }
      });
    }
  }

  // LEDs and names.
  for (const seat of [0, 1, 2, 3] as const) {
    const k = (seat - b.seat + 4) & 3;
    const p = ledPoint(seat);
    const captured = (k === 1 && b.state.opponent1 === null) || (k === 3 && b.state.opponent2 === null);
    el('circle', { cx: p.x, cy: p.y, r: 11, fill: colorOf(seat), class: captured ? 'led off' : 'led' }, svg);
    const name = k === 0 ? 'You' : b.names[k - 1]!;
    const dx = p.anchor === 'end' ? -20 : 20;
    text(name, { x: p.x + dx, y: p.y + 6, 'text-anchor': p.anchor, class: k === 0 ? 'led-name you' : 'led-name' }, svg);
    text(
      `${LED_NAMES[seat]} · seat ${seat} · ${b.colors[seat]}`,
      { x: p.x + dx, y: p.y + 22, 'text-anchor': p.anchor, class: 'led-sub' },
      svg,
    );
  }

  // TAC button in the centre.
  const mid = { x: WIDTH / 2, y: HEIGHT / 2 };
  el('circle', { cx: mid.x, cy: mid.y, r: 30, class: 'tac-button' }, svg);
  text('TAC', { x: mid.x, y: mid.y + 6, class: 'tac-label' }, svg);

  // Pieces.
  let drag: { piece: MovablePiece; g: SVGGElement; x0: number; y0: number; moved: boolean } | null = null;
  let suppressClick = false;
  /**
   * Ends the drag: the pawn always loses its offset and the `dragging` look (it snaps back; a
   * good drop redraws the board). Released over a space other than its own, `onMove` decides.
   */
  const endDrag = (ev: PointerEvent | null) => {
    const d = drag;
    drag = null;
    window.removeEventListener('pointerup', onWindowEnd, true);
    window.removeEventListener('pointercancel', onWindowEnd, true);
    window.removeEventListener('blur', onBlur);
    if (!d) return;
    d.g.removeAttribute('transform');
    d.g.classList.remove('dragging');
    if (!d.moved) return;
    suppressClick = true;
    setTimeout(() => (suppressClick = false), 0);
    const at = ev && ev.type === 'pointerup' ? toSvg(svg, ev) : null;
    const space = at ? nearestSpace(at.x, at.y) : null;
    select(null);
    if (space !== null && space !== b.state[d.piece]) onMove?.(d.piece, space);
  };
  const onWindowEnd = (ev: Event) => endDrag(ev as PointerEvent);
  const onBlur = () => endDrag(null);
  for (const p of ['opponent1', 'partner', 'opponent2', 'you'] as const) {
    const s = b.state[p];
    const seat = seatOf(PIECE_OFFSET[p]);
    if (typeof s !== 'number') continue;
    const c = centre(spaceCell(s));
    const g = el('g', { class: p === 'you' ? 'piece piece-you' : 'piece piece-hidden', 'data-piece': p }, svg);
    const title = el('title', {}, g);
    title.textContent = `${PIECE_WORDS[p]} on space ${s} (seat ${seat}, ${SEAT_CORNERS[seat]}, ${b.colors[seat]})`;
    el('circle', { cx: c.x, cy: c.y, r: CELL * 0.42, fill: colorOf(seat), class: 'piece-body' }, g);
    text(PIECE_LABEL[p], { x: c.x, y: c.y + 5, class: 'piece-label' }, g);
    if (onMove) {
      g.setAttribute('tabindex', '0');
      g.setAttribute('role', 'button');
      g.setAttribute('aria-label', `Move ${PIECE_WORDS[p]} (space ${s})`);
      g.setAttribute('aria-pressed', 'false');
      const pick = (ev: Event) => {
        ev.stopPropagation();
        select(selected === p ? null : p);
      };
      g.addEventListener('click', pick);
      g.addEventListener('keydown', (ev) => {
        const key = (ev as KeyboardEvent).key;
        if (key === 'Enter' || key === ' ') {
          ev.preventDefault();
          pick(ev);
          // On to the track: the arrow keys pick the space, Enter moves there.
          if (selected === p) focusSpace(s + 1, true);
        } else if (key === 'Escape' && selected) select(null);
      });
    }
    pieceEls.set(p, g);
    if (onMove) {
      g.addEventListener('pointerdown', (ev) => {
        if (ev.button !== 0) return;
        const at = toSvg(svg, ev);
        if (!at) return;
        endDrag(null);
        drag = { piece: p, g, x0: at.x, y0: at.y, moved: false };
        // The pointer's events keep coming to the pawn wherever it goes; the window listeners
        // end the drag where capture is missing (and on blur).
        try {
          g.setPointerCapture(ev.pointerId);
        } catch {
          /* no capture: the window listeners do */
        }
        window.addEventListener('pointerup', onWindowEnd, true);
        window.addEventListener('pointercancel', onWindowEnd, true);
        window.addEventListener('blur', onBlur);
      });
    }
  }

  // Dragging a pawn onto a free space (click-then-click works too, and the page has a form).
  if (onMove) {
    svg.addEventListener('pointermove', (ev) => {
      if (!drag) return;
      const at = toSvg(svg, ev);
      if (!at) return;
      const dx = at.x - drag.x0;
      const dy = at.y - drag.y0;
      if (!drag.moved && Math.hypot(dx, dy) < 6) return;
      drag.moved = true;
      drag.g.setAttribute('transform', `translate(${dx} ${dy})`);
      drag.g.classList.add('dragging');
    });
    svg.addEventListener('lostpointercapture', () => {
      // Capture lost without a pointerup reaching us (e.g. the pawn left the document).
      if (drag) setTimeout(() => drag && endDrag(null), 0);
    });
    svg.addEventListener('click', (ev) => {
      if (suppressClick) ev.stopPropagation();
    }, true); // prettier-ignore
  }
  return svg;
}
