/**
 * What the bomb page's live regions say (src/play/announcement.ts): the exact words of each kind
 * of press, played through the module reducer on hand-made positions (seat 1: your start is
 * space 8; Molly, Susan and Peter at seats 2, 3, 0).
 */
import { describe, expect, it } from 'vitest';
import { initialState, run, step, type ModuleState } from '../../src/module/moduleReducer';
import { parseCard, type Board } from '../../src/rules';
import {
  announcementOf,
  openingAnnouncement,
  revealAnnouncement,
  spokenEffects,
  type SpeechContext,
} from '../../src/play/announcement';
import { revealedWords } from '../../src/play/boardWords';
import type { PlayableBomb } from '../../src/rules/bomb';
import { viewStateOf } from '../../src/art/viewState';
import { board, cards, face } from '../fixtures/seatOneBoard';

function bombOf(state: Board, hand: string[], swap: { slot: number; card: string } | null = null): PlayableBomb {
  return {
    ...face,
    ...{ state, hand: cards(...hand), swap: swap && { slot: swap.slot, card: parseCard(swap.card)! } },
  };
}
const calm: SpeechContext = { strikes: 0, strikeLimit: 3, exploded: null };

/** The words of `input` pressed in `state`. */
function said(bomb: PlayableBomb, state: ModuleState, input: string, ctx = calm): string {
  return spokenEffects(bomb, step(state, input).effects, ctx);
}

describe('announcements', () => {
  it('say a play’s result first: the card, where the pawn moved, whom it captured', () => {
    const bomb = bombOf(board(5, 10, 20, 15), ['5', '3']);
    expect(said(bomb, initialState(bomb), '1')).toBe('Card 1, 5: moved to space 10. Captured Molly on space 10.');
    expect(said(bomb, initialState(bomb), '2')).toBe('Card 2, 3: moved to space 8.');
  });

  it('say the options of a card and their result', () => {
    const bomb = bombOf(board(7, 10, 20, 15), ['8D', '2']);
    const s = initialState(bomb);
    expect(said(bomb, s, '1')).toBe('Card 1, 8 diamond: left moves, right discards.');
    expect(said(bomb, step(s, '1').state, 'r')).toBe('Card 1, 8 diamond: discarded.');
    expect(said(bomb, step(s, '1').state, 'tac')).toBe('Card 1 is back in your hand.');
    // From 7 a 2 lands one past the start (8): pass or enter home; the last card entering home solves.
    const last = run(s, ['1', 'r']).state;
    expect(said(bomb, last, '2')).toBe('Card 2, 2: left passes your start, right enters home.');
    expect(said(bomb, step(last, '2').state, 'r')).toBe('Card 2, 2: your pawn entered home. Module solved!');
    expect(said(bomb, s, 'l')).toBe('Nothing happened: no option is shown.');
  });

  it('say the Trickster’s LEDs and the exchange', () => {
    const bomb = bombOf(board(5, 10, 20, 15), ['T', '1']);
    const waiting = step(initialState(bomb), '1').state;
    expect(said(bomb, initialState(bomb), '1')).toBe('Card 1, Trickster: choose two LEDs to exchange their pieces.');
    expect(said(bomb, waiting, 'tl')).toBe('The top-left LED, Susan, is chosen; choose a second one.');
    expect(said(bomb, step(waiting, 'br').state, 'br')).toBe('The bottom-right LED, yours, is released.');
    expect(said(bomb, waiting, '2')).toBe('The Trickster waits for two LEDs; TAC puts it back in your hand.');
    const one = step(waiting, 'tl').state;
    expect(said(bomb, one, 'br')).toBe('Card 1, Trickster: Susan and you exchanged places. Your pawn is on space 20.');
    expect(said(bomb, one, 'tr')).toBe('Card 1, Trickster: Susan and Peter exchanged places.');
  });

  it('say a strike urgently, with its count, its reason and the position it goes back to', () => {
    const bomb = bombOf(board(5, 10, 20, 15), ['8D', '2']);
    const s = step(initialState(bomb), '1').state;
    const r = step(s, 'l'); // the 8 from 5 crosses Molly on 10
    const entry = { action: 'left option', lines: [], strike: true, effects: r.effects };
    expect(announcementOf(bomb, entry, { ...calm, strikes: 1 })).toEqual({
      text:
        'Card 1, 8 diamond: strike 1 of 3. Your pawn would have passed over another piece. ' +
        'The module is back as dealt, your pawn on space 5.',
      urgent: true,
    });
    // The strike that explodes the bomb: no module comes back, so no reset is said.
    expect(announcementOf(bomb, entry, { strikes: 3, strikeLimit: 3, exploded: 'strikes' })!.text).toBe(
      'Card 1, 8 diamond: strike 3 of 3. Your pawn would have passed over another piece. The bomb exploded.',
    );
    // Home with a card left: the pawn's entry is said, then the strike.
    const home = bombOf(board(7, 10, 20, 15), ['2', '1']);
    expect(said(home, step(initialState(home), '1').state, 'r', { ...calm, strikes: 1 })).toBe(
      'Card 1, 2: your pawn entered home. Strike 1 of 3. Your pawn reached home with cards still in hand. ' +
        'The module is back as dealt, your pawn on space 7.',
    );
    expect(said(bomb, initialState(bomb), 'tac', { ...calm, strikes: 2 })).toBe(
      'Strike 2 of 3. TAC was pressed to swap, but this hand needs no swap. ' +
        'The module is back as dealt, your pawn on space 5.',
    );
  });

  it('say the swap, the hold reset and the time running out', () => {
    const bomb = bombOf(board(5, 10, 20, 15), ['2', '2'], { slot: 1, card: '8D' });
    expect(said(bomb, initialState(bomb), 'tac')).toBe('Swapped: card 2 is now an 8 diamond (it was a 2).');
    expect(said(bomb, initialState(bomb), 'reset')).toBe('Reset: the module is back as dealt, your pawn on space 5.');
    const timeOut = { action: null, lines: ['The time ran out: the bomb exploded.'], strike: true, effects: [] };
    expect(announcementOf(bomb, timeOut, { ...calm, exploded: 'time' })).toEqual({
      text: 'The time ran out: the bomb exploded.',
      urgent: true,
    });
    expect(announcementOf(bomb, { ...timeOut, strike: false }, calm)).toBe(null);
  });

  it('say the first position of a bomb and the hidden pawns when revealed', () => {
    const bomb = bombOf(board(5, 10, 20, 15), ['8D', 'T', '4R', '1', '11']);
    const view = viewStateOf(bomb, initialState(bomb));
    expect(openingAnnouncement(view)).toEqual({
      text:
        'New bomb. Your pawn: space 5, 3 spaces clockwise to your start (space 8). ' +
        'Hand: card 1, an 8 diamond; card 2, a Trickster; card 3, a 4 reverse; card 4, a 1; card 5, an 11.',
      urgent: false,
    });
    expect(revealAnnouncement(view, bomb.state).text).toBe(revealedWords(view, bomb.state));
    expect(revealAnnouncement(view, null).text).toBe('The hidden pawns are hidden again.');
  });
});
