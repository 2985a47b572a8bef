/**
 * A bomb's themes: what its solutions ask of the defuser, for the practice record and its
 * first-try solve rate by theme. Computed over every solution (RULES.md §8) of the played hand
 * (the dealt hand with the swap made, when the bomb has one), with the rules' own move generator
 * (`outcomes()` of src/rules/play.ts, which the solver of src/rules/solver.ts walks), memoised on
 * (position, cards left) like the solver, so its solution count equals `countSolutions`
 * (tests/unit/practiceThemes.test.ts checks it on 2,000 bombs).
 *
 * "Needed" means every solution does it. A solution plays every card of the hand (the last one
 * brings your pawn home, RULES.md §7–8), so a Trickster or a Warrior in the played hand is
 * played by every solution: `tricksterNeeded` and `warrior` say the hand holds one. The two
 * themes that are choices are needed only when no solution avoids them: `diamondDiscarded`
 * (every solution discards a diamond: the right option of the diamond choice) and
 * `homeBackwards` (every solution enters home with a reverse card, the home choice met while
 * moving counter-clockwise). `capturesNeeded` is the fewest opponents captured by any solution.
 */
import { startOf, type Seat } from '../rules/board';
import type { Card } from '../rules/cards';
import { outcomes } from '../rules/play';
import { AWAY, packBoard, pieceAt, type Board } from '../rules/position';

/** The themes of one bomb (see the file's docstring for what each means). */
export interface BombThemes {
  /** Solutions of the played hand (RULES.md §8), at least 1 for a bomb a module deals. */
  readonly solutionCount: number;
  /** The bomb has a swap: its dealt hand is unwinnable, TAC must be pressed first (RULES.md §7). */
  readonly swapNeeded: boolean;
  /** The played hand holds a Trickster (every solution plays it). */
  readonly tricksterNeeded: boolean;
  /** The played hand holds a Warrior (every solution plays it). */
  readonly warrior: boolean;
  /** Every solution discards a diamond card. */
  readonly diamondDiscarded: boolean;
  /** Every solution enters home with a reverse card. */
  readonly homeBackwards: boolean;
  /** Fewest opponents captured over all solutions: 0, 1 or 2. */
  readonly capturesNeeded: 0 | 1 | 2;
}

/** What `bombThemes` reads of a bomb (a `Bomb` of src/rules/generator.ts has it all). */
export interface ThemedBomb {
  readonly seat: Seat;
  readonly state: Board;
  readonly hand: readonly Card[];
  readonly swap: { readonly slot: number; readonly card: Card } | null;
}

/** Per (position, cards left): how many solutions, how many discard a diamond, how many enter home backwards, fewest captures. */
interface Node {
  count: number;
  discarding: number;
  backwards: number;
  minAway: number;
}

/** The variant id of a diamond's discard (`VARIANT_CHOICES` of src/rules/play.ts). */
const DISCARD = 1;
const NO_SOLUTION: Node = { count: 0, discarding: 0, backwards: 0, minAway: Infinity };

/** Opponents off the track in a packed position. */
function awayOpponents(pos: number): number {
  return (pieceAt(pos, 1) === AWAY ? 1 : 0) + (pieceAt(pos, 3) === AWAY ? 1 : 0);
}

/** Adds the solutions through one play (`card`, `variant`) that leads to `sub`. */
function addPlay(node: Node, sub: Node, card: Card, variant: number): void {
  node.count += sub.count;
  node.discarding += card.kind === 'diamond' && variant === DISCARD ? sub.count : sub.discarding;
  node.backwards += sub.backwards;
  node.minAway = Math.min(node.minAway, sub.minAway);
}

/** The solution figures of `hand` from the packed position `pos`, for the seat's start. */
function analyse(pos: number, start: number, hand: readonly Card[]): Node {
  const memo = new Map<number, Node>();
  const bufs = Array.from({ length: hand.length + 1 }, () => new Int32Array(12));
  const visit = (p: number, mask: number, left: number): Node => {
    const key = p * 32 + mask;
    const hit = memo.get(key);
    if (hit) return hit;
    const node: Node = { count: 0, discarding: 0, backwards: 0, minAway: Infinity };
    const buf = bufs[left]!;
    for (let slot = 0; slot < hand.length; slot++) {
      if (!(mask & (1 << slot))) continue;
      const card = hand[slot]!;
      const n = outcomes(p, start, card, buf);
      const pairs = Array.from(buf.subarray(0, n));
      for (let i = 0; i < n; i += 2) {
        const next = pairs[i]!;
        const home = (next & 63) === AWAY;
        // Home with cards left strikes; the last card must bring the pawn home (RULES.md §7).
        if (home !== (left === 1)) continue;
        const sub = home
          ? { count: 1, discarding: 0, backwards: card.kind === 'reverse' ? 1 : 0, minAway: awayOpponents(next) }
          : visit(next, mask & ~(1 << slot), left - 1);
        if (sub.count > 0) addPlay(node, sub, card, pairs[i + 1]!);
      }
    }
    memo.set(key, node);
    return node;
  };
  return (pos & 63) === AWAY ? NO_SOLUTION : visit(pos, (1 << hand.length) - 1, hand.length);
}

/**
 * The themes of a bomb (see the file's docstring), over every solution of its played hand.
 * A bomb whose played hand has no solution (none a module deals: RULES.md §9) gets
 * `solutionCount` 0, no choice theme and `capturesNeeded` 0.
 * @throws RangeError when the hand does not hold 1–5 cards.
 */
export function bombThemes(bomb: ThemedBomb): BombThemes {
  if (bomb.hand.length < 1 || bomb.hand.length > 5) {
    throw new RangeError(`a hand holds 1 to 5 cards, not ${bomb.hand.length}`);
  }
  const played = bomb.hand.map((c, i) => (bomb.swap && i === bomb.swap.slot ? bomb.swap.card : c));
  const pos = packBoard(bomb.state);
  const root = analyse(pos, startOf(bomb.seat), played);
  const solved = root.count > 0;
  return {
    solutionCount: root.count,
    swapNeeded: bomb.swap !== null,
    tricksterNeeded: played.some((c) => c.kind === 'trickster'),
    warrior: played.some((c) => c.kind === 'warrior'),
    diamondDiscarded: solved && root.discarding === root.count,
    homeBackwards: solved && root.backwards === root.count,
    capturesNeeded: (solved ? root.minAway - awayOpponents(pos) : 0) as 0 | 1 | 2,
  };
}
