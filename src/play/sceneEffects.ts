/**
 * What the module scene animates for one input: the reducer's effects (src/module/moduleReducer.ts)
 * with the view's own effects put where the story needs them. The reducer says that a strike
 * happened, why and where (`strike.spot`, src/module/strikeSpot.ts); the drawing shows it:
 *
 * - `pawn-blocked` (before a `move-across-piece` strike): your pawn walks towards the first piece
 *   in its way, bumps into it and bounces back; that space is marked.
 * - `partner-hit` (before a `capture-partner` strike): your pawn walks up to your partner's space;
 *   your partner's pawn is revealed there and the space marked.
 * - `exploded` (after the strike that reaches the strike limit, or alone when the time runs
 *   out): the explosion, then the still frame of the end with the hidden pawns revealed. The
 *   reset that followed the strike is not animated (the module is over).
 *
 * Pure and DOM-free; nothing here decides a rule or walks the track.
 */
import type { Board } from '../rules/position';
import type { Effect } from '../module/moduleReducer';
import type { StrikeSpot } from '../module/strikeSpot';
import type { ModuleViewState } from '../art/viewState';

/** The view's effects (see the file comment). Spaces are track spaces 0–31. */
type ViewEffect =
  | StrikeSpot
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

/**
 * The scene's effects for one input.
 * @param effects the reducer's effects of the input, in order.
 * @param explosion when this input exploded the bomb: what to reveal and the end's still frame.
 */
export function sceneEffectsOf(
  effects: readonly Effect[],
  explosion: { board: Board; view: ModuleViewState } | null,
): SceneEffect[] {
  const out: SceneEffect[] = [];
  for (const e of effects) {
    if (e.type === 'strike') {
      if (e.spot) out.push(e.spot);
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
