/**
 * Parts of the bomb page around the module: the key list and the log (the countdown display is
 * clock.ts). Everything is written with `textContent`, never as HTML.
 */
import { KEY_HELP } from '../../play/moduleKeys';
import type { ModuleController } from '../../play/moduleController';

/** The page's own keys, after the module's (hintPanel.ts). */
const PAGE_KEY_HELP: readonly (readonly [string, string])[] = [['H', 'hint: the next step of a winning line, and why']];

/** Fills a `<dl>` with the module's keys (KEY_HELP), then the page's own (the hint). */
export function showKeys(dl: HTMLElement): void {
  for (const [k, what] of [...KEY_HELP, ...PAGE_KEY_HELP]) {
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
