/**
 * The one state object the parts of the module scene share (in the manner of chessground's
 * `State`): the still frame being shown, which the effects amend while they play (a card leaving
 * the hand, an LED going out), the Trickster's LED wait, and the scene's life. Each part reads it;
 * `render` and the effect table (effectAnimations.ts) write it.
 */
import type { Seat } from '../../rules/board';
import type { ModuleViewState } from '../../art/viewState';

export interface SceneState {
  /** The still frame shown now (null before the first render). */
  view: ModuleViewState | null;
  /** Milliseconds the frame loop has run: the clock of the LEDs' blinking. */
  blinkMs: number;
  /** Until when (performance.now()) the LEDs flicker as a hint that a Trickster waits for them. */
  hintUntil: number;
  /** Seats whose LED brightness is forced while an effect flickers it (captures, exchanges). */
  readonly flicker: Map<Seat, number>;
  /** True once the scene is destroyed: parts draw nothing more. */
  destroyed: boolean;
}

/** A fresh scene state. */
export function createSceneState(): SceneState {
  return { view: null, blinkMs: 0, hintUntil: 0, flicker: new Map(), destroyed: false };
}

/** Sound cues the scene emits while animating (see src/play/sounds.ts). */
export type SoundCue = 'pickup' | 'place' | 'step' | 'press' | 'release' | 'slide' | 'strike' | 'solve' | 'explode';
