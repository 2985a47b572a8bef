/**
 * Parts of the bomb page around the module: the key list, the log and the countdown display.
 * Everything is written with `textContent`, never as HTML.
 */
import { KEY_HELP } from '../../view/bombControls';
import type { ModuleController } from '../../view/moduleController';
import { Countdown, formatClock } from '../../view/timer';

/** Fills a `<dl>` with the module's keys (KEY_HELP). */
export function showKeys(dl: HTMLElement): void {
  for (const [k, what] of KEY_HELP) {
    const dt = document.createElement('dt');
    const kbd = document.createElement('kbd');
    kbd.textContent = k;
    dt.appendChild(kbd);
    const dd = document.createElement('dd');
    dd.textContent = what;
    dl.append(dt, dd);
  }
}

/**
 * Appends one `<li>` per controller log entry to `ol`, when the player sees it (the
 * controller's `onLog` fires as the animation reaches the entry): the action, then its results
 * in words.
 * @returns the function that stops logging.
 */
export function mountLog(ol: HTMLElement, controller: ModuleController): () => void {
  return controller.onLog((entry) => {
    const li = document.createElement('li');
    if (entry.strike) li.className = 'strike';
    if (entry.action) {
      const act = document.createElement('span');
      act.className = 'act';
      act.textContent = `${entry.action}: `;
      li.appendChild(act);
    }
    li.appendChild(document.createTextNode(entry.lines.join(' ') || 'nothing happened.'));
    ol.appendChild(li);
    ol.scrollTop = ol.scrollHeight;
  });
}

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
