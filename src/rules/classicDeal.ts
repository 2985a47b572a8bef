/**
 * The classic deal (RULES.md §10, steps 2–6): how the original module deals, made sound. From
 * an end state with your pawn home, the partner on a random space and both opponents captured,
 * five random cards are un-played (`unplay.ts`), the last un-play putting both opponents back
 * on the track; the five cards, shuffled, are the hand, and the un-plays reversed are a winning
 * line that captures both opponents. Then the swap, and the forward check with the solver.
 *
 * One call is one try of steps 2–6; `null` means "go back to step 2" (the caller draws again
 * with the same seat and the same coin, RULES.md §10 step 1). Buffers are reused across calls:
 * a try that stops at an empty un-play list allocates nothing; a full one allocates only its
 * hands and the returned candidate.
 */
import type { Card } from './cards';
import { outcomes } from './play';
import { AWAY, pack } from './position';
import { isWinnable } from './solver';
import { MAX_UNPLAYS, unplays } from './unplay';

/** One dealt candidate: the initial position, the played and dealt hands, the swap. */
interface ClassicCandidate {
  /** The bomb's initial packed position (all four pieces on the track). */
  readonly pos: number;
  /** The hand that is played (after the swap, if any). */
  readonly played: readonly Card[];
  /** The dealt hand (equal to `played` without a swap). */
  readonly hand: readonly Card[];
  readonly swap: { readonly slot: number; readonly card: Card } | null;
}

const HAND = 5;
const unplayBuf = new Int32Array(MAX_UNPLAYS);
const outcomeBuf = new Int32Array(12);
/** states[0] is the end state, states[i] the state before the i-th un-played card. */
const states = new Int32Array(HAND + 1);
/** The drawn cards, card 1 of the draw (un-played first, played last) at index 0. */
const drawn: Card[] = [];
/** slotOf[i]: the hand slot of drawn card i after the shuffle (step 4). */
const slotOf = new Int32Array(HAND);
const order = new Int32Array(HAND);

/** Both opponents on the track. */
function opponentsOnTrack(pos: number): boolean {
  return ((pos >>> 6) & 63) !== AWAY && ((pos >>> 18) & 63) !== AWAY;
}

/** Fisher–Yates shuffle of `order` = 0 … 4, with `rng`. */
function shuffleOrder(rng: () => number): void {
  for (let i = 0; i < HAND; i++) order[i] = i;
  for (let i = HAND - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const t = order[i]!;
    order[i] = order[j]!;
    order[j] = t;
  }
}

/**
 * Steps 2–3: draws five cards and the end state, and un-plays the cards.
 * @returns the initial position, or -1 when some un-play list was empty.
 */
function unplayFive(rng: () => number, deck: readonly Card[], start: number): number {
  for (let i = 0; i < HAND; i++) drawn[i] = deck[Math.floor(rng() * deck.length)]!;
  const partner = Math.floor(rng() * 32);
  states[0] = pack(AWAY, AWAY, partner, AWAY);
  for (let i = 0; i < HAND; i++) {
    let n = unplays(states[i]!, start, drawn[i]!, unplayBuf);
    if (i === HAND - 1) {
      let kept = 0;
      for (let j = 0; j < n; j++) if (opponentsOnTrack(unplayBuf[j]!)) unplayBuf[kept++] = unplayBuf[j]!;
      n = kept;
    }
    if (n === 0) return -1;
    states[i + 1] = unplayBuf[Math.floor(rng() * n)]!;
  }
  return states[HAND]!;
}

/**
 * One try of RULES.md §10 steps 2–6 for the defuser's seat (your start `start` = 8 × seat).
 * @param deck the cards to draw from (the rule seed's deck, less excluded kinds).
 * @param withSwap the coin of step 1.
 * @returns the candidate, or null to go back to step 2.
 */
export function dealClassic(
  rng: () => number,
  deck: readonly Card[],
  seat: 0 | 1 | 2 | 3,
  withSwap: boolean,
): ClassicCandidate | null {
  const pos = unplayFive(rng, deck, seat * 8);
  if (pos < 0) return null;
  // Step 4: drawn card i goes to slot slotOf[i].
  shuffleOrder(rng);
  const played: Card[] = new Array<Card>(HAND);
  for (let slot = 0; slot < HAND; slot++) {
    played[slot] = drawn[order[slot]!]!;
    slotOf[order[slot]!] = slot;
  }
  let hand: Card[] = played;
  let swap: ClassicCandidate['swap'] = null;
  if (withSwap) {
    // Step 5: one card, the slots in a random order, the first that makes the hand unwinnable.
    const card = deck[Math.floor(rng() * deck.length)]!;
    shuffleOrder(rng);
    for (let i = 0; i < HAND && !swap; i++) {
      const slot = order[i]!;
      if (played[slot] === card) continue; // the same hand, which is winnable
      const dealt = played.slice();
      dealt[slot] = card;
      if (!isWinnable(pos, seat, dealt)) {
        hand = dealt;
        swap = { slot, card: played[slot]! };
      }
    }
    if (!swap) return null;
  }
  // Step 6: the forward check with the solver (RULES.md §8–9).
  if (!isWinnable(pos, seat, played)) return null;
  return { pos, played, hand, swap };
}

/**
 * The winning line of the last successful `dealClassic` call: the un-plays reversed, as
 * (hand slot, play variant) pairs in play order (variant ids of `outcomes`, `play.ts`). Each
 * play is checked with the real rules: `outcomes` of the card from the state before must give
 * the state after.
 * @param start your start space (8 × seat) of that call.
 * @throws Error when an un-play does not match the real play (a bug: tests/unit/unplay.test.ts).
 */
export function classicLine(start: number): Array<[slot: number, variant: number]> {
  const line: Array<[number, number]> = [];
  for (let i = HAND - 1; i >= 0; i--) {
    const n = outcomes(states[i + 1]!, start, drawn[i]!, outcomeBuf);
    let variant = -1;
    for (let j = 0; j < n && variant < 0; j += 2) if (outcomeBuf[j] === states[i]) variant = outcomeBuf[j + 1]!;
    if (variant < 0) throw new Error(`classic deal: the un-play of ${drawn[i]!.code} does not match its play (a bug)`);
    line.push([slotOf[i]!, variant]);
  }
  return line;
}
