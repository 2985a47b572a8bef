/**
 * When key presses sent again by the page really began: a kept key still down when the module
 * starts to play (src/pages/bomb/keptKeys.ts) is sent again as a new `keydown`, and a T held from
 * the kept press is timed from then (moduleKeys.ts, tacHold.ts), so that a one-second hold begun
 * while the page armed is a hold, not a tap. A module of its own: the bomb page's entry chunk
 * holds it, not the module's keys.
 */

const pressTimes = new WeakMap<KeyboardEvent, number>();

/**
 * Says that the key press `e` (a `keydown` sent again for a key still held) began at `ms`
 * (`performance.now()` time, e.g. the kept event's `timeStamp`).
 */
export function markPressedAt(e: KeyboardEvent, ms: number): void {
  pressTimes.set(e, ms);
}

/** When the press `e` began, if it is a press sent again (`markPressedAt`); undefined for a live one. */
export function pressedAt(e: KeyboardEvent): number | undefined {
  return pressTimes.get(e);
}
