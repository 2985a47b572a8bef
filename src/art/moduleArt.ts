/**
 * The still parts of the TAC module as shapes (shapes.ts), in module pixels: the grey casing,
 * the board with the 32-space track, the starts and the homes (RULES.md §1), the marks of the
 * defuser's seat, the swap and discard piles, the status light, the TAC button with its hold
 * ring, and the red veil of a strike. Pure data, drawn by pixiArt.ts and svgArt.ts.
 */
import { homeCell, SEATS, spaceCell, startOf, TRACK_SIZE, type Color, type Seat } from '../rules/board';
import {
  BOARD,
  CARD,
  cellCenter,
  DISCARD_PILE,
  GRID_X,
  GRID_Y,
  CELL,
  MODULE_SIZE,
  SMALL_CARD_SCALE,
  SPACE_R,
  STATUS_LIGHT,
  SWAP_PILE,
  TAC,
} from './layout';
import { defuserHomeColor, LED_COLORS, MODULE_PALETTE as M, startRingColor } from './palette';
import { capitalsWidth, fitScale, MODULE_WORDS, type ModuleWords } from './moduleWords';
import { group, SIZE, type GroupShape, type Primitive, type Shape } from './shapes';

/** The grey square casing with its bevel and the screw in the top-left corner. */
export function casingArt(): GroupShape {
  const S = MODULE_SIZE;
  return group(
    [
      { kind: 'rect', x: 0, y: 0, w: S, h: S, r: 22, fill: M.casingEdge },
      { kind: 'rect', x: 4, y: 4, w: S - 8, h: S - 8, r: 19, fill: M.casing },
      { kind: 'rect', x: 4, y: 4, w: S - 8, h: S - 8, r: 19, stroke: { width: 2, color: 0xcfd2d5, alpha: 0.8 } },
      { kind: 'rect', x: 12, y: 12, w: S - 24, h: S - 24, r: 14, stroke: { width: 1.5, color: 0x7d8084 } },
      { kind: 'circle', x: 26, y: 26, r: 7, fill: 0x8a8d91, stroke: { width: 1.5, color: 0x55585c } },
      { kind: 'line', points: [21, 24, 31, 28], stroke: { width: 2, color: 0x55585c } },
    ],
    { cls: 'casing' },
  );
}

/**
 * The track's 32 spaces (starts lighter, ringed in brown) and the four homes, each joined to its
 * start by its way in (homePathArt).
 */
function trackArt(): GroupShape {
  const spaces: Shape[] = [];
  for (let s = 0; s < TRACK_SIZE; s++) {
    const p = cellCenter(spaceCell(s));
    const start = s % 8 === 0;
    spaces.push({
      kind: 'circle',
      ...p,
      r: SPACE_R,
      fill: start ? M.startSpace : M.space,
      stroke: { width: 2, color: M.spaceEdge },
      cls: start ? 'space start' : 'space',
      data: { space: s },
    });
    if (start) spaces.push({ kind: 'circle', ...p, r: SPACE_R - 5, stroke: { width: 2, color: M.startRing } });
  }
  const paths = SEATS.map((seat) => homePathArt(seat));
  const homes = SEATS.map((seat): Shape => ({ ...homeSquare(seat), fill: M.home, cls: 'home', data: { home: seat } }));
  return group([...paths.map((p) => p.line), ...spaces, ...homes, ...paths.map((p) => p.arrow)], { cls: 'track' });
}

/**
 * A seat's way from its start into its home (RULES.md §1): a light band from the start's centre
 * to the home's, drawn under the start space and the home so that it never covers the start's
 * number in the manual, and a light arrowhead with a dark edge from the start's rim into the
 * home, its tip short of the home's centre. Light on the dark felt, it reads in colour and in
 * grey print alike.
 */
function homePathArt(seat: Seat): { line: Shape; arrow: Shape } {
  const h = cellCenter(homeCell(seat));
  const st = cellCenter(spaceCell(startOf(seat)));
  const dir = Math.sign(h.y - st.y);
  const base = st.y + dir * (SPACE_R + 1);
  const tip = h.y - dir * 5;
  const half = 10;
  return {
    line: { kind: 'line', points: [st.x, st.y, h.x, h.y], stroke: { width: 8, color: M.homePath }, cls: 'home-line' },
    arrow: {
      kind: 'poly',
      points: [st.x - half, base, st.x + half, base, st.x, tip],
      fill: M.homePath,
      stroke: { width: 1.5, color: M.homePathEdge },
      cls: 'home-arrow',
      data: { 'home-arrow': seat },
    },
  };
}

