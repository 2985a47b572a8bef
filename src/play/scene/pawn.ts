/**
 * The defuser's pawn in the module scene and how it moves (walking space by space, the
 * Trickster's jump, the way back after a reset, the little bounce of a solve, the bump into a
 * piece in its way), the seat marks under it (the defuser's home tinted, the starts ringed in
 * their seats' colours), the marks of where a play struck, and the three invisible pawns when
 * revealed (the Reveal pawns button, an exploded bomb: they pop in one by one).
 */
import { Container, Graphics } from 'pixi.js';
import type { Color, Seat } from '../../rules/board';
import type { Board } from '../../rules/position';
import type { Spot } from '../../module/moduleReducer';
import { seatMarksArt } from '../../art/moduleArt';
import { colorLetter, pawnArt, revealedPawnsArt, strikeMarkArt } from '../../art/pieceArt';
import { paintInto, toPixi } from '../../art/pixiArt';
import { returnPath, spotCenter } from '../../art/layout';
import type { ModuleViewState } from '../../art/viewState';
import { lerp, type Animator } from './animator';
import type { SoundCue } from './sceneState';

export interface PawnPart {
  /** The seat marks (under the pawns). */
  readonly marks: Container;
  /** The revealed pawns (under yours). */
  readonly revealed: Container;
  /** Your pawn. */
  readonly pawn: Container;
  /** The marks of where a play struck (over the track, under your pawn). */
  readonly hits: Container;
  /** Snaps the pawn and the marks to a still frame. */
  render(view: ModuleViewState): void;
  /** Walks `path` space by space, a step sound at each; `pace` > 1 walks faster. */
  walk(path: readonly Spot[], seat: Seat, cue: (c: SoundCue) => void, pace?: number): Promise<void>;
  /** Walks `path`, then bumps into space `at` and bounces back (a move that struck there). */
  bump(path: readonly number[], at: number, seat: Seat, cue: (c: SoundCue) => void): Promise<void>;
  /**
   * Marks space `at` where a play struck: a ringed cross (`blocked`), or your partner's pawn in
   * `color` ringed in red (`partner`). The marks stay until `clearHits`.
   */
  markHit(at: number, seat: Seat, kind: 'blocked' | 'partner', partner?: { color: Color; letter: string }): void;
  /** Removes the marks of `markHit`. */
  clearHits(): void;
  /** The Trickster's exchange: the pawn shrinks away and reappears on `to`. */
  jump(to: Spot, seat: Seat, cue: (c: SoundCue) => void): Promise<void>;
  /** After a reset: back to the dealt space the shorter way round, faster on long ways. */
  walkBack(from: Spot, to: Spot, seat: Seat, cue: (c: SoundCue) => void): Promise<void>;
  /** The solve: the pawn swells once. */
  celebrate(): Promise<void>;
  /**
   * Draws the invisible pawns of `board` in the colours of `view` (null: hides them), their
   * labels at `labelScale` (pieceArt.ts `revealedLabelScale`, default 1).
   */
  setRevealed(board: Board | null, view: ModuleViewState | null, labelScale?: number): void;
  /** The revealed pawns pop in one after the other. */
  popRevealed(cue: (c: SoundCue) => void): Promise<void>;
}

const clear = (c: Container) => c.removeChildren().forEach((ch) => ch.destroy({ children: true }));

/** Creates the pawn, the marks and the revealed pawns' layer. */
export function createPawn(anim: Animator): PawnPart {
  const marks = new Container();
  const revealed = new Container();
  const pawn = new Container();
  const hits = new Container();
  let marksKey = '';
  let pawnKey = '';

  const part: PawnPart = {
    marks,
    revealed,
    pawn,
    hits,
    render(v) {
      const mk = `${v.seat}/${v.colors.join()}`;
      if (mk !== marksKey) {
        marksKey = mk;
        clear(marks);
        marks.addChild(toPixi(seatMarksArt(v.seat, v.colors)));
      }
      const color = v.colors[v.seat];
      const letter = colorLetter(color, v.colorBlind);
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
    async walk(path, seat, cue, pace = 1) {
      for (const spot of path) {
        const to = spotCenter(spot, seat);
        const from = { x: pawn.position.x, y: pawn.position.y };
        await anim.tween(115 / pace, (t) => {
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
      await part.walk(path, seat, cue, Math.max(1, path.length / 6));
    },
    async bump(path, at, seat, cue) {
      await part.walk(path, seat, cue);
      const from = { x: pawn.position.x, y: pawn.position.y };
      const to = spotCenter(at, seat);
      // Half-way into the space, then back: a knock against the piece there.
      await anim.tween(170, (t) => {
        const k = 0.55 * Math.sin(t * Math.PI);
        pawn.position.set(lerp(from.x, to.x, k), lerp(from.y, to.y, k));
      });
      cue('place');
    },
    markHit(at, seat, kind, partner) {
      const p = spotCenter(at, seat);
      const mark = new Container();
      mark.position.set(p.x, p.y);
      if (kind === 'partner' && partner) {
        const ghost = toPixi(pawnArt(partner.color, partner.letter));
        ghost.alpha = 0.9;
        mark.addChild(ghost);
      }
      mark.addChild(paintInto(new Graphics(), strikeMarkArt(kind)));
      hits.addChild(mark);
      // At its own pace: a hurried next animation may clear (destroy) the mark while it grows.
      void anim.tween(220, (t) => mark.destroyed || mark.scale.set(1.6 - 0.6 * t), 1);
    },
    clearHits: () => clear(hits),
    celebrate: () => anim.tween(500, (t) => pawn.scale.set(1 + 0.35 * Math.sin(t * Math.PI))),
    setRevealed(board, view, labelScale = 1) {
      clear(revealed);
      if (!board) return;
      for (const g of revealedPawnsArt(board, view?.colors ?? null, view?.colorBlind ?? false, labelScale))
        revealed.addChild(toPixi(g));
    },
    async popRevealed(cue) {
      const pawns = [...revealed.children];
      for (const p of pawns) p.scale.set(0);
      for (const p of pawns) {
        cue('place');
        await anim.tween(180, (t) => p.scale.set(t < 0.7 ? (t / 0.7) * 1.25 : 1.25 - ((t - 0.7) / 0.3) * 0.25));
      }
    },
  };
  return part;
}
