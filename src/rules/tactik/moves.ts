/**
 * The turn loop of Tac-Tik as pure functions (docs/tactik.md §4–5, §14–17):
 * `legalMoves(state)` lists every move the seat to act may make, `applyMove(state, move)` returns
 * the next state and what happened, or a typed error. States are never changed in place.
 *
 * A move is a give (the secret exchange after each deal), a play of a card (`Play`, see
 * `play.ts`), or the discard of the whole hand, allowed only when no card in it can be played.
 */
import { boardOf, colorComplete, cloneBoard, permuteProblem, reservePawn, spotsOf, type Board } from './board';
import { DECK_SIZE, faceOf, FORWARD_COUNTS, type CardId } from './deck';
import { playableColors, playProblem, resolvePlay, type Play, type PlayEvent, type PlayProblem } from './play';
import { SEVEN, sevenEnds, stepsThatFinish, takeStep, type SevenStep } from './seven';
import { dealFrom, nextSeatWithCards, type TactikState } from './state';
import { colorOfPawn, colorsOfTeam, exchangeTarget, PAWNS_PER_COLOR, seatsOfTeam, startOf, teamCount } from './table';

/** A move: a give in the exchange, a play, or the discard of the whole hand. */
export type Move =
  /** A card chosen for the exchange, by `seat` (default: the seat to act; any seat yet to choose may). */
  { readonly kind: 'give'; readonly card: CardId; readonly seat?: number } | { readonly kind: 'discard' } | Play;

/** Every reason `applyMove` refuses a move, as stable codes. */
type MoveErrorCode =
  PlayProblem | 'game-over' | 'wrong-phase' | 'bad-move' | 'card-not-in-hand' | 'already-given' | 'discard-not-allowed';

/** A refused move: its code and a sentence for people. */
interface MoveError {
  readonly code: MoveErrorCode;
  readonly message: string;
}

/** Everything a move made happen, in order. */
export type TactikEvent =
  | PlayEvent
  | { readonly type: 'gave'; readonly seat: number }
  | { readonly type: 'exchanged' }
  | { readonly type: 'played'; readonly seat: number; readonly card: CardId; readonly move: Play }
  | { readonly type: 'discarded'; readonly seat: number; readonly cards: readonly CardId[] }
  | { readonly type: 'dealt'; readonly dealer: number; readonly deal: number; readonly reshuffled: boolean }
  | { readonly type: 'won'; readonly team: number; readonly seats: readonly number[] };

/** The result of `applyMove`. */
type MoveResult =
  | { readonly ok: true; readonly state: TactikState; readonly events: readonly TactikEvent[] }
  | { readonly ok: false; readonly error: MoveError };

const MESSAGES: Record<MoveErrorCode, string> = {
  'game-over': 'the game is over',
  'wrong-phase': 'that move does not belong to this phase (give a card in the exchange, play one after it)',
  'bad-move': 'the move is not of a known shape',
  'card-not-in-hand': 'that card is not in the hand of the seat to act',
  'already-given': 'that seat has already chosen its card for this exchange',
  'discard-not-allowed': 'a card of the hand can be played, so the hand may not be discarded',
  'card-cannot': 'that card cannot make this move',
  'no-such-pawn': 'there is no such pawn',
  'not-your-colour': 'that pawn or colour is not one this seat plays',
  'seven-length': 'a 7 is exactly seven steps',
  'seven-colours': 'the seven steps of a 7 are all taken by pawns of one colour',
  'blocked-by-pieu': 'a pieu blocks the way',
  'home-blocked': 'a pawn in the home is in the way (no pawn is passed in the home)',
  'home-overshoot': 'the count does not end on a home space',
  'no-home-entry': 'this path does not pass the pawn’s start, so it cannot enter the home',
  'not-on-track': 'that pawn is in its reserve',
  'in-home': 'a pawn in the home only moves forward inside it',
  'start-held-by-pieu': 'a pieu holds the start',
  'reserve-empty': 'no pawn of that colour is in its reserve',
  'permute-excluded': 'only two different pawns on the track can be permuted',
  'permute-pieu': 'a pieu is permuted only by its owner, with another pawn of its colour',
};

