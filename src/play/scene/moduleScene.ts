/**
 * The TAC module drawn with pixi.js v8: a square grey KTANE module with the track, starts and
 * homes, your pawn, the four LEDs with their names, the TAC button, the option buttons, the
 * hand, the swap card, the discard pile and the status light (DESIGN.md "The module on screen").
 *
 * ## API (stable; later changes are additive only)
 *
 * ```ts
 * const scene = await createModuleScene(host, { initialView: viewStateOf(bomb, moduleState) });
 * scene.render(viewStateOf(bomb, moduleState));      // draw a still frame (src/art/viewState.ts)
 * await scene.playEffects(step(state, '3').effects);  // animate the reducer's effects, then render
 * scene.hurry(Infinity);                              // (from elsewhere) end the animation now
 * scene.setRevealed(bomb.state);                      // draw the three invisible pawns, labelled
 * scene.setRevealed(null);                            // hide them again
 * scene.destroy();
 * ```
 *
 * - `render(view, draw = true)` snaps the whole drawing to `view` at once (no animation) and
 *   draws it now (with `draw` false while the frame loop runs: on its next frame). Call it after
 *   `playEffects` resolves with the state that followed those effects.
 * - `playEffects(effects, {speed, onEffect})` animates the reducer's effects and the view's
 *   (src/play/sceneEffects.ts) in order (card flights, the pawn walking space by space, LEDs
 *   flickering, strike flash, the explosion, …) and resolves when done; `onEffect(i)` is called
 *   as the animation reaches effect i (the controller shows the log line, the strike count…
 *   then); `speed` > 1 runs faster, `Infinity` skips the motion. It never rejects.
 * - `hurry(speed)`: the animation playing now runs at `speed` from now on (never slower);
 *   `Infinity` ends it at once. Sounds of steps, cards and buttons are left out above ×4.
 * - `setRevealed(board | null)`: the three invisible pawns drawn on their spaces in their seats'
 *   colours with a label (the explosion, the Reveal pawns button).
 * - `setHold(p)`: the ring filling round the TAC button while it is held, p in 0…1 (0 hides it).
 * - `flashOption(side)`: the option button press. `canvas`: the canvas element (640 × 640
 *   logical pixels, `MODULE_SIZE`; scale it with CSS).
 *
 * The scene holds no rules: it draws what `ModuleViewState` says and animates what the effects
 * say (effectAnimations.ts). It is composed of parts that each own a few layers and read one
 * shared state (sceneState.ts): the art (src/art/, drawn with pixiArt.ts), the cards and
 * piles, the LEDs, the pawn, the buttons and the status light, on one clock (animator.ts).
 *
 * Its first frame is costly (each text's texture, each shape's path, Pixi's batcher: 50–80 ms in
 * one go on this machine), so with `initialView` the scene draws it part by part, yielding to the
 * page between parts (no task of its own much over 10 ms here), and resolves once it is whole;
 * it then marks `performance.mark('module-scene')`. Pixi is imported here (through
 * pixiRuntime.ts); pages should load this file with a dynamic `import()` so that it is its own
 * chunk, pixiRuntime.ts first in a task of its own.
 */
import {
  autoDetectRenderer,
  BrowserAdapter,
  CanvasRenderer,
  CanvasTextMetrics,
  CanvasSource,
  Container,
  DOMAdapter,
  Sprite,
  Text,
  Texture,
  Ticker,
  UPDATE_PRIORITY,
  type Renderer,
} from './pixiRuntime';
import type { Board } from '../../rules/position';
import type { PlayOptions } from '../moduleController';
import type { SceneEffect } from '../sceneEffects';
import { boardArt, casingArt } from '../../art/moduleArt';
import { toPixi } from '../../art/pixiArt';
import { MODULE_SIZE } from '../../art/layout';
import { revealedLabelScale } from '../../art/pieceArt';
import type { ModuleViewState } from '../../art/viewState';
import { yieldToPage } from '../yieldToPage';
import { createAnimator } from './animator';
import { createButtons } from './buttons';
import { createCards } from './cards';
import { playEffect, type EffectContext } from './effectAnimations';
import { createExplosion } from './explosion';
import { createLeds } from './leds';
import { createPawn } from './pawn';
import { createSceneState, type SoundCue } from './sceneState';
import { createStatusLight } from './statusLight';

export type { SoundCue };

