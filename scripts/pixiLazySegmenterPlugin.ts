/**
 * A vite plugin that makes pixi.js create its `Intl.Segmenter` when it first splits a text into
 * graphemes instead of when its text module is evaluated (issue 22). Creating a segmenter loads
 * ICU's break-iterator data: measured in a traced load of the bomb page, 70–110 ms of one task
 * with the CPU slowed 4× (the module scene's chunk evaluation, before its first frame), for a
 * segmenter the module never needs: its texts do not wrap, and its letter spacing is drawn by the
 * canvas itself (`CanvasTextMetrics.experimentalLetterSpacing`, src/play/scene/moduleScene.ts).
 * The change is one line of pixi.js 8's `CanvasTextMetrics.mjs`; when that file no longer reads
 * as expected (a new pixi.js) the build stops and says so rather than silently keeping the cost.
 */
import type { Plugin } from 'vite';
import { packagePatch } from './packagePatchPlugin.ts';

/** The file changed. */
const FILE = /[\\/]pixi\.js[\\/]lib[\\/]scene[\\/]text[\\/]canvas[\\/]CanvasTextMetrics\.mjs$/;

/** pixi.js 8's eager segmenter, and the same made on first use. */
const EAGER =
  'const segmenter = new Intl.Segmenter();\n    return (s) => {\n      const segments = segmenter.segment(s);';
const LAZY =
  'let segmenter;\n    return (s) => {\n      const segments = (segmenter ??= new Intl.Segmenter()).segment(s);';

/**
 * The source of `CanvasTextMetrics.mjs` with the segmenter made on first use.
 * @throws when the source does not hold pixi.js 8's eager segmenter once.
 */
export function lazySegmenter(code: string): string {
  if (code.split(EAGER).length !== 2)
    throw new Error(
      'pixi-lazy-segmenter: CanvasTextMetrics.mjs no longer creates its Intl.Segmenter as pixi.js 8.22 did',
    );
  return code.replace(EAGER, LAZY);
}

/** The plugin (build and dev server; the dev server's pre-bundled package is left as it is: scripts/packagePatchPlugin.ts). */
export function pixiLazySegmenter(): Plugin {
  return packagePatch('tac:pixi-lazy-segmenter', FILE, lazySegmenter);
}
