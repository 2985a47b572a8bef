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

/** Appends one `<li>` per controller log entry to `ol`: the action, then its results in words. */
export function mountLog(ol: HTMLElement, controller: ModuleController): void {
  controller.onLog((entry) => {
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

/**
 * Runs the countdown in `clock` (every 50 ms of real time, faster after strikes) until the
 * module is solved or exploded; at 0 the bomb explodes (`controller.timeOut()`).
 * @param minutes 1–99, or 0 for no timer (the clock shows OFF).
 */
export function startTimer(clock: HTMLElement, minutes: number, controller: ModuleController): void {
  if (minutes === 0) {
    clock.textContent = 'OFF';
    clock.classList.add('off');
    return;
  }
  const countdown = new Countdown(minutes * 60_000);
  let last = performance.now();
  clock.textContent = formatClock(countdown.remainingMs);
  const id = setInterval(() => {
    const now = performance.now();
    if (controller.over) {
      clearInterval(id);
      return;
    }
    countdown.advance(now - last, controller.strikes);
    last = now;
    clock.textContent = formatClock(countdown.remainingMs);
    if (countdown.expired) {
      clearInterval(id);
      controller.timeOut();
    }
  }, 50);
}
