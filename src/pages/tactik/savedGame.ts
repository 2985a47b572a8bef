/**
 * The game saved as it goes (localStorage `tactik.game`): the table's seats, seed and colours,
 * the state after the last move and the log's lines. A reload of the same address continues it.
 * What is read back is checked whole (the state by the engine's `checkState`); a problem is
 * named and nothing of it is used.
 */
import { checkState, type TactikState } from '../../rules/tactik';
import type { Role } from './tableAddress';

export const SAVE_KEY = 'tactik.game';
const SAVE_FORMAT = 'tactik-save/1';

/** A saved game. */
interface SavedGame {
  readonly seats: readonly Role[];
  readonly seed: string;
  readonly colorsEach: number;
  readonly state: TactikState;
  readonly log: readonly string[];
}

/** Saves `game`; false when the browser would not store it (private mode, quota). */
export function saveGame(storage: Storage | null, game: SavedGame): boolean {
  try {
    storage?.setItem(SAVE_KEY, JSON.stringify({ format: SAVE_FORMAT, ...game }));
    return storage !== null;
  } catch {
    return false;
  }
}

/** Forgets the saved game. */
export function forgetGame(storage: Storage | null): void {
  try {
    storage?.removeItem(SAVE_KEY);
  } catch {
    // Nothing saved can be forgotten either.
  }
}

/**
 * The saved game, if any: `{ game }`, `{ problem }` when something is stored but is not a game
 * this page can continue, or `{}` when nothing is stored.
 */
export function loadGame(storage: Storage | null): { game?: SavedGame; problem?: string } {
  let text: string | null;
  try {
    text = storage?.getItem(SAVE_KEY) ?? null;
  } catch {
    return {};
  }
  if (text === null) return {};
  let x: unknown;
  try {
    x = JSON.parse(text);
  } catch {
    return { problem: 'it is not JSON' };
  }
  if (typeof x !== 'object' || x === null) return { problem: 'it is not an object' };
  const o = x as Record<string, unknown>;
  if (o.format !== SAVE_FORMAT) return { problem: `its format is not ${SAVE_FORMAT}` };
  if (!Array.isArray(o.seats) || !o.seats.every((r) => r === 'you' || r === 'person' || r === 'bot')) {
    return { problem: 'seats must be a list of you, person and bot' };
  }
  if (typeof o.seed !== 'string') return { problem: 'seed must be text' };
  if (!Array.isArray(o.log) || !o.log.every((l) => typeof l === 'string'))
    return { problem: 'log must be a list of lines' };
  const checked = checkState(o.state);
  if (!checked.ok) return { problem: `its state: ${checked.problems[0]}` };
  if (checked.state.table.players !== o.seats.length) return { problem: 'its state has another number of seats' };
  return {
    game: {
      seats: o.seats as Role[],
      seed: o.seed,
      colorsEach: checked.state.table.colorsEach,
      state: checked.state,
      log: o.log as string[],
    },
  };
}
