/**
 * The one picture of the module (src/art/): what the description says (card colours, option
 * icons, the still picture's parts) and that both back ends draw all of it: the SVG back end's
 * DOM and string sinks write the same SVG (texts escaped, never markup), and the Pixi back end
 * (run on a stand-in Pixi that records what is drawn) draws the same texts, colours and circles.
 */
import { describe, expect, it, vi } from 'vitest';
import { ALL_CARDS, generateBomb, ruleSet, type Card } from '../../src/rules';
import { cardFaceArt, optionButtonArt, optionIconArt } from '../../src/art/cardArt';
import { modulePictureArt, pictureOfView, type ModulePicture } from '../../src/art/modulePicture';
import { CARD_PALETTE } from '../../src/art/palette';
import type { Shape, TextShape } from '../../src/art/shapes';
import { domSink, stringSink, svgPicture, toSvg } from '../../src/art/svgArt';
import { viewStateOfBomb } from '../../src/art/viewState';

/** What the stand-in Pixi records. */
interface Drawn {
  texts: string[];
  fills: Set<string>;
  strokes: Set<string>;
  circles: number;
}

vi.mock('pixi.js', () => {
  const hex = (n: number) => `#${n.toString(16).padStart(6, '0')}`;
  const point = () => ({ x: 0, y: 0, set: () => undefined });
  class Node {
    children: Node[] = [];
    rotation = 0;
    alpha = 1;
    visible = true;
    position = point();
    scale = point();
    anchor = point();
    addChild<T extends Node>(...c: T[]): T {
      this.children.push(...c);
      return c[0]!;
    }
  }
  class Container extends Node {}
  class Graphics extends Node {
    fills: string[] = [];
    strokes: string[] = [];
    circles = 0;
    fill(a: number | { color: number; alpha?: number }) {
      if (typeof a === 'number') this.fills.push(hex(a));
      else if ((a.alpha ?? 1) === 1) this.fills.push(hex(a.color));
      return this;
    }
    stroke(a: { color: number; alpha?: number }) {
      if ((a.alpha ?? 1) === 1) this.strokes.push(hex(a.color));
      return this;
    }
    circle() {
      this.circles++;
      return this;
    }
  }
  for (const m of ['poly', 'rect', 'roundRect', 'ellipse', 'moveTo', 'lineTo', 'quadraticCurveTo', 'arc', 'clear'])
    (Graphics.prototype as unknown as Record<string, () => unknown>)[m] = function (this: unknown) {
      return this;
    };
  class Text extends Node {
    text: string;
    style: { fill: number; fontSize: number };
    constructor(o: { text: string; style: { fill: number; fontSize: number } }) {
      super();
      this.text = o.text;
      this.style = o.style;
    }
  }
  class TextStyle {
    constructor(o: object) {
      Object.assign(this, o);
    }
  }
  return { Container, Graphics, Text, TextStyle, hex };
});

const pixi = (await import('pixi.js')) as unknown as {
  Graphics: new () => { fills: string[]; strokes: string[]; circles: number };
  Text: new (o: unknown) => { text: string; style: { fill: number; fontSize: number } };
  hex: (n: number) => string;
};
const { toPixi } = await import('../../src/art/pixiArt');

function pixiDrawn(root: unknown): Drawn {
  const out: Drawn = { texts: [], fills: new Set(), strokes: new Set(), circles: 0 };
  const walk = (n: { children?: unknown[] }) => {
    if (n instanceof pixi.Graphics) {
      n.fills.forEach((f) => out.fills.add(f));
      n.strokes.forEach((s) => out.strokes.add(s));
      out.circles += n.circles;
    }
    if (n instanceof pixi.Text) out.texts.push(`${n.text} ${pixi.hex(n.style.fill)} ${n.style.fontSize}`);
    for (const c of n.children ?? []) walk(c as { children?: unknown[] });
  };
  walk(root as { children?: unknown[] });
  return out;
}

/** What an SVG draws (fills and strokes with an opacity below 1 left out, as the stand-in does). */
function svgDrawn(root: Element): Drawn {
  const out: Drawn = { texts: [], fills: new Set(), strokes: new Set(), circles: 0 };
  for (const el of [root, ...root.querySelectorAll('*')]) {
    const fill = el.getAttribute('fill');
    const stroke = el.getAttribute('stroke');
    if (el.tagName === 'text') {
      out.texts.push(`${el.textContent} ${fill} ${el.getAttribute('font-size')}`);
      continue;
    }
    if (fill?.startsWith('#') && !el.hasAttribute('fill-opacity')) out.fills.add(fill);
    if (stroke?.startsWith('#') && !el.hasAttribute('stroke-opacity')) out.strokes.add(stroke);
    if (el.tagName === 'circle') out.circles++;
  }
  return out;
}

const svgOf = (s: Shape) => toSvg(domSink(document), s) as Element;
const textsOf = (s: Shape): TextShape[] =>
  s.kind === 'text' ? [s] : s.kind === 'group' ? s.children.flatMap(textsOf) : [];

const bomb = generateBomb('art', 1);
const still: ModulePicture = { ...pictureOfView(viewStateOfBomb(bomb)), revealed: bomb.state, colorBlind: true };