// Letter-spaced words (the card's TRICKSTER, the caption of the piles) drawn by the canvas itself
// where it can (`letterSpacing` of the 2D context), instead of Pixi drawing and measuring them a
// grapheme at a time, which needs an `Intl.Segmenter` (costly to create: loading ICU's data, see
// scripts/pixiLazySegmenterPlugin.ts, which makes Pixi create it only when used).
CanvasTextMetrics.experimentalLetterSpacing = true;

/** Options of `createModuleScene`. */
export interface ModuleSceneOptions {
  /** Called for each sound cue while effects play (e.g. to play it with howler). */
  readonly onCue?: (cue: SoundCue) => void;
  /**
   * Canvas pixels per module pixel; default: the screen's pixels per module pixel at the size the
   * module is shown (`devicePixelRatio` × shown width / 640, at most 2), kept so as the page resizes.
   */
  readonly resolution?: number;
  /**
   * Renderer: `canvas` (default: Pixi's 2D-canvas renderer; this small vector scene runs at
   * 60 fps with it even without a GPU, where software WebGL managed 3 fps in headless Chromium
   * here) or `webgl`.
   */
  readonly preference?: 'webgl' | 'canvas';
  /** Smooth edges (default true; costly with software GL). */
  readonly antialias?: boolean;
  /**
   * The first frame to draw, part by part between yields to the page, before the scene is
   * returned (see the file comment); without it the first `render` draws it in one go.
   */
  readonly initialView?: ModuleViewState;
  /**
   * A picture of what every bomb's module shows (src/art/modulePicture.ts `moduleBoardArt`, 640 ×
   * 640: the bomb page's first picture, src/pages/bomb/boardPicture.ts), already decoded. The
   * scene then draws it, at the canvas's resolution, as its bottom layer (one image a frame)
   * instead of drawing the casing, the board and the piles' outlines and words shape by shape.
   */
  readonly board?: HTMLImageElement;
}

/** The module scene (see the file comment for the contract). */
export interface ModuleScene {
  readonly canvas: HTMLCanvasElement;
  render(view: ModuleViewState, draw?: boolean): void;
  playEffects(effects: readonly SceneEffect[], options?: PlayOptions): Promise<void>;
  hurry(speed: number): void;
  setRevealed(board: Board | null): void;
  setHold(progress: number): void;
  flashOption(side: 'l' | 'r'): void;
  /** The revealed pawns' labels as drawn now (see `RevealedLabel`; none while hidden). */
  revealedLabels(): RevealedLabel[];
  destroy(): void;
}

/** A revealed pawn's label as it is on screen (the e2e tests read it: issue 25). */
export interface RevealedLabel {
  readonly text: string;
  /** The letters' size on screen, CSS px: the font size through every transform and the canvas's CSS size. */
  readonly cssPx: number;
  /** Its turn on screen, radians (0: upright). */
  readonly rotation: number;
}

/** The labels (texts) under `layer` as shown on `canvas` (see `RevealedLabel`). */
function labelsOn(layer: Container, canvas: HTMLCanvasElement): RevealedLabel[] {
  const perModulePixel = canvas.getBoundingClientRect().width / MODULE_SIZE;
  return textsUnder(layer).map((t) => {
    const m = t.worldTransform;
    const size = Number(t.style.fontSize) * Math.hypot(m.a, m.b);
    return { text: t.text, cssPx: size * perModulePixel, rotation: Math.atan2(m.b, m.a) };
  });
}

/** Above this speed (× normal) only the loud cues sound (a backlog catching up is not a rattle). */
const QUIET_ABOVE = 4;
const LOUD: ReadonlySet<SoundCue> = new Set(['strike', 'solve', 'explode']);

/** What the scene draws with: a renderer, its stage, and a frame loop that runs only when asked. */
interface SceneApp {
  readonly renderer: Renderer;
  readonly stage: Container;
  readonly ticker: Ticker;
  readonly canvas: HTMLCanvasElement;
  /** Draws the stage now. */
  render(): void;
  /** Calls `fn` when the canvas's resolution changes (the module is shown at another size). */
  onResolution(fn: () => void): void;
  destroy(): void;
}

/**
 * Pixi's shared system ticker (its scheduler: texture garbage collection) requests an animation
 * frame forever once a renderer exists, so the page would never rest: it is stopped here and
 * advanced by the scene's own frame loop instead, which runs only while something moves.
 */