/** The square of a seat's home, unpainted. */
function homeSquare(seat: Seat) {
  const h = cellCenter(homeCell(seat));
  const side = 2 * SPACE_R + 4;
  return {
    kind: 'rect',
    x: h.x - side / 2,
    y: h.y - side / 2,
    w: side,
    h: side,
    r: 6,
    stroke: { width: 2, color: M.homeEdge },
  } as const;
}

/** The board: its shadow, the felt, the dark band under the track, then the track and homes. */
export function boardArt(): GroupShape {
  const { x, y, w, h } = BOARD;
  return group([
    { kind: 'rect', x, y: y + 3, w, h, r: 14, fill: { color: 0, alpha: 0.3 } },
    { kind: 'rect', x, y, w, h, r: 14, fill: M.felt, stroke: { width: 3, color: M.feltEdge }, cls: 'board' },
    {
      kind: 'rect',
      x: GRID_X + CELL / 2,
      y: GRID_Y + CELL / 2,
      w: 12 * CELL,
      h: 4 * CELL,
      r: 6,
      stroke: { width: 10, color: M.trackPath },
    },
    trackArt(),
  ]);
}

/**
 * What depends on the seats' colours: the defuser's home tinted with the defuser's LED colour,
 * and each start ringed in its seat's LED colour (drawn over the board).
 */
export function seatMarksArt(seat: Seat, colors: readonly [Color, Color, Color, Color]): GroupShape {
  const rings = SEATS.map((s): Shape => {
    const st = cellCenter(spaceCell(startOf(s)));
    return {
      kind: 'circle',
      ...st,
      r: SPACE_R - 4.5,
      stroke: { width: 3, color: startRingColor(LED_COLORS[colors[s]]) },
      cls: 'start-ring',
      data: { 'start-ring': s },
    };
  });
  const home: Shape = {
    ...homeSquare(seat),
    fill: defuserHomeColor(LED_COLORS[colors[seat]]),
    cls: 'home home-yours',
    data: { home: seat },
  };
  return group([home, ...rings]);
}

/** The outlines of the swap and discard piles. */
export function pileOutlinesArt(): Primitive[] {
  const w = CARD.w * SMALL_CARD_SCALE + 6;
  const h = CARD.h * SMALL_CARD_SCALE + 6;
  return [SWAP_PILE, DISCARD_PILE].map((p) => ({
    kind: 'rect',
    x: p.x - w / 2,
    y: p.y - h / 2,
    w,
    h,
    r: 7,
    fill: { color: 0, alpha: 0.12 },
    stroke: { width: 1.5, color: M.casingEdge },
  }));
}

/** The swap pile's word keeps left of the middle between the piles; the discard pile's, right of it. */
const PILE_WORD_GAP = 3;

/**
 * The words under the piles ("SWAP" and "DISCARD" on the module; the manual's drawing gives its
 * page's words), centred under their piles. A longer word of another language never meets the
 * other: the swap pile's is drawn smaller, the discard pile's moves right, into the free casing.
 */
export function pileLabelsArt(words: ModuleWords = MODULE_WORDS): Shape[] {
  const middle = (SWAP_PILE.x + DISCARD_PILE.x) / 2;
  const text = (t: string) =>
    ({ kind: 'text', text: t, size: SIZE.small, fill: M.pileLabel, letterSpacing: 1 }) as const;
  const y = SWAP_PILE.y + 52;
  const swap = text(words.swap);
  const scale = fitScale(swap, 2 * (middle - PILE_WORD_GAP - SWAP_PILE.x));
  const swapTags = { cls: 'pile-word', data: { pile: 'swap' } };
  const discard = text(words.discard);
  const discardX = Math.max(DISCARD_PILE.x, middle + PILE_WORD_GAP + capitalsWidth(discard.text, SIZE.small, 1) / 2);
  return [
    scale < 1
      ? group([{ ...swap, x: 0, y: 0, ...swapTags }], { x: SWAP_PILE.x, y, scale })
      : { ...swap, x: SWAP_PILE.x, y, ...swapTags },
    { ...discard, x: discardX, y, cls: 'pile-word', data: { pile: 'discard' } },
  ];
}

/** The status light: its dark inset, the lens (`color`, or null when off) and a gleam. */
export function statusLightArt(color: number | null): Primitive[] {
  const { x, y, r } = STATUS_LIGHT;
  return [
    { kind: 'circle', x, y, r: r + 7, fill: 0x26272a },
    { kind: 'circle', x, y, r, fill: color ?? M.lightOff, cls: 'status-light' },
    ...(color === null ? [] : [{ kind: 'circle', x, y, r: r + 14, fill: { color, alpha: 0.18 } } as const]),
    { kind: 'circle', x: x - 7, y: y - 7, r: 6, fill: { color: 0xffffff, alpha: color === null ? 0.15 : 0.5 } },
    { kind: 'circle', x, y, r, stroke: { width: 2, color: 0x111111 } },
  ];
}

