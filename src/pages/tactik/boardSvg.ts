/**
 * The Tac-Tik board drawn as SVG in the house's colours (the module's felt, spaces and LED
 * colours, src/view/art/palette.ts): the track as a ring of 16 spaces per colour, space 0 at the
 * bottom and the spaces going clockwise; each start ringed in its colour; each home four spaces
 * from its start towards the centre; each reserve four places outside the ring beside its start
 * (docs/tactik.md §2). Pawns are discs, a pieu a hollow ring. `boardGeometry` is pure; `BoardDrawing`
 * keeps one element per pawn so that a pawn glides to its new place (a CSS transition).
 * Text goes in through textContent only.
 */
import { LED_COLORS, MODULE_PALETTE } from '../../art/palette';
import { colorCount, startOf, trackLength, type PawnSpot, type TableOptions } from '../../rules/tactik';
import { colorName } from './words';

/** The drawing's size in its own units (a square viewBox). */
const VIEW = 720;
const CENTRE = VIEW / 2;
const RING = 292;

interface Point {
  readonly x: number;
  readonly y: number;
}

/** Where everything is drawn on a table's board. */
interface BoardGeometry {
  readonly L: number;
  /** Radius of a space. */
  readonly r: number;
  readonly track: readonly Point[];
  /** Per colour, home slots 0–3. */
  readonly homes: readonly (readonly Point[])[];
  /** Per colour, its four reserve places. */
  readonly reserves: readonly (readonly Point[])[];
  /** Per colour, where its name is written. */
  readonly labels: readonly Point[];
}

const at = (radius: number, angle: number): Point => ({
  x: Math.round((CENTRE + radius * Math.cos(angle)) * 10) / 10,
  y: Math.round((CENTRE + radius * Math.sin(angle)) * 10) / 10,
});

/** The board's geometry for a table: spaces, homes, reserves and labels. Pure. */
function boardGeometry(t: TableOptions): BoardGeometry {
  const L = trackLength(t);
  const angle = (i: number) => Math.PI / 2 + (i * 2 * Math.PI) / L;
  const r = Math.min(14, Math.floor(0.42 * ((2 * Math.PI * RING) / L) * 10) / 10);
  const step = 2 * r + 5;
  const track = Array.from({ length: L }, (_, i) => at(RING, angle(i)));
  const colors = Array.from({ length: colorCount(t) }, (_, c) => c);
  const homes = colors.map((c) => [0, 1, 2, 3].map((k) => at(RING - (k + 1) * step, angle(startOf(c)))));
  const outside = RING + 2 * r + 10;
  const reserves = colors.map((c) =>
    [0, 1, 2, 3].map((k) => at(outside, angle(startOf(c)) + ((k - 1.5) * (2 * r + 4)) / outside)),
  );
  const labels = colors.map((c) => at(RING - 4 * step - 2 * r - 26, angle(startOf(c))));
  return { L, r, track, homes, reserves, labels };
}

/** The fill of colour `c` on a board of this table (the LED colours, then black and white). */
function colorFill(t: TableOptions, c: number): string {
  const fills: Record<string, number> = { ...LED_COLORS, black: 0x2a2a2e, white: 0xf4f1e8 };
  return hex(fills[colorName(t, c)]!);
}

const hex = (n: number) => `#${n.toString(16).padStart(6, '0')}`;

/** True for the black colour, which is drawn edged light on the dark felt. */
const isDark = (t: TableOptions, c: number) => colorName(t, c) === 'black';

/** The colour's lines on the felt (home, start ring, reserve places, its name's outline): black shows as grey. */
function colorLine(t: TableOptions, c: number): string {
  return isDark(t, c) ? '#9a9aa0' : colorFill(t, c);
}

/** The point where a pawn stands (its reserve place by its number within its colour). */
function pawnPoint(g: BoardGeometry, pawn: number, spot: PawnSpot): Point {
  const c = pawn >> 2;
  if (spot.zone === 'track') return g.track[spot.space]!;
  if (spot.zone === 'home') return g.homes[c]![spot.slot]!;
  return g.reserves[c]![pawn & 3]!;
}

const SVG = 'http://www.w3.org/2000/svg';

function el<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number>, parent?: Element) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  parent?.appendChild(e);
  return e;
}

/** What the drawing shows at one moment. */
interface BoardPicture {
  /** Where the pawns stand (the choices' preview). */
  readonly pawns: readonly PawnSpot[];
  /** Where they stood before the choices being made (ghosts mark the pawns that would move). */
  readonly before: readonly PawnSpot[];
  /** Pawns a click would choose something for. */
  readonly pickable: ReadonlySet<number>;
  /** The last card played, in words, and how many cards are left to draw. */
  readonly lastCard: string | null;
  readonly drawCount: number;
}

/** The drawn board of one table: static parts once, pawns updated by `show`. */
export class BoardDrawing {
  readonly svg: SVGSVGElement;
  private readonly g: BoardGeometry;
  private readonly pawnEls: SVGGElement[] = [];
  private readonly ghosts: SVGGElement;
  private readonly centre: SVGTextElement;
  private readonly centreSub: SVGTextElement;

