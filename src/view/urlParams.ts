/**
 * The bomb page's URL parameters: `seed`, `ruleseed`, `deal`, `time`, `strikes` and `bomb`
 * (DESIGN.md "The module on screen"; `bomb` is the designer's hand-edited puzzle, see
 * src/io/bombUrl.ts). Pure: every bad value becomes a notice sentence naming the parameter
 * and what was used instead, never an exception. Notices are plain text (the page renders them
 * with `textContent`).
 */
import { decodeBombParam } from '../io/bombUrl';
import type { BombInput } from '../io/schemas';
import { DEAL_WORDS, DEFAULT_DEAL, isDeal, type Deal } from '../rules/generator';
import { DEFAULT_RULE_SEED, isRuleSeed, MAX_RULE_SEED } from '../rules/ruleSeed';

/** Default countdown, minutes (KTANE's usual 5). */
export const DEFAULT_MINUTES = 5;
/** Default strike limit: the third strike explodes the bomb, as in KTANE. */
export const DEFAULT_STRIKES = 3;
/** Longest accepted seed, characters. */
export const MAX_SEED_LENGTH = 64;

/** What the page plays, after validation. */
export interface BombParams {
  /** The bomb seed (random when absent or bad). */
  readonly seed: string;
  /** True when the seed was drawn at random (no usable `seed` parameter). */
  readonly randomSeed: boolean;
  /** Rule seed 1 … 2147483647 (RULES.md §4). */
  readonly ruleSeed: number;
  /** How the bomb is dealt: `classic` (the default, RULES.md §10), `easy` or `hard`. */
  readonly deal: Deal;
  /** Countdown length in minutes 1–99, or 0 for no timer. */
  readonly minutes: number;
  /** Strikes that explode the bomb, 1–9. */
  readonly strikeLimit: number;
  /** A whole bomb from `?bomb=`, overriding `seed` (and `ruleseed` by its own rule seed). */
  readonly bomb: BombInput | null;
  /** One sentence per bad parameter, e.g. `time "abc" is not off or 1–99 minutes; used 5 minutes.` */
  readonly notices: readonly string[];
}

/** Quotes a user value for a notice, shortened. */
function shown(v: string): string {
  const s = v.length > 40 ? `${v.slice(0, 37)}…` : v;
  return JSON.stringify(s);
}

/** A fresh random seed: 8 characters a–z, 0–9. */
export function randomSeed(random: () => number = Math.random): string {
  const abc = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let s = '';
  for (let i = 0; i < 8; i++) s += abc[Math.floor(random() * abc.length)];
  return s;
}

/**
 * Reads the bomb page's parameters.
 * @param search `location.search` (with or without `?`).
 * @param random source of randomness for a missing seed (default Math.random).
 */
export function parseBombParams(search: string, random: () => number = Math.random): BombParams {
  const q = new URLSearchParams(search);
  const notices: string[] = [];

  let seed = q.get('seed');
  let isRandom = false;
  if (seed !== null) seed = seed.trim();
  if (seed === null || seed === '' || seed.length > MAX_SEED_LENGTH) {
    const fresh = randomSeed(random);
    if (seed !== null) {
      notices.push(
        seed === ''
          ? `seed is empty; used the random seed "${fresh}".`
          : `seed ${shown(seed)} is longer than ${MAX_SEED_LENGTH} characters; used the random seed "${fresh}".`,
      );
    }
    seed = fresh;
    isRandom = true;
  }

  let ruleSeed = DEFAULT_RULE_SEED;
  const rs = q.get('ruleseed');
  if (rs !== null) {
    const n = /^\s*\d{1,10}\s*$/.test(rs) ? Number(rs) : NaN;
    if (isRuleSeed(n)) ruleSeed = n;
    else
      notices.push(
        `ruleseed ${shown(rs)} is not an integer 1 … ${MAX_RULE_SEED}; used rule seed ${DEFAULT_RULE_SEED}.`,
      );
  }

  let deal: Deal = DEFAULT_DEAL;
  const dl = q.get('deal');
  if (dl !== null) {
    const v = dl.trim().toLowerCase();
    if (isDeal(v)) deal = v;
    else notices.push(`deal ${shown(dl)} is not ${DEAL_WORDS}; used the ${DEFAULT_DEAL} deal.`);
  }

  let minutes = DEFAULT_MINUTES;
  const t = q.get('time');
  if (t !== null) {
    const v = t.trim().toLowerCase();
    if (v === 'off' || v === '0') minutes = 0;
    else if (/^\d{1,2}$/.test(v) && Number(v) >= 1 && Number(v) <= 99) minutes = Number(v);
    else
      notices.push(`time ${shown(t)} is not "off" or a whole number of minutes 1–99; used ${DEFAULT_MINUTES} minutes.`);
  }

  let strikeLimit = DEFAULT_STRIKES;
  const st = q.get('strikes');
  if (st !== null) {
    const v = st.trim();
    if (/^[1-9]$/.test(v)) strikeLimit = Number(v);
    else notices.push(`strikes ${shown(st)} is not a strike limit 1–9; used ${DEFAULT_STRIKES}.`);
  }

  let bomb: BombInput | null = null;
  const b = q.get('bomb');
  if (b !== null) {
    const r = decodeBombParam(b.trim());
    if (r.ok) {
      bomb = r.value;
      ruleSeed = r.value.ruleSeed;
    } else notices.push(`bomb: ${r.error}; played the generated bomb of seed "${seed}" instead.`);
  }

  return { seed, randomSeed: isRandom, ruleSeed, deal, minutes, strikeLimit, bomb, notices };
}

/**
 * The query string of a bomb page for these settings (for "copy link" and "new bomb"); `deal`
 * only when it is not the default.
 */
export function bombSearch(p: {
  seed: string;
  ruleSeed: number;
  deal?: Deal;
  minutes: number;
  strikeLimit: number;
}): string {
  const q = new URLSearchParams();
  q.set('seed', p.seed);
  q.set('ruleseed', String(p.ruleSeed));
  if (p.deal && p.deal !== DEFAULT_DEAL) q.set('deal', p.deal);
  q.set('time', p.minutes === 0 ? 'off' : String(p.minutes));
  q.set('strikes', String(p.strikeLimit));
  return `?${q.toString()}`;
}
