/**
 * The bomb page's clock: the countdown (countdown.ts) shown in an element and run by the page's
 * timer until the module is solved or exploded. Written with `textContent`.
 */
import type { ModuleController } from '../../play/moduleController';
import { Countdown, formatClock } from './countdown';

/** A running countdown display. */
export interface TimerHandle {
  /**
   * Time the bomb has used so far, milliseconds, as the clock shows it (bomb time, faster after
   * strikes); without a timer, real time since the start.
   */
  elapsedMs(): number;
  /** Stops the countdown (a new bomb). */
  stop(): void;
}

/**
 * Runs the countdown in `clock` (every 50 ms of real time, faster after strikes) until the
 * module is solved or exploded; at 0 the bomb explodes (`controller.timeOut()`).
 * @param minutes 1–99, or 0 for no timer (the clock shows OFF).
 */
export function startTimer(clock: HTMLElement, minutes: number, controller: ModuleController): TimerHandle {
  const started = performance.now();
  if (minutes === 0) {
    clock.textContent = 'OFF';
    clock.classList.add('off');
    return { elapsedMs: () => performance.now() - started, stop: () => {} };
  }
  clock.classList.remove('off');
  const countdown = new Countdown(minutes * 60_000);
  let last = started;
  clock.textContent = formatClock(countdown.remainingMs);
  let frozen = false;
  const bringUp = () => {
    const now = performance.now();
    // The clock speeds up when the player sees the strike.
    countdown.advance(now - last, controller.shown.strikes);
    last = now;
    const text = formatClock(countdown.remainingMs);
    if (clock.textContent !== text) clock.textContent = text; // no layout when the second is the same
  };
  const id = setInterval(() => {
    if (controller.over || frozen) {
      clearInterval(id);
      return;
    }
    bringUp();
    if (countdown.expired) {
      clearInterval(id);
      controller.timeOut();
    }
  }, 50);
  return {
    elapsedMs: () => {
      // Bring the clock up to this moment first (then keep it still once the module is over), so
      // that the clock and what the caller shows agree.
      if (!frozen && !countdown.expired) bringUp();
      if (controller.over) frozen = true;
      return countdown.totalMs - countdown.remainingMs;
    },
    stop: () => clearInterval(id),
  };
}
