/**
 * The bomb generator (RULES.md §9): deterministic from (bomb seed string, rule seed) through
 * `seedrandom` (its Alea generator, seeded with `tac|<rule seed>|<bomb seed>`), the same in
 * Node and every browser. Three deals, one vocabulary (`DEALS`) for `tac generate --deal`, the
 * bomb page's `?deal=` and the designer:
 *
 * - `classic` (the default): the original module's procedure of RULES.md §10, made sound
 *   (`classicDeal.ts`, `unplay.ts`): the hand is un-played from an end state with both opponents
 *   captured, so every bomb has a winning line that captures both, and the forward check with
 *   the solver keeps every bomb winnable. The bomb's `solution` is that known line (the un-plays
 *   reversed, each play found among the `outcomes` of `play.ts`, and the hand also passed the
 *   forward check), not the solver's first solution: it is the line the deal was built around,
 *   the one a player of the original module is meant to find, and it always captures both
 *   opponents (the solver's first line, slots in order, did in 1,732 of 2,000 classic bombs).
 * - `easy`: a random winning game played *forward* with the real card rules (`winningGame`):
 *   hands weighted by how many ways a random game reaches home, about three times the classic
 *   deal's solutions. Its random stream is the one the default deal used before the classic deal
 *   existed, so `deal=easy` deals the bombs of those older links.
 * - `hard`: the classic deal, keeping only bombs whose played hand has at most
 *   HARD_MAX_SOLUTIONS solutions (docs/deals.md: why, and its measured spread).
 *
 * The names shown are the inverse of RULES.md §5 for the chosen spaces.
 */
import seedrandom from 'seedrandom';
import { COLORS, startOf, type Color, type Seat } from './board';
import type { Card, CardKind } from './cards';
import { classicLine, dealClassic } from './classicDeal';
import { outcomes } from './play';
import { namesFor } from './placement';
import { AWAY, pack, pieceAt, unpackBoard } from './position';
import { ruleSet } from './ruleSeed';
import { randomSerial } from './serial';
import { countSolutions, findSolution, isWinnable, playsToActions, variantPlay, type Play } from './solver';
import { MAX_SEED_LENGTH, quote, wordNamed } from './text';
import type { Bomb } from './bomb';
import { DEAL_WORDS, DEFAULT_DEAL, isDeal, type Deal } from './deals';

export { DEALS, DEAL_WORDS, DEFAULT_DEAL, dealNamed, isDeal, type Deal } from './deals';

/** The swap modes of the generator's filter (GenerateFilters.swap); `either` is the default. */
export const SWAPS = ['either', 'required', 'forbidden'] as const;
export type SwapMode = (typeof SWAPS)[number];
/** The swap modes in words, for messages: "either, required or forbidden". */
export const SWAP_WORDS = 'either, required or forbidden';

/**
 * The swap mode a word names, read as `dealNamed` reads a deal (`tac generate --swap`, the
 * designer's `swap=` and form): surrounding ASCII spaces ignored, ASCII letters in any case
 * (`REQUIRED`), no Unicode case folding.
 * @returns the mode, or undefined when the word names none.
 */
export function swapNamed(word: string): SwapMode | undefined {
  return wordNamed(word, SWAPS);
}

/** The hard deal keeps classic bombs whose played hand has at most this many solutions. */
export const HARD_MAX_SOLUTIONS = 4;

/** Designer filters (issue "Designer tools"); every field optional. */
export interface GenerateFilters {
  /** `required`: every bomb has a swap; `forbidden`: none has; default either (about half). */
  readonly swap?: SwapMode;
  /** Inclusive range of the played hand's solution count (RULES.md §8). */
  readonly minSolutions?: number;
  readonly maxSolutions?: number;
  /** Card kinds that must each appear in the played hand. */
  readonly includeKinds?: readonly CardKind[];
  /** Card kinds never dealt (neither in the hand nor as the swap card). */
  readonly excludeKinds?: readonly CardKind[];
  /** A fixed serial number (normalised, six letters or digits). */
  readonly serial?: string;
  /** `classic` (default), `easy` or `hard`: see the file's docstring. */
  readonly deal?: Deal;
}