/** The colour of the status light for a view's light (null: off). */
export function lightColor(light: 'armed' | 'solved' | 'exploded'): number | null {
  return light === 'solved' ? M.lightSolved : light === 'exploded' ? M.lightExploded : null;
}

/** The red TAC button, centred on (0, 0) (place it at `TAC`). */
export function tacButtonArt(): GroupShape {
  const r = TAC.r;
  return group(
    [
      { kind: 'circle', x: 0, y: 3, r: r + 5, fill: { color: 0, alpha: 0.35 } },
      { kind: 'circle', x: 0, y: 0, r: r + 5, fill: 0x2a2b2e },
      { kind: 'circle', x: 0, y: 0, r, fill: M.tac },
      { kind: 'circle', x: -8, y: -10, r: r - 12, fill: { color: 0xffffff, alpha: 0.12 } },
      { kind: 'circle', x: 0, y: 0, r, stroke: { width: 2, color: M.tacEdge } },
      {
        kind: 'text',
        text: 'TAC',
        x: 0,
        y: 0,
        size: SIZE.title,
        fill: M.tacText,
        letterSpacing: 2,
        outline: { width: 3, color: M.tacEdge },
      },
    ],
    { cls: 'tac' },
  );
}

/** The ring filling round the TAC button while it is held, `progress` 0…1, centred on (0, 0). */
export function holdRingArt(progress: number): Primitive[] {
  if (progress <= 0) return [];
  const p = Math.min(1, progress);
  const r = TAC.r + 10;
  const top = -Math.PI / 2;
  return [
    { kind: 'circle', x: 0, y: 0, r, stroke: { width: 6, color: 0, alpha: 0.35 } },
    { kind: 'arc', x: 0, y: 0, r, start: top, end: top + p * Math.PI * 2, stroke: { width: 6, color: M.halo } },
  ];
}

/** The red veil over the module on a strike (its alpha is animated). */
export function strikeFlashArt(): Primitive[] {
  return [{ kind: 'rect', x: 6, y: 6, w: MODULE_SIZE - 12, h: MODULE_SIZE - 12, r: 18, fill: M.strikeFlash }];
}

/** The explosion's cover over the whole module: the white flash or the black smoke. */
export function blackoutArt(color: number): Primitive[] {
  return [{ kind: 'rect', x: 0, y: 0, w: MODULE_SIZE, h: MODULE_SIZE, r: 22, fill: color }];
}

/**
 * The fireball of the explosion at `t` 0…1 of its life, centred on (0, 0): a ring of billows
 * round a white-hot core, growing from the centre while they cool from yellow through orange to
 * red and fade, sparks flying out ahead of them, and the shock ring running in front.
 */
export function fireballArt(t: number): Primitive[] {
  const grow = 30 + 290 * Math.sqrt(t);
  const fade = Math.max(0, 1 - t);
  const heat = Math.max(0, 1 - 2 * t);
  const out: Primitive[] = [
    {
      kind: 'circle',
      x: 0,
      y: 0,
      r: grow * 1.3,
      stroke: { width: 12 * fade + 1, color: M.fireCore, alpha: 0.45 * fade },
    },
  ];
  for (let k = 0; k < 14; k++) {
    const a = (k / 14) * Math.PI * 2 + 0.4;
    const from = grow * (0.85 + 0.25 * Math.sin(k * 2.1));
    const to = from + 30 + 40 * t;
    out.push({
      kind: 'line',
      points: [Math.cos(a) * from, Math.sin(a) * from, Math.cos(a) * to, Math.sin(a) * to],
      stroke: { width: 3, color: M.fireCore, alpha: fade * 0.9 },
    });
  }
  for (const [ring, color, size, alpha] of [
    [0.42, M.fireEdge, 0.5, 0.8],
    [0.3, M.fireMid, 0.42, 0.9],
  ] as const) {
    for (let k = 0; k < 9; k++) {
      const a = (k / 9) * Math.PI * 2 + ring * 5;
      const d = grow * ring * (0.75 + 0.25 * Math.sin(k * 1.7));
      const r = grow * size * (0.7 + 0.3 * Math.cos(k * 2.3));
      out.push({
        kind: 'circle',
        x: Math.cos(a) * d,
        y: Math.sin(a) * d,
        r,
        fill: { color, alpha: alpha * fade },
      });
    }
  }
  out.push({
    kind: 'circle',
    x: 0,
    y: 0,
    r: grow * 0.4,
    fill: { color: M.fireCore, alpha: Math.min(1, 0.3 + heat) * fade },
  });
  return out;
}
