/**
 * Card faces and option buttons as the module draws them (src/view/cardArt.ts, in Pixi), redrawn
 * in SVG with the same geometry, colours and texts (cardLook.ts): a white card with the full code
 * in two corners (`4R`, `8D`, `7S`), a big number in the kind's colour (ink regular, blue reverse,
 * red diamond, green single steps) over its mark (a short rule, blue backwards arrows, a red
 * diamond, green dots); the Warrior's sword and the Trickster's jester with their "WARRIOR" /
 * "TRICKSTER" captions. Coordinates are the module's: a card is 100 × 140 centred on (0, 0).
 * Used by the card reference, the option-button table and the module drawing of the manual.
 */
import type { Card } from '../../rules';
import { dotLayout } from '../../view/cardPalette';
import { CARD_FONT, CARD_SIZE, cardColour, cornerText, LOOK, moveDots, OPTION_SIZE, pictureCaption } from './cardLook';
import { svgEl, type Attrs } from './svg';

/** Width and height of a card in its own coordinates (centred on 0, 0). */
export const CARD_W = CARD_SIZE.w;
export const CARD_H = CARD_SIZE.h;

const FONT = 'Arial, Liberation Sans, DejaVu Sans, Helvetica, sans-serif';

/** A polygon from a flat list of coordinates. */
function poly(doc: Document, pts: readonly number[], attrs: Attrs): SVGPolygonElement {
  const points: string[] = [];
  for (let i = 0; i < pts.length; i += 2) points.push(`${round(pts[i]!)},${round(pts[i + 1]!)}`);
  return svgEl(doc, 'polygon', { points: points.join(' '), ...attrs });
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/** A text centred on (x, y), bold, in the module's font. */
function label(doc: Document, text: string, x: number, y: number, size: number, fill: string, extra: Attrs = {}) {
  return svgEl(
    doc,
    'text',
    {
      x,
      y,
      'font-size': size,
      'font-weight': 700,
      'font-family': FONT,
      'text-anchor': 'middle',
      'dominant-baseline': 'central',
      fill,
      ...extra,
    },
    [text],
  );
}

/** A backwards or forwards double arrow (two chevrons) of width `w`, centred on (x, y). */
export function doubleArrow(
  doc: Document,
  x: number,
  y: number,
  w: number,
  fill: string,
  backwards: boolean,
): SVGGElement {
  const s = backwards ? -1 : 1;
  const h = w * 0.55;
  const g = svgEl(doc, 'g', { class: backwards ? 'icon-pass-back' : 'icon-pass' });
  for (const off of [-w * 0.22, w * 0.22]) {
    const cx = x + off * s;
    g.append(
      poly(
        doc,
        [
          cx - (w / 4) * s,
          y - h / 2,
          cx + (w / 4) * s,
          y,
          cx - (w / 4) * s,
          y + h / 2,
          cx - (w / 4) * s + w * 0.16 * s,
          y,
        ],
        { fill },
      ),
    );
  }
  return g;
}

/** A diamond (rhombus) of width `w`, centred on (x, y). */
export function diamond(doc: Document, x: number, y: number, w: number, fill: string): SVGPolygonElement {
  return poly(doc, [x, y - w * 0.65, x + w / 2, y, x, y + w * 0.65, x - w / 2, y], { fill, class: 'icon-diamond' });
}

/** A small house of width `w` with a white door, centred on (x, y). */
export function house(doc: Document, x: number, y: number, w: number, fill: string): SVGGElement {
  return svgEl(doc, 'g', { class: 'icon-house' }, [
    poly(doc, [x - w / 2, y - w * 0.05, x, y - w / 2, x + w / 2, y - w * 0.05], { fill }),
    svgEl(doc, 'rect', { x: x - w * 0.35, y: y - w * 0.08, width: w * 0.7, height: w * 0.5, fill }),
    svgEl(doc, 'rect', { x: x - w * 0.1, y: y + w * 0.14, width: w * 0.2, height: w * 0.28, fill: '#ffffff' }),
  ]);
}

/** `n` dots in at most two rows within width `w`, centred on (x, y). */
export function dots(doc: Document, x: number, y: number, w: number, n: number, fill: string): SVGGElement {
  const g = svgEl(doc, 'g', { class: 'icon-dots' });
  for (const d of dotLayout(x, y, w, n)) g.append(svgEl(doc, 'circle', { cx: d.cx, cy: d.cy, r: d.r, fill }));
  return g;
}

/** The Warrior's sword, point up (module art, shifted up by 8). */
function sword(doc: Document): SVGGElement {
  return svgEl(doc, 'g', { class: 'art-warrior', transform: 'translate(0 -8)' }, [
    poly(doc, [0, -44, 7, -34, 7, 14, -7, 14, -7, -34], { fill: '#d9dde3', stroke: '#6b7280', 'stroke-width': 1.5 }),
    svgEl(doc, 'line', { x1: 0, y1: -40, x2: 0, y2: 12, stroke: '#9aa1ab', 'stroke-width': 1.2 }),
    svgEl(doc, 'rect', {
      x: -22,
      y: 14,
      width: 44,
      height: 8,
      rx: 3,
      fill: LOOK.gold,
      stroke: '#7a5a12',
      'stroke-width': 1.2,
    }),
    svgEl(doc, 'rect', { x: -4.5, y: 22, width: 9, height: 18, fill: '#5b3a1e' }),
    svgEl(doc, 'circle', { cx: 0, cy: 44, r: 6, fill: LOOK.gold, stroke: '#7a5a12', 'stroke-width': 1.2 }),
  ]);
}

/** The Trickster's jester: a three-pointed hat with bells over a mask (module art, shifted up by 8). */
function jester(doc: Document): SVGGElement {
  return svgEl(doc, 'g', { class: 'art-trickster', transform: 'translate(0 -8)' }, [
    poly(doc, [-30, 6, -36, -30, -12, -8, 0, -40, 12, -8, 36, -30, 30, 6], {
      fill: '#7b2cbf',
      stroke: '#3c096c',
      'stroke-width': 1.5,
    }),
    poly(doc, [0, -40, 12, -8, 30, 6, 0, 6], { fill: '#2a9d8f' }),
    ...[
      [-36, -30],
      [0, -40],
      [36, -30],
    ].map(([cx, cy]) =>
      svgEl(doc, 'circle', { cx: cx!, cy: cy!, r: 5, fill: LOOK.gold, stroke: '#7a5a12', 'stroke-width': 1 }),
    ),
    svgEl(doc, 'rect', { x: -32, y: 6, width: 64, height: 9, rx: 4, fill: LOOK.gold }),
    svgEl(doc, 'ellipse', { cx: 0, cy: 30, rx: 24, ry: 13, fill: '#f1f1f1', stroke: LOOK.ink, 'stroke-width': 1.5 }),
    svgEl(doc, 'ellipse', { cx: -10, cy: 28, rx: 6, ry: 4, fill: LOOK.ink }),
    svgEl(doc, 'ellipse', { cx: 10, cy: 28, rx: 6, ry: 4, fill: LOOK.ink }),
    svgEl(doc, 'path', { d: 'M-8 37 Q0 42 8 37', fill: 'none', stroke: LOOK.red, 'stroke-width': 1.5 }),
  ]);
}

/**
 * The face of a card as an SVG group centred on (0, 0), CARD_W × CARD_H, to be placed with a
 * transform inside a larger drawing.
 */
export function cardGroup(doc: Document, card: Card): SVGGElement {
  const w = CARD_W;
  const h = CARD_H;
  const colour = cardColour(card);
  const g = svgEl(doc, 'g', { class: `card card-${card.kind}`, 'data-card': card.code, 'data-colour': colour });
  g.append(
    svgEl(doc, 'rect', {
      x: -w / 2,
      y: -h / 2,
      width: w,
      height: h,
      rx: 9,
      fill: LOOK.face,
      stroke: LOOK.edge,
      'stroke-width': 2,
    }),
    svgEl(doc, 'rect', {
      x: -w / 2 + 5,
      y: -h / 2 + 5,
      width: w - 10,
      height: h - 10,
      rx: 6,
      fill: 'none',
      stroke: LOOK.frame,
      'stroke-width': 1,
    }),
  );
  const caption = pictureCaption(card);
  if (caption) {
    g.append(
      card.kind === 'warrior' ? sword(doc) : jester(doc),
      label(doc, caption.text, 0, h / 2 - 18, CARD_FONT.caption, caption.colour, {
        'letter-spacing': 1,
        class: 'card-caption',
      }),
      label(doc, cornerText(card), -w / 2 + 12, -h / 2 + 14, CARD_FONT.corner, LOOK.ink, { class: 'card-corner' }),
    );
    return g;
  }
  g.append(label(doc, String(card.value), 0, -14, CARD_FONT.number, colour, { class: 'card-number' }));
  if (card.kind === 'reverse') g.append(doubleArrow(doc, 0, 36, 46, LOOK.blue, true));
  else if (card.kind === 'diamond') g.append(diamond(doc, 0, 36, 24, LOOK.red));
  else if (card.kind === 'single') g.append(dots(doc, 0, 36, 72, card.value, LOOK.green));
  else g.append(svgEl(doc, 'line', { x1: -26, y1: 34, x2: 26, y2: 34, stroke: LOOK.regularRule, 'stroke-width': 2 }));
  const corner = (x: number, y: number, rotate: boolean) =>
    label(doc, cornerText(card), x, y, CARD_FONT.corner, colour, {
      class: 'card-corner',
      ...(rotate ? { transform: `rotate(180 ${x} ${y})` } : {}),
    });
  g.append(corner(-w / 2 + 14, -h / 2 + 14, false), corner(w / 2 - 14, h / 2 - 14, true));
  return g;
}

/** The back of a card (the face-down swap card) centred on (0, 0), CARD_W × CARD_H. */
export function cardBackGroup(doc: Document): SVGGElement {
  const w = CARD_W;
  const h = CARD_H;
  const g = svgEl(doc, 'g', { class: 'card-back' }, [
    svgEl(doc, 'rect', {
      x: -w / 2,
      y: -h / 2,
      width: w,
      height: h,
      rx: 9,
      fill: LOOK.back,
      stroke: LOOK.backEdge,
      'stroke-width': 2,
    }),
    svgEl(doc, 'rect', {
      x: -w / 2 + 7,
      y: -h / 2 + 7,
      width: w - 14,
      height: h - 14,
      rx: 5,
      fill: 'none',
      stroke: LOOK.backGold,
      'stroke-width': 2,
    }),
  ]);
  for (let y = -h / 2 + 18; y < h / 2 - 10; y += 16) {
    for (let x = -w / 2 + 18; x < w / 2 - 10; x += 16) g.append(diamond(doc, x, y, 7, LOOK.backDiamond));
  }
  g.append(
    label(doc, 'TAC', 0, 0, CARD_FONT.backTitle, LOOK.backGold, {
      stroke: LOOK.backEdge,
      'stroke-width': 4,
      'paint-order': 'stroke',
    }),
  );
  return g;
}

/**
 * A card face as a standalone, accessible SVG image.
 * @param label the card's name in the page's language, used as the image's accessible name
 */
export function cardSvg(doc: Document, card: Card, name: string): SVGSVGElement {
  const svg = svgEl(doc, 'svg', {
    viewBox: `${-CARD_W / 2 - 1} ${-CARD_H / 2 - 1} ${CARD_W + 2} ${CARD_H + 2}`,
    width: CARD_W + 2,
    height: CARD_H + 2,
    role: 'img',
    'aria-label': name,
    class: 'card-face',
  });
  svg.append(svgEl(doc, 'title', {}, [name]), cardGroup(doc, card));
  return svg;
}

/** The icons of the option buttons, by name (the module's `move`, `discard`, `pass`, `pass-back`, `home`). */
export const OPTION_ICONS = ['dots', 'diamond', 'pass', 'pass-back', 'house'] as const;
export type OptionIcon = (typeof OPTION_ICONS)[number];

/**
 * The icon of an option button centred on (0, 0), as the module draws it: `dots` (move) is the
 * card's number over up to five dots, in ink; `diamond` (discard) a red diamond; `house` (enter
 * home) an ink house; `pass` / `pass-back` blue double arrows.
 * @param value the card's number, shown by the `dots` icon
 */
export function optionIconGroup(doc: Document, icon: OptionIcon, value = 0): SVGGElement {
  const g = svgEl(doc, 'g', { class: `option-glyph option-glyph-${icon}` });
  if (icon === 'dots') {
    g.append(
      dots(doc, 0, 10, 34, moveDots(value), LOOK.ink),
      label(doc, String(value), 0, -8, CARD_FONT.option, LOOK.ink, { class: 'option-number' }),
    );
  } else if (icon === 'diamond') g.append(diamond(doc, 0, 0, 26, LOOK.red));
  else if (icon === 'house') g.append(house(doc, 0, 0, 32, LOOK.ink));
  else g.append(doubleArrow(doc, 0, 0, 40, LOOK.blue, icon === 'pass-back'));
  return g;
}

/** A whole option button (its key and icon) centred on (0, 0), OPTION_SIZE. */
export function optionButtonGroup(doc: Document, icon: OptionIcon, value = 0): SVGGElement {
  return svgEl(doc, 'g', { class: `option-button option-${icon}` }, [
    svgEl(doc, 'rect', {
      x: -OPTION_SIZE.w / 2,
      y: -OPTION_SIZE.h / 2,
      width: OPTION_SIZE.w,
      height: OPTION_SIZE.h,
      rx: 10,
      fill: LOOK.optionFace,
      stroke: LOOK.edge,
      'stroke-width': 2,
    }),
    optionIconGroup(doc, icon, value),
  ]);
}

/**
 * An option button as it looks on the module, as a small decorative inline SVG.
 * @param value the card's number, shown on the `dots` (move) button
 */
export function optionButtonSvg(doc: Document, icon: OptionIcon, value = 0): SVGSVGElement {
  const w = OPTION_SIZE.w + 4;
  const h = OPTION_SIZE.h + 4;
  const svg = svgEl(doc, 'svg', {
    viewBox: `${-w / 2} ${-h / 2} ${w} ${h}`,
    width: w,
    height: h,
    class: `option-icon option-${icon}`,
    'aria-hidden': 'true',
  });
  if (icon === 'dots') svg.dataset.value = String(value);
  svg.append(optionButtonGroup(doc, icon, value));
  return svg;
}
