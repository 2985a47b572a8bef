/**
 * What a card does (docs/tactik.md §6–13): the plays, which faces may make them, which colours a
 * seat plays, and `resolvePlay`, the one place where a play is checked and carried out on a
 * working board. `moves.ts` builds the turn loop on it.
 */
import {
  backTarget,
  colorComplete,
  cloneBoard,
  commitMove,
  copyBoardInto,
  commitPermute,
  forwardTarget,
  outProblem,
  permuteProblem,
  placeOf,
  putOut,
  type Board,
  type BoardProblem,
  type Capture,
  type Place,
} from './board';
import { faceOf, FORWARD_COUNTS, type CardId, type Face } from './deck';
import { SEVEN, takeStep, type SevenStep } from './seven';
import { colorsOfSeat, colorOfPawn, partnerOf, startOf, type TableOptions } from './table';

/** A play of a card from the hand (the joker may make any of them). */
export type Play =
  /** A pawn of `colour` from its reserve onto its start, as a pieu (1, 10, joker). */
  | { readonly kind: 'out'; readonly card: CardId; readonly color: number }
  /** `count` spaces forward along the track, or into / inside the home when `home` (1–12 but 4, 7, 11). */
  | {
      readonly kind: 'forward';
      readonly card: CardId;
      readonly pawn: number;
      readonly count: number;
      readonly home: boolean;
    }
  /** Four spaces back (−4, joker). */
  | { readonly kind: 'back'; readonly card: CardId; readonly pawn: number }
  /** `pawn` (one the seat plays) and `other` exchange places (permute, joker). */
  | { readonly kind: 'permute'; readonly card: CardId; readonly pawn: number; readonly other: number }
  /** The 7 in seven steps, every step by a pawn of one colour (7, joker). */
  | { readonly kind: 'seven'; readonly card: CardId; readonly steps: readonly SevenStep[] };

/** Every way a play can be refused, as stable codes. */
export type PlayProblem =
  BoardProblem | 'card-cannot' | 'no-such-pawn' | 'not-your-colour' | 'seven-length' | 'seven-colours';

/** What a play did, step by step, for the log and the view. */
export type PlayEvent =
  | { readonly type: 'out'; readonly pawn: number; readonly space: number }
  | {
      readonly type: 'moved';
      readonly pawn: number;
      readonly from: Place;
      readonly to: Place;
      /** Every place passed, the last being `to`. */
      readonly path: readonly Place[];
    }
  | { readonly type: 'captured'; readonly pawn: number; readonly space: number; readonly by: number }
  | { readonly type: 'permuted'; readonly pawn: number; readonly other: number };

/**
 * The colours `seat` moves pawns of (§13): at 2 players all of its colours; at 3 its own; at 4
 * and 6 its own until all four of its pawns are home, then its partner's.
 */
export function playableColors(t: TableOptions, b: Board, seat: number): number[] {
  const own = colorsOfSeat(t, seat);
  const partner = partnerOf(t, seat);
  if (partner !== undefined && colorComplete(b, seat)) return [partner];
  return own;
}

/** True when a card of `face` may make a play of `kind` moving `count` (forward plays only). */
function faceAllows(face: Face, kind: Play['kind'], count?: number): boolean {
  if (face === 'joker') return kind !== 'forward' || (FORWARD_COUNTS as readonly number[]).includes(count!);
  switch (kind) {
    case 'out':
      return face === '1' || face === '10';
    case 'forward':
      return String(count) === face && face !== '7';
    case 'back':
      return face === '-4';
    case 'permute':
      return face === 'permute';
    case 'seven':
      return face === '7';
  }
}

const pawnOk = (b: Board, pawn: number) => Number.isInteger(pawn) && pawn >= 0 && pawn < b.pos.length;

/**
 * Why `seat` may not make `play` on `b`, or null when it may; `b` is not changed. `colours`, the
 * colours the seat plays, may be passed when known. The card's presence in the hand is the
 * caller's check.
 */
