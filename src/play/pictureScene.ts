/**
 * The module as a still picture: the one module art (src/art/modulePicture.ts) written as SVG
 * markup and shown as an `<img>` over the board picture in the page's HTML (boardPicture.ts),
 * a `SceneLike` for the controller. The bomb page draws it first — the module is on screen as soon as the bomb
 * is dealt, before Pixi has loaded — and keeps it up to date (a still frame per input, no motion)
 * until the animated scene (src/play/scene/) takes over. Each picture's markup is written in
 * the task that asks for it and put in the `<img>` in the next one. Marks `module-first-frame`
 * once its first picture is on screen.
 */
import type { Board } from '../rules/position';
import { modulePictureArt, pictureOfView } from '../art/modulePicture';
import { stringSink, svgPicture } from '../art/svgArt';
import { MODULE_SIZE } from '../art/layout';
import { revealedLabelScale } from '../art/pieceArt';
import type { PlayOptions, SceneLike } from './moduleController';
import type { SceneEffect } from './sceneEffects';
import type { ModuleViewState } from '../art/viewState';
import { yieldToPage } from './yieldToPage';

/** The still scene: a `SceneLike` drawing into one `<img>`. */
export interface PictureScene extends SceneLike {
  readonly image: HTMLImageElement;
  /** Removes the picture (the animated scene has taken over). */
  destroy(): void;
}

/**
 * The SVG markup of a still frame (with the hidden pawns when `revealed` is given), 640 × 640,
 * transparent where it lies over the board picture every bomb shares (boardPicture.ts).
 * @param shownWidth the picture's width on screen, CSS px (the revealed pawns' labels are drawn
 *   at least pieceArt.ts `REVEALED_LABEL_MIN_PX` there); 0: not known
 */
export function pictureMarkup(view: ModuleViewState, revealed: Board | null, shownWidth = 0): string {
  const box = { x: 0, y: 0, w: MODULE_SIZE, h: MODULE_SIZE };
  const picture = pictureOfView(view, revealed, revealedLabelScale(shownWidth));
  return svgPicture(stringSink, modulePictureArt(picture, true), box);
}

/** Marks `name` once (marks are a nicety: a failure is ignored). */
function markOnce(name: string): void {
  try {
    if (!performance.getEntriesByName(name).length) performance.mark(name);
  } catch {
    /* no marks */
  }
}

/** Creates the still scene's `<img>` in `host` (decorative: the DOM twins and the Board say it all). */
export function createPictureScene(host: HTMLElement): PictureScene {
  const image = host.ownerDocument.createElement('img');
  image.alt = '';
  image.className = 'module-still';
  image.width = MODULE_SIZE;
  image.height = MODULE_SIZE;
  image.decoding = 'async';
  host.appendChild(image);
  let view: ModuleViewState | null = null;
  let revealed: Board | null = null;
  let shown = '';
  // The picture's address, set in a task after the one that wrote its markup: Chromium parses
  // and lays out an SVG data URL at once when `src` is set, and the two together are one long
  // task on a phone (issue 22). The latest picture wins; nothing is set once destroyed.
  let next: string | null = null;
  const show = () => {
    if (next === null) return;
    image.src = next;
    next = null;
    const onScreen = () => markOnce('module-first-frame');
    if (typeof image.decode === 'function') void image.decode().then(onScreen, () => {});
    else image.addEventListener('load', onScreen, { once: true });
  };
  const draw = () => {
    if (!view) return;
    const markup = pictureMarkup(view, revealed, revealed ? host.clientWidth : 0);
    if (markup === shown) return;
    shown = markup;
    const asked = next !== null;
    next = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
    if (!asked) void yieldToPage().then(show);
  };
  return {
    image,
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
      next = null;
      image.remove();
    },
  };
}
