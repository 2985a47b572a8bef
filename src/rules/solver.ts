/**
 * The solver (RULES.md §8): is a hand winnable from a position, how many solutions it has, and
 * one solution as the module's action words.
 *
 * A solution is an order of plays, each with its option choices and, for the Trickster, the
 * unordered pair of seats; equal cards in different slots count separately. Counting walks
 * each distinct remaining card once and multiplies by its multiplicity, and memoises
 * (position, remaining slots) within one solve.
 */
import { LED_NAMES, startOf, type Seat } from './board';
import type { Card } from './cards';
import { entersHome, outcomes, PAIRS, VARIANT_CHOICES, type Choice } from './play';
import { AWAY } from './position';
import { seatOfPiece } from './bomb';

/** One play of a solution: hand slot 0–4, option choices, and Trickster seats. */
export interface Play {
  readonly slot: number;
  readonly choices: readonly Choice[];
  /** The two LED seats pressed, for the Trickster. */
  readonly leds?: readonly [Seat, Seat];
}

/** The answer of `solve`: CLI.md `tac solve`. */
interface SolveResult {
  readonly winnable: boolean;
  readonly solutionCount: number;
  /** One solution as action words (`"3"`, `"r"`, `"tl"` …), or null when not winnable. */
  readonly solution: string[] | null;
}

const MAX_HAND = 5;
const buffers = Array.from({ length: MAX_HAND + 1 }, () => new Int32Array(12));

/** Per-solve context, kept in module scope to avoid allocation on the hot path. */
let start = 0;
let cards: readonly Card[] = [];

/**
 * Memo of (position, remaining slots) → solution count for the current solve: an
 * open-addressing table reused across solves (a generation stamp empties it in O(1)).
 */
const MEMO_BITS = 13;
const MEMO_SIZE = 1 << MEMO_BITS;
const MEMO_LIMIT = (MEMO_SIZE * 3) >> 2;
const memoKeys = new Int32Array(MEMO_SIZE);
const memoVals = new Float64Array(MEMO_SIZE);
const memoGen = new Uint32Array(MEMO_SIZE);
let generation = 0;
let memoCount = 0;

function memoGet(key: number): number {
  let i = Math.imul(key, 0x9e3779b1) >>> (32 - MEMO_BITS);
  while (memoGen[i] === generation) {
    if (memoKeys[i] === key) return memoVals[i]!;
    i = (i + 1) & (MEMO_SIZE - 1);
  }
  return -1;
}

function memoSet(key: number, value: number): void {
  if (memoCount >= MEMO_LIMIT) return;
  let i = Math.imul(key, 0x9e3779b1) >>> (32 - MEMO_BITS);
  while (memoGen[i] === generation) {
    if (memoKeys[i] === key) {
      memoVals[i] = value;
      return;
    }
    i = (i + 1) & (MEMO_SIZE - 1);
  }
  memoGen[i] = generation;
  memoKeys[i] = key;
  memoVals[i] = value;
  memoCount++;
}

/** Per slot: the slots before it holding the same card, and every slot holding it. */
const earlierSame = new Int32Array(MAX_HAND);
const allSame = new Int32Array(MAX_HAND);
/** Number of set bits of a 5-bit mask. */
const POPCOUNT = Int8Array.from(
  { length: 32 },
  (_, m) => (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1) + ((m >> 4) & 1),
);

function sameCardEarlier(mask: number, slot: number): boolean {
  return (mask & earlierSame[slot]!) !== 0;
}

function multiplicity(mask: number, slot: number): number {
  return POPCOUNT[mask & allSame[slot]!]!;
}

function count(pos: number, mask: number, left: number): number {
  // The last card counts only if it brings the pawn home.
  if (left === 1) return entersHome(pos, start, cards[31 - Math.clz32(mask)]!) ? 1 : 0;
  const key = pos * 32 + mask;
  const hit = memoGet(key);
  if (hit >= 0) return hit;
  const buf = buffers[left]!;
  let total = 0;
  for (let slot = 0; slot < cards.length; slot++) {
    if (!(mask & (1 << slot)) || sameCardEarlier(mask, slot)) continue;
    const n = outcomes(pos, start, cards[slot]!, buf);
    let sub = 0;
    for (let i = 0; i < n; i += 2) {
      const next = buf[i]!;
      // Home with cards left strikes (RULES.md §7): only moves that stay on the track go on.
      if ((next & 63) !== AWAY) sub += count(next, mask & ~(1 << slot), left - 1);
    }
    if (sub) total += sub * multiplicity(mask, slot);
  }
  memoSet(key, total);
  return total;
}

/** The solution being searched: (slot, variant) per play, `depth` plays deep. */
const path = new Int32Array(2 * MAX_HAND);
let depth = 0;

