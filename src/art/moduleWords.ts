/**
 * The words printed on the module: under the two piles and on the two picture cards. The bomb
 * shows them as the module does, in English (`MODULE_WORDS`); the manual's drawing of the module
 * is drawn with its page's words (src/pages/manual/texts.ts), so that an expert reading the
 * French or Esperanto manual finds no English in it. Pure data.
 */
import { SIZE, type TextShape } from './shapes';

/** The module's printed words, in capitals as printed. */
export interface ModuleWords {
  /** Under the swap pile (the face-down swap card waits there). */
  readonly swap: string;
  /** Under the discard pile. */
  readonly discard: string;
  /** The caption of the Warrior card. */
  readonly warrior: string;
  /** The caption of the Trickster card. */
  readonly trickster: string;
}

/** The words as the module prints them (the bomb, the designer, the still pictures). */
export const MODULE_WORDS: ModuleWords = {
  swap: 'SWAP',
  discard: 'DISCARD',
  warrior: 'WARRIOR',
  trickster: 'TRICKSTER',
};

/** A bold capital of the module's font is about this many ems wide (an estimate: no text is measured). */
const CAPITAL_EM = 0.68;

/**
 * The width a line of capitals takes, estimated, in module pixels.
 * @param size the font size (one of `SIZE`), `letterSpacing` the extra pixels after each letter
 */
export function capitalsWidth(text: string, size: number = SIZE.small, letterSpacing = 0): number {
  const n = [...text].length;
  return n * CAPITAL_EM * size + Math.max(0, n - 1) * letterSpacing;
}

/**
 * The scale (at most 1) that fits a text shape into `maxWidth` module pixels, so that a longer
 * word of another language (« FORĴETAĴOJ ») keeps within its pile or card. Its size stays one of
 * `SIZE`'s: the caller draws it in a group of this scale.
 */
export function fitScale(t: Pick<TextShape, 'text' | 'size' | 'letterSpacing'>, maxWidth: number): number {
  return Math.min(1, maxWidth / capitalsWidth(t.text, t.size, t.letterSpacing ?? 0));
}
