/**
 * SVG built with the DOM (never innerHTML) for the designer's drawings (numbered board, charts):
 * every text is set with textContent. The elements are made by the module art's SVG helper
 * (src/art/svgArt.ts); these add them to a parent as they are made.
 */
import { svgElement } from '../../art/svgArt';

/** Creates an SVG element with attributes, appended to `parent` when given. */
export function el<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number>,
  parent?: Element,
): SVGElementTagNameMap[K] {
  const e = svgElement(document, tag, attrs);
  parent?.appendChild(e);
  return e;
}

/** Creates an SVG `<text>` with `content` as its text, appended to `parent`. */
export function text(content: string, attrs: Record<string, string | number>, parent: Element): SVGTextElement {
  const t = el('text', attrs, parent);
  t.textContent = content;
  return t;
}