function tieSystemTicker(ticker: Ticker): void {
  Ticker.system.autoStart = false;
  Ticker.system.stop();
  ticker.add(() => Ticker.system.update(), null, UPDATE_PRIORITY.UTILITY);
}

/**
 * Canvas pixels per module pixel for a module shown `shownWidth` CSS pixels wide: one canvas pixel
 * per screen pixel (at most 2 per module pixel), so that no pixel is drawn that the screen cannot
 * show (a 350 px module on a phone at 1.75 device pixels per CSS pixel: 0.96, not 1.75, a third
 * of the pixels to fill, clear and hand to the compositor on every frame).
 */
function canvasResolution(shownWidth: number, devicePixelRatio: number): number {
  const exact = (Math.max(1, devicePixelRatio || 1) * (shownWidth > 0 ? shownWidth : MODULE_SIZE)) / MODULE_SIZE;
  return Math.min(2, Math.max(0.25, Math.ceil(exact * 64) / 64));
}

/**
 * Pixi's DOM adapter with canvases that give no WebGL context. The canvas renderer draws in 2D only,
 * but Pixi's batcher still sets up its WebGL shader, which creates a WebGL context just to ask the
 * precision of its fragment shaders (10–15 ms of the page's start here); without one it takes
 * the safe `mediump` that nothing of the canvas renderer uses.
 */
function useCanvasOnlyAdapter(): void {
  DOMAdapter.set({
    ...BrowserAdapter,
    createCanvas(width?: number, height?: number) {
      const canvas = BrowserAdapter.createCanvas(width, height) as HTMLCanvasElement;
      const getContext = canvas.getContext.bind(canvas) as (type: string, options?: unknown) => unknown;
      Object.defineProperty(canvas, 'getContext', {
        value: (type: string, options?: unknown) => (/webgl/.test(type) ? null : getContext(type, options)),
      });
      return canvas;
    },
  });
}

/** Keeps the canvas at one pixel per screen pixel while the module's shown size changes. */
function followShownSize(host: HTMLElement, renderer: Renderer, changed: () => void): () => void {
  if (typeof ResizeObserver !== 'function') return () => {};
  const observer = new ResizeObserver(() => {
    const resolution = canvasResolution(host.clientWidth, globalThis.devicePixelRatio);
    if (resolution === renderer.resolution) return;
    renderer.resize(MODULE_SIZE, MODULE_SIZE, resolution);
    changed();
  });
  observer.observe(host);
  return () => observer.disconnect();
}

/**
 * A renderer of the module's size: Pixi's canvas renderer created directly (no `Application`,
 * no renderer chunk fetched by `autoDetectRenderer`: one request fewer in the page's chain), or
 * the WebGL one when asked; a ticker that starts only when asked and draws the stage on each frame.
 */
async function createApp(host: HTMLElement, o: ModuleSceneOptions): Promise<SceneApp> {
  const options = {
    width: MODULE_SIZE,
    height: MODULE_SIZE,
    backgroundAlpha: 0,
    resolution: o.resolution ?? canvasResolution(host.clientWidth, globalThis.devicePixelRatio),
    autoDensity: true,
    antialias: o.antialias ?? true,
    manageImports: false,
  };
  let renderer: Renderer;
  if ((o.preference ?? 'canvas') === 'canvas') {
    useCanvasOnlyAdapter();
    const canvasRenderer = new CanvasRenderer();
    await canvasRenderer.init(options);
    renderer = canvasRenderer as unknown as Renderer;
  } else renderer = await autoDetectRenderer({ ...options, preference: 'webgl' });
  const stage = new Container();
  const ticker = new Ticker();
  ticker.autoStart = false;
  ticker.stop();
  ticker.maxFPS = 40; // smooth enough for the module, half the work of 60 fps on software GL
  const render = () => renderer.render(stage);
  ticker.add(render, null, UPDATE_PRIORITY.LOW);
  tieSystemTicker(ticker);
  const canvas = renderer.canvas as HTMLCanvasElement;
  canvas.className = 'module-scene';
  canvas.setAttribute('aria-hidden', 'true');
  host.appendChild(canvas);
  stage.eventMode = 'none';
  const resized: (() => void)[] = [];
  const changed = () => {
    for (const fn of resized) fn();
    render();
  };
  const unfollow = o.resolution === undefined ? followShownSize(host, renderer, changed) : () => {};
  return {
    ...{ renderer, stage, ticker, canvas, render },
    onResolution: (fn) => void resized.push(fn),
    destroy() {
      unfollow();
      ticker.destroy();
      stage.destroy({ children: true });
      renderer.destroy({ removeView: true });
    },
  };
}

