/**
 * The bomb drawn like the module (the bomb page's Pixi scene, src/view/moduleScene.ts) with the
 * three invisible pawns revealed and labelled (`setRevealed`). Pixi is loaded with a dynamic
 * `import()`, so it is its own chunk and the designer works (with its SVG board only) where no
 * renderer can be created.
 */
import type { Bomb } from '../rules/generator';

/** A module drawing showing one bomb as dealt, invisible pawns revealed. */
export interface RevealedModule {
  /** Draws `bomb` as dealt (hand, swap pile, names, LEDs) with its three hidden pawns shown. */
  show(bomb: Bomb): void;
  readonly canvas: HTMLCanvasElement;
  destroy(): void;
}

/**
 * Creates the module scene in `host`.
 * @returns the drawing, or null when the scene cannot be created (no WebGL or canvas 2D); the
 *   caller then relies on the SVG board.
 */
export async function createRevealedModule(host: HTMLElement): Promise<RevealedModule | null> {
  try {
    const [{ createModuleScene }, { viewStateOfBomb }] = await Promise.all([import('../view/moduleScene'), import('../view/viewState')]);
    const scene = await createModuleScene(host, { markFirstFrame: false });
    scene.canvas.setAttribute('role', 'img');
    return {
      canvas: scene.canvas,
      show(bomb) {
        scene.render(viewStateOfBomb({ seat: bomb.seat, colors: bomb.colors, names: bomb.names, state: bomb.state, hand: bomb.hand, swap: bomb.swap }));
        scene.setRevealed(bomb.state);
        scene.canvas.setAttribute(
          'aria-label',
          `The module as dealt, invisible pawns revealed: opponent 1 on ${bomb.state.opponent1}, partner on ${bomb.state.partner}, opponent 2 on ${bomb.state.opponent2}; you on ${bomb.state.you}`,
        );
      },
      destroy: () => scene.destroy(),
    };
  } catch {
    return null;
  }
}
