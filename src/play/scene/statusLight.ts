/**
 * The status light of the module scene (off while armed, green solved, red exploded) and the
 * strike: the light flashing red, a red veil over the module and the module shaking.
 */
import { Container, Graphics } from 'pixi.js';
import { lightColor, statusLightArt, strikeFlashArt } from '../../art/moduleArt';
import { MODULE_PALETTE } from '../../art/palette';
import { paintInto } from '../../art/pixiArt';
import { MODULE_SIZE } from '../../art/layout';
import type { Light } from '../../art/viewState';
import type { Animator } from './animator';

export interface StatusLightPart {
  /** The light (low in the stack). */
  readonly light: Graphics;
  /** The red veil of a strike (on top of everything). */
  readonly veil: Graphics;
  /** Shows the light of a still frame. */
  show(light: Light): void;
  /** The strike: the light flashes red for a while, the veil pulses and `root` shakes. */
  strike(root: Container): Promise<void>;
}

/** Creates the status light; `current` tells what it shows once a flash is over. */
export function createStatusLight(anim: Animator, current: () => Light): StatusLightPart {
  const light = new Graphics();
  const veil = paintInto(new Graphics(), strikeFlashArt());
  veil.alpha = 0;
  let flashUntil: number | null = null;
  const draw = (color: number | null) => paintInto(light, statusLightArt(color));
  anim.onFrame(
    (now) => {
      if (flashUntil === null) return;
      if (now > flashUntil) {
        flashUntil = null;
        draw(lightColor(current()));
      } else draw(Math.floor(now / 120) % 2 ? MODULE_PALETTE.lightExploded : null);
    },
    () => flashUntil !== null,
  );
  draw(null);
  return {
    light,
    veil,
    show(l) {
      draw(lightColor(l));
      veil.alpha = 0;
    },
    strike(root) {
      flashUntil = performance.now() + 900 / anim.speed;
      return anim.tween(420, (t) => {
        veil.alpha = 0.45 * Math.sin(t * Math.PI);
        root.position.set(MODULE_SIZE / 2 + Math.sin(t * 40) * 7 * (1 - t), MODULE_SIZE / 2);
      });
    },
  };
}
