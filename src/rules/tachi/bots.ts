/**
 * Tâchi's players that are not people: `botMove`, the table's bot, and `randomMove`, which
 * picks any legal move (the bot's sparring partner in scripts/benchTachi.ts). Both only ever
 * choose among `legalMoves`. Pure: no DOM.
 *
 * The bot looks one turn ahead (expectiminimax): for each of its moves, every roll the next
 * player may get (each as likely as the dice make it) and that player's reply, the one worst
 * for the bot; after a double it is its own next roll and its best reply (rule 3). It scores the
 * positions it reaches by `evaluate`: progress, pawns off the board, the risk of being captured
 * on the next turn (rules 5–6), the opponent furthest ahead.
 */
import { isKatti, squareOfStep, stepAt, TACHI_STEP, WAITING_STEP, type TachiSeat } from './board';
import { DICE_FACES, type DiceSet } from './dice';
import { isDouble, legalMoves, OUT, pawnsAfter, type PawnPair, type TachiMove, type TachiState } from './game';

/** The weights of the bot's `evaluate`, in steps of the circuit. */
interface BotWeights {
  /** What a pawn off the board is worth, as rolls waited for its double 1 (× 1 / its chance). */
  readonly out: number;
  /** What a pawn on the waiting square and in the tachi are worth above their steps. */
  readonly waiting: number;
  readonly tachi: number;
  /** How much the expected loss to a capture on the next turn counts. */
  readonly danger: number;
}

/** The table's weights (chosen with scripts/benchTachi.ts's games against the random player). */
const BOT_WEIGHTS: BotWeights = { out: 3, waiting: 4, tachi: 12, danger: 1 };

interface Odds {
  /** `atLeast[k]`: the chance that a roll's total is at least k (k = 0 … 12). */
  readonly atLeast: readonly number[];
  /** The chance of one given double (double 1, double 4). */
  readonly double: number;
  /** Every roll as it can come, each as likely. */
  readonly rolls: readonly (readonly [number, number])[];
}

function oddsOf(set: DiceSet): Odds {
  const faces = DICE_FACES[set];
  const rolls = faces.flatMap((a) => faces.map((b) => [a, b] as const));
  const atLeast = Array.from({ length: 13 }, (_, k) => rolls.filter(([a, b]) => a + b >= k).length / rolls.length);
  return { atLeast, double: 1 / rolls.length, rolls };
}

const ODDS: Readonly<Record<DiceSet, Odds>> = { long: oddsOf('long'), six: oddsOf('six') };

/** What a pawn's place is worth, in steps. */
function placeValue(at: number, odds: Odds, w: BotWeights): number {
  if (at === OUT) return -w.out / odds.double;
  if (at === TACHI_STEP) return TACHI_STEP + w.tachi;
  if (at === WAITING_STEP) return WAITING_STEP + w.waiting;
  return at;
}

/** The chance that an opponent's pawn at `from` on `seat`'s circuit passes over or stops on `target` on its next roll. */
function threat(seat: TachiSeat, from: number, target: number, odds: Odds): number {
  const t = stepAt(seat, target);
  if (from === OUT || from === TACHI_STEP || t <= from) return 0;
  if (from === WAITING_STEP) return odds.double; // only a double 4 takes it on (rule 9)
  if (t > WAITING_STEP) return 0;
  return odds.atLeast[t - from] ?? 0;
}

/** A position as the bot weighs it: who sits where, the dice, everyone's pawns. */
interface Position {
  readonly seats: readonly TachiSeat[];
  readonly dice: DiceSet;
  readonly pawns: readonly PawnPair[];
}

/** The steps `player` expects to lose to a capture on the next roll (rule 5; kattis safe, rule 6). */
function danger(pos: Position, player: number, odds: Odds, w: BotWeights): number {
  const seat = pos.seats[player]!;
  let lost = 0;
  for (const at of pos.pawns[player]!) {
    if (at === OUT || at === TACHI_STEP) continue;
    const sq = squareOfStep(seat, at);
    if (isKatti(sq)) continue;
    let safe = 1;
    pos.pawns.forEach((pair, p) => {
      if (p !== player) for (const from of pair) safe *= 1 - threat(pos.seats[p]!, from, sq, odds);
    });
    lost += (1 - safe) * (placeValue(at, odds, w) - placeValue(OUT, odds, w));
  }
  return lost;
}

const worth = (pos: Position, player: number, odds: Odds, w: BotWeights) =>
  placeValue(pos.pawns[player]![0], odds, w) + placeValue(pos.pawns[player]![1], odds, w);

const hasWon = (pair: PawnPair) => pair[0] === TACHI_STEP && pair[1] === TACHI_STEP;

/**
 * How good a position is for `player`, in steps: its pawns' worth, less what it may lose to a
 * capture, less the worth of the opponent furthest ahead; a won game is worth ± 1,000,000.
 */
function evaluate(pos: Position, player: number, w: BotWeights = BOT_WEIGHTS): number {
  if (hasWon(pos.pawns[player]!)) return 1e6;
  if (pos.pawns.some(hasWon)) return -1e6;
  const odds = ODDS[pos.dice];
  let best = -Infinity;
  for (let p = 0; p < pos.seats.length; p++) if (p !== player) best = Math.max(best, worth(pos, p, odds, w));
  return worth(pos, player, odds, w) - w.danger * danger(pos, player, odds, w) - best;
}

/**
 * What the position after `move` is worth to the player to play on average over the next roll:
 * its own best reply after a double (rule 3), else the next player's reply worst for it.
 */
function expectation(state: TachiState, move: TachiMove, w: BotWeights): number {
  const me = state.turn;
  const pawns = pawnsAfter(state, move);
  if (hasWon(pawns[me]!)) return 1e6;
  const turn = isDouble(state.roll!) ? me : (me + 1) % state.seats.length;
  const { rolls } = ODDS[state.dice];
  let total = 0;
  for (const roll of rolls) {
    const rolled: TachiState = { ...state, pawns, turn, roll, phase: 'move' };
    const moves = legalMoves(rolled);
    if (moves.length === 0) {
      total += evaluate(rolled, me, w);
      continue;
    }
    let best = turn === me ? -Infinity : Infinity;
    for (const m of moves) {
      const v = evaluate({ seats: state.seats, dice: state.dice, pawns: pawnsAfter(rolled, m) }, me, w);
      best = turn === me ? Math.max(best, v) : Math.min(best, v);
    }
    total += best;
  }
  return total / rolls.length;
}

/**
 * The table's bot: of `legalMoves(state)`, the one worth most to the player to play one turn
 * ahead (see the file's comment; the first of equals, a single move at once). Deterministic:
 * the same state, the same move.
 * @returns a legal move, or null when there is none (phase not `move`).
 */
export function botMove(state: TachiState, w: BotWeights = BOT_WEIGHTS): TachiMove | null {
  const moves = legalMoves(state);
  if (moves.length <= 1) return moves[0] ?? null;
  let best: TachiMove | null = null;
  let bestScore = -Infinity;
  for (const m of moves) {
    const score = expectation(state, m, w);
    if (best === null || score > bestScore) [best, bestScore] = [m, score];
  }
  return best;
}

/**
 * A random player: any of `legalMoves(state)`, each as likely, chosen with `random` (a number in
 * [0, 1), a seeded generator's).
 * @returns a legal move, or null when there is none.
 */
export function randomMove(state: TachiState, random: () => number): TachiMove | null {
  const moves = legalMoves(state);
  return moves.length === 0 ? null : moves[Math.floor(random() * moves.length)]!;
}
