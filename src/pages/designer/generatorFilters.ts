/**
 * The designer's generate form as data: bomb seed, rule seed and the generator filters of
 * `tac generate` (--swap, --min-solutions, --max-solutions, --include, --exclude, --serial, --deal), with
 * the same meaning because both hand them to `generateBomb` (src/rules/generator.ts).
 * Parsing the form's strings names the field of the first problem; the same settings round-trip
 * through the designer's URL and print as the equivalent `tac generate` command.
 */
import { CARD_KINDS, kindNamed, type CardKind } from '../../rules/cards';
import {
  DEAL_WORDS,
  DEFAULT_DEAL,
  dealNamed,
  SWAP_WORDS,
  swapNamed,
  type FilterName,
  type GenerateFilters,
} from '../../rules/generator';
import { parseSeed } from '../../doors/seed';
import { MAX_RULE_SEED, parseRuleSeed } from '../../rules/ruleSeed';
import { parseSerial } from '../../rules/serial';
import { quote, wholeNumber } from '../../rules/text';

/** The form's label of each generator filter, to name it in a NoBombError's sentence. */
export const FILTER_LABELS: Readonly<Record<FilterName, string>> = {
  swap: 'Swap',
  minSolutions: 'Min solutions',
  maxSolutions: 'Max solutions',
  includeKinds: 'Include',
  excludeKinds: 'Exclude',
  serial: 'Serial',
  deal: 'Deal',
};

/** Largest solution-count bound accepted (as `tac generate`). */
const MAX_SOLUTION_BOUND = 1_000_000_000;

/** What the form holds, as strings and checkboxes (the raw input). */
export interface FormInput {
  readonly seed: string;
  readonly ruleSeed: string;
  readonly swap: string;
  readonly minSolutions: string;
  readonly maxSolutions: string;
  readonly include: readonly string[];
  readonly exclude: readonly string[];
  readonly serial: string;
  /** `classic` (default), `easy` or `hard` (GenerateFilters.deal); absent = classic. */
  readonly deal?: string;
}

/** The form of a designer URL without settings (an empty seed: a random one is drawn). */
export const FORM_DEFAULTS: FormInput = {
  seed: '',
  ruleSeed: '1',
  swap: 'either',
  minSolutions: '',
  maxSolutions: '',
  include: [],
  exclude: [],
  serial: '',
  deal: DEFAULT_DEAL,
};

/** Parsed settings: the arguments of `generateBomb(seed, ruleSeed, filters)`. */
export interface GenerateSettings {
  readonly seed: string;
  readonly ruleSeed: number;
  readonly filters: GenerateFilters;
}

/** A parse result: the settings, or one sentence naming the form field. */
export type SettingsResult =
  { ok: true; value: GenerateSettings } | { ok: false; error: string; field: keyof FormInput };

function intField(
  raw: string,
  label: string,
  min: number,
  max: number,
): { ok: true; value: number } | { ok: false; error: string } {
  // Read as every door reads numbers (`wholeNumber`: ASCII digits, surrounding ASCII spaces).
  const n = wholeNumber(raw, min, max);
  if (n === undefined)
    return { ok: false, error: `${label} must be an integer ${min} … ${max}, not ${quote(raw, 20)}` };
  return { ok: true, value: n };
}

/** Card kinds, each read by `kindNamed` as `tac generate --include` reads them (`Warrior` is `warrior`). */
function kinds(list: readonly string[], label: string): { ok: true; value: CardKind[] } | { ok: false; error: string } {
  const value: CardKind[] = [];
  for (const k of list) {
    const kind = kindNamed(k);
    if (!kind) return { ok: false, error: `${label} ${quote(k, 20)} is not a card kind (${CARD_KINDS.join(', ')})` };
    value.push(kind);
  }
  return { ok: true, value };
}

/**
 * Parses the form. Empty optional fields mean "no filter"; the bomb seed follows the seed rule of
 * every door (src/doors/seed.ts: trimmed, 1–100 characters), so an empty seed is an error (the
 * page fills in a random one before generating); the rule seed the rule seed rule
 * (`parseRuleSeed`: `00042` is 42).
 * @returns the settings, or the first problem as one sentence naming the field
 *   (e.g. `Min solutions must be an integer 0 … 1000000000, not "-3"`).
 */
