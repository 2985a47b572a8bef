/** The hint of issue 19 (src/module/moduleHint.ts): its words, and that following it solves. */
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { hintOf, type Hint, type HintKind } from '../../src/module/moduleHint';
import { acts, initialState, INPUTS, step, type ModuleState } from '../../src/module/moduleReducer';
import type { Puzzle } from '../../src/rules/bomb';
import { countSolutions, generateBomb, parseCard, type Board, type Bomb, type Card } from '../../src/rules';

const cards = (...codes: string[]) => codes.map((c) => parseCard(c)!);
const board = (you: number, o1: number | null, partner: number, o2: number | null, seat: 0 | 1 | 2 | 3 = 0): Board => ({
  seat,
  you,
  opponent1: o1,
  partner,
  opponent2: o2,
});

/** Presses the hint's input; fails the test on a strike. */
function follow(state: ModuleState, h: Hint): ModuleState {
  expect(h.input).not.toBeNull();
  const r = step(state, h.input!);
  expect(r.effects.filter((e) => e.type === 'strike')).toEqual([]);
  return r.state;
}

/** Follows hints until the module is solved (at most 20 presses); returns the presses. */
function solveByHints(state: ModuleState, names?: Bomb['names']): string[] {
  const presses: string[] = [];
  for (let i = 0; i < 20 && !state.solved; i++) {
    const h = hintOf(state, names);
    presses.push(h.input!);
    state = follow(state, h);
  }
  expect(state.solved).toBe(true);
  return presses;
}

/** The cards still in hand (a waiting card is still in hand). */
const remaining = (s: ModuleState): Card[] => s.hand.filter((c): c is Card => c !== null);

describe('the hint (issue 19)', () => {
  it('words a plain line: the capture, the move, the card that needs the home choice, the choice', () => {
    const puzzle: Puzzle = { state: board(7, 12, 3, 5), hand: cards('9', '12', '5'), swap: null };
    let s = initialState(puzzle);
    const texts: string[] = [];
    for (let i = 0; i < 5 && !s.solved; i++) {
      const h = hintOf(s);
      texts.push(h.text);
      s = follow(s, h);
    }
    texts.push(hintOf(s).text);
    expect(texts).toEqual([
      'This hand can win as dealt, without a swap. Play card 3 (a 5): it captures opponent 1 on space 12.',
      'Play card 1 (a 9): it moves your pawn to space 21.',
      'Play card 2 (a 12), then choose enter home (the right option): it takes your pawn home.',
      'Choose enter home (the right option): it takes your pawn home.',
      'The module is solved.',
    ]);
  });

  it('words the Trickster by its LEDs, and a first LED that no winning exchange uses', () => {
    // Seat 0: You top-right, Kate (opponent 1) bottom-right, Susan (partner) bottom-left, Peter top-left.
    const names = ['Kate', 'Susan', 'Peter'] as const;
    const puzzle: Puzzle = { state: board(10, 31, 20, 5), hand: cards('T', '2'), swap: null };
    const s0 = initialState(puzzle);
    const h0 = hintOf(s0, names);
    expect(h0).toMatchObject({ kind: 'play', input: '1' });
    expect(h0.text).toBe(
      'This hand can win as dealt, without a swap. Play card 1 (a Trickster), then choose the top-right LED (You) ' +
        'and the bottom-right LED (Kate): it exchanges your pawn (space 10) and opponent 1 (space 31), so your pawn goes to space 31.',
    );
    const s1 = step(s0, '1').state;
    expect(hintOf(s1, names)).toMatchObject({
      kind: 'led',
      input: 'tr',
      text: 'Choose the top-right LED (You), then the bottom-right LED (Kate): it exchanges your pawn (space 10) and opponent 1 (space 31), so your pawn goes to space 31.',
    });
    expect(hintOf(step(s1, 'br').state, names)).toMatchObject({
      kind: 'led',
      input: 'tr',
      text: 'Choose the top-right LED (You): it exchanges your pawn (space 10) and opponent 1 (space 31), so your pawn goes to space 31.',
    });
    const wrongLed = step(s1, 'bl').state;
    expect(hintOf(wrongLed, names)).toMatchObject({
      kind: 'release',
      input: 'bl',
      text: 'Press the bottom-left LED (Susan) again to release it: no winning exchange uses it.',
    });
    expect(hintOf(wrongLed).text).toBe('Press the bottom-left LED again to release it: no winning exchange uses it.');
    expect(solveByHints(wrongLed, names)).toEqual(['bl', 'tr', 'br', '2', 'r']);
  });

  it('says TAC on a swap bomb, and the hand lost after a wrong play', () => {
    let swapBomb: Bomb | undefined;
    for (let i = 0; !swapBomb; i++) {
      const b = generateBomb(`hint-words#${i}`, 1, { deal: 'classic' });
      if (b.swap) swapBomb = b;
    }
    const s = initialState(swapBomb);
    expect(hintOf(s, swapBomb.names)).toEqual({
      kind: 'swap',
      input: 'tac',
      text: 'This hand cannot win as dealt: tap TAC to swap.',
      why: 'tap TAC to swap',
      line: null,
    });
    // Card 1, then every card in slot order, until the hand is lost.
    let t = step(s, 'tac').state;
    for (const input of ['1', '2', '3', '4', '5', 'l', 'tl', 'tr', 'br', 'bl']) {
      if (hintOf(t).kind === 'lost') break;
      const r = step(t, input);
      if (!r.effects.some((e) => e.type === 'strike')) t = r.state;
    }
    expect(hintOf(t)).toMatchObject({
      kind: 'lost',
      input: 'reset',
      text: 'From here the hand can no longer win; hold TAC to reset.',
    });
  });

  it('followed from the deal, solves every one of 2,000 classic bombs with no strike', () => {
    let presses = 0;
    for (let i = 0; i < 2000; i++) {
      const bomb = generateBomb(`hint#${i}`, 1, { deal: 'classic' });
      const p = solveByHints(initialState(bomb), bomb.names);
      expect(p[0] === 'tac').toBe(bomb.swap !== null);
      presses += p.length;
    }
    expect(presses).toBeGreaterThan(2000 * 5);
  });

  it('after random plays from reachable states, says lost exactly when the solver says the hand cannot win; otherwise its hints solve', () => {
    const rng = seedrandom.alea('hint-random');
    const kinds = new Map<HintKind, number>();
    for (let i = 0; i < 600; i++) {
      const bomb = generateBomb(`hint-random#${i}`, 1 + (i % 7), { deal: 'classic' });
      let s = initialState(bomb);
      for (let k = 0; k < 12 && !s.solved; k++) {
        const live = INPUTS.filter((input) => input !== 'reset' && acts(s, input));
        const input = live[Math.floor(rng() * live.length)]!;
        s = step(s, input).state;
        const h = hintOf(s, bomb.names);
        kinds.set(h.kind, (kinds.get(h.kind) ?? 0) + 1);
        const played = s.hand.some((c) => c === null);
        const cannotWin = !s.solved && countSolutions(s.pos, bomb.seat, remaining(s)) === 0;
        expect(h.kind === 'lost', `bomb ${i} after ${k + 1} presses`).toBe(played && cannotWin);
        if (h.kind !== 'lost' && h.kind !== 'swap' && k % 4 === 3) solveByHints(s, bomb.names);
      }
    }
    for (const kind of ['swap', 'play', 'option', 'led', 'release', 'cancel', 'lost', 'solved'] as const)
      expect(kinds.get(kind) ?? 0, kind).toBeGreaterThan(0);
  });
});
