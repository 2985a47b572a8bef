/**
 * The manual's drawing of the module (src/pages/manual/moduleDrawing.ts) as an expert reads it:
 * every leader line runs from its label in the margin straight in to its part (one bend at most,
 * the direct way from the nearest margin), crossing no other part of the module, no other line and
 * no label; the labels stand in the margins; each start's way into its home stands out from the
 * felt in colour and in grey, without covering the track's numbers; and the French and Esperanto
 * drawings hold no English word (their pile words and card captions in the page's language).
 */
import { describe, expect, it } from 'vitest';
import { ALL_CARDS, homeCell, ruleSet, SEATS, spaceCell, startOf, type Seat } from '../../src/rules';
import { DRAWING_PAWN_SPACE, drawingHand, moduleSvg } from '../../src/pages/manual/moduleDrawing';
import { TEXTS, type Lang } from '../../src/pages/manual/texts';
import { cardFaceArt } from '../../src/art/cardArt';
import { moduleBoardArt } from '../../src/art/modulePicture';
import { MODULE_PALETTE } from '../../src/art/palette';
import { stringSink, toSvg } from '../../src/art/svgArt';
import {
  CARD,
  cardSlot,
  cellCenter,
  DISCARD_PILE,
  labelAnchor,
  LED_R,
  ledCenter,
  MODULE_SIZE,
  OPTION,
  optionCenter,
  SMALL_CARD_SCALE,
  SPACE_R,
  STATUS_LIGHT,
  SWAP_PILE,
  TAC,
} from '../../src/art/layout';

type Pt = readonly [number, number];
type Obstacle =
  | { id: string; kind: 'circle'; x: number; y: number; r: number }
  | { id: string; kind: 'rect'; x0: number; y0: number; x1: number; y1: number };

const circle = (id: string, x: number, y: number, r: number): Obstacle => ({ id, kind: 'circle', x, y, r });
const box = (id: string, cx: number, cy: number, w: number, h: number): Obstacle => ({
  id,
  kind: 'rect',
  x0: cx - w / 2,
  y0: cy - h / 2,
  x1: cx + w / 2,
  y1: cy + h / 2,
});

/** The module's parts as the drawing shows them (module pixels), each a circle or a box round it. */
function obstacles(): Obstacle[] {
  const out: Obstacle[] = [];
  for (let s = 0; s < 32; s++) {
    const c = cellCenter(spaceCell(s));
    out.push(circle(`space-${s}`, c.x, c.y, SPACE_R + 1));
  }
  for (const seat of SEATS) {
    const h = cellCenter(homeCell(seat));
    const st = cellCenter(spaceCell(startOf(seat)));
    out.push(box(`home-${seat}`, h.x, h.y, 2 * SPACE_R + 4, 2 * SPACE_R + 4));
    // The way from the start into the home (its band and arrowhead).
    out.push(box(`home-path-${seat}`, st.x, (st.y + h.y) / 2, 22, Math.abs(h.y - st.y)));
    const led = ledCenter(seat);
    out.push(circle(`led-${seat}`, led.x, led.y, LED_R + 5));
    const a = labelAnchor(seat);
    out.push(box(`name-${seat}`, a.align === 'left' ? a.x + 35 : a.x - 35, a.y, 70, 22));
  }
  out.push(circle('tac', TAC.x, TAC.y, TAC.r + 5));
  for (const side of ['l', 'r'] as const) {
    const o = optionCenter(side);
    out.push(box(`options-${side}`, o.x, o.y, OPTION.w, OPTION.h));
  }
  out.push(circle('status-light', STATUS_LIGHT.x, STATUS_LIGHT.y, STATUS_LIGHT.r + 7));
  const pileW = CARD.w * SMALL_CARD_SCALE + 6;
  const pileH = CARD.h * SMALL_CARD_SCALE + 6;
  out.push(
    box('swap', SWAP_PILE.x, SWAP_PILE.y, pileW, pileH),
    box('discard', DISCARD_PILE.x, DISCARD_PILE.y, pileW, pileH),
  );
  out.push(box('pile-words', (SWAP_PILE.x + DISCARD_PILE.x) / 2, SWAP_PILE.y + 52, 190, 14));
  for (let i = 0; i < 5; i++) {
    const c = cardSlot(i);
    out.push(box(`card-${i}`, c.x, c.y, CARD.w + 8, CARD.h + 8));
  }
  const pawn = cellCenter(spaceCell(DRAWING_PAWN_SPACE));
  out.push(circle('pawn', pawn.x, pawn.y, 16));
  return out;
}

