/**
 * Keys pressed on the bomb page while there is no module to take them, kept and given to the
 * module once it plays, in order, so that no input is lost: while a new bomb is dealt (game.ts
 * `replaceGame`: New bomb, then a card at once) and while the page arms (issue 22: the page's
 * code starts after its first paint, and a fast player may press a card's key while the status
 * still says "Arming…"; kept by load-check.js from the end of the HTML's parsing, then from the
 * entry's start, entry.ts, given after the deal, main.ts).
 */
import { markKeptTime } from '../../play/keyPressTimes';

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

/**
 * Sends a kept key event again, to its element if it is still on the page, else to the document,
 * marked with the time it really happened (src/play/keyPressTimes.ts), so that a TAC hold kept
 * whole, or begun while kept and ended live, is timed as it was made.
 */
export function replayKey(e: KeyboardEvent): void {
  const target = e.target instanceof Node && e.target.isConnected ? e.target : document;
  const { key, code, repeat, shiftKey, ctrlKey, altKey, metaKey } = e;
  const init = { key, code, repeat, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true };
  const again = new KeyboardEvent(e.type, init);
  markKeptTime(again, e.timeStamp);
  target.dispatchEvent(again);
}

/**
 * Sends kept key events again, at once and in order (`replayKey`): a hold made while there was
 * no module is a reset for the module and a shorter press a tap, decided from the kept times,
 * so that a live key pressed right after cannot cut it short.
 * @param events key events (`keydown`, `keyup`) as kept by `keepKeys`, oldest first
 */
export function replayKeys(events: readonly KeyboardEvent[]): void {
  for (const e of events) replayKey(e);
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
  replayKeys(take?.() ?? []);
}
