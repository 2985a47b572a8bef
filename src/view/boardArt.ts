/**
 * The still parts of the TAC module drawn with Pixi: the grey square module with its bevel, and
 * the board panel with the 32-space track, the starts and the homes (RULES.md §1), plus the LED
 * colours. Used by src/view/moduleScene.ts.
 */
import { Container, Graphics } from 'pixi.js';
import { homeCell, spaceCell, startOf, TRACK_SIZE, type Color } from '../rules/board';
import { BOARD, CELL, cellCenter, GRID_X, GRID_Y, MODULE_SIZE, SPACE_R } from './layout';

/** Fill colours of the four LED colours (RULES.md §9), 0xRRGGBB. */
export const COLOR_HEX: Record<Color, number> = { red: 0xe5383b, yellow: 0xffc300, green: 0x2bb24c, blue: 0x2f7df6 };

const MODULE_GREY = 0xa7aaad;
const FELT = 0x2f5d46;

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

/** Mixes two 0xRRGGBB colours: t = 0 gives a, 1 gives b. */
export function mix(a: number, b: number, t: number): number {
  const ch = (s: number) => Math.round(lerp((a >> s) & 255, (b >> s) & 255, t)) << s;
  return ch(16) | ch(8) | ch(0);
}

/** The grey square module with its bevel and screws, and the inset for the status light. */
export function drawModuleFrame(): Container {
  const c = new Container();
  const S = MODULE_SIZE;
  const g = new Graphics()
    .roundRect(0, 0, S, S, 22)
    .fill(0x6e7175)
    .roundRect(4, 4, S - 8, S - 8, 19)
    .fill(MODULE_GREY)
    .roundRect(4, 4, S - 8, S - 8, 19)
    .stroke({ width: 2, color: 0xcfd2d5, alpha: 0.8 })
    .roundRect(12, 12, S - 24, S - 24, 14)
    .stroke({ width: 1.5, color: 0x7d8084 });
  g.circle(26, 26, 7).fill(0x8a8d91).stroke({ width: 1.5, color: 0x55585c });
  g.moveTo(21, 24).lineTo(31, 28).stroke({ width: 2, color: 0x55585c });
  c.addChild(g);
  return c;
}

/** The board panel: felt, the 32 track spaces, corners, starts (seat-coloured later) and homes. */
export function drawBoard(): Container {
  const c = new Container();
  const g = new Graphics()
    .roundRect(BOARD.x, BOARD.y + 3, BOARD.w, BOARD.h, 14)
    .fill({ color: 0x000000, alpha: 0.3 })
    .roundRect(BOARD.x, BOARD.y, BOARD.w, BOARD.h, 14)
    .fill(FELT)
    .roundRect(BOARD.x, BOARD.y, BOARD.w, BOARD.h, 14)
    .stroke({ width: 3, color: 0x1d3b2c });
  // the track's path
  const x0 = GRID_X + CELL / 2;
  const y0 = GRID_Y + CELL / 2;
  g.roundRect(x0, y0, 12 * CELL, 4 * CELL, 6).stroke({ width: 10, color: 0x24493a });
  for (let s = 0; s < TRACK_SIZE; s++) {
    const p = cellCenter(spaceCell(s));
    const isStart = s % 8 === 0;
    g.circle(p.x, p.y, SPACE_R)
      .fill(isStart ? 0xe8dcc0 : 0xd8d2c4)
      .stroke({ width: 2, color: 0x1b1b1b });
    if (isStart) g.circle(p.x, p.y, SPACE_R - 5).stroke({ width: 2, color: 0x6b5b3a });
  }
  for (const seat of [0, 1, 2, 3] as const) {
    const h = cellCenter(homeCell(seat));
    const st = cellCenter(spaceCell(startOf(seat)));
    g.moveTo(st.x, st.y).lineTo(h.x, h.y).stroke({ width: 4, color: 0x24493a });
    g.roundRect(h.x - SPACE_R - 2, h.y - SPACE_R - 2, 2 * SPACE_R + 4, 2 * SPACE_R + 4, 6)
      .fill(0x1c3a2b)
      .stroke({ width: 2, color: 0x0f1f17 });
  }
  c.addChild(g);
  return c;
}
