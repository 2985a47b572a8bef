/**
 * The SVG back end of the module's picture: turns shapes (shapes.ts) into SVG, through a sink
 * that either builds DOM elements (`domSink`: the manual, in the page) or writes markup
 * (`stringSink`: the designer's picture, made in its worker, shown as an `<img>`). Texts go in as
 * text nodes or escaped character data, never parsed as markup. Numbers are written with at most
 * two decimals; colours as `#rrggbb` with `fill-opacity` / `stroke-opacity` for an alpha.
 */
import { css } from './palette';
import { FONT, type Paint, type Shape, type Stroke, type TextShape } from './shapes';

/** Attribute values; numbers are rounded to 2 decimals. */
type SvgAttrs = Readonly<Record<string, string | number | undefined>>;

/** Where SVG goes: an element with attributes and children, or a text. */
interface SvgSink<N> {
  element(name: string, attrs: SvgAttrs, children: readonly N[]): N;
  text(value: string): N;
}

/** The SVG namespace. */
const SVG_NS = 'http://www.w3.org/2000/svg';

const num = (v: number) => String(Math.round(v * 100) / 100);

/**
 * Creates an SVG element in `doc` with attributes (numbers written with at most 2 decimals,
 * `undefined` left out) and children (strings become text nodes, never markup).
 */
export function svgElement<K extends keyof SVGElementTagNameMap>(
  doc: Document,
  name: K,
  attrs: SvgAttrs = {},
  children: readonly (Node | string)[] = [],
): SVGElementTagNameMap[K] {
  const el = doc.createElementNS(SVG_NS, name) as SVGElementTagNameMap[K];
  for (const [k, v] of Object.entries(attrs))
    if (v !== undefined) el.setAttribute(k, typeof v === 'number' ? num(v) : v);
  el.append(...children);
  return el;
}

/** A sink that builds SVG elements in `doc`. */
export function domSink(doc: Document): SvgSink<Node> {
  return {
    element: (name, attrs, children) => svgElement(doc, name as keyof SVGElementTagNameMap, attrs, children),
    text: (value) => doc.createTextNode(value),
  };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ESCAPES[c]!);

/** A sink that writes SVG markup (attribute values and texts escaped; `<svg>` gets its namespace). */
export const stringSink: SvgSink<string> = {
  element(name, attrs, children) {
    const a = Object.entries(name === 'svg' ? { xmlns: SVG_NS, ...attrs } : attrs)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => ` ${k}="${escape(typeof v === 'number' ? num(v) : v!)}"`)
      .join('');
    return `<${name}${a}>${children.join('')}</${name}>`;
  },
  text: escape,
};

function paintAttrs(fill: Paint | undefined, stroke: Stroke | undefined): Record<string, string | number | undefined> {
  const f = fill === undefined ? undefined : typeof fill === 'number' ? { color: fill, alpha: 1 } : fill;
  return {
    fill: f ? css(f.color) : 'none',
    'fill-opacity': f && f.alpha !== 1 ? f.alpha : undefined,
    stroke: stroke ? css(stroke.color) : undefined,
    'stroke-width': stroke?.width,
    'stroke-opacity': stroke?.alpha !== undefined && stroke.alpha !== 1 ? stroke.alpha : undefined,
  };
}

function tagAttrs(s: Shape): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (s.cls) out.class = s.cls;
  for (const [k, v] of Object.entries(s.data ?? {})) out[`data-${k}`] = v;
  return out;
}

const deg = (rad: number) => (rad * 180) / Math.PI;
const pointList = (p: readonly number[]) =>
  Array.from({ length: p.length / 2 }, (_, i) => `${num(p[2 * i]!)},${num(p[2 * i + 1]!)}`).join(' ');

function textNode<N>(sink: SvgSink<N>, t: TextShape): N {
  return sink.element(
    'text',
    {
      ...tagAttrs(t),
      x: t.x,
      y: t.y,
      'font-size': t.size,
      'font-weight': 700,
      'text-anchor': t.align === 'left' ? 'start' : t.align === 'right' ? 'end' : 'middle',
      'dominant-baseline': 'central',
      'letter-spacing': t.letterSpacing,
      fill: css(t.fill),
      ...(t.outline ? { stroke: css(t.outline.color), 'stroke-width': t.outline.width, 'paint-order': 'stroke' } : {}),
      transform: t.rotation ? `rotate(${num(deg(t.rotation))} ${num(t.x)} ${num(t.y)})` : undefined,
    },
    [sink.text(t.text)],
  );
}

