/**
 * The cards and the option buttons of the module as shapes (shapes.ts), each centred on (0, 0):
 * a card face (RULES.md §6 kinds) is a white card of `CARD.w × CARD.h` with its code in two
 * corners, a big number in the kind's colour over its mark (a short rule, blue backwards arrows,
 * a red diamond, green dots), or the Warrior's sword / the Trickster's jester with a caption; the
 * card back is the face-down swap card; an option button (RULES.md §7) is a key with an icon.
 * Pure data, drawn by pixiArt.ts (the bomb) and svgArt.ts (the manual, the designer).
 */
import type { Card } from '../rules/cards';
import { CARD } from './layout';
import { CARD_PALETTE as P, MODULE_PALETTE, cardColorOf, css, pictureCaptionOf } from './palette';
import { fitScale, type ModuleWords } from './moduleWords';
import { group, SIZE, type GroupShape, type PolyShape, type Shape, type TextShape } from './shapes';

/** The icons of the option buttons (RULES.md §7): move, discard, enter home, pass, pass backwards. */
export type OptionIcon = 'move' | 'discard' | 'home' | 'pass' | 'pass-back';

/** The option buttons slid out beside TAC: the icons of the left and right buttons. */
export interface OptionPair {
  readonly left: OptionIcon;
  readonly right: OptionIcon;
  /** The card's number, shown by a `move` button. */
  readonly value: number;
}

/**
 * The option buttons for a card waiting for a choice (RULES.md §7): move or discard for a diamond
 * card, pass (backwards for a reverse card) or enter home for the home choice.
 */
export function optionPairOf(card: Card, ask: 'diamond' | 'home'): OptionPair {
  if (ask === 'diamond') return { left: 'move', right: 'discard', value: card.value };
  return { left: card.kind === 'reverse' ? 'pass-back' : 'pass', right: 'home', value: card.value };
}

/** Size of an option button, module pixels. */
export const OPTION_KEY = { w: 76, h: 50 } as const;

/** How many dots the "move" option button shows under the card's number (at most 5). */
function moveDots(value: number): number {
  return Math.min(value, 5);
}

/**
 * Where `n` single-step dots go: at most two rows within width `w`, centred on (x, y).
 * @returns the centre and radius of each dot, module pixels.
 */
function dotLayout(x: number, y: number, w: number, n: number): { cx: number; cy: number; r: number }[] {
  const perRow = n > 7 ? Math.ceil(n / 2) : n;
  const rows = Math.ceil(n / perRow);
  const step = Math.min(w / perRow, 12);
  const r = Math.min(step * 0.36, 4);
  const out: { cx: number; cy: number; r: number }[] = [];
  for (let i = 0; i < n; i++) {
    const row = Math.floor(i / perRow);
    const inRow = row === rows - 1 ? n - row * perRow : perRow;
    const col = i - row * perRow;
    out.push({ cx: x + (col - (inRow - 1) / 2) * step, cy: y + (row - (rows - 1) / 2) * step, r });
  }
  return out;
}

/** A bold text centred on (x, y). */
function label(
  text: string,
  x: number,
  y: number,
  size: number,
  fill: number,
  extra: Partial<TextShape> = {},
): TextShape {
  return { kind: 'text', text, x, y, size, fill, ...extra };
}

/** A backwards or forwards double arrow (two chevrons) of width `w`, centred on (x, y). */
function doubleArrow(x: number, y: number, w: number, color: number, backwards: boolean): GroupShape {
  const s = backwards ? -1 : 1;
  const h = w * 0.55;
  const chevron = (cx: number): PolyShape => ({
    kind: 'poly',
    points: [
      cx - (w / 4) * s,
      y - h / 2,
      cx + (w / 4) * s,
      y,
      cx - (w / 4) * s,
      y + h / 2,
      cx - (w / 4) * s + w * 0.16 * s,
      y,
    ],
    fill: color,
  });
  return group([chevron(x - w * 0.22 * s), chevron(x + w * 0.22 * s)], {
    cls: backwards ? 'icon-pass-back' : 'icon-pass',
  });
}

/** A diamond (rhombus) of width `w`, centred on (x, y). */
function diamond(x: number, y: number, w: number, color: number, cls?: string): PolyShape {
  return { kind: 'poly', points: [x, y - w * 0.65, x + w / 2, y, x, y + w * 0.65, x - w / 2, y], fill: color, cls };
}

/** A small house of width `w` with a white door, centred on (x, y). */
function house(x: number, y: number, w: number, color: number): GroupShape {
  return group(
    [
      { kind: 'poly', points: [x - w / 2, y - w * 0.05, x, y - w / 2, x + w / 2, y - w * 0.05], fill: color },
      { kind: 'rect', x: x - w * 0.35, y: y - w * 0.08, w: w * 0.7, h: w * 0.5, fill: color },
      { kind: 'rect', x: x - w * 0.1, y: y + w * 0.14, w: w * 0.2, h: w * 0.28, fill: 0xffffff },
    ],
    { cls: 'icon-house' },
  );
}

