/**
 * Vector artwork of the TAC module drawn with Pixi: card faces (RULES.md §6 kinds), the card
 * back, and the icons of the option buttons (RULES.md §7). Everything is Graphics and Text; no
 * image or font is downloaded. Every function returns a new display object centred on (0, 0),
 * sized for a hand card of `CARD.w × CARD.h` logical pixels.
 */
import { Container, Graphics, Text, type TextStyleOptions } from 'pixi.js';
import type { Card } from '../rules/cards';
import { CARD_PALETTE as P, cardColourOf, dotLayout, moveDots, pictureCaptionOf } from './cardPalette';
import { CARD } from './layout';

/** The font stack used for every text of the module (system fonts only). */
/**
 * The few font sizes of the module, logical pixels. Few sizes on purpose: Pixi measures each
 * distinct font once with a pixel scan, which is slow without a GPU (first-frame budget).
 */
export const SIZE = { small: 11, index: 14, name: 19, title: 24, big: 54 } as const;

export const FONT = 'Arial, "Liberation Sans", "DejaVu Sans", Helvetica, sans-serif';

const INK = P.ink;
const RED = P.red;
const BLUE = P.blue;
const GOLD = P.gold;

/**
 * Pixel density of text textures: the screen's (at least 1.5, at most 3) so that text stays crisp
 * on high-density screens without rasterising four times the pixels on ordinary ones.
 */
export const TEXT_RESOLUTION = Math.min(3, Math.max(1.5, globalThis.devicePixelRatio || 1));

/** A Text centred on its position. */
export function label(text: string, style: TextStyleOptions, x = 0, y = 0): Text {
  const t = new Text({ text, style: { fontFamily: FONT, ...style }, resolution: TEXT_RESOLUTION });
  t.anchor.set(0.5);
  t.position.set(x, y);
  return t;
}

/** A backwards or forwards double arrow (chevrons) of width `w`, centred on (x, y). */
export function doubleArrow(g: Graphics, x: number, y: number, w: number, color: number, backwards: boolean): Graphics {
  const s = backwards ? -1 : 1;
  const h = w * 0.55;
  for (const off of [-w * 0.22, w * 0.22]) {
    const cx = x + off * s;
    g.poly([
      cx - (w / 4) * s,
      y - h / 2,
      cx + (w / 4) * s,
      y,
      cx - (w / 4) * s,
      y + h / 2,
      cx - (w / 4) * s + w * 0.16 * s,
      y,
    ]).fill(color);
  }
  return g;
}

/** A diamond (rhombus) of width `w`, centred on (x, y). */
export function diamond(g: Graphics, x: number, y: number, w: number, color: number): Graphics {
  return g.poly([x, y - w * 0.65, x + w / 2, y, x, y + w * 0.65, x - w / 2, y]).fill(color);
}

/** A small house of width `w`, centred on (x, y). */
export function house(g: Graphics, x: number, y: number, w: number, color: number): Graphics {
  g.poly([x - w / 2, y - w * 0.05, x, y - w / 2, x + w / 2, y - w * 0.05]).fill(color);
  g.rect(x - w * 0.35, y - w * 0.08, w * 0.7, w * 0.5).fill(color);
  g.rect(x - w * 0.1, y + w * 0.14, w * 0.2, w * 0.28).fill(0xffffff);
  return g;
}

/** `n` dots (single steps) in at most two rows within width `w`, centred on (x, y). */
export function dots(g: Graphics, x: number, y: number, w: number, n: number, color: number): Graphics {
  for (const d of dotLayout(x, y, w, n)) g.circle(d.cx, d.cy, d.r).fill(color);
  return g;
}

function sword(g: Graphics): Graphics {
  // blade
  g.poly([0, -44, 7, -34, 7, 14, -7, 14, -7, -34]).fill(0xd9dde3).stroke({ width: 1.5, color: 0x6b7280 });
  g.moveTo(0, -40).lineTo(0, 12).stroke({ width: 1.2, color: 0x9aa1ab });
  // guard, grip, pommel
  g.roundRect(-22, 14, 44, 8, 3).fill(GOLD).stroke({ width: 1.2, color: 0x7a5a12 });
  g.rect(-4.5, 22, 9, 18).fill(0x5b3a1e);
  g.circle(0, 44, 6).fill(GOLD).stroke({ width: 1.2, color: 0x7a5a12 });
  return g;
}

function jester(g: Graphics): Graphics {
  // three-pointed jester's hat with bells, then a mask
  g.poly([-30, 6, -36, -30, -12, -8, 0, -40, 12, -8, 36, -30, 30, 6])
    .fill(0x7b2cbf)
    .stroke({ width: 1.5, color: 0x3c096c });
  g.poly([0, -40, 12, -8, 30, 6, 0, 6]).fill(0x2a9d8f);
  for (const [bx, by] of [
    [-36, -30],
    [0, -40],
    [36, -30],
  ] as const)
    g.circle(bx, by, 5).fill(GOLD).stroke({ width: 1, color: 0x7a5a12 });
  g.roundRect(-32, 6, 64, 9, 4).fill(GOLD);
  // mask
  g.ellipse(0, 30, 24, 13).fill(0xf1f1f1).stroke({ width: 1.5, color: INK });
  g.ellipse(-10, 28, 6, 4).fill(INK);
  g.ellipse(10, 28, 6, 4).fill(INK);
  g.moveTo(-8, 37).quadraticCurveTo(0, 42, 8, 37).stroke({ width: 1.5, color: RED });
  return g;
}

