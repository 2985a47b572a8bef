/**
 * The module as the drills show it: the bomb's still picture drawn by the SVG back end of the
 * one module art (src/art/: `modulePictureArt`, `svgPicture` with `domSink`), as dealt, with
 * the hidden pawns revealed or not, and its words for a screen reader as the picture's name.
 */
import type { Bomb } from '../../../rules/bomb';
import type { Board } from '../../../rules/position';
import { modulePictureArt, pictureOfView } from '../../../art/modulePicture';
import { domSink, svgPicture } from '../../../art/svgArt';
import { MODULE_SIZE } from '../../../art/layout';
import { viewStateOfBomb } from '../../../art/viewState';

/**
 * The module of `bomb` as dealt: its LEDs and names, your pawn, the hand, the face-down swap
 * card, and when `revealed` is given the three hidden pawns where it says.
 * @param label the picture's accessible name (`role=img`)
 */
export function modulePicture(doc: Document, bomb: Bomb, revealed: Board | null, label: string): SVGSVGElement {
  const still = pictureOfView(viewStateOfBomb(bomb), revealed);
  const box = { x: 0, y: 0, w: MODULE_SIZE, h: MODULE_SIZE };
  const svg = svgPicture(domSink(doc), modulePictureArt(still), box, {
    role: 'img',
    'aria-label': label,
    class: 'drill-module',
  }) as SVGSVGElement;
  // Sized by the page's CSS, not by the module's pixels.
  svg.removeAttribute('width');
  svg.removeAttribute('height');
  return svg;
}
