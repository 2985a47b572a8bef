/**
 * The bomb drawn like the module (the bomb page's Pixi scene, src/view/moduleScene.ts) with the
 * three invisible pawns revealed and labelled (`setRevealed`).
 *
 * The designer needs a still picture, not an animation: each bomb is rendered once by a
 * short-lived scene, copied into an `<img>` (with a text alternative) and the scene destroyed,
 * so no frame loop keeps running on the main thread (software WebGL is slow). Pixi is loaded
 * with a dynamic `import()`, so it is its own chunk; where no renderer can be created the
 * designer shows its SVG board only.
 */
import type { Bomb } from '../../rules/generator';

/** A module picture showing one bomb as dealt, invisible pawns revealed. */
export interface RevealedModule {
  /** The picture element (in the host). */
  readonly image: HTMLImageElement;
  /**
   * Draws `bomb` as dealt (hand, swap pile, names, LEDs) with its hidden pawns shown.
   * @returns false when the scene could not be drawn (the picture is then left as it was).
   */
  show(bomb: Bomb): Promise<boolean>;
}

/**
 * Loads the module scene and puts an (empty) picture into `host`.
 * @returns the picture, or null when the scene's code cannot be loaded.
 */
export async function createRevealedModule(host: HTMLElement): Promise<RevealedModule | null> {
  let mods;
  try {
    mods = await Promise.all([import('../../view/scene/moduleScene'), import('../../view/viewState')]);
  } catch {
    return null;
  }
  const [{ createModuleScene }, { viewStateOfBomb }] = mods;
  const image = document.createElement('img');
  image.className = 'module-img';
  image.width = 640;
  image.height = 640;
  image.alt = 'The module';
  host.appendChild(image);
  let queue: Promise<boolean> = Promise.resolve(true);
  const draw = async (bomb: Bomb): Promise<boolean> => {
    const stage = document.createElement('div');
    stage.style.cssText = 'position:fixed;left:-2000px;top:0;width:640px;height:640px;pointer-events:none';
    document.body.appendChild(stage);
    try {
      const scene = await createModuleScene(stage, { markFirstFrame: false, resolution: 1.5 });
      try {
        const view = viewStateOfBomb({
          seat: bomb.seat,
          colors: bomb.colors,
          names: bomb.names,
          state: bomb.state,
          hand: bomb.hand,
          swap: bomb.swap,
        });
        scene.render(view);
        scene.setRevealed(bomb.state);
        scene.render(view); // renders now, revealed pawns included, so the canvas can be read
        image.src = scene.canvas.toDataURL('image/png');
      } finally {
        scene.destroy();
      }
      const s = bomb.state;
      image.alt =
        `The module as dealt, invisible pawns revealed: you on ${s.you}, opponent 1 (${bomb.names[0]}) on ${s.opponent1}, ` +
        `partner (${bomb.names[1]}) on ${s.partner}, opponent 2 (${bomb.names[2]}) on ${s.opponent2}`;
      return true;
    } catch {
      return false;
    } finally {
      stage.remove();
    }
  };
  return {
    image,
    show(bomb) {
      queue = queue.then(() => draw(bomb));
      return queue;
    },
  };
}
