/**
 * The game around the module, as a pure state next to the reducer (moduleReducer.ts): the
 * module's state, the strikes counted against the strike limit, the explosion (by strikes, or
 * when the countdown runs out), the discard pile in play order and the played steps of the KTANE
 * log and the replay (playedSteps.ts). `playInput` steps the reducer and keeps the books; the
 * bomb page's controller (src/play/moduleController.ts) only shows what it says. Immutable:
 * every function returns a new state.
 */
import type { Card } from '../rules/cards';
import type { Puzzle } from '../rules/bomb';
import { initialState, step, type Effect, type ModuleState } from './moduleReducer';
import { recordEffects, startRecord, type StepsRecord } from './playedSteps';

/** How the bomb exploded: too many strikes, or the countdown ran out. */
export type Explosion = 'strikes' | 'time';

/** One game of the module. */
export interface GameState {
  readonly module: ModuleState;
  /** Strikes that explode the bomb (≥ 1). */
  readonly strikeLimit: number;
  /** Strikes so far (every `strike` effect, RULES.md §7). */
  readonly strikes: number;
  readonly exploded: Explosion | null;
  /** The cards played since the last reset, oldest first (the last one on top); a reset empties it. */
  readonly discard: readonly Card[];
  /** The game so far as played steps (card, board after, result). */
  readonly record: StepsRecord;
}

/** What one input did to the game. */
interface GameStep {
  readonly game: GameState;
  /** The reducer's effects of the input, in order (an `ignored` effect once the game is over). */
  readonly effects: readonly Effect[];
  /** True when the input struck. */
  readonly struck: boolean;
  /** True when this input's strike reached the strike limit (the bomb exploded now). */
  readonly exploded: boolean;
}

/**
 * A game not yet played: the module as dealt, no strike, an empty discard pile.
 * @param strikeLimit strikes that explode the bomb (an integer ≥ 1; the bomb page's `strikes`).
 */
export function startGame(puzzle: Puzzle, strikeLimit: number): GameState {
  return {
    module: initialState(puzzle),
    strikeLimit,
    strikes: 0,
    exploded: null,
    discard: [],
    record: startRecord(puzzle),
  };
}

/** True once input can no longer change anything: the module solved or the bomb exploded. */
export function gameOver(game: GameState): boolean {
  return game.module.solved || game.exploded !== null;
}

/**
 * One input (an action word, RULES.md §7) played on the game: the reducer's step, then the
 * books: the discard pile (a played card on top, emptied by a reset), the strike count, the
 * explosion when it reaches the limit, the played steps. Once the game is over the input is
 * answered with an `ignored` effect and nothing changes.
 */
export function playInput(game: GameState, input: string): GameStep {
  if (game.exploded) {
    const effects = [{ type: 'ignored', input: String(input), why: 'the bomb has exploded' } as const];
    return { game, effects, struck: false, exploded: false };
  }
  const r = step(game.module, input);
  let { discard, strikes } = game;
  let struck = false;
  for (const e of r.effects) {
    if (e.type === 'card-played') discard = [...discard, e.card];
    if (e.type === 'reset') discard = [];
    if (e.type === 'strike') {
      strikes += 1;
      struck = true;
    }
  }
  const exploded = struck && strikes >= game.strikeLimit;
  const next: GameState = {
    ...game,
    module: r.state,
    strikes,
    discard,
    exploded: exploded ? 'strikes' : null,
    record: recordEffects(game.record, r.effects),
  };
  return { game: next, effects: r.effects, struck, exploded };
}

/** The countdown ran out: the bomb explodes (the same game when it is already over). */
export function runOutOfTime(game: GameState): GameState {
  return gameOver(game) ? game : { ...game, exploded: 'time' };
}
