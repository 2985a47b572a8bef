/**
 * The designer's state changes (src/pages/designer/designerState.ts `designerReducer`): a bomb
 * shown, its picture and analysis kept only while it is the bomb on screen, a log shown; the
 * state before is never changed.
 */
import { describe, expect, it } from 'vitest';
import { bombToJson, generateBomb } from '../../src/rules/generator';
import type { Bomb } from '../../src/rules/bomb';
import { analyseTask } from '../../src/pages/designer/designerTasks';
import { designerReducer, type CurrentBomb, type DesignerState } from '../../src/pages/designer/designerState';

const onScreen = (bomb: Bomb): CurrentBomb => ({
  bomb,
  json: bombToJson(bomb),
  settings: null,
  analysis: null,
  picture: null,
});
const analysisOf = (b: Bomb) =>
  analyseTask({
    state: b.state,
    hand: b.hand.map((c) => c.code),
    swap: b.swap && { slot: b.swap.slot, card: b.swap.card.code },
  });

describe('designer state', () => {
  const first = generateBomb('designer-state-1', 1);
  const second = generateBomb('designer-state-2', 1);
  const empty: DesignerState = Object.freeze({ current: null, baseUrl: 'http://127.0.0.1/', log: null });

  it('shows a bomb, then its picture and analysis, each a new state', () => {
    const shown = designerReducer(empty, { type: 'bomb-shown', current: onScreen(first) });
    expect(empty.current).toBe(null);
    expect(shown.current?.bomb).toBe(first);
    const drawn = designerReducer(shown, { type: 'picture-drawn', bomb: first, svg: '<svg/>' });
    expect([drawn.current?.picture, shown.current?.picture]).toEqual(['<svg/>', null]);
    const analysis = analysisOf(first);
    const analysed = designerReducer(drawn, { type: 'analysis-found', bomb: first, analysis });
    expect(analysed.current?.analysis?.difficulty.solutionCount).toBe(analysis.difficulty.solutionCount);
    expect(analysed.current?.analysis?.difficulty.solutionCount).toBeGreaterThan(0);
    expect([analysed.current?.bomb, analysed.current?.picture]).toEqual([first, '<svg/>']);
  });

  it('drops a picture or an analysis of a bomb that is no longer on screen', () => {
    const shown = designerReducer(empty, { type: 'bomb-shown', current: onScreen(second) });
    expect(designerReducer(shown, { type: 'picture-drawn', bomb: first, svg: '<svg/>' })).toBe(shown);
    expect(designerReducer(shown, { type: 'analysis-found', bomb: first, analysis: analysisOf(first) })).toBe(shown);
  });

  it('shows a log read', () => {
    const log = { ok: false, source: 'pasted text', error: 'no TAC module in the log' } as const;
    const next = designerReducer(empty, { type: 'log-shown', log });
    expect([next.log, next.current, empty.log]).toEqual([log, null, null]);
  });
});