/** Marks `module-scene` once (marks are a nicety: a failure is ignored). */
function markScene(): void {
  try {
    if (!performance.getEntriesByName('module-scene').length) performance.mark('module-scene');
  } catch {
    /* no marks */
  }
}

/**
 * The board picture as the scene's bottom layer: painted once into a canvas of the renderer's
 * resolution (again when it changes), drawn as one image on every frame.
 */
function boardLayer(app: SceneApp, picture: HTMLImageElement): Sprite {
  const canvas = document.createElement('canvas');
  const source = new CanvasSource({ resource: canvas });
  const sprite = new Sprite(new Texture({ source }));
  const paint = () => {
    const resolution = app.renderer.resolution;
    const side = Math.round(MODULE_SIZE * resolution);
    canvas.width = canvas.height = side;
    canvas.getContext('2d')?.drawImage(picture, 0, 0, side, side);
    source.resize(MODULE_SIZE, MODULE_SIZE, resolution);
    source.update();
    sprite.texture.update();
    sprite.setSize(MODULE_SIZE, MODULE_SIZE);
  };
  paint();
  app.onResolution(paint);
  return sprite;
}

/** Whether `img` is a decoded picture that can be drawn (else the scene draws the board itself). */
const drawable = (img: HTMLImageElement | undefined): img is HTMLImageElement =>
  !!img && img.complete && img.naturalWidth > 0;

/**
 * The scene's parts on one root container, bottom to top: the board (the given picture, or its
 * shapes), the status light, piles, LEDs, marks, pawns, option buttons, TAC, the hand, the veil.
 * Each part is made in a task of its own (`between` yields to the page: together they were one
 * task of 120 ms on a phone 4× slower than this machine, each about 20 ms).
 */
async function createParts(
  anim: ReturnType<typeof createAnimator>,
  state: ReturnType<typeof createSceneState>,
  board: Container | null,
  between: () => Promise<void>,
) {
  const root = new Container();
  root.pivot.set(MODULE_SIZE / 2, MODULE_SIZE / 2);
  root.position.set(MODULE_SIZE / 2, MODULE_SIZE / 2);
  const light = createStatusLight(anim, () => state.view?.light ?? 'armed');
  const cards = createCards(anim, board !== null);
  await between();
  const leds = createLeds(anim, state);
  await between();
  const pawn = createPawn(anim);
  const buttons = createButtons(anim);
  await between();
  const explosion = createExplosion(anim);
  root.addChild(...(board ? [board] : [toPixi(casingArt()), toPixi(boardArt())]));
  root.addChild(light.light, cards.piles, leds.layer);
  root.addChild(pawn.marks, pawn.hits, pawn.revealed, pawn.pawn, buttons.options, buttons.tac, cards.hand);
  root.addChild(light.veil);
  return { root, light, cards, leds, pawn, buttons, explosion };
}

/** The text textures Pixi's renderer makes, with their reference counts (its `canvasText` system). */
interface TextTextures {
  getManagedTexture(text: Text): unknown;
  decreaseReferenceCount(key: string): void;
}

/** Every `Text` shown under `root` (itself included; none under a hidden container). */
function textsUnder(root: Container, out: Text[] = []): Text[] {
  if (!root.visible) return out;
  if (root instanceof Text) out.push(root);
  for (const c of root.children) textsUnder(c, out);
  return out;
}

/**
 * Draws the first frame with its costs spread out: the renderer's one-time set-up (its batcher)
 * on an empty frame, then the text textures (the dearest part: a canvas per text, measured and
 * filled) part by part, each layer and each hand card in a task of its own, and the whole frame
 * drawn once. (Drawing the frame once per part, as before, built the renderer's instructions
 * and redrew the canvas some twenty times.)
 */
