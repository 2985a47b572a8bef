/**
 * Keys pressed on the bomb page while there is no module to take them, kept and given to the
 * module once it plays, in order, so that no input is lost: while a new bomb is dealt (game.ts
 * `replaceGame`: New bomb, then a card at once) and while the page arms (issue 22: the page's
 * code starts after its first paint, and a fast player may press a card's key while the status
 * still says "Arming…"; kept by load-check.js from the end of the HTML's parsing, then from the
 * entry's start, entry.ts, given after the deal, main.ts).
 */
import { markPressedAt } from '../../play/keyPressTimes';

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
 * Sends a kept key event again, to its element if it is still on the page, else to the document.
 * @param stillDown a `keydown` whose release was not kept (the key is still held): the module
 *   times its hold from the kept press (src/play/keyPressTimes.ts)
 */
export function replayKey(e: KeyboardEvent, stillDown = false): void {
  const target = e.target instanceof Node && e.target.isConnected ? e.target : document;
  const { key, code, repeat, shiftKey, ctrlKey, altKey, metaKey } = e;
  const init = { key, code, repeat, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true };
  const again = new KeyboardEvent(e.type, init);
  if (stillDown) markPressedAt(again, e.timeStamp);
  target.dispatchEvent(again);
}

/**
 * Sends kept key events again, in order, keeping how long each key was held: a key held down
 * (its kept press and release at least `HELD_MS` apart, e.g. the TAC hold of one second:
 * tacHold.ts) is released that long after its press is sent, and the events after it wait for
 * it, so a hold made while there was no module is a hold for the module, not a tap; a key
 * still down (its release not kept) is a press that began when it was kept, so that a hold begun
 * before and ended after is timed from its start.
 * @param events key events (`keydown`, `keyup`) as kept by `keepKeys`, oldest first
 */
export function replayKeys(events: readonly KeyboardEvent[]): void {
  /** Each key down: when it was pressed (the event's time) and when its press was sent again. */
  const downs = new Map<string, { at: number; sent: number }>();
  const next = (from: number): void => {
    for (let i = from; i < events.length; i++) {
      const e = events[i]!;
      const key = e.code || e.key;
      const down = downs.get(key);
      if (e.type === 'keyup' && down) {
        downs.delete(key);
        const held = e.timeStamp - down.at;
        const wait = down.sent + held - performance.now();
        if (held >= HELD_MS && wait > 0) {
          setTimeout(() => {
            replayKey(e);
            next(i + 1);
          }, wait);
          return;
        }
      }
      if (e.type === 'keydown' && !down) downs.set(key, { at: e.timeStamp, sent: performance.now() });
      const released = (x: KeyboardEvent) => x.type === 'keyup' && (x.code || x.key) === key;
      replayKey(e, e.type === 'keydown' && !events.slice(i + 1).some(released));
    }
  };
  next(0);
}

/** A kept key's press and release this far apart (ms) are replayed as far apart: a hold. */
const HELD_MS = 250;

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
