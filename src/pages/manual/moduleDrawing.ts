/**
 * The labelled drawing of the TAC module for the manual: the module's own still picture
 * (src/art/modulePicture.ts, drawn with the SVG back end, exactly the art of the bomb's scene)
 * in the pose of the worked example beside the names table (the defuser's seat 1, the pawn on
 * space 4, Molly, Susan and Peter at the other LEDs), with the option buttons slid out for the
 * home choice and five cards of the rule seed's deck in the hand; the track's spaces numbered;
 * labels stand in the margins with leader lines routed through the gaps of the track; every word
 * in the page's language.
 */
import { homeCell, spaceCell, startOf, type Card, type Seat } from '../../rules';
import { modulePictureArt, type ModulePicture } from '../../art/modulePicture';
import { domSink, svgElement as svgEl, toSvg } from '../../art/svgArt';
import { MODULE_WORDS, type ModuleWords } from '../../art/moduleWords';
import { FONT } from '../../art/shapes';
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
  OPTION,
  optionCenter,
  SMALL_CARD_SCALE,
  STATUS_LIGHT,
  SWAP_PILE,
  TAC,
} from '../../art/layout';
import type { DrawingLabels } from './texts';

/** Scale of the module in the drawing (a 640-pixel module drawn 480 units wide). */
const SCALE = 0.75;
/** Where the module sits in the whole drawing (a top margin for two labels), and the drawing's size. */
const MX = 160;
const MY = 40;
const WIDTH = 800;
const HEIGHT = MODULE_SIZE * SCALE + MY + 12;

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

/**
 * The module as the drawing shows it (see the file comment); LEDs red, yellow, green, blue by seat.
 * @param you the defuser's LED name, `words` the module's printed words, both in the page's language
 */
function drawingPicture(you: string, hand: readonly Card[], words: ModuleWords = MODULE_WORDS): ModulePicture {
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
    words,
  };
}

/**
 * Where a label stands: in the left or right margin (the line runs in from its side), or in the
 * top margin, ending at its line's top (`top-left`: the text ends there; `top-right`: it starts there).
 */
type Side = 'left' | 'right' | 'top-left' | 'top-right';

/**
 * A label: the part it names (`data-part`), its text (`\n` breaks lines), where it stands, and its
 * leader line from the margin to the part (module pixels): straight or with one bend, taking the
 * direct way in from the margin nearest the part, through the gaps between the module's parts.
 */
interface Callout {
  readonly part: string;
  readonly text: string;
  readonly side: Side;
  readonly points: ReadonlyArray<readonly [number, number]>;
}

/** Where the leader lines of the side margins start, and the top margin's labels stand (module pixels). */
const LEFT = -10;
const RIGHT = MODULE_SIZE + 10;
const TOP = -(MY - 16) / SCALE;
/** Between track rows r and r + 1, where the lines from the side margins pass. */
const gapY = (row: number) => GRID_Y + CELL * (row + 1);
const PILE_W = CARD.w * SMALL_CARD_SCALE;

/**
 * The labels of the module's parts. Left margin: swap card, LED, start space, home, hand; top:
 * discard pile and TAC (straight down, TAC through the gap between spaces 27 and 28); right:
 * status light, option buttons, your pawn. Tested in tests/dom/manualDrawing.test.ts: no line
 * crosses a part, another line or a label.
 */
