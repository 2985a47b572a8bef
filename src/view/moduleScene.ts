/**
 * The TAC module drawn with pixi.js v8: a square grey KTANE module with the track, starts and
 * homes, your pawn, the four LEDs with their names, the TAC button, the option buttons, the
 * hand, the swap card, the discard pile and the status light (DESIGN.md "The module on screen").
 *
 * ## API (stable; later changes are additive only)
 *
 * ```ts
 * const scene = await createModuleScene(host, { colorBlind: false });
 * scene.render(viewStateOf(bomb, moduleState));      // draw a still frame (src/view/viewState.ts)
 * await scene.playEffects(step(state, '3').effects);  // animate the reducer's effects, then render
 * scene.setRevealed(bomb.state);                      // draw the three invisible pawns, labelled
 * scene.setRevealed(null);                            // hide them again
 * scene.destroy();
 * ```
 *
 * - `render(view)` snaps the whole drawing to `view` at once (no animation). Call it after
 *   `playEffects` resolves with the state that followed those effects.
 * - `playEffects(effects, {speed})` animates the reducer's effects in order (card flights, the
 *   pawn walking space by space, LEDs flickering, strike flash, …) and resolves when done;
 *   `speed` > 1 runs faster, `Infinity` skips the motion. It never rejects.
 * - `setRevealed(board | null)`: a static "revealed" mode for the designer and the explosion:
 *   opponent 1, partner and opponent 2 drawn on their spaces in their seats' colours with a label.
 * - `setHold(p)`: the ring filling round the TAC button while it is held, p in 0…1 (0 hides it).
 * - `flashOption(side)`: the option button press. `canvas`: the canvas element (640 × 640
 *   logical pixels, `MODULE_SIZE`; scale it with CSS).
 *
 * The scene holds no rules: it draws what `ModuleViewState` says and animates what the effects
 * say. It marks `performance.mark('module-first-frame')` once its first `render` is drawn.
 * Pixi is imported here; pages should load this file with a dynamic `import()` so that it is
 * its own chunk.
 */
import { Application, Container, Graphics, Text, type Ticker } from 'pixi.js';
// Only the extensions the module uses (no events, accessibility, DOM or filter extensions):
// see `manageImports: false` below. This keeps the first-frame JavaScript small.
import 'pixi.js/app';
import 'pixi.js/graphics';
import 'pixi.js/text';
// No eval: the pages' Content-Security-Policy forbids it (no 'unsafe-eval'); Pixi's polyfills
// replace its generated functions (scripts/contentSecurityPolicy.ts).
import 'pixi.js/unsafe-eval';
import type { Color, Seat } from '../rules/board';
import type { Card } from '../rules/cards';
import type { Board } from '../rules/position';
import type { Effect } from '../module/moduleReducer';
import { COLOR_HEX, drawBoard, drawModuleFrame, mix } from './boardArt';
import { cardBack, cardFace, FONT, label, optionIcon, SIZE, TEXT_RESOLUTION } from './cardArt';
import {
  CARD,
  cardSlot,
  DISCARD_PILE,
  LED_R,
  labelAnchor,
  ledCenter,
  MODULE_SIZE,
  OPTION,
  optionCenter,
  SMALL_CARD_SCALE,
  SPACE_R,
  spotCenter,
  STATUS_LIGHT,
  SWAP_PILE,
  TAC,
  type Point,
  cellCenter,
  returnPath,
} from './layout';
import { homeCell, spaceCell } from '../rules/board';
import type { ModuleViewState } from './viewState';

/** Options of `createModuleScene`. */
export interface ModuleSceneOptions {
  /** Called for each sound cue while effects play (e.g. to play it with howler). */
  readonly onCue?: (cue: SoundCue) => void;
  /** Device pixel ratio of the canvas; default `min(2, devicePixelRatio)`. */
  readonly resolution?: number;
  /**
   * Renderer: `canvas` (default: Pixi's 2D-canvas renderer; this small vector scene runs at
   * 60 fps with it even without a GPU, where software WebGL managed 3 fps in headless Chromium
   * here) or `webgl`.
   */
  readonly preference?: 'webgl' | 'canvas';
  /** Smooth edges (default true; costly with software GL). */
  readonly antialias?: boolean;
  /** Mark `performance.mark('module-first-frame')` after the first frame (default true). */
  readonly markFirstFrame?: boolean;
}

