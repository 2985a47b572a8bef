/**
 * The effect → animation table of the module scene: for each effect of the module reducer
 * (src/module/moduleReducer.ts `Effect`) and of the view (src/play/sceneEffects.ts: where a play
 * struck, the explosion), how the scene shows it and which sounds it cues. The table is total
 * (TypeScript checks that every effect type has its row); a row may amend the scene state's
 * still frame so that what follows is drawn right (a played card is no longer pending, a
 * captured opponent's LED is out).
 */
import type { Container } from 'pixi.js';
import type { Board } from '../../rules/position';
import { colorLetter } from '../../art/pieceArt';
import type { SceneEffect } from '../sceneEffects';
import type { ModuleViewState } from '../../art/viewState';
import type { Animator } from './animator';
import type { ButtonsPart } from './buttons';
import type { CardsPart } from './cards';
import type { ExplosionPart } from './explosion';
import type { PawnPart } from './pawn';
import type { SceneState, SoundCue } from './sceneState';
import type { StatusLightPart } from './statusLight';
import { partnerSeat } from '../../rules/bomb';

/** What an animation may use: the shared state, the clock, the parts and the sound cues. */
export interface EffectContext {
  readonly state: SceneState;
  readonly anim: Animator;
  readonly cue: (c: SoundCue) => void;
  readonly cards: CardsPart;
  readonly pawn: PawnPart;
  readonly buttons: ButtonsPart;
  readonly light: StatusLightPart;
  readonly explosion: ExplosionPart;
  /** The whole drawing (a strike shakes it). */
  readonly root: Container;
  /** Snaps the drawing to a still frame (the scene's `render`). */
  readonly snap: (view: ModuleViewState) => void;
  /** Draws the hidden pawns of a board (the scene's `setRevealed`). */
  readonly reveal: (board: Board) => void;
}

type Animation<T extends SceneEffect['type']> = (
  e: Extract<SceneEffect, { type: T }>,
  c: EffectContext,
) => Promise<void>;

/** Amends the still frame, if there is one. */
function amend(
  c: EffectContext,
  change: (v: NonNullable<SceneState['view']>) => Partial<NonNullable<SceneState['view']>>,
) {
  const v = c.state.view;
  if (v) c.state.view = { ...v, ...change(v) };
}

/** Flickers the LEDs of `seats` through `levels`, `ms` each, then lets them be. */
async function flicker(c: EffectContext, seats: readonly number[], levels: readonly number[], ms: number) {
  for (const level of levels) {
    for (const s of seats) c.state.flicker.set(s as 0 | 1 | 2 | 3, level);
    await c.anim.pause(ms);
  }
  for (const s of seats) c.state.flicker.delete(s as 0 | 1 | 2 | 3);
}

/** How each effect is shown (see the file comment). */
const EFFECT_ANIMATIONS: { readonly [T in SceneEffect['type']]: Animation<T> } = {
  'card-selected': async (e, c) => {
    c.cue('pickup');
    await c.cards.lift(e.slot);
  },
  'options-shown': async (e, c) => {
    const card = c.cards.cardAt(e.slot);
    if (card) c.buttons.setIcons(card, e.ask);
    c.cue('slide');
    await c.anim.tween(200, c.buttons.place);
  },
  'option-chosen': async (e, c) => {
    c.cue('press');
    c.buttons.flash(e.choice);
    await c.anim.pause(110);
    c.cue('release');
    await c.anim.tween(140, (t) => c.buttons.place(1 - t));
  },
  'leds-awaited': async (e, c) => {
    amend(c, () => ({ pending: { slot: e.slot, card: c.cards.cardAt(e.slot)!, ask: 'leds', led: null } }));
  },
  'led-selected': async (e, c) => {
    c.cue('press');
    amend(c, (v) => (v.pending ? { pending: { ...v.pending, led: e.seat } } : {}));
    await c.anim.pause(120);
  },
  'led-deselected': async (_e, c) => {
    c.cue('press');
    amend(c, (v) => (v.pending ? { pending: { ...v.pending, led: null } } : {}));
    await c.anim.pause(120);
  },
  'leds-hint': async (_e, c) => {
    c.state.hintUntil = performance.now() + 500 / c.anim.speed;
    await c.anim.pause(300);
  },
  'card-cancelled': async (e, c) => {
    amend(c, () => ({ pending: null }));
    c.cue('place');
    await Promise.all([
      c.cards.settle(e.slot),
      c.anim.tween(120, (t) => c.buttons.place(Math.min(c.buttons.alpha, 1 - t))),
    ]);
  },
  swapped: (e, c) => c.cards.swap(e.slot, e.to, c.cue),
  'card-played': async (e, c) => {
    amend(c, () => ({ pending: null }));
    c.buttons.place(0);
    await c.cards.play(e.slot, e.card, c.cue);
  },
  'pawn-moved': async (e, c) => {
    const seat = c.state.view?.seat ?? 0;
    if (e.by === 'walk') await c.pawn.walk(e.path, seat, c.cue);
    else if (e.by === 'trickster') await c.pawn.jump(e.to, seat, c.cue);
    else await c.pawn.walkBack(e.from, e.to, seat, c.cue);
  },
  'opponent-captured': async (e, c) => {
    await flicker(c, [e.seat], [0, 1, 0.2, 0.8, 0, 0.5, 0], 55);
    amend(c, (v) => ({ ledsOff: [...v.ledsOff, e.seat] }));
  },
  'pieces-exchanged': async (e, c) => {
    await flicker(c, e.seats, [1.25, 0.3, 1.25, 0.3], 90);
    amend(c, (v) => (v.pending ? { pending: null } : {}));
  },
  strike: async (_e, c) => {
    c.cue('strike');
    await c.light.strike(c.root);
  },
  reset: async (_e, c) => {
    amend(c, () => ({ pending: null, ledsOff: [] }));
    c.buttons.place(0);
    await c.cards.fade();
  },
  solved: async (_e, c) => {
    c.cue('solve');
    amend(c, () => ({ light: 'solved' }));
    await c.pawn.celebrate();
  },
  ignored: async () => {},
  'pawn-blocked': async (e, c) => {
    const seat = c.state.view?.seat ?? 0;
    await c.pawn.bump(e.path, e.at, seat, c.cue);
    c.pawn.markHit(e.at, seat, 'blocked');
  },
  'partner-hit': async (e, c) => {
    const v = c.state.view;
    const seat = v?.seat ?? 0;
    await c.pawn.bump(e.path, e.at, seat, c.cue);
    const color = v?.colors[partnerSeat(seat)];
    c.pawn.markHit(e.at, seat, 'partner', color && { color, letter: colorLetter(color, v!.colorBlind) });
  },
  exploded: async (e, c) => {
    c.cue('explode');
    await c.explosion.play(c.root, () => {
      c.pawn.clearHits();
      c.snap(e.view);
      c.reveal(e.board);
      for (const p of c.pawn.revealed.children) p.scale.set(0);
    });
    await c.pawn.popRevealed(c.cue);
  },
};

/** Plays one effect's animation. */
export function playEffect(e: SceneEffect, c: EffectContext): Promise<void> {
  return (EFFECT_ANIMATIONS[e.type] as (e: SceneEffect, c: EffectContext) => Promise<void>)(e, c);
}
