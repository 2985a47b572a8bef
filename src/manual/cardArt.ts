/**
 * Card faces as the module shows them (DESIGN.md "The module on screen"), drawn in SVG: a big
 * number; a reverse card adds a backwards double arrow, a diamond card a diamond, a single-step
 * card a row of dots (one per step); Warrior (a sword) and Trickster (a jester's cap) have their
 * own artwork. Used by the card reference and by the module drawing of the manual.
 */
import type { Card, CardKind } from '../rules';
import { svgEl } from './svg';

/** Width and height of a card in its own coordinates. */
export const CARD_W = 60;
export const CARD_H = 84;

/** Ink colour of each kind of card. */
export const CARD_INK: Record<CardKind, string> = {
  regular: '#1d3f7a',
  reverse: '#a32020',
  diamond: '#b8500c',
  single: '#1f6b3a',
  warrior: '#3b3b3b',
  trickster: '#6a2c8c',
};

/** The corner index of a card: its number, or W / T. */
function cornerText(card: Card): string {
  if (card.kind === 'warrior') return 'W';
  if (card.kind === 'trickster') return 'T';
  return String(card.value);
}

/** A "rewind" double arrow pointing left (backwards), centred on (cx, cy). */
export function backwardsArrow(doc: Document, cx: number, cy: number, size: number, fill: string): SVGGElement {
  const h = size / 2;
  const w = size / 2;
  return svgEl(doc, 'g', { class: 'icon-reverse' }, [
    svgEl(doc, 'path', { d: `M${cx - w} ${cy} L${cx} ${cy - h} L${cx} ${cy + h} Z`, fill }),
    svgEl(doc, 'path', { d: `M${cx} ${cy} L${cx + w} ${cy - h} L${cx + w} ${cy + h} Z`, fill }),
  ]);
}

/** A forward (right-pointing) double arrow, the "pass" option button. */
export function forwardArrow(doc: Document, cx: number, cy: number, size: number, fill: string): SVGGElement {
  const h = size / 2;
  const w = size / 2;
  return svgEl(doc, 'g', { class: 'icon-pass' }, [
    svgEl(doc, 'path', { d: `M${cx - w} ${cy - h} L${cx} ${cy} L${cx - w} ${cy + h} Z`, fill }),
    svgEl(doc, 'path', { d: `M${cx} ${cy - h} L${cx + w} ${cy} L${cx} ${cy + h} Z`, fill }),
  ]);
}

/** A diamond (rhombus) centred on (cx, cy). */
export function diamond(doc: Document, cx: number, cy: number, size: number, fill: string): SVGPathElement {
  const h = size / 2;
  const w = size * 0.38;
  return svgEl(doc, 'path', { d: `M${cx} ${cy - h} L${cx + w} ${cy} L${cx} ${cy + h} L${cx - w} ${cy} Z`, fill });
}

/** A row (or two) of `n` dots centred on (cx, cy). */
export function dots(doc: Document, n: number, cx: number, cy: number, fill: string, r = 2.4, gap = 6.6): SVGGElement {
  const g = svgEl(doc, 'g', { class: 'icon-dots' });
  const perRow = Math.min(n, 7);
  const rows = Math.ceil(n / perRow);
  let left = n;
  for (let row = 0; row < rows; row++) {
    const k = Math.min(perRow, left);
    left -= k;
    const y = cy + (row - (rows - 1) / 2) * gap;
    for (let i = 0; i < k; i++) {
      g.append(svgEl(doc, 'circle', { cx: cx + (i - (k - 1) / 2) * gap, cy: y, r, fill }));
    }
  }
  return g;
}

