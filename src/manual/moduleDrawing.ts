/**
 * The labelled drawing of the TAC module for the manual, generated from the board of the rules
 * layer (RULES.md §1): the 32 track spaces on the 13 × 5 grid (spaceCell), the four starts and
 * homes (startOf, homeCell), an LED with a name at each corner, the TAC button with its two option
 * buttons, the five cards of a hand, the face-down swap card, the discard pile and the status
 * light. Labels stand in the margins with leader lines routed through the gaps of the track.
 */
import { CORNER_SPACES, homeCell, SEATS, spaceCell, startOf, TRACK_SIZE, type Card, type Seat } from '../rules';
import { CARD_H, CARD_W, cardGroup, forwardArrow, house } from './cardArt';
import { svgEl } from './svg';
import type { DrawingLabels } from './texts';

/** Size of a grid cell of the board, in drawing units. */
export const CELL = 30;
/** Module-local position of the board grid's top-left corner. */
export const GRID_X = 45;
export const GRID_Y = 106;
/** Where the module (a 480 × 480 square) sits in the whole drawing, and the drawing's size. */
const MX = 150;
const MY = 12;
const MODULE = 480;
const WIDTH = 790;
const HEIGHT = 504;

/** Seat colours of the drawing: the LED colours in seat order (red, yellow, green, blue). */
export const SEAT_FILL: Record<Seat, string> = { 0: '#d32f2f', 1: '#f2c200', 2: '#2e9d46', 3: '#2f6fd6' };

/** The defuser's seat in the drawing, the pawn's space and the names shown at the other seats. */
export const DRAWING_SEAT: Seat = 1;
export const DRAWING_PAWN_SPACE = 4;
const DRAWING_NAMES: Record<Seat, string> = { 0: 'Peter', 1: '', 2: 'Molly', 3: 'Susan' };

/** Module-local centre of a grid cell. */
export function cellCentre(cell: { col: number; row: number }): { x: number; y: number } {
  return { x: GRID_X + CELL * cell.col + CELL / 2, y: GRID_Y + CELL * cell.row + CELL / 2 };
}

/**
 * The five cards shown in the drawing's hand, taken from the rule seed's deck: one of each kind
 * that the deck has (regular, reverse, single steps, diamond, Trickster), topped up with regular
 * cards, in deck order.
 */
export function drawingHand(deck: readonly Card[]): Card[] {
  const pick: Card[] = [];
  for (const kind of ['regular', 'reverse', 'single', 'diamond', 'trickster'] as const) {
    const c = deck.find((d) => d.kind === kind && !pick.includes(d));
    if (c) pick.push(c);
  }
  for (const c of deck) if (pick.length < 5 && !pick.includes(c)) pick.push(c);
  return pick.slice(0, 5).sort((a, b) => deck.indexOf(a) - deck.indexOf(b));
}

/** LED positions (module-local) by seat: top-right, bottom-right, bottom-left, top-left. */
const LED_AT: Record<Seat, { x: number; y: number }> = {
  0: { x: 442, y: 74 },
  1: { x: 442, y: 290 },
  2: { x: 38, y: 290 },
  3: { x: 38, y: 74 },
};

/**
 * Draws the module.
 * @param doc the document to build the SVG in
 * @param labels the labels in the page's language
 * @param hand the five cards to draw in the hand (see drawingHand)
 * @returns an accessible `<svg role="img">` whose `<title>` is `labels.title`
 */
