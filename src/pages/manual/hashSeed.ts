/**
 * The rule seed of a manual page, read from the URL hash (`manual/#42`, the convention of the
 * community's manual site). Pure: no DOM.
 */
import { cutText, DEFAULT_RULE_SEED, parseRuleSeed, showInvisible } from '../../rules';

/** What a hash says: the rule seed to show and, when the hash was not a rule seed, its text. */
interface HashSeed {
  /** The rule seed to show: the hash's seed, or the default (1) when there is none or it is bad. */
  readonly ruleSeed: number;
  /** The hash's text (without `#`, URI-decoded when possible) when it is not a valid rule seed. */
  readonly invalid?: string;
}

/** Longest bad value echoed back in a notice; longer ones are cut with an ellipsis. */
const MAX_ECHO = 40;

/**
 * Parses a location hash into a rule seed.
 *
 * Accepted: `#N` where N is an integer 1 … 2147483647, with any number of leading zeros and
 * optional surrounding spaces. An empty hash (`""` or `"#"`) is the default seed with no complaint. Anything
 * else (`#abc`, `#0`, `#-5`, `#1.5`, `#99999999999`, `#0000`, `#1e3`) gives the default seed and
 * `invalid` set to the text that was given, for a notice.
 */
export function parseHashSeed(hash: string): HashSeed {
  let raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    raw = decodeURIComponent(raw);
  } catch {
    // keep the raw text: a malformed escape is just another bad value
  }
  if (raw.trim() === '') return { ruleSeed: DEFAULT_RULE_SEED };
  // The rule seed rule of every door (`parseRuleSeed`): leading zeros are fine however many
  // there are (`#0042`, `#000000000000042`).
  const r = parseRuleSeed(raw);
  return r.ok ? { ruleSeed: r.ruleSeed } : { ruleSeed: DEFAULT_RULE_SEED, invalid: raw };
}

/** The hash that selects a rule seed: `""` for the default seed, `#N` otherwise. */
export function hashOfSeed(ruleSeed: number): string {
  return ruleSeed === DEFAULT_RULE_SEED ? '' : `#${ruleSeed}`;
}

/**
 * A bad value made safe to echo in a notice: cut to MAX_ECHO code points, its invisible
 * characters written as escapes (`showInvisible`, as every door's messages): `#%00` → `\u{0000}`,
 * `#%E2%80%AE1` → `\u{202E}1`.
 */
export function echoValue(value: string): string {
  return showInvisible(cutText(value, MAX_ECHO));
}
