/**
 * The played steps of one TAC module's log lines (`../shared/spec/KTANE-LOG.md` "While the module
 * is played"): each "After playing" board and strike line, followed back to the play that made
 * it with the rules (`cardPlays.ts`), in order, with the reset after each strike (RULES.md §7).
 *
 * The log does not write the swap, option choices, cancels or the resets of a held TAC button.
 * A play that cannot follow the board before it is explained by such a reset when it follows the
 * initial board; when both explanations fit, the one with fewer resets wins, and a later line that
 * fits only the other brings it back (every explanation still possible is kept).
 */
import type { Seat } from '../rules/board';
import type { Card } from '../rules/cards';
import { CAPTURE_PARTNER, MOVE_ACROSS_PIECE, TRICKSTER_CAPTURED_PIECE, type StrikeReason } from '../rules/play';
import { AWAY, packBoard, pieceAt, unpackBoard, type Board } from '../rules/position';
import { cutText, showInvisible } from '../rules/text';
import { cardPlays } from '../rules/cardPlays';
import { spellCard, strikeLine, type LogBoard } from './ktaneLogFormat';
import type { LocatedRecord } from './ktaneLogLines';
import type { OpponentPiece, PlayedStep, StepOutcome } from '../module/playedSteps';

/** The module the plays are on. */
interface PlayedModule {
  readonly seat: Seat;
  readonly initial: Board;
  /** The hand that is played: the dealt hand with the swap made. */
  readonly played: readonly Card[];
  readonly hasSwap: boolean;
  /** The initial board line, to check that every later board shows the same bomb. */
  readonly initialBoard: LogBoard;
}

/** The steps read, each with its line; `error` names the line where reading had to stop. */
interface PlaysRead {
  readonly steps: readonly PlayedStep[];
  readonly lines: readonly number[];
  readonly solved: boolean;
  readonly error: string | null;
  /**
   * Where the log stops telling what happened: the index of the first step whose card or outcome
   * differs in another explanation of the same lines (a diamond card discarded, or the module
   * reset by holding TAC and the card played again: the same "After playing" board); null when
   * every explanation left agrees on every step's card and outcome.
   */
  readonly uncertain: { readonly step: number; readonly other: PlayedStep } | null;
}

type AfterResult = 'none' | 'home-with-cards-left' | 'hand-empty-not-home' | 'solved';
type PlayEvent =
  | {
      readonly kind: 'after';
      readonly line: number;
      readonly card: Card;
      readonly board: Board;
      readonly result: AfterResult;
    }
  | { readonly kind: 'strike'; readonly line: number; readonly reason: StrikeReason; readonly text: string };

/**
 * The steps of an explanation, last first: each explanation shares the steps before its last with
 * the one it came from, so that following a line costs the same however many came before.
 */
interface Trail {
  readonly step: PlayedStep;
  readonly line: number;
  readonly before: Trail | null;
  readonly length: number;
}

/** One explanation of the lines so far. */
interface Hypothesis {
  readonly pos: number;
  readonly left: readonly Card[];
  readonly played: number;
  readonly solved: boolean;
  readonly trail: Trail | null;
  readonly resets: number;
  readonly resetPending: boolean;
}

/** The explanations kept after each line (the fewest resets first). */
const MAX_EXPLANATIONS = 64;

const RESULT_LINES: readonly string[] = ['home-with-cards-left', 'hand-empty-not-home'];
const STRIKE_CODES: Partial<Record<StrikeReason, number>> = {
  'move-across-piece': MOVE_ACROSS_PIECE,
  'capture-partner': CAPTURE_PARTNER,
  'trickster-captured-piece': TRICKSTER_CAPTURED_PIECE,
};

/** Whether board line `b` shows the bomb of initial board `a`: its seat, colours and names (when written). */
export function sameBomb(a: LogBoard, b: LogBoard): boolean {
  return (
    a.board.seat === b.board.seat &&
    a.colors.every((c, i) => c === b.colors[i]) &&
    (b.names === null || a.names === null || a.names.every((n, i) => n === b.names![i]))
  );
}

