/**
 * A bomb's themes (src/practice/bombThemes.ts) against the rules' solver and an independent
 * listing of every solution (the designer's `listSolutions`): the solution count equals
 * `countSolutions`, the captures needed equal the designer's fewest captures, and "every
 * solution discards a diamond" / "every solution enters home with a reverse card" hold exactly
 * when the listed solutions say so (2,100 bombs: about 8 s here, most of it the listing).
 */
import { describe, expect, it } from 'vitest';
import { countSolutions, generateBomb, packBoard, parseCard, type Bomb, type Card } from '../../src/rules';
import { analyseHand, listSolutions } from '../../src/pages/designer/solutionAnalysis';
import { bombThemes } from '../../src/practice/bombThemes';

const played = (b: Bomb): Card[] => b.hand.map((c, i) => (b.swap && i === b.swap.slot ? b.swap.card : c));

/** Per listed solution (action words): whether it discards a diamond, and whether its last card is a reverse card. */
function readSolutions(hand: readonly Card[], words: readonly string[]): { discards: boolean; backwards: boolean } {
  let discards = false;
  let last: Card | null = null;
  for (let i = 0; i < words.length; i++) {
    const slot = /^[1-5]$/.test(words[i]!) ? Number(words[i]) - 1 : -1;
    if (slot < 0) continue;
    const card = hand[slot]!;
    last = card;
    // A diamond's first option: l moves, r discards (RULES.md §7).
    if (card.kind === 'diamond' && words[i + 1] === 'r') discards = true;
  }
  return { discards, backwards: last?.kind === 'reverse' };
}

describe('bomb themes', () => {
  it('equal the solver and the listed solutions on 2,100 bombs, 700 of each deal', () => {
    const seen = { diamondDiscarded: 0, homeBackwards: 0, tricksterNeeded: 0, warrior: 0, swapNeeded: 0 };
    for (const deal of ['classic', 'easy', 'hard'] as const) {
      for (let i = 0; i < 700; i++) {
        const b = generateBomb(`themes#${i}`, 1 + (i % 3), { deal });
        const hand = played(b);
        const pos = packBoard(b.state);
        const t = bombThemes(b);
        expect(t.solutionCount).toBe(countSolutions(pos, b.seat, hand));
        expect(t.capturesNeeded).toBe(analyseHand(pos, b.seat, hand).minCaptures);
        const list = listSolutions(pos, b.seat, hand, 100_000);
        expect(list.truncated).toBe(false);
        const read = list.solutions.map((s) => readSolutions(hand, s));
        expect(t.diamondDiscarded).toBe(read.every((r) => r.discards));
        expect(t.homeBackwards).toBe(read.every((r) => r.backwards));
        expect(t.swapNeeded).toBe(b.swap !== null);
        expect(t.tricksterNeeded).toBe(hand.some((c) => c.kind === 'trickster'));
        expect(t.warrior).toBe(hand.some((c) => c.kind === 'warrior'));
        for (const k of Object.keys(seen) as (keyof typeof seen)[]) if (t[k]) seen[k]++;
      }
    }
    // Each theme occurs, so none of the checks above is vacuous.
    for (const count of Object.values(seen)) expect(count).toBeGreaterThan(20);
  });

  it('reads the played hand after the swap', () => {
    const b = generateBomb('daily-2026-12-01', 1);
    expect(bombThemes(b)).toEqual({
      solutionCount: 5,
      swapNeeded: false,
      tricksterNeeded: true,
      warrior: false,
      diamondDiscarded: false,
      homeBackwards: false,
      capturesNeeded: 1,
    });
    const swapBomb = generateBomb('themes#1', 1);
    expect(swapBomb.swap).not.toBeNull();
    const t = bombThemes(swapBomb);
    expect(t.swapNeeded).toBe(true);
    expect(t.solutionCount).toBe(countSolutions(packBoard(swapBomb.state), swapBomb.seat, played(swapBomb)));
    expect(t.solutionCount).toBeGreaterThan(0);
  });

  it('refuses a hand that is not 1–5 cards', () => {
    const b = generateBomb('x', 1);
    const six = [...b.hand, parseCard('1')!];
    expect(() => bombThemes({ ...b, hand: six, swap: null })).toThrow('a hand holds 1 to 5 cards, not 6');
  });
});