export function parseForm(input: FormInput): SettingsResult {
  const seedRead = parseSeed(input.seed);
  if (!seedRead.ok) return { ok: false, error: `Bomb seed ${seedRead.problem}`, field: 'seed' };
  const seed = seedRead.seed;
  const rsRead = parseRuleSeed(input.ruleSeed);
  if (!rsRead.ok) {
    return {
      ok: false,
      error: `Rule seed must be an integer 1 … ${MAX_RULE_SEED}, not ${quote(input.ruleSeed, 20)}`,
      field: 'ruleSeed',
    };
  }
  const rs = { value: rsRead.ruleSeed };
  const swap = swapNamed(input.swap);
  if (!swap) {
    return { ok: false, error: `Swap must be ${SWAP_WORDS}, not ${quote(input.swap, 20)}`, field: 'swap' };
  }
  const filters: { -readonly [K in keyof GenerateFilters]: GenerateFilters[K] } = {};
  if (swap !== 'either') filters.swap = swap;
  if (input.minSolutions.trim() !== '') {
    const r = intField(input.minSolutions, 'Min solutions', 0, MAX_SOLUTION_BOUND);
    if (!r.ok) return { ...r, field: 'minSolutions' };
    filters.minSolutions = r.value;
  }
  if (input.maxSolutions.trim() !== '') {
    const r = intField(input.maxSolutions, 'Max solutions', 0, MAX_SOLUTION_BOUND);
    if (!r.ok) return { ...r, field: 'maxSolutions' };
    filters.maxSolutions = r.value;
  }
  if (
    filters.minSolutions !== undefined &&
    filters.maxSolutions !== undefined &&
    filters.minSolutions > filters.maxSolutions
  ) {
    return {
      ok: false,
      error: `Max solutions (${filters.maxSolutions}) must be at least Min solutions (${filters.minSolutions})`,
      field: 'maxSolutions',
    };
  }
  if (filters.maxSolutions === 0) {
    return { ok: false, error: 'Max solutions must be at least 1: every bomb is winnable', field: 'maxSolutions' };
  }
  const inc = kinds(input.include, 'Include');
  if (!inc.ok) return { ...inc, field: 'include' };
  const exc = kinds(input.exclude, 'Exclude');
  if (!exc.ok) return { ...exc, field: 'exclude' };
  const both = inc.value.find((k) => exc.value.includes(k));
  if (both)
    return {
      ok: false,
      error: `Include and Exclude both name "${both}": no bomb can hold and lack it`,
      field: 'exclude',
    };
  if (inc.value.length) filters.includeKinds = inc.value;
  if (exc.value.length) filters.excludeKinds = exc.value;
  if (input.serial.trim() !== '') {
    const s = parseSerial(input.serial);
    if (!s.ok)
      return {
        ok: false,
        error: `Serial ${s.problem}`,
        field: 'serial',
      };
    filters.serial = s.serial;
  }
  const deal = dealNamed(input.deal ?? DEFAULT_DEAL);
  if (!deal) {
    return { ok: false, error: `Deal must be ${DEAL_WORDS}, not ${quote(input.deal ?? '', 20)}`, field: 'deal' };
  }
  if (deal !== DEFAULT_DEAL) filters.deal = deal;
  return { ok: true, value: { seed, ruleSeed: rs.value, filters } };
}

/**
 * True when some filter is set (the bomb's seed then differs from the form's when the first
 * candidate did not pass: see `seedDealsIt`). The deal is not a filter: see `dealOf`.
 */
export function hasFilters(f: GenerateFilters): boolean {
  return (
    (f.swap !== undefined && f.swap !== 'either') ||
    f.minSolutions !== undefined ||
    f.maxSolutions !== undefined ||
    !!f.includeKinds?.length ||
    !!f.excludeKinds?.length ||
    f.serial !== undefined
  );
}

/**
 * True when the bomb page deals the bomb from its own seed, rule seed and deal: every filter but a
 * fixed serial only chooses among the bombs of seeds (`generateBomb`: the bomb kept carries its
 * own seed, `S`, `S.2`, …, which deals it without the filters; issue 25). A fixed serial is no
 * seed's, and the bomb page takes none, so that bomb is shared whole (`?bomb=`).
 */
