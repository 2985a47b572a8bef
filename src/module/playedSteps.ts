/**
 * What a defuser did to the module, step by step, in the terms of its KTANE log lines
 * (`../shared/spec/KTANE-LOG.md`): each card played with the board after it and its result, each
 * strike. Two sources give the same steps: the module reducer's effects as a game is played
 * (`recordEffects`, for the bomb page and `tac play`), and a log file (`ktaneLogReader.ts`). The
 * KTANE log writer and the replay model (`replayModel.ts`) take steps, never log text.
 */
import type { Card } from '../rules/cards';
import type { StrikeReason } from '../rules/play';
import type { Board } from '../rules/position';
import type { Effect } from './moduleReducer';
import type { Puzzle } from '../rules/bomb';

/** A captured opponent. */
export type OpponentPiece = 'opponent1' | 'opponent2';

/** The result of one step. */
export type StepOutcome =
  | { readonly kind: 'moved' }
  | { readonly kind: 'captured'; readonly pieces: readonly OpponentPiece[] }
  | { readonly kind: 'strike'; readonly reason: StrikeReason }
  | { readonly kind: 'solved' };

/** One step of a game, as the log tells it. */
export interface PlayedStep {
  /**
   * The card played; null for the two swap strikes (`swap-not-needed`: TAC pressed;
   * `swap-required`: a card picked before the swap, which the log does not name).
   */
  readonly card: Card | null;
  /**
   * The board after the play (before the reset a strike causes). For a strike of the play itself
   * (`move-across-piece`, `capture-partner`, `trickster-captured-piece`) and the swap strikes,
   * nothing moved: the board the card was tried on.
   */
  readonly board: Board;
  readonly outcome: StepOutcome;
  /**
   * True when the module was reset by holding TAC since the previous step, with cards played
   * in between (RULES.md §7). The log does not write resets: its reader infers them.
   */
  readonly afterHoldReset: boolean;
}

/** The reasons whose strike happens on the play itself: nothing moved (RULES.md §6). */
export const PLAY_STRIKES: readonly StrikeReason[] = [
  'move-across-piece',
  'capture-partner',
  'trickster-captured-piece',
];

/** The steps of a game so far, and what is needed to fold the next effects in. */
export interface StepsRecord {
  readonly initial: Board;
  /** The board now, followed through the effects. */
  readonly board: Board;
  readonly steps: readonly PlayedStep[];
  /** Cards played since the last reset (strike or hold). */
  readonly playedInRound: number;
  /** A hold reset came after cards were played, and no step has followed yet. */
  readonly holdResetPending: boolean;
}

/** The record of a game not yet played (RULES.md §7: the initial state). */
export function startRecord(puzzle: Pick<Puzzle, 'state'>): StepsRecord {
  return { initial: puzzle.state, board: puzzle.state, steps: [], playedInRound: 0, holdResetPending: false };
}

/**
 * Folds reducer effects (`step(state, input).effects`, or several steps' effects one after the
 * other, in order) into the record: a `card-played` opens a step with the board the reducer
 * gives after it (closing the one before), `opponent-captured` names a capture, `strike` and
 * `solved` close it (a play without either closes at the end of the list as `moved` or
 * `captured`), `reset` brings the initial board back. Nothing is worked out again from the
 * rules. Pure; never throws.
 */
export function recordEffects(record: StepsRecord, effects: readonly Effect[]): StepsRecord {
  let { board, playedInRound, holdResetPending } = record;
  const steps = [...record.steps];
  interface Open {
    readonly card: Card;
    readonly captured: OpponentPiece[];
  }
  let open = null as Open | null;
  const close = (card: Card | null, outcome: StepOutcome) => {
    steps.push({ card, board, outcome, afterHoldReset: holdResetPending });
    holdResetPending = false;
  };
  const closeOpenPlay = (o: Open) =>
    close(o.card, o.captured.length ? { kind: 'captured', pieces: o.captured } : { kind: 'moved' });
  for (const e of effects) {
    switch (e.type) {
      case 'card-played':
        if (open) closeOpenPlay(open);
        open = { card: e.card, captured: [] };
        board = e.board;
        playedInRound++;
        break;
      case 'opponent-captured':
        open?.captured.push(e.piece);
        break;
      case 'pawn-moved':
      case 'pieces-exchanged':
        // Part of the play: its board is the card-played's.
        break;
      case 'strike':
        close(open?.card ?? null, { kind: 'strike', reason: e.reason });
        open = null;
        break;
      case 'solved':
        if (open) close(open.card, { kind: 'solved' });
        open = null;
        break;
      case 'reset':
        if (open) closeOpenPlay(open);
        open = null;
        if (e.cause === 'hold' && playedInRound > 0) holdResetPending = true;
        board = record.initial;
        playedInRound = 0;
        break;
      default:
        // Anything else (a card picked, a swap, an option) comes after the play's own effects.
        if (open) closeOpenPlay(open);
        open = null;
        break;
    }
  }
  if (open) closeOpenPlay(open);
  return { initial: record.initial, board, steps, playedInRound, holdResetPending };
}
