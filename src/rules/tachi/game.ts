/**
 * Tâchi's rules 1 … 11 (seed document 001_33bf7dd73aa5c130.txt, "Les règles"), as pure
 * functions of a plain, JSON-serialisable state: `newGame`, `rollDice`, `legalMoves`,
 * `applyMove`. Every reading of an unclear sentence is written in docs/tachi.md; the numbers
 * in the comments are the document's rule numbers.
 *
 * A pawn's place is a step of its seat's circuit (board.ts): 0 its katti, 1 … 77 the squares on
 * the way, 78 the tachi; or `OUT` (−1), off the board after a capture (rule 5).
 */
import { isKatti, KATTI_OF, seatsFor, squareOfStep, stepAt, TACHI_STEP, WAITING_STEP, type TachiSeat } from './board';
import { DEFAULT_DICE, diceStateOf, isDiceSet, rollTwo, type DiceSet, type DiceState } from './dice';

/** The place of a pawn sent off the board (rule 5: "à l'extérieur du plateau"). */
export const OUT = -1;

/** What a rules function refuses, as a stable code (the message says it in words). */
type TachiErrorCode =
  'bad-table' | 'bad-dice' | 'bad-seed' | 'game-over' | 'roll-first' | 'move-first' | 'illegal-move';

/** The error of every Tâchi rules function: `code` says which refusal, the message says why. */
export class TachiError extends Error {
  override readonly name = 'TachiError';
  constructor(
    readonly code: TachiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Both pawns of a player: their places (a step 0 … 78, or OUT). */
export type PawnPair = readonly [number, number];

/** What happens next: a roll, the choice of a move for the dice rolled, or nothing (a player won). */
type TachiPhase = 'roll' | 'move' | 'over';

/**
 * A game. Plain data (JSON round-trips it); every function returns a new one.
 * Players are numbered 0 … n−1 in the order they play; `seats[p]` is where player p sits.
 */
export interface TachiState {
  readonly seats: readonly TachiSeat[];
  readonly dice: DiceSet;
  readonly seed: string;
  /** The dice generator's state for the next roll. */
  readonly rng: DiceState;
  /** `pawns[p]`: player p's two pawns. */
  readonly pawns: readonly PawnPair[];
  /** The player whose turn it is (the winner once the game is over). */
  readonly turn: number;
  /** The dice to play (phase `move`), else null. */
  readonly roll: readonly [number, number] | null;
  readonly phase: TachiPhase;
  readonly winner: number | null;
  /** Rolls and moves made so far. */
  readonly rolls: number;
  readonly moves: number;
}

/** One pawn's part of a move: from one place to another. */
interface PawnStep {
  readonly pawn: 0 | 1;
  readonly from: number;
  readonly to: number;
}

/**
 * The kinds of move: `total` one pawn the dice's total, `split` both pawns one die each (rule 2),
 * `tachi` into the tachi on a double 4 (rules 9–10), `re-enter` back onto the katti on a double 1
 * (rule 7).
 */
type TachiMoveKind = 'total' | 'split' | 'tachi' | 're-enter';

/** An opponent's pawn a move sends off the board, and the square where it was. */
interface Capture {
  readonly player: number;
  readonly pawn: 0 | 1;
  readonly square: number;
}

/** A legal move (from `legalMoves`): its kind, its pawn steps (one or two), the captures it makes. */
export interface TachiMove {
  readonly kind: TachiMoveKind;
  readonly steps: readonly PawnStep[];
  readonly captures: readonly Capture[];
}

/** What `rollDice` and `applyMove` report, in order, for the log and the animations. */
export type TachiEvent =
  | { readonly type: 'rolled'; readonly player: number; readonly dice: readonly [number, number] }
  | { readonly type: 'no-move'; readonly player: number }
  | { readonly type: 'moved'; readonly player: number; readonly move: TachiMove }
  | { readonly type: 'again'; readonly player: number }
  | { readonly type: 'turn'; readonly player: number }
  | { readonly type: 'won'; readonly player: number };

/** A new state and what happened on the way. */
interface TachiStep {
  readonly state: TachiState;
  readonly events: readonly TachiEvent[];
}

/** How a game is set up. */
interface TachiOptions {
  /** 2 … 4 players. */
  readonly players: number;
  /** Any string; the same seed rolls the same dice. */
  readonly seed: string;
  /** Default `long` (dice.ts). */
  readonly dice?: DiceSet;
}

/**
 * A new game: each player's two pawns on its katti (rule 1), the first player to roll.
 * @throws TachiError `bad-table` (players not 2 … 4), `bad-dice`, `bad-seed` (not a string).
 */
export function newGame(options: TachiOptions): TachiState {
  const { players, seed, dice = DEFAULT_DICE } = options;
  if (!Number.isInteger(players) || players < 2 || players > 4) {
    throw new TachiError('bad-table', `a Tâchi table has 2 to 4 players, not ${String(players)}`);
  }
  if (!isDiceSet(dice)) throw new TachiError('bad-dice', `dice must be long or six, not ${String(dice)}`);
  if (typeof seed !== 'string') throw new TachiError('bad-seed', 'the seed must be a string');
  const seats = seatsFor(players);
  return {
    seats,
    dice,
    seed,
    rng: diceStateOf(seed),
    pawns: seats.map(() => [0, 0] as const),
    turn: 0,
    roll: null,
    phase: 'roll',
    winner: null,
    rolls: 0,
    moves: 0,
  };
}

/** True when the two dice show the same face (rule 3). */
export function isDouble(roll: readonly [number, number]): boolean {
  return roll[0] === roll[1];
}

/**
 * Where a pawn at `from` gets with `n` points, or null when it cannot move with them: a pawn off
 * the board, in the tachi or on the waiting square moves only as rules 7 and 9 say. Every pawn
 * stops on its waiting square, 4 steps before the tachi, and the points left over are lost
 * (rule 8).
 */
function advance(from: number, n: number): number | null {
  if (from < 0 || from >= WAITING_STEP) return null;
  return Math.min(from + n, WAITING_STEP);
}

/**
 * The squares a pawn step passes over or stops on, in order (its start not included): for a
 * re-entry, the katti alone.
 */
export function stepSquares(seat: TachiSeat, step: PawnStep): number[] {
  if (step.from === OUT) return [KATTI_OF[seat]];
  const out: number[] = [];
  for (let s = step.from + 1; s <= step.to; s++) out.push(squareOfStep(seat, s));
  return out;
}

/** An opponent's pawn that a move can capture: on the board, not on a katti (rule 6), not in the tachi. */
interface Target {
  readonly player: number;
  readonly pawn: 0 | 1;
  readonly square: number;
  /** Its square's step on the circuit of the player to play (−1: not on it). */
  readonly step: number;
}

/** The opponents' pawns that `player`'s moves could capture (rules 5–6; pawns in the tachi have arrived). */
function targetsOf(state: TachiState, player: number): Target[] {
  const seat = state.seats[player]!;
  const out: Target[] = [];
  state.pawns.forEach((pair, p) => {
    if (p === player) return;
    pair.forEach((at, i) => {
      if (at === OUT || at === TACHI_STEP) return;
      const square = squareOfStep(state.seats[p]!, at);
      if (!isKatti(square)) out.push({ player: p, pawn: i as 0 | 1, square, step: stepAt(seat, square) });
    });
  });
  return out;
}

/**
 * The targets the steps send off: each pawn a step "traverse ou s'arrête sur" (rule 5), that is
 * whose square is one of the step's squares after its start, up to and including its end.
 */
function capturesOf(targets: readonly Target[], steps: readonly PawnStep[]): Capture[] {
  const out: Capture[] = [];
  for (const t of targets) {
    if (steps.some((st) => st.from !== OUT && t.step > st.from && t.step <= st.to)) {
      out.push({ player: t.player, pawn: t.pawn, square: t.square });
    }
  }
  return out;
}

/** True when no opponent's pawn stands on `player`'s katti (rule 7: "s'il est libre de pion adverse"). */
function kattiFree(state: TachiState, player: number): boolean {
  const katti = KATTI_OF[state.seats[player]!];
  return state.pawns.every(
    (pair, p) =>
      p === player ||
      pair.every((at) => at === OUT || at === TACHI_STEP || squareOfStep(state.seats[p]!, at) !== katti),
  );
}

type Candidate = readonly [TachiMoveKind, readonly PawnStep[]];

/** The moves of rules 7 and 9–10 a double 1 or a double 4 opens, before the ordinary ones. */
function specialSteps(state: TachiState, pair: PawnPair, roll: readonly [number, number]): Candidate[] {
  const out: Candidate[] = [];
  if (roll[0] === 4 && roll[1] === 4) {
    const waiting = ([0, 1] as const).filter((i) => pair[i] === WAITING_STEP);
    // Rule 10: two pawns on the waiting square both go in on the same double 4; one alone takes the roll.
    if (waiting.length > 0) out.push(['tachi', waiting.map((pawn) => ({ pawn, from: WAITING_STEP, to: TACHI_STEP }))]);
  }
  if (roll[0] === 1 && roll[1] === 1 && kattiFree(state, state.turn)) {
    const off = ([0, 1] as const).find((i) => pair[i] === OUT);
    if (off !== undefined) out.push(['re-enter', [{ pawn: off, from: OUT, to: 0 }]]);
  }
  return out;
}

/** The ordinary moves of rule 2: one pawn the total, or both pawns one die each. */
function ordinarySteps(pair: PawnPair, roll: readonly [number, number]): Candidate[] {
  const out: Candidate[] = [];
  for (const pawn of [0, 1] as const) {
    const to = advance(pair[pawn], roll[0] + roll[1]);
    if (to !== null) out.push(['total', [{ pawn, from: pair[pawn], to }]]);
  }
  const orders = isDouble(roll) ? [roll] : [roll, [roll[1], roll[0]] as const];
  for (const [d0, d1] of orders) {
    const to0 = advance(pair[0], d0);
    const to1 = advance(pair[1], d1);
    if (to0 !== null && to1 !== null) {
      out.push([
        'split',
        [
          { pawn: 0, from: pair[0], to: to0 },
          { pawn: 1, from: pair[1], to: to1 },
        ],
      ]);
    }
  }
  return out;
}

/** A number that two moves share when they end the same: the pawns' places (either order) and the pawns captured. */
function outcomeKey(pair: PawnPair, steps: readonly PawnStep[], captures: readonly Capture[]): number {
  const after = [pair[0], pair[1]];
  for (const st of steps) after[st.pawn] = st.to;
  const [lo, hi] = after[0]! <= after[1]! ? after : [after[1]!, after[0]!];
  let mask = 0;
  for (const c of captures) mask |= 1 << (c.player * 2 + c.pawn);
  return ((lo! + 1) * 80 + hi! + 1) * 256 + mask;
}

/**
 * Every move the player to play may make with the dice rolled (phase `move`; otherwise none),
 * no two with the same outcome (the first kept: a pawn's total before a split that ends the
 * same). Empty when no pawn can move; there is never a move that moves nothing (rule 4).
 * Order: tachi and re-entry moves first, then each pawn's total, then the splits.
 */
export function legalMoves(state: TachiState): TachiMove[] {
  if (state.phase !== 'move' || !state.roll) return [];
  const pair = state.pawns[state.turn]!;
  const candidates = [...specialSteps(state, pair, state.roll), ...ordinarySteps(pair, state.roll)];
  if (candidates.length === 0) return [];
  const targets = targetsOf(state, state.turn);
  const seen: number[] = [];
  const out: TachiMove[] = [];
  for (const [kind, steps] of candidates) {
    const captures = capturesOf(targets, steps);
    const key = outcomeKey(pair, steps, captures);
    if (seen.includes(key)) continue;
    seen.push(key);
    out.push({ kind, steps, captures });
  }
  return out;
}

/** Every player's pawns after `move` (one of `legalMoves(state)`): the player's steps made, the captured pawns off the board. */
export function pawnsAfter(state: TachiState, move: TachiMove): PawnPair[] {
  const pawns = state.pawns.map((pair) => [pair[0], pair[1]] as [number, number]);
  for (const st of move.steps) pawns[state.turn]![st.pawn] = st.to;
  for (const c of move.captures) pawns[c.player]![c.pawn] = OUT;
  return pawns;
}

/** The state when the player's turn ends: the same player again after a double (rule 3), else the next. */
function endTurn(state: TachiState, roll: readonly [number, number], events: TachiEvent[]): TachiState {
  const again = isDouble(roll);
  const turn = again ? state.turn : (state.turn + 1) % state.seats.length;
  events.push(again ? { type: 'again', player: turn } : { type: 'turn', player: turn });
  return { ...state, turn, roll: null, phase: 'roll' };
}

/**
 * The player to play rolls both dice. When no move is possible the turn ends at once (a
 * `no-move` event): after a double the same player rolls again, as after any double (rule 3).
 * @throws TachiError `game-over`, `move-first` (dice already rolled and waiting for a move).
 */
export function rollDice(state: TachiState): TachiStep {
  if (state.phase === 'over') throw new TachiError('game-over', 'the game is over');
  if (state.phase === 'move') throw new TachiError('move-first', 'the dice are rolled: choose a move first');
  const { dice, next } = rollTwo(state.dice, state.rng);
  const rolled: TachiState = { ...state, rng: next, roll: dice, phase: 'move', rolls: state.rolls + 1 };
  const events: TachiEvent[] = [{ type: 'rolled', player: state.turn, dice }];
  if (legalMoves(rolled).length > 0) return { state: rolled, events };
  events.push({ type: 'no-move', player: state.turn });
  return { state: endTurn(rolled, dice, events), events };
}

/** True when two moves are the same: the same kind and the same pawn steps, in order. */
export function sameMove(a: Pick<TachiMove, 'kind' | 'steps'>, b: Pick<TachiMove, 'kind' | 'steps'>): boolean {
  return (
    a.kind === b.kind &&
    a.steps.length === b.steps.length &&
    a.steps.every((s, i) => s.pawn === b.steps[i]!.pawn && s.from === b.steps[i]!.from && s.to === b.steps[i]!.to)
  );
}

/**
 * Plays `move`, which must be one of `legalMoves(state)` (same kind and steps; its captures are
 * recomputed): the pawns move, the captured pawns go off the board (rule 5), and the player who
 * has both pawns in the tachi wins (rule 11); otherwise the turn ends (rule 3 after a double).
 * @throws TachiError `game-over`, `roll-first` (no dice rolled), `illegal-move`.
 */
export function applyMove(state: TachiState, move: Pick<TachiMove, 'kind' | 'steps'>): TachiStep {
  if (state.phase === 'over') throw new TachiError('game-over', 'the game is over');
  if (state.phase === 'roll' || !state.roll) throw new TachiError('roll-first', 'roll the dice first');
  const legal = legalMoves(state).find((m) => sameMove(m, move));
  if (!legal) throw new TachiError('illegal-move', `not a legal move for ${state.roll.join(' and ')}`);
  return applyLegalMove(state, legal);
}

/**
 * `applyMove` for a move taken as it is from `legalMoves(state)`, unchecked (the bot's search
 * plays thousands): anything else gives a state the rules never reach.
 */
function applyLegalMove(state: TachiState, legal: TachiMove): TachiStep {
  const pawns = pawnsAfter(state, legal);
  const moved: TachiState = { ...state, pawns, moves: state.moves + 1 };
  const events: TachiEvent[] = [{ type: 'moved', player: state.turn, move: legal }];
  if (pawns[state.turn]!.every((at) => at === TACHI_STEP)) {
    events.push({ type: 'won', player: state.turn });
    return { state: { ...moved, roll: null, phase: 'over', winner: state.turn }, events };
  }
  return { state: endTurn(moved, state.roll!, events), events };
}
