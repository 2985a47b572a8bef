/**
 * The module's input words (CLI.md "Actions", RULES.md §7), in a module of their own so that a
 * page that only reads them (the practice record's actions) does not load the reducer.
 */
import { wordNamed } from '../rules/text';

/** The module's inputs (CLI.md "Actions", RULES.md §7). */
export const INPUTS = ['1', '2', '3', '4', '5', 'tac', 'reset', 'l', 'r', 'tl', 'tr', 'bl', 'br'] as const;
export type Input = (typeof INPUTS)[number];

/**
 * The action word a text names, the one reading of every door (`tac play`'s actions, a bomb's
 * `solution`, the bomb page's command box): surrounding ASCII spaces ignored, ASCII letters in
 * any case (`TAC`, `Tl`), no Unicode case folding (`wordNamed`).
 * @returns the input, or undefined when the text names none.
 */
export function inputNamed(text: string): Input | undefined {
  return wordNamed(text, INPUTS);
}

/** The action words in words, for messages. */
export const INPUT_WORDS = '1–5, tac, reset, l, r, tl, tr, bl, br';

/** True when `s` is one of the module's input words (exactly: see `inputNamed` for a user's word). */
export function isInput(s: unknown): s is Input {
  return typeof s === 'string' && (INPUTS as readonly string[]).includes(s);
}
