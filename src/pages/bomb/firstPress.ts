/**
 * The bomb page's first key or pointer press: work that only a player who plays needs (the
 * sounds' set-up, sceneLoader.ts; the record of the games in a normal visit, main.ts) starts
 * there, not in the page's start (issue 22).
 */

/** Calls `fn` once, at the page's first key or pointer press (listened to in the capture phase). */
export function atFirstPress(fn: () => void): void {
  const run = () => {
    removeEventListener('pointerdown', run, true);
    removeEventListener('keydown', run, true);
    fn();
  };
  addEventListener('pointerdown', run, true);
  addEventListener('keydown', run, true);
}