/** The parts each label's line may touch (its own), by `data-part`. */
const TARGETS: Record<string, string[]> = {
  swap: ['swap'],
  led: ['led-3'],
  start: [`space-${startOf(3)}`],
  home: ['home-3'],
  hand: ['card-0'],
  discard: ['discard'],
  tac: ['tac'],
  'status-light': ['status-light'],
  options: ['options-r'],
  pawn: ['pawn', `space-${DRAWING_PAWN_SPACE}`],
};

function contains(o: Obstacle, [x, y]: Pt): boolean {
  return o.kind === 'circle' ? Math.hypot(x - o.x, y - o.y) <= o.r : x >= o.x0 && x <= o.x1 && y >= o.y0 && y <= o.y1;
}

function segmentsCross([a, b]: [Pt, Pt], [c, d]: [Pt, Pt]): boolean {
  const cross = (p: Pt, q: Pt, r: Pt) => (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]);
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

function distanceToSegment([px, py]: Pt, [a, b]: [Pt, Pt]): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const t = Math.max(0, Math.min(1, ((px - a[0]) * dx + (py - a[1]) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(px - a[0] - t * dx, py - a[1] - t * dy);
}

/** True when the segment meets the obstacle (a box: an end inside it, or crossing one of its sides). */
function meets(o: Obstacle, seg: [Pt, Pt]): boolean {
  if (o.kind === 'circle') return distanceToSegment([o.x, o.y], seg) <= o.r;
  if (contains(o, seg[0]) || contains(o, seg[1])) return true;
  const corners: Pt[] = [
    [o.x0, o.y0],
    [o.x1, o.y0],
    [o.x1, o.y1],
    [o.x0, o.y1],
  ];
  return corners.some((c, i) => segmentsCross(seg, [c, corners[(i + 1) % 4]!]));
}

const segments = (pts: readonly Pt[]) => pts.slice(1).map((p, i): [Pt, Pt] => [pts[i]!, p]);
const length = (pts: readonly Pt[]) => segments(pts).reduce((s, [a, b]) => s + Math.hypot(b[0] - a[0], b[1] - a[1]), 0);
const inModule = ([x, y]: Pt) => x >= 0 && x <= MODULE_SIZE && y >= 0 && y <= MODULE_SIZE;

/** The part of a line inside the module's square (the lines start in the margin, outside it). */
function lengthInModule(pts: readonly Pt[]): number {
  let total = 0;
  for (const [a, b] of segments(pts)) {
    const n = 200;
    for (let k = 0; k < n; k++) {
      const p = (t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
      const [p0, p1] = [p(k / n), p((k + 1) / n)];
      if (inModule(p0) && inModule(p1)) total += Math.hypot(p1[0] - p0[0], p1[1] - p0[1]);
    }
  }
  return total;
}

interface Drawn {
  svg: SVGSVGElement;
  /** Leader lines by part, in module pixels. */
  lines: Map<string, Pt[]>;
  /** Label boxes by part, in module pixels (estimated: no layout in jsdom). */
  labels: Map<string, Obstacle>;
}

/** The drawing of a language and rule seed, its leader lines and label boxes read back from the SVG. */
function draw(lang: Lang, seed = 1): Drawn {
  const svg = moduleSvg(document, TEXTS[lang].drawing, drawingHand(ruleSet(seed).deck));
  const m = /translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\)/.exec(
    svg.querySelector(':scope > g[transform]')!.getAttribute('transform')!,
  )!;
  const [tx, ty, s] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const toModule = (x: number, y: number): Pt => [(x - tx) / s, (y - ty) / s];
  const lines = new Map<string, Pt[]>();
  const labels = new Map<string, Obstacle>();
  for (const g of svg.querySelectorAll<SVGGElement>('g.callout')) {
    const part = g.dataset.part!;
    const pts = g
      .querySelector('.leader')!
      .getAttribute('points')!
      .split(' ')
      .map((p) => p.split(',').map(Number) as [number, number]);
    lines.set(
      part,
      pts.map(([x, y]) => toModule(x, y)),
    );
    const text = g.querySelector('text.label')!;
    const rows = [...text.querySelectorAll('tspan')].map((t) => t.textContent!);
    // 14 user units a line (manual.css), about 0.55 em a character in the page's sans-serif.
    const w = Math.max(...rows.map((r) => r.length)) * 0.55 * 14;
    const h = rows.length * 1.1 * 14;
    const [x, y] = [Number(text.getAttribute('x')), Number(text.getAttribute('y'))];
    const x0 = text.getAttribute('text-anchor') === 'end' ? x - w : x;
    const [a, b] = [toModule(x0, y - h / 2), toModule(x0 + w, y + h / 2)];
    labels.set(part, { id: `label-${part}`, kind: 'rect', x0: a[0], y0: a[1], x1: b[0], y1: b[1] });
  }
  return { svg, lines, labels };
}

const LANGS: Lang[] = ['en', 'fr', 'eo'];

describe('the leader lines of the manual’s drawing', () => {
  for (const lang of LANGS) {
    for (const seed of [1, 42]) {
      it(`${lang} #${seed}: each line takes the direct way in from the margin and ends on its part`, () => {
        const { lines } = draw(lang, seed);
        expect([...lines.keys()].sort()).toEqual(Object.keys(TARGETS).sort());
        const parts = obstacles();
        for (const [part, pts] of lines) {
          expect(pts.length, part).toBeLessThanOrEqual(3); // straight, or one bend
          expect(inModule(pts[0]!), `${part} starts in the margin`).toBe(false);
          const end = pts.at(-1)!;
          const own = parts.filter((o) => TARGETS[part]!.includes(o.id));
          expect(
            own.some((o) => contains(o, end)),
            `${part} ends on its part`,
          ).toBe(true);
          // The direct way: inside the module, no longer than 1.2 × the end's distance to the nearest edge.
          const nearest = Math.min(end[0], end[1], MODULE_SIZE - end[0], MODULE_SIZE - end[1]);
          expect(lengthInModule(pts), `${part} runs across the module`).toBeLessThanOrEqual(1.2 * nearest + 1);
          expect(length(pts)).toBeGreaterThan(0);
        }
      });

      it(`${lang} #${seed}: no line crosses another part, another line or a label`, () => {
        const { lines, labels } = draw(lang, seed);
        const parts = obstacles();
        for (const [part, pts] of lines) {
          for (const seg of segments(pts)) {
            const hit = parts.filter((o) => !TARGETS[part]!.includes(o.id) && meets(o, seg)).map((o) => o.id);
            expect(hit, `${part} crosses`).toEqual([]);
            for (const [other, box] of labels)
              if (other !== part) expect(meets(box, seg), `${part} × label ${other}`).toBe(false);
            for (const [other, otherPts] of lines) {
              if (other === part) continue;
              for (const s2 of segments(otherPts)) expect(segmentsCross(seg, s2), `${part} × ${other}`).toBe(false);
            }
          }
        }
      });
    }

    it(`${lang}: the labels stand in the margins, inside the drawing, apart from each other`, () => {
      const { svg, labels } = draw(lang);
      const [, , w, h] = svg.getAttribute('viewBox')!.split(' ').map(Number);
      const m = /translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\)/.exec(
        svg.querySelector(':scope > g[transform]')!.getAttribute('transform')!,
      )!;
      const [tx, ty, s] = [Number(m[1]), Number(m[2]), Number(m[3])];
      const list = [...labels];
      for (const [part, b] of list) {
        if (b.kind !== 'rect') continue;
        const overlapsModule = b.x0 < MODULE_SIZE && b.x1 > 0 && b.y0 < MODULE_SIZE && b.y1 > 0;
        expect(overlapsModule, `label ${part} over the module`).toBe(false);
        expect(tx + b.x0 * s, `label ${part} inside the drawing`).toBeGreaterThanOrEqual(0);
        expect(tx + b.x1 * s).toBeLessThanOrEqual(w!);
        expect(ty + b.y0 * s).toBeGreaterThanOrEqual(0);
        expect(ty + b.y1 * s).toBeLessThanOrEqual(h!);
      }
      for (const [i, [p, a]] of list.entries()) {
        for (const [q, b] of list.slice(i + 1)) {
          if (a.kind !== 'rect' || b.kind !== 'rect') continue;
          const overlap = a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
          expect(overlap, `labels ${p} and ${q}`).toBe(false);
        }
      }
    });
  }
});

/** WCAG's relative luminance of `#rrggbb` / 0xRRGGBB. */
function luminance(c: number): number {
  const ch = [16, 8, 0]
    .map((sh) => ((c >> sh) & 255) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * ch[0]! + 0.7152 * ch[1]! + 0.0722 * ch[2]!;
}
const contrast = (a: number, b: number) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('the way from each start into its home', () => {
  it('stands out from the felt in colour and in grey, and leaves the start’s number uncovered', () => {
    const { svg } = draw('en');
    const felt = MODULE_PALETTE.felt;
    const track = svg.querySelector('.track')!;
    const lines = [...track.querySelectorAll('.home-line')];
    const arrows = [...track.querySelectorAll('.home-arrow')];
    expect(lines).toHaveLength(4);
    expect(arrows).toHaveLength(4);
    for (const l of lines) {
      // Contrast is of luminance: what a grey print keeps of a colour.
      expect(contrast(parseInt(l.getAttribute('stroke')!.slice(1), 16), felt)).toBeGreaterThanOrEqual(4.5);
      expect(Number(l.getAttribute('stroke-width'))).toBeGreaterThanOrEqual(6);
      // Drawn under the spaces, so never over a start's number.
      const firstSpace = track.querySelector('.space')!;
      expect(l.compareDocumentPosition(firstSpace) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    for (const a of arrows) {
      const seat = Number(a.getAttribute('data-home-arrow')) as Seat;
      expect(contrast(parseInt(a.getAttribute('fill')!.slice(1), 16), felt)).toBeGreaterThanOrEqual(4.5);
      const st = cellCenter(spaceCell(startOf(seat)));
      const h = cellCenter(homeCell(seat));
      const pts = a
        .getAttribute('points')!
        .split(' ')
        .map((p) => p.split(',').map(Number) as [number, number]);
      // Between the start and its home, pointing into the home, never over the start's disc.
      for (const [x, y] of pts) {
        expect(Math.hypot(x - st.x, y - st.y)).toBeGreaterThan(SPACE_R);
        expect(Math.abs(x - st.x)).toBeLessThanOrEqual(12);
      }
      const tip = pts.reduce((best, p) => (Math.abs(p[1] - h.y) < Math.abs(best[1] - h.y) ? p : best));
      expect(tip[0]).toBeCloseTo(h.x, 5);
    }
  });
});

describe('the words inside the drawing are in the page’s language', () => {
  const ENGLISH = ['SWAP', 'DISCARD', 'TRICKSTER', 'WARRIOR', 'You'];
  const WORDS = {
    en: ['SWAP', 'DISCARD', 'TRICKSTER'],
    fr: ['ÉCHANGE', 'DÉFAUSSE', 'FARCEUR'],
    eo: ['INTERŜANĜO', 'FORĴETAĴOJ', 'TRUKISTO'],
  };
  for (const lang of LANGS) {
    it(`${lang}: the pile words, the card captions and every label`, () => {
      // Rule seed 1's hand has a Trickster; a Warrior in a hand shows the page's caption too.
      const { svg } = draw(lang);
      const texts = [...svg.querySelectorAll('text')].map((t) => t.textContent!.trim());
      for (const w of WORDS[lang]) expect(texts).toContain(w);
      const warrior = ALL_CARDS.find((c) => c.kind === 'warrior')!;
      const words = TEXTS[lang].drawing.moduleWords;
      const caption = toSvg(stringSink, cardFaceArt(warrior, { words }));
      expect(caption).toContain(`>${words.warrior}<`);
      if (lang === 'en') return;
      expect(caption).not.toContain('WARRIOR');
      const english = Object.values(TEXTS.en.drawing).filter((v): v is string => typeof v === 'string');
      for (const t of texts) {
        for (const e of [...ENGLISH, ...english.flatMap((v) => v.split('\n'))])
          expect(t, `${lang} says “${t}”`).not.toBe(e);
      }
      expect(svg.textContent).not.toMatch(/SWAP|DISCARD|TRICKSTER|WARRIOR/);
    });
  }

  it('the bomb keeps the module’s own words', () => {
    const markup = toSvg(stringSink, moduleBoardArt());
    expect(markup).toContain('>SWAP<');
    expect(markup).toContain('>DISCARD<');
  });
});