  /** @param onPawn called with a pawn's number when it is clicked. */
  constructor(
    private readonly t: TableOptions,
    onPawn: (pawn: number) => void,
  ) {
    this.g = boardGeometry(t);
    this.svg = el('svg', { viewBox: `0 0 ${VIEW} ${VIEW}`, class: 'board', 'aria-hidden': 'true', focusable: 'false' });
    this.drawStatic();
    this.ghosts = el('g', { class: 'ghosts' }, this.svg);
    this.centre = el('text', { x: CENTRE, y: CENTRE - 4, class: 'centre-card', 'text-anchor': 'middle' }, this.svg);
    this.centreSub = el('text', { x: CENTRE, y: CENTRE + 26, class: 'centre-sub', 'text-anchor': 'middle' }, this.svg);
    const pawns = el('g', { class: 'pawns' }, this.svg);
    for (let pawn = 0; pawn < colorCount(t) * 4; pawn++) {
      const p = el('g', { class: 'pawn', 'data-pawn': pawn }, pawns);
      el('circle', { r: this.g.r + 5, class: 'halo' }, p);
      const fill = colorFill(t, pawn >> 2);
      const dark = isDark(t, pawn >> 2) ? ' dark' : '';
      el('circle', { r: this.g.r * 0.78, class: `disc${dark}`, fill }, p);
      // A pieu: a hollow ring in its colour, edged dark (black: light) inside and out.
      el('circle', { r: this.g.r * 0.62, class: `ring-edge${dark}`, 'stroke-width': this.g.r * 0.5 + 3 }, p);
      el('circle', { r: this.g.r * 0.62, class: 'ring', stroke: fill, 'stroke-width': this.g.r * 0.5 }, p);
      p.addEventListener('click', () => onPawn(pawn));
      this.pawnEls.push(p);
    }
  }

  private drawStatic(): void {
    const { g, t } = this;
    const felt = hex(MODULE_PALETTE.felt);
    el(
      'rect',
      {
        x: 4,
        y: 4,
        width: VIEW - 8,
        height: VIEW - 8,
        rx: 36,
        fill: felt,
        stroke: hex(MODULE_PALETTE.feltEdge),
        'stroke-width': 8,
      },
      this.svg,
    );
    el(
      'circle',
      {
        cx: CENTRE,
        cy: CENTRE,
        r: RING,
        fill: 'none',
        stroke: hex(MODULE_PALETTE.trackPath),
        'stroke-width': 2 * g.r + 10,
      },
      this.svg,
    );
    const starts = new Map(Array.from({ length: colorCount(t) }, (_, c) => [startOf(c), c]));
    g.track.forEach((p, i) => {
      const c = starts.get(i);
      el(
        'circle',
        {
          cx: p.x,
          cy: p.y,
          r: g.r,
          fill: hex(c === undefined ? MODULE_PALETTE.space : MODULE_PALETTE.startSpace),
          stroke: hex(MODULE_PALETTE.spaceEdge),
          'stroke-width': 1.5,
        },
        this.svg,
      );
      if (c !== undefined)
        el(
          'circle',
          { cx: p.x, cy: p.y, r: g.r - 3, fill: 'none', stroke: colorLine(t, c), 'stroke-width': 3 },
          this.svg,
        );
      if (i % 4 === 0 && c === undefined) {
        const n = el('text', { x: p.x, y: p.y + 3.5, class: 'space-no', 'text-anchor': 'middle' }, this.svg);
        n.textContent = String(i);
      }
    });
    this.drawHomes();
  }

  /** Each colour's home, reserve places and name. */
  private drawHomes(): void {
    const { g, t } = this;
    g.homes.forEach((slots, c) => {
      const fill = colorFill(t, c);
      const line = colorLine(t, c);
      const first = g.track[startOf(c)]!;
      el(
        'line',
        {
          x1: first.x,
          y1: first.y,
          x2: slots[3]!.x,
          y2: slots[3]!.y,
          stroke: hex(MODULE_PALETTE.homePath),
          'stroke-width': 4,
          opacity: 0.7,
        },
        this.svg,
      );
      for (const p of slots)
        el(
          'circle',
          { cx: p.x, cy: p.y, r: g.r, fill: hex(MODULE_PALETTE.home), stroke: line, 'stroke-width': 2.5 },
          this.svg,
        );
      for (const p of g.reserves[c]!)
        el(
          'circle',
          {
            cx: p.x,
            cy: p.y,
            r: g.r * 0.85,
            fill: 'none',
            stroke: line,
            'stroke-width': 1.5,
            'stroke-dasharray': '3 3',
          },
          this.svg,
        );
      const label = g.labels[c]!;
      const text = el(
        'text',
        {
          x: label.x,
          y: label.y + 5,
          class: `colour-name${isDark(t, c) ? ' dark' : ''}`,
          'text-anchor': 'middle',
          fill,
        },
        this.svg,
      );
      text.textContent = colorName(t, c);
    });
  }

  /** Shows a moment: every pawn in place (a pieu as a ring), ghosts where pawns would leave, the centre's card. */
  show(pic: BoardPicture): void {
    while (this.ghosts.firstChild) this.ghosts.removeChild(this.ghosts.firstChild);
    pic.pawns.forEach((spot, pawn) => {
      const e = this.pawnEls[pawn]!;
      const p = pawnPoint(this.g, pawn, spot);
      e.style.transform = `translate(${p.x}px, ${p.y}px)`;
      e.classList.toggle('pieu', spot.zone === 'track' && spot.pieu);
      e.classList.toggle('reserve', spot.zone === 'reserve');
      e.classList.toggle('pick', pic.pickable.has(pawn));
      const was = pic.before[pawn]!;
      if (JSON.stringify(was) !== JSON.stringify(spot)) {
        const q = pawnPoint(this.g, pawn, was);
        el(
          'circle',
          { cx: q.x, cy: q.y, r: this.g.r * 0.78, class: 'ghost', stroke: colorLine(this.t, pawn >> 2) },
          this.ghosts,
        );
      }
    });
    this.centre.textContent = pic.lastCard ?? '';
    this.centreSub.textContent = `${pic.drawCount} to draw`;
  }
}
