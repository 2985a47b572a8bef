/**
 * The pawns on the board and the movement rules of docs/tactik.md §6–11, on a small mutable
 * working copy (`Board`) that the move generator, the 7's search and the bots copy and change.
 * The game state (`state.ts`) holds the same pawns as plain data (`PawnSpot`); `boardOf` and
 * `spotsOf` convert.
 *
 * Encoding of a pawn's place (`pos`): −1 reserve, 0 … L−1 a track space (L the track length),
 * L + k home slot k (0 nearest the track, 3 the back) of the pawn's own colour.
 */
import { colorOfPawn, HOME_SLOTS, PAWNS_PER_COLOR, colorCount, startOf, trackLength, type TableOptions } from './table';

/** Where a pawn is, as the game state stores it. A pieu is a pawn fresh on its start (§6). */
export type PawnSpot =
  | { readonly zone: 'reserve' }
  | { readonly zone: 'track'; readonly space: number; readonly pieu: boolean }
  | { readonly zone: 'home'; readonly slot: number };

/** One place a moving pawn passes or ends on (the path of a move, for the view's animation). */
export type Place =
  { readonly zone: 'track'; readonly space: number } | { readonly zone: 'home'; readonly slot: number };

/** Why a pawn cannot go where it was asked (a stable code, see `moves.ts` for the full list). */
export type BoardProblem =
  | 'blocked-by-pieu'
  | 'home-blocked'
  | 'home-overshoot'
  | 'no-home-entry'
  | 'not-on-track'
  | 'in-home'
  | 'start-held-by-pieu'
  | 'reserve-empty'
  | 'permute-excluded'
  | 'permute-pieu';

export const RESERVE = -1;

/** The working board: pawn places, pieu flags, and which pawn stands on each track space. */
export interface Board {
  readonly L: number;
  readonly colors: number;
  /** Place of each pawn (encoding above). */
  readonly pos: number[];
  /** True for a pawn that is a pieu (only ever on its own start). */
  readonly pieu: boolean[];
  /** The pawn on each track space, −1 for none. */
  readonly at: number[];
}

/** A capture that happened: the pawn sent back to its reserve and the space it stood on. */
export interface Capture {
  readonly pawn: number;
  readonly space: number;
}

/** The working board of a table's pawns. */
export function boardOf(t: TableOptions, pawns: readonly PawnSpot[]): Board {
  const L = trackLength(t);
  const at = new Array<number>(L).fill(-1);
  const pos: number[] = [];
  const pieu: boolean[] = [];
  pawns.forEach((s, i) => {
    if (s.zone === 'reserve') pos.push(RESERVE);
    else if (s.zone === 'home') pos.push(L + s.slot);
    else {
      pos.push(s.space);
      at[s.space] = i;
    }
    pieu.push(s.zone === 'track' && s.pieu);
  });
  return { L, colors: colorCount(t), pos, pieu, at };
}

/** The pawns of a board as plain data. */
export function spotsOf(b: Board): PawnSpot[] {
  return b.pos.map((p, i) =>
    p === RESERVE
      ? { zone: 'reserve' }
      : p >= b.L
        ? { zone: 'home', slot: p - b.L }
        : { zone: 'track', space: p, pieu: b.pieu[i]! },
  );
}

/** A copy to change. */
export function cloneBoard(b: Board): Board {
  return { L: b.L, colors: b.colors, pos: [...b.pos], pieu: [...b.pieu], at: [...b.at] };
}

/** Makes `to` the same board as `from` (same table). */
export function copyBoardInto(to: Board, from: Board): void {
  for (let i = 0; i < from.pos.length; i++) {
    to.pos[i] = from.pos[i]!;
    to.pieu[i] = from.pieu[i]!;
  }
  for (let i = 0; i < from.at.length; i++) to.at[i] = from.at[i]!;
}

/** The place encoded by `p` (a track space or home slot), for paths. */
export function placeOf(b: Board, p: number): Place {
  return p >= b.L ? { zone: 'home', slot: p - b.L } : { zone: 'track', space: p };
}

