/**
 * Words for the replay of a game (src/replay/replayModel.ts), shared by the designer's replay of a
 * KTANE log and the bomb page's replay of the game just played: a summary, a short label per step
 * for the step list, and each step's card, board and result in sentences (a strike in the module's
 * own words, as its KTANE log writes it). Pure and DOM-free; it only describes the replay, it
 * decides nothing (RULES.md §6–§8 are decided by the replay model).
 *
 * Positions: 0 is the board as dealt (before any step), position k (1 … n) the board after step k.
 */
import { describeCard, type Card } from '../rules/cards';
import type { Board } from '../rules/position';
import type { PlayedStep } from '../module/playedSteps';
import type { Replay, ReplayStep } from './replayModel';
import { strikeLine } from '../ktaneLog/ktaneLogFormat';

/** What the words need of a bomb: its initial board and the names shown at seats S+1 … S+3. */
export interface ReplayBomb {
  readonly state: Board;
  readonly names: readonly [string, string, string];
}

/** One position of the replay in words. */
interface PositionWords {
  /** "Step 2 of 10 (round 1)" or "As dealt". */
  readonly title: string;
  /** The card played ("Played the 8 diamond."), or what was pressed for a swap strike. */
  readonly card: string;
  /** What moved: "Your pawn from space 12 to space 15; opponent 2 (Will) from space 15 to space 12." */
  readonly moves: string;
  /** Where every piece stands. */
  readonly board: string;
  /** What the step did: moved, captured, a strike and why, solved. */
  readonly result: string;
  /** Whether the hand could still be won from here, with the cards left (RULES.md §8). */
  readonly hand: string;
}

type PieceKey = 'you' | 'opponent1' | 'partner' | 'opponent2';
const KEYS: readonly PieceKey[] = ['you', 'opponent1', 'partner', 'opponent2'];

/** "your pawn", "opponent 1 (Kate)", "the partner (David)". */
function pieceWords(bomb: ReplayBomb, k: PieceKey): string {
  if (k === 'you') return 'your pawn';
  if (k === 'partner') return `the partner (${bomb.names[1]})`;
  return `opponent ${k === 'opponent1' ? 1 : 2} (${bomb.names[k === 'opponent1' ? 0 : 2]})`;
}

const capital = (t: string) => `${t.slice(0, 1).toUpperCase()}${t.slice(1)}`;

function spaceWords(v: number | 'home' | null): string {
  if (v === 'home') return 'home';
  if (v === null) return 'captured';
  return `space ${v}`;
}

/** The cards of a hand in words: "6, 5 and 2"; "no card" for none. */
function cardsWords(cards: readonly Card[]): string {
  if (cards.length === 0) return 'no card';
  const w = cards.map(describeCard);
  return w.length === 1 ? w[0]! : `${w.slice(0, -1).join(', ')} and ${w.at(-1)!}`;
}

/** Where every piece stands: "Your pawn on space 28, opponent 1 (Julia) on space 5, …". */
export function boardWords(bomb: ReplayBomb, b: Board): string {
  const text = KEYS.map((k) => {
    const v = b[k];
    return `${pieceWords(bomb, k)} ${v === null ? 'captured' : v === 'home' ? 'home' : `on space ${v}`}`;
  }).join(', ');
  return capital(text);
}

/** The board each step started from: the initial board at the start of a round. */
function boardsBefore(bomb: ReplayBomb, steps: readonly PlayedStep[]): Board[] {
  let before = bomb.state;
  return steps.map((s) => {
    if (s.afterHoldReset) before = bomb.state;
    const was = before;
    before = s.outcome.kind === 'strike' ? bomb.state : s.board;
    return was;
  });
}

/** What changed between two boards: "your pawn from space 20 to space 28", "opponent 1 (Kate) captured on space 12". */
function changes(bomb: ReplayBomb, before: Board, after: Board): string[] {
  return KEYS.flatMap((k) => {
    const a = before[k];
    const b = after[k];
    if (a === b) return [];
    if (b === null) return [`${pieceWords(bomb, k)} captured on ${spaceWords(a)}`];
    return [`${pieceWords(bomb, k)} from ${spaceWords(a)} to ${spaceWords(b)}`];
  });
}