export function seedDealsIt(f: GenerateFilters): boolean {
  return f.serial === undefined;
}

/** The deal of the filters (the default when none is named). */
export function dealOf(f: GenerateFilters): NonNullable<GenerateFilters['deal']> {
  return f.deal ?? DEFAULT_DEAL;
}

/**
 * The `tac generate` arguments for the same bomb(s), e.g.
 * `["generate", "--seed=abc", "--rule-seed", "1", "--swap", "required"]`. The seed is one word
 * `--seed=S`, so that no seed (`-V`, `--help`, `--count`) can be read as an option.
 * @param count the batch size (`--count`), omitted when undefined.
 */
export function cliArgs(s: GenerateSettings, count?: number): string[] {
  const a = ['generate', `--seed=${s.seed}`, '--rule-seed', String(s.ruleSeed)];
  if (count !== undefined) a.push('--count', String(count));
  const f = s.filters;
  if (f.swap && f.swap !== 'either') a.push('--swap', f.swap);
  if (f.minSolutions !== undefined) a.push('--min-solutions', String(f.minSolutions));
  if (f.maxSolutions !== undefined) a.push('--max-solutions', String(f.maxSolutions));
  if (f.includeKinds?.length) a.push('--include', f.includeKinds.join(','));
  if (f.excludeKinds?.length) a.push('--exclude', f.excludeKinds.join(','));
  if (f.serial !== undefined) a.push('--serial', f.serial);
  if (dealOf(f) !== DEFAULT_DEAL) a.push('--deal', dealOf(f));
  return a;
}

/**
 * One word quoted for a POSIX shell: as it is when it holds only characters no shell treats
 * specially (and `#` not first, where it would start a comment), else in single quotes (a `'`
 * inside written `'\''`): `#x` → `'#x'`, `a b` → `'a b'`, `it's` → `'it'\''s'`.
 */
