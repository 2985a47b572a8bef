/**
 * The bomb generator (RULES.md §9): deterministic from (bomb seed string, rule seed) through
 * `seedrandom` (its Alea generator), the same in Node and every browser.
 *
 * How a bomb is dealt (the distribution the README describes):
 * 1. serial in the standard shape, LED colours shuffled over the seats, the defuser's seat;
 * 2. the four pieces on four distinct random spaces;
 * 3. (the default `forward` distribution; see GenerateFilters.distribution for `uniform`)
 *    a winning game is played *forward* with the real card rules (`play.ts`): four times a card
 *    is drawn uniformly from the rule seed's deck and one of its non-striking outcomes that does
 *    not reach home is taken at random (a card with none is drawn again); the fifth card is drawn
 *    uniformly among the deck cards that can bring the pawn home from there (none: start over);
 * 4. the five cards are dealt in a random slot order;
 * 5. half the bombs (a coin flip per bomb) get a swap: one slot is dealt a random other deck card such that the
 *    dealt hand is unwinnable (checked by a full search); TAC gives the winning card back;
 * 6. the played hand is checked forward by the solver, which also gives the bomb's `solution`.
 * The names shown are the inverse of RULES.md §5 for the chosen spaces.
 */
import seedrandom from 'seedrandom';
import { COLORS, startOf, type Color, type Seat } from './board';
import type { Card, CardKind } from './cards';
import { outcomes } from './play';
import { namesFor } from './placement';
import { AWAY, pack, pieceAt, unpackBoard, type Board } from './position';
import { ruleSet } from './ruleSeed';
import { randomSerial } from './serial';
import { countSolutions, findSolution, isWinnable, playsToActions } from './solver';

/** A bomb as `tac generate` prints it (CLI.md "Bomb"). */
export interface Bomb {
  readonly seed: string;
  readonly ruleSeed: number;
  readonly serial: string;
  readonly seat: Seat;
  /** LED colour of seats 0…3. */
  readonly colors: readonly [Color, Color, Color, Color];
  /** Names shown at seats S+1, S+2, S+3. */
  readonly names: readonly [string, string, string];
  readonly state: Board;
  readonly hand: readonly Card[];
  readonly swap: { readonly slot: number; readonly card: Card } | null;
  /** One winning sequence of action words from the dealt position ("tac" first with a swap). */
  readonly solution: readonly string[];
}

/** Designer filters (issue "Designer tools"); every field optional. */
export interface GenerateFilters {
  /** `required`: every bomb has a swap; `forbidden`: none has; default either (about half). */
  readonly swap?: 'required' | 'forbidden' | 'either';
  /** Inclusive range of the played hand's solution count (RULES.md §8). */
  readonly minSolutions?: number;
  readonly maxSolutions?: number;
  /** Card kinds that must each appear in the played hand. */
  readonly includeKinds?: readonly CardKind[];
  /** Card kinds never dealt (neither in the hand nor as the swap card). */
  readonly excludeKinds?: readonly CardKind[];
  /** A fixed serial number (normalised, six letters or digits). */
  readonly serial?: string;
  /**
   * `forward` (default): the hand of a random winning game played forward (fast; see above).
   * `uniform`: five cards drawn uniformly from the deck, kept only when winnable, so every
   * winnable deal is equally likely (about 4 times slower; harder hands, closer to the
   * original module's spread).
   */
  readonly distribution?: 'forward' | 'uniform';
}

/** How many candidate bombs a filtered generation tries before giving up. */
export const MAX_ATTEMPTS = 20000;

/** Thrown when no bomb matching the filters was found within MAX_ATTEMPTS candidates. */
export class NoBombError extends Error {}

const buf = new Int32Array(12);
const options = new Int32Array(6);
const finishers = new Int32Array(64);

function pick<T>(rng: () => number, list: readonly T[]): T {
  return list[Math.floor(rng() * list.length)]!;
}