/** A little house, the "enter home" option button. */
export function house(doc: Document, cx: number, cy: number, size: number, fill: string): SVGPathElement {
  const s = size / 2;
  const d =
    `M${cx - s} ${cy - s * 0.05} L${cx} ${cy - s} L${cx + s} ${cy - s * 0.05} L${cx + s * 0.7} ${cy - s * 0.05} ` +
    `L${cx + s * 0.7} ${cy + s} L${cx + s * 0.2} ${cy + s} L${cx + s * 0.2} ${cy + s * 0.4} L${cx - s * 0.2} ${cy + s * 0.4} ` +
    `L${cx - s * 0.2} ${cy + s} L${cx - s * 0.7} ${cy + s} L${cx - s * 0.7} ${cy - s * 0.05} Z`;
  return svgEl(doc, 'path', { d, fill });
}

/** The Warrior's artwork: a sword, point up. */
function sword(doc: Document, ink: string): SVGGElement {
  return svgEl(doc, 'g', { class: 'art-warrior' }, [
    svgEl(doc, 'path', {
      d: 'M30 13 L34 20 L34 53 L26 53 L26 20 Z',
      fill: '#d9dde2',
      stroke: ink,
      'stroke-width': 1.4,
    }),
    svgEl(doc, 'path', { d: 'M30 18 L30 52', stroke: '#9aa1a9', 'stroke-width': 1 }),
    svgEl(doc, 'rect', {
      x: 17,
      y: 53,
      width: 26,
      height: 5,
      rx: 2,
      fill: '#b8860b',
      stroke: ink,
      'stroke-width': 1.2,
    }),
    svgEl(doc, 'rect', { x: 27.5, y: 58, width: 5, height: 11, fill: '#6b3e1e', stroke: ink, 'stroke-width': 1.2 }),
    svgEl(doc, 'circle', { cx: 30, cy: 71.5, r: 3.2, fill: '#b8860b', stroke: ink, 'stroke-width': 1.2 }),
  ]);
}

/** The Trickster's artwork: a jester's cap with three bells. */
function jesterCap(doc: Document, ink: string): SVGGElement {
  return svgEl(doc, 'g', { class: 'art-trickster' }, [
    svgEl(doc, 'path', {
      d: 'M16 60 Q15 44 8 34 Q21 37 25 48 Q25 30 30 18 Q35 30 35 48 Q39 37 52 34 Q45 44 44 60 Z',
      fill: '#8e44ad',
      stroke: ink,
      'stroke-width': 1.4,
      'stroke-linejoin': 'round',
    }),
    svgEl(doc, 'path', {
      d: 'M25 48 Q25 30 30 18 Q35 30 35 48 Q30 52 25 48 Z',
      fill: '#27ae60',
      stroke: ink,
      'stroke-width': 1.2,
    }),
    svgEl(doc, 'rect', {
      x: 14,
      y: 58,
      width: 32,
      height: 8,
      rx: 3,
      fill: '#f1c40f',
      stroke: ink,
      'stroke-width': 1.2,
    }),
    svgEl(doc, 'circle', { cx: 8, cy: 34, r: 3.4, fill: '#f1c40f', stroke: ink, 'stroke-width': 1 }),
    svgEl(doc, 'circle', { cx: 30, cy: 17, r: 3.4, fill: '#f1c40f', stroke: ink, 'stroke-width': 1 }),
    svgEl(doc, 'circle', { cx: 52, cy: 34, r: 3.4, fill: '#f1c40f', stroke: ink, 'stroke-width': 1 }),
  ]);
}

/**
 * The face of a card as an SVG group in card coordinates (0 0 CARD_W CARD_H), to be placed with a
 * transform inside a larger drawing.
 */
