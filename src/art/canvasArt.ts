/**
 * The canvas back end of the module's picture: paints shapes (shapes.ts) into a 2D canvas
 * context, in the order of the description. The bomb page's still picture (src/play/pictureScene.ts)
 * uses it: a canvas has no document of its own to parse, style and lay out, which an SVG `<img>`
 * has (issue 22: 25–30 ms of a phone's start, unthrottled). Drawn as svgArt.ts draws the same
 * shapes: strokes centred on the outline with SVG's miter limit, a text's outline under its fill
 * (`paint-order: stroke`), texts bold in the module's font, centred vertically on their y between
 * the font's ascent and descent; a group's alpha multiplies its children's (as Pixi's containers
 * do).
 */
import { css } from './palette';
import { FONT, type Paint, type Shape, type Stroke, type TextShape } from './shapes';

/**
 * SVG's default `stroke-miterlimit` (canvas's is 10): a sharper corner is bevelled. Without it a
 * text outline drew a spike above the "A" of the swap pile's "TAC".
 */
const SVG_MITER_LIMIT = 4;

/** The colour and alpha of a paint. */
const paintOf = (p: Paint) => (typeof p === 'number' ? { color: p, alpha: 1 } : p);

/** Fills (then strokes) the context's current path. */
function fillAndStroke(ctx: CanvasRenderingContext2D, fill: Paint | undefined, stroke: Stroke | undefined): void {
  const alpha = ctx.globalAlpha;
  if (fill !== undefined) {
    const f = paintOf(fill);
    ctx.fillStyle = css(f.color);
    ctx.globalAlpha = alpha * f.alpha;
    ctx.fill();
  }
  if (stroke) {
    ctx.strokeStyle = css(stroke.color);
    ctx.lineWidth = stroke.width;
    ctx.miterLimit = SVG_MITER_LIMIT;
    ctx.globalAlpha = alpha * (stroke.alpha ?? 1);
    ctx.stroke();
  }
  ctx.globalAlpha = alpha;
}

/** Paints one text (bold, in the module's font, its outline under its fill). */
function paintText(ctx: CanvasRenderingContext2D, t: TextShape): void {
  if (t.text === '') return;
  ctx.save();
  ctx.translate(t.x, t.y);
  if (t.rotation) ctx.rotate(t.rotation);
  ctx.font = `700 ${t.size}px ${FONT}`;
  ctx.textAlign = t.align ?? 'center';
  ctx.textBaseline = 'alphabetic';
  if (t.letterSpacing) ctx.letterSpacing = `${t.letterSpacing}px`;
  // Centred on y as SVG's `dominant-baseline: central` and Pixi's anchor 0.5 centre it: between
  // the font's ascent and descent (canvas's own 'middle' is the em box's, 1–3 px higher).
  const m = ctx.measureText(t.text);
  const y = (m.fontBoundingBoxAscent - m.fontBoundingBoxDescent) / 2;
  if (t.outline) {
    ctx.strokeStyle = css(t.outline.color);
    ctx.lineWidth = t.outline.width;
    ctx.miterLimit = SVG_MITER_LIMIT;
    ctx.strokeText(t.text, 0, y);
  }
  ctx.fillStyle = css(t.fill);
  ctx.fillText(t.text, 0, y);
  ctx.restore();
}

/**
 * Paints `shape` into `ctx` in the context's current transform (module pixels when the caller
 * has scaled the context to the canvas). Its transform, alpha and text settings are as they were
 * afterwards; its fill and stroke styles, line width and miter limit are left as last used.
 */
export function paintShape(ctx: CanvasRenderingContext2D, shape: Shape): void {
  switch (shape.kind) {
    case 'group': {
      ctx.save();
      if (shape.x || shape.y) ctx.translate(shape.x ?? 0, shape.y ?? 0);
      if (shape.rotation) ctx.rotate(shape.rotation);
      if (shape.scale !== undefined && shape.scale !== 1) ctx.scale(shape.scale, shape.scale);
      if (shape.alpha !== undefined) ctx.globalAlpha *= shape.alpha;
      for (const c of shape.children) paintShape(ctx, c);
      ctx.restore();
      return;
    }
    case 'text':
      paintText(ctx, shape);
      return;
  }
  ctx.beginPath();
  switch (shape.kind) {
    case 'rect':
      if (shape.r) ctx.roundRect(shape.x, shape.y, shape.w, shape.h, shape.r);
      else ctx.rect(shape.x, shape.y, shape.w, shape.h);
      fillAndStroke(ctx, shape.fill, shape.stroke);
      return;
    case 'circle':
      ctx.arc(shape.x, shape.y, shape.r, 0, Math.PI * 2);
      fillAndStroke(ctx, shape.fill, shape.stroke);
      return;
    case 'ellipse':
      ctx.ellipse(shape.x, shape.y, shape.rx, shape.ry, 0, 0, Math.PI * 2);
      fillAndStroke(ctx, shape.fill, shape.stroke);
      return;
    case 'poly':
    case 'line': {
      const p = shape.points;
      ctx.moveTo(p[0]!, p[1]!);
      for (let i = 2; i < p.length; i += 2) ctx.lineTo(p[i]!, p[i + 1]!);
      if (shape.kind === 'poly') {
        ctx.closePath();
        fillAndStroke(ctx, shape.fill, shape.stroke);
      } else fillAndStroke(ctx, undefined, shape.stroke);
      return;
    }
    case 'curve':
      ctx.moveTo(shape.x0, shape.y0);
      ctx.quadraticCurveTo(shape.cx, shape.cy, shape.x1, shape.y1);
      fillAndStroke(ctx, undefined, shape.stroke);
      return;
    case 'arc':
      ctx.arc(shape.x, shape.y, shape.r, shape.start, shape.end, shape.end < shape.start);
      fillAndStroke(ctx, undefined, shape.stroke);
      return;
  }
}
