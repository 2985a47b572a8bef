/**
 * When key events sent again by the page really happened: keys pressed while there was no
 * module (the page arming, a new bomb being dealt) are kept and sent again as new events once the
 * module plays (src/pages/bomb/keptKeys.ts), each marked with the time of the event it repeats.
 * The TAC hold (tacHold.ts, through moduleKeys.ts and moduleButtons.ts) is timed from those
 * times, so that a one-second hold made while the page armed is a reset, a shorter press a tap,
 * decided at once instead of played again in real time. A module of its own: the bomb page's
 * entry chunk holds it, not the module's keys.
 */

const keptTimes = new WeakMap<KeyboardEvent, number>();

/**
 * Says that the key event `e` (sent again by the page) repeats one that happened at `ms`
 * (`performance.now()` time: the kept event's `timeStamp`).
 */
export function markKeptTime(e: KeyboardEvent, ms: number): void {
  keptTimes.set(e, ms);
}

/** When the key event `e` really happened, if it is one sent again (`markKeptTime`); undefined for a live one. */
export function keptTime(e: KeyboardEvent): number | undefined {
  return keptTimes.get(e);
}
