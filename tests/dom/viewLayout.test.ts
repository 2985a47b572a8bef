/**
 * The module's geometry (src/art/layout.ts): the track drawn as RULES.md §1 says, the DOM
 * twins placed over the drawn controls, and the pawn's way back after a reset.
 */
import { describe, expect, it } from 'vitest';
import { cardSlot, controlRects, ledCenter, MODULE_SIZE, returnPath, spotCenter, TAC } from '../../src/art/layout';

describe('layout', () => {
  it('draws the corners and starts where RULES.md §1 puts them', () => {
    const tl = spotCenter(22, 0);
    const tr = spotCenter(2, 0);
    const br = spotCenter(6, 0);
    const bl = spotCenter(18, 0);
    expect(tl.y).toBe(tr.y);
    expect(bl.y).toBe(br.y);
    expect(tl.x).toBe(bl.x);
    expect(tr.x).toBe(br.x);
    expect(tl.x).toBeLessThan(tr.x);
    expect(tl.y).toBeLessThan(bl.y);
    // start 0 is third from the right on the top edge; its home is just below it
    expect(spotCenter(0, 0).x).toBe(spotCenter(2, 0).x - 80);
    expect(spotCenter('home', 0)).toEqual({ x: spotCenter(0, 0).x, y: spotCenter(0, 0).y + 40 });
    expect(spotCenter('home', 2)).toEqual({ x: spotCenter(16, 2).x, y: spotCenter(16, 2).y - 40 });
  });

  it('places every DOM twin inside the module, over its drawn control', () => {
    const r = controlRects();
    expect(Object.keys(r).sort()).toEqual([
      'bl',
      'br',
      'card1',
      'card2',
      'card3',
      'card4',
      'card5',
      'l',
      'r',
      'tac',
      'tl',
      'tr',
    ]);
    for (const rect of Object.values(r)) {
      expect(rect.x).toBeGreaterThanOrEqual(0);
      expect(rect.y).toBeGreaterThanOrEqual(0);
      expect(rect.x + rect.w).toBeLessThanOrEqual(MODULE_SIZE);
      expect(rect.y + rect.h).toBeLessThanOrEqual(MODULE_SIZE);
    }
    expect(r.tac!.x + r.tac!.w / 2).toBe(TAC.x);
    expect(r.card1!.x + r.card1!.w / 2).toBe(cardSlot(0).x);
    expect(r.tl!.x + 20).toBe(ledCenter(3).x);
    expect(r.l!.x + r.l!.w).toBeLessThan(r.tac!.x);
    expect(r.r!.x).toBeGreaterThan(r.tac!.x + r.tac!.w);
  });

  it('walks the pawn back the shorter way round, out of the home first', () => {
    expect(returnPath(30, 2, 0)).toEqual([31, 0, 1, 2]);
    expect(returnPath(2, 30, 0)).toEqual([1, 0, 31, 30]);
    expect(returnPath('home', 3, 1)).toEqual([8, 7, 6, 5, 4, 3]);
    expect(returnPath('home', 10, 1)).toEqual([8, 9, 10]);
    expect(returnPath(5, 5, 0)).toEqual([]);
  });
});