/** Sound cues the scene emits while animating (see src/view/sounds.ts). */
export type SoundCue = 'pickup' | 'place' | 'step' | 'press' | 'release' | 'slide' | 'strike' | 'solve';

/** The module scene (see the file comment for the contract). */
export interface ModuleScene {
  readonly canvas: HTMLCanvasElement;
  render(view: ModuleViewState): void;
  playEffects(effects: readonly Effect[], options?: { speed?: number }): Promise<void>;
  setRevealed(board: Board | null): void;
  setHold(progress: number): void;
  flashOption(side: 'l' | 'r'): void;
  destroy(): void;
}

/** Fill colours of the four LED colours (RULES.md §9); re-exported from boardArt.ts. */
export { COLOR_HEX };

/** How many played cards the discard pile shows. */
const PILE_SHOWN = 3;

const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

interface Led {
  readonly root: Container;
  /** The dark, unlit lens (always drawn). */
  readonly dim: Graphics;
  /** The lit lens over it; its alpha is the brightness (no redraw per frame). */
  readonly light: Graphics;
  readonly glow: Graphics;
  /** The white ring of the LED chosen for the Trickster. */
  readonly ring: Graphics;
  /** The pulsing yellow halo of an LED the Trickster waits for. */
  readonly halo: Graphics;
  readonly name: Text;
  readonly letter: Text;
  color: number;
}

/**
 * Creates the scene in `host` (the canvas is appended to it).
 * @throws when no renderer can be created (no WebGL and no canvas 2D): callers show a notice.
 */
