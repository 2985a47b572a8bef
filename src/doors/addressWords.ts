/**
 * What the bomb page's address reader (urlParams.ts) and the practice modes (src/practice/
 * practiceModes.ts) both say of an address: the default countdown and the notices' words, in a
 * module of their own so that the practice record does not load the address reader (and the
 * bomb check behind `?bomb=`).
 */
import { quote } from '../rules/text';

/** The bomb page's countdown without `time`, minutes (KTANE's usual 5). */
export const DEFAULT_MINUTES = 5;

/** Quotes a user value for a notice: at most 40 characters, cut between code points. */
export const shown = (v: string): string => quote(v, 40);

/**
 * The notice for a parameter given more than once (`?seed=a&seed=b`): the page uses the first,
 * as `URLSearchParams.get` does, and says so rather than choosing silently. A bomb's values
 * (long base64url) are not quoted.
 */
export function givenTwice(key: string, values: readonly string[]): string {
  if (key === 'bomb') return `bomb is given ${values.length} times; played the first.`;
  const listed = `${values.slice(0, 3).map(shown).join(', ')}${values.length > 3 ? ', …' : ''}`;
  return `${key} is given ${values.length} times (${listed}); used the first, ${shown(values[0]!)}.`;
}