/** How many candidate bombs a filtered generation tries before giving up. */
const MAX_ATTEMPTS = 20000;
/** How many tries of RULES.md §10 steps 2–6 the classic deal makes before giving up. */
const MAX_CLASSIC_TRIES = 50 * MAX_ATTEMPTS;

/** The filters a NoBombError can name. */
export type FilterName = keyof GenerateFilters;

/** Each filter in words, for a NoBombError's message when no door names it. */
const FILTER_WORDS: Readonly<Record<FilterName, string>> = {
  swap: 'the swap filter',
  minSolutions: 'the least solution count',
  maxSolutions: 'the most solution count',
  includeKinds: 'the included kinds',
  excludeKinds: 'the excluded kinds',
  serial: 'the serial',
  deal: 'the deal',
};

/**
 * Thrown when the filters cannot match any bomb, or when no bomb matching them was found within
 * MAX_ATTEMPTS candidates. The message names filters in words (`the most solution count must be
 * at least 1, not 0: every bomb is winnable`); `sentence` lets a door name them its own way
 * (`--max-solutions must be …` in `tac`).
 */
export class NoBombError extends Error {
  readonly #words: string | ((name: (filter: FilterName) => string) => string);
  /** @param words the sentence, given how to name a filter; or a sentence naming none. */
  constructor(words: string | ((name: (filter: FilterName) => string) => string)) {
    super(typeof words === 'string' ? words : words((f) => FILTER_WORDS[f]));
    this.#words = words;
  }
  /** The sentence with each filter named by `name` (e.g. `tac`'s option: `--max-solutions`). */
  sentence(name: (filter: FilterName) => string): string {
    return typeof this.#words === 'string' ? this.#words : this.#words(name);
  }
}

const buf = new Int32Array(12);
const options = new Int32Array(6);
const finishers = new Int32Array(64);

function pick<T>(rng: () => number, list: readonly T[]): T {
  return list[Math.floor(rng() * list.length)]!;
}

/**
 * Plays a random winning game forward (the easy deal) from `pos`: four times a card is drawn
 * uniformly from the deck and one of its non-striking outcomes that does not reach home is
 * taken at random (a card with none is drawn again, up to 8 times); the fifth card is drawn
 * uniformly among the deck cards that can bring the pawn home from there.
 * @returns the five cards in play order, or null when this start gives up.
 */
function winningGame(rng: () => number, pos: number, start: number, deck: readonly Card[]): Card[] | null {
  const cards: Card[] = [];
  for (let i = 0; i < 4; i++) {
    let ok = false;
    for (let tries = 0; tries < 8 && !ok; tries++) {
      const card = pick(rng, deck);
      const n = outcomes(pos, start, card, buf);
      let k = 0;
      for (let j = 0; j < n; j += 2) if ((buf[j]! & 63) !== AWAY) options[k++] = buf[j]!;
      if (k === 0) continue;
      pos = options[Math.floor(rng() * k)]!;
      cards.push(card);
      ok = true;
    }
    if (!ok) return null;
  }
  let k = 0;
  for (let c = 0; c < deck.length; c++) {
    const n = outcomes(pos, start, deck[c]!, buf);
    for (let j = 0; j < n; j += 2) {
      if ((buf[j]! & 63) === AWAY) {
        finishers[k++] = c;
        break;
      }
    }
  }
  if (k === 0) return null;
  cards.push(deck[finishers[Math.floor(rng() * k)]!]!);
  return cards;
}

