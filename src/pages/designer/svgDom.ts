/**
 * SVG built with the DOM (never innerHTML) for the designer's drawings (numbered board, charts):
 * every text is set with textContent.
 */

/** The SVG namespace. */
export const SVG = 'http://www.w3.org/2000/svg';

/** Creates an SVG element with attributes, appended to `parent` when given. */
export function el<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number>,
  parent?: Element,
): SVGElementTagNameMap[K] {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  parent?.appendChild(e);
  return e;
}

/** Creates an SVG `<text>` with `content` as its text, appended to `parent`. */
export function text(content: string, attrs: Record<string, string | number>, parent: Element): SVGTextElement {
  const t = el('text', attrs, parent);
  t.textContent = content;
  return t;
}