/** True when slot `slot` of `colour`'s home holds a pawn. */
function homeSlotTaken(b: Board, color: number, slot: number): boolean {
  const first = color * PAWNS_PER_COLOR;
  for (let i = first; i < first + PAWNS_PER_COLOR; i++) if (b.pos[i] === b.L + slot) return true;
  return false;
}

/** True when all four pawns of `colour` are home. */
export function colorComplete(b: Board, color: number): boolean {
  const first = color * PAWNS_PER_COLOR;
  for (let i = first; i < first + PAWNS_PER_COLOR; i++) if (b.pos[i]! < b.L) return false;
  return true;
}

/** The first pawn of `colour` in its reserve, or −1. */
export function reservePawn(b: Board, color: number): number {
  const first = color * PAWNS_PER_COLOR;
  for (let i = first; i < first + PAWNS_PER_COLOR; i++) if (b.pos[i] === RESERVE) return i;
  return -1;
}

/** True when track space `space` holds a pieu other than `self`. */
function pieuAt(b: Board, space: number, self: number): boolean {
  const o = b.at[space]!;
  return o >= 0 && o !== self && b.pieu[o]!;
}

/** Sends the pawn on `space` (if any) back to its reserve and returns the capture. */
function captureAt(b: Board, space: number): Capture | null {
  const o = b.at[space]!;
  if (o < 0) return null;
  b.pos[o] = RESERVE;
  b.pieu[o] = false;
  b.at[space] = -1;
  return { pawn: o, space };
}

/** Moves `pawn` to encoded place `to`, capturing whatever stands on a track space there. */
function putPawn(b: Board, pawn: number, to: number): Capture | null {
  const from = b.pos[pawn]!;
  if (from >= 0 && from < b.L) b.at[from] = -1;
  const cap = to < b.L ? captureAt(b, to) : null;
  b.pos[pawn] = to;
  b.pieu[pawn] = false;
  if (to < b.L) b.at[to] = pawn;
  return cap;
}

/** The result of a movement: where the pawn went, the places it passed, what it captured. */
type Moved =
  | { readonly ok: true; readonly to: number; readonly path: number[]; readonly captures: Capture[] }
  | { readonly ok: false; readonly problem: BoardProblem };

/**
 * Where `pawn` would end moving `n` spaces forward (§7–8), without changing the board: along the
 * track (`home` false) or into its home (`home` true). On the track every pawn may be passed but
 * a pieu (§6); entering the home needs the path to reach the pawn's own start (a pawn starting
 * there enters at once unless it is a pieu), then the rest of the count to end exactly on a free
 * home slot with no pawn passed in the home. A pawn already home moves on inside it, never past
 * another. Returns the encoded destination and the path, or the problem.
 */
export function forwardTarget(b: Board, pawn: number, n: number, home: boolean): Moved {
  const p = b.pos[pawn]!;
  if (p === RESERVE) return { ok: false, problem: 'not-on-track' };
  const color = colorOfPawn(pawn);
  if (p >= b.L) return home ? insideHome(b, color, p - b.L, n) : { ok: false, problem: 'in-home' };
  const start = startOf(color);
  const path: number[] = [];
  let cur = p;
  for (let i = 1; i <= n; i++) {
    if (home && cur === start && (i > 1 || !b.pieu[pawn])) {
      const entered = intoHome(b, color, n - i + 1);
      return entered.ok ? { ok: true, to: entered.to, path: [...path, ...entered.path], captures: [] } : entered;
    }
    const next = (cur + 1) % b.L;
    if (pieuAt(b, next, pawn)) return { ok: false, problem: 'blocked-by-pieu' };
    path.push(next);
    cur = next;
  }
  if (home) return { ok: false, problem: 'no-home-entry' };
  const o = b.at[cur]!;
  return { ok: true, to: cur, path, captures: o >= 0 ? [{ pawn: o, space: cur }] : [] };
}

