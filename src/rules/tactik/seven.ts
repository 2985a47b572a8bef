/**
 * The 7 (docs/tactik.md §8): seven single steps forward, shared out among the pawns of one
 * colour in any order. Each step is a one-space move by the movement rules of `board.ts`: it
 * captures the pawn on the space it reaches (any colour), never enters or passes a pieu, may
 * turn from the pawn's own start into its home, and moves a home pawn one slot on. Only step
 * sequences that complete all seven steps are plays.
 */
import { boardKey, cloneBoard, commitMove, forwardTarget, type Board, type BoardProblem, type Capture } from './board';
import { PAWNS_PER_COLOUR } from './table';

/** Steps in a 7. */
export const SEVEN = 7;

/** One step of a 7: which pawn, and whether it goes into (or on inside) its home. */
export interface SevenStep {
  readonly pawn: number;
  /** True for a step into the home from the start, or inside the home; false along the track. */
  readonly home: boolean;
}

/** A step made: the pawn's place before and after (encoded, see `board.ts`) and its capture. */
export interface StepDone {
  readonly pawn: number;
  readonly from: number;
  readonly to: number;
  readonly capture: Capture | null;
}

/** Makes one step on `b` (changing it), or says why it cannot be made (the board is then unchanged). */
export function takeStep(
  b: Board,
  step: SevenStep,
): { ok: true; done: StepDone } | { ok: false; problem: BoardProblem } {
  const m = forwardTarget(b, step.pawn, 1, step.home);
  if (!m.ok) return m;
  const from = b.pos[step.pawn]!;
  const capture = commitMove(b, step.pawn, m.to);
  return { ok: true, done: { pawn: step.pawn, from, to: m.to, capture } };
}

/** The single steps the pawns of `colour` can make on `b` (at most two a pawn: track and home). */
export function stepsOf(b: Board, colour: number): SevenStep[] {
  const out: SevenStep[] = [];
  for (let pawn = colour * PAWNS_PER_COLOUR; pawn < (colour + 1) * PAWNS_PER_COLOUR; pawn++) {
    if (b.pos[pawn]! < 0) continue;
    for (const home of [false, true]) if (forwardTarget(b, pawn, 1, home).ok) out.push({ pawn, home });
  }
  return out;
}

/**
 * Whether `left` more steps can be made with `colour`'s pawns from `b`. `memo` caches answers by
 * board and count within one search.
 */
export function canFinish(b: Board, colour: number, left: number, memo: Map<string, boolean>): boolean {
  if (left === 0) return true;
  const key = `${left}|${boardKey(b)}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  let ok = false;
  for (const step of stepsOf(b, colour)) {
    const next = cloneBoard(b);
    takeStep(next, step);
    if (canFinish(next, colour, left - 1, memo)) {
      ok = true;
      break;
    }
  }
  memo.set(key, ok);
  return ok;
}

/**
 * Every distinct 7 of `colour` from `b`: one step sequence for each different board it can end
 * on (sequences that end on the same board, pieu flags included, are one play). Empty when no
 * seven steps can be completed.
 */
export function sevenPlays(b: Board, colour: number): SevenStep[][] {
  const ends = new Map<string, SevenStep[]>();
  const seen = new Set<string>();
  const walk = (board: Board, steps: SevenStep[]): void => {
    const key = boardKey(board);
    if (steps.length === SEVEN) {
      if (!ends.has(key)) ends.set(key, steps);
      return;
    }
    const visit = `${steps.length}|${key}`;
    if (seen.has(visit)) return;
    seen.add(visit);
    for (const step of stepsOf(board, colour)) {
      const next = cloneBoard(board);
      takeStep(next, step);
      walk(next, [...steps, step]);
    }
  };
  walk(b, []);
  return [...ends.values()];
}

/**
 * The next steps offered after `done` (already taken on `b`) for a 7 of `colour`: those from
 * which the remaining steps can still all be made.
 */
export function stepsThatFinish(b: Board, colour: number, left: number): SevenStep[] {
  const memo = new Map<string, boolean>();
  return stepsOf(b, colour).filter((step) => {
    const next = cloneBoard(b);
    takeStep(next, step);
    return canFinish(next, colour, left - 1, memo);
  });
}
