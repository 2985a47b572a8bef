/**
 * scripts/pixiLazySegmenterPlugin.ts: pixi.js's CanvasTextMetrics creates its Intl.Segmenter on
 * first use once transformed (the installed pixi.js's own file), and the build stops on a file it
 * does not recognise.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lazySegmenter } from '../../scripts/pixiLazySegmenterPlugin';

const file = fileURLToPath(
  new URL('../../node_modules/pixi.js/lib/scene/text/canvas/CanvasTextMetrics.mjs', import.meta.url),
);

describe('pixi.js’s segmenter made when first used', () => {
  it('replaces the eager segmenter of the installed pixi.js, once', () => {
    const code = lazySegmenter(readFileSync(file, 'utf8'));
    expect(code).not.toContain('const segmenter = new Intl.Segmenter();');
    expect(code.match(/\(segmenter \?\?= new Intl\.Segmenter\(\)\)\.segment\(s\)/g)).toHaveLength(1);
  });
  it('still splits into graphemes when used', () => {
    const code = lazySegmenter(readFileSync(file, 'utf8'));
    const start = code.indexOf('_CanvasTextMetrics.graphemeSegmenter = (');
    const end = code.indexOf('})();', start) + 5;
    const split = new Function(
      `const _CanvasTextMetrics = {}; ${code.slice(start, end)}; return _CanvasTextMetrics.graphemeSegmenter;`,
    )();
    expect(split('e\u0301a')).toEqual(['e\u0301', 'a']);
  });
  it('stops the build on a CanvasTextMetrics it does not know', () => {
    expect(() => lazySegmenter('export const x = 1;')).toThrow(/no longer creates its Intl.Segmenter/);
  });
});