const fail = (code: MoveErrorCode): MoveResult => ({ ok: false, error: { code, message: MESSAGES[code] } });

/**
 * The plays one card could make for `seat` on `b`, before they are checked (but the 7s, made
 * legal by `sevenEnds`; `sevens` receives their end boards).
 */
function candidates(s: TactikState, b: Board, seat: number, card: CardId, sevens?: Map<Play, Board>): Play[] {
  const face = faceOf(card);
  const colors = playableColors(s.table, b, seat);
  const out: Play[] = [];
  const isJoker = face === 'joker';
  const counts = isJoker ? FORWARD_COUNTS : FORWARD_COUNTS.filter((n) => String(n) === face);
  const pawns = colors.flatMap((c) => Array.from({ length: PAWNS_PER_COLOR }, (_, k) => c * PAWNS_PER_COLOR + k));
  if (isJoker || face === '1' || face === '10') {
    for (const color of colors) if (reservePawn(b, color) >= 0) out.push({ kind: 'out', card, color });
  }
  for (const pawn of pawns) {
    const p = b.pos[pawn]!;
    if (p < 0) continue;
    // Home moves only where the count can reach the home: from the start (not as a pieu) or past it.
    const toStart = (startOf(colorOfPawn(pawn)) - p + b.L) % b.L;
    for (const count of counts) {
      if (p < b.L) out.push({ kind: 'forward', card, pawn, count, home: false });
      if (p >= b.L || (toStart < count && !(toStart === 0 && b.pieu[pawn]))) {
        out.push({ kind: 'forward', card, pawn, count, home: true });
      }
    }
    if (p >= b.L) continue;
    if (isJoker || face === '-4') out.push({ kind: 'back', card, pawn });
    if (isJoker || face === 'permute') {
      for (let other = 0; other < b.pos.length; other++) {
        if (permuteProblem(b, pawn, other) === null) out.push({ kind: 'permute', card, pawn, other });
      }
    }
  }
  if (isJoker || face === '7') {
    for (const color of colors) {
      for (const end of sevenEnds(b, color)) {
        const play: Play = { kind: 'seven', card, steps: end.steps };
        sevens?.set(play, end.board);
        out.push(play);
      }
    }
  }
  return out;
}

/** The legal plays of one card of `seat`'s hand on `b` (the 7s are legal as `sevenPlays` makes them). */
function playsOfCard(s: TactikState, b: Board, seat: number, card: CardId): Play[] {
  const colors = playableColors(s.table, b, seat);
  return candidates(s, b, seat, card).filter(
    (p) => p.kind === 'seven' || playProblem(s.table, b, seat, p, colors) === null,
  );
}

const isProblem = (r: PlayEvent[] | PlayProblem): r is PlayProblem => typeof r === 'string';

/**
 * Every legal move of the seat to act (`state.turn`), in a stable order: in the exchange one give
 * per card of the hand; in play every legal play of every card (a 7 once for each different
 * board it can end on, see `sevenPlays`), or, when there is none, the discard alone. Empty once
 * the game is over.
 */
export function legalMoves(s: TactikState): Move[] {
  if (s.phase === 'over') return [];
  const hand = s.hands[s.turn]!;
  if (s.phase === 'exchange') return hand.map((card) => ({ kind: 'give', card }));
  const b = boardOf(s.table, s.pawns);
  const plays = hand.flatMap((card) => playsOfCard(s, b, s.turn, card));
  return plays.length > 0 ? plays : [{ kind: 'discard' }];
}

/** A legal play and the board it leaves (for bots, which score boards). */
interface Outcome {
  readonly play: Play;
  readonly board: Board;
}

/**
 * The legal plays of the seat to act with the board each leaves, one card of each face only
 * (two copies of a card make the same plays). Empty outside play or when the hand must be
 * discarded. Each play is checked once, as it is made on a copy of the board.
 */
