/**
 * Checks a bomb against every promise of RULES.md §9. Used by the property tests and by
 * `npm run bench` (100,000 generated bombs); the designer can use it on edited bombs.
 */
import { COLORS } from '../rules/board';
import type { Bomb } from '../rules/generator';
import { locate } from '../rules/placement';
import { AWAY, packBoard, pieceAt } from '../rules/position';
import { ruleSet } from '../rules/ruleSeed';
import { isStandardSerial } from '../rules/serial';
import { countSolutions, isWinnable } from '../rules/solver';
import { initialState, run } from './moduleReducer';

/**
 * Every way `bomb` breaks RULES.md §9, as sentences; an empty list when it keeps them all.
 * @param full also count solutions and replay `bomb.solution` through the module reducer
 *   (slower; the default).
 */
export function bombProblems(bomb: Bomb, full = true): string[] {
  const problems: string[] = [];
  const { seat, state, hand, swap } = bomb;
  if (!isStandardSerial(bomb.serial)) problems.push(`serial ${bomb.serial} is not in the standard shape`);
  if (new Set(bomb.colors).size !== 4 || !bomb.colors.every((c) => (COLORS as readonly string[]).includes(c))) {
    problems.push('colors are not the four LED colours in some order');
  }
  if (state.seat !== seat) problems.push('state.seat differs from seat');
  const pos = packBoard(state);
  const spaces = [0, 1, 2, 3].map((k) => pieceAt(pos, k));
  if (spaces.some((s) => s === AWAY) || new Set(spaces).size !== 4) {
    problems.push('the four pieces are not on four distinct track spaces');
  }
  const deck = ruleSet(bomb.ruleSeed).deck;
  if (hand.length !== 5) problems.push(`the hand holds ${hand.length} cards, not 5`);
  if (!hand.every((c) => deck.includes(c))) problems.push('a card of the hand is not in the deck');
  if (swap && !deck.includes(swap.card)) problems.push('the swap card is not in the deck');
  const played = swap ? hand.map((c, i) => (i === swap.slot ? swap.card : c)) : hand;
  if (swap && isWinnable(pos, seat, hand)) problems.push('the bomb has a swap but the dealt hand is winnable');
  if (!isWinnable(pos, seat, played)) problems.push('the hand that is played is not winnable');
  const at = locate(bomb.serial, bomb.ruleSeed, pieceAt(pos, 0), bomb.names);
  if (at.opponent1 !== state.opponent1 || at.partner !== state.partner || at.opponent2 !== state.opponent2) {
    problems.push('the names do not place the invisible pieces where they are (RULES.md §5)');
  }
  if (full) {
    if (countSolutions(pos, seat, played) < 1) problems.push('the played hand has no solution');
    const out = run(initialState({ state, hand, swap }), bomb.solution);
    if (!out.state.solved || out.strikes.length)
      problems.push("the bomb's solution does not solve it without a strike");
  }
  return problems;
}
