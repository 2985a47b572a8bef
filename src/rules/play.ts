/**
 * Card play (RULES.md §6) on packed positions (see `position.ts`). This file is the one place
 * the card rules live: the module reducer, the solver and the generator all call it.
 *
 * A play is a card, the choices made at each option the module offers (`'l'` / `'r'`, RULES.md
 * §7) and, for the Trickster, the pair of pieces to exchange. The result is the new packed
 * position or a negative strike code.
 */
import type { Card } from './cards';
import { AWAY } from './position';
import type { StrikeReason } from './strikeReasons';

export { STRIKE_REASONS, type StrikeReason } from './strikeReasons';

/** Negative result codes of `resolvePlay` for the strikes a card play itself can cause. */
export const MOVE_ACROSS_PIECE = -1;
export const CAPTURE_PARTNER = -2;
export const TRICKSTER_CAPTURED_PIECE = -3;

/** The strike reason of a negative `resolvePlay` result. */
export function strikeOfCode(code: number): StrikeReason {
  return code === MOVE_ACROSS_PIECE
    ? 'move-across-piece'
    : code === CAPTURE_PARTNER
      ? 'capture-partner'
      : 'trickster-captured-piece';
}

/** An option button: `'l'` left (move / pass), `'r'` right (discard / enter home), RULES.md §7. */
export type Choice = 'l' | 'r';
/** What the module asks while a card waits: the diamond choice, the home choice, or two LEDs. */
export type Ask = 'diamond' | 'home' | 'leds';

// Bit masks of the intervening spaces: CW[p * 16 + n] has the bits of p+1 … p+n−1 (mod 32),
// CCW likewise for p−1 … p−n+1.
const CW = new Int32Array(32 * 16);
const CCW = new Int32Array(32 * 16);
for (let p = 0; p < 32; p++) {
  for (let n = 1; n < 16; n++) {
    let cw = 0;
    let ccw = 0;
    for (let i = 1; i < n; i++) {
      cw |= 1 << ((p + i) & 31);
      ccw |= 1 << ((p - i) & 31);
    }
    CW[p * 16 + n] = cw;
    CCW[p * 16 + n] = ccw;
  }
}

/** Bit mask of the track spaces held by the three other pieces of a packed position. */
function othersMask(pos: number): number {
  let m = 0;
  const a = (pos >>> 6) & 63;
  const b = (pos >>> 12) & 63;
  const c = (pos >>> 18) & 63;
  if (a < 32) m |= 1 << a;
  if (b < 32) m |= 1 << b;
  if (c < 32) m |= 1 << c;
  return m;
}

/** Direction of a card's move: −1 for a reverse card, +1 otherwise (RULES.md §6). */
function direction(card: Card): number {
  return card.kind === 'reverse' ? -1 : 1;
}

/**
 * True when a number card's move would land one step past your start in its direction of
 * travel, so that the module offers the home choice (RULES.md §6 "Home choice").
 * @param start your start space (8 × your seat).
 */
function offersHome(pos: number, start: number, card: Card): boolean {
  if (card.value === 0) return false;
  const d = direction(card);
  return (((pos & 63) + card.value * d - (start + d)) & 31) === 0;
}

/**
 * The option the module asks for next while `card` waits with `choices` made so far
 * (RULES.md §6–7), or `null` when the card can be played.
 */
export function nextAsk(pos: number, start: number, card: Card, choices: readonly Choice[]): Ask | null {
  switch (card.kind) {
    case 'warrior':
      return null;
    case 'trickster':
      return 'leds';
    case 'diamond':
      if (choices.length === 0) return 'diamond';
      if (choices[0] === 'r') return null;
      return choices.length === 1 && offersHome(pos, start, card) ? 'home' : null;
    default:
      return choices.length === 0 && offersHome(pos, start, card) ? 'home' : null;
  }
}

/** Moves your pawn from a number card (regular, reverse, diamond "move"); RULES.md §6. */
function moveNumber(pos: number, n: number, d: number, enter: boolean): number {
  const y = pos & 63;
  const range = d > 0 ? CW[y * 16 + n]! : CCW[y * 16 + n]!;
  if (othersMask(pos) & range) return MOVE_ACROSS_PIECE;
  if (enter) return (pos & ~63) | AWAY;
  return land(pos, (y + n * d) & 31);
}

/** Your pawn lands on `space`: the partner there strikes, an opponent there is captured. */
function land(pos: number, space: number): number {
  if (((pos >>> 12) & 63) === space) return CAPTURE_PARTNER;
  if (((pos >>> 6) & 63) === space) pos = (pos & ~(63 << 6)) | (AWAY << 6);
  else if (((pos >>> 18) & 63) === space) pos = (pos & ~(63 << 18)) | (AWAY << 18);
  return (pos & ~63) | space;
}

/** Single steps (RULES.md §6): every piece passed is captured, the partner strikes. */
function singleSteps(pos: number, n: number, enter: boolean): number {
  const y = pos & 63;
  const range = CW[y * 16 + n]!;
  const partner = (pos >>> 12) & 63;
  if (range & (1 << partner)) return CAPTURE_PARTNER;
  const o1 = (pos >>> 6) & 63;
  const o2 = (pos >>> 18) & 63;
  if (o1 < 32 && range & (1 << o1)) pos = (pos & ~(63 << 6)) | (AWAY << 6);
  if (o2 < 32 && range & (1 << o2)) pos = (pos & ~(63 << 18)) | (AWAY << 18);
  if (enter) return (pos & ~63) | AWAY;
  return land(pos, (y + n) & 31);
}

