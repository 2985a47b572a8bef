/**
 * The bomb page's drawing of the module, in three steps that keep the page's first paint light:
 *
 * 1. `showStill`: the still picture at once (src/play/pictureScene.ts: the module's art painted
 *    into a `<canvas>`, no Pixi), kept up to date while the rest loads; the buttons, keys and command box work.
 * 2. `loadScene`: the animated Pixi scene from its own chunk (fetched at a player's first sign,
 *    or once the page has been quiet a while: main.ts), its first frame drawn part by part in
 *    short tasks behind the picture, then shown in its place.
 * 3. The sounds, after the first press and only while nothing moves: creating the AudioContext
 *    blocks the page for 20–190 ms (src/play/sounds.ts).
 *
 * Without a renderer the page says so and stays playable on the still picture.
 */
import type * as SceneModule from '../../play/scene/moduleScene';
import { createPictureScene } from '../../play/pictureScene';
import { boardOf } from '../../module/moduleReducer';
import { $, notice, type BombSession } from './bombSession';
import { PartNotLoaded, partNotLoadedNotice } from '../chunkLoad';
import { atFirstPress } from './firstPress';

/** Draws the still picture of the game being played in `#module-host` (later games attach it themselves). */
export function showStill(session: BombSession): void {
  if (session.scene) return;
  session.still = createPictureScene($('module-host'));
  session.game.controller.attachScene(session.still);
  if (session.revealed) session.still.setRevealed(boardOf(session.game.controller.state));
}

/**
 * Sets the sounds up after the first press, once nothing moves: creating the AudioContext
 * blocks the page for 20–190 ms, which must land neither in the page's start (measured: the
 * set-up 2 s after a quiet start still fell inside Lighthouse's trace, 70–80 ms here) nor in an
 * animation. Browsers start audio only after a press anyway; the first move is silent.
 */
function startSounds(session: BombSession): void {
  const go = () => (session.game.controller.busy ? setTimeout(go, 250) : void session.sounds.preload());
  atFirstPress(() => setTimeout(go, 0));
}

/**
 * Creates the animated scene in `#module-host` once `sceneModule` has loaded (its first frame
 * drawn behind the still picture), then puts it in the picture's place for the game being played.
 */
export function loadScene(session: BombSession, sceneModule: Promise<typeof SceneModule>): void {
  const { sounds } = session;
  const host = $('module-host');
  host.classList.add('warming');
  sceneModule
    .then(({ createModuleScene }) =>
      createModuleScene(host, {
        onCue: (c) => sounds.play(c),
        initialView: session.game.controller.view(),
        board: $<HTMLImageElement>('module-board'),
      }),
    )
    .then((scene) => {
      session.scene = scene;
      const controller = session.game.controller;
      controller.attachScene(scene);
      scene.setRevealed(session.revealed ? boardOf(controller.state) : null);
      host.classList.remove('warming');
      session.still?.destroy();
      session.still = null;
      startSounds(session);
    })
    .catch((e: unknown) => {
      host.classList.remove('warming');
      if (e instanceof PartNotLoaded) {
        notice(partNotLoadedNotice(document, e.part), ' The picture, buttons, keys and command box still work.');
      } else {
        const why = e instanceof Error ? e.message : String(e);
        notice(
          `The module's animation could not start (${why}); the picture, buttons, keys and command box still work.`,
        );
      }
      startSounds(session);
    });
}
