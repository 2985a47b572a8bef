/**
 * Rule seeds (RULES.md §4): the shuffled names with their offsets and the deck of each seed.
 */
import { ALL_CARDS, numberCard, TRICKSTER, WARRIOR, type Card } from './cards';
import { MonoRandom } from './monoRandom';
import { asciiLower, trimAscii, wholeNumber } from './text';

/** The 32 names in base order (RULES.md §4). The order matters for the shuffle. */
export const BASE_NAMES = [
  'Sam', 'Tom', 'Zoe', 'Adam', 'Alex', 'Andy', 'Anna', 'Bill',
  'Carl', 'Fred', 'Kate', 'Lucy', 'Ryan', 'Toby', 'Will', 'Zach',
  'Chris', 'Craig', 'David', 'Emily', 'Felix', 'Harry', 'James', 'Jenny',
  'Julia', 'Kevin', 'Molly', 'Peter', 'Sally', 'Sarah', 'Steve', 'Susan',
] as const; // prettier-ignore

/** The default rule seed: the module as the game ships it. */
export const DEFAULT_RULE_SEED = 1;
/** Largest rule seed accepted: rule seeds are positive 32-bit integers. */
export const MAX_RULE_SEED = 2147483647;

/** The deck of rule seed 1, the module as shipped (RULES.md §4); its names are the seeded shuffle. */
const SEED1_DECK = ['1', '2', '3', '4R', '5', '6', '7S', '8D', '9', '10', '12', '13', 'T', 'W'];

/** Everything a rule seed decides. */
export interface RuleSet {
  readonly ruleSeed: number;
  /** Shuffled names: the index of a name is its offset. */
  readonly names: readonly string[];
  /** The 14 distinct cards of the deck in deck order. */
  readonly deck: readonly Card[];
  /** Offset of a name (exact spelling of BASE_NAMES), or undefined for an unknown name. */
  offsetOf(name: string): number | undefined;
}

/** True when `n` is a valid rule seed: an integer 1 … 2147483647 (RULES.md §4). */
export function isRuleSeed(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_RULE_SEED;
}

const cache = new Map<number, RuleSet>();

/**
 * The names, offsets and deck of a rule seed (RULES.md §4). Memoised.
 * @throws RangeError when `ruleSeed` is not an integer 1 … 2147483647.
 */
export function ruleSet(ruleSeed: number): RuleSet {
  const hit = cache.get(ruleSeed);
  if (hit) return hit;
  if (!isRuleSeed(ruleSeed)) throw new RangeError(`rule seed ${ruleSeed} is not an integer 1 … ${MAX_RULE_SEED}`);
  const rng = new MonoRandom(ruleSeed);
  const names: string[] = rng.shuffle([...BASE_NAMES]);
  let deck: Card[];
  if (ruleSeed === DEFAULT_RULE_SEED) {
    deck = SEED1_DECK.map((code) => ALL_CARDS.find((c) => c.code === code)!);
  } else {
    const r = rng.next(3, 6);
    const s = rng.next(6, 8);
    const d = rng.next(8, 11);
    const candidates: number[] = [];
    for (let v = 1; v <= 13; v++) if (v !== r && v !== s && v !== d) candidates.push(v);
    const missing = candidates[rng.next(0, candidates.length)]!;
    deck = [];
    for (let v = 1; v <= 13; v++) {
      if (v === missing) continue;
      deck.push(numberCard(v, v === s ? 'single' : v === r ? 'reverse' : v === d ? 'diamond' : 'regular'));
    }
    deck.push(TRICKSTER, WARRIOR);
  }
  const index = new Map(names.map((n, i) => [n, i]));
  const set: RuleSet = {
    ruleSeed,
    names: Object.freeze(names),
    deck: Object.freeze(deck),
    offsetOf: (name) => index.get(name),
  };
  if (cache.size > 4096) cache.clear();
  cache.set(ruleSeed, set);
  return set;
}

const BY_LOWER = new Map<string, string>(BASE_NAMES.map((n) => [n.toLowerCase(), n]));

/**
 * Looks a name up ASCII case-insensitively (surrounding ASCII spaces ignored) and returns its
 * canonical spelling (e.g. `"molly"` → `"Molly"`), or undefined when it is not one of the 32
 * names. No Unicode case mapping: "Kate" written with the Kelvin sign (U+212A) is not Kate.
 */
export function canonicalName(name: string): string | undefined {
  return BY_LOWER.get(asciiLower(trimAscii(name)));
}

/** A rule seed read from text, or why the text is not one. */
type RuleSeedResult =
  { readonly ok: true; readonly ruleSeed: number } | { readonly ok: false; readonly problem: string };

/**
 * Reads a rule seed from text, the one rule of every door (`tac --rule-seed`, the bomb page's
 * `?ruleseed=`, the manual's `#N`, the designer): ASCII digits 0–9 only, surrounding ASCII
 * spaces ignored, any number of leading zeros (`00042` is 42), value 1 … 2147483647
 * (RULES.md §4).
 * @returns the rule seed, or the problem as a phrase to follow the field's name
 *   (`is not an integer 1 … 2147483647`).
 */
export function parseRuleSeed(text: string): RuleSeedResult {
  const n = wholeNumber(text, 1, MAX_RULE_SEED);
  return n !== undefined && isRuleSeed(n)
    ? { ok: true, ruleSeed: n }
    : { ok: false, problem: `is not an integer 1 … ${MAX_RULE_SEED}` };
}
