/**
 * The replay of a game, step by step (pure): for every step played (a card and the board after
 * it, or a strike), which cards were left and whether the hand could still be won from there
 * (the solver, RULES.md §8), and the first step of each round from which it could not. The input
 * is the list of steps (`playedSteps.ts`), from a KTANE log (`readKtaneLog`) or from a game just
 * played (`recordEffects` over the module reducer's effects): both give the same replay.
 */
import type { Card } from '../rules/cards';
import { type Bomb, playedHand } from '../rules/bomb';
import { packBoard } from '../rules/position';
import { isWinnable } from '../rules/solver';
import type { PlayedStep } from '../module/playedSteps';

/** One step of the replay. */
export interface ReplayStep {
  readonly step: PlayedStep;
  /** 0-based position in the game. */
  readonly index: number;
  /** 1-based round: a round ends with a strike (the module resets, RULES.md §7) or a hold reset. */
  readonly round: number;
  /** The cards still in the hand after this step, before any reset (the swap made). */
  readonly cardsLeft: readonly Card[];
  /**
   * True when the hand could still be won from the board after this step with `cardsLeft`
   * (RULES.md §8): true once solved, false for a strike.
   */
  readonly winnable: boolean;
  /** This is the first step of its round after which the hand could no longer be won. */
  readonly lost: boolean;
}

/** The replay of a whole game. */
export interface Replay {
  readonly steps: readonly ReplayStep[];
  /** Index of the first step from which the hand could not be won, or null. */
  readonly firstLost: number | null;
  readonly strikes: number;
  readonly solved: boolean;
}

/**
 * The replay of `steps` played on `bomb`.
 * @param bomb the initial board (`state`, its seat the defuser's), the dealt hand and the swap.
 * @param steps in play order. A step whose card is not left in the hand is answered as it comes
 *   (the hand is taken as it is); steps from `recordEffects` or `readKtaneLog` never are.
 */
export function replayOf(bomb: Pick<Bomb, 'state' | 'hand' | 'swap'>, steps: readonly PlayedStep[]): Replay {
  const played = playedHand(bomb);
  const seat = bomb.state.seat;
  const out: ReplayStep[] = [];
  let left: Card[] = [...played];
  let round = 1;
  let roundLost = false;
  let firstLost: number | null = null;
  let strikes = 0;
  let solved = false;
  steps.forEach((step, index) => {
    if (step.afterHoldReset && index > 0) {
      round++;
      left = [...played];
      roundLost = false;
    }
    if (step.card) {
      const i = left.indexOf(step.card);
      if (i >= 0) left = [...left.slice(0, i), ...left.slice(i + 1)];
    }
    const { outcome } = step;
    let winnable: boolean;
    if (outcome.kind === 'strike') winnable = false;
    else if (outcome.kind === 'solved') winnable = true;
    else winnable = left.length > 0 && step.board.you !== 'home' && isWinnable(packBoard(step.board), seat, left);
    const lost = !winnable && !roundLost;
    if (lost) {
      roundLost = true;
      firstLost ??= index;
    }
    out.push({ step, index, round, cardsLeft: left, winnable, lost });
    if (outcome.kind === 'solved') solved = true;
    if (outcome.kind === 'strike') {
      strikes++;
      round++;
      left = [...played];
      roundLost = false;
    }
  });
  return { steps: out, firstLost, strikes, solved };
}