export function legalOutcomes(s: TactikState): Outcome[] {
  if (s.phase !== 'play') return [];
  const b = boardOf(s.table, s.pawns);
  const colors = playableColors(s.table, b, s.turn);
  const faces = new Set<string>();
  const out: Outcome[] = [];
  for (const card of s.hands[s.turn]!) {
    if (faces.has(faceOf(card))) continue;
    faces.add(faceOf(card));
    const sevens = new Map<Play, Board>();
    for (const play of candidates(s, b, s.turn, card, sevens)) {
      const end = sevens.get(play);
      if (end) {
        out.push({ play, board: end });
        continue;
      }
      if (playProblem(s.table, b, s.turn, play, colors) !== null) continue;
      const board = cloneBoard(b);
      resolvePlay(s.table, board, s.turn, play);
      out.push({ play, board });
    }
  }
  return out;
}

/** The legal plays of one card of the hand of the seat to act (empty outside play). */
export function legalPlaysOfCard(s: TactikState, card: CardId): Play[] {
  if (s.phase !== 'play' || !s.hands[s.turn]!.includes(card)) return [];
  return playsOfCard(s, boardOf(s.table, s.pawns), s.turn, card);
}

/** True when some card of the hand of the seat to act can be played (so it may not discard). */
function canPlayACard(s: TactikState): boolean {
  if (s.phase !== 'play') return false;
  const b = boardOf(s.table, s.pawns);
  return s.hands[s.turn]!.some((card) => playsOfCard(s, b, s.turn, card).length > 0);
}

/**
 * The 7's step picker (§9): the steps offered next when `done` steps of a 7 (card `card`) have been
 * taken, each from which the rest of the seven steps can still be made. Before the first step
 * it offers the pawns of every colour the seat plays; after it, the first step's colour only.
 * Empty when `done` is not a legal start or all seven are taken.
 */
export function sevenStepsOffered(s: TactikState, card: CardId, done: readonly SevenStep[]): SevenStep[] {
  if (s.phase !== 'play' || !s.hands[s.turn]!.includes(card)) return [];
  const face = faceOf(card);
  if ((face !== '7' && face !== 'joker') || done.length >= SEVEN) return [];
  const b = boardOf(s.table, s.pawns);
  const colors = playableColors(s.table, b, s.turn);
  const color = done.length > 0 ? colorOfPawn(done[0]!.pawn) : undefined;
  if (color !== undefined && (!colors.includes(color) || done.some((d) => colorOfPawn(d.pawn) !== color))) return [];
  for (const step of done) if (!takeStep(b, step).ok) return [];
  const left = SEVEN - done.length;
  return (color === undefined ? colors : [color]).flatMap((c) => stepsThatFinish(b, c, left));
}

/** A shallow check of a move's shape (it may come from a saved game or a page). */
function wellFormed(m: unknown): m is Move {
  if (typeof m !== 'object' || m === null) return false;
  const o = m as Record<string, unknown>;
  const int = (k: string) => Number.isInteger(o[k]);
  const card = int('card') && (o.card as number) >= 0 && (o.card as number) < DECK_SIZE;
  switch (o.kind) {
    case 'discard':
      return true;
    case 'give':
      return card && (o.seat === undefined || int('seat'));
    case 'out':
      return card && int('color');
    case 'forward':
      return card && int('pawn') && int('count') && typeof o.home === 'boolean';
    case 'back':
      return card && int('pawn');
    case 'permute':
      return card && int('pawn') && int('other');
    case 'seven':
      return card && Array.isArray(o.steps) && o.steps.every((x) => wellFormedStep(x));
    default:
      return false;
  }
}

function wellFormedStep(x: unknown): x is SevenStep {
  if (typeof x !== 'object' || x === null) return false;
  const o = x as Record<string, unknown>;
  return Number.isInteger(o.pawn) && typeof o.home === 'boolean';
}

/**
 * The state after the seat to act makes `move`, and what happened; or why the move is refused
 * (`MoveError`, the state unchanged). The exchange: each seat in turn chooses a card; when the
 * last has chosen, every card goes to its receiver at once (§5). Play: the card goes to the
 * discard pile, the next seat clockwise with cards plays; when every hand is empty the next
 * seat deals (§4). The game ends when a team has all its pawns home (§15).
 */
