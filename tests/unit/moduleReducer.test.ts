/** The module of RULES.md §7: flows, strikes and effects of the pure reducer. */
import { describe, expect, it } from 'vitest';
import { acts, boardOf, initialState, INPUTS, run, step, tacPress } from '../../src/module/moduleReducer';
import type { Puzzle } from '../../src/rules/bomb';
import { parseCard, type Board } from '../../src/rules';

const cards = (...codes: string[]) => codes.map((c) => parseCard(c)!);
const board = (you: number, o1: number | null, partner: number, o2: number | null, seat: 0 | 1 | 2 | 3 = 0): Board => ({
  seat,
  you,
  opponent1: o1,
  partner,
  opponent2: o2,
});
const types = (effects: readonly { type: string }[]) => effects.map((e) => e.type);

describe('module reducer (RULES.md §7)', () => {
  const puzzle: Puzzle = { state: board(29, 10, 20, 25), hand: cards('1', '1', '2'), swap: null };

  it('plays a card without choices at once and walks the pawn', () => {
    const r = step(initialState(puzzle), '1');
    expect(types(r.effects)).toEqual(['card-selected', 'card-played', 'pawn-moved']);
    expect(r.effects[2]).toMatchObject({ from: 29, to: 30, path: [30], by: 'walk' });
    expect(r.state.hand.map((c) => c?.code ?? null)).toEqual([null, '1', '2']);
  });

  it('enters home with the last card: solved, then every input is ignored', () => {
    const r = run(initialState(puzzle), ['1', '2', '3', 'r']);
    expect(r.strikes).toEqual([]);
    expect(r.state.solved).toBe(true);
    expect(boardOf(r.state).you).toBe('home');
    const moved = r.effects.filter((e) => e.type === 'pawn-moved').at(-1);
    expect(moved).toMatchObject({ from: 31, to: 'home', path: [0, 'home'] });
    const after = step(r.state, 'reset');
    expect(after.state).toBe(r.state);
    expect(types(after.effects)).toEqual(['ignored']);
  });

  it('a double press of a card never plays it twice', () => {
    const s1 = step(initialState(puzzle), '1').state;
    const s2 = step(s1, '1');
    expect(s2.state).toBe(s1);
    expect(types(s2.effects)).toEqual(['ignored']);
  });

  it('home with cards left strikes and resets', () => {
    const r = run(initialState(puzzle), ['3', 'r']);
    expect(r.strikes).toEqual([]);
    const r2 = run(initialState(puzzle), ['1', '1', '2', '3', 'r']);
    expect(r2.strikes).toEqual([]);
    const p: Puzzle = { state: board(31, 10, 20, 25), hand: cards('2', '5'), swap: null };
    const r3 = run(initialState(p), ['1', 'r']);
    expect(r3.strikes).toEqual(['home-with-cards-left']);
    expect(r3.state).toEqual(initialState(p));
  });

  it('the last card not reaching home strikes hand-empty-not-home', () => {
    const p: Puzzle = { state: board(5, 10, 20, 25), hand: cards('2'), swap: null };
    expect(run(initialState(p), ['1']).strikes).toEqual(['hand-empty-not-home']);
  });

  it('TAC swaps when the bomb has a swap and strikes swap-not-needed otherwise', () => {
    const withSwap: Puzzle = { ...puzzle, swap: { slot: 2, card: parseCard('9')! } };
    const r = step(initialState(withSwap), 'tac');
    expect(r.effects).toEqual([{ type: 'swapped', slot: 2, from: parseCard('2'), to: parseCard('9') }]);
    expect(r.state.hand[2]?.code).toBe('9');
    expect(step(r.state, 'tac').effects[0]).toMatchObject({ type: 'ignored' });
    const noSwap = run(initialState(puzzle), ['tac']);
    expect(noSwap.strikes).toEqual(['swap-not-needed']);
    expect(run(initialState(withSwap), ['2']).strikes).toEqual(['swap-required']);
  });

  it('TAC cancels a card waiting for an option; options are ignored when none is shown', () => {
    const p: Puzzle = { state: board(25, 10, 20, 13), hand: cards('8D', '5'), swap: null };
    const s = step(initialState(p), '1');
    expect(types(s.effects)).toEqual(['card-selected', 'options-shown']);
    expect(step(s.state, '2').effects[0]).toMatchObject({ type: 'ignored' });
    const c = step(s.state, 'tac');
    expect(c.effects).toEqual([{ type: 'card-cancelled', slot: 0 }]);
    expect(c.state).toEqual(initialState(p));
    expect(step(initialState(p), 'l').effects[0]).toMatchObject({ type: 'ignored', why: 'no option is shown' });
  });

  it('the Trickster waits for two different LEDs; pressing one twice deselects it', () => {
    const p: Puzzle = { state: board(5, 10, 20, 25, 1), hand: cards('T', '1'), swap: null };
    let r = step(initialState(p), '1');
    expect(types(r.effects)).toEqual(['card-selected', 'leds-awaited']);
    expect(step(r.state, '2').effects).toEqual([{ type: 'leds-hint' }]);
    r = step(r.state, 'br'); // seat 1 = you
    expect(r.effects).toEqual([{ type: 'led-selected', seat: 1 }]);
    r = step(r.state, 'br');
    expect(r.effects).toEqual([{ type: 'led-deselected', seat: 1 }]);
    r = step(step(r.state, 'br').state, 'tl'); // you ↔ seat 3 = partner
    expect(types(r.effects)).toEqual(['led-selected', 'card-played', 'pieces-exchanged', 'pawn-moved']);
    expect(boardOf(r.state)).toEqual(board(20, 10, 5, 25, 1));
  });

  it('a strike shows the pawn going back, and a hold resets without a strike', () => {
    const p: Puzzle = { state: board(5, 10, 20, 25), hand: cards('2', '3'), swap: null };
    const s = step(initialState(p), '1').state;
    const r = step(s, 'reset');
    expect(types(r.effects)).toEqual(['reset', 'pawn-moved']);
    expect(r.effects[1]).toMatchObject({ from: 7, to: 5, by: 'reset' });
    expect(r.state).toEqual(initialState(p));
  });

  it('tacPress says what a TAC tap does, the same for a bomb with or without a swap', () => {
    const withSwap: Puzzle = { ...puzzle, swap: { slot: 2, card: parseCard('9')! } };
    // Untouched: both answer "swap" (the one swaps, the other strikes): nothing is given away.
    expect(tacPress(initialState(puzzle))).toBe('swap');
    expect(tacPress(initialState(withSwap))).toBe('swap');
    const swapped = step(initialState(withSwap), 'tac').state;
    expect(tacPress(swapped)).toBe('nothing');
    expect(tacPress(step(initialState(puzzle), '1').state)).toBe('nothing'); // a card was played
    const p: Puzzle = { state: board(25, 10, 20, 13), hand: cards('8D', '5'), swap: null };
    const waiting = step(initialState(p), '1').state;
    expect(tacPress(waiting)).toBe('cancel');
    expect(step(waiting, 'tac').effects[0]!.type).toBe('card-cancelled');
    const solved = run(initialState(puzzle), ['1', '2', '3', 'r']).state;
    expect(tacPress(solved)).toBe('nothing');
  });

  it('acts is true exactly for the inputs step does not ignore', () => {
    const p: Puzzle = { state: board(5, 10, 20, 25, 1), hand: cards('T', '1', '8D'), swap: null };
    const live = (s: ReturnType<typeof initialState>) => INPUTS.filter((i) => acts(s, i));
    // As dealt: the cards, TAC (it strikes: no swap here) and the hold; no option, no LED.
    expect(live(initialState(p))).toEqual(['1', '2', '3', 'tac', 'reset']);
    // The Trickster waits: the LEDs, the cards (a hint), TAC (cancel), the hold.
    const trick = step(initialState(p), '1').state;
    expect(live(trick)).toEqual(['1', '2', '3', 'tac', 'reset', 'tl', 'tr', 'bl', 'br']);
    // The diamond waits for an option: the options, TAC and the hold; no card.
    const diamond = step(initialState(p), '3').state;
    expect(live(diamond)).toEqual(['tac', 'reset', 'l', 'r']);
    // A card played: it is gone; TAC's tap does nothing, its hold resets.
    const played = step(initialState(p), '2').state;
    expect(live(played)).toEqual(['1', '3', 'reset']);
    expect(live(run(initialState(puzzle), ['1', '2', '3', 'r']).state)).toEqual([]); // solved
  });

  it('unknown inputs are ignored, never thrown', () => {
    const s = initialState(puzzle);
    for (const bad of ['', '0', '6', 'TAC', 'x', 'left']) {
      const r = step(s, bad);
      expect(r.state).toBe(s);
      expect(types(r.effects)).toEqual(['ignored']);
    }
  });
});
