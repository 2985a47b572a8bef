/**
 * The module as a still picture: the one module art (src/art/modulePicture.ts) painted into a
 * `<canvas>` (src/art/canvasArt.ts) over the board picture in the page's HTML (boardPicture.ts),
 * a `SceneLike` for the controller. The bomb page draws it first — the module is on screen as soon
 * as the bomb is dealt, before Pixi has loaded — and keeps it up to date (a still frame per input,
 * no motion) until the animated scene (src/play/scene/) takes over. A picture asked for is painted
 * in the next task (the latest one asked wins), at the screen's pixel density, and again when the
 * window is resized. Marks `module-first-frame` once its first picture is painted (the browser
 * shows it with its next frame).
 *
 * A canvas rather than an SVG `<img>` (issue 22): Chromium makes an SVG image a document of its
 * own, created, styled, laid out and painted on the main thread, about 25 ms of a phone's start
 * unthrottled (11 and 16 ms tasks in Lighthouse's trace); painting the same shapes into a canvas
 * is a few milliseconds.
 */
import type { Board } from '../rules/position';
import { modulePictureArt, pictureOfView } from '../art/modulePicture';
import { paintShape } from '../art/canvasArt';
import { MODULE_SIZE } from '../art/layout';
import { revealedLabelScale } from '../art/pieceArt';
import type { Shape } from '../art/shapes';
import type { PlayOptions, SceneLike } from './moduleController';
import type { SceneEffect } from './sceneEffects';
import type { ModuleViewState } from '../art/viewState';
import { yieldToPage } from './yieldToPage';

/** The still scene: a `SceneLike` painting into one `<canvas>`. */
export interface PictureScene extends SceneLike {
  readonly canvas: HTMLCanvasElement;
  /** Removes the picture (the animated scene has taken over). */
  destroy(): void;
}

/**
 * The shapes of a still frame (with the hidden pawns when `revealed` is given), in module pixels
 * (640 × 640), leaving out what the board picture every bomb shares already shows (boardPicture.ts:
 * casing, board, pile outlines and words).
 * @param shownWidth the picture's width on screen, CSS px (the revealed pawns' labels are drawn
 *   at least pieceArt.ts `REVEALED_LABEL_MIN_PX` there); 0: not known
 */
export function stillPicture(view: ModuleViewState, revealed: Board | null, shownWidth = 0): Shape {
  return modulePictureArt(pictureOfView(view, revealed, revealedLabelScale(shownWidth)), true);
}

/**
 * The canvas's size in device pixels for a picture `cssWidth` CSS px wide at `pixelRatio`
 * device pixels per CSS pixel: at least 320 (half the module's size, for a host not laid out
 * yet), at most 2048.
 */
export function stillCanvasSize(cssWidth: number, pixelRatio: number): number {
  return Math.round(Math.min(2048, Math.max(MODULE_SIZE / 2, cssWidth * (pixelRatio || 1))));
}

/** Marks `name` once (marks are a nicety: a failure is ignored). */
function markOnce(name: string): void {
  try {
    if (!performance.getEntriesByName(name).length) performance.mark(name);
  } catch {
    /* no marks */
  }
}

/**
 * Creates the still scene's `<canvas>` in `host` (decorative, `aria-hidden`: the DOM twins and
 * the Board say it all). Without a 2D context (a browser that refuses one) it paints nothing:
 * the board picture under it stays, and the page's controls and words still work.
 */
export function createPictureScene(host: HTMLElement): PictureScene {
  const doc = host.ownerDocument;
  const win = doc.defaultView;
  const canvas = doc.createElement('canvas');
  canvas.className = 'module-still';
  canvas.setAttribute('aria-hidden', 'true');
  host.appendChild(canvas);
  let view: ModuleViewState | null = null;
  let revealed: Board | null = null;
  let shown: { view: ModuleViewState; revealed: Board | null; size: number } | null = null;
  let asked = false;
  let destroyed = false;
  const paint = () => {
    asked = false;
    if (!view || destroyed) return;
    const width = host.clientWidth;
    const size = stillCanvasSize(width, win?.devicePixelRatio ?? 1);
    if (shown && shown.view === view && shown.revealed === revealed && shown.size === size) return;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    shown = { view, revealed, size };
    if (canvas.width !== size) canvas.width = canvas.height = size;
    ctx.setTransform(size / MODULE_SIZE, 0, 0, size / MODULE_SIZE, 0, 0);
    ctx.clearRect(0, 0, MODULE_SIZE, MODULE_SIZE);
    paintShape(ctx, stillPicture(view, revealed, revealed ? width : 0));
    markOnce('module-first-frame');
  };
  const draw = () => {
    if (asked || destroyed) return;
    asked = true;
    void yieldToPage().then(paint);
  };
  win?.addEventListener('resize', draw);
  return {
    canvas,
    render(v) {
      view = v;
      draw();
    },
    playEffects(effects: readonly SceneEffect[], options: PlayOptions = {}) {
      effects.forEach((_, i) => options.onEffect?.(i));
      return Promise.resolve();
    },
    setRevealed(board) {
      revealed = board;
      draw();
    },
    destroy() {
      destroyed = true;
      win?.removeEventListener('resize', draw);
      canvas.remove();
    },
  };
}