function shuffled<T>(rng: () => number, list: readonly T[]): T[] {
  const a = [...list];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/**
 * Checks that the filters can match some bomb (RULES.md §6: only a number card brings the pawn
 * home; a hand holds five cards; the bounds in order).
 * @throws NoBombError naming the filters that cannot be met together.
 */
function checkFilters(ruleSeed: number, filters: GenerateFilters): void {
  const excluded = filters.excludeKinds ?? [];
  if (
    !ruleSet(ruleSeed).deck.some((c) => c.kind !== 'warrior' && c.kind !== 'trickster' && !excluded.includes(c.kind))
  ) {
    throw new NoBombError('the filters exclude every number card, and only a number card brings the pawn home');
  }
  const required = new Set(filters.includeKinds ?? []);
  if (required.size > 5) {
    throw new NoBombError(`the filters require ${required.size} card kinds in the hand, but a hand holds five cards`);
  }
  const clash = [...required].find((k) => excluded.includes(k));
  if (clash) throw new NoBombError(`the filters both require and exclude ${clash} cards`);
  const { minSolutions, maxSolutions } = filters;
  if (minSolutions !== undefined && maxSolutions !== undefined && minSolutions > maxSolutions) {
    throw new NoBombError(
      (name) => `${name('minSolutions')} (${minSolutions}) is above ${name('maxSolutions')} (${maxSolutions})`,
    );
  }
  if (maxSolutions !== undefined && maxSolutions < 1) {
    throw new NoBombError(
      (name) => `${name('maxSolutions')} must be at least 1, not ${maxSolutions}: every bomb is winnable`,
    );
  }
  if (filters.deal === 'hard' && minSolutions !== undefined && minSolutions > HARD_MAX_SOLUTIONS) {
    throw new NoBombError(
      (name) => `${name('minSolutions')} (${minSolutions}) is above the hard deal's most (${HARD_MAX_SOLUTIONS})`,
    );
  }
}

/** True when the played hand has at most HARD_MAX_SOLUTIONS solutions (the hard deal). */
function hardEnough(pos: number, seat: Seat, played: readonly Card[]): boolean {
  return countSolutions(pos, seat, played) <= HARD_MAX_SOLUTIONS;
}

/** What every deal decides; `generateBomb` adds the seeds and the names. */
interface Dealt {
  readonly serial: string;
  readonly seat: Seat;
  readonly colors: readonly [Color, Color, Color, Color];
  readonly pos: number;
  readonly hand: readonly Card[];
  /** The hand that is played (the dealt hand after the swap). */
  readonly played: readonly Card[];
  readonly swap: Bomb['swap'];
  readonly plays: readonly Play[];
}

/** How a seed's bomb is dealt: a fixed serial (else drawn), and the swap filter, read at the coin. */
interface DealOptions {
  readonly serial: string | undefined;
  /**
   * `required` or `forbidden`: a bomb whose swap coin says otherwise is given up at the coin
   * (null). The coin alone decides whether a bomb has a swap, so this only saves the work of
   * dealing a bomb the filter refuses; every bomb returned is the seed's bomb.
   */
  readonly swap: SwapMode;
}

/** False when the swap filter refuses the bombs of this coin (see DealOptions.swap). */
function coinFits(swap: SwapMode, wantSwap: boolean): boolean {
  return swap === 'either' || wantSwap === (swap === 'required');
}

/**
 * The classic deal (RULES.md §10), and with `hard` the hard deal. Step 1 (serial, LED colours,
 * seat, and the swap coin) happens once; each attempt is steps 2–6 (`dealClassic`).
 */
function classicBomb(rng: () => number, deck: readonly Card[], o: DealOptions, hard: boolean): Dealt | null {
  const serial = o.serial ?? randomSerial(rng);
  const colors = shuffled(rng, COLORS) as [Color, Color, Color, Color];
  const seat = Math.floor(rng() * 4) as Seat;
  const wantSwap = rng() < 0.5;
  if (!coinFits(o.swap, wantSwap)) return null;
  // A candidate is a try that got through steps 2–6; about 9 tries in 10 stop at an empty
  // un-play list (cheaply), so tries get a larger bound of their own.
  for (let candidates = 0, tries = 0; candidates < MAX_ATTEMPTS && tries < MAX_CLASSIC_TRIES; tries++) {
    const c = dealClassic(rng, deck, seat, wantSwap);
    if (!c) continue;
    candidates++;
    if (hard && !hardEnough(c.pos, seat, c.played)) continue;
    const plays = classicLine(startOf(seat)).map(([slot, variant]) => variantPlay(seat, slot, variant));
    return { serial, seat, colors, pos: c.pos, hand: c.hand, played: c.played, swap: c.swap, plays };
  }
  return null;
}

/**
 * The easy deal: four distinct random spaces, then a random winning game played forward
 * (`winningGame`), dealt in a random order; the swap slot is drawn first and up to 12 other
 * deck cards are tried there. Serial (unless fixed), colours and seat are drawn again on each attempt.
 */
function easyBomb(rng: () => number, deck: readonly Card[], o: DealOptions): Dealt | null {
  // Decided once per bomb, so that a candidate whose hand admits no swap does not tilt the share.
  const wantSwap = rng() < 0.5;
  if (!coinFits(o.swap, wantSwap)) return null;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const s = o.serial ?? randomSerial(rng);
    const colors = shuffled(rng, COLORS) as [Color, Color, Color, Color];
    const seat = Math.floor(rng() * 4) as Seat;
    const spaces: number[] = [];
    while (spaces.length < 4) {
      const sp = Math.floor(rng() * 32);
      if (!spaces.includes(sp)) spaces.push(sp);
    }
    const pos = pack(spaces[0]!, spaces[1]!, spaces[2]!, spaces[3]!);
    const game = winningGame(rng, pos, startOf(seat), deck);
    if (!game) continue;
    const played = shuffled(rng, game);
    let hand = played;
    let swap: Bomb['swap'] = null;
    if (wantSwap) {
      const slot = Math.floor(rng() * 5);
      for (let tries = 0; tries < 12; tries++) {
        const card = pick(rng, deck);
        if (card === played[slot]) continue;
        const dealt = played.map((c, i) => (i === slot ? card : c));
        if (!isWinnable(pos, seat, dealt)) {
          hand = dealt;
          swap = { slot, card: played[slot]! };
          break;
        }
      }
      if (!swap) continue;
    }
    // The forward check: the solver's first solution of the played hand.
    const plays = findSolution(pos, seat, played);
    if (!plays) throw new Error(`generator: the easy deal dealt an unwinnable hand (a bug)`);
    return { serial: s, seat, colors, pos, hand, played, swap, plays };
  }
  return null;
}

