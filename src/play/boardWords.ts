/**
 * The board in words, for the bomb page's "Board" region (a screen reader's view of the module):
 * where your pawn is as "space N" (RULES.md §1 numbering, the numbers of the manual's drawing)
 * with the spaces left to your start, or "home"; the hand with each card's full name; the card
 * waiting for a choice; what a tap of TAC would do; the LEDs with their names and colours; the
 * discard pile; the status light; and, when the page reveals them, the three hidden pawns.
 *
 * A pure function of the same still frame the scene draws (`ModuleViewState`,
 * src/art/viewState.ts) and the same revealed position the scene is given; it decides nothing
 * (what TAC does comes from the reducer's `tacPress`).
 */
import { SEAT_CORNERS, startOf, wrap, type Seat } from '../rules/board';
import { describeCard } from '../rules/cards';
import type { Board } from '../rules/position';
import type { ModuleViewState } from '../art/viewState';
import { seatOfPiece } from '../rules/bomb';
import { cardWithArticle } from '../module/playWords';

/** "1 space", "3 spaces". */
function spaces(n: number): string {
  return `${n} space${n === 1 ? '' : 's'}`;
}

/**
 * Where your pawn is: `Your pawn: space 5, 3 spaces clockwise to your start (space 8).`,
 * `Your pawn: space 8, on your start.` or `Your pawn: home.`
 */
export function pawnWords(you: number | 'home', seat: Seat): string {
  if (you === 'home') return 'Your pawn: home.';
  const start = startOf(seat);
  const left = wrap(start - you);
  if (left === 0) return `Your pawn: space ${you}, on your start.`;
  return `Your pawn: space ${you}, ${spaces(left)} clockwise to your start (space ${start}).`;
}

/** `Hand: card 1, an 8 diamond; card 2, a Trickster; card 3, played; …` (slots numbered 1–5), or `Hand: every card played.` */
export function handWords(hand: ModuleViewState['hand']): string {
  if (hand.length === 0) return 'Hand: no cards.';
  if (hand.every((c) => c === null)) return 'Hand: every card played.';
  const slots = hand.map((c, i) => `card ${i + 1}, ${c ? cardWithArticle(c) : 'played'}`);
  return `Hand: ${slots.join('; ')}.`;
}

/** "the top-left LED (Kate)". */
function ledOf(view: ModuleViewState, seat: Seat): string {
  return `the ${SEAT_CORNERS[seat]} LED (${view.labels[seat]})`;
}

/** The card waiting for an option or for LEDs, or null. */
export function pendingWords(view: ModuleViewState): string | null {
  const p = view.pending;
  if (!p) return null;
  const card = `Card ${p.slot + 1} (${describeCard(p.card)}) waits`;
  if (p.ask === 'diamond') return `${card}: the left option moves, the right option discards.`;
  if (p.ask === 'home') return `${card}: the left option passes your start, the right option enters home.`;
  if (p.led === null) return `${card} for two LEDs: their pieces exchange places.`;
  return `${card} for a second LED: ${ledOf(view, p.led)} is chosen.`;
}

/**
 * What a tap of TAC would do now, from `view.tac` (the reducer's `tacPress`). Before the first
 * play a tap swaps when the bomb has a swap and strikes `swap-not-needed` when it has none
 * (RULES.md §7); the words say both, the same for every bomb, as every bomb shows the face-down
 * swap card and telling which it is is the expert's work.
 */
export function tacWords(view: ModuleViewState): string {
  if (view.tac === 'swap')
    return 'TAC: a tap exchanges a card for the face-down swap card, or strikes if this hand needs no swap.';
  if (view.tac === 'cancel') return `TAC: a tap puts card ${(view.pending?.slot ?? 0) + 1} back in the hand.`;
  return view.light === 'armed'
    ? 'TAC: a tap does nothing now; held one second, it resets the module.'
    : 'TAC: does nothing now.'; // solved or exploded: no input any more
}

/** `LEDs: top-right, You (red); bottom-right, Kate (yellow), captured; …` clockwise from the top-right. */
export function ledWords(view: ModuleViewState): string {
  const leds = ([0, 1, 2, 3] as const).map((seat) => {
    const out = view.ledsOff.includes(seat) ? ', captured' : '';
    return `${SEAT_CORNERS[seat]}, ${view.labels[seat]} (${view.colors[seat]})${out}`;
  });
  return `LEDs: ${leds.join('; ')}.`;
}

/** `Discard pile: empty.` or `Discard pile: 3 cards, the 8 diamond on top.` */
export function discardWords(discard: ModuleViewState['discard']): string {
  const top = discard.at(-1);
  if (!top) return 'Discard pile: empty.';
  return `Discard pile: ${discard.length} card${discard.length === 1 ? '' : 's'}, the ${describeCard(top)} on top.`;
}

const HIDDEN = [
  ['opponent1', 1, 'opponent'],
  ['partner', 2, 'your partner'],
  ['opponent2', 3, 'opponent'],
] as const;

/**
 * The three hidden pawns of a position: `Hidden pawns: opponent Kate (yellow) on space 12; your
 * partner Sam (green) on space 20; opponent Ann (blue), captured.`
 */
export function revealedWords(view: ModuleViewState, board: Board): string {
  const pawns = HIDDEN.map(([key, k, role]) => {
    const seat = seatOfPiece(view.seat, k);
    const space = board[key];
    const who = `${role} ${view.labels[seat]} (${view.colors[seat]})`;
    return space === null ? `${who}, captured` : `${who} on space ${space}`;
  });
  return `Hidden pawns: ${pawns.join('; ')}.`;
}

/**
 * The Board region's lines, in the order a screen reader reads them.
 * @param view the still frame the scene draws.
 * @param revealed the position whose hidden pawns the page shows (after an explosion, or Reveal
 *   pawns once the module is over), or null.
 */
export function boardWords(view: ModuleViewState, revealed: Board | null = null): string[] {
  const lines: string[] = [];
  if (view.light === 'solved') lines.push('Module solved: the status light is green.');
  if (view.light === 'exploded') lines.push('The bomb exploded: the status light is red.');
  lines.push(pawnWords(view.you, view.seat), handWords(view.hand));
  const pending = pendingWords(view);
  if (pending) lines.push(pending);
  lines.push(tacWords(view), ledWords(view), discardWords(view.discard));
  if (revealed) lines.push(revealedWords(view, revealed));
  return lines;
}