export async function createModuleScene(
  host: HTMLElement,
  sceneOptions: ModuleSceneOptions = {},
): Promise<ModuleScene> {
  const app = new Application();
  await app.init({
    width: MODULE_SIZE,
    height: MODULE_SIZE,
    backgroundAlpha: 0,
    resolution: sceneOptions.resolution ?? Math.min(2, Math.max(1, globalThis.devicePixelRatio || 1)),
    autoDensity: true,
    autoStart: false,
    antialias: sceneOptions.antialias ?? true,
    preference: (sceneOptions.preference ?? 'canvas') as 'webgl',
    manageImports: false,
  });
  app.ticker.maxFPS = 40; // smooth enough for the module, half the work of 60 fps on software GL
  const canvas = app.canvas as HTMLCanvasElement;
  canvas.setAttribute('aria-hidden', 'true');
  host.appendChild(canvas);
  app.stage.eventMode = 'none';

  const cue = (c: SoundCue) => {
    try {
      sceneOptions.onCue?.(c);
    } catch {
      /* sound never breaks the module */
    }
  };

  // ---------- static drawing ----------
  const root = new Container();
  root.pivot.set(MODULE_SIZE / 2, MODULE_SIZE / 2);
  root.position.set(MODULE_SIZE / 2, MODULE_SIZE / 2);
  app.stage.addChild(root);
  root.addChild(drawModuleFrame());
  root.addChild(drawBoard());

  const statusLight = new Graphics();
  root.addChild(statusLight);

  // swap pile and discard pile
  const pileOutlines = new Graphics();
  for (const p of [SWAP_PILE, DISCARD_PILE]) {
    const w = CARD.w * SMALL_CARD_SCALE + 6;
    const h = CARD.h * SMALL_CARD_SCALE + 6;
    pileOutlines
      .roundRect(p.x - w / 2, p.y - h / 2, w, h, 7)
      .fill({ color: 0x000000, alpha: 0.12 })
      .stroke({ width: 1.5, color: 0x6e7175 });
  }
  root.addChild(pileOutlines);
  const swapPile = new Container();
  swapPile.position.set(SWAP_PILE.x, SWAP_PILE.y);
  swapPile.scale.set(SMALL_CARD_SCALE);
  swapPile.addChild(cardBack());
  root.addChild(swapPile);
  const discardPile = new Container();
  discardPile.position.set(DISCARD_PILE.x, DISCARD_PILE.y);
  discardPile.scale.set(SMALL_CARD_SCALE);
  root.addChild(discardPile);
  root.addChild(
    label(
      'SWAP',
      { fontSize: SIZE.small, fontWeight: 'bold', fill: 0x3b3d40, letterSpacing: 1 },
      SWAP_PILE.x,
      SWAP_PILE.y + 52,
    ),
  );
  root.addChild(
    label(
      'DISCARD',
      { fontSize: SIZE.small, fontWeight: 'bold', fill: 0x3b3d40, letterSpacing: 1 },
      DISCARD_PILE.x,
      DISCARD_PILE.y + 52,
    ),
  );

  // LEDs
  const leds: Led[] = ([0, 1, 2, 3] as const).map((seat) => {
    const c = ledCenter(seat);
    const r = new Container();
    r.position.set(c.x, c.y);
    const housing = new Graphics()
      .circle(0, 0, LED_R + 5)
      .fill(0x1b1c1e)
      .circle(0, 0, LED_R + 2)
      .fill(0x3a3c40);
    const glow = new Graphics();
    const dim = new Graphics();
    const light = new Graphics();
    const ring = new Graphics().circle(0, 0, LED_R + 4).stroke({ width: 2.5, color: 0xffffff });
    ring.visible = false;
    const halo = new Graphics().circle(0, 0, LED_R + 9).stroke({ width: 3, color: 0xffd166 });
    halo.visible = false;
    r.addChild(halo, housing, glow, dim, light, ring);
    const letter = label('', { fontSize: SIZE.small, fontWeight: 'bold', fill: 0x111111 });
    r.addChild(letter);
    root.addChild(r);
    const a = labelAnchor(seat);
    const name = new Text({
      text: '',
      style: { fontFamily: FONT, fontSize: SIZE.name, fontWeight: 'bold', fill: 0xf4f1e8 },
      resolution: TEXT_RESOLUTION,
    });
    name.anchor.set(a.align === 'left' ? 0 : 1, 0.5);
    name.position.set(a.x, a.y);
    root.addChild(name);
    return { root: r, dim, light, glow, ring, halo, name, letter, color: -1 };
  });

  // the defuser's home, tinted in the seat's colour, and each start ringed in its seat's colour
  const homeMark = new Graphics();
  root.addChild(homeMark);

  // revealed pawns (below your pawn)
  const revealed = new Container();
  root.addChild(revealed);

  // your pawn
  const pawn = new Container();
  const pawnBody = new Graphics();
  const pawnLetter = label('', { fontSize: SIZE.small, fontWeight: 'bold', fill: 0x111111 });
  pawn.addChild(pawnBody, pawnLetter);
  root.addChild(pawn);

  // TAC button, hold ring, option buttons (options under TAC so they slide out from it)
  const options: Record<'l' | 'r', Container> = { l: new Container(), r: new Container() };
  for (const side of ['l', 'r'] as const) {
    options[side].visible = false;
    root.addChild(options[side]);
  }
  const tac = new Container();
  tac.position.set(TAC.x, TAC.y);
  tac.addChild(
    new Graphics()
      .circle(0, 3, TAC.r + 5)
      .fill({ color: 0x000000, alpha: 0.35 })
      .circle(0, 0, TAC.r + 5)
      .fill(0x2a2b2e)
      .circle(0, 0, TAC.r)
      .fill(0xb3261e)
      .circle(-8, -10, TAC.r - 12)
      .fill({ color: 0xffffff, alpha: 0.12 })
      .circle(0, 0, TAC.r)
      .stroke({ width: 2, color: 0x5e0f0b }),
  );
  tac.addChild(
    label('TAC', {
      fontSize: SIZE.title,
      fontWeight: 'bold',
      fill: 0xfff4e0,
      letterSpacing: 2,
      stroke: { color: 0x5e0f0b, width: 3 },
    }),
  );
  root.addChild(tac);
  const holdRing = new Graphics();
  holdRing.position.set(TAC.x, TAC.y);
  root.addChild(holdRing);

  // hand
  const slots: Container[] = [];
  const slotCards: (Card | null)[] = [];
  for (let i = 0; i < 5; i++) {
    const s = new Container();
    const p = cardSlot(i);
    s.position.set(p.x, p.y);
    s.rotation = p.rotation;
    root.addChild(s);
    slots.push(s);
    slotCards.push(null);
  }

  // flash overlay for strikes
  const flash = new Graphics().roundRect(6, 6, MODULE_SIZE - 12, MODULE_SIZE - 12, 18).fill(0xff2020);
  flash.alpha = 0;
  root.addChild(flash);

  // ---------- state ----------
  let view: ModuleViewState | null = null;
  let blinkT = 0;
  let hintUntil = 0;
  let lightFlash: { color: number; until: number } | null = null;
  const flicker = new Map<Seat, number>(); // seat → alpha override while flickering
  let destroyed = false;

  /** Codes of the faces on the discard pile, bottom first (at most PILE_SHOWN). */
  let pileCodes: string[] = [];
  let optionKey = '';

  function setSlotCard(i: number, card: Card | null) {
    const s = slots[i]!;
    if (slotCards[i] !== card || s.children.length === 0) {
      s.removeChildren().forEach((ch) => ch.destroy({ children: true }));
      if (card) s.addChild(cardFace(card));
      slotCards[i] = card;
    }
    s.visible = card !== null;
  }

  function setOptionIcons(card: Card, ask: 'diamond' | 'home') {
    const key = `${card.code}/${ask}`;
    if (key === optionKey) return;
    optionKey = key;
    for (const side of ['l', 'r'] as const) {
      const o = options[side];
      o.removeChildren().forEach((ch) => ch.destroy({ children: true }));
      o.addChild(
        new Graphics()
          .roundRect(-OPTION.w / 2, -OPTION.h / 2 + 3, OPTION.w, OPTION.h, 10)
          .fill({ color: 0x000000, alpha: 0.35 })
          .roundRect(-OPTION.w / 2, -OPTION.h / 2, OPTION.w, OPTION.h, 10)
          .fill(0xe9e6dc)
          .stroke({ width: 2, color: 0x3a3a3a }),
      );
      const icon =
        ask === 'diamond'
          ? side === 'l'
            ? optionIcon('move', card.value)
            : optionIcon('discard')
          : side === 'l'
            ? optionIcon(card.kind === 'reverse' ? 'pass-back' : 'pass')
            : optionIcon('home');
      o.addChild(icon);
    }
  }

  function placeOptions(out: number) {
    for (const side of ['l', 'r'] as const) {
      const o = options[side];
      const target = optionCenter(side);
      o.position.set(lerp(TAC.x, target.x, out), TAC.y);
      o.alpha = Math.min(1, out * 1.5);
      o.scale.set(lerp(0.6, 1, out));
      o.visible = out > 0;
    }
  }

  function drawPawn(color: Color, colorBlind: boolean) {
    pawnBody
      .clear()
      .ellipse(0, 10, 14, 5)
      .fill({ color: 0x000000, alpha: 0.35 })
      .circle(0, 0, 14)
      .fill(COLOR_HEX[color])
      .stroke({ width: 2.5, color: 0x111111 })
      .circle(-4, -5, 5)
      .fill({ color: 0xffffff, alpha: 0.45 });
    pawnLetter.text = colorBlind ? color[0]!.toUpperCase() : '';
  }

  function drawLight(color: number | null) {
    statusLight.clear();
    statusLight.circle(STATUS_LIGHT.x, STATUS_LIGHT.y, STATUS_LIGHT.r + 7).fill(0x26272a);
    statusLight.circle(STATUS_LIGHT.x, STATUS_LIGHT.y, STATUS_LIGHT.r).fill(color ?? 0x4a4d50);
    if (color !== null) {
      statusLight.circle(STATUS_LIGHT.x, STATUS_LIGHT.y, STATUS_LIGHT.r + 14).fill({ color, alpha: 0.18 });
    }
    statusLight
      .circle(STATUS_LIGHT.x - 7, STATUS_LIGHT.y - 7, 6)
      .fill({ color: 0xffffff, alpha: color === null ? 0.15 : 0.5 });
    statusLight.circle(STATUS_LIGHT.x, STATUS_LIGHT.y, STATUS_LIGHT.r).stroke({ width: 2, color: 0x111111 });
  }

  function ledLevel(seat: Seat, now: number): number {
    const v = view;
    if (!v) return 1;
    const f = flicker.get(seat);
    if (f !== undefined) return f;
    if (v.ledsOff.includes(seat)) return 0;
    if (v.pending?.ask === 'leds') {
      if (v.pending.led === seat) return 1.25;
      return Math.sin(blinkT / 110) > -0.2 ? 1 : 0.15; // a hard blink, about 1.5 Hz
    }
    if (now < hintUntil) return Math.sin(now / 50) > 0 ? 1 : 0.2;
    return 1;
  }

  /** How far the names step away from their LEDs while the Trickster waits (the halo is wider). */
  const HALO_NAME_GAP = 6;
  function drawLeds(now: number) {
    const trickster = view?.pending?.ask === 'leds';
    for (const seat of [0, 1, 2, 3] as const) {
      const led = leds[seat]!;
      const a = labelAnchor(seat);
      led.name.x = a.x + (trickster ? (a.align === 'left' ? HALO_NAME_GAP : -HALO_NAME_GAP) : 0);
      const level = ledLevel(seat, now);
      const on = Math.min(1, level);
      led.light.alpha = on;
      led.glow.alpha = on > 0.3 ? on : 0;
      led.glow.scale.set(level > 1 ? 1.45 : 1);
      led.ring.visible = level > 1;
      const awaiting = view?.pending?.ask === 'leds' && level <= 1 && !view.ledsOff.includes(seat);
      led.halo.visible = awaiting;
      if (awaiting) led.halo.alpha = 0.55 + 0.45 * Math.sin(blinkT / 110);
    }
  }

  function render(v: ModuleViewState) {
    if (destroyed) return;
    view = v;
    for (const seat of [0, 1, 2, 3] as const) {
      const led = leds[seat]!;
      if (led.color !== COLOR_HEX[v.colors[seat]]) {
        const color = COLOR_HEX[v.colors[seat]];
        led.color = color;
        led.dim
          .clear()
          .circle(0, 0, LED_R)
          .fill(mix(0x2a2b2e, color, 0.25))
          .circle(-3, -4, 3.5)
          .fill({ color: 0xffffff, alpha: 0.15 });
        led.light.clear().circle(0, 0, LED_R).fill(color).circle(-3, -4, 3.5).fill({ color: 0xffffff, alpha: 0.6 });
        led.glow
          .clear()
          .circle(0, 0, LED_R + 8)
          .fill({ color, alpha: 0.3 });
      }
      led.name.text = v.labels[seat];
      const fill = seat === v.seat ? 0xffe28a : 0xf4f1e8;
      if (led.name.style.fill !== fill) led.name.style.fill = fill;
      led.letter.text = v.colorBlind ? v.colors[seat][0]!.toUpperCase() : '';
    }
    drawPawn(v.colors[v.seat], v.colorBlind);
    const hc = cellCenter(homeCell(v.seat));
    homeMark
      .clear()
      .roundRect(hc.x - SPACE_R - 2, hc.y - SPACE_R - 2, 2 * SPACE_R + 4, 2 * SPACE_R + 4, 6)
      .fill(mix(0x1c3a2b, COLOR_HEX[v.colors[v.seat]], 0.55))
      .stroke({ width: 2, color: 0x0f1f17 });
    for (const seat of [0, 1, 2, 3] as const) {
      const st = spotCenter(seat * 8, v.seat);
      homeMark
        .circle(st.x, st.y, SPACE_R - 4.5)
        .stroke({ width: 3, color: mix(0x6b5b3a, COLOR_HEX[v.colors[seat]], 0.8) });
    }
    const p = spotCenter(v.you, v.seat);
    pawn.position.set(p.x, p.y);
    pawn.alpha = 1;
    pawn.scale.set(1);
    for (let i = 0; i < 5; i++) {
      const card = v.hand[i] ?? null;
      const wasHidden = !slots[i]!.visible;
      setSlotCard(i, card);
      const s = slots[i]!;
      const home = cardSlot(i);
      s.position.set(home.x, home.y - (v.pending?.slot === i ? 24 : 0));
      s.rotation = home.rotation;
      s.scale.set(1);
      s.alpha = 1;
      if (card && wasHidden) void tween(220, (t) => (s.alpha = t), 1);
    }
    swapPile.visible = v.swapWaiting;
    swapPile.position.set(SWAP_PILE.x, SWAP_PILE.y);
    swapPile.alpha = 1;
    discardPile.alpha = 1;
    const top = v.discard.slice(-PILE_SHOWN).map((c) => c.code);
    if (top.join() !== pileCodes.join()) {
      // Rebuilt only when it differs (card faces are Text: costly to make).
      discardPile.removeChildren().forEach((ch) => ch.destroy({ children: true }));
      v.discard.slice(-PILE_SHOWN).forEach((card, i) => {
        const f = cardFace(card);
        f.rotation = ((i * 37) % 7) / 40 - 0.07;
        discardPile.addChild(f);
      });
      pileCodes = top;
    }
    if (v.pending && v.pending.ask !== 'leds') {
      setOptionIcons(v.pending.card, v.pending.ask);
      placeOptions(1);
    } else placeOptions(0);
    const lightColor = v.light === 'solved' ? 0x35e06a : v.light === 'exploded' ? 0xff2a2a : null;
    drawLight(lightColor);
    flash.alpha = 0;
    root.position.set(MODULE_SIZE / 2, MODULE_SIZE / 2);
    drawLeds(performance.now());
  }

  function setRevealed(board: Board | null) {
    wake();
    revealed.removeChildren().forEach((ch) => ch.destroy({ children: true }));
    if (!board || destroyed) return;
    const colors = view?.colors;
    const pieces = [
      ['opponent1', 1, 'Opponent 1'],
      ['partner', 2, 'Partner'],
      ['opponent2', 3, 'Opponent 2'],
    ] as const;
    const placed: Point[] = [];
    for (const [key, k, text] of pieces) {
      const space = board[key];
      if (space === null) continue;
      const seat = ((board.seat + k) & 3) as Seat;
      const color = colors ? COLOR_HEX[colors[seat]] : 0xffffff;
      const c = new Container();
      const pt = spotCenter(space, board.seat);
      c.position.set(pt.x, pt.y);
      c.addChild(
        new Graphics()
          .circle(0, 0, 13)
          .fill({ color, alpha: 0.85 })
          .stroke({ width: 2.5, color: 0xffffff })
          .circle(0, 0, 17)
          .stroke({ width: 1.5, color: 0xffffff, alpha: 0.6 }),
      );
      // The label goes outside the track, or inside when a neighbour's label is already there.
      const cell = spaceCell(space);
      const outward = {
        x: cell.col === 0 ? -1 : cell.col === 12 ? 1 : 0,
        y: cell.row === 0 ? -1 : cell.row === 4 ? 1 : 0,
      };
      const side = (dir: number) => ({
        x: pt.x + outward.x * dir * 34,
        y: pt.y + (outward.x ? 0 : outward.y * dir * 24),
      });
      let at = side(1);
      if (placed.some((q) => Math.abs(q.x - at.x) < 78 && Math.abs(q.y - at.y) < 16)) at = side(-1);
      placed.push(at);
      const tag = label(
        text,
        { fontSize: SIZE.small, fontWeight: 'bold', fill: 0xffffff, stroke: { color: 0x000000, width: 3 } },
        at.x - pt.x,
        at.y - pt.y,
      );
      if (outward.x) tag.rotation = -Math.PI / 2;
      c.addChild(tag);
      if (view?.colorBlind && colors)
        c.addChild(label(colors[seat][0]!.toUpperCase(), { fontSize: SIZE.small, fontWeight: 'bold', fill: 0x111111 }));
      revealed.addChild(c);
    }
  }

  function setHold(progress: number) {
    wake();
    holdRing.clear();
    if (progress <= 0 || destroyed) return;
    const p = Math.min(1, progress);
    holdRing.circle(0, 0, TAC.r + 10).stroke({ width: 6, color: 0x000000, alpha: 0.35 });
    holdRing.arc(0, 0, TAC.r + 10, -Math.PI / 2, -Math.PI / 2 + p * Math.PI * 2).stroke({ width: 6, color: 0xffd166 });
  }

  // ---------- animation ----------
  let speedNow = 1;
  let tweens = 0;
  /** Runs `fn(t)` with t eased 0→1 over `ms` (scaled by the current speed). Never rejects. */
  function tween(ms: number, fn: (t: number) => void, speed = speedNow): Promise<void> {
    const dur = ms / speed;
    if (!(dur > 1) || destroyed) {
      fn(1);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      let el = 0;
      let done = false;
      tweens += 1;
      wake();
      const finish = () => {
        if (done) return;
        done = true;
        tweens -= 1;
        app.ticker.remove(tick);
        clearTimeout(guard);
        if (!destroyed) fn(1);
        resolve();
      };
      const tick = (tk: Ticker) => {
        el += tk.deltaMS;
        if (el >= dur) finish();
        else fn(ease(el / dur));
      };
      app.ticker.add(tick);
      // If frames stop (hidden tab, lost context), input must never stay blocked.
      const guard = setTimeout(finish, dur * 2 + 300);
    });
  }
  const pause = (ms: number) => tween(ms, () => {});

  function flyTo(obj: Container, to: Point, ms: number, endScale = obj.scale.x, endRotation = obj.rotation, lift = 0) {
    const from = { x: obj.position.x, y: obj.position.y, s: obj.scale.x, r: obj.rotation };
    return tween(ms, (t) => {
      obj.position.set(lerp(from.x, to.x, t), lerp(from.y, to.y, t) - Math.sin(t * Math.PI) * lift);
      obj.scale.set(lerp(from.s, endScale, t));
      obj.rotation = lerp(from.r, endRotation, t);
    });
  }

  async function walk(path: readonly (number | 'home')[], seat: Seat) {
    for (const spot of path) {
      const to = spotCenter(spot, seat);
      const from = { x: pawn.position.x, y: pawn.position.y };
      await tween(115, (t) => {
        pawn.position.set(lerp(from.x, to.x, t), lerp(from.y, to.y, t) - Math.sin(t * Math.PI) * 7);
      });
      cue('step');
    }
  }

  async function playOne(e: Effect) {
    const v = view;
    const seat = v?.seat ?? 0;
    switch (e.type) {
      case 'card-selected': {
        cue('pickup');
        const s = slots[e.slot]!;
        const home = cardSlot(e.slot);
        await flyTo(s, { x: home.x, y: home.y - 24 }, 120);
        return;
      }
      case 'options-shown': {
        const card = slotCards[e.slot];
        if (card) setOptionIcons(card, e.ask);
        cue('slide');
        await tween(200, placeOptions);
        return;
      }
      case 'option-chosen': {
        cue('press');
        flashOption(e.choice);
        await pause(110);
        cue('release');
        await tween(140, (t) => placeOptions(1 - t));
        return;
      }
      case 'leds-awaited':
        if (view) view = { ...view, pending: { slot: e.slot, card: slotCards[e.slot]!, ask: 'leds', led: null } };
        return;
      case 'led-selected':
      case 'led-deselected':
        cue('press');
        if (view?.pending)
          view = { ...view, pending: { ...view.pending, led: e.type === 'led-selected' ? e.seat : null } };
        await pause(120);
        return;
      case 'leds-hint':
        hintUntil = performance.now() + 500 / speedNow;
        await pause(300);
        return;
      case 'card-cancelled': {
        if (view) view = { ...view, pending: null };
        cue('place');
        const home = cardSlot(e.slot);
        await Promise.all([
          flyTo(slots[e.slot]!, home, 140),
          tween(120, (t) => placeOptions(Math.min(options.l.alpha, 1 - t))),
        ]);
        return;
      }
      case 'swapped': {
        const s = slots[e.slot]!;
        cue('pickup');
        await flyTo(s, SWAP_PILE, 260, SMALL_CARD_SCALE, 0, 30);
        setSlotCard(e.slot, e.to);
        cue('place');
        swapPile.visible = false;
        await flyTo(s, cardSlot(e.slot), 260, 1, cardSlot(e.slot).rotation, 30);
        return;
      }
      case 'card-played': {
        if (view) view = { ...view, pending: null };
        const s = slots[e.slot]!;
        placeOptions(0);
        cue('pickup');
        await flyTo(s, DISCARD_PILE, 260, SMALL_CARD_SCALE, ((e.slot * 3) % 5) / 20 - 0.1, 40);
        cue('place');
        // The card's own face moves onto the pile: no new drawing.
        const face = s.children[0];
        if (face) {
          s.removeChild(face);
          discardPile.addChild(face).rotation = s.rotation;
          pileCodes.push(e.card.code);
          if (pileCodes.length > PILE_SHOWN) {
            pileCodes.shift();
            discardPile.removeChildAt(0).destroy({ children: true });
          }
        }
        slotCards[e.slot] = null;
        s.visible = false;
        return;
      }
      case 'pawn-moved':
        if (e.by === 'walk') await walk(e.path, seat);
        else if (e.by === 'trickster') {
          await tween(160, (t) => ((pawn.alpha = 1 - t), pawn.scale.set(1 - 0.5 * t)));
          const p = spotCenter(e.to, seat);
          pawn.position.set(p.x, p.y);
          cue('step');
          await tween(160, (t) => ((pawn.alpha = t), pawn.scale.set(0.5 + 0.5 * t)));
        } else {
          // Back to the dealt space, walking the shorter way round the track (drawing only).
          const path = returnPath(e.from, e.to, seat);
          const saved = speedNow;
          speedNow = saved * Math.max(1, path.length / 6);
          await walk(path, seat);
          speedNow = saved;
        }
        return;
      case 'opponent-captured': {
        for (const level of [0, 1, 0.2, 0.8, 0, 0.5, 0]) {
          flicker.set(e.seat, level);
          await pause(55);
        }
        flicker.delete(e.seat);
        if (view) view = { ...view, ledsOff: [...view.ledsOff, e.seat] };
        return;
      }
      case 'pieces-exchanged': {
        for (let i = 0; i < 2; i++) {
          for (const s of e.seats) flicker.set(s, 1.25);
          await pause(90);
          for (const s of e.seats) flicker.set(s, 0.3);
          await pause(90);
        }
        for (const s of e.seats) flicker.delete(s);
        if (view?.pending) view = { ...view, pending: null };
        return;
      }
      case 'strike': {
        cue('strike');
        lightFlash = { color: 0xff2a2a, until: performance.now() + 900 / speedNow };
        await tween(420, (t) => {
          flash.alpha = 0.45 * Math.sin(t * Math.PI);
          root.position.set(MODULE_SIZE / 2 + Math.sin(t * 40) * 7 * (1 - t), MODULE_SIZE / 2);
        });
        return;
      }
      case 'reset': {
        if (view) view = { ...view, pending: null, ledsOff: [] };
        placeOptions(0);
        const showing = slots.filter((s) => s.visible);
        await tween(200, (t) => {
          discardPile.alpha = 1 - t;
          for (const s of showing) s.alpha = 1 - 0.6 * t;
        });
        return;
      }
      case 'solved':
        cue('solve');
        if (view) view = { ...view, light: 'solved' };
        await tween(500, (t) => pawn.scale.set(1 + 0.35 * Math.sin(t * Math.PI)));
        return;
      case 'ignored':
        return;
    }
  }

  async function playEffects(effects: readonly Effect[], opts: { speed?: number } = {}) {
    speedNow = opts.speed && opts.speed > 0 ? opts.speed : 1;
    wake();
    for (const e of effects) {
      if (destroyed) return;
      try {
        await playOne(e);
      } catch {
        /* an animation glitch must never block input */
      }
    }
    speedNow = 1;
  }

  function flashOption(side: 'l' | 'r') {
    const o = options[side];
    if (!o.visible) return;
    void tween(160, (t) => o.scale.set(1 - 0.12 * Math.sin(t * Math.PI)), 1);
  }

  // ---------- frame loop ----------
  // The ticker runs only while something moves (tweens, blinking or flickering LEDs, the light
  // flashing); otherwise the still frame stays on the canvas and no CPU is spent on redraws.
  let idleTicks = 0;
  const moving = (now: number) =>
    tweens > 0 || view?.pending?.ask === 'leds' || now < hintUntil || lightFlash !== null || flicker.size > 0;
  app.ticker.add((tk) => {
    blinkT += tk.deltaMS;
    const now = performance.now();
    drawLeds(now);
    if (lightFlash) {
      if (now > lightFlash.until) {
        lightFlash = null;
        const l = view?.light;
        drawLight(l === 'solved' ? 0x35e06a : l === 'exploded' ? 0xff2a2a : null);
      } else drawLight(Math.floor(now / 120) % 2 ? lightFlash.color : null);
    }
    idleTicks = moving(now) ? 0 : idleTicks + 1;
    if (idleTicks > 2) app.ticker.stop();
  });
  /** Starts the frame loop (it stops itself a few frames after everything is still). */
  function wake() {
    idleTicks = 0;
    if (!destroyed && !app.ticker.started) app.ticker.start();
  }

  drawLight(null);
  let marked = sceneOptions.markFirstFrame === false;
  /** Marks the first frame that shows a view state (after it has been drawn). */
  function markFirstFrame() {
    if (marked) return;
    marked = true;
    try {
      if (!performance.getEntriesByName('module-first-frame').length) performance.mark('module-first-frame');
    } catch {
      /* marks are a nicety */
    }
  }

  return {
    canvas,
    render(v) {
      render(v);
      if (destroyed) return;
      app.render();
      markFirstFrame();
      wake();
    },
    playEffects,
    setRevealed,
    setHold,
    flashOption,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      app.destroy({ removeView: true }, { children: true });
    },
  };
}