export function shellWord(w: string): string {
  return /^[A-Za-z0-9_,.:+=/@%-][A-Za-z0-9_,.:+=/@%#-]*$/.test(w) ? w : `'${w.replace(/'/g, `'\\''`)}'`;
}

/**
 * A command line `npx tac …` for display, each argument quoted for a POSIX shell (`shellWord`;
 * of `--seed=S`, the value: `--seed='a b'`), so that pasted into a shell it deals the same bomb.
 */
export function cliCommand(s: GenerateSettings, count?: number): string {
  return ['npx', 'tac', ...cliArgs(s, count)]
    .map((w) => {
      const option = /^(--[a-z-]+=)([^]*)$/.exec(w);
      return option ? option[1]! + shellWord(option[2]!) : shellWord(w);
    })
    .join(' ');
}

/** The designer URL query for these settings (`seed`, `ruleseed`, and one key per filter). */
export function settingsToQuery(s: GenerateSettings): string {
  const q = new URLSearchParams();
  q.set('seed', s.seed);
  q.set('ruleseed', String(s.ruleSeed));
  const f = s.filters;
  if (f.swap && f.swap !== 'either') q.set('swap', f.swap);
  if (f.minSolutions !== undefined) q.set('min', String(f.minSolutions));
  if (f.maxSolutions !== undefined) q.set('max', String(f.maxSolutions));
  if (f.includeKinds?.length) q.set('include', f.includeKinds.join(','));
  if (f.excludeKinds?.length) q.set('exclude', f.excludeKinds.join(','));
  if (f.serial !== undefined) q.set('serial', f.serial);
  if (dealOf(f) !== DEFAULT_DEAL) q.set('deal', dealOf(f));
  return q.toString();
}

/** The keys of a designer address: the settings, and `bomb` for an edited bomb. */
const DESIGNER_KEYS = [
  'seed',
  'ruleseed',
  'swap',
  'min',
  'max',
  'include',
  'exclude',
  'serial',
  'deal',
  'bomb',
] as const;

/** The words of an address's `include=` / `exclude=` list: split at commas, blank ones left out (`tac` does the same). */
function kindWords(list: string): string[] {
  return list.split(',').filter((k) => k.trim() !== '');
}

/**
 * What a designer address says that the form cannot hold, so that nothing is dropped silently:
 * keys that are not settings (`swpa=required`), and values no control offers (`swap=requird`,
 * `include=warior`, `deal=fast`). Values typed into text fields (seed, rule seed, min,
 * max, serial) are checked by `parseForm` like typed ones.
 * @returns one phrase per problem, e.g. `include "warior" is not a card kind (regular, …)`;
 *   empty when the form holds everything.
 */
export function queryProblems(search: string): string[] {
  const q = new URLSearchParams(search);
  const out: string[] = [];
  const unknown = [...new Set(q.keys())].filter((k) => !(DESIGNER_KEYS as readonly string[]).includes(k));
  for (const k of unknown.slice(0, 5)) out.push(`${quote(k, 20)} is not a setting (${DESIGNER_KEYS.join(', ')})`);
  if (unknown.length > 5) out.push(`and ${unknown.length - 5} more unknown settings`);
  // A setting given twice: the first is used (URLSearchParams.get), and said.
  for (const k of DESIGNER_KEYS) {
    const all = q.getAll(k);
    if (all.length < 2) continue;
    const listed =
      k === 'bomb'
        ? ''
        : ` (${all
            .slice(0, 3)
            .map((v) => quote(v, 20))
            .join(', ')}${all.length > 3 ? ', …' : ''})`;
    out.push(`${k} is given ${all.length} times${listed}; the first is used`);
  }
  const swap = q.get('swap');
  if (swap !== null && !swapNamed(swap)) out.push(`swap ${quote(swap, 20)} is not ${SWAP_WORDS}`);
  const deal = q.get('deal');
  if (deal !== null && !dealNamed(deal)) out.push(`deal ${quote(deal, 20)} is not ${DEAL_WORDS}`);
  for (const key of ['include', 'exclude']) {
    const bad = kindWords(q.get(key) ?? '').filter((k) => !kindNamed(k));
    for (const k of bad.slice(0, 3)) out.push(`${key} ${quote(k, 20)} is not a card kind (${CARD_KINDS.join(', ')})`);
  }
  return out;
}

/**
 * What a designer address with a usable `bomb=` says besides it, as the bomb page says it
 * (src/view/urlParams.ts): the bomb is shown, and the address's settings (`seed=zz`,
 * `swap=required`) do not make it.
 * @returns `The bomb in the link is shown (bomb wins): seed "zz" and swap "required" are not
 *   used.`, or null when the address has no other setting.
 */
export function bombWinsNotice(search: string): string | null {
  const q = new URLSearchParams(search);
  const unused = DESIGNER_KEYS.filter((k) => k !== 'bomb' && q.has(k)).map((k) => `${k} ${quote(q.get(k)!, 20)}`);
  if (!unused.length) return null;
  const list = unused.length === 1 ? unused[0]! : `${unused.slice(0, -1).join(', ')} and ${unused.at(-1)!}`;
  return `The bomb in the link is shown (bomb wins): ${list} ${unused.length === 1 ? 'is' : 'are'} not used.`;
}

/** The form input a designer URL query describes (missing keys → empty / defaults). */
export function queryToForm(search: string): Partial<FormInput> {
  const q = new URLSearchParams(search);
  const out: { -readonly [K in keyof FormInput]?: FormInput[K] } = {};
  const seed = q.get('seed');
  if (seed !== null) out.seed = seed;
  const rs = q.get('ruleseed');
  if (rs !== null) out.ruleSeed = rs;
  const swap = q.get('swap');
  if (swap !== null) out.swap = swapNamed(swap) ?? swap;
  const min = q.get('min');
  if (min !== null) out.minSolutions = min;
  const max = q.get('max');
  if (max !== null) out.maxSolutions = max;
  const inc = q.get('include');
  if (inc !== null) out.include = kindWords(inc).map((k) => kindNamed(k) ?? k);
  const exc = q.get('exclude');
  if (exc !== null) out.exclude = kindWords(exc).map((k) => kindNamed(k) ?? k);
  const serial = q.get('serial');
  if (serial !== null) out.serial = serial;
  const deal = q.get('deal');
  if (deal !== null) out.deal = dealNamed(deal) ?? deal;
  return out;
}
