/**
 * The board in words (src/play/boardWords.ts): exact sentences for hand-made positions, and
 * every generated bomb's solution played through the reducer with the Board naming the pawn's
 * space after each input, "home" at the end.
 */
import { describe, expect, it } from 'vitest';
import { boardOf, initialState, step, type ModuleState } from '../../src/module/moduleReducer';
import { generateBomb, parseCard } from '../../src/rules';
import {
  boardWords,
  discardWords,
  handWords,
  ledWords,
  pawnWords,
  pendingWords,
  revealedWords,
  tacWords,
} from '../../src/play/boardWords';
import { cardWithArticle } from '../../src/module/playWords';
import { viewStateOf } from '../../src/art/viewState';
import { board, cards, face } from '../fixtures/seatOneBoard';

const puzzle = { state: board(5, 10, 20, 15), hand: cards('8D', 'T', '4R', '1', '11'), swap: null };

describe('the board in words', () => {
  it('says the pawn’s space and the spaces left to the start (RULES.md §1: seat s starts on 8·s)', () => {
    expect(pawnWords(5, 1)).toBe('Your pawn: space 5, 3 spaces clockwise to your start (space 8).');
    expect(pawnWords(7, 1)).toBe('Your pawn: space 7, 1 space clockwise to your start (space 8).');
    expect(pawnWords(8, 1)).toBe('Your pawn: space 8, on your start.');
    expect(pawnWords(9, 1)).toBe('Your pawn: space 9, 31 spaces clockwise to your start (space 8).');
    expect(pawnWords(30, 0)).toBe('Your pawn: space 30, 2 spaces clockwise to your start (space 0).');
    expect(pawnWords('home', 3)).toBe('Your pawn: home.');
  });

  it('names each card in full with its article, and played slots', () => {
    expect(cardWithArticle(parseCard('8D')!)).toBe('an 8 diamond');
    expect(cardWithArticle(parseCard('11')!)).toBe('an 11');
    expect(cardWithArticle(parseCard('7S')!)).toBe('a 7 single steps');
    expect(cardWithArticle(parseCard('W')!)).toBe('a Warrior');
    expect(handWords([parseCard('8D')!, null, parseCard('4R')!])).toBe(
      'Hand: card 1, an 8 diamond; card 2, played; card 3, a 4 reverse.',
    );
    expect(handWords([])).toBe('Hand: no cards.');
    expect(handWords([null, null])).toBe('Hand: every card played.');
  });

  it('says the card waiting for an option or LEDs, and what TAC would do', () => {
    const dealt = viewStateOf(face, initialState(puzzle));
    expect(pendingWords(dealt)).toBe(null);
    // This bomb has no swap: a tap strikes (swap-not-needed), and the words say so; a bomb with a
    // swap gets the same words (which it is, is the expert's work).
    const swapWords = 'TAC: a tap exchanges a card for the face-down swap card, or strikes if this hand needs no swap.';
    expect(tacWords(dealt)).toBe(swapWords);
    const withSwap = { ...puzzle, swap: { slot: 0, card: parseCard('5')! } };
    expect(tacWords(viewStateOf(face, initialState(withSwap)))).toBe(swapWords);
    const diamond = viewStateOf(face, step(initialState(puzzle), '1').state);
    expect(pendingWords(diamond)).toBe('Card 1 (8 diamond) waits: the left option moves, the right option discards.');
    expect(tacWords(diamond)).toBe('TAC: a tap puts card 1 back in the hand.');
    const trick = step(initialState(puzzle), '2').state;
    expect(pendingWords(viewStateOf(face, trick))).toBe(
      'Card 2 (Trickster) waits for two LEDs: their pieces exchange places.',
    );
    const oneLed = step(trick, 'tl').state;
    expect(pendingWords(viewStateOf(face, oneLed))).toBe(
      'Card 2 (Trickster) waits for a second LED: the top-left LED (Susan) is chosen.',
    );
    // Home choice: from space 7 a 2 lands one past the start (8 + 1).
    const home = step(initialState({ ...puzzle, state: board(7, 10, 20, 15), hand: cards('2', '1') }), '1').state;
    expect(pendingWords(viewStateOf(face, home))).toBe(
      'Card 1 (2) waits: the left option passes your start, the right option enters home.',
    );
    const played = viewStateOf(face, step(initialState(puzzle), '4').state);
    expect(tacWords(played)).toBe('TAC: a tap does nothing now; held one second, it resets the module.');
  });

  it('names the LEDs clockwise from the top-right, captured ones so; the discard pile', () => {
    const view = viewStateOf(face, initialState({ ...puzzle, state: board(5, null, 20, 15) }));
    expect(ledWords(view)).toBe(
      'LEDs: top-right, Peter (red); bottom-right, You (yellow); bottom-left, Molly (green), captured; top-left, Susan (blue).',
    );
    expect(discardWords([])).toBe('Discard pile: empty.');
    expect(discardWords(cards('1', '8D'))).toBe('Discard pile: 2 cards, the 8 diamond on top.');
    expect(discardWords(cards('T'))).toBe('Discard pile: 1 card, the Trickster on top.');
  });

  it('says where the hidden pawns are, captured ones so', () => {
    const view = viewStateOf(face, initialState(puzzle));
    expect(revealedWords(view, board('home', null, 20, 3))).toBe(
      'Hidden pawns: opponent Molly (green), captured; your partner Susan (blue) on space 20; opponent Peter (red) on space 3.',
    );
  });

  it('puts it together: solved or exploded first, the pawn, hand, waiting card, TAC, LEDs, pile, pawns', () => {
    const state = step(initialState(puzzle), '1').state;
    expect(boardWords(viewStateOf(face, state))).toEqual([
      'Your pawn: space 5, 3 spaces clockwise to your start (space 8).',
      'Hand: card 1, an 8 diamond; card 2, a Trickster; card 3, a 4 reverse; card 4, a 1; card 5, an 11.',
      'Card 1 (8 diamond) waits: the left option moves, the right option discards.',
      'TAC: a tap puts card 1 back in the hand.',
      'LEDs: top-right, Peter (red); bottom-right, You (yellow); bottom-left, Molly (green); top-left, Susan (blue).',
      'Discard pile: empty.',
    ]);
    const exploded = viewStateOf(face, initialState(puzzle), { light: 'exploded' });
    const lines = boardWords(exploded, puzzle.state);
    expect(lines[0]).toBe('The bomb exploded: the status light is red.');
    expect(lines.at(-1)).toBe(
      'Hidden pawns: opponent Molly (green) on space 10; your partner Susan (blue) on space 20; opponent Peter (red) on space 15.',
    );
    expect(lines).toContain('TAC: does nothing now.');
  });

  it('follows every generated bomb’s solution: "space N" after each input, "home" when solved', () => {
    for (let i = 1; i <= 60; i++) {
      const bomb = generateBomb(`words#${i}`, 1 + (i % 3));
      let state: ModuleState = initialState(bomb);
      if (bomb.swap) state = step(state, 'tac').state;
      const first = boardWords(viewStateOf(bomb, state))[0]!;
      expect(first).toMatch(new RegExp(`^Your pawn: space ${bomb.state.you as number}[,.]`));
      for (const input of bomb.solution) {
        state = step(state, input).state;
        const you = boardOf(state).you;
        const lines = boardWords(viewStateOf(bomb, state));
        const pawn = lines.find((l) => l.startsWith('Your pawn'))!;
        expect(pawn).toMatch(you === 'home' ? /^Your pawn: home\.$/ : new RegExp(`^Your pawn: space ${you}[,.]`));
      }
      expect(state.solved).toBe(true);
      expect(boardWords(viewStateOf(bomb, state))[0]).toBe('Module solved: the status light is green.');
    }
  });
});
