/**
 * The KTANE log with the answer held back (src/ktaneLog/ktaneLogHeldBack.ts), on the fixtures'
 * bombs: the struck game's first round (no swap, four boards, a strike) and TAC #2 of
 * two-tac-modules.txt (rule seed 7: a swap, the names order and deck).
 */
import { describe, expect, it } from 'vitest';
import { ktaneLogOfInputs } from '../../src/ktaneLog/ktaneLogWriter';
import { withAnswerHeldBack } from '../../src/ktaneLog/ktaneLogHeldBack';
import { MODULE_2, STRUCK, STRUCK_INPUTS } from '../fixtures/ktane-log/bombs';

describe('the KTANE log with the answer held back', () => {
  it('keeps the rule seed, the hand and the strikes; holds back the swap line, every board and the intended gameplay', () => {
    const whole = ktaneLogOfInputs(STRUCK, STRUCK_INPUTS.slice(0, 6));
    expect(whole).toHaveLength(15);
    const held = withAnswerHeldBack(whole);
    expect(held.lines).toEqual([
      '[TAC #1] Using rule seed: 1.',
      '[TAC #1] Initial hand: 6, 1, 8◊, 5, 2',
      '(Whether a swap is needed is held back, with the hand after the swap.)',
      '(The initial board is held back: it holds the hidden pawns.)',
      "(The intended gameplay, the bomb's own solution, is held back.)",
      '(After playing 1: its board is held back, it holds the hidden pawns.)',
      '(After playing 8◊: its board is held back, it holds the hidden pawns.)',
      '(After playing 2: its board is held back, it holds the hidden pawns.)',
      '(After playing 6: its board is held back, it holds the hidden pawns.)',
      '[TAC #1] Moving 5 would move across another piece. Strike!',
    ]);
    // Swap line, initial board, "Intended gameplay:" and its 5 boards, 4 boards after playing.
    expect(held.heldBack).toBe(12);
  });

  it('holds back the hand after the swap with the swap line, and keeps the hidden names order and deck', () => {
    const whole = ktaneLogOfInputs(MODULE_2, ['tac', '2'], 2);
    const held = withAnswerHeldBack(whole, 2);
    expect(held.lines.slice(0, 5)).toEqual([
      '[TAC #2] Using rule seed: 7.',
      whole[1], // <TAC #2> Names order: …
      whole[2], // <TAC #2> Deck: …
      '[TAC #2] Initial hand: 6∴, Warrior, 8, Trickster, 5⏪',
      '(Whether a swap is needed is held back, with the hand after the swap.)',
    ]);
    expect(whole[1]).toMatch(/^<TAC #2> Names order: /);
    expect(held.lines.some((l) => /swap: |positions|Intended|yielding/.test(l))).toBe(false);
    expect(held.lines.at(-1)).toBe('(After playing Warrior: its board is held back, it holds the hidden pawns.)');
    // Another module's lines pass as they are.
    expect(withAnswerHeldBack(whole, 1)).toEqual({ lines: whole, heldBack: 0 });
  });
});