/** Turns the records into events; the first record that cannot be one ends the list. */
function playEvents(
  records: readonly LocatedRecord[],
  module: PlayedModule,
  atEndOfFile: boolean,
): { events: PlayEvent[]; error: string | null } {
  const events: PlayEvent[] = [];
  const at = (r: LocatedRecord, what: string) => `line ${r.line} (${showInvisible(cutText(r.text, 60))}): ${what}`;
  for (let i = 0; i < records.length; i++) {
    const r = records[i]!;
    const last = i === records.length - 1;
    if (r.kind === 'after-board') {
      if (!sameBomb(module.initialBoard, r.board)) {
        return { events, error: at(r, 'its seat, colours or names differ from the initial board') };
      }
      const next = records[i + 1];
      let result: AfterResult = 'none';
      if (next?.kind === 'solved') result = 'solved';
      else if (next?.kind === 'strike' && RESULT_LINES.includes(next.strike.reason)) {
        result = next.strike.reason as AfterResult;
      }
      if (result !== 'none') i++;
      events.push({ kind: 'after', line: r.line, card: r.card, board: r.board.board, result });
    } else if (r.kind === 'strike' && !RESULT_LINES.includes(r.strike.reason)) {
      events.push({ kind: 'strike', line: r.line, reason: r.strike.reason, text: r.text });
    } else if (r.kind === 'strike' || r.kind === 'solved') {
      return { events, error: at(r, 'this line does not follow an "After playing" board') };
    } else if (r.kind === 'error') {
      const cut =
        r.unfinished && last && atEndOfFile ? ': the file ends in the middle of this line (the log is cut off)' : '';
      return { events, error: at(r, `${r.error}${cut}`) };
    } else {
      return { events, error: at(r, 'a start line of the module after its play lines began') };
    }
  }
  return { events, error: null };
}

function withoutOne(cards: readonly Card[], card: Card): Card[] | null {
  const i = cards.indexOf(card);
  return i < 0 ? null : [...cards.slice(0, i), ...cards.slice(i + 1)];
}

function capturedBy(before: number, after: number): OpponentPiece[] {
  const out: OpponentPiece[] = [];
  if (pieceAt(before, 1) !== AWAY && pieceAt(after, 1) === AWAY) out.push('opponent1');
  if (pieceAt(before, 3) !== AWAY && pieceAt(after, 3) === AWAY) out.push('opponent2');
  return out;
}

/** The explanations after one event from one explanation `h` (none when it cannot follow). */
function follow(h: Hypothesis, e: PlayEvent, m: PlayedModule): Hypothesis[] {
  if (h.solved) return [];
  const fresh = { pos: packBoard(m.initial), left: m.played, played: 0 };
  const starts = h.played > 0 ? [h, { ...h, ...fresh, resets: h.resets + 1, resetPending: true }] : [h];
  const out: Hypothesis[] = [];
  for (const s of starts) {
    const push = (card: Card | null, board: Board, outcome: StepOutcome, next: Partial<Hypothesis>) =>
      out.push({
        ...s,
        ...next,
        trail: {
          step: { card, board, outcome, afterHoldReset: s.resetPending },
          line: e.line,
          before: s.trail,
          length: (s.trail?.length ?? 0) + 1,
        },
        resetPending: false,
      });
    if (e.kind === 'strike' && (e.reason === 'swap-required' || e.reason === 'swap-not-needed')) {
      if (s.played === 0 && m.hasSwap === (e.reason === 'swap-required')) {
        push(null, m.initial, { kind: 'strike', reason: e.reason }, fresh);
      }
      continue;
    }
    for (const card of new Set(s.left)) {
      const plays = cardPlays(s.pos, m.seat, card);
      const left = withoutOne(s.left, card)!;
      if (e.kind === 'strike') {
        const board = unpackBoard(m.seat, s.pos);
        const code = STRIKE_CODES[e.reason];
        if (plays.some((p) => p.result === code) && strikeLine(e.reason, card, board) === e.text) {
          push(card, board, { kind: 'strike', reason: e.reason }, fresh);
        }
        continue;
      }
      if (card !== e.card) continue;
      const target = packBoard(e.board);
      if (!plays.some((p) => p.result === target)) continue;
      const home = pieceAt(target, 0) === AWAY;
      const expected: AfterResult = home
        ? left.length
          ? 'home-with-cards-left'
          : 'solved'
        : left.length
          ? 'none'
          : 'hand-empty-not-home';
      if (expected !== e.result) continue;
      if (e.result === 'solved') push(card, e.board, { kind: 'solved' }, { pos: target, left, solved: true });
      else if (e.result !== 'none') push(card, e.board, { kind: 'strike', reason: e.result }, fresh);
      else {
        const pieces = capturedBy(s.pos, target);
        const outcome: StepOutcome = pieces.length ? { kind: 'captured', pieces } : { kind: 'moved' };
        push(card, e.board, outcome, { pos: target, left, played: s.played + 1 });
      }
    }
  }
  return out;
}

/** Keeps one explanation per reachable module state: the one with the fewest resets. */
function distinct(hs: readonly Hypothesis[]): Hypothesis[] {
  const best = new Map<string, Hypothesis>();
  for (const h of hs) {
    const key = `${h.pos}|${h.played}|${h.solved}|${h.left
      .map((c) => c.id)
      .sort((a, b) => a - b)
      .join(',')}`;
    const had = best.get(key);
    if (!had || h.resets < had.resets) best.set(key, h);
  }
  return [...best.values()].sort((a, b) => a.resets - b.resets);
}

