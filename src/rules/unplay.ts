/**
 * Un-plays of the classic deal (RULES.md §10): the positions from which playing a card can give
 * a position, exactly as the list of RULES.md §10 spells them out per card kind, on the packed
 * positions of `position.ts` (piece k at bits 6k…6k+5; AWAY = your pawn home or an opponent
 * captured).
 *
 * Every un-play listed here, played forward with the real rules (`outcomes` of `play.ts`), gives
 * back the position it was un-played from (tests/unit/unplay.test.ts checks it over thousands of
 * random positions). It is the original module's list with its one flaw removed (its single
 * steps also moved an opponent that was on the track, RULES.md §9, which is no predecessor since
 * single steps capture every opponent they pass). An exhaustive check (every packed position of
 * seats 0 and 3, every card) found the list to be exactly the set of real predecessors: none
 * missing, none extra, none twice.
 */
import type { Card } from './cards';
import { PAIRS } from './play';
import { AWAY } from './position';

/**
 * Room an output buffer of `unplays` needs: the most un-plays of one card is 183 (13 single
 * steps from a track space with both opponents captured: 1 + 2·13 + 13·12).
 */
export const MAX_UNPLAYS = 192;

/** `pos` with piece k's field set to `value` (a space 0–31 or AWAY). */
function setPiece(pos: number, k: number, value: number): number {
  const shift = 6 * k;
  return (pos & ~(63 << shift)) | (value << shift);
}

/** Bit mask of the track spaces holding any piece (your pawn included). */
function occupied(pos: number): number {
  let m = 0;
  for (let k = 0; k < 4; k++) {
    const f = (pos >>> (6 * k)) & 63;
    if (f !== AWAY) m |= 1 << f;
  }
  return m;
}

/**
 * True when the `n` spaces from, from − d, …, from − (n−1)·d (mod 32) hold no piece of `taken`.
 */
function freeBackwards(taken: number, from: number, n: number, d: number): boolean {
  for (let i = 0; i < n; i++) if (taken & (1 << ((from - i * d) & 31))) return false;
  return true;
}

/**
 * Writes every un-play of `card` from the packed position `pos` into `out` (the positions
 * before the card was played, RULES.md §10) and returns how many there are. Your pawn is
 * home (AWAY) or on the track; the partner is on the track; opponents on the track or captured.
 * @param start your start space (8 × your seat, RULES.md §1).
 * @param out room for MAX_UNPLAYS positions.
 * @returns the number of un-plays written (0 when the card cannot have been played last).
 */
export function unplays(pos: number, start: number, card: Card, out: Int32Array): number {
  switch (card.kind) {
    case 'warrior':
      return unplayWarrior(pos, out);
    case 'trickster':
      return unplayTrickster(pos, out);
    case 'single':
      return unplaySingleSteps(pos, start, card.value, out);
    default:
      return unplayNumber(pos, start, card, out);
  }
}

/**
 * Number card N, regular, reverse (d = −1) or diamond (RULES.md §10): a diamond not home may have
 * been discarded; from home, it entered from start − (N−1)·d over start … start − (N−1)·d; from
 * p, it came from p − N·d over free spaces, landing on p empty or on a captured opponent.
 */
function unplayNumber(pos: number, start: number, card: Card, out: Int32Array): number {
  const n = card.value;
  const d = card.kind === 'reverse' ? -1 : 1;
  const you = pos & 63;
  const taken = occupied(pos);
  let k = 0;
  if (you === AWAY) {
    if (freeBackwards(taken, start, n, d)) out[k++] = setPiece(pos, 0, (start - (n - 1) * d) & 31);
    return k;
  }
  if (card.kind === 'diamond') out[k++] = pos;
  if (!freeBackwards(taken, you - d, n, d)) return k;
  const before = setPiece(pos, 0, (you - n * d) & 31);
  out[k++] = before;
  if (((pos >>> 6) & 63) === AWAY) out[k++] = setPiece(before, 1, you);
  if (((pos >>> 18) & 63) === AWAY) out[k++] = setPiece(before, 3, you);
  return k;
}

/**
 * Single steps N (RULES.md §10): you came from q = start − (N−1) (home) or q = p − N over free
 * spaces; any captured opponent may have stood on one of the k = N−1 (home) or N spaces after q
 * (each alone on each space, and both on two different spaces).
 */
function unplaySingleSteps(pos: number, start: number, n: number, out: Int32Array): number {
  const you = pos & 63;
  const home = you === AWAY;
  const from = home ? start : you - 1;
  if (!freeBackwards(occupied(pos), from, n, 1)) return 0;
  const q = home ? (start - (n - 1)) & 31 : (you - n) & 31;
  const span = home ? n - 1 : n;
  const before = setPiece(pos, 0, q);
  let k = 0;
  out[k++] = before;
  const o1 = ((pos >>> 6) & 63) === AWAY;
  const o2 = ((pos >>> 18) & 63) === AWAY;
  if (o1) for (let i = 1; i <= span; i++) out[k++] = setPiece(before, 1, (q + i) & 31);
  if (o2) for (let i = 1; i <= span; i++) out[k++] = setPiece(before, 3, (q + i) & 31);
  if (o1 && o2) {
    for (let i = 1; i <= span; i++) {
      const with1 = setPiece(before, 1, (q + i) & 31);
      for (let j = 1; j <= span; j++) if (j !== i) out[k++] = setPiece(with1, 3, (q + j) & 31);
    }
  }
  return k;
}

/**
 * Warrior (RULES.md §10): none from home or with both opponents on the track; otherwise you
 * stood on a free space s found going backwards from p − 1 (up to the first piece), and a
 * captured opponent stood on p.
 */
function unplayWarrior(pos: number, out: Int32Array): number {
  const you = pos & 63;
  const o1 = ((pos >>> 6) & 63) === AWAY;
  const o2 = ((pos >>> 18) & 63) === AWAY;
  if (you === AWAY || (!o1 && !o2)) return 0;
  const taken = occupied(pos);
  let k = 0;
  // The partner is always on the track, so the walk stops before it comes round to p.
  for (let s = (you - 1) & 31; !(taken & (1 << s)); s = (s - 1) & 31) {
    const before = setPiece(pos, 0, s);
    if (o1) out[k++] = setPiece(before, 1, you);
    if (o2) out[k++] = setPiece(before, 3, you);
  }
  return k;
}

/**
 * Trickster (RULES.md §10): none from home; otherwise any two pieces on the track (yours
 * included) exchanged spaces, in the order of `PAIRS`.
 */
function unplayTrickster(pos: number, out: Int32Array): number {
  if ((pos & 63) === AWAY) return 0;
  let k = 0;
  for (const [a, b] of PAIRS) {
    const fa = (pos >>> (6 * a)) & 63;
    const fb = (pos >>> (6 * b)) & 63;
    if (fa === AWAY || fb === AWAY) continue;
    out[k++] = setPiece(setPiece(pos, a, fb), b, fa);
  }
  return k;
}