export function playProblem(
  t: TableOptions,
  b: Board,
  seat: number,
  play: Play,
  colors: readonly number[] = playableColors(t, b, seat),
): PlayProblem | null {
  const face = faceOf(play.card);
  if (!faceAllows(face, play.kind, play.kind === 'forward' ? play.count : undefined)) return 'card-cannot';
  switch (play.kind) {
    case 'out':
      return colors.includes(play.color) ? outProblem(b, play.color) : 'not-your-colour';
    case 'forward':
    case 'back': {
      if (!pawnOk(b, play.pawn)) return 'no-such-pawn';
      if (!colors.includes(colorOfPawn(play.pawn))) return 'not-your-colour';
      const m = play.kind === 'back' ? backTarget(b, play.pawn) : forwardTarget(b, play.pawn, play.count, play.home);
      return m.ok ? null : m.problem;
    }
    case 'permute':
      if (!pawnOk(b, play.pawn) || !pawnOk(b, play.other)) return 'no-such-pawn';
      if (!colors.includes(colorOfPawn(play.pawn))) return 'not-your-colour';
      return permuteProblem(b, play.pawn, play.other);
    case 'seven': {
      const r = resolveSeven(cloneBoard(b), colors, play.steps);
      return typeof r === 'string' ? r : null;
    }
  }
}

/**
 * Checks `play` by `seat` (`playProblem`) and carries it out on `b`, which changes only when
 * the play is legal: returns what happened, or the problem.
 */
export function resolvePlay(t: TableOptions, b: Board, seat: number, play: Play): PlayEvent[] | PlayProblem {
  if (play.kind === 'seven') {
    // Checked step by step on a copy (one pass instead of a check and a play).
    if (!faceAllows(faceOf(play.card), 'seven')) return 'card-cannot';
    const copy = cloneBoard(b);
    const r = resolveSeven(copy, playableColors(t, b, seat), play.steps);
    if (typeof r !== 'string') copyBoardInto(b, copy);
    return r;
  }
  const problem = playProblem(t, b, seat, play);
  if (problem) return problem;
  switch (play.kind) {
    case 'out': {
      const r = putOut(b, play.color);
      if (!r.ok) return r.problem;
      const events: PlayEvent[] = [];
      if (r.capture) events.push({ type: 'captured', pawn: r.capture.pawn, space: r.capture.space, by: r.pawn });
      events.push({ type: 'out', pawn: r.pawn, space: startOf(play.color) });
      return events;
    }
    case 'forward':
    case 'back': {
      const m = play.kind === 'back' ? backTarget(b, play.pawn) : forwardTarget(b, play.pawn, play.count, play.home);
      if (!m.ok) return m.problem;
      const from = placeOf(b, b.pos[play.pawn]!);
      const cap = commitMove(b, play.pawn, m.to);
      return movedEvents(b, play.pawn, from, m.path, cap);
    }
    case 'permute':
      commitPermute(b, play.pawn, play.other);
      return [{ type: 'permuted', pawn: play.pawn, other: play.other }];
  }
}
function movedEvents(b: Board, pawn: number, from: Place, path: number[], cap: Capture | null): PlayEvent[] {
  const places = path.map((p) => placeOf(b, p));
  const events: PlayEvent[] = [{ type: 'moved', pawn, from, to: places[places.length - 1]!, path: places }];
  if (cap) events.push({ type: 'captured', pawn: cap.pawn, space: cap.space, by: pawn });
  return events;
}

/** The seven steps of a 7, all by pawns of one playable colour, each legal in turn. */
function resolveSeven(b: Board, colors: readonly number[], steps: readonly SevenStep[]): PlayEvent[] | PlayProblem {
  if (!Array.isArray(steps) || steps.length !== SEVEN) return 'seven-length';
  if (!steps.every((s) => pawnOk(b, s?.pawn))) return 'no-such-pawn';
  const color = colorOfPawn(steps[0]!.pawn);
  if (!colors.includes(color)) return 'not-your-colour';
  if (steps.some((s) => colorOfPawn(s.pawn) !== color)) return 'seven-colours';
  const events: PlayEvent[] = [];
  for (const step of steps) {
    const r = takeStep(b, { pawn: step.pawn, home: step.home === true });
    if (!r.ok) return r.problem;
    const { from, to, capture } = r.done;
    events.push({ type: 'moved', pawn: step.pawn, from: placeOf(b, from), to: placeOf(b, to), path: [placeOf(b, to)] });
    if (capture) events.push({ type: 'captured', pawn: capture.pawn, space: capture.space, by: step.pawn });
  }
  return events;
}