export function cardGroup(doc: Document, card: Card): SVGGElement {
  const ink = CARD_INK[card.kind];
  const g = svgEl(doc, 'g', { class: `card card-${card.kind}`, 'data-card': card.code });
  g.append(
    svgEl(doc, 'rect', {
      x: 1,
      y: 1,
      width: CARD_W - 2,
      height: CARD_H - 2,
      rx: 5,
      fill: '#fdfaf1',
      stroke: '#2b2b2b',
      'stroke-width': 1.5,
    }),
    svgEl(doc, 'rect', {
      x: 4.5,
      y: 4.5,
      width: CARD_W - 9,
      height: CARD_H - 9,
      rx: 3,
      fill: 'none',
      stroke: ink,
      'stroke-width': 1,
      opacity: 0.55,
    }),
  );
  const corner = cornerText(card);
  const cornerAttrs = {
    fill: ink,
    'font-size': 9,
    'font-weight': 700,
    'font-family': 'Liberation Sans, Arial, Helvetica, sans-serif',
    'text-anchor': 'middle',
  };
  g.append(
    svgEl(doc, 'text', { ...cornerAttrs, x: 11, y: 15 }, [corner]),
    svgEl(doc, 'text', { ...cornerAttrs, x: 49, y: 76, transform: 'rotate(180 49 72.8)' }, [corner]),
  );
  if (card.kind === 'warrior') {
    g.append(sword(doc, '#222'));
    return g;
  }
  if (card.kind === 'trickster') {
    g.append(jesterCap(doc, '#222'));
    return g;
  }
  const withSymbol = card.kind !== 'regular';
  const big = card.value >= 10 ? 28 : 34;
  g.append(
    svgEl(
      doc,
      'text',
      {
        x: CARD_W / 2,
        y: withSymbol ? 45 : 54,
        fill: ink,
        'font-size': big,
        'font-weight': 700,
        'font-family': 'Liberation Sans, Arial, Helvetica, sans-serif',
        'text-anchor': 'middle',
      },
      [String(card.value)],
    ),
  );
  if (card.kind === 'reverse') g.append(backwardsArrow(doc, CARD_W / 2, 61, 14, ink));
  if (card.kind === 'diamond') g.append(diamond(doc, CARD_W / 2, 61, 16, ink));
  if (card.kind === 'single') g.append(dots(doc, card.value, CARD_W / 2, 61, ink));
  return g;
}

/**
 * A card face as a standalone, accessible SVG image.
 * @param label the card's name in the page's language, used as the image's accessible name
 */
export function cardSvg(doc: Document, card: Card, label: string): SVGSVGElement {
  const svg = svgEl(doc, 'svg', {
    viewBox: `0 0 ${CARD_W} ${CARD_H}`,
    width: CARD_W,
    height: CARD_H,
    role: 'img',
    'aria-label': label,
    class: 'card-face',
  });
  svg.append(svgEl(doc, 'title', {}, [label]), cardGroup(doc, card));
  return svg;
}

/** The icons of the option buttons, by name. */
export const OPTION_ICONS = ['dots', 'diamond', 'pass', 'pass-back', 'house'] as const;
export type OptionIcon = (typeof OPTION_ICONS)[number];

/**
 * An option button as it looks on the module (a light key with its icon), as a small decorative
 * inline SVG: `dots` (move), `diamond` (discard), `pass` (go past), `pass-back` (go past on a
 * reverse card), `house` (enter home).
 */
export function optionButtonSvg(doc: Document, icon: OptionIcon): SVGSVGElement {
  const svg = svgEl(doc, 'svg', {
    viewBox: '0 0 32 28',
    width: 32,
    height: 28,
    class: `option-icon option-${icon}`,
    'aria-hidden': 'true',
  });
  svg.append(
    svgEl(doc, 'rect', {
      x: 1,
      y: 1,
      width: 30,
      height: 26,
      rx: 6,
      fill: '#e9ecef',
      stroke: '#3b3b3b',
      'stroke-width': 1.8,
    }),
  );
  const ink = '#222';
  if (icon === 'dots') svg.append(dots(doc, 3, 16, 14, ink, 2.6, 7));
  if (icon === 'diamond') svg.append(diamond(doc, 16, 14, 16, ink));
  if (icon === 'pass') svg.append(forwardArrow(doc, 16, 14, 13, ink));
  if (icon === 'pass-back') svg.append(backwardsArrow(doc, 16, 14, 13, ink));
  if (icon === 'house') svg.append(house(doc, 16, 14, 15, ink));
  return svg;
}
