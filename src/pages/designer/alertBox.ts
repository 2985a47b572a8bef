/**
 * The designer's alert regions (src/pages/designer/panels/): a message said once, as text.
 */
import { h } from '../dom';

/**
 * An alert region: hidden while empty (so it is not announced or found), `role="alert"` with the
 * message as text otherwise.
 */
export function alertBox(id: string): { el: HTMLElement; show(message: string | null): void } {
  const el = h('div', { id, class: 'alert', role: 'alert', hidden: true });
  return {
    el,
    show(message) {
      el.textContent = message ?? '';
      el.hidden = !message;
    },
  };
}
