/**
 * The labelled drawing of the TAC module for the manual: the module's own still picture
 * (src/view/art/moduleStill.ts, drawn with the SVG back end, exactly the art of the bomb's scene)
 * in the pose of the worked example beside the names table (the defuser's seat 1, the pawn on
 * space 4, Molly, Susan and Peter at the other LEDs), with the option buttons slid out for the
 * home choice and five cards of the rule seed's deck in the hand; the track's spaces numbered;
 * labels stand in the margins with leader lines routed through the gaps of the track.
 */
import { homeCell, spaceCell, startOf, type Card, type Seat } from '../../rules';
import { moduleStillArt, type ModuleStill } from '../../view/art/moduleStill';
import { domSink, svgElement as svgEl, toSvg } from '../../view/art/svgArt';
import { FONT } from '../../view/art/shapes';
import {
  CARD,
  cardSlot,
  CELL,
  cellCenter,
  DISCARD_PILE,
  GRID_X,
  GRID_Y,
  ledCenter,
  LED_R,
  MODULE_SIZE,
  optionCenter,
  SMALL_CARD_SCALE,
  SPACE_R,
  STATUS_LIGHT,
  SWAP_PILE,
  TAC,
} from '../../view/layout';
import type { DrawingLabels } from './texts';

/** Scale of the module in the drawing (a 640-pixel module drawn 480 units wide). */
const SCALE = 0.75;
/** Where the module sits in the whole drawing, and the drawing's size. */
const MX = 150;
const MY = 12;
const WIDTH = 790;
const HEIGHT = MODULE_SIZE * SCALE + 2 * MY;

/**
 * The defuser's seat in the drawing, the pawn's space and the names shown at the other seats:
 * the worked example beside the names table (workedExample.ts: Molly at the next LED clockwise
 * from "You", Susan opposite, Peter last; the pawn on space 4).
 */
export const DRAWING_SEAT: Seat = 1;
export const DRAWING_PAWN_SPACE = 4;

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

/** The module as the drawing shows it (see the file comment); LEDs red, yellow, green, blue by seat. */
export function drawingStill(you: string, hand: readonly Card[]): ModuleStill {
  return {
    seat: DRAWING_SEAT,
    colors: ['red', 'yellow', 'green', 'blue'],
    labels: ['Peter', you, 'Molly', 'Susan'],
    you: DRAWING_PAWN_SPACE,
    hand: hand.slice(0, 5),
    swapWaiting: true,
    discard: [],
    options: { left: 'pass', right: 'home', value: 0 },
    liftedSlot: null,
    ledsOff: [],
    ledChosen: null,
    light: 'armed',
    colorBlind: false,
    revealed: null,
  };
}

/** A label: its text (`\n` breaks lines) and its leader line, from the margin to the part (module pixels). */
type Callout = readonly [text: string, points: ReadonlyArray<readonly [number, number]>];

/** Between track rows r and r + 1, where horizontal leader lines pass. */
const gapY = (row: number) => GRID_Y + CELL * (row + 1);
const PILE_W = CARD.w * SMALL_CARD_SCALE;

/** The labels in the left margin: swap card, LED, start, home, hand. */
function leftCallouts(labels: DrawingLabels): Callout[] {
  const lm = -10;
  const home = cellCenter(homeCell(3));
  const start = cellCenter(spaceCell(startOf(3)));
  const led = ledCenter(3);
  const slot0 = cardSlot(0);
  return [
    [labels.swapCard, [[lm, SWAP_PILE.y], [SWAP_PILE.x - PILE_W / 2 + 4, SWAP_PILE.y]]],
    [labels.led, [[lm, led.y], [led.x - LED_R - 5, led.y]]],
    [labels.start, [[lm, gapY(0)], [start.x - 28, gapY(0)], [start.x - 9, start.y + 9]]],
    [labels.home, [[lm, gapY(1)], [home.x - 30, gapY(1)], [home.x - 12, home.y + 12]]],
    [labels.hand, [[lm, slot0.y], [slot0.x - CARD.w / 2 + 6, slot0.y]]],
  ]; // prettier-ignore
}

