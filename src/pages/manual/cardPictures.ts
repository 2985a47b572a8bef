/**
 * The manual's small pictures of the module's parts, drawn from the module's own art
 * (src/art/cardArt.ts) with the SVG back end: a card face for the card reference and an
 * option button for the option buttons' table. The manual names the option icons by what they
 * show (`data-icon="dots"` etc. in its HTML); `MODULE_ICON` maps them to the module's icons.
 */
import type { Card } from '../../rules';
import { cardFaceArt, OPTION_KEY, optionButtonArt, type OptionIcon } from '../../art/cardArt';
import type { ModuleWords } from '../../art/moduleWords';
import { domSink, svgPicture } from '../../art/svgArt';
import { CARD } from '../../art/layout';

/** The option icons as the manual's HTML names them (`data-icon`). */
export const OPTION_ICONS = ['dots', 'diamond', 'pass', 'pass-back', 'house'] as const;
export type ManualOptionIcon = (typeof OPTION_ICONS)[number];

/** The module's icon for each of the manual's names: move, discard, pass, pass back, enter home. */
const MODULE_ICON: Readonly<Record<ManualOptionIcon, OptionIcon>> = {
  dots: 'move',
  diamond: 'discard',
  pass: 'pass',
  'pass-back': 'pass-back',
  house: 'home',
};

/**
 * A card face as a standalone, accessible SVG image (no shadow: the page's style gives one).
 * @param name the card's name in the page's language: the image's accessible name and title
 * @param words the module's printed words in the page's language (the Warrior's and Trickster's
 *   captions), the same as the page's drawing of the module
 */
export function cardSvg(doc: Document, card: Card, name: string, words?: ModuleWords): SVGSVGElement {
  const box = { x: -CARD.w / 2 - 1, y: -CARD.h / 2 - 1, w: CARD.w + 2, h: CARD.h + 2 };
  const attrs = { role: 'img', 'aria-label': name, class: 'card-face' };
  return svgPicture(domSink(doc), cardFaceArt(card, { shadow: false, words }), box, attrs, name) as SVGSVGElement;
}

/**
 * An option button as it looks on the module, as a small decorative inline SVG.
 * @param value the card's number, shown on the `dots` (move) button
 */
export function optionButtonSvg(doc: Document, icon: ManualOptionIcon, value = 0): SVGSVGElement {
  const w = OPTION_KEY.w + 4;
  const h = OPTION_KEY.h + 4;
  const art = optionButtonArt(MODULE_ICON[icon], value, { shadow: false });
  const attrs = {
    class: `option-icon option-${icon}`,
    'aria-hidden': 'true',
    'data-value': icon === 'dots' ? String(value) : undefined,
  };
  return svgPicture(domSink(doc), art, { x: -w / 2, y: -h / 2, w, h }, attrs) as SVGSVGElement;
}
