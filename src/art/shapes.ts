/**
 * The vocabulary of the module's picture: rectangles, circles, ellipses, polygons, lines, curves,
 * arcs, texts and groups, as plain data in module pixels (the 640 × 640 module of
 * src/art/layout.ts). The art (cardArt.ts, moduleArt.ts, pieceArt.ts, modulePicture.ts) describes
 * the module once in these words; two small back ends draw the description: pixiArt.ts for the
 * bomb's animated scene and svgArt.ts for the manual's drawing and the designer's picture.
 *
 * Pure data: no Pixi, no DOM, so it runs in a worker and in Node. Every text is bold, in the
 * module's font (`FONT`), at one of the few sizes of `SIZE`.
 */

/** A colour as 0xRRGGBB, or a colour with an alpha 0…1. */
export type Paint = number | { readonly color: number; readonly alpha: number };

/** An outline: width in module pixels, centred on the shape's edge. */
export interface Stroke {
  readonly width: number;
  readonly color: number;
  readonly alpha?: number;
}

/**
 * Names a back end may give a shape: the SVG back end writes `cls` as the `class` attribute and
 * `data` as `data-*` attributes (the manual's tests and styles find parts by them); Pixi ignores them.
 */
interface Tags {
  readonly cls?: string;
  readonly data?: Readonly<Record<string, string | number>>;
}

/** A closed shape: filled, outlined, or both. */
interface Filled extends Tags {
  readonly fill?: Paint;
  readonly stroke?: Stroke;
}

/** A rectangle with its top-left corner at (x, y) and corner radius `r`. */
interface RectShape extends Filled {
  readonly kind: 'rect';
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly r?: number;
}

interface CircleShape extends Filled {
  readonly kind: 'circle';
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

interface EllipseShape extends Filled {
  readonly kind: 'ellipse';
  readonly x: number;
  readonly y: number;
  readonly rx: number;
  readonly ry: number;
}

/** A closed polygon: `points` is x0, y0, x1, y1, … */
export interface PolyShape extends Filled {
  readonly kind: 'poly';
  readonly points: readonly number[];
}

/** An open polyline: `points` is x0, y0, x1, y1, … */
interface LineShape extends Tags {
  readonly kind: 'line';
  readonly points: readonly number[];
  readonly stroke: Stroke;
}

/** A quadratic curve from (x0, y0) through the control point (cx, cy) to (x1, y1). */
interface CurveShape extends Tags {
  readonly kind: 'curve';
  readonly x0: number;
  readonly y0: number;
  readonly cx: number;
  readonly cy: number;
  readonly x1: number;
  readonly y1: number;
  readonly stroke: Stroke;
}

/** An arc of the circle centred on (x, y), from angle `start` to `end` (radians, clockwise on screen). */
interface ArcShape extends Tags {
  readonly kind: 'arc';
  readonly x: number;
  readonly y: number;
  readonly r: number;
  readonly start: number;
  readonly end: number;
  readonly stroke: Stroke;
}

/**
 * A line of bold text. (x, y) is the middle of its height and, by `align`, its left end, its
 * centre (default) or its right end; `rotation` (radians) turns it about that point.
 */
export interface TextShape extends Tags {
  readonly kind: 'text';
  readonly text: string;
  readonly x: number;
  readonly y: number;
  /** One of `SIZE`'s values. */
  readonly size: number;
  readonly fill: number;
  readonly align?: 'left' | 'center' | 'right';
  readonly letterSpacing?: number;
  /** An outline drawn under the letters. */
  readonly outline?: { readonly width: number; readonly color: number };
  readonly rotation?: number;
}

/** Shapes moved to (x, y), turned by `rotation` (radians), scaled and faded, in that order. */
export interface GroupShape extends Tags {
  readonly kind: 'group';
  readonly x?: number;
  readonly y?: number;
  readonly rotation?: number;
  readonly scale?: number;
  readonly alpha?: number;
  readonly children: readonly Shape[];
}

/** The primitives: shapes a back end can paint into one path layer (no text, no group). */
export type Primitive = RectShape | CircleShape | EllipseShape | PolyShape | LineShape | CurveShape | ArcShape;

export type Shape = Primitive | TextShape | GroupShape;

/** The font stack of every text of the module (system fonts only: nothing is downloaded). */
export const FONT = 'Arial, "Liberation Sans", "DejaVu Sans", Helvetica, sans-serif';

/**
 * The few font sizes of the module, module pixels. Few on purpose: Pixi measures each distinct
 * font once with a pixel scan, which is slow without a GPU (first-frame budget).
 */
export const SIZE = { small: 11, index: 14, name: 19, title: 24, big: 54 } as const;

/** A group of shapes, placed with `at` (position, rotation, scale, alpha, tags). */
export function group(children: readonly Shape[], at: Omit<GroupShape, 'kind' | 'children'> = {}): GroupShape {
  return { kind: 'group', ...at, children };
}

/** True for the shapes a path layer can hold (see `Primitive`). */
export function isPrimitive(s: Shape): s is Primitive {
  return s.kind !== 'text' && s.kind !== 'group';
}