/** The labels in the right margin: status light, discard pile, TAC, option buttons, your pawn. */
function rightCallouts(labels: DrawingLabels): Callout[] {
  const rm = MODULE_SIZE + 10;
  // Just under the LEDs, between them and the track's top row.
  const underLeds = (ledCenter(0).y + LED_R + 5 + GRID_Y + CELL / 2 - SPACE_R) / 2;
  const tacX = GRID_X + CELL * 6.5 + CELL / 2;
  const right = optionCenter('r');
  const pawn = cellCenter(spaceCell(DRAWING_PAWN_SPACE));
  return [
    [labels.statusLight, [[rm, STATUS_LIGHT.y], [STATUS_LIGHT.x + STATUS_LIGHT.r, STATUS_LIGHT.y]]],
    [labels.discard, [[rm, DISCARD_PILE.y + 24], [DISCARD_PILE.x + PILE_W / 2 - 6, DISCARD_PILE.y + 24]]],
    [labels.tac, [[rm, underLeds], [tacX, underLeds], [tacX, TAC.y - Math.sqrt(TAC.r ** 2 - (CELL / 2) ** 2)]]],
    [labels.options, [[rm, gapY(1)], [right.x + 60, gapY(1)], [right.x + 30, right.y - 20]]],
    [labels.pawn, [[rm, gapY(2)], [pawn.x + 26, gapY(2)], [pawn.x + 10, pawn.y + 10]]],
  ]; // prettier-ignore
}

/** A label's leader line (white halo under a dark line, a dot at the part) and its text. */
function calloutElements(doc: Document, [text, pts]: Callout, side: 'left' | 'right'): SVGElement[] {
  const at = ([x, y]: readonly [number, number]) => [MX + x * SCALE, MY + y * SCALE] as const;
  const points = pts.map((p) => at(p).join(',')).join(' ');
  const [x0, y0] = at(pts[0]!);
  const [xe, ye] = at(pts[pts.length - 1]!);
  const line = (stroke: string, width: number, cls: string) =>
    svgEl(doc, 'polyline', {
      points,
      fill: 'none',
      stroke,
      'stroke-width': width,
      'stroke-linejoin': 'round',
      class: cls,
    });
  const lines = text.split('\n');
  const x = x0 + (side === 'left' ? -4 : 4);
  const label = svgEl(doc, 'text', {
    x,
    y: y0,
    'text-anchor': side === 'left' ? 'end' : 'start',
    'dominant-baseline': 'central',
    class: 'label',
  });
  lines.forEach((l, i) =>
    label.append(svgEl(doc, 'tspan', i === 0 ? { x, dy: `${-(lines.length - 1) * 0.55}em` } : { x, dy: '1.1em' }, [l])),
  );
  return [
    line('#fff', 4, 'halo'),
    line('#111', 1.3, 'leader'),
    svgEl(doc, 'circle', { cx: xe, cy: ye, r: 2.6, fill: '#111', class: 'leader-dot' }),
    label,
  ];
}

/**
 * The track's numbers (RULES.md §1: 0–31 clockwise, 0 the start of the top-right seat), one on
 * each space, drawn over the module (over the pawn too), so that the expert and a defuser whose
 * bomb page says "space N" (the bomb page's Board, src/view/boardWords.ts) name the same space.
 */
function spaceNumbers(doc: Document): SVGElement {
  const numbers = Array.from({ length: 32 }, (_, s) => {
    const c = cellCenter(spaceCell(s));
    return svgEl(doc, 'text', { x: MX + c.x * SCALE, y: MY + c.y * SCALE, 'data-space-number': s }, [String(s)]);
  });
  // A light halo keeps each number legible over the start rings and the leader lines.
  const look = { fill: '#222', 'font-size': 10, 'font-weight': 'bold', 'text-anchor': 'middle' };
  const halo = { stroke: '#eee', 'stroke-width': 2.4, 'paint-order': 'stroke' };
  return svgEl(doc, 'g', { class: 'space-numbers', ...look, ...halo, 'dominant-baseline': 'central' }, numbers);
}

/**
 * Draws the module with its labels.
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
    'font-family': FONT,
  });
  const module = svgEl(doc, 'g', { transform: `translate(${MX} ${MY}) scale(${SCALE})` }, [
    toSvg(domSink(doc), moduleStillArt(drawingStill(labels.you, hand))),
  ]);
  const callouts = svgEl(doc, 'g', { class: 'callouts' }, [
    ...leftCallouts(labels).flatMap((c) => calloutElements(doc, c, 'left')),
    ...rightCallouts(labels).flatMap((c) => calloutElements(doc, c, 'right')),
  ]);
  svg.append(svgEl(doc, 'title', {}, [labels.title]), module, spaceNumbers(doc), callouts);
  return svg;
}