/** Depth-first search for one solution; fills `path`. */
function find(pos: number, mask: number, left: number): boolean {
  if (left === 1) {
    const slot = 31 - Math.clz32(mask);
    const variant = entersHome(pos, start, cards[slot]!);
    if (!variant) return false;
    path[2 * depth] = slot;
    path[2 * depth + 1] = variant;
    return true;
  }
  const buf = buffers[left]!;
  for (let slot = 0; slot < cards.length; slot++) {
    if (!(mask & (1 << slot)) || sameCardEarlier(mask, slot)) continue;
    const n = outcomes(pos, start, cards[slot]!, buf);
    for (let i = 0; i < n; i += 2) {
      const next = buf[i]!;
      if ((next & 63) !== AWAY) {
        path[2 * depth] = slot;
        path[2 * depth + 1] = buf[i + 1]!;
        const key = next * 32 + (mask & ~(1 << slot));
        if (memoGet(key) === 0) continue;
        depth++;
        if (find(next, mask & ~(1 << slot), left - 1)) return true;
        depth--;
        memoSet(key, 0);
      }
    }
  }
  return false;
}

function setUp(seat: Seat, hand: readonly Card[]): void {
  if (hand.length < 1 || hand.length > MAX_HAND) throw new RangeError(`a hand holds 1 to 5 cards, not ${hand.length}`);
  start = startOf(seat);
  cards = hand;
  for (let i = 0; i < hand.length; i++) {
    let earlier = 0;
    let all = 0;
    for (let j = 0; j < hand.length; j++) {
      if (hand[j] !== hand[i]) continue;
      all |= 1 << j;
      if (j < i) earlier |= 1 << j;
    }
    earlierSame[i] = earlier;
    allSame[i] = all;
  }
  generation = (generation + 1) >>> 0;
  if (generation === 0) {
    memoGen.fill(0);
    generation = 1;
  }
  memoCount = 0;
}

/**
 * Number of solutions (RULES.md §8) of `hand` from the packed position `pos` (see
 * `position.ts`) for the defuser's seat. 0 when your pawn is already home.
 * @throws RangeError when the hand does not hold 1–5 cards.
 */
export function countSolutions(pos: number, seat: Seat, hand: readonly Card[]): number {
  setUp(seat, hand);
  if ((pos & 63) === AWAY) return 0;
  return count(pos, (1 << hand.length) - 1, hand.length);
}

/**
 * One solution (RULES.md §8) of `hand` from `pos`, as plays in order, or null when the hand is
 * not winnable. Stops at the first solution found, so it is much cheaper than counting.
 * @throws RangeError when the hand does not hold 1–5 cards.
 */
export function findSolution(pos: number, seat: Seat, hand: readonly Card[]): Play[] | null {
  setUp(seat, hand);
  return (pos & 63) === AWAY ? null : searchSolution(pos, seat, hand.length);
}

/** `find` from the current set-up (its memo may already hold counts) as plays, or null. */
function searchSolution(pos: number, seat: Seat, size: number): Play[] | null {
  depth = 0;
  if (!find(pos, (1 << size) - 1, size)) return null;
  const plays: Play[] = [];
  for (let i = 0; i < 2 * size; i += 2) plays.push(variantPlay(seat, path[i]!, path[i + 1]!));
  return plays;
}

/**
 * The play of hand slot `slot` (0–4) with the variant id `variant` of `outcomes` (`play.ts`):
 * its option choices, and for a Trickster pair (variant 8 + i) the two LED seats of PAIRS[i]
 * for the defuser's seat.
 */
export function variantPlay(seat: Seat, slot: number, variant: number): Play {
  if (variant >= 8) {
    const [a, b] = PAIRS[variant - 8]!;
    return { slot, choices: [], leds: [seatOfPiece(seat, a), seatOfPiece(seat, b)] };
  }
  return { slot, choices: VARIANT_CHOICES[variant]! };
}

/** True when `hand` is winnable from `pos` (RULES.md §8). */
export function isWinnable(pos: number, seat: Seat, hand: readonly Card[]): boolean {
  setUp(seat, hand);
  depth = 0;
  return (pos & 63) !== AWAY && find(pos, (1 << hand.length) - 1, hand.length);
}

/** The action words of plays (CLI.md "Actions"): slot `"1"`…`"5"`, `"l"`/`"r"`, LED names. */
export function playsToActions(plays: readonly Play[]): string[] {
  const out: string[] = [];
  for (const p of plays) {
    out.push(String(p.slot + 1), ...p.choices);
    if (p.leds) out.push(LED_NAMES[p.leds[0]], LED_NAMES[p.leds[1]]);
  }
  return out;
}

/**
 * Solves a hand completely (CLI.md `tac solve`): winnable, solution count, one solution.
 * @throws RangeError when the hand does not hold 1–5 cards.
 */
export function solve(pos: number, seat: Seat, hand: readonly Card[]): SolveResult {
  const solutionCount = countSolutions(pos, seat, hand);
  if (solutionCount === 0) return { winnable: false, solutionCount, solution: null };
  // The memo of the count is still set up: `find` skips every subtree it counted as 0.
  return { winnable: true, solutionCount, solution: playsToActions(searchSolution(pos, seat, hand.length)!) };
}
