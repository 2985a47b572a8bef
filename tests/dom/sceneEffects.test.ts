/**
 * The view's own effects (src/play/sceneEffects.ts): where a play struck (the piece in the way,
 * the partner, from the reducer's `strike.spot`), and the explosion put after the strike that
 * reaches the limit, with the reset after it left out. Checked against the reducer's own effects
 * of real plays.
 */
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../src/rules/cards';
import type { Board } from '../../src/rules/position';
import { initialState, step, type Effect } from '../../src/module/moduleReducer';
import type { Puzzle } from '../../src/rules/bomb';
import { sceneEffectsOf } from '../../src/play/sceneEffects';
import { viewStateOf } from '../../src/art/viewState';

const card = (code: string) => parseCard(code)!;
const board = (you: number, opponent1: number | null, partner: number, opponent2: number | null): Board => ({
  seat: 0,
  you,
  opponent1,
  partner,
  opponent2,
});

/** A one-card module from `b` (no swap). */
const puzzle = (b: Board, code: string): Puzzle => ({ state: b, hand: [card(code), card('1')], swap: null });

describe('where a play struck', () => {
  it('agrees with the reducer: the strike of a real play gets its spot right before it', () => {
    const b = board(3, 7, 20, 28);
    const s = initialState(puzzle(b, '9'));
    const r = step(s, '1');
    expect(r.effects.map((e) => e.type)).toEqual(['card-selected', 'card-played', 'strike', 'reset']);
    const scene = sceneEffectsOf(r.effects, null);
    expect(scene.map((e) => e.type)).toEqual(['card-selected', 'card-played', 'pawn-blocked', 'strike', 'reset']);
    const partner = initialState(puzzle(board(10, null, 15, 2), '5'));
    const hit = sceneEffectsOf(step(partner, '1').effects, null);
    expect(hit.find((e) => e.type === 'partner-hit')).toEqual({ type: 'partner-hit', path: [11, 12, 13, 14], at: 15 });
  });

  it('puts the explosion after the strike that reaches the limit and drops the reset', () => {
    const p = puzzle(board(3, 7, 20, 28), '9');
    const s = initialState(p);
    const r = step(s, '1');
    const view = viewStateOf({ seat: 0, colors: ['red', 'yellow', 'green', 'blue'], names: ['A', 'B', 'C'] }, r.state);
    const scene = sceneEffectsOf(r.effects, { board: p.state, view });
    expect(scene.map((e) => e.type)).toEqual(['card-selected', 'card-played', 'pawn-blocked', 'strike', 'exploded']);
    expect(scene.at(-1)).toEqual({ type: 'exploded', cause: 'strikes', board: p.state, view });
    // No strike, no change: the reducer's effects as they are.
    const fine: Effect[] = [{ type: 'ignored', input: 'l', why: 'no option is shown' }];
    expect(sceneEffectsOf(fine, null)).toEqual(fine);
  });
});