/**
 * The bomb a seed deals with the deal and serial alone (no other filter): what `tac generate
 * --seed S [--deal D]` prints and `index.html?seed=S[&deal=D]` plays.
 * @returns the dealt bomb, or null when the deal gave up (its bounds: MAX_ATTEMPTS, MAX_CLASSIC_TRIES)
 *   or the swap filter refused its coin.
 */
function dealOfSeed(seed: string, ruleSeed: number, deal: Deal, o: DealOptions): Dealt | null {
  const deck = ruleSet(ruleSeed).deck;
  const rng = seedrandom.alea(`tac|${ruleSeed}|${seed}`);
  return deal === 'easy' ? easyBomb(rng, deck, o) : classicBomb(rng, deck, o, deal === 'hard');
}

/** True when some filter chooses among bombs (swap, solution counts, kinds); the deal and a serial do not. */
function chooses(f: GenerateFilters): boolean {
  return (
    (f.swap !== undefined && f.swap !== 'either') ||
    f.minSolutions !== undefined ||
    f.maxSolutions !== undefined ||
    !!f.includeKinds?.length ||
    !!f.excludeKinds?.length
  );
}

/** True when a dealt bomb passes the filters that choose (see `chooses`). */
function passes(d: Dealt, filters: GenerateFilters): boolean {
  if (filters.swap === 'required' && !d.swap) return false;
  if (filters.swap === 'forbidden' && d.swap) return false;
  const excluded = filters.excludeKinds;
  if (
    excluded?.length &&
    (d.hand.some((c) => excluded.includes(c.kind)) || (d.swap && excluded.includes(d.swap.card.kind)))
  )
    return false;
  if (filters.includeKinds?.some((k) => !d.played.some((c) => c.kind === k))) return false;
  if (filters.minSolutions !== undefined || filters.maxSolutions !== undefined) {
    const n = countSolutions(d.pos, d.seat, d.played);
    if (n < (filters.minSolutions ?? 0) || n > (filters.maxSolutions ?? Infinity)) return false;
  }
  return true;
}

