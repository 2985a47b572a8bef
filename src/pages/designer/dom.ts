/**
 * Tiny DOM helpers for the designer page. Text always goes in through `textContent`, never as
 * HTML, so that nothing a designer types (or a URL carries) is ever parsed as markup.
 */

type Attrs = Record<string, string | number | boolean | undefined>;
type Child = Node | string | null | undefined | false;

/**
 * Creates an element with attributes (`false`/`undefined` skipped, `true` → empty attribute)
 * and children (strings become text nodes).
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    e.setAttribute(k, v === true ? '' : String(v));
  }
  append(e, ...children);
  return e;
}

/** Appends children (strings as text nodes). */
function append(parent: Node, ...children: Child[]): void {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    parent.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
  }
}

/** Replaces all children of `parent`. */
export function replace(parent: Node, ...children: Child[]): void {
  while (parent.firstChild) parent.removeChild(parent.firstChild);
  append(parent, ...children);
}

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
