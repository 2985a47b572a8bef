import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../src/rules/cards';
import { generateBomb } from '../../src/rules/generator';
import { initialState, run } from '../../src/module/moduleReducer';
import { packBoard, type Board } from '../../src/rules/position';
import { countSolutions } from '../../src/rules/solver';
import { analyseHand, listSolutions } from '../../src/pages/designer/solutionAnalysis';

const vectors = readFileSync(new URL('../vectors/solve.jsonl', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l) as { state: Board; hand: string[]; winnable: boolean; solutionCount: number });

describe('listSolutions and analyseHand', () => {
  it('count exactly the reference solution counts of every solve vector', () => {
    expect(vectors.length).toBeGreaterThan(3000);
    let listed = 0;
    for (const v of vectors) {
      const cards = v.hand.map((c) => parseCard(c)!);
      const pos = packBoard(v.state);
      const d = analyseHand(pos, v.state.seat, cards);
      expect(d.solutionCount).toBe(v.solutionCount);
      expect(d.solutionCount).toBe(countSolutions(pos, v.state.seat, cards));
      if (v.solutionCount <= 2000) {
        const list = listSolutions(pos, v.state.seat, cards, 5000);
        expect(list.solutions.length).toBe(v.solutionCount);
        expect(list.truncated).toBe(false);
        listed++;
      }
    }
    expect(listed).toBeGreaterThan(3000);
  });

  it('lists distinct solutions, each of which solves the module without a strike', () => {
    for (let i = 0; i < 60; i++) {
      const bomb = generateBomb(`list-${i}`, 1 + (i % 3));
      const played = bomb.swap ? bomb.hand.map((c, j) => (j === bomb.swap!.slot ? bomb.swap!.card : c)) : bomb.hand;
      const { solutions, captures } = listSolutions(packBoard(bomb.state), bomb.seat, played, 10_000);
      const d = analyseHand(packBoard(bomb.state), bomb.seat, played);
      expect(Math.min(...captures)).toBe(d.minCaptures);
      expect(Math.max(...captures)).toBe(d.maxCaptures);
      expect(
        solutions.filter((s) => s.some((w) => /^[1-5]$/.test(w) && played[Number(w) - 1]!.kind === 'trickster')).length,
      ).toBe(d.tricksterSolutions);
      expect(new Set(solutions.map((s) => s.join(' '))).size).toBe(solutions.length);
      for (const s of solutions.slice(0, 40)) {
        const out = run(
          initialState({ state: bomb.state, hand: bomb.hand, swap: bomb.swap }),
          bomb.swap ? ['tac', ...s] : s,
        );
        expect(out.strikes).toEqual([]);
        expect(out.state.solved).toBe(true);
      }
    }
  });

  it('caps the listing and says so', () => {
    const v = vectors.find((x) => x.solutionCount > 50)!;
    const list = listSolutions(
      packBoard(v.state),
      v.state.seat,
      v.hand.map((c) => parseCard(c)!),
      10,
    );
    expect(list.solutions).toHaveLength(10);
    expect(list.truncated).toBe(true);
  });

  it('figures captures and Trickster use on a hand built for it', () => {
    // Seat 0 (start 0), you on 29; opponent 1 on 30, partner on 10, opponent 2 on 20.
    // "3" first would pass opponent 1 (strike); W captures it, then 3 from 30 lands on 1 = start+1:
    // enter home.
    const state: Board = { seat: 0, you: 29, opponent1: 30, partner: 10, opponent2: 20 };
    const hand = ['W', '3'].map((c) => parseCard(c)!);
    const d = analyseHand(packBoard(state), 0, hand);
    expect(d.solutionCount).toBe(1);
    expect(d.minCaptures).toBe(1);
    expect(d.maxCaptures).toBe(1);
    expect(d.tricksterUse).toBe('none');
    expect(listSolutions(packBoard(state), 0, hand)).toEqual({
      solutions: [['1', '2', 'r']],
      captures: [1],
      truncated: false,
    });

    const t: Board = { seat: 0, you: 5, opponent1: 31, partner: 10, opponent2: 20 };
    const d2 = analyseHand(
      packBoard(t),
      0,
      ['T', '2'].map((c) => parseCard(c)!),
    );
    // T swaps you with opponent 1 (31 ↔ 5), then 2 from 31 to 1 enters home; 2 first can't.
    expect(d2.solutionCount).toBe(1);
    expect(d2.tricksterUse).toBe('every');
    expect(d2.minCaptures).toBe(0);
    expect(
      listSolutions(
        packBoard(t),
        0,
        ['T', '2'].map((c) => parseCard(c)!),
      ).solutions,
    ).toEqual([['1', 'tr', 'br', '2', 'r']]);
  });

  it('reports no solution for an unwinnable hand', () => {
    const v = vectors.find((x) => !x.winnable)!;
    const d = analyseHand(
      packBoard(v.state),
      v.state.seat,
      v.hand.map((c) => parseCard(c)!),
    );
    expect(d).toEqual({
      solutionCount: 0,
      minCaptures: null,
      maxCaptures: null,
      tricksterSolutions: 0,
      tricksterUse: 'none',
    });
  });
});
