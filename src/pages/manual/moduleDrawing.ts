/**
 * The labelled drawing of the TAC module for the manual, drawn as the module draws itself: the
 * geometry is the module's own (src/view/layout.ts, pure, in module pixels of a 640 × 640 module)
 * and the colours are the module's (cardLook.ts). The track follows the board of the rules layer
 * (RULES.md §1): 32 spaces on the 13 × 5 grid (spaceCell); the four starts are light spaces
 * ringed in their seat's LED colour, each joined by a thin line to its home (homeCell); only the
 * defuser's home is tinted with the defuser's colour, the other three are dark. An LED with a name at each
 * corner of the green board, the TAC button with its two option buttons slid out (the home
 * choice), five cards of a hand, the face-down swap card, the discard pile and the status light.
 * Labels stand in the margins with leader lines routed through the gaps of the track.
 */
import { homeCell, SEATS, spaceCell, startOf, TRACK_SIZE, type Card, type Seat } from '../../rules';
import {
  BOARD,
  CELL as MODULE_CELL,
  cardSlot,
  cellCenter,
  DISCARD_PILE,
  GRID_X as MODULE_GRID_X,
  GRID_Y as MODULE_GRID_Y,
  labelAnchor,
  LED_R,
  ledCenter,
  MODULE_SIZE,
  optionCenter,
  SMALL_CARD_SCALE,
  SPACE_R,
  STATUS_LIGHT,
  SWAP_PILE,
  TAC,
} from '../../view/layout';
import { CARD_H, CARD_W, cardBackGroup, cardGroup, optionButtonGroup } from './cardArt';
import { BOARD_LOOK, defuserHomeColour, LED_LOOK, startRingColour } from './cardLook';
import { svgEl } from './svg';
import type { DrawingLabels } from './texts';

/** Scale of the module in the drawing (a 640-pixel module drawn 480 units wide). */
const SCALE = 0.75;
/** Size of a grid cell of the board, in drawing units (module-local, after scaling). */
export const CELL = MODULE_CELL * SCALE;
/** Module-local position of the board grid's top-left corner, in drawing units. */
export const GRID_X = MODULE_GRID_X * SCALE;
export const GRID_Y = MODULE_GRID_Y * SCALE;
/** Side of a home square, drawing units. */
export const HOME_SIDE = (2 * SPACE_R + 4) * SCALE;
/** Where the module sits in the whole drawing, and the drawing's size. */
const MX = 150;
const MY = 12;
const WIDTH = 790;
const HEIGHT = MODULE_SIZE * SCALE + 2 * MY;

/** Seat colours of the drawing: the LED colours in seat order (red, yellow, green, blue). */
export const SEAT_FILL: Record<Seat, string> = {
  0: LED_LOOK.red,
  1: LED_LOOK.yellow,
  2: LED_LOOK.green,
  3: LED_LOOK.blue,
};

/**
 * The defuser's seat in the drawing, the pawn's space and the names shown at the other seats:
 * the worked example beside the names table (workedExample.ts: Molly at the next LED clockwise
 * from "You", Susan opposite, Peter last; the pawn on space 4).
 */
export const DRAWING_SEAT: Seat = 1;
export const DRAWING_PAWN_SPACE = 4;
const DRAWING_NAMES: Record<Seat, string> = { 0: 'Peter', 1: '', 2: 'Molly', 3: 'Susan' };

