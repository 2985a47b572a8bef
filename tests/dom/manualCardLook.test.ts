/**
 * The manual draws cards, option buttons and the board as the module does. The module's art
 * (src/view/cardArt.ts, boardArt.ts) is Pixi and keeps its colours private, so this test runs it
 * against a stand-in Pixi that records every text and every fill and stroke, and compares them with
 * the manual's SVG (src/pages/manual/cardArt.ts, cardLook.ts). When the module's art changes, this fails
 * until the manual follows.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ALL_CARDS, ruleSet, type Card } from '../../src/rules';

/** What the stand-in Pixi records. */
interface Drawn {
  texts: Array<{ text: string; fill: string; size: number }>;
  fills: Set<string>;
  strokes: Set<string>;
  circles: number;
}

vi.mock('pixi.js', () => {
  const hex = (n: number) => `#${n.toString(16).padStart(6, '0')}`;
  class Node {
    children: Node[] = [];
    rotation = 0;
    alpha = 1;
    visible = true;
    position = { x: 0, y: 0, set: () => undefined };
    scale = { set: () => undefined };
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
  for (const m of ['poly', 'rect', 'roundRect', 'ellipse', 'moveTo', 'lineTo', 'quadraticCurveTo', 'clear'])
    (Graphics.prototype as unknown as Record<string, () => unknown>)[m] = function (this: unknown) {
      return this;
    };
  class Text extends Node {
    text: string;
    style: { fill: number; fontSize: number };
    anchor = { set: () => undefined };
    constructor(o: { text: string; style: { fill: number; fontSize: number } }) {
      super();
      this.text = o.text;
      this.style = o.style;
    }
  }
  return { Container, Graphics, Text, hex };
});

const pixi = (await import('pixi.js')) as unknown as {
  Graphics: new () => { fills: string[]; strokes: string[]; circles: number };
  Text: new (o: unknown) => { text: string; style: { fill: number; fontSize: number } };
  hex: (n: number) => string;
};
const view = await import('../../src/view/cardArt');
const board = await import('../../src/view/boardArt');
const manual = await import('../../src/pages/manual/cardArt');
const look = await import('../../src/pages/manual/cardLook');

/** Everything a module display object draws. */
function moduleDrawn(root: unknown): Drawn {
  const out: Drawn = { texts: [], fills: new Set(), strokes: new Set(), circles: 0 };
  const walk = (n: { children?: unknown[] }) => {
    if (n instanceof pixi.Graphics) {
      n.fills.forEach((f) => out.fills.add(f));
      n.strokes.forEach((s) => out.strokes.add(s));
      out.circles += n.circles;
    }
    if (n instanceof pixi.Text) out.texts.push({ text: n.text, fill: pixi.hex(n.style.fill), size: n.style.fontSize });
    for (const c of n.children ?? []) walk(c as { children?: unknown[] });
  };
  walk(root as { children?: unknown[] });
  return out;
}

/** Everything a manual SVG group draws (fills with transparency, like the module's alpha fills, left out). */
function manualDrawn(root: Element): Drawn {
  const out: Drawn = { texts: [], fills: new Set(), strokes: new Set(), circles: 0 };
  for (const el of [root, ...root.querySelectorAll('*')]) {
    const fill = el.getAttribute('fill');
    const stroke = el.getAttribute('stroke');
    if (el.tagName === 'text') {
      out.texts.push({ text: el.textContent!, fill: fill!, size: Number(el.getAttribute('font-size')) });
      continue;
    }
    if (fill?.startsWith('#')) out.fills.add(fill);
    if (stroke?.startsWith('#')) out.strokes.add(stroke);
    if (el.tagName === 'circle') out.circles++;
  }
  return out;
}

const sortTexts = (t: Drawn['texts']) => [...t].sort((a, b) => (a.text + a.fill < b.text + b.fill ? -1 : 1));

/** Cards of every kind and width: all 54 (number cards 1–13 of the four kinds, W, T). */
const CARDS: readonly Card[] = ALL_CARDS;

describe('the manual draws what the module draws', () => {
  it('card faces: the same texts (full code in the corners, WARRIOR / TRICKSTER), sizes and colours', () => {
    for (const card of CARDS) {
      const mod = moduleDrawn(view.cardFace(card));
      const man = manualDrawn(manual.cardGroup(document, card));
      expect(sortTexts(man.texts), card.code).toEqual(sortTexts(mod.texts));
      expect(man.fills, card.code).toEqual(mod.fills);
      expect(man.strokes, card.code).toEqual(mod.strokes);
      expect(man.circles, card.code).toBe(mod.circles);
    }
  });

  it('the colour named for each kind is the colour of its number on the module', () => {
    const want = { regular: look.LOOK.ink, reverse: look.LOOK.blue, diamond: look.LOOK.red, single: look.LOOK.green };
    for (const card of CARDS) {
      if (card.kind === 'warrior' || card.kind === 'trickster') continue;
      const number = moduleDrawn(view.cardFace(card)).texts.find((t) => t.text === String(card.value))!;
      expect(number.fill, card.code).toBe(want[card.kind]);
      expect(look.cardColour(card)).toBe(number.fill);
    }
    // Seed 1's deck as the reviewer names it: 4R blue, 8D red, 7S green, the rest ink.
    const colours = Object.fromEntries(ruleSet(1).deck.map((c) => [c.code, look.cardColour(c)]));
    expect(colours['4R']).toBe('#1f5fbf');
    expect(colours['8D']).toBe('#c8102e');
    expect(colours['7S']).toBe('#2b8a3e');
    expect(colours['1']).toBe('#1d1d1f');
  });

  it('the card back (the face-down swap card)', () => {
    const mod = moduleDrawn(view.cardBack());
    const man = manualDrawn(manual.cardBackGroup(document));
    expect(man.texts).toEqual(mod.texts);
    expect(man.fills).toEqual(mod.fills);
    expect(man.strokes).toEqual(mod.strokes);
  });

  it('option buttons: the move button shows the card number over its dots, the others their icons', () => {
    const pairs = [
      ['move', 'dots'],
      ['discard', 'diamond'],
      ['home', 'house'],
      ['pass', 'pass'],
      ['pass-back', 'pass-back'],
    ] as const;
    for (const value of [1, 3, 5, 8, 9, 10, 13]) {
      for (const [m, icon] of pairs) {
        const mod = moduleDrawn(view.optionIcon(m, value));
        const man = manualDrawn(manual.optionIconGroup(document, icon, value));
        expect(man.texts, `${m} ${value}`).toEqual(mod.texts);
        expect(man.fills, `${m} ${value}`).toEqual(mod.fills);
        expect(man.circles, `${m} ${value}`).toBe(mod.circles);
      }
    }
  });

  it('board, LEDs and the defuser home tint', () => {
    expect(Object.fromEntries(Object.entries(board.COLOR_HEX).map(([k, v]) => [k, pixi.hex(v)]))).toEqual(
      look.LED_LOOK,
    );
    const b = moduleDrawn(board.drawBoard());
    const L = look.BOARD_LOOK;
    expect(b.fills).toEqual(new Set([L.felt, L.startSpace, L.space, L.home]));
    expect(b.strokes).toEqual(new Set([L.feltEdge, L.trackPath, L.spaceEdge, L.startRing, L.homeEdge]));
    const frame = moduleDrawn(board.drawModuleFrame());
    expect(frame.fills.has(L.moduleEdge) && frame.fills.has(L.moduleGrey)).toBe(true);
    expect(pixi.hex(board.mix(0x1c3a2b, 0xffc300, 0.55))).toBe(look.mixColour(L.home, look.LED_LOOK.yellow, 0.55));
    // moduleScene.ts tints only the defuser's home: mix(<dark home>, COLOR_HEX[<defuser's colour>], <t>).
    const scene = readFileSync(join(process.cwd(), 'src/view/moduleScene.ts'), 'utf8');
    const tint = /homeMark[\s\S]{0,300}?mix\((0x[0-9a-f]{6}), COLOR_HEX\[v\.colors\[v\.seat\]\], ([\d.]+)\)/.exec(
      scene,
    );
    expect(tint, 'the home tint of moduleScene.ts').not.toBeNull();
    expect(pixi.hex(Number(tint![1]))).toBe(L.home);
    expect(Number(tint![2])).toBe(look.HOME_TINT);
    // … and rings every start in its seat's colour: mix(<brown ring>, COLOR_HEX[v.colors[seat]], <t>).
    const ring = /(0x[0-9a-f]{6}), COLOR_HEX\[v\.colors\[seat\]\], ([\d.]+)\)/.exec(scene);
    expect(ring, 'the start rings of moduleScene.ts').not.toBeNull();
    expect(pixi.hex(Number(ring![1]))).toBe(L.startRing);
    expect(Number(ring![2])).toBe(look.START_RING_TINT);
  });
});
