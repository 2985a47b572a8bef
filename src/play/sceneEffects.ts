/**
 * What the module scene animates for one input: the reducer's effects (src/module/moduleReducer.ts)
 * with the view's own effects put where the story needs them. The reducer says *that* a strike
 * happened and why; the drawing also shows *where*:
 *
 * - `pawn-blocked` (before a `move-across-piece` strike): your pawn walks towards the first piece
 *   in its way, bumps into it and bounces back; that space is marked.
 * - `partner-hit` (before a `capture-partner` strike): your pawn walks up to your partner's space;
 *   your partner's pawn is revealed there and the space marked.
 * - `exploded` (after the strike that reaches the strike limit, or alone when the time runs
 *   out): the explosion, then the still frame of the end with the hidden pawns revealed. The
 *   reset that followed the strike is not animated (the module is over).
 *
 * Pure and DOM-free. The spaces come from the board before the play and the direction the card
 * moves (a reverse card counter-clockwise, every other card clockwise: RULES.md §6); nothing here
 * decides a rule.
 */
import { TRACK_SIZE } from '../rules/board';
import type { Card } from '../rules/cards';
import type { Board } from '../rules/position';
import type { Effect } from '../module/moduleReducer';
import type { ModuleViewState } from '../art/viewState';

/** The view's effects (see the file comment). Spaces are track spaces 0–31. */
export type ViewEffect =
  | { readonly type: 'pawn-blocked'; readonly path: readonly number[]; readonly at: number }
  | { readonly type: 'partner-hit'; readonly path: readonly number[]; readonly at: number }
  | {
      readonly type: 'exploded';
      readonly cause: 'strikes' | 'time';
      /** The hidden pawns to reveal once the smoke clears. */
      readonly board: Board;
      /** The still frame under the smoke. */
      readonly view: ModuleViewState;
    };

/** What the scene plays: the reducer's effects and the view's. */
export type SceneEffect = Effect | ViewEffect;

/** Where the pieces other than yours stand (track spaces). */
function othersOn(board: Board): Set<number> {
  const out = new Set<number>();
  for (const s of [board.opponent1, board.partner, board.opponent2]) if (s !== null) out.add(s);
  return out;
}

/**
 * The spaces your pawn walks from `from` in direction `d` (±1) before the first space for which
 * `stop` is true, and that space; null when no such space comes within a lap.
 */
function walkUntil(from: number, d: number, stop: (space: number) => boolean): { path: number[]; at: number } | null {
  const path: number[] = [];
  for (let k = 1; k < TRACK_SIZE; k++) {
    const s = (((from + d * k) % TRACK_SIZE) + TRACK_SIZE) % TRACK_SIZE;
    if (stop(s)) return { path, at: s };
    path.push(s);
  }
  return null;
}

/** The view effect that shows where a card play struck, or null (see the file comment). */
export function strikeSpotEffect(before: Board, card: Card, reason: string): ViewEffect | null {
  if (before.you === 'home') return null;
  const d = card.kind === 'reverse' ? -1 : 1;
  if (reason === 'move-across-piece') {
    const others = othersOn(before);
    const w = walkUntil(before.you, d, (s) => others.has(s));
    return w && { type: 'pawn-blocked', ...w };
  }
  if (reason === 'capture-partner') {
    const w = walkUntil(before.you, d, (s) => s === before.partner);
    return w && { type: 'partner-hit', ...w };
  }
  return null;
}

/**
 * The scene's effects for one input.
 * @param before the board before the input (for where a play struck).
 * @param effects the reducer's effects of the input, in order.
 * @param explosion when this input exploded the bomb: what to reveal and the end's still frame.
 */
export function sceneEffectsOf(
  before: Board,
  effects: readonly Effect[],
  explosion: { board: Board; view: ModuleViewState } | null,
): SceneEffect[] {
  const out: SceneEffect[] = [];
  let played: Card | null = null;
  for (const e of effects) {
    if (e.type === 'card-played') played = e.card;
    if (e.type === 'strike') {
      const spot = played ? strikeSpotEffect(before, played, e.reason) : null;
      if (spot) out.push(spot);
      out.push(e);
      if (explosion) {
        out.push({ type: 'exploded', cause: 'strikes', ...explosion });
        return out;
      }
      continue;
    }
    out.push(e);
  }
  return out;
}
