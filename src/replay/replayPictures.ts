/**
 * The module's still picture (src/art/modulePicture.ts) at each position of a replay
 * (src/replay/replayModel.ts): the hand with the cards played so far in the round taken out, the
 * discard pile, your pawn, the captured opponents' LEDs out, the invisible pawns revealed, and
 * the status light (green once solved, red on a strike). Pure data; the bomb page draws it with
 * the SVG back end of the one module art.
 *
 * Position 0 is the module as dealt; position k the module after step k, before the reset a
 * strike causes (RULES.md §7).
 */
import type { Card } from '../rules/cards';
import type { Board } from '../rules/position';
import type { Replay } from './replayModel';
import type { ModulePicture } from '../art/modulePicture';
import { seatLabels } from '../art/viewState';
import { capturedSeats, playedHand, type BombFace, type Puzzle } from '../rules/bomb';

/**
 * The still of every position of the replay (`replay.steps.length + 1` of them).
 * @param bomb the bomb the replay was made for (seat, colours, names, initial board, hand, swap).
 */
export function replayPictures(bomb: BombFace & Puzzle, replay: Replay, colorBlind = false): ModulePicture[] {
  const { swap } = bomb;
  const afterSwap = playedHand(bomb);
  const base = {
    seat: bomb.seat,
    colors: bomb.colors,
    labels: seatLabels(bomb),
    options: null,
    liftedSlot: null,
    ledChosen: null,
    colorBlind,
  };
  const still = (board: Board, hand: readonly (Card | null)[], discard: readonly Card[], swapped: boolean) => ({
    ...base,
    you: board.you,
    hand,
    swapWaiting: !swapped,
    discard,
    ledsOff: capturedSeats(board),
    revealed: board,
  });
  const out: ModulePicture[] = [{ ...still(bomb.state, bomb.hand, [], false), light: 'armed' }];
  let slots: (Card | null)[] = [...bomb.hand];
  let discard: Card[] = [];
  let swapped = false;
  let newRound = false;
  for (const s of replay.steps) {
    if (newRound || s.step.afterHoldReset) {
      slots = [...bomb.hand];
      discard = [];
      swapped = false;
    }
    const card = s.step.card;
    if (card) {
      if (swap && !swapped) slots = [...afterSwap];
      swapped = swapped || swap !== null;
      const i = slots.indexOf(card);
      if (i >= 0) slots = slots.map((c, k) => (k === i ? null : c));
      discard = [...discard, card];
    }
    const kind = s.step.outcome.kind;
    const light = kind === 'solved' ? 'solved' : kind === 'strike' ? 'exploded' : 'armed';
    out.push({ ...still(s.step.board, slots, discard, swapped), light });
    newRound = kind === 'strike';
  }
  return out;
}