function arcPath(s: { x: number; y: number; r: number; start: number; end: number }): string {
  const at = (a: number) => `${num(s.x + s.r * Math.cos(a))} ${num(s.y + s.r * Math.sin(a))}`;
  const sweep = s.end - s.start;
  if (Math.abs(sweep) >= Math.PI * 2 - 1e-6) {
    const mid = s.start + Math.PI;
    return `M${at(s.start)} A${num(s.r)} ${num(s.r)} 0 1 1 ${at(mid)} A${num(s.r)} ${num(s.r)} 0 1 1 ${at(s.start)}`;
  }
  return `M${at(s.start)} A${num(s.r)} ${num(s.r)} 0 ${Math.abs(sweep) > Math.PI ? 1 : 0} ${sweep > 0 ? 1 : 0} ${at(s.end)}`;
}

/** The SVG of one shape (a group becomes a `<g>` with its transform). */
export function toSvg<N>(sink: SvgSink<N>, s: Shape): N {
  const tags = tagAttrs(s);
  switch (s.kind) {
    case 'group': {
      const t = [
        s.x || s.y ? `translate(${num(s.x ?? 0)} ${num(s.y ?? 0)})` : '',
        s.rotation ? `rotate(${num(deg(s.rotation))})` : '',
        s.scale !== undefined && s.scale !== 1 ? `scale(${num(s.scale)})` : '',
      ].filter(Boolean);
      const attrs = { ...tags, transform: t.length ? t.join(' ') : undefined, opacity: s.alpha };
      return sink.element(
        'g',
        attrs,
        s.children.map((c) => toSvg(sink, c)),
      );
    }
    case 'text':
      return textNode(sink, s);
    case 'rect':
      return sink.element(
        'rect',
        { ...tags, x: s.x, y: s.y, width: s.w, height: s.h, rx: s.r, ...paintAttrs(s.fill, s.stroke) },
        [],
      );
    case 'circle':
      return sink.element('circle', { ...tags, cx: s.x, cy: s.y, r: s.r, ...paintAttrs(s.fill, s.stroke) }, []);
    case 'ellipse':
      return sink.element(
        'ellipse',
        { ...tags, cx: s.x, cy: s.y, rx: s.rx, ry: s.ry, ...paintAttrs(s.fill, s.stroke) },
        [],
      );
    case 'poly':
      return sink.element('polygon', { ...tags, points: pointList(s.points), ...paintAttrs(s.fill, s.stroke) }, []);
    case 'line':
      return sink.element('polyline', { ...tags, points: pointList(s.points), ...paintAttrs(undefined, s.stroke) }, []);
    case 'curve': {
      const d = `M${num(s.x0)} ${num(s.y0)} Q${num(s.cx)} ${num(s.cy)} ${num(s.x1)} ${num(s.y1)}`;
      return sink.element('path', { ...tags, d, ...paintAttrs(undefined, s.stroke) }, []);
    }
    case 'arc':
      return sink.element('path', { ...tags, d: arcPath(s), ...paintAttrs(undefined, s.stroke) }, []);
  }
}

/**
 * A standalone `<svg>` of `shape` with the module's font.
 * @param box the viewBox in module pixels; `width` and `height` default to its size
 * @param attrs more attributes of the `<svg>` (role, aria-label, class, …)
 * @param title an accessible title (a `<title>` child), if any
 */
export function svgPicture<N>(
  sink: SvgSink<N>,
  shape: Shape,
  box: { x: number; y: number; w: number; h: number },
  attrs: SvgAttrs = {},
  title?: string,
): N {
  return sink.element(
    'svg',
    {
      viewBox: `${num(box.x)} ${num(box.y)} ${num(box.w)} ${num(box.h)}`,
      width: box.w,
      height: box.h,
      'font-family': FONT,
      ...attrs,
    },
    [...(title === undefined ? [] : [sink.element('title', {}, [sink.text(title)])]), toSvg(sink, shape)],
  );
}