/**
 * Whether the last board of a cut file would follow with the line the cut removed: the board is
 * reached, but the play ends home or with the hand empty, so a strike or the solve line must
 * follow it.
 */
function cutBeforeResult(hs: readonly Hypothesis[], e: PlayEvent, m: PlayedModule): boolean {
  if (e.kind !== 'after' || e.result !== 'none') return false;
  const results = ['home-with-cards-left', 'hand-empty-not-home', 'solved'] as const;
  return results.some((result) => hs.some((h) => follow(h, { ...e, result }, m).length > 0));
}

function whyNot(e: PlayEvent, m: PlayedModule, atEnd: boolean): string {
  if (e.kind === 'strike') {
    return `line ${e.line} (${showInvisible(e.text)}): this strike cannot happen with the cards left on the board before it, nor on the initial board (RULES.md §6)`;
  }
  const name = spellCard(e.card);
  if (!m.played.includes(e.card)) {
    return `line ${e.line}: ${name} is not a card of the hand that is played (${m.played.map(spellCard).join(', ')})`;
  }
  if (atEnd) {
    return `line ${e.line}: the log ends after this board, before the line that says what followed (a strike or the solve): the log is cut off`;
  }
  return `line ${e.line}: after playing ${name} this board cannot follow the board before it, nor the initial board after a reset (RULES.md §6–7)`;
}

/**
 * Reads the play lines of one module (the records after its start lines) into steps.
 * @param atEndOfFile the module's last line is the file's last line (a cut is reported as such).
 * @returns the steps of the explanation with the fewest unlogged resets; when a line cannot be
 *   explained, the steps before it and `error` naming that line. Never throws.
 */
export function readPlays(records: readonly LocatedRecord[], m: PlayedModule, atEndOfFile: boolean): PlaysRead {
  const { events, error } = playEvents(records, m, atEndOfFile);
  let hs: Hypothesis[] = [
    {
      pos: packBoard(m.initial),
      left: m.played,
      played: 0,
      solved: false,
      trail: null,
      resets: 0,
      resetPending: false,
    },
  ];
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    const next = distinct(hs.flatMap((h) => follow(h, e, m)));
    if (next.length === 0) {
      const best = hs[0]!;
      const solvedBefore = best.solved ? `line ${e.line}: a play line after the module was solved` : null;
      const atEnd = atEndOfFile && i === events.length - 1 && error === null && cutBeforeResult(hs, e, m);
      const read = stepsOf(best.trail);
      const uncertain = firstDisagreement(read.steps, hs);
      return { ...read, solved: best.solved, error: solvedBefore ?? whyNot(e, m, atEnd), uncertain };
    }
    hs = next.length > MAX_EXPLANATIONS ? next.slice(0, MAX_EXPLANATIONS) : next;
  }
  const best = hs[0]!;
  const read = stepsOf(best.trail);
  return { ...read, solved: best.solved, error, uncertain: firstDisagreement(read.steps, hs) };
}

/** Whether two steps say the same of the card and its outcome (where a reset was may differ). */
function sameOutcome(a: PlayedStep, b: PlayedStep): boolean {
  if (a.card !== b.card || a.outcome.kind !== b.outcome.kind) return false;
  if (a.outcome.kind === 'captured' && b.outcome.kind === 'captured') {
    return a.outcome.pieces.join() === b.outcome.pieces.join();
  }
  return a.outcome.kind !== 'strike' || b.outcome.kind !== 'strike' || a.outcome.reason === b.outcome.reason;
}

/**
 * The first step where another explanation left (`hs[1…]`) tells another card or outcome than
 * the one read (`steps`, of `hs[0]`), with that explanation's step. Linear in the steps.
 */
function firstDisagreement(steps: readonly PlayedStep[], hs: readonly Hypothesis[]): PlaysRead['uncertain'] {
  let found: PlaysRead['uncertain'] = null;
  for (const h of hs.slice(1)) {
    const other = stepsOf(h.trail).steps;
    const end = Math.min(steps.length, other.length, found?.step ?? Infinity);
    for (let i = 0; i < end; i++) {
      if (!sameOutcome(steps[i]!, other[i]!)) {
        found = { step: i, other: other[i]! };
        break;
      }
    }
  }
  return found;
}

/** The steps of a trail in play order, with their lines (one pass, no recursion). */
function stepsOf(trail: Trail | null): { steps: PlayedStep[]; lines: number[] } {
  const n = trail?.length ?? 0;
  const steps = new Array<PlayedStep>(n);
  const lines = new Array<number>(n);
  for (let t = trail, i = n - 1; t; t = t.before, i--) {
    steps[i] = t.step;
    lines[i] = t.line;
  }
  return { steps, lines };
}