describe('the module art', () => {
  it('the colour named for each kind is the colour of its number and corners', () => {
    const want = {
      regular: CARD_PALETTE.ink,
      reverse: CARD_PALETTE.blue,
      diamond: CARD_PALETTE.red,
      single: CARD_PALETTE.green,
    };
    for (const card of ALL_CARDS) {
      if (card.kind === 'warrior' || card.kind === 'trickster') continue;
      const texts = textsOf(cardFaceArt(card));
      expect(texts.map((t) => t.text).sort(), card.code).toEqual([String(card.value), card.code, card.code].sort());
      for (const t of texts) expect(t.fill, card.code).toBe(want[card.kind]);
    }
    // Seed 1's deck as the manual names it: 4R blue, 8D red, 7S green, the rest ink.
    const colours = Object.fromEntries(
      ruleSet(1).deck.map((c) => [c.code, svgOf(cardFaceArt(c)).getAttribute('data-colour')]),
    );
    expect([colours['4R'], colours['8D'], colours['7S'], colours['1']]).toEqual([
      '#1f5fbf',
      '#c8102e',
      '#2b8a3e',
      '#1d1d1f',
    ]);
  });

  it('picture cards carry their caption and letter; the move button shows the number over at most five dots', () => {
    const [w, t] = [ALL_CARDS.find((c) => c.code === 'W')!, ALL_CARDS.find((c) => c.code === 'T')!] as Card[];
    expect(textsOf(cardFaceArt(w!)).map((x) => x.text)).toEqual(['WARRIOR', 'W']);
    expect(textsOf(cardFaceArt(t!)).map((x) => x.text)).toEqual(['TRICKSTER', 'T']);
    for (const value of [1, 3, 5, 8, 13]) {
      const svg = svgOf(optionIconArt('move', value));
      expect(svg.querySelector('.option-number')!.textContent).toBe(String(value));
      expect(svg.querySelectorAll('.icon-dots circle')).toHaveLength(Math.min(value, 5));
    }
    expect(svgOf(optionButtonArt('discard')).querySelectorAll('polygon')).toHaveLength(1);
    expect(svgOf(optionButtonArt('pass-back')).querySelector('.icon-pass-back')).not.toBeNull();
  });

  it('the still picture: 32 spaces, four LEDs with You and the names, the hand, the revealed pawns labelled', () => {
    const svg = svgOf(modulePictureArt(still));
    expect(svg.querySelectorAll('[data-space]')).toHaveLength(32);
    expect(svg.querySelectorAll('[data-led]')).toHaveLength(4);
    expect([...svg.querySelectorAll('.led-name')].map((e) => e.textContent).sort()).toEqual(
      ['You', ...bomb.names].sort(),
    );
    expect([...svg.querySelectorAll('.card')].map((e) => e.getAttribute('data-card'))).toEqual(
      bomb.hand.map((c) => c.code),
    );
    expect(svg.querySelectorAll('.card-back')).toHaveLength(1);
    const revealed = [...svg.querySelectorAll('.revealed-pawn')];
    expect(revealed.map((e) => e.getAttribute('data-piece'))).toEqual(['opponent1', 'partner', 'opponent2']);
    expect(revealed.map((e) => e.querySelector('text')!.textContent)).toEqual(['Opponent 1', 'Partner', 'Opponent 2']);
    // Colour-blind letters on the four LEDs, the pawn and the three revealed pawns.
    const letters = [...svg.querySelectorAll('text')].filter((e) => /^[RYGB]$/.test(e.textContent!));
    expect(letters).toHaveLength(8);
    // A captured opponent's LED is out: its lit lens is not drawn.
    const out = svgOf(modulePictureArt({ ...still, ledsOff: [((bomb.seat + 1) & 3) as 0] }));
    expect(out.querySelectorAll('[data-led]')).toHaveLength(3);
  });
});

describe('the two back ends draw the same description', () => {
  it('the SVG back end writes the same SVG through the DOM and as a string', () => {
    const box = { x: 0, y: 0, w: 640, h: 640 };
    const markup = svgPicture(stringSink, modulePictureArt(still), box, { role: 'img' }, 'The module');
    const parsed = new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement;
    const dom = svgPicture(domSink(document), modulePictureArt(still), box, { role: 'img' }, 'The module') as Element;
    const shape = (e: Element): unknown => [
      e.tagName,
      [...e.attributes].filter((a) => a.name !== 'xmlns').map((a) => `${a.name}=${a.value}`),
      [...e.childNodes].map((n) => (n.nodeType === 3 ? n.textContent : shape(n as Element))),
    ];
    expect(parsed.querySelector('parsererror')).toBeNull();
    expect(shape(parsed)).toEqual(shape(dom));
  });

  it('texts are escaped, never read as markup', () => {
    const hostile: ModulePicture = { ...still, labels: ['<b>x</b>', 'You', 'a & "b"', "c'd"] };
    const markup = svgPicture(stringSink, modulePictureArt(hostile), { x: 0, y: 0, w: 640, h: 640 });
    expect(markup).not.toContain('<b>');
    const parsed = new DOMParser().parseFromString(markup, 'image/svg+xml');
    expect(parsed.querySelector('b')).toBeNull();
    expect([...parsed.querySelectorAll('.led-name')].map((e) => e.textContent)).toEqual(hostile.labels);
  });

  it('the Pixi back end draws every text, colour and circle the SVG back end draws', () => {
    const shapes: Shape[] = [modulePictureArt(still), ...ALL_CARDS.map((c) => cardFaceArt(c))];
    for (const icon of ['move', 'discard', 'home', 'pass', 'pass-back'] as const) shapes.push(optionButtonArt(icon, 8));
    for (const s of shapes) {
      const p = pixiDrawn(toPixi(s));
      const v = svgDrawn(svgOf(s));
      expect(p.texts.sort()).toEqual(v.texts.sort());
      expect(p.fills).toEqual(v.fills);
      expect(p.strokes).toEqual(v.strokes);
      expect(p.circles).toBe(v.circles);
    }
  });
});