function drawingCallouts(labels: DrawingLabels): Callout[] {
  const start = cellCenter(spaceCell(startOf(3)));
  const home = cellCenter(homeCell(3));
  const led = ledCenter(3);
  const slot0 = cardSlot(0);
  const tacX = GRID_X + CELL * 6;
  const right = optionCenter('r');
  const pawn = cellCenter(spaceCell(DRAWING_PAWN_SPACE));
  const c = (part: string, text: string, side: Side, points: Callout['points']): Callout => ({
    part,
    text,
    side,
    points,
  });
  return [
    c('swap', labels.swapCard, 'left', [[LEFT, SWAP_PILE.y], [SWAP_PILE.x - PILE_W / 2 + 4, SWAP_PILE.y]]),
    c('led', labels.led, 'left', [[LEFT, led.y], [led.x - LED_R - 5, led.y]]),
    c('start', labels.start, 'left', [[LEFT, gapY(0)], [start.x - 34, gapY(0)], [start.x - 13, start.y + 4]]),
    c('home', labels.home, 'left', [[LEFT, gapY(1)], [home.x - 34, gapY(1)], [home.x - 14, home.y + 12]]),
    c('hand', labels.hand, 'left', [[LEFT, slot0.y], [slot0.x - CARD.w / 2 + 6, slot0.y]]),
    c('discard', labels.discard, 'top-left', [[DISCARD_PILE.x, TOP], [DISCARD_PILE.x, DISCARD_PILE.y - 40]]),
    c('tac', labels.tac, 'top-right', [[tacX, TOP], [tacX, TAC.y - Math.sqrt(TAC.r ** 2 - (tacX - TAC.x) ** 2) + 2]]),
    c('status-light', labels.statusLight, 'right', [[RIGHT, STATUS_LIGHT.y], [STATUS_LIGHT.x + STATUS_LIGHT.r, STATUS_LIGHT.y]]),
    c('options', labels.options, 'right', [[RIGHT, gapY(1)], [right.x + 96, gapY(1)], [right.x + OPTION.w / 2 - 4, right.y - 2]]),
    c('pawn', labels.pawn, 'right', [[RIGHT, gapY(2)], [pawn.x + 26, gapY(2)], [pawn.x + 10, pawn.y + 10]]),
  ]; // prettier-ignore
}

/** Where a label's text stands beside the first point of its line (drawing units), and its anchor. */
function labelPlace(side: Side, x0: number, y0: number): { x: number; y: number; anchor: 'start' | 'end' } {
  switch (side) {
    case 'left':
      return { x: x0 - 4, y: y0, anchor: 'end' };
    case 'right':
      return { x: x0 + 4, y: y0, anchor: 'start' };
    case 'top-left':
      return { x: x0 - 5, y: y0, anchor: 'end' };
    case 'top-right':
      return { x: x0 + 5, y: y0, anchor: 'start' };
  }
}

/** A label's leader line (white halo under a dark line, a dot at the part) and its text. */
function calloutElements(doc: Document, { part, text, side, points: pts }: Callout): SVGElement {
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
  const place = labelPlace(side, x0, y0);
  const label = svgEl(doc, 'text', {
    x: place.x,
    y: place.y,
    'text-anchor': place.anchor,
    'dominant-baseline': 'central',
    class: 'label',
  });
  lines.forEach((l, i) =>
    label.append(
      svgEl(
        doc,
        'tspan',
        i === 0 ? { x: place.x, dy: `${-(lines.length - 1) * 0.55}em` } : { x: place.x, dy: '1.1em' },
        [l],
      ),
    ),
  );
  return svgEl(doc, 'g', { class: 'callout', 'data-part': part, 'data-side': side }, [
    line('#fff', 4, 'halo'),
    line('#111', 1.3, 'leader'),
    svgEl(doc, 'circle', { cx: xe, cy: ye, r: 2.6, fill: '#111', class: 'leader-dot' }),
    label,
  ]);
}

/**
 * The track's numbers (RULES.md §1: 0–31 clockwise, 0 the start of the top-right seat), one on
 * each space, drawn over the module (over the pawn too), so that the expert and a defuser whose
 * bomb page says "space N" (the bomb page's Board, src/play/boardWords.ts) name the same space.
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
    toSvg(domSink(doc), modulePictureArt(drawingPicture(labels.you, hand, labels.moduleWords))),
  ]);
  const callouts = svgEl(
    doc,
    'g',
    { class: 'callouts' },
    drawingCallouts(labels).map((c) => calloutElements(doc, c)),
  );
  svg.append(svgEl(doc, 'title', {}, [labels.title]), module, spaceNumbers(doc), callouts);
  return svg;
}
