/**
 * The bomb page's first signs of a player: work that only a player who plays needs starts there,
 * not in the page's start (issue 22). At the first key or pointer press: the sounds' set-up
 * (sceneLoader.ts) and, in a normal visit, the record of the games (main.ts). At the first sign of
 * any kind (a pointer moving over the page, a touch, a key, the focus coming in, a wheel): the
 * animated scene (main.ts, sceneLoader.ts), which the still picture stands in for until then.
 */

/** Calls `fn` once, at the first of `events` on the window (listened to in the capture phase, passively). */
function atFirst(events: readonly string[], fn: () => void): void {
  const run = () => {
    for (const e of events) removeEventListener(e, run, true);
    fn();
  };
  for (const e of events) addEventListener(e, run, { capture: true, passive: true });
}

/** Calls `fn` once, at the page's first key or pointer press. */
export function atFirstPress(fn: () => void): void {
  atFirst(['pointerdown', 'keydown'], fn);
}

/**
 * The events that tell a player is there: a mouse moving over the page comes well before its
 * first click, a finger's touch before its tap's click, the Tab key's focus before Space.
 */
const FIRST_SIGNS: readonly string[] = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'];

let firstSign: Promise<void> | null = null;

/**
 * Starts watching for the first sign of a player (entry.ts, as soon as the page's code runs: a
 * sign while the page arms still counts, and the kept keys replayed later are signs too).
 */
export function watchFirstSign(): Promise<void> {
  return (firstSign ??= new Promise((resolve) => atFirst(FIRST_SIGNS, resolve)));
}

/** Calls `fn` once, at the first sign of a player on the page (`FIRST_SIGNS`), or soon when there was one. */
export function atFirstSign(fn: () => void): void {
  void watchFirstSign().then(fn);
}
