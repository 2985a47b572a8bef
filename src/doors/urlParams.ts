/**
 * The bomb page's URL parameters: `seed`, `ruleseed`, `deal`, `time`, `strikes` and `bomb`
 * (DESIGN.md "The module on screen"; `bomb` is the designer's hand-edited puzzle, see
 * src/doors/bombUrl.ts). Pure: every bad value becomes a notice sentence naming the parameter
 * and what was used instead, never an exception. Notices are plain text (the page renders them
 * with `textContent`). The same readers check the settings panel and the remembered settings.
 */
import { decodeBombParam } from './bombUrl';
import { parseSeed, shownSeed } from './seed';
import { DEAL_WORDS, DEFAULT_DEAL, dealNamed, type Deal } from '../rules/generator';
import type { Bomb } from '../rules/bomb';
import { DEFAULT_RULE_SEED, parseRuleSeed } from '../rules/ruleSeed';
import { wholeNumber, wordNamed } from '../rules/text';
import { DEFAULT_MINUTES, givenTwice, shown } from './addressWords';

export { DEFAULT_MINUTES, givenTwice };

/** Default strike limit: the third strike explodes the bomb, as in KTANE. */
const DEFAULT_STRIKES = 3;
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
  /** A whole bomb from `?bomb=` (checked: RULES.md §9), overriding `seed` and `ruleseed`. */
  readonly bomb: Bomb | null;
  /** One sentence per bad parameter, e.g. `time "abc" is not off or 1–99 minutes; used 5 minutes.` */
  readonly notices: readonly string[];
}

/** The parameters the bomb page reads; any other is named in a notice. */
const BOMB_PAGE_PARAMS = ['seed', 'ruleseed', 'deal', 'time', 'strikes', 'bomb'] as const;

/** The parameters a `bomb` parameter overrides. */
const DEALING_PARAMS = ['seed', 'ruleseed', 'deal'] as const;

/** The notice for parameters a playable `bomb` overrides: `seed "zzz" and ruleseed "5"`. */
function bombWins(unused: readonly string[]): string {
  const list = unused.length === 1 ? unused[0]! : `${unused.slice(0, -1).join(', ')} and ${unused.at(-1)!}`;
  return `The bomb in the link is played (bomb wins): ${list} ${unused.length === 1 ? 'is' : 'are'} not used.`;
}

/** `deal` read as every door reads it (`dealNamed`: ASCII case, ASCII spaces trimmed), or null when it is no deal. */
export function readDeal(text: string): Deal | null {
  return dealNamed(text) ?? null;
}

/** `time` read as every door reads numbers (`wholeNumber`): `off`, `0` or `00` → 0 (no timer), a whole number of minutes 1–99 (`07` is 7), or null. */
export function readMinutes(text: string): number | null {
  return (wordNamed(text, ['off']) ? 0 : wholeNumber(text, 0, 99)) ?? null;
}

/** `strikes` read as every door reads numbers (`wholeNumber`): a strike limit 1–9 (`03` is 3), or null. */
export function readStrikeLimit(text: string): number | null {
  return wholeNumber(text, 1, 9) ?? null;
}

/** The settings a player chooses (the panel, the address, the remembered ones). */
export interface BombSettings {
  readonly deal: Deal;
  readonly ruleSeed: number;
  readonly minutes: number;
  readonly strikeLimit: number;
}

/**
 * The query string of settings without a seed (the page draws one): what a fresh visit deals
 * with the player's remembered settings. Only the settings given are written.
 */
export function settingsSearch(s: Partial<BombSettings>): string {
  const q = new URLSearchParams();
  if (s.ruleSeed !== undefined) q.set('ruleseed', String(s.ruleSeed));
  if (s.deal !== undefined && s.deal !== DEFAULT_DEAL) q.set('deal', s.deal);
  if (s.minutes !== undefined) q.set('time', s.minutes === 0 ? 'off' : String(s.minutes));
  if (s.strikeLimit !== undefined) q.set('strikes', String(s.strikeLimit));
  const text = q.toString();
  return text ? `?${text}` : '';
}

/**
 * The address a visit deals: `search` itself when it names any parameter of the bomb page;
 * otherwise the player's remembered settings (`settingsSearch(stored)`), with the address's other
 * parameters kept after them, so that a misspelled one (`?sed=abc`) is still named in a notice
 * rather than dropped silently.
 * @param search `location.search` (with or without `?`).
 */