/** Warrior (RULES.md §6): to the first piece clockwise beyond you, capturing it. */
function warrior(pos: number): number {
  const y = pos & 63;
  const m = othersMask(pos);
  // Rotate the occupancy so that bit 0 is the space after yours; the lowest set bit is the
  // target (the partner is always on the track, so there is one).
  const k = (y + 1) & 31;
  const rotated = k === 0 ? m : (m >>> k) | (m << (32 - k));
  return land(pos, (k + 31 - Math.clz32(rotated & -rotated)) & 31);
}

/** Trickster (RULES.md §6): pieces a and b (0 you … 3 opponent 2) exchange spaces. */
function trickster(pos: number, a: number, b: number): number {
  const fa = (pos >>> (6 * a)) & 63;
  const fb = (pos >>> (6 * b)) & 63;
  if (fa === AWAY || fb === AWAY) return TRICKSTER_CAPTURED_PIECE;
  pos = (pos & ~(63 << (6 * a))) | (fb << (6 * a));
  return (pos & ~(63 << (6 * b))) | (fa << (6 * b));
}

/**
 * Resolves one play (RULES.md §6) from a packed position with your pawn on the track.
 * @param start your start space (8 × your seat).
 * @param choices the option choices in the order asked (see `nextAsk`); must be complete.
 * @param pair for the Trickster, the two distinct pieces (0 you … 3 opponent 2) to exchange.
 * @returns the new packed position (your field AWAY when you entered home), or a negative
 *   strike code (`MOVE_ACROSS_PIECE`, `CAPTURE_PARTNER`, `TRICKSTER_CAPTURED_PIECE`).
 * Discarding a diamond returns `pos` unchanged.
 */
export function resolvePlay(
  pos: number,
  start: number,
  card: Card,
  choices: readonly Choice[],
  pair?: readonly [number, number],
): number {
  switch (card.kind) {
    case 'warrior':
      return warrior(pos);
    case 'trickster':
      if (!pair) throw new TypeError('resolvePlay: the Trickster needs a pair of pieces');
      return trickster(pos, pair[0], pair[1]);
    case 'diamond':
      if (choices[0] === 'r') return pos;
      return moveNumber(pos, card.value, 1, choices[1] === 'r');
    case 'single':
      return singleSteps(pos, card.value, choices[0] === 'r');
    default:
      return moveNumber(pos, card.value, direction(card), choices[0] === 'r');
  }
}

/** The six unordered Trickster pairs of pieces, in a fixed order. */
export const PAIRS: readonly (readonly [number, number])[] = [
  [0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3],
]; // prettier-ignore

/**
 * Play variants for the solver: a variant id names the choices of one play.
 * 0 no choice; 1 discard (r); 2 move (l); 3 move, pass (l l); 4 move, enter (l r);
 * 5 pass (l); 6 enter (r); 8 + i Trickster pair PAIRS[i].
 */
export const VARIANT_CHOICES: readonly (readonly Choice[])[] = [
  [],
  ['r'],
  ['l'],
  ['l', 'l'],
  ['l', 'r'],
  ['l'],
  ['r'],
  [],
];

/**
 * Writes every non-striking outcome of playing `card` from `pos` into `out` as pairs
 * (new position, variant id) and returns the number of pairs. The order is the module's:
 * left before right, Trickster pairs in PAIRS order. `out` needs room for 12 numbers.
 */
export function outcomes(pos: number, start: number, card: Card, out: Int32Array): number {
  switch (card.kind) {
    case 'warrior':
      return put(out, 0, warrior(pos), 0);
    case 'trickster': {
      let n = 0;
      for (let i = 0; i < 6; i++) n = put(out, n, trickster(pos, PAIRS[i]![0], PAIRS[i]![1]), 8 + i);
      return n;
    }
    case 'diamond': {
      let n = 0;
      if (offersHome(pos, start, card)) {
        n = put(out, n, moveNumber(pos, card.value, 1, false), 3);
        n = put(out, n, moveNumber(pos, card.value, 1, true), 4);
      } else {
        n = put(out, n, moveNumber(pos, card.value, 1, false), 2);
      }
      return put(out, n, pos, 1);
    }
    case 'single':
      if (!offersHome(pos, start, card)) return put(out, 0, singleSteps(pos, card.value, false), 0);
      return put(out, put(out, 0, singleSteps(pos, card.value, false), 5), singleSteps(pos, card.value, true), 6);
    default: {
      const d = direction(card);
      if (!offersHome(pos, start, card)) return put(out, 0, moveNumber(pos, card.value, d, false), 0);
      return put(out, put(out, 0, moveNumber(pos, card.value, d, false), 5), moveNumber(pos, card.value, d, true), 6);
    }
  }
}

/**
 * The variant id with which `card` brings your pawn home from `pos` without a strike (4 for a
 * diamond's move-and-enter, 6 for the home choice of other number cards), or 0 when it cannot.
 * The same answer as scanning `outcomes` for a result with your pawn AWAY, without computing
 * the other outcomes: the solver's last card only matters if it goes home (RULES.md §7–8).
 */
export function entersHome(pos: number, start: number, card: Card): number {
  if (card.value === 0 || !offersHome(pos, start, card)) return 0;
  if (card.kind === 'single') return singleSteps(pos, card.value, true) >= 0 ? 6 : 0;
  const ok = moveNumber(pos, card.value, direction(card), true) >= 0;
  return ok ? (card.kind === 'diamond' ? 4 : 6) : 0;
}

/** Appends (result, variant) at out[n] unless the result is a strike; returns the new length. */
function put(out: Int32Array, n: number, result: number, variant: number): number {
  if (result < 0) return n;
  out[n] = result;
  out[n + 1] = variant;
  return n + 2;
}