/**
 * The seed of candidate `j` (1-based) of a filtered generation of `seed`: the seed itself, then
 * `S.2`, `S.3`, … (`kb#1`, `kb#1.2`, …). A seed too long for the suffix is cut first (between
 * code points), so that every candidate keeps MAX_SEED_LENGTH and any door takes it back.
 */
function candidateSeed(seed: string, j: number): string {
  if (j === 1) return seed;
  const suffix = `.${j}`;
  if (seed.length + suffix.length <= MAX_SEED_LENGTH) return seed + suffix;
  const points = Array.from(seed);
  if (points.length + suffix.length <= MAX_SEED_LENGTH) return seed + suffix;
  return points.slice(0, MAX_SEED_LENGTH - suffix.length).join('') + suffix;
}

/**
 * Generates the bomb of a seed (RULES.md §9) with the deal `filters.deal` (default classic) and
 * the serial `filters.serial` (default drawn). The other filters (swap, solution counts, kinds)
 * choose among bombs, never change how one is dealt: candidate j is the bomb of its own seed
 * `candidateSeed(seed, j)` (`S`, `S.2`, …), and the first that passes is returned with that seed,
 * so that the printed seed deals exactly this bomb at every door without the filters (CLI.md:
 * `index.html?seed=S`; issue 25). The deal and a fixed serial must be given again.
 * @param seed any string (CLI.md: bomb i of `--count` uses `S#i`).
 * @param ruleSeed integer 1 … 2147483647 (RULES.md §4).
 * @throws RangeError for a bad rule seed or deal; NoBombError when the filters match nothing
 *   within MAX_ATTEMPTS candidates (or cannot match anything).
 */
export function generateBomb(seed: string, ruleSeed = 1, filters: GenerateFilters = {}): Bomb {
  const deal = filters.deal ?? DEFAULT_DEAL;
  if (!isDeal(deal)) throw new RangeError(`deal must be ${DEAL_WORDS}, not ${quote(String(deal))}`);
  checkFilters(ruleSeed, filters);
  const choosing = chooses(filters);
  const how: DealOptions = { serial: filters.serial, swap: filters.swap ?? 'either' };
  for (let j = 1; j <= (choosing ? MAX_ATTEMPTS : 1); j++) {
    const s = candidateSeed(seed, j);
    const d = dealOfSeed(s, ruleSeed, deal, how);
    if (d && (!choosing || passes(d, filters))) return bombOf(s, ruleSeed, d);
  }
  if (!choosing) throw new NoBombError(`the ${deal} deal found no bomb within ${MAX_ATTEMPTS} candidates`);
  const last = candidateSeed(seed, MAX_ATTEMPTS);
  throw new NoBombError(
    `no bomb matches the filters within ${MAX_ATTEMPTS} candidates (the bombs of the seeds ${quote(seed, 20)}, ${quote(candidateSeed(seed, 2), 20)} … ${quote(last, 20)})`,
  );
}

/** The bomb of a dealt position: the names of RULES.md §5 and the solution's action words. */
function bombOf(seed: string, ruleSeed: number, d: Dealt): Bomb {
  const { pos, serial, swap } = d;
  const located = { opponent1: pieceAt(pos, 1), partner: pieceAt(pos, 2), opponent2: pieceAt(pos, 3) };
  const actions = playsToActions(d.plays);
  return {
    seed,
    ruleSeed,
    serial,
    seat: d.seat,
    colors: d.colors,
    names: namesFor(serial, ruleSeed, pieceAt(pos, 0), located),
    state: unpackBoard(d.seat, pos),
    hand: d.hand,
    swap,
    solution: swap ? ['tac', ...actions] : actions,
  };
}

/** A bomb in the JSON shape of CLI.md (card codes instead of Card objects). */
export function bombToJson(b: Bomb): Record<string, unknown> {
  return {
    seed: b.seed,
    ruleSeed: b.ruleSeed,
    serial: b.serial,
    seat: b.seat,
    colors: b.colors,
    names: b.names,
    state: b.state,
    hand: b.hand.map((c) => c.code),
    swap: b.swap ? { slot: b.swap.slot, card: b.swap.card.code } : null,
    solution: b.solution,
  };
}
