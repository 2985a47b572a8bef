/**
 * The bomb page's last step: the Pixi scene, from its own chunk (pixi.js; the fetch starts before
 * anything else, and the buttons and keys work while it loads), then the sounds. Without a
 * renderer the page says so and stays playable with the buttons, keys and command box.
 */
import type * as SceneModule from '../../view/scene/moduleScene';
import { $, notice, type BombSession } from './bombSession';
import { releaseSpeech } from './speechLoader';

/** Creates the scene in `#module-host` once `sceneModule` has loaded, and attaches it to the game. */
export function loadScene(session: BombSession, sceneModule: Promise<typeof SceneModule>): void {
  const { sounds } = session;
  sceneModule
    .then(({ createModuleScene }) => createModuleScene($('module-host'), { onCue: (c) => sounds.play(c) }))
    .then((scene) => {
      session.scene = scene;
      $('loading').remove();
      session.game.controller.attachScene(scene);
      // Set up the sounds as soon as that first frame is on screen, while nothing moves yet: the
      // first AudioContext blocks the main thread for 100–190 ms in a fresh Chromium (see
      // src/view/sounds.ts), so it must not happen at the first cue, inside an animation. If the
      // module is already moving (commands typed before it was drawn), wait until it stops.
      const startSounds = () => (session.game.controller.busy ? setTimeout(startSounds, 250) : void sounds.preload());
      requestAnimationFrame(() =>
        setTimeout(() => {
          releaseSpeech(); // the screen reader's words (their own chunk: speechLoader.ts)
          startSounds();
        }, 0),
      );
    })
    .catch((e: unknown) => {
      releaseSpeech();
      const why = e instanceof Error ? e.message : String(e);
      $('loading').textContent = 'The module drawing could not start; the buttons and keys still work.';
      notice(`The module drawing could not start (${why}); use the buttons, keys and command box.`);
    });
}
