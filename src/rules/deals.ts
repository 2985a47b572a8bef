/**
 * The three deals of a bomb (RULES.md §10 and src/rules/generator.ts's docstring: classic, easy,
 * hard), in their own small module so that a page that only names a deal (the practice record)
 * does not load the generator.
 */
import { wordNamed } from './text';

/** The three deals (see the file's docstring), in the order players see them. */
export const DEALS = ['classic', 'easy', 'hard'] as const;
export type Deal = (typeof DEALS)[number];
/** The deals in words, for messages: "classic, easy or hard". */
export const DEAL_WORDS = `${DEALS.slice(0, -1).join(', ')} or ${DEALS[DEALS.length - 1]}`;
/** The deal of `tac generate`, the bomb page and the designer when none is named. */
export const DEFAULT_DEAL: Deal = 'classic';

/** True when `d` is one of DEALS. */
export function isDeal(d: unknown): d is Deal {
  return (DEALS as readonly unknown[]).includes(d);
}

/**
 * The deal a word names, the one reading of every door (`tac generate --deal`, the bomb page's
 * `?deal=`, the designer's `deal=`): surrounding ASCII spaces ignored, ASCII letters in any case
 * (`EASY`, ` hard `), nothing else mapped (no Unicode case folding).
 * @returns the deal, or undefined when the word names none.
 */
export function dealNamed(word: string): Deal | undefined {
  return wordNamed(word, DEALS);
}
