/**
 * Where a card play struck on the track (src/module/strikeSpot.ts), as the reducer's `strike`
 * effect tells it: the piece in the way, the partner.
 */
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../src/rules/cards';
import type { Board } from '../../src/rules/position';
import { strikeSpot } from '../../src/module/strikeSpot';

const card = (code: string) => parseCard(code)!;
const board = (you: number, opponent1: number | null, partner: number, opponent2: number | null): Board => ({
  seat: 0,
  you,
  opponent1,
  partner,
  opponent2,
});

describe('where a play struck', () => {
  it('walks up to the first piece in the way of a number card, either way round', () => {
    // You on 3, an opponent on 7: a 9 is stopped by it (RULES.md §6).
    expect(strikeSpot(board(3, 7, 20, 28), card('9'), 'move-across-piece')).toEqual({
      type: 'pawn-blocked',
      path: [4, 5, 6],
      at: 7,
    });
    // A reverse 4 from space 1, with the partner on 30: walks 0, 31, then meets it.
    expect(strikeSpot(board(1, 12, 30, 20), card('4R'), 'move-across-piece')).toEqual({
      type: 'pawn-blocked',
      path: [0, 31],
      at: 30,
    });
  });

  it('walks up to the partner the card would capture', () => {
    expect(strikeSpot(board(10, null, 15, 2), card('5'), 'capture-partner')).toEqual({
      type: 'partner-hit',
      path: [11, 12, 13, 14],
      at: 15,
    });
    expect(strikeSpot(board(10, null, 15, 2), card('5'), 'swap-required')).toBe(null);
  });
});