/** `n` dots (single steps) in at most two rows within width `w`, centred on (x, y). */
function dots(x: number, y: number, w: number, n: number, color: number): GroupShape {
  return group(
    dotLayout(x, y, w, n).map((d) => ({ kind: 'circle', x: d.cx, y: d.cy, r: d.r, fill: color }) as const),
    { cls: 'icon-dots' },
  );
}

const BRASS = { width: 1.2, color: 0x7a5a12 } as const;

/** The Warrior's sword, point up. */
function sword(): GroupShape {
  return group(
    [
      {
        kind: 'poly',
        points: [0, -44, 7, -34, 7, 14, -7, 14, -7, -34],
        fill: 0xd9dde3,
        stroke: { width: 1.5, color: 0x6b7280 },
      },
      { kind: 'line', points: [0, -40, 0, 12], stroke: { width: 1.2, color: 0x9aa1ab } },
      { kind: 'rect', x: -22, y: 14, w: 44, h: 8, r: 3, fill: P.gold, stroke: BRASS },
      { kind: 'rect', x: -4.5, y: 22, w: 9, h: 18, fill: 0x5b3a1e },
      { kind: 'circle', x: 0, y: 44, r: 6, fill: P.gold, stroke: BRASS },
    ],
    { y: -8, cls: 'art-warrior' },
  );
}

/** The Trickster's jester: a three-pointed hat with bells over a mask. */
function jester(): GroupShape {
  const bells = [
    [-36, -30],
    [0, -40],
    [36, -30],
  ].map(([x, y]) => ({ kind: 'circle', x: x!, y: y!, r: 5, fill: P.gold, stroke: { ...BRASS, width: 1 } }) as const);
  return group(
    [
      {
        kind: 'poly',
        points: [-30, 6, -36, -30, -12, -8, 0, -40, 12, -8, 36, -30, 30, 6],
        fill: 0x7b2cbf,
        stroke: { width: 1.5, color: 0x3c096c },
      },
      { kind: 'poly', points: [0, -40, 12, -8, 30, 6, 0, 6], fill: 0x2a9d8f },
      ...bells,
      { kind: 'rect', x: -32, y: 6, w: 64, h: 9, r: 4, fill: P.gold },
      { kind: 'ellipse', x: 0, y: 30, rx: 24, ry: 13, fill: 0xf1f1f1, stroke: { width: 1.5, color: P.ink } },
      { kind: 'ellipse', x: -10, y: 28, rx: 6, ry: 4, fill: P.ink },
      { kind: 'ellipse', x: 10, y: 28, rx: 6, ry: 4, fill: P.ink },
      { kind: 'curve', x0: -8, y0: 37, cx: 0, cy: 42, x1: 8, y1: 37, stroke: { width: 1.5, color: P.red } },
    ],
    { y: -8, cls: 'art-trickster' },
  );
}

/** A picture card's caption near its bottom edge, a longer word of another language drawn smaller. */
function captionArt(text: string, color: number): Shape {
  const t = label(text, 0, 0, SIZE.small, color, { letterSpacing: 1, cls: 'card-caption' });
  const y = CARD.h / 2 - 18;
  const scale = fitScale(t, CARD.w - 16);
  return scale < 1 ? group([t], { y, scale }) : { ...t, y };
}

/** The soft shadow a card casts on the module (offset down and right). */
function cardShadow(): Shape {
  return {
    kind: 'rect',
    x: -CARD.w / 2 + 2,
    y: -CARD.h / 2 + 3,
    w: CARD.w,
    h: CARD.h,
    r: 9,
    fill: { color: 0, alpha: 0.28 },
  };
}

/** The big number and the kind's mark of a number card. */
function numberArt(card: Card, color: number): Shape[] {
  const mark: Shape =
    card.kind === 'reverse'
      ? doubleArrow(0, 36, 46, P.blue, true)
      : card.kind === 'diamond'
        ? diamond(0, 36, 24, P.red, 'icon-diamond')
        : card.kind === 'single'
          ? dots(0, 36, 72, card.value, P.green)
          : { kind: 'line', points: [-26, 34, 26, 34], stroke: { width: 2, color: P.regularRule } };
  const { w, h } = CARD;
  return [
    label(String(card.value), 0, -14, SIZE.big, color, { cls: 'card-number' }),
    mark,
    label(card.code, -w / 2 + 14, -h / 2 + 14, SIZE.index, color, { cls: 'card-corner' }),
    label(card.code, w / 2 - 14, h / 2 - 14, SIZE.index, color, { cls: 'card-corner', rotation: Math.PI }),
  ];
}

