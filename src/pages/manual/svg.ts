/**
 * A tiny helper to build SVG with the DOM (never with innerHTML), so that every text in a drawing
 * is set with textContent and the same code runs in the browser and in jsdom.
 */

export const SVG_NS = 'http://www.w3.org/2000/svg';

/** Attribute values: numbers are rounded to 2 decimals to keep the markup short. */
export type Attrs = Record<string, string | number>;

/**
 * Creates an SVG element with attributes and children.
 * @param doc the document to create it in
 * @param name the element name, e.g. `"rect"`
 * @param attrs attributes; numbers are written with at most 2 decimals
 * @param children child nodes, or strings for text content
 */
export function svgEl<K extends keyof SVGElementTagNameMap>(
  doc: Document,
  name: K,
  attrs: Attrs = {},
  children: ReadonlyArray<Node | string> = [],
): SVGElementTagNameMap[K] {
  const el = doc.createElementNS(SVG_NS, name) as SVGElementTagNameMap[K];
  for (const [k, v] of Object.entries(attrs)) {
    el.setAttribute(k, typeof v === 'number' ? String(Math.round(v * 100) / 100) : v);
  }
  for (const c of children) el.append(typeof c === 'string' ? doc.createTextNode(c) : c);
  return el;
}
