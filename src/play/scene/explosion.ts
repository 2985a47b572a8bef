/**
 * The explosion of the module scene: a white flash, then the fireball and its shock ring growing
 * from the centre while the module shakes hard under thickening smoke, black, and — once the
 * still frame of the end has been drawn under the smoke — the smoke clearing on the module with
 * its light red. (The revealed pawns then pop in: effectAnimations.ts.) The layer lies outside
 * the shaking drawing, so the flash and the smoke cover the module whole.
 */
import { Container, Graphics } from 'pixi.js';
import { blackoutArt, fireballArt } from '../../art/moduleArt';
import { MODULE_PALETTE } from '../../art/palette';
import { paintInto } from '../../art/pixiArt';
import { MODULE_SIZE } from '../../art/layout';
import type { Animator } from './animator';

export interface ExplosionPart {
  /** The flash, the smoke and the fireball (on top of everything). */
  readonly layer: Container;
  /**
   * Plays the explosion: `root` (the whole drawing) shakes; `under()` is called while the smoke
   * hides the module (draw the end's still frame there).
   */
  play(root: Container, under: () => void): Promise<void>;
}

/** Creates the explosion's layers (hidden until it plays). */
export function createExplosion(anim: Animator): ExplosionPart {
  const layer = new Container();
  const flash = paintInto(new Graphics(), blackoutArt(MODULE_PALETTE.flash));
  const smoke = paintInto(new Graphics(), blackoutArt(MODULE_PALETTE.smoke));
  const fire = new Graphics();
  fire.position.set(MODULE_SIZE / 2, MODULE_SIZE / 2);
  layer.addChild(smoke, fire, flash);
  layer.visible = false;
  const centre = MODULE_SIZE / 2;

  return {
    layer,
    async play(root, under) {
      layer.visible = true;
      smoke.alpha = 0;
      flash.alpha = 0;
      paintInto(fire, []);
      await anim.tween(90, (t) => (flash.alpha = t));
      await anim.tween(800, (t) => {
        flash.alpha = Math.max(0, 1 - t * 5);
        smoke.alpha = 0.72 + 0.28 * t * t; // the module seen shaking under it at first
        paintInto(fire, fireballArt(t));
        const a = 20 * (1 - t);
        root.position.set(centre + Math.sin(t * 90) * a, centre + Math.cos(t * 71) * a * 0.8);
      });
      paintInto(fire, []);
      smoke.alpha = 1;
      root.position.set(centre, centre);
      under();
      await anim.pause(300);
      await anim.tween(700, (t) => (smoke.alpha = 1 - t));
      layer.visible = false;
    },
  };
}