export function applyMove(s: TactikState, move: Move): MoveResult {
  if (s.phase === 'over') return fail('game-over');
  if (!wellFormed(move)) return fail('bad-move');
  if (s.phase === 'exchange') {
    if (move.kind !== 'give') return fail('wrong-phase');
    const seat = move.seat ?? s.turn;
    if (seat < 0 || seat >= s.table.players) return fail('bad-move');
    if (s.given[seat] !== null) return fail('already-given');
    if (!s.hands[seat]!.includes(move.card)) return fail('card-not-in-hand');
    return { ok: true, ...give(s, seat, move.card) };
  }
  if (move.kind === 'give') return fail('wrong-phase');
  const hand = s.hands[s.turn]!;
  if (move.kind === 'discard') {
    if (canPlayACard(s)) return fail('discard-not-allowed');
    const events: TactikEvent[] = [{ type: 'discarded', seat: s.turn, cards: hand }];
    const after: TactikState = {
      ...s,
      hands: s.hands.map((h, i) => (i === s.turn ? [] : h)),
      discard: [...s.discard, ...hand],
      moves: s.moves + 1,
    };
    return { ok: true, ...nextTurn(after, events) };
  }
  if (!hand.includes(move.card)) return fail('card-not-in-hand');
  const b = cloneBoard(boardOf(s.table, s.pawns));
  const r = resolvePlay(s.table, b, s.turn, move);
  if (isProblem(r)) return fail(r);
  const events: TactikEvent[] = [{ type: 'played', seat: s.turn, card: move.card, move }, ...r];
  const after: TactikState = {
    ...s,
    pawns: spotsOf(b),
    hands: s.hands.map((h, i) => (i === s.turn ? h.filter((c) => c !== move.card) : h)),
    discard: [...s.discard, move.card],
    moves: s.moves + 1,
  };
  const won = winningTeam(after, b);
  if (won !== null) {
    events.push({ type: 'won', team: won, seats: seatsOfTeam(s.table, won) });
    return { ok: true, state: { ...after, phase: 'over', winner: won }, events };
  }
  return { ok: true, ...nextTurn(after, events) };
}

/** The team with every one of its pawns home, or null. */
function winningTeam(s: TactikState, b: Board): number | null {
  for (let team = 0; team < teamCount(s.table); team++) {
    if (colorsOfTeam(s.table, team).every((c) => colorComplete(b, c))) return team;
  }
  return null;
}

/** The seat to act after a play or discard: the next with cards, or a new deal. */
function nextTurn(s: TactikState, events: TactikEvent[]): { state: TactikState; events: TactikEvent[] } {
  const next = nextSeatWithCards(s, s.turn);
  if (next >= 0) return { state: { ...s, turn: next }, events };
  const { state, report } = dealFrom(s, (s.dealer + 1) % s.table.players);
  events.push({ type: 'dealt', dealer: report.dealer, deal: state.deals, reshuffled: report.reshuffled });
  return { state, events };
}

/**
 * One seat's choice in the exchange; the seat to act is then the first, from the seat after the
 * dealer, still to choose; once every seat has chosen, the transfer.
 */
function give(s: TactikState, seat: number, card: CardId): { state: TactikState; events: TactikEvent[] } {
  const n = s.table.players;
  const given = s.given.map((g, i) => (i === seat ? card : g));
  const events: TactikEvent[] = [{ type: 'gave', seat }];
  const moves = s.moves + 1;
  for (let k = 1; k <= n; k++) {
    const next = (s.dealer + k) % n;
    if (given[next] === null) return { state: { ...s, given, turn: next, moves }, events };
  }
  const hands = s.hands.map((h, i) => h.filter((c) => c !== given[i]));
  for (let seat = 0; seat < n; seat++) hands[exchangeTarget(s.table, seat)]!.push(given[seat]!);
  events.push({ type: 'exchanged' });
  const state: TactikState = {
    ...s,
    hands,
    given: given.map(() => null),
    phase: 'play',
    turn: (s.dealer + 1) % n,
    moves,
  };
  return { state, events };
}
