/**
 * Keys pressed on the bomb page while there is no module to take them, kept and given to the
 * module once it plays, in order, so that no input is lost: while a new bomb is dealt (game.ts
 * `replaceGame`: New bomb, then a card at once) and while the page arms (issue 22: the page's
 * code starts after its first paint, and a fast player may press a card's key while the status
 * still says "Arming…"; kept by load-check.js from the end of the HTML's parsing, then from the
 * entry's start, entry.ts, given after the deal, main.ts).
 */

/**
 * Keeps the page's key presses and releases from now on.
 * @returns the function that stops keeping and gives the key events kept, oldest first.
 */
export function keepKeys(): () => KeyboardEvent[] {
  const kept: KeyboardEvent[] = [];
  const keep = (e: KeyboardEvent) => void kept.push(e);
  document.addEventListener('keydown', keep);
  document.addEventListener('keyup', keep);
  return () => {
    document.removeEventListener('keydown', keep);
    document.removeEventListener('keyup', keep);
    return kept.splice(0);
  };
}

/** Sends a kept key event again, to its element if it is still on the page, else to the document. */
export function replayKey(e: KeyboardEvent): void {
  const target = e.target instanceof Node && e.target.isConnected ? e.target : document;
  const { key, code, repeat, shiftKey, ctrlKey, altKey, metaKey } = e;
  const init = { key, code, repeat, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true };
  target.dispatchEvent(new KeyboardEvent(e.type, init));
}

let early: (() => KeyboardEvent[]) | null = null;

/**
 * Starts keeping the keys pressed while the page arms (entry.ts), after those load-check.js kept
 * before the page's code started (scripts/loadCheckPlugin.ts: `window.keysBeforeBombCode` gives
 * them and stops keeping; absent when the page has no such script).
 */
export function keepEarlyKeys(): void {
  if (early) return;
  const before = (window as { keysBeforeBombCode?: () => KeyboardEvent[] }).keysBeforeBombCode?.() ?? [];
  const after = keepKeys();
  early = () => [...before, ...after()];
}

/** Gives the keys pressed while the page armed to the module that now plays, in order (main.ts). */
export function replayEarlyKeys(): void {
  const take = early;
  early = null;
  for (const e of take?.() ?? []) replayKey(e);
}