export function moduleSvg(doc: Document, labels: DrawingLabels, hand: readonly Card[]): SVGSVGElement {
  const svg = svgEl(doc, 'svg', {
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    role: 'img',
    'aria-label': labels.title,
    class: 'module-drawing',
    'font-family': 'Liberation Sans, Arial, Helvetica, sans-serif',
  });
  svg.append(svgEl(doc, 'title', {}, [labels.title]));
  const m = svgEl(doc, 'g', { transform: `translate(${MX} ${MY})` });
  svg.append(m);

  // Module casing, status light, swap card and discard pile.
  m.append(
    svgEl(doc, 'rect', {
      x: 0,
      y: 0,
      width: MODULE,
      height: MODULE,
      rx: 16,
      class: 'casing',
      fill: '#c4c8cc',
      stroke: '#4a4f55',
      'stroke-width': 3,
    }),
    svgEl(doc, 'rect', {
      x: 8,
      y: 8,
      width: MODULE - 16,
      height: MODULE - 16,
      rx: 10,
      fill: 'none',
      stroke: '#9aa0a6',
      'stroke-width': 1.5,
    }),
    svgEl(doc, 'circle', { cx: 456, cy: 26, r: 13, fill: '#555', stroke: '#2b2b2b', 'stroke-width': 2 }),
    svgEl(doc, 'circle', { cx: 456, cy: 26, r: 8, fill: '#7fd07f', stroke: '#2b2b2b', 'stroke-width': 1 }),
    svgEl(doc, 'rect', {
      x: 16,
      y: 12,
      width: 28,
      height: 40,
      rx: 3,
      fill: '#7b1f24',
      stroke: '#2b2b2b',
      'stroke-width': 1.5,
    }),
    svgEl(doc, 'rect', {
      x: 20,
      y: 16,
      width: 20,
      height: 32,
      rx: 2,
      fill: 'none',
      stroke: '#e0b84c',
      'stroke-width': 1,
      'stroke-dasharray': '3 2',
    }),
    svgEl(doc, 'rect', {
      x: 52,
      y: 12,
      width: 28,
      height: 40,
      rx: 3,
      fill: 'none',
      stroke: '#4a4f55',
      'stroke-width': 1.5,
      'stroke-dasharray': '4 3',
    }),
  );

  // The wooden board and its track.
  m.append(
    svgEl(doc, 'rect', {
      x: GRID_X - 15,
      y: GRID_Y - 15,
      width: CELL * 13 + 30,
      height: CELL * 5 + 30,
      rx: 10,
      fill: '#d8b27a',
      stroke: '#7a5a2e',
      'stroke-width': 2,
      class: 'board',
    }),
  );
  const startSeat = new Map(SEATS.map((s) => [startOf(s), s]));
  for (let space = 0; space < TRACK_SIZE; space++) {
    const c = cellCentre(spaceCell(space));
    const seat = startSeat.get(space);
    const corner = (CORNER_SPACES as readonly number[]).includes(space);
    m.append(
      svgEl(doc, 'circle', {
        cx: c.x,
        cy: c.y,
        r: 10,
        fill: corner ? '#efe0c0' : '#f6ead0',
        stroke: seat === undefined ? '#6b5330' : SEAT_FILL[seat],
        'stroke-width': seat === undefined ? 1.5 : 4,
        'data-space': space,
        class: seat === undefined ? 'space' : 'space start',
      }),
    );
  }
  for (const seat of SEATS) {
    const c = cellCentre(homeCell(seat));
    m.append(
      svgEl(doc, 'rect', {
        x: c.x - 12,
        y: c.y - 12,
        width: 24,
        height: 24,
        rx: 4,
        fill: SEAT_FILL[seat],
        stroke: '#3b2a12',
        'stroke-width': 1.5,
        opacity: 0.85,
        class: 'home',
        'data-home': seat,
      }),
    );
  }

  // Your pawn.
  const p = cellCentre(spaceCell(DRAWING_PAWN_SPACE));
  m.append(
    svgEl(doc, 'g', { class: 'pawn', 'data-pawn': DRAWING_PAWN_SPACE }, [
      svgEl(doc, 'ellipse', {
        cx: p.x,
        cy: p.y + 6,
        rx: 9,
        ry: 4,
        fill: SEAT_FILL[DRAWING_SEAT],
        stroke: '#2b2b2b',
        'stroke-width': 1.2,
      }),
      svgEl(doc, 'path', {
        d: `M${p.x - 6} ${p.y + 5} L${p.x - 3} ${p.y - 3} L${p.x + 3} ${p.y - 3} L${p.x + 6} ${p.y + 5} Z`,
        fill: SEAT_FILL[DRAWING_SEAT],
        stroke: '#2b2b2b',
        'stroke-width': 1.2,
      }),
      svgEl(doc, 'circle', {
        cx: p.x,
        cy: p.y - 6,
        r: 5,
        fill: SEAT_FILL[DRAWING_SEAT],
        stroke: '#2b2b2b',
        'stroke-width': 1.2,
      }),
    ]),
  );

  // TAC button and the two option buttons (as they look when slid out for the home choice).
  const tac = cellCentre({ col: 6, row: 2 });
  const left = cellCentre({ col: 4, row: 2 });
  const right = cellCentre({ col: 8, row: 2 });
  m.append(
    svgEl(doc, 'circle', { cx: tac.x, cy: tac.y, r: 25, fill: '#b71c1c', stroke: '#3a0a0a', 'stroke-width': 2.5 }),
    svgEl(doc, 'circle', { cx: tac.x, cy: tac.y, r: 20, fill: 'none', stroke: '#e57373', 'stroke-width': 1.2 }),
    svgEl(
      doc,
      'text',
      { x: tac.x, y: tac.y + 5, 'text-anchor': 'middle', 'font-size': 14, 'font-weight': 700, fill: '#fff' },
      ['TAC'],
    ),
  );
  for (const b of [left, right]) {
    m.append(
      svgEl(doc, 'rect', {
        x: b.x - 16,
        y: b.y - 14,
        width: 32,
        height: 28,
        rx: 6,
        fill: '#e9ecef',
        stroke: '#3b3b3b',
        'stroke-width': 1.8,
      }),
    );
  }
  m.append(forwardArrow(doc, left.x, left.y, 14, '#222'), house(doc, right.x, right.y, 16, '#222'));

  // LEDs and names.
  for (const seat of SEATS) {
    const at = LED_AT[seat];
    const name = seat === DRAWING_SEAT ? labels.you : DRAWING_NAMES[seat];
    const onRight = seat === 0 || seat === 1;
    m.append(
      svgEl(doc, 'circle', {
        cx: at.x,
        cy: at.y,
        r: 9,
        fill: SEAT_FILL[seat],
        stroke: '#2b2b2b',
        'stroke-width': 2,
        class: 'led',
        'data-led': seat,
      }),
      svgEl(doc, 'circle', { cx: at.x - 3, cy: at.y - 3, r: 2.5, fill: '#fff', opacity: 0.7 }),
      svgEl(
        doc,
        'text',
        {
          x: onRight ? at.x - 16 : at.x + 16,
          y: at.y + 5,
          'text-anchor': onRight ? 'end' : 'start',
          'font-size': 14,
          'font-weight': 700,
          fill: '#1e1e1e',
        },
        [name],
      ),
    );
  }

  // The hand: five cards in a fan along the bottom edge.
  const scale = 1.12;
  hand.slice(0, 5).forEach((card, i) => {
    const k = i - 2;
    const cx = MODULE / 2 + k * 76;
    const top = 334 + Math.abs(k) * 5;
    const g = svgEl(doc, 'g', {
      transform: `translate(${cx} ${top + (CARD_H * scale) / 2}) rotate(${k * 5}) scale(${scale}) translate(${-CARD_W / 2} ${-CARD_H / 2})`,
    });
    g.append(cardGroup(doc, card));
    m.append(g);
  });

  // Labels with leader lines; horizontal runs go through the gaps between track spaces.
  const callouts = svgEl(doc, 'g', { class: 'callouts', 'font-size': 14 });
  const homeC = cellCentre(homeCell(3));
  const startC = cellCentre(spaceCell(startOf(3)));
  const gapY = (row: number) => GRID_Y + CELL * (row + 1);
  const leftLabels: Array<[string, Array<[number, number]>]> = [
    [
      labels.swapCard,
      [
        [-6, 32],
        [16, 32],
      ],
    ],
    [
      labels.led,
      [
        [-6, LED_AT[3].y],
        [LED_AT[3].x - 10, LED_AT[3].y],
      ],
    ],
    [
      labels.start,
      [
        [-6, gapY(0)],
        [startC.x - 22, gapY(0)],
        [startC.x - 6, startC.y + 9],
      ],
    ],
    [
      labels.home,
      [
        [-6, gapY(1) + 8],
        [homeC.x - 24, gapY(1) + 8],
        [homeC.x - 10, homeC.y + 10],
      ],
    ],
    [
      labels.hand,
      [
        [-6, 390],
        [44, 390],
      ],
    ],
  ];
  const rightLabels: Array<[string, Array<[number, number]>]> = [
    [
      labels.statusLight,
      [
        [MODULE + 6, 26],
        [470, 26],
      ],
    ],
    [
      labels.discard,
      [
        [MODULE + 6, 52],
        [300, 52],
        [82, 36],
      ],
    ],
    [
      labels.pawn,
      [
        [MODULE + 6, gapY(2)],
        [p.x + 16, gapY(2)],
        [p.x + 7, p.y + 7],
      ],
    ],
    [
      labels.options,
      [
        [MODULE + 6, gapY(1)],
        [right.x + 30, gapY(1)],
        [right.x + 14, right.y - 10],
      ],
    ],
    [
      labels.tac,
      [
        [MODULE + 6, gapY(3)],
        [right.x + 30, gapY(3)],
        [tac.x + 18, tac.y + 18],
      ],
    ],
  ];
  const addLabel = (text: string, pts: Array<[number, number]>, side: 'left' | 'right') => {
    const points = pts.map(([x, y]) => `${MX + x},${MY + y}`).join(' ');
    const [x0, y0] = pts[0]!;
    const [xe, ye] = pts[pts.length - 1]!;
    callouts.append(
      svgEl(doc, 'polyline', {
        points,
        fill: 'none',
        stroke: '#fff',
        'stroke-width': 4,
        'stroke-linejoin': 'round',
        class: 'halo',
      }),
      svgEl(doc, 'polyline', {
        points,
        fill: 'none',
        stroke: '#111',
        'stroke-width': 1.3,
        'stroke-linejoin': 'round',
        class: 'leader',
      }),
      svgEl(doc, 'circle', { cx: MX + xe, cy: MY + ye, r: 2.6, fill: '#111', class: 'leader-dot' }),
    );
    const lines = text.split('\n');
    const x = MX + x0 + (side === 'left' ? -4 : 4);
    const label = svgEl(doc, 'text', {
      x,
      y: MY + y0 + 5 - (lines.length - 1) * 8,
      'text-anchor': side === 'left' ? 'end' : 'start',
      class: 'label',
    });
    lines.forEach((line, i) => label.append(svgEl(doc, 'tspan', i === 0 ? { x } : { x, dy: 16 }, [line])));
    callouts.append(label);
  };
  for (const [text, pts] of leftLabels) addLabel(text, pts, 'left');
  for (const [text, pts] of rightLabels) addLabel(text, pts, 'right');
  svg.append(callouts);
  return svg;
}
