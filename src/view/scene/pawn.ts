/**
 * The defuser's pawn in the module scene and how it moves (walking space by space, the
 * Trickster's jump, the way back after a reset, the little bounce of a solve), the seat marks
 * under it (the defuser's home tinted, the starts ringed in their seats' colours) and the three
 * invisible pawns when revealed (the designer, an exploded bomb).
 */
import { Container } from 'pixi.js';
import type { Seat } from '../../rules/board';
import type { Board } from '../../rules/position';
import type { Spot } from '../../module/moduleReducer';
import { seatMarksArt } from '../art/moduleArt';
import { colourLetter, pawnArt, revealedPawnsArt } from '../art/pieceArt';
import { toPixi } from '../art/pixiArt';
import { returnPath, spotCenter } from '../layout';
import type { ModuleViewState } from '../viewState';
import { lerp, type Animator } from './animator';
import type { SoundCue } from './sceneState';

export interface PawnPart {
  /** The seat marks (under the pawns). */
  readonly marks: Container;
  /** The revealed pawns (under yours). */
  readonly revealed: Container;
  /** Your pawn. */
  readonly pawn: Container;
  /** Snaps the pawn and the marks to a still frame. */
  render(view: ModuleViewState): void;
  /** Walks `path` space by space, a step sound at each. */
  walk(path: readonly Spot[], seat: Seat, cue: (c: SoundCue) => void): Promise<void>;
  /** The Trickster's exchange: the pawn shrinks away and reappears on `to`. */
  jump(to: Spot, seat: Seat, cue: (c: SoundCue) => void): Promise<void>;
  /** After a reset: back to the dealt space the shorter way round, faster on long ways. */
  walkBack(from: Spot, to: Spot, seat: Seat, cue: (c: SoundCue) => void): Promise<void>;
  /** The solve: the pawn swells once. */
  celebrate(): Promise<void>;
  /** Draws the invisible pawns of `board` in the colours of `view` (null: hides them). */
  setRevealed(board: Board | null, view: ModuleViewState | null): void;
}

const clear = (c: Container) => c.removeChildren().forEach((ch) => ch.destroy({ children: true }));

/** Creates the pawn, the marks and the revealed pawns' layer. */
export function createPawn(anim: Animator): PawnPart {
  const marks = new Container();
  const revealed = new Container();
  const pawn = new Container();
  let marksKey = '';
  let pawnKey = '';

  const part: PawnPart = {
    marks,
    revealed,
    pawn,
    render(v) {
      const mk = `${v.seat}/${v.colors.join()}`;
      if (mk !== marksKey) {
        marksKey = mk;
        clear(marks);
        marks.addChild(toPixi(seatMarksArt(v.seat, v.colors)));
      }
      const color = v.colors[v.seat];
      const letter = colourLetter(color, v.colorBlind);
      if (`${color}/${letter}` !== pawnKey) {
        pawnKey = `${color}/${letter}`;
        clear(pawn);
        pawn.addChild(toPixi(pawnArt(color, letter)));
      }
      const p = spotCenter(v.you, v.seat);
      pawn.position.set(p.x, p.y);
      pawn.alpha = 1;
      pawn.scale.set(1);
    },
    async walk(path, seat, cue) {
      for (const spot of path) {
        const to = spotCenter(spot, seat);
        const from = { x: pawn.position.x, y: pawn.position.y };
        await anim.tween(115, (t) => {
          pawn.position.set(lerp(from.x, to.x, t), lerp(from.y, to.y, t) - Math.sin(t * Math.PI) * 7);
        });
        cue('step');
      }
    },
    async jump(to, seat, cue) {
      await anim.tween(160, (t) => ((pawn.alpha = 1 - t), pawn.scale.set(1 - 0.5 * t)));
      const p = spotCenter(to, seat);
      pawn.position.set(p.x, p.y);
      cue('step');
      await anim.tween(160, (t) => ((pawn.alpha = t), pawn.scale.set(0.5 + 0.5 * t)));
    },
    async walkBack(from, to, seat, cue) {
      // Drawing only: a reset is instant in the rules (RULES.md §7).
      const path = returnPath(from, to, seat);
      const saved = anim.speed;
      anim.speed = saved * Math.max(1, path.length / 6);
      await part.walk(path, seat, cue);
      anim.speed = saved;
    },
    celebrate: () => anim.tween(500, (t) => pawn.scale.set(1 + 0.35 * Math.sin(t * Math.PI))),
    setRevealed(board, view) {
      clear(revealed);
      if (!board) return;
      for (const g of revealedPawnsArt(board, view?.colors ?? null, view?.colorBlind ?? false))
        revealed.addChild(toPixi(g));
    },
  };
  return part;
}
