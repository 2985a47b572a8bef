/**
 * The 7 (docs/tactik.md §9): seven single steps forward, shared out among the pawns of one
 * colour in any order. Each step is a one-space move by the movement rules of `board.ts`: it
 * captures the pawn on the space it reaches (any colour), never enters or passes a pieu, may
 * turn from the pawn's own start into its home, and moves a home pawn one slot on. Only step
 * sequences that complete all seven steps are plays.
 */
import { cloneBoard, commitMove, forwardTarget, type Board, type BoardProblem, type Capture } from './board';
import { PAWNS_PER_COLOR } from './table';

/** Steps in a 7. */
export const SEVEN = 7;

/** One step of a 7: which pawn, and whether it goes into (or on inside) its home. */
export interface SevenStep {
  readonly pawn: number;
  /** True for a step into the home from the start, or inside the home; false along the track. */
  readonly home: boolean;
}

/** A step made: the pawn's place before and after (encoded, see `board.ts`) and its capture. */
interface StepDone {
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
function stepsOf(b: Board, color: number): SevenStep[] {
  const out: SevenStep[] = [];
  for (let pawn = color * PAWNS_PER_COLOR; pawn < (color + 1) * PAWNS_PER_COLOR; pawn++) {
    if (b.pos[pawn]! < 0) continue;
    for (const home of [false, true]) if (forwardTarget(b, pawn, 1, home).ok) out.push({ pawn, home });
  }
  return out;
}

/** Takes back a step made by `takeStep` (`wasPieu`: the pawn's pieu flag before it). */
function untakeStep(b: Board, done: StepDone, wasPieu: boolean): void {
  const { pawn, from, to, capture } = done;
  if (to < b.L) b.at[to] = -1;
  b.pos[pawn] = from;
  b.pieu[pawn] = wasPieu;
  if (from >= 0 && from < b.L) b.at[from] = pawn;
  if (capture) {
    b.pos[capture.pawn] = capture.space;
    b.at[capture.space] = capture.pawn;
  }
}

/**
 * A key for the boards of one 7's search from one board: only `colour`'s pawns move, and the
 * others only ever go back to their reserves, so the colour's places and the reserve set say it all.
 */
function searchKey(b: Board, color: number): string {
  let k = '';
  for (let pawn = color * PAWNS_PER_COLOR; pawn < (color + 1) * PAWNS_PER_COLOR; pawn++) {
    k += `${b.pos[pawn]}${b.pieu[pawn] ? '*' : ''},`;
  }
  let reserve = 0;
  for (let i = 0; i < b.pos.length; i++) if (b.pos[i]! < 0) reserve |= 1 << i;
  return k + reserve;
}

/** Runs `body` with `step` taken on `b`, then takes it back. */
function withStep<T>(b: Board, step: SevenStep, body: () => T): T {
  const wasPieu = b.pieu[step.pawn]!;
  const r = takeStep(b, step);
  if (!r.ok) throw new Error('a step of stepsOf was refused');
  try {
    return body();
  } finally {
    untakeStep(b, r.done, wasPieu);
  }
}

/**
 * Whether `left` more steps can be made with `colour`'s pawns from `b` (unchanged on return).
 * `memo` caches answers by board and count within one search from one board.
 */
function canFinish(b: Board, color: number, left: number, memo: Map<string, boolean>): boolean {
  if (left === 0) return true;
  const key = `${left}|${searchKey(b, color)}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  let ok = false;
  for (const step of stepsOf(b, color)) {
    if (withStep(b, step, () => canFinish(b, color, left - 1, memo))) {
      ok = true;
      break;
    }
  }
  memo.set(key, ok);
  return ok;
}

/** One 7 that `sevenEnds` found: its steps and the board it ends on. */
interface SevenEnd {
  readonly steps: SevenStep[];
  readonly board: Board;
}

/**
 * Every distinct 7 of `colour` from `b` (unchanged on return): one step sequence for each
 * different board it can end on (sequences that end on the same board, pieu flags included, are
 * one play), with that board. Empty when no seven steps can be completed.
 */
export function sevenEnds(b: Board, color: number): SevenEnd[] {
  const ends = new Map<string, SevenEnd>();
  const seen = new Set<string>();
  const stack: SevenStep[] = [];
  const walk = (): void => {
    const key = searchKey(b, color);
    if (stack.length === SEVEN) {
      if (!ends.has(key)) ends.set(key, { steps: [...stack], board: cloneBoard(b) });
      return;
    }
    const visit = `${stack.length}|${key}`;
    if (seen.has(visit)) return;
    seen.add(visit);
    for (const step of stepsOf(b, color)) {
      stack.push(step);
      withStep(b, step, walk);
      stack.pop();
    }
  };
  walk();
  return [...ends.values()];
}

/**
 * The next steps of a 7 of `colour` on `b` (where the steps so far have been taken) when `left`
 * remain: those from which all the remaining steps can still be made.
 */
export function stepsThatFinish(b: Board, color: number, left: number): SevenStep[] {
  const memo = new Map<string, boolean>();
  return stepsOf(b, color).filter((step) => withStep(b, step, () => canFinish(b, color, left - 1, memo)));
}
