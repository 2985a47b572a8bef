/**
 * The bomb page's first picture (scripts/boardPicturePlugin.ts, src/pages/bomb/boardPicture.ts): the
 * module's frame every bomb shares as an `<img>` of SVG in a data URL, written where index.html
 * says, and a clear error for a page without the placeholder.
 */
import { describe, expect, it } from 'vitest';
import { BOARD_PLACEHOLDER, withBoardPicture } from '../../scripts/boardPicturePlugin';
import { boardPictureHtml } from '../../src/pages/bomb/boardPicture';

describe('the board picture', () => {
  it('is a decorative 640 × 640 image of the casing, track, piles and TAC, with nothing of a bomb', () => {
    const html = boardPictureHtml();
    const m = /^<img class="module-board" id="module-board" alt="" width="640" height="640" src="([^"]+)" \/>$/.exec(
      html,
    );
    expect(m).not.toBe(null);
    const src = m![1]!;
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(src.slice('data:image/svg+xml;charset=utf-8,'.length));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 640 640"/);
    expect(svg.match(/class="space( start)?"/g)).toHaveLength(32); // the whole track
    for (const word of ['>TAC<', '>SWAP<', '>DISCARD<']) expect(svg).toContain(word);
    expect(svg).not.toContain('class="pawn"'); // no piece: those belong to the dealt bomb
    expect(svg).not.toContain('class="led-name"');
  });

  it('takes the place of the placeholder, and names a page without one', () => {
    const page = `<div class="module-wrap">\n  ${BOARD_PLACEHOLDER}\n</div>`;
    expect(withBoardPicture(page, '<img alt="">', 'index.html')).toBe(
      '<div class="module-wrap">\n  <img alt="">\n</div>',
    );
    expect(() => withBoardPicture('<div></div>', '<img>', '/site/index.html')).toThrow(
      'board-picture: /site/index.html has no <!-- tac:module-board -->',
    );
  });
});