async function drawFirstFrame(app: SceneApp, root: Container, hand: Container): Promise<void> {
  const units = [...root.children.filter((c) => c !== hand), ...hand.children];
  const shown = units.map((u) => u.visible);
  for (const u of units) u.visible = false;
  app.render();
  units.forEach((u, i) => (u.visible = shown[i]!));
  await yieldToPage();
  const textures = (app.renderer as unknown as { canvasText?: TextTextures }).canvasText;
  const held: string[] = [];
  if (textures) {
    for (const unit of units) {
      const texts = textsUnder(unit);
      if (texts.length === 0) continue;
      for (const t of texts) {
        textures.getManagedTexture(t);
        held.push(t.styleKey);
      }
      await yieldToPage();
    }
  }
  app.render();
  // The renderer now holds its own reference to each texture it drew.
  for (const key of held) textures?.decreaseReferenceCount(key);
}

/**
 * Creates the scene in `host` (the canvas is appended to it).
 * @throws when no renderer can be created (no WebGL and no canvas 2D): callers show a notice.
 */
export async function createModuleScene(host: HTMLElement, options: ModuleSceneOptions = {}): Promise<ModuleScene> {
  const app = await createApp(host, options);
  await yieldToPage();
  const state = createSceneState();
  const anim = createAnimator(app.ticker);
  const board = drawable(options.board) ? boardLayer(app, options.board) : null;
  if (board) await yieldToPage();
  // Without a first frame to draw in parts, the scene is made in one go, as before.
  const between = options.initialView ? yieldToPage : () => Promise.resolve();
  const { root, light, cards, leds, pawn, buttons, explosion } = await createParts(anim, state, board, between);
  // The explosion's flash and smoke stay still over the module while it shakes under them.
  app.stage.addChild(root, explosion.layer);
  const cue = (c: SoundCue) => {
    if (anim.speed > QUIET_ABOVE && !LOUD.has(c)) return;
    try {
      options.onCue?.(c);
    } catch {
      /* sound never breaks the module */
    }
  };
  /** Snaps the parts to a still frame (nothing drawn yet). */
  const snap = (v: ModuleViewState) => {
    state.view = v;
    for (const part of [cards, leds, pawn, buttons]) part.render(v);
    light.show(v.light);
    root.position.set(MODULE_SIZE / 2, MODULE_SIZE / 2);
  };
  let drawn = false;
  const render = (v: ModuleViewState, draw = true) => {
    if (state.destroyed) return;
    snap(v);
    // Drawn now, unless the frame loop runs and the caller has more to play (its next frame draws).
    if (draw || !app.ticker.started || !drawn) app.render();
    drawn = true;
    markScene();
    // The frame is drawn: the loop runs only if something moves (a blink; tweens start it themselves).
    if (anim.moving()) anim.wake();
  };
  if (options.initialView) {
    await yieldToPage();
    snap(options.initialView);
    await drawFirstFrame(app, root, cards.hand);
    drawn = true;
    markScene();
  }
  let revealedBoard: Board | null = null;
  // The labels keep their size on screen (pieceArt.ts `revealedLabelScale`), again at a new size.
  const setRevealed = (board: Board | null) => {
    revealedBoard = board;
    anim.wake();
    if (!state.destroyed) pawn.setRevealed(board, state.view, revealedLabelScale(host.clientWidth));
  };
  app.onResolution(() => revealedBoard && setRevealed(revealedBoard));
  const ctx: EffectContext = {
    ...{ state, anim, cue, cards, pawn, buttons, light, explosion, root },
    snap: render,
    reveal: setRevealed,
  };

  return {
    canvas: app.canvas as HTMLCanvasElement,
    render,
    async playEffects(effects, opts = {}) {
      anim.speed = opts.speed && opts.speed > 0 ? opts.speed : 1;
      anim.wake();
      pawn.clearHits();
      for (const [i, e] of effects.entries()) {
        if (state.destroyed) return;
        try {
          opts.onEffect?.(i);
          await playEffect(e, ctx);
        } catch {
          /* an animation glitch must never block input */
        }
      }
      anim.speed = 1;
    },
    hurry: (speed) => anim.hurry(speed),
    setRevealed,
    setHold(progress) {
      anim.wake();
      if (!state.destroyed) buttons.setHold(progress);
    },
    flashOption: (side) => buttons.flash(side),
    revealedLabels: () => labelsOn(pawn.revealed, app.canvas as HTMLCanvasElement),
    destroy() {
      if (state.destroyed) return;
      state.destroyed = true;
      anim.destroy();
      app.destroy();
    },
  };
}