/** The colour of a card's number (red for diamond, blue for reverse, ink otherwise). */

/**
 * The face of a card, centred on (0, 0): white rounded card, corner indices, a big number and
 * the kind's mark (reverse: backwards double arrow; diamond: a diamond; single steps: a row of
 * dots), or the Warrior's sword / the Trickster's jester art.
 */
export function cardFace(card: Card): Container {
  const c = new Container();
  const w = CARD.w;
  const h = CARD.h;
  const bg = new Graphics()
    .roundRect(-w / 2 + 2, -h / 2 + 3, w, h, 9)
    .fill({ color: 0x000000, alpha: 0.28 })
    .roundRect(-w / 2, -h / 2, w, h, 9)
    .fill(P.face)
    .stroke({ width: 2, color: P.edge })
    .roundRect(-w / 2 + 5, -h / 2 + 5, w - 10, h - 10, 6)
    .stroke({ width: 1, color: P.frame });
  c.addChild(bg);
  const color = cardColourOf(card);
  const art = new Graphics();
  c.addChild(art);
  if (card.kind === 'warrior' || card.kind === 'trickster') {
    const warrior = card.kind === 'warrior';
    if (warrior) sword(art);
    else jester(art);
    art.position.set(0, -8);
    const caption = pictureCaptionOf(card)!;
    c.addChild(
      label(
        caption.text,
        { fontSize: SIZE.small, fontWeight: 'bold', fill: caption.colour, letterSpacing: 1 },
        0,
        h / 2 - 18,
      ),
    );
    c.addChild(
      label(warrior ? 'W' : 'T', { fontSize: SIZE.index, fontWeight: 'bold', fill: INK }, -w / 2 + 12, -h / 2 + 14),
    );
    return c;
  }
  const big = label(String(card.value), { fontSize: SIZE.big, fontWeight: 'bold', fill: color }, 0, -14);
  c.addChild(big);
  const mark = new Graphics();
  if (card.kind === 'reverse') doubleArrow(mark, 0, 36, 46, BLUE, true);
  else if (card.kind === 'diamond') diamond(mark, 0, 36, 24, RED);
  else if (card.kind === 'single') dots(mark, 0, 36, 72, card.value, P.green);
  else mark.moveTo(-26, 34).lineTo(26, 34).stroke({ width: 2, color: P.regularRule });
  c.addChild(mark);
  const corner = (sx: number, sy: number, rot: number) => {
    const t = label(card.code, { fontSize: SIZE.index, fontWeight: 'bold', fill: color }, sx, sy);
    t.rotation = rot;
    c.addChild(t);
  };
  corner(-w / 2 + 14, -h / 2 + 14, 0);
  corner(w / 2 - 14, h / 2 - 14, Math.PI);
  return c;
}

/** The back of a card (the face-down swap card), centred on (0, 0). */
export function cardBack(): Container {
  const c = new Container();
  const w = CARD.w;
  const h = CARD.h;
  const g = new Graphics()
    .roundRect(-w / 2 + 2, -h / 2 + 3, w, h, 9)
    .fill({ color: 0x000000, alpha: 0.28 })
    .roundRect(-w / 2, -h / 2, w, h, 9)
    .fill(P.back)
    .stroke({ width: 2, color: P.backEdge })
    .roundRect(-w / 2 + 7, -h / 2 + 7, w - 14, h - 14, 5)
    .stroke({ width: 2, color: P.backGold });
  for (let y = -h / 2 + 18; y < h / 2 - 10; y += 16) {
    for (let x = -w / 2 + 18; x < w / 2 - 10; x += 16) diamond(g, x, y, 7, P.backDiamond);
  }
  c.addChild(g);
  c.addChild(
    label('TAC', {
      fontSize: SIZE.title,
      fontWeight: 'bold',
      fill: P.backGold,
      stroke: { color: P.backEdge, width: 4 },
    }),
  );
  return c;
}

/**
 * The icon of an option button (RULES.md §7), centred on (0, 0), about 40 px wide.
 * @param icon `move` (dots with the card's number), `discard` (diamond), `home` (house),
 *   `pass` (double arrow) or `pass-back` (backwards double arrow, for a reverse card).
 * @param value the card's number, printed with the `move` dots.
 */
export function optionIcon(icon: 'move' | 'discard' | 'home' | 'pass' | 'pass-back', value = 0): Container {
  const c = new Container();
  const g = new Graphics();
  c.addChild(g);
  if (icon === 'move') {
    dots(g, 0, 10, 34, moveDots(value), INK);
    c.addChild(label(String(value), { fontSize: SIZE.name, fontWeight: 'bold', fill: INK }, 0, -8));
  } else if (icon === 'discard') diamond(g, 0, 0, 26, RED);
  else if (icon === 'home') house(g, 0, 0, 32, INK);
  else doubleArrow(g, 0, 0, 40, BLUE, icon === 'pass-back');
  return c;
}
