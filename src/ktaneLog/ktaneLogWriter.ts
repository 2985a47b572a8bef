/**
 * The TAC module's lines of a KTANE log file (`../shared/spec/KTANE-LOG.md`), written for a bomb
 * and the steps of a game played on it: the start lines (rule seed, hidden names order and deck,
 * hands, swap, initial board, intended gameplay), then one line per board and strike as things
 * happen. The steps come from the module reducer's effects (`playedSteps.ts`), so the bomb page
 * and `tac play --ktane-log` write the same lines for the same inputs. Pure.
 */
import { type Bomb, playedHand } from '../rules/bomb';
import { DEFAULT_RULE_SEED, ruleSet } from '../rules/ruleSeed';
import { initialState, run } from '../module/moduleReducer';
import {
  afterPlayingMessage,
  boardJson,
  hiddenPrefix,
  INITIAL_BOARD_MESSAGE,
  intendedMessage,
  LINES,
  shownPrefix,
  spellCard,
  strikeLine,
} from './ktaneLogFormat';
import { PLAY_STRIKES, recordEffects, startRecord, type PlayedStep } from '../module/playedSteps';

/** What the log needs of a bomb: everything but the seed and the serial (the log holds neither). */
export type LoggableBomb = Pick<
  Bomb,
  'ruleSeed' | 'seat' | 'colors' | 'names' | 'state' | 'hand' | 'swap' | 'solution'
>;

/**
 * The bomb's own solution as steps (card, board after): the "Intended gameplay" of the log.
 * @throws RangeError when `bomb.solution` does not solve the bomb without a strike (a bomb that
 *   passed the bomb check always does, RULES.md §9).
 */
function intendedSteps(bomb: LoggableBomb): PlayedStep[] {
  const played = run(initialState(bomb), bomb.solution);
  const steps = recordEffects(startRecord(bomb), played.effects).steps;
  if (!played.state.solved || played.strikes.length > 0) {
    throw new RangeError('the bomb.solution does not solve the bomb without a strike');
  }
  return [...steps];
}

/**
 * The start lines of module `#n`, in the order of KTANE-LOG.md "The lines": rule seed; when it
 * is not 1, the hidden names order and deck; initial hand; the swap lines; the initial board;
 * "Intended gameplay:" and one board per card of `bomb.solution` (the last with your pawn home).
 * @param moduleNumber n ≥ 1, the module's number on the bomb.
 * @throws RangeError as `intendedSteps`.
 */
export function ktaneStartLines(bomb: LoggableBomb, moduleNumber = 1): string[] {
  const shown = shownPrefix(moduleNumber);
  const hidden = hiddenPrefix(moduleNumber);
  const cards = (list: Bomb['hand']) => list.map(spellCard).join(', ');
  const lines = [`${shown}Using rule seed: ${bomb.ruleSeed}.`];
  if (bomb.ruleSeed !== DEFAULT_RULE_SEED) {
    const rules = ruleSet(bomb.ruleSeed);
    lines.push(`${hidden}Names order: ${rules.names.join(', ')}`, `${hidden}Deck: ${cards(rules.deck)}`);
  }
  lines.push(`${shown}Initial hand: ${cards(bomb.hand)}`);
  const { swap } = bomb;
  if (!swap) lines.push(`${shown}${LINES.mustNotSwap}`);
  else {
    const after = playedHand(bomb);
    lines.push(`${shown}${LINES.mustSwap}`, `${shown}Hand after swap: ${cards(after)}`);
  }
  lines.push(`${shown}${boardJson(INITIAL_BOARD_MESSAGE, bomb.colors, bomb.state, bomb.names)}`);
  lines.push(`${shown}${LINES.intendedGameplay}`);
  for (const s of intendedSteps(bomb)) {
    lines.push(`${shown}${boardJson(intendedMessage(s.card!), bomb.colors, s.board, bomb.names)}`);
  }
  return lines;
}

/**
 * The lines module `#n` writes for steps of play (KTANE-LOG.md "While the module is played"):
 * after each card played without a strike of the play itself, the "After playing" board, then
 * the home / empty-hand strike or the solve line; a strike of the play itself or a swap strike
 * is one strike line in the module's words. Hold resets write nothing.
 */
export function ktaneStepLines(
  bomb: Pick<Bomb, 'colors' | 'names'>,
  steps: readonly PlayedStep[],
  moduleNumber = 1,
): string[] {
  const shown = shownPrefix(moduleNumber);
  const lines: string[] = [];
  for (const s of steps) {
    const { outcome } = s;
    if (outcome.kind === 'strike' && (s.card === null || PLAY_STRIKES.includes(outcome.reason))) {
      lines.push(`${shown}${strikeLine(outcome.reason, s.card, s.board)}`);
      continue;
    }
    lines.push(`${shown}${boardJson(afterPlayingMessage(s.card!), bomb.colors, s.board, bomb.names)}`);
    if (outcome.kind === 'strike') lines.push(`${shown}${strikeLine(outcome.reason, s.card, s.board)}`);
    if (outcome.kind === 'solved') lines.push(`${shown}${LINES.solved}`);
  }
  return lines;
}

/** The whole log of module `#n`: start lines, then the lines of the steps played. */
export function ktaneLogLines(bomb: LoggableBomb, steps: readonly PlayedStep[], moduleNumber = 1): string[] {
  return [...ktaneStartLines(bomb, moduleNumber), ...ktaneStepLines(bomb, steps, moduleNumber)];
}

/**
 * Plays `inputs` (action words, CLI.md "Actions") on the bomb through the module reducer and
 * returns module `#n`'s whole log: what `tac play --ktane-log` prints for one puzzle.
 * @throws RangeError as `intendedSteps`.
 */
export function ktaneLogOfInputs(bomb: LoggableBomb, inputs: readonly string[], moduleNumber = 1): string[] {
  const steps = recordEffects(startRecord(bomb), run(initialState(bomb), inputs).effects).steps;
  return ktaneLogLines(bomb, steps, moduleNumber);
}