export function visitSearch(search: string, stored: Partial<BombSettings>): string {
  const q = new URLSearchParams(search);
  if (BOMB_PAGE_PARAMS.some((k) => q.has(k))) return search;
  const out = new URLSearchParams(settingsSearch(stored));
  for (const [k, v] of q) out.append(k, v);
  const text = out.toString();
  return text ? `?${text}` : '';
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
  /** Names a parameter given more than once (the first is used). */
  const once = (key: string) => {
    const all = q.getAll(key);
    if (all.length > 1) notices.push(givenTwice(key, all));
  };

  // The seed rule of every door (src/doors/seed.ts): trimmed, 1–100 characters, nothing invisible.
  once('seed');
  const given = q.get('seed');
  const read = given === null ? null : parseSeed(given);
  const seed = read?.ok ? read.seed : randomSeed(random);
  if (read && !read.ok) notices.push(`seed ${read.problem}; used the random seed "${seed}".`);

  // The rule seed rule of every door: digits, leading zeros allowed, 1 … 2147483647.
  let ruleSeed = DEFAULT_RULE_SEED;
  once('ruleseed');
  const rs = q.get('ruleseed');
  if (rs !== null) {
    const r = parseRuleSeed(rs);
    if (r.ok) ruleSeed = r.ruleSeed;
    else notices.push(`ruleseed ${shown(rs)} ${r.problem}; used rule seed ${DEFAULT_RULE_SEED}.`);
  }

  let deal: Deal = DEFAULT_DEAL;
  once('deal');
  const dl = q.get('deal');
  if (dl !== null) {
    const v = readDeal(dl);
    if (v) deal = v;
    else notices.push(`deal ${shown(dl)} is not ${DEAL_WORDS}; used the ${DEFAULT_DEAL} deal.`);
  }

  // Numbers as every door reads them (`wholeNumber`: leading zeros allowed, so 00 is 0 = off).
  const dealingNotices = notices.length;

  let minutes = DEFAULT_MINUTES;
  once('time');
  const t = q.get('time');
  if (t !== null) {
    const v = readMinutes(t);
    if (v !== null) minutes = v;
    else
      notices.push(`time ${shown(t)} is not "off" or a whole number of minutes 1–99; used ${DEFAULT_MINUTES} minutes.`);
  }

  let strikeLimit = DEFAULT_STRIKES;
  once('strikes');
  const st = q.get('strikes');
  if (st !== null) {
    const v = readStrikeLimit(st);
    if (v !== null) strikeLimit = v;
    else notices.push(`strikes ${shown(st)} is not a strike limit 1–9; used ${DEFAULT_STRIKES}.`);
  }

  let bomb: Bomb | null = null;
  once('bomb');
  const b = q.get('bomb');
  if (b !== null) {
    // The one bomb check (src/doors/bombCheck.ts): nothing of a bomb that fails it is played.
    const r = decodeBombParam(b.trim());
    if (r.ok) {
      bomb = r.bomb;
      ruleSeed = r.bomb.ruleSeed;
      // The bomb wins: what seed, ruleseed and deal say is not used, and saying so replaces
      // their own notices (the first ones).
      const unused = DEALING_PARAMS.filter((k) => q.has(k)).map((k) => `${k} ${shown(q.get(k)!)}`);
      notices.splice(0, dealingNotices, ...(unused.length ? [bombWins(unused)] : []));
    } else
      notices.push(`The bomb in the link cannot be played: ${r.error}. Dealt the bomb of seed ${shown(seed)} instead.`);
  }

  const unknown = [...new Set(q.keys())].filter((k) => !(BOMB_PAGE_PARAMS as readonly string[]).includes(k));
  if (unknown.length) {
    notices.push(
      `Ignored ${unknown.length === 1 ? 'the parameter' : 'the parameters'} ${unknown
        .slice(0, 5)
        .map((k) => shown(k))
        .join(', ')}${unknown.length > 5 ? ', …' : ''}: the bomb page reads ${BOMB_PAGE_PARAMS.join(', ')}.`,
    );
  }

  return { seed, randomSeed: read?.ok !== true, ruleSeed, deal, minutes, strikeLimit, bomb, notices };
}

/** Longest part of a seed the bomb page's plate shows, characters. */
const PLATE_SEED_LENGTH = 24;

/**
 * The seed as the plate shows it: each character that is not printable ASCII as an escape
 * (`\u{0430}bc`: a look-alike cannot pass for another seed; `shownSeed`, src/doors/seed.ts), cut
 * to `PLATE_SEED_LENGTH` characters (never inside an escape, `…` when cut; the page puts the
 * whole seed in the element's title), marked when the bomb came from a `?bomb=` link. A long
 * seed never stretches the module.
 */
export function plateSeed(seed: string, fromLink: boolean): string {
  const shown = shownSeed(seed, PLATE_SEED_LENGTH);
  if (!shown) return fromLink ? 'none (bomb from a link)' : '(none)';
  return fromLink ? `${shown} (bomb from a link)` : shown;
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
