/**
 * The Pixi back end of the module's picture: turns shapes (shapes.ts) into Pixi display objects.
 * Runs of primitives share one `Graphics`, each text is a `Text`, each group a `Container`, so
 * the order of the description is the order on screen. Used by the bomb's scene (src/play/scene/).
 */
import { Container, Graphics, Text, TextStyle } from 'pixi.js';
import { FONT, isPrimitive, type Paint, type Primitive, type Shape, type TextShape } from './shapes';

/**
 * Pixel density of text textures: the screen's (at least 1.5, at most 3) so that text stays crisp
 * on high-density screens without rasterising four times the pixels on ordinary ones.
 */
export const TEXT_RESOLUTION = Math.min(3, Math.max(1.5, globalThis.devicePixelRatio || 1));

const fillOf = (p: Paint) => (typeof p === 'number' ? p : { color: p.color, alpha: p.alpha });

/** Adds one primitive's path to `g` and fills and strokes it. */
function addPrimitive(g: Graphics, s: Primitive): void {
  switch (s.kind) {
    case 'rect':
      if (s.r) g.roundRect(s.x, s.y, s.w, s.h, s.r);
      else g.rect(s.x, s.y, s.w, s.h);
      break;
    case 'circle':
      g.circle(s.x, s.y, s.r);
      break;
    case 'ellipse':
      g.ellipse(s.x, s.y, s.rx, s.ry);
      break;
    case 'poly':
      g.poly([...s.points]);
      break;
    case 'line':
      g.moveTo(s.points[0]!, s.points[1]!);
      for (let i = 2; i < s.points.length; i += 2) g.lineTo(s.points[i]!, s.points[i + 1]!);
      break;
    case 'curve':
      g.moveTo(s.x0, s.y0).quadraticCurveTo(s.cx, s.cy, s.x1, s.y1);
      break;
    case 'arc':
      g.arc(s.x, s.y, s.r, s.start, s.end);
      break;
  }
  if ('fill' in s && s.fill !== undefined) g.fill(fillOf(s.fill));
  if (s.stroke) g.stroke({ width: s.stroke.width, color: s.stroke.color, alpha: s.stroke.alpha ?? 1 });
}

/**
 * Clears `g` and paints `shapes` into it (for the parts the scene redraws in place: the status
 * light, the hold ring, an LED's lens).
 * @throws TypeError for a text or a group (they are display objects of their own: `toPixi`)
 */
export function paintInto(g: Graphics, shapes: readonly Shape[]): Graphics {
  g.clear();
  for (const s of shapes) {
    if (!isPrimitive(s)) throw new TypeError(`paintInto draws primitives only, not a ${s.kind}`);
    addPrimitive(g, s);
  }
  return g;
}

/** The styles made so far, by what they say: texts that look alike share one. */
const styles = new Map<string, TextStyle>();

/**
 * The Pixi style of a text shape, shared by every text that looks the same (a style is costly to
 * make: some twenty setters, each firing an update). Never change a shared style: give the text
 * another one (`text.style = textStyleOf(…)`).
 */
export function textStyleOf(t: TextShape): TextStyle {
  const key = `${t.size}/${t.fill}/${t.letterSpacing ?? 0}/${t.outline ? `${t.outline.color}/${t.outline.width}` : ''}`;
  let style = styles.get(key);
  if (!style) {
    style = new TextStyle({
      fontFamily: FONT,
      fontSize: t.size,
      fontWeight: 'bold',
      fill: t.fill,
      ...(t.letterSpacing ? { letterSpacing: t.letterSpacing } : {}),
      ...(t.outline ? { stroke: { color: t.outline.color, width: t.outline.width } } : {}),
    });
    styles.set(key, style);
  }
  return style;
}

/**
 * A Pixi `Text` for a text shape, anchored as the shape says; hidden while its text is empty (an
 * empty text draws nothing, and a hidden one costs no texture: set `visible` again with the text).
 */
export function textOf(t: TextShape): Text {
  const text = new Text({ text: t.text, style: textStyleOf(t), resolution: TEXT_RESOLUTION });
  text.visible = t.text !== '';
  text.anchor.set(t.align === 'left' ? 0 : t.align === 'right' ? 1 : 0.5, 0.5);
  text.position.set(t.x, t.y);
  if (t.rotation) text.rotation = t.rotation;
  return text;
}

/** Adds display objects for `shapes` to `parent`, in order (runs of primitives share a Graphics). */
export function addShapes(parent: Container, shapes: readonly Shape[]): Container {
  let run: Graphics | null = null;
  for (const s of shapes) {
    if (isPrimitive(s)) {
      if (!run) run = parent.addChild(new Graphics());
      addPrimitive(run, s);
      continue;
    }
    run = null;
    parent.addChild(s.kind === 'text' ? textOf(s) : toPixi(s));
  }
  return parent;
}

/** A display object for one shape (a group becomes a Container placed as the group says). */
export function toPixi(shape: Shape): Container {
  if (shape.kind === 'text') return textOf(shape);
  if (shape.kind !== 'group') return addShapes(new Container(), [shape]);
  const c = addShapes(new Container(), shape.children);
  c.position.set(shape.x ?? 0, shape.y ?? 0);
  if (shape.rotation) c.rotation = shape.rotation;
  if (shape.scale !== undefined) c.scale.set(shape.scale);
  if (shape.alpha !== undefined) c.alpha = shape.alpha;
  return c;
}
