/**
 * The pages' small DOM helpers (designer, practice, Tac-Tik, Tâchi). Text always goes in as text
 * nodes, never as HTML, so that nothing a player or designer types, a URL carries or a stored
 * record holds is ever parsed as markup.
 */

type Attrs = Record<string, string | number | boolean | undefined>;
type Child = Node | string | null | undefined | false;

/**
 * Creates an element with attributes (`false`/`undefined` skipped, `true` → empty attribute)
 * and children (strings become text nodes; `null`, `undefined` and `false` are skipped).
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

/** Replaces all children of `parent` by `children` (as `h` takes them). */
export function replace(parent: Node, ...children: Child[]): void {
  while (parent.firstChild) parent.removeChild(parent.firstChild);
  append(parent, ...children);
}

/** The element with `id`, which the page's HTML must have. Throws `Error('tachi.html has no #id')` when it has not. */
export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const e = document.getElementById(id);
  if (!e) throw new Error(`${location.pathname.split('/').pop() || 'the page'} has no #${id}`);
  return e as T;
}
