/**
 * Every solution of a hand (RULES.md §8) listed as action words, and the difficulty figures the
 * designer shows: solution count, fewest captures needed, Trickster use.
 *
 * The rules solver (`src/rules/solver.ts`) only counts solutions and finds one; this module
 * enumerates them with the same card rules (`outcomes()` of `src/rules/play.ts`), so that its
 * count equals `countSolutions` (checked by tests/unit/designerSolutions.test.ts). Equal cards in
 * different slots count separately, as RULES.md §8 says.
 */
import { LED_NAMES, startOf, type Seat } from '../../rules/board';
import type { Card } from '../../rules/cards';
import { outcomes, PAIRS, VARIANT_CHOICES } from '../../rules/play';
import { AWAY, pieceAt } from '../../rules/position';
import { seatOfPiece } from '../../rules/bomb';

/** How many solutions the designer lists at most; the count is always exact. */
export const SOLUTION_LIST_CAP = 500;

/** Difficulty figures of a hand from a position (issue "Designer tools"). */
export interface Difficulty {
  /** Number of solutions (RULES.md §8). */
  readonly solutionCount: number;
  /** Fewest opponents captured over all solutions; null when there is no solution. */
  readonly minCaptures: number | null;
  /** Most opponents captured over all solutions; null when there is no solution. */
  readonly maxCaptures: number | null;
  /** How many solutions play the Trickster (0 when the hand holds none). */
  readonly tricksterSolutions: number;
  /** 'every' / 'some' / 'none' of the solutions play the Trickster; 'none' without solutions. */
  readonly tricksterUse: 'every' | 'some' | 'none';
}

/** The listed solutions of a hand. */
interface SolutionList {
  /** Solutions as action words (`"3"`, `"r"`, `"tl"` …), in the module's order of choice. */
  readonly solutions: string[][];
  /** Opponents captured by each listed solution (parallel to `solutions`). */
  readonly captures: number[];
  /** True when more solutions exist than were listed. */
  readonly truncated: boolean;
}

const MAX_HAND = 5;

/** The action words of one play: slot, option choices, Trickster LEDs (CLI.md "Actions"). */
function playWords(seat: Seat, slot: number, variant: number): string[] {
  if (variant >= 8) {
    const [a, b] = PAIRS[variant - 8]!;
    return [String(slot + 1), LED_NAMES[seatOfPiece(seat, a)], LED_NAMES[seatOfPiece(seat, b)]];
  }
  return [String(slot + 1), ...VARIANT_CHOICES[variant]!];
}

function checkHand(hand: readonly Card[]): void {
  if (hand.length < 1 || hand.length > MAX_HAND) throw new RangeError(`a hand holds 1 to 5 cards, not ${hand.length}`);
}

/**
 * Lists the solutions (RULES.md §8) of `hand` from the packed position `pos` (see
 * `src/rules/position.ts`) as action words, depth first in slot order and the module's option
 * order, stopping after `limit`.
 * @throws RangeError when the hand does not hold 1–5 cards.
 */
export function listSolutions(pos: number, seat: Seat, hand: readonly Card[], limit = SOLUTION_LIST_CAP): SolutionList {
  checkHand(hand);
  const start = startOf(seat);
  const solutions: string[][] = [];
  const captures: number[] = [];
  const before = awayOpponents(pos);
  const words: string[][] = [];
  const bufs = Array.from({ length: MAX_HAND + 1 }, () => new Int32Array(12));
  let truncated = false;
  const walk = (p: number, mask: number, left: number): void => {
    const buf = bufs[left]!;
    for (let slot = 0; slot < hand.length; slot++) {
      if (!(mask & (1 << slot))) continue;
      const n = outcomes(p, start, hand[slot]!, buf);
      // Copy: the recursion below reuses deeper buffers only, but keep this level's pairs safe.
      const pairs = Array.from(buf.subarray(0, n));
      for (let i = 0; i < n; i += 2) {
        const next = pairs[i]!;
        const home = (next & 63) === AWAY;
        if (left === 1 ? !home : home) continue;
        words.push(playWords(seat, slot, pairs[i + 1]!));
        if (left === 1) {
          if (solutions.length >= limit) truncated = true;
          else {
            solutions.push(words.flat());
            captures.push(awayOpponents(next) - before);
          }
        } else walk(next, mask & ~(1 << slot), left - 1);
        words.pop();
        if (truncated) return;
      }
    }
  };
  if ((pos & 63) !== AWAY) walk(pos, (1 << hand.length) - 1, hand.length);
  return { solutions, captures, truncated };
}

/** Opponents off the track in a packed position. */
function awayOpponents(pos: number): number {
  return (pieceAt(pos, 1) === AWAY ? 1 : 0) + (pieceAt(pos, 3) === AWAY ? 1 : 0);
}

interface Node {
  count: number;
  minAway: number;
  maxAway: number;
  withTrickster: number;
}

/**
 * The difficulty figures of `hand` from `pos` (RULES.md §8): solution count, fewest and most
 * captures over all solutions, and how many solutions play the Trickster. Exact for any hand
 * (memoised on position and remaining slots; no listing).
 * @throws RangeError when the hand does not hold 1–5 cards.
 */
export function analyseHand(pos: number, seat: Seat, hand: readonly Card[]): Difficulty {
  checkHand(hand);
  const start = startOf(seat);
  const memo = new Map<number, Node>();
  const bufs = Array.from({ length: MAX_HAND + 1 }, () => new Int32Array(12));
  const visit = (p: number, mask: number, left: number): Node => {
    const key = p * 32 + mask;
    const hit = memo.get(key);
    if (hit) return hit;
    const node: Node = { count: 0, minAway: Infinity, maxAway: -Infinity, withTrickster: 0 };
    const buf = bufs[left]!;
    for (let slot = 0; slot < hand.length; slot++) {
      if (!(mask & (1 << slot))) continue;
      const card = hand[slot]!;
      const n = outcomes(p, start, card, buf);
      const pairs = Array.from(buf.subarray(0, n));
      for (let i = 0; i < n; i += 2) {
        const next = pairs[i]!;
        const home = (next & 63) === AWAY;
        let sub: Node;
        if (left === 1) {
          if (!home) continue;
          const away = awayOpponents(next);
          sub = { count: 1, minAway: away, maxAway: away, withTrickster: 0 };
        } else {
          if (home) continue;
          sub = visit(next, mask & ~(1 << slot), left - 1);
          if (sub.count === 0) continue;
        }
        node.count += sub.count;
        node.minAway = Math.min(node.minAway, sub.minAway);
        node.maxAway = Math.max(node.maxAway, sub.maxAway);
        node.withTrickster += card.kind === 'trickster' ? sub.count : sub.withTrickster;
      }
    }
    memo.set(key, node);
    return node;
  };
  if ((pos & 63) === AWAY)
    return { solutionCount: 0, minCaptures: null, maxCaptures: null, tricksterSolutions: 0, tricksterUse: 'none' };
  const root = visit(pos, (1 << hand.length) - 1, hand.length);
  const before = awayOpponents(pos);
  const solved = root.count > 0;
  return {
    solutionCount: root.count,
    minCaptures: solved ? root.minAway - before : null,
    maxCaptures: solved ? root.maxAway - before : null,
    tricksterSolutions: root.withTrickster,
    tricksterUse: !solved || root.withTrickster === 0 ? 'none' : root.withTrickster === root.count ? 'every' : 'some',
  };
}