/** Module-local centre of a grid cell, in drawing units. */
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
    'font-family': 'Arial, Liberation Sans, DejaVu Sans, Helvetica, sans-serif',
  });
  svg.append(svgEl(doc, 'title', {}, [labels.title]));
  // Outer group: module-local drawing units (the tests read the track there); inner: module pixels.
  const outer = svgEl(doc, 'g', { transform: `translate(${MX} ${MY})` });
  const m = svgEl(doc, 'g', { transform: `scale(${SCALE})` });
  svg.append(outer);
  outer.append(m);
  const S = MODULE_SIZE;
  const L = BOARD_LOOK;

  // Module casing, status light (off), swap card and discard pile.
  m.append(
    svgEl(doc, 'rect', { x: 0, y: 0, width: S, height: S, rx: 22, fill: L.moduleEdge, class: 'casing' }),
    svgEl(doc, 'rect', {
      x: 4,
      y: 4,
      width: S - 8,
      height: S - 8,
      rx: 19,
      fill: L.moduleGrey,
      stroke: '#cfd2d5',
      'stroke-width': 2,
    }),
    svgEl(doc, 'rect', {
      x: 12,
      y: 12,
      width: S - 24,
      height: S - 24,
      rx: 14,
      fill: 'none',
      stroke: '#7d8084',
      'stroke-width': 1.5,
    }),
    svgEl(doc, 'circle', {
      cx: STATUS_LIGHT.x,
      cy: STATUS_LIGHT.y,
      r: STATUS_LIGHT.r,
      fill: L.statusOff,
      stroke: '#111111',
      'stroke-width': 2,
      class: 'status-light',
    }),
  );
  const pileW = CARD_W * SMALL_CARD_SCALE;
  const pileH = CARD_H * SMALL_CARD_SCALE;
  for (const [p, text] of [
    [SWAP_PILE, 'SWAP'],
    [DISCARD_PILE, 'DISCARD'],
  ] as const) {
    m.append(
      svgEl(doc, 'rect', {
        x: p.x - pileW / 2,
        y: p.y - pileH / 2,
        width: pileW,
        height: pileH,
        rx: 7,
        fill: 'rgb(0 0 0 / 12%)',
        stroke: L.moduleEdge,
        'stroke-width': 1.5,
      }),
      svgEl(
        doc,
        'text',
        {
          x: p.x,
          y: p.y + 52,
          'font-size': 11,
          'font-weight': 700,
          'letter-spacing': 1,
          'text-anchor': 'middle',
          'dominant-baseline': 'central',
          fill: '#3b3d40',
        },
        [text],
      ),
    );
  }
  m.append(
    svgEl(doc, 'g', { transform: `translate(${SWAP_PILE.x} ${SWAP_PILE.y}) scale(${SMALL_CARD_SCALE})` }, [
      cardBackGroup(doc),
    ]),
  );

  // The green board, its track, the starts and the homes.
  m.append(
    svgEl(doc, 'rect', {
      x: BOARD.x,
      y: BOARD.y,
      width: BOARD.w,
      height: BOARD.h,
      rx: 14,
      fill: L.felt,
      stroke: L.feltEdge,
      'stroke-width': 3,
      class: 'board',
    }),
    svgEl(doc, 'rect', {
      x: MODULE_GRID_X + MODULE_CELL / 2,
      y: MODULE_GRID_Y + MODULE_CELL / 2,
      width: 12 * MODULE_CELL,
      height: 4 * MODULE_CELL,
      rx: 6,
      fill: 'none',
      stroke: L.trackPath,
      'stroke-width': 10,
    }),
  );
  // Spaces are drawn in drawing units (outer group) so that their centres read as cellCentre.
  const track = svgEl(doc, 'g', { class: 'track' });
  const starts = new Set<number>(SEATS.map((s) => startOf(s)));
  for (const seat of SEATS) {
    const h = cellCentre(homeCell(seat));
    const st = cellCentre(spaceCell(startOf(seat)));
    track.append(
      svgEl(doc, 'line', {
        x1: st.x,
        y1: st.y,
        x2: h.x,
        y2: h.y,
        stroke: L.trackPath,
        'stroke-width': 4 * SCALE,
        class: 'home-line',
      }),
    );
  }
  for (let space = 0; space < TRACK_SIZE; space++) {
    const c = cellCentre(spaceCell(space));
    const start = starts.has(space);
    track.append(
      svgEl(doc, 'circle', {
        cx: c.x,
        cy: c.y,
        r: SPACE_R * SCALE,
        fill: start ? L.startSpace : L.space,
        stroke: L.spaceEdge,
        'stroke-width': 2 * SCALE,
        'data-space': space,
        class: start ? 'space start' : 'space',
      }),
    );
    if (start) {
      const seat = (space / 8) as Seat;
      track.append(
        svgEl(doc, 'circle', {
          cx: c.x,
          cy: c.y,
          r: (SPACE_R - 4.5) * SCALE,
          fill: 'none',
          stroke: startRingColour(SEAT_FILL[seat]),
          'stroke-width': 3 * SCALE,
          class: 'start-ring',
          'data-start-ring': seat,
        }),
      );
    }
  }
  for (const seat of SEATS) {
    const c = cellCentre(homeCell(seat));
    const mine = seat === DRAWING_SEAT;
    track.append(
      svgEl(doc, 'rect', {
        x: c.x - HOME_SIDE / 2,
        y: c.y - HOME_SIDE / 2,
        width: HOME_SIDE,
        height: HOME_SIDE,
        rx: 6 * SCALE,
        fill: mine ? defuserHomeColour(SEAT_FILL[seat]) : L.home,
        stroke: L.homeEdge,
        'stroke-width': 2 * SCALE,
        class: mine ? 'home home-yours' : 'home',
        'data-home': seat,
      }),
    );
  }
  outer.append(track);

  // Everything above the track, in module pixels again.
  const top = svgEl(doc, 'g', { transform: `scale(${SCALE})` });
  outer.append(top);

  // Your pawn.
  const p = cellCenter(spaceCell(DRAWING_PAWN_SPACE));
  top.append(
    svgEl(doc, 'g', { class: 'pawn', 'data-pawn': DRAWING_PAWN_SPACE }, [
      svgEl(doc, 'ellipse', { cx: p.x, cy: p.y + 10, rx: 14, ry: 5, fill: 'rgb(0 0 0 / 35%)' }),
      svgEl(doc, 'circle', {
        cx: p.x,
        cy: p.y,
        r: 14,
        fill: SEAT_FILL[DRAWING_SEAT],
        stroke: '#111111',
        'stroke-width': 2.5,
      }),
      svgEl(doc, 'circle', { cx: p.x - 4, cy: p.y - 5, r: 5, fill: 'rgb(255 255 255 / 45%)' }),
    ]),
  );

  // TAC button and the two option buttons, slid out for the home choice.
  for (const side of ['l', 'r'] as const) {
    const o = optionCenter(side);
    top.append(
      svgEl(doc, 'g', { transform: `translate(${o.x} ${o.y})` }, [
        optionButtonGroup(doc, side === 'l' ? 'pass' : 'house'),
      ]),
    );
  }
  top.append(
    svgEl(doc, 'g', { class: 'tac', transform: `translate(${TAC.x} ${TAC.y})` }, [
      svgEl(doc, 'circle', { cx: 0, cy: 0, r: TAC.r + 5, fill: '#2a2b2e' }),
      svgEl(doc, 'circle', { cx: 0, cy: 0, r: TAC.r, fill: L.tac, stroke: L.tacEdge, 'stroke-width': 2 }),
      svgEl(doc, 'circle', { cx: -8, cy: -10, r: TAC.r - 12, fill: 'rgb(255 255 255 / 12%)' }),
      svgEl(
        doc,
        'text',
        {
          x: 0,
          y: 0,
          'text-anchor': 'middle',
          'dominant-baseline': 'central',
          'font-size': 24,
          'font-weight': 700,
          'letter-spacing': 2,
          fill: L.tacText,
          stroke: L.tacEdge,
          'stroke-width': 3,
          'paint-order': 'stroke',
        },
        ['TAC'],
      ),
    ]),
  );

  // LEDs (lit, in their colours) and names.
  for (const seat of SEATS) {
    const c = ledCenter(seat);
    const a = labelAnchor(seat);
    const mine = seat === DRAWING_SEAT;
    top.append(
      svgEl(doc, 'circle', { cx: c.x, cy: c.y, r: LED_R + 5, fill: '#1b1c1e' }),
      svgEl(doc, 'circle', {
        cx: c.x,
        cy: c.y,
        r: LED_R,
        fill: SEAT_FILL[seat],
        stroke: '#3a3c40',
        'stroke-width': 3,
        class: 'led',
        'data-led': seat,
      }),
      svgEl(doc, 'circle', { cx: c.x - 3, cy: c.y - 4, r: 3.5, fill: 'rgb(255 255 255 / 60%)' }),
      svgEl(
        doc,
        'text',
        {
          x: a.x,
          y: a.y,
          'text-anchor': a.align === 'left' ? 'start' : 'end',
          'dominant-baseline': 'central',
          'font-size': 19,
          'font-weight': 700,
          fill: mine ? L.youName : L.name,
          class: 'led-name',
        },
        [mine ? labels.you : DRAWING_NAMES[seat]],
      ),
    );
  }

  // The hand: five cards in a fan along the bottom edge.
  hand.slice(0, 5).forEach((card, i) => {
    const s = cardSlot(i);
    const g = svgEl(doc, 'g', {
      transform: `translate(${s.x} ${s.y}) rotate(${(s.rotation * 180) / Math.PI})`,
    });
    g.append(cardGroup(doc, card));
    top.append(g);
  });

  // Labels with leader lines (points in module pixels); horizontal runs go through the gaps of
  // the track: between rows r and r + 1 at gapY(r), just under the LEDs at underLeds.
  const gapY = (row: number) => MODULE_GRID_Y + MODULE_CELL * (row + 1);
  const underLeds = (ledCenter(0).y + LED_R + 5 + MODULE_GRID_Y + MODULE_CELL / 2 - SPACE_R) / 2;
  const colX = (col: number) => MODULE_GRID_X + MODULE_CELL * (col + 0.5);
  const homeC = cellCenter(homeCell(3));
  const startC = cellCenter(spaceCell(startOf(3)));
  const led3 = ledCenter(3);
  const right = optionCenter('r');
  const slot0 = cardSlot(0);
  const lm = -10;
  const rm = S + 10;
  const leftLabels: Array<[string, Array<[number, number]>]> = [
    [
      labels.swapCard,
      [
        [lm, SWAP_PILE.y],
        [SWAP_PILE.x - pileW / 2 + 4, SWAP_PILE.y],
      ],
    ],
    [
      labels.led,
      [
        [lm, led3.y],
        [led3.x - LED_R - 5, led3.y],
      ],
    ],
    [
      labels.start,
      [
        [lm, gapY(0)],
        [startC.x - 28, gapY(0)],
        [startC.x - 9, startC.y + 9],
      ],
    ],
    [
      labels.home,
      [
        [lm, gapY(1)],
        [homeC.x - 30, gapY(1)],
        [homeC.x - 12, homeC.y + 12],
      ],
    ],
    [
      labels.hand,
      [
        [lm, slot0.y],
        [slot0.x - CARD_W / 2 + 6, slot0.y],
      ],
    ],
  ];
  const rightLabels: Array<[string, Array<[number, number]>]> = [
    [
      labels.statusLight,
      [
        [rm, STATUS_LIGHT.y],
        [STATUS_LIGHT.x + STATUS_LIGHT.r, STATUS_LIGHT.y],
      ],
    ],
    [
      labels.discard,
      [
        [rm, DISCARD_PILE.y + 24],
        [DISCARD_PILE.x + pileW / 2 - 6, DISCARD_PILE.y + 24],
      ],
    ],
    [
      labels.tac,
      [
        [rm, underLeds],
        [colX(6) + MODULE_CELL / 2, underLeds],
        [colX(6) + MODULE_CELL / 2, TAC.y - Math.sqrt(TAC.r ** 2 - (MODULE_CELL / 2) ** 2)],
      ],
    ],
    [
      labels.options,
      [
        [rm, gapY(1)],
        [right.x + 60, gapY(1)],
        [right.x + 30, right.y - 20],
      ],
    ],
    [
      labels.pawn,
      [
        [rm, gapY(2)],
        [p.x + 26, gapY(2)],
        [p.x + 10, p.y + 10],
      ],
    ],
  ];
  const callouts = svgEl(doc, 'g', { class: 'callouts' });
  const at = (x: number, y: number) => [MX + x * SCALE, MY + y * SCALE] as const;
  const addLabel = (text: string, pts: Array<[number, number]>, side: 'left' | 'right') => {
    const points = pts.map(([x, y]) => at(x, y).join(',')).join(' ');
    const [x0, y0] = at(...pts[0]!);
    const [xe, ye] = at(...pts[pts.length - 1]!);
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
      svgEl(doc, 'circle', { cx: xe, cy: ye, r: 2.6, fill: '#111', class: 'leader-dot' }),
    );
    const lines = text.split('\n');
    const x = x0 + (side === 'left' ? -4 : 4);
    const label = svgEl(doc, 'text', {
      x,
      y: y0,
      'text-anchor': side === 'left' ? 'end' : 'start',
      'dominant-baseline': 'central',
      class: 'label',
    });
    lines.forEach((line, i) =>
      label.append(
        svgEl(doc, 'tspan', i === 0 ? { x, dy: `${-(lines.length - 1) * 0.55}em` } : { x, dy: '1.1em' }, [line]),
      ),
    );
    callouts.append(label);
  };
  for (const [text, pts] of leftLabels) addLabel(text, pts, 'left');
  for (const [text, pts] of rightLabels) addLabel(text, pts, 'right');
  svg.append(callouts);
  return svg;
}