/** A strike in the module's own words (its KTANE log line): "Moving 5 would move across another piece. Strike!" */
function strikeWords(s: ReplayStep): string {
  const o = s.step.outcome;
  if (o.kind !== 'strike') return '';
  try {
    return strikeLine(o.reason, s.step.card, s.step.board);
  } catch {
    return `Strike (${o.reason}).`;
  }
}

/** What the step did, in a sentence. */
function resultWords(bomb: ReplayBomb, s: ReplayStep, moved: boolean): string {
  const o = s.step.outcome;
  switch (o.kind) {
    case 'moved':
      return moved ? 'Moved, no strike.' : 'Discarded: nothing moved, no strike.';
    case 'captured':
      return `Captured ${o.pieces.map((p) => pieceWords(bomb, p)).join(' and ')}.`;
    case 'solved':
      return 'Your pawn entered your home with the last card: module solved!';
    case 'strike':
      return `${strikeWords(s)} The module resets to the board as dealt, with the whole hand.`;
  }
}

/** Whether the hand could still be won after the step (the replay model's answer). */
function handWords(s: ReplayStep): string {
  const left = `cards left: ${cardsWords(s.cardsLeft)}`;
  const o = s.step.outcome.kind;
  if (o === 'solved') return 'Solved.';
  if (o === 'strike') {
    return s.lost
      ? `This play lost round ${s.round}: the hand had still been winnable before it.`
      : `Round ${s.round} was already lost before this strike.`;
  }
  if (s.winnable) return `The hand can still be won from here (${left}).`;
  if (s.lost) return `From here the hand can no longer be won (${left}): the first such step of round ${s.round}.`;
  return `The hand is still lost (${left}).`;
}

/** The card of a step, or what was pressed for a swap strike. */
function stepCard(step: PlayedStep): string {
  if (step.card) return `Played the ${describeCard(step.card)}.`;
  return step.outcome.kind === 'strike' && step.outcome.reason === 'swap-not-needed'
    ? 'Pressed TAC to swap.'
    : 'Picked a card before the swap.';
}

/**
 * Position `p` of the replay in words (0: the board as dealt; k: after step k).
 * @throws RangeError for a position outside 0 … replay.steps.length.
 */
export function positionWords(bomb: ReplayBomb, replay: Replay, p: number): PositionWords {
  const n = replay.steps.length;
  if (!Number.isInteger(p) || p < 0 || p > n) throw new RangeError(`position ${p} is not 0 … ${n}`);
  if (p === 0) {
    return {
      title: 'As dealt',
      card: 'No card played yet.',
      moves: '',
      board: `${boardWords(bomb, bomb.state)}.`,
      result: n === 1 ? '1 step follows.' : n ? `${n} steps follow.` : 'No card was played.',
      hand: '',
    };
  }
  const s = replay.steps[p - 1]!;
  // The board the step started from (as boardsBefore follows it), from the step before alone.
  const prev = p > 1 ? replay.steps[p - 2]!.step : null;
  const before = !prev || s.step.afterHoldReset || prev.outcome.kind === 'strike' ? bomb.state : prev.board;
  const moved = changes(bomb, before, s.step.board);
  const reset = s.step.afterHoldReset ? 'The module was reset by holding TAC before this step. ' : '';
  return {
    title: `Step ${p} of ${n} (round ${s.round})`,
    card: `${reset}${stepCard(s.step)}`,
    moves: moved.length ? `${capital(moved.join('; '))}.` : 'Nothing moved.',
    board: `${boardWords(bomb, s.step.board)}.`,
    result: resultWords(bomb, s, moved.length > 0),
    hand: handWords(s),
  };
}

/**
 * The short label of step `i` (0-based) for the step list: "8 diamond · discarded", "10 ·
 * capture", "5 · strike", with " · hand lost" on the first step from which the hand could not be
 * won. A labeller worded step by step, so that a list of 100,000 steps words only those it shows;
 * the boards before each step are followed once, on the first call.
 */