/** `r` steps from the start into the home: slots 0 … r−1 must be free and r ≤ 4. */
function intoHome(b: Board, color: number, r: number): Moved {
  if (r > HOME_SLOTS) return { ok: false, problem: 'home-overshoot' };
  const path: number[] = [];
  for (let k = 0; k < r; k++) {
    if (homeSlotTaken(b, color, k)) return { ok: false, problem: 'home-blocked' };
    path.push(b.L + k);
  }
  return { ok: true, to: b.L + r - 1, path, captures: [] };
}

/** `n` steps inside the home from slot `slot`: every slot passed and the last must be free. */
function insideHome(b: Board, color: number, slot: number, n: number): Moved {
  if (slot + n >= HOME_SLOTS) return { ok: false, problem: 'home-overshoot' };
  const path: number[] = [];
  for (let k = slot + 1; k <= slot + n; k++) {
    if (homeSlotTaken(b, color, k)) return { ok: false, problem: 'home-blocked' };
    path.push(b.L + k);
  }
  return { ok: true, to: b.L + slot + n, path, captures: [] };
}

/**
 * Where `pawn` would end moving four spaces back (§10): only from the track (a pieu too), never
 * past a pieu, never into a home; the pawn on the landing space is captured.
 */
export function backTarget(b: Board, pawn: number): Moved {
  const p = b.pos[pawn]!;
  if (p === RESERVE) return { ok: false, problem: 'not-on-track' };
  if (p >= b.L) return { ok: false, problem: 'in-home' };
  const path: number[] = [];
  let cur = p;
  for (let i = 0; i < 4; i++) {
    cur = (cur - 1 + b.L) % b.L;
    if (pieuAt(b, cur, pawn)) return { ok: false, problem: 'blocked-by-pieu' };
    path.push(cur);
  }
  const o = b.at[cur]!;
  return { ok: true, to: cur, path, captures: o >= 0 ? [{ pawn: o, space: cur }] : [] };
}

/** Moves `pawn` along a computed movement: the captures happen, the pawn is no longer a pieu. */
export function commitMove(b: Board, pawn: number, to: number): Capture | null {
  return putPawn(b, pawn, to);
}

/** Why no pawn of `colour` can be put out (`putOut`), or null when one can. */
export function outProblem(b: Board, color: number): BoardProblem | null {
  if (reservePawn(b, color) < 0) return 'reserve-empty';
  return pieuAt(b, startOf(color), -1) ? 'start-held-by-pieu' : null;
}

/**
 * Puts a pawn of `colour` from its reserve on its start (§6), where it becomes a pieu; an
 * ordinary pawn there (any colour) is captured. Fails when the reserve is empty or a pieu holds
 * the start. Changes the board only when it succeeds.
 */
export function putOut(
  b: Board,
  color: number,
): { ok: true; pawn: number; capture: Capture | null } | { ok: false; problem: BoardProblem } {
  const problem = outProblem(b, color);
  if (problem) return { ok: false, problem };
  const pawn = reservePawn(b, color);
  const capture = putPawn(b, pawn, startOf(color));
  b.pieu[pawn] = true;
  return { ok: true, pawn, capture };
}

/**
 * Whether `pawn` may exchange places with `other` (§11): both on the track, two different pawns,
 * and a pieu only with another pawn of its own colour (so by its owner). The caller checks that
 * `pawn` is one the player may move.
 */
export function permuteProblem(b: Board, pawn: number, other: number): BoardProblem | null {
  const pa = b.pos[pawn]!;
  const pb = b.pos[other]!;
  if (pawn === other || pa === RESERVE || pb === RESERVE || pa >= b.L || pb >= b.L) return 'permute-excluded';
  if ((b.pieu[pawn] || b.pieu[other]) && colorOfPawn(pawn) !== colorOfPawn(other)) return 'permute-pieu';
  return null;
}

/** Exchanges the places of two track pawns; both stop being pieux. */
export function commitPermute(b: Board, pawn: number, other: number): void {
  const pa = b.pos[pawn]!;
  const pb = b.pos[other]!;
  b.pos[pawn] = pb;
  b.pos[other] = pa;
  b.at[pa] = other;
  b.at[pb] = pawn;
  b.pieu[pawn] = false;
  b.pieu[other] = false;
}
