/**
 * The bomb page's first picture of the module, before its bomb is dealt: the casing, board,
 * piles, status light and TAC that every bomb shares (src/art/modulePicture.ts
 * `moduleBoardArt`), as an `<img>` of SVG markup in a data URL. scripts/boardPicturePlugin.ts
 * writes it into index.html at build time, so that the module's frame is painted with the page's
 * first paint; the still picture of the dealt bomb (src/play/pictureScene.ts) then covers it.
 */
import { moduleBoardArt } from '../../art/modulePicture';
import { stringSink, svgPicture } from '../../art/svgArt';
import { MODULE_SIZE } from '../../art/layout';

/** The `<img>` element's HTML (decorative: `alt=""`; the page's controls and words say the module). */
export function boardPictureHtml(): string {
  const box = { x: 0, y: 0, w: MODULE_SIZE, h: MODULE_SIZE };
  const markup = svgPicture(stringSink, moduleBoardArt(), box);
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
  return `<img class="module-board" id="module-board" alt="" width="${MODULE_SIZE}" height="${MODULE_SIZE}" src="${src}" />`;
}