/**
 * The face of a card, centred on (0, 0): the card with its corner codes, big number and mark, or
 * the Warrior's sword / the Trickster's jester with a caption and the letter in the top-left corner.
 * @param options.shadow the shadow the card casts on the module (default true; the manual's card
 *   reference shows the card alone)
 * @param options.words the picture cards' captions (default the module's, `MODULE_WORDS`)
 */
export function cardFaceArt(card: Card, options: { shadow?: boolean; words?: ModuleWords } = {}): GroupShape {
  const { w, h } = CARD;
  const color = cardColorOf(card);
  const blank: Shape[] = [
    { kind: 'rect', x: -w / 2, y: -h / 2, w, h, r: 9, fill: P.face, stroke: { width: 2, color: P.edge } },
    { kind: 'rect', x: -w / 2 + 5, y: -h / 2 + 5, w: w - 10, h: h - 10, r: 6, stroke: { width: 1, color: P.frame } },
  ];
  const caption = pictureCaptionOf(card, options.words);
  const body: Shape[] = caption
    ? [
        card.kind === 'warrior' ? sword() : jester(),
        captionArt(caption.text, caption.color),
        label(card.code, -w / 2 + 12, -h / 2 + 14, SIZE.index, P.ink, { cls: 'card-corner' }),
      ]
    : numberArt(card, color);
  return group([...(options.shadow === false ? [] : [cardShadow()]), ...blank, ...body], {
    cls: `card card-${card.kind}`,
    // The one 'colour' left in code: the data-colour attribute that the tests read off the pictures.
    data: { card: card.code, colour: css(color) },
  });
}

/** The back of a card (the face-down swap card), centred on (0, 0). */
export function cardBackArt(): GroupShape {
  const { w, h } = CARD;
  const pattern: Shape[] = [];
  for (let y = -h / 2 + 18; y < h / 2 - 10; y += 16) {
    for (let x = -w / 2 + 18; x < w / 2 - 10; x += 16) pattern.push(diamond(x, y, 7, P.backDiamond));
  }
  return group(
    [
      cardShadow(),
      { kind: 'rect', x: -w / 2, y: -h / 2, w, h, r: 9, fill: P.back, stroke: { width: 2, color: P.backEdge } },
      {
        kind: 'rect',
        x: -w / 2 + 7,
        y: -h / 2 + 7,
        w: w - 14,
        h: h - 14,
        r: 5,
        stroke: { width: 2, color: P.backGold },
      },
      ...pattern,
      label('TAC', 0, 0, SIZE.title, P.backGold, { outline: { width: 4, color: P.backEdge } }),
    ],
    { cls: 'card-back' },
  );
}

/**
 * The icon of an option button (RULES.md §7), centred on (0, 0), about 40 px wide: `move` is the
 * card's number over up to five dots, `discard` a red diamond, `home` a house, `pass` and
 * `pass-back` blue double arrows.
 * @param value the card's number, printed with the `move` dots
 */
export function optionIconArt(icon: OptionIcon, value = 0): GroupShape {
  const art: Shape =
    icon === 'move'
      ? group([
          dots(0, 10, 34, moveDots(value), P.ink),
          label(String(value), 0, -8, SIZE.name, P.ink, { cls: 'option-number' }),
        ])
      : icon === 'discard'
        ? diamond(0, 0, 26, P.red, 'icon-diamond')
        : icon === 'home'
          ? house(0, 0, 32, P.ink)
          : doubleArrow(0, 0, 40, P.blue, icon === 'pass-back');
  return group([art], { cls: `option-glyph option-glyph-${icon}` });
}

/**
 * An option button (its key and icon), centred on (0, 0), `OPTION_KEY` in size.
 * @param options.shadow the shadow it casts on the module (default true)
 */
export function optionButtonArt(icon: OptionIcon, value = 0, options: { shadow?: boolean } = {}): GroupShape {
  const { w, h } = OPTION_KEY;
  const shadow: Shape = { kind: 'rect', x: -w / 2, y: -h / 2 + 3, w, h, r: 10, fill: { color: 0, alpha: 0.35 } };
  return group(
    [
      ...(options.shadow === false ? [] : [shadow]),
      {
        kind: 'rect',
        x: -w / 2,
        y: -h / 2,
        w,
        h,
        r: 10,
        fill: MODULE_PALETTE.optionFace,
        stroke: { width: 2, color: MODULE_PALETTE.optionEdge },
      },
      optionIconArt(icon, value),
    ],
    { cls: `option-button option-${icon}` },
  );
}