/**
 * Plays a random winning game forward (step 3 above) from `pos`.
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
 * Generates the bomb of a seed (RULES.md §9). Without filters one candidate is almost always
 * enough; with filters, candidates are drawn from the same seeded stream until one matches.
 * @param seed any string (CLI.md: bomb i of `--count` uses `S#i`).
 * @param ruleSeed integer 1 … 2147483647 (RULES.md §4).
 * @throws RangeError for a bad rule seed; NoBombError when the filters match nothing within
 *   MAX_ATTEMPTS candidates.
 */
export function generateBomb(seed: string, ruleSeed = 1, filters: GenerateFilters = {}): Bomb {
  const rules = ruleSet(ruleSeed);
  const rng = seedrandom.alea(`tac|${ruleSeed}|${seed}`);
  const excluded = filters.excludeKinds ?? [];
  const deck = excluded.length ? rules.deck.filter((c) => !excluded.includes(c.kind)) : rules.deck;
  if (!deck.some((c) => c.kind !== 'warrior' && c.kind !== 'trickster')) {
    throw new NoBombError('the filters exclude every number card, and only a number card brings the pawn home');
  }
  const required = new Set(filters.includeKinds ?? []);
  if (required.size > 5) {
    throw new NoBombError(`the filters require ${required.size} card kinds in the hand, but a hand holds five cards`);
  }
  const clash = [...required].find((k) => excluded.includes(k));
  if (clash) throw new NoBombError(`the filters both require and exclude ${clash} cards`);
  if (
    filters.minSolutions !== undefined &&
    filters.maxSolutions !== undefined &&
    filters.minSolutions > filters.maxSolutions
  ) {
    throw new NoBombError(
      `the least solution count (${filters.minSolutions}) is above the most (${filters.maxSolutions})`,
    );
  }
  const swapMode = filters.swap ?? 'either';
  // Decided once per bomb, so that a candidate whose hand admits no swap does not tilt the share.
  const wantSwap = swapMode === 'required' || (swapMode === 'either' && rng() < 0.5);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const serial = filters.serial ?? randomSerial(rng);
    const colors = shuffled(rng, COLORS) as [Color, Color, Color, Color];
    const seat = Math.floor(rng() * 4) as Seat;
    const start = startOf(seat);
    const spaces: number[] = [];
    while (spaces.length < 4) {
      const s = Math.floor(rng() * 32);
      if (!spaces.includes(s)) spaces.push(s);
    }
    const pos = pack(spaces[0]!, spaces[1]!, spaces[2]!, spaces[3]!);
    let played: Card[];
    if (filters.distribution === 'uniform') {
      played = Array.from({ length: 5 }, () => pick(rng, deck));
      if (!isWinnable(pos, seat, played)) continue;
    } else {
      const game = winningGame(rng, pos, start, deck);
      if (!game) continue;
      played = shuffled(rng, game);
    }

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

    if (filters.includeKinds?.some((k) => !played.some((c) => c.kind === k))) continue;
    if (filters.minSolutions !== undefined || filters.maxSolutions !== undefined) {
      const n = countSolutions(pos, seat, played);
      if (n < (filters.minSolutions ?? 0) || n > (filters.maxSolutions ?? Infinity)) continue;
    }

    const plays = findSolution(pos, seat, played);
    if (!plays) throw new Error(`generator: seed ${JSON.stringify(seed)} dealt an unwinnable hand (a bug)`);
    const located = { opponent1: pieceAt(pos, 1), partner: pieceAt(pos, 2), opponent2: pieceAt(pos, 3) };
    return {
      seed,
      ruleSeed,
      serial,
      seat,
      colors,
      names: namesFor(serial, ruleSeed, spaces[0]!, located),
      state: unpackBoard(seat, pos),
      hand,
      swap,
      solution: swap ? ['tac', ...playsToActions(plays)] : playsToActions(plays),
    };
  }
  throw new NoBombError(`no bomb matches the filters within ${MAX_ATTEMPTS} candidates`);
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
