/**
 * The canvas back end of the module's picture (src/art/canvasArt.ts): each shape kind painted
 * as svgArt.ts draws it (paths, fills and strokes with their alphas, texts bold in the module's
 * font with their outline first), groups placed and their alpha multiplied, the context's
 * state left as it was; and the still picture of a dealt bomb painted whole.
 */
import { describe, expect, it } from 'vitest';
import { paintShape } from '../../src/art/canvasArt';
import { FONT, group, type Shape } from '../../src/art/shapes';
import { generateBomb } from '../../src/rules/index';
import { initialState } from '../../src/module/moduleReducer';
import { viewStateOf } from '../../src/art/viewState';
import { stillPicture } from '../../src/play/pictureScene';
import { RECORDED_ASCENT, RECORDED_DESCENT, recordingContext } from '../fixtures/recordingContext';

const names = (calls: readonly { name: string }[]) => calls.map((c) => c.name);

describe('paintShape', () => {
  it('paints a rounded rectangle filled with an alpha, then stroked, and restores the alpha', () => {
    const { ctx, calls } = recordingContext();
    paintShape(ctx, {
      kind: 'rect',
      x: 1,
      y: 2,
      w: 30,
      h: 40,
      r: 5,
      fill: { color: 0x112233, alpha: 0.5 },
      stroke: { width: 3, color: 0xff0000, alpha: 0.25 },
    });
    expect(names(calls)).toEqual(['beginPath', 'roundRect', 'fill', 'stroke']);
    expect(calls[1]!.args).toEqual([1, 2, 30, 40, 5]);
    expect(calls[2]!.state).toMatchObject({ fillStyle: '#112233', globalAlpha: 0.5 });
    expect(calls[3]!.state).toMatchObject({ strokeStyle: '#ff0000', lineWidth: 3, miterLimit: 4, globalAlpha: 0.25 });
    expect(ctx.globalAlpha).toBe(1);
  });

  it('paints circles and ellipses whole, polygons closed, lines and curves stroked only', () => {
    const { ctx, calls } = recordingContext();
    const shapes: Shape[] = [
      { kind: 'circle', x: 10, y: 20, r: 4, fill: 0x00ff00 },
      { kind: 'ellipse', x: 5, y: 6, rx: 7, ry: 3, fill: 0x0000ff },
      { kind: 'poly', points: [0, 0, 10, 0, 5, 8], fill: 0xabcdef },
      { kind: 'line', points: [0, 0, 4, 4, 8, 0], stroke: { width: 2, color: 0x123456 } },
      { kind: 'curve', x0: 0, y0: 0, cx: 5, cy: 9, x1: 10, y1: 0, stroke: { width: 1, color: 0x654321 } },
    ];
    for (const s of shapes) paintShape(ctx, s);
    expect(names(calls)).toEqual([
      ...['beginPath', 'arc', 'fill'],
      ...['beginPath', 'ellipse', 'fill'],
      ...['beginPath', 'moveTo', 'lineTo', 'lineTo', 'closePath', 'fill'],
      ...['beginPath', 'moveTo', 'lineTo', 'lineTo', 'stroke'],
      ...['beginPath', 'moveTo', 'quadraticCurveTo', 'stroke'],
    ]);
    expect(calls[1]!.args).toEqual([10, 20, 4, 0, Math.PI * 2]);
    expect(calls[2]!.state!.fillStyle).toBe('#00ff00');
    expect(calls[4]!.args).toEqual([5, 6, 7, 3, 0, 0, Math.PI * 2]);
    expect(calls[9]!.args).toEqual([5, 8]);
    expect(calls[11]!.state!.fillStyle).toBe('#abcdef');
    expect(calls[16]!.state).toMatchObject({ strokeStyle: '#123456', lineWidth: 2 });
    expect(calls[19]!.args).toEqual([5, 9, 10, 0]);
  });

  it('paints an arc the way its angles go (counter-clockwise when the end is before the start)', () => {
    const { ctx, calls } = recordingContext();
    const stroke = { width: 2, color: 0xffffff };
    paintShape(ctx, { kind: 'arc', x: 0, y: 0, r: 9, start: 0, end: 1, stroke });
    paintShape(ctx, { kind: 'arc', x: 0, y: 0, r: 9, start: 1, end: 0, stroke });
    expect(calls.filter((c) => c.name === 'arc').map((c) => c.args)).toEqual([
      [0, 0, 9, 0, 1, false],
      [0, 0, 9, 1, 0, true],
    ]);
  });

  it('paints a text bold in the module font, centred on its point, its outline under its fill', () => {
    const { ctx, calls } = recordingContext();
    paintShape(ctx, {
      kind: 'text',
      text: 'TAC',
      x: 100,
      y: 50,
      size: 20,
      fill: 0xffd700,
      letterSpacing: 2,
      outline: { width: 3, color: 0x331100 },
      rotation: Math.PI,
    });
    expect(names(calls)).toEqual(['save', 'translate', 'rotate', 'measureText', 'strokeText', 'fillText', 'restore']);
    expect(calls[1]!.args).toEqual([100, 50]);
    expect(calls[2]!.args).toEqual([Math.PI]);
    // Centred between the font's ascent and descent (SVG's `central`), from the alphabetic baseline.
    const y = ((RECORDED_ASCENT - RECORDED_DESCENT) * 20) / 2;
    const look = { font: `700 20px ${FONT}`, textAlign: 'center', textBaseline: 'alphabetic', letterSpacing: '2px' };
    expect(calls[4]).toMatchObject({
      args: ['TAC', 0, y],
      state: { ...look, strokeStyle: '#331100', lineWidth: 3, miterLimit: 4 },
    });
    expect(calls[5]).toMatchObject({ args: ['TAC', 0, y], state: { ...look, fillStyle: '#ffd700' } });
    expect(ctx.letterSpacing).toBe('0px');
    expect(ctx.textAlign).toBe('start');
  });

  it('paints nothing for an empty text, and aligns left and right texts at their point', () => {
    const { ctx, calls } = recordingContext();
    paintShape(ctx, { kind: 'text', text: '', x: 0, y: 0, size: 12, fill: 0 });
    expect(calls).toEqual([]);
    paintShape(ctx, { kind: 'text', text: 'Sally', x: 0, y: 0, size: 12, fill: 0, align: 'right' });
    expect(calls.find((c) => c.name === 'fillText')!.state!.textAlign).toBe('right');
  });

  it('places a group (translate, rotate, scale) and multiplies its alpha into its children, then restores', () => {
    const { ctx, calls } = recordingContext();
    ctx.globalAlpha = 0.5;
    paintShape(
      ctx,
      group([{ kind: 'circle', x: 0, y: 0, r: 1, fill: { color: 0x010203, alpha: 0.5 } }], {
        x: 3,
        y: 4,
        rotation: 0.5,
        scale: 2,
        alpha: 0.5,
      }),
    );
    expect(names(calls)).toEqual(['save', 'translate', 'rotate', 'scale', 'beginPath', 'arc', 'fill', 'restore']);
    expect(calls[1]!.args).toEqual([3, 4]);
    expect(calls[3]!.args).toEqual([2, 2]);
    expect(calls[6]!.state!.globalAlpha).toBe(0.125);
    expect(ctx.globalAlpha).toBe(0.5);
  });
});

describe('the still picture painted', () => {
  it("paints a dealt bomb's names, hand and pawn, and the revealed pawns only when asked", () => {
    const bomb = generateBomb('canvas', 1);
    const view = viewStateOf(bomb, initialState(bomb));
    const hidden = recordingContext();
    paintShape(hidden.ctx, stillPicture(view, null));
    const texts = hidden.calls.filter((c) => c.name === 'fillText').map((c) => c.args[0]);
    for (const name of bomb.names) expect(texts).toContain(name);
    for (const card of bomb.hand) expect(texts).toContain(card.code);
    const revealed = recordingContext();
    paintShape(revealed.ctx, stillPicture(view, bomb.state, 400));
    // The three invisible pawns (partner and opponents), each a circle and a label more.
    expect(revealed.calls.filter((c) => c.name === 'arc').length).toBeGreaterThan(
      hidden.calls.filter((c) => c.name === 'arc').length,
    );
    expect(revealed.calls.length).toBeGreaterThan(hidden.calls.length);
  });
});
