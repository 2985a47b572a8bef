/**
 * Keys pressed on the bomb page before its code is up (issue 22: the page's code starts after
 * its first paint, and a fast player may press a card's key while the status still says
 * "Arming…"): kept from the entry's start (entry.ts) and given to the module once it plays
 * (main.ts), in order, as the keys typed during a new deal are (game.ts `replaceGame`). Keys
 * pressed before the entry ran (the first paint's moment) are not seen.
 */

const kept: KeyboardEvent[] = [];
const keep = (e: KeyboardEvent) => void kept.push(e);

/** Starts keeping the page's key presses and releases (entry.ts). */
export function keepEarlyKeys(): void {
  document.addEventListener('keydown', keep);
  document.addEventListener('keyup', keep);
}

/** Stops keeping; the key events kept, oldest first (none twice). */
export function takeEarlyKeys(): KeyboardEvent[] {
  document.removeEventListener('keydown', keep);
  document.removeEventListener('keyup', keep);
  return kept.splice(0);
}