export function stepLabeller(bomb: ReplayBomb, replay: Replay): (i: number) => string {
  let before: Board[] | null = null;
  return (i) => {
    before ??= boardsBefore(
      bomb,
      replay.steps.map((r) => r.step),
    );
    const s = replay.steps[i]!;
    const o = s.step.outcome;
    const what = s.step.card
      ? describeCard(s.step.card)
      : o.kind === 'strike' && o.reason === 'swap-not-needed'
        ? 'TAC'
        : 'card before swap';
    const still = changes(bomb, before[i]!, s.step.board).length === 0;
    const result =
      o.kind === 'strike'
        ? 'strike'
        : o.kind === 'solved'
          ? 'solved'
          : o.kind === 'captured'
            ? 'capture'
            : still
              ? 'discarded'
              : 'moved';
    return `${what} · ${result}${s.lost ? ' · hand lost' : ''}`;
  };
}

/** Every step's label (`stepLabeller`), in order. */
export function stepLabels(bomb: ReplayBomb, replay: Replay): string[] {
  const label = stepLabeller(bomb, replay);
  return replay.steps.map((_, i) => label(i));
}

/** What the lost step played: "the 8 diamond", "TAC". */
function lostCard(s: ReplayStep): string {
  if (s.step.card) return `the ${describeCard(s.step.card)}`;
  return s.step.outcome.kind === 'strike' && s.step.outcome.reason === 'swap-not-needed'
    ? 'TAC'
    : 'a card before the swap';
}

/** One round in which the hand was lost: its number, its first lost step, and whether the module was reset after it. */
interface LostRound {
  readonly round: number;
  readonly step: ReplayStep;
  /** A strike or a hold reset after it gave the whole hand back (the game was not lost for good). */
  readonly reset: boolean;
}

/** Every round in which the hand was lost, in play order (each round's first lost step: `ReplayStep.lost`). */
function lostRounds(replay: Replay): LostRound[] {
  const last = replay.steps.at(-1)?.round ?? 0;
  return replay.steps.filter((s) => s.lost).map((s) => ({ round: s.round, step: s, reset: s.round < last }));
}

/**
 * Where the hand was lost, in a few words for a title: `hand lost at step 2`; `round 1 lost at
 * step 2` when the module was reset after it; each lost round when there were several (`round 1
 * lost at step 2, round 2 at step 6, round 3 at step 9`); '' when it never was.
 */
export function lostShort(replay: Replay): string {
  const rounds = lostRounds(replay);
  if (rounds.length === 0) return '';
  const [first, ...more] = rounds;
  const lead = `${rounds.length === 1 && !first!.reset ? 'hand' : `round ${first!.round}`} lost at step ${first!.step.index + 1}`;
  return [lead, ...more.map((r) => `round ${r.round} at step ${r.step.index + 1}`)].join(', ');
}

/** "in round 2 from step 6 (TAC), until the module was reset" (the summary's part for one lost round). */
function lostRoundWords(r: LostRound, first: boolean): string {
  const from = `from step ${r.step.index + 1} (${lostCard(r.step)})`;
  const head = first ? `In round ${r.round} the hand could no longer be won ${from}` : `in round ${r.round} ${from}`;
  return r.reset ? `${head}, until the module was reset` : head;
}

/**
 * The replay in one sentence: steps, strikes, solved or not, and for each round in which the hand
 * was lost the first step from which it could no longer be won (a game of one round: "The hand
 * could no longer be won from step 2 (the 8 diamond).").
 */
export function replaySummary(replay: Replay): string {
  const n = replay.steps.length;
  if (n === 0) return 'No card was played.';
  const strikes = `${replay.strikes} strike${replay.strikes === 1 ? '' : 's'}`;
  const end = replay.solved ? 'solved' : 'not solved';
  const rounds = lostRounds(replay);
  const only = rounds.length === 1 && !rounds[0]!.reset ? rounds[0]! : null;
  const tail =
    rounds.length === 0
      ? 'The hand could be won after every step.'
      : only
        ? `The hand could no longer be won from step ${only.step.index + 1} (${lostCard(only.step)}).`
        : `${rounds.map((r, i) => lostRoundWords(r, i === 0)).join('; ')}.`;
  return `${n} step${n === 1 ? '' : 's'}, ${strikes}, ${end}. ${tail}`;
}
