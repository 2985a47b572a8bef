/**
 * The "swap or play?" drill (issue 19): the board of a seeded bomb with every pawn revealed and
 * the dealt hand; the answer is "play" when the dealt hand can win (RULES.md §8, the solver) and
 * "swap" (press TAC) when it cannot (RULES.md §7). The explanation gives, for "play", one winning
 * line in words; for "swap", the line that comes closest and why it fails, in the module's
 * strike words (the reason codes of RULES.md §7 and the bomb page's sentences).
 *
 * **Closest** (`closestLine`): among every line of the dealt hand (each order of the cards, each
 * option and each Trickster pair, played until it strikes or the hand is empty), the one that
 * plays the most cards before it fails, a card that strikes by the card rules (blocked, captures
 * the partner, a Trickster on a captured piece) not counting and a card that enters home too
 * early or ends the hand away from home counting; then the one that leaves your pawn fewest
 * spaces from home (0 at home, else the spaces clockwise to your start plus one); then the first
 * in the module's order (cards left to right, the left option before the right, Trickster pairs
 * in the solver's order). So a hand that plays out but ends away from home comes before one that
 * is blocked at its fourth card, and of two blocked at the same card the one nearer home wins.
 */
import { startOf, wrap, type Color, type Seat } from '../rules/board';
import type { Card } from '../rules/cards';
import type { Bomb } from '../rules/bomb';
import { generateBomb } from '../rules/generator';
import { nextAsk, type Choice, type StrikeReason } from '../rules/play';
import { pieceOfSeat } from '../rules/bomb';
import { AWAY, packBoard, pieceAt, type Board } from '../rules/position';
import { findSolution, isWinnable, variantPlay, type Play } from '../rules/solver';
import {
  cardWithArticle,
  effectWords,
  PIECE_WORDS,
  pressWords,
  resultOf,
  STRIKE_SENTENCES,
  type SeatNames,
} from '../module/playWords';

/** Answers in a round of the drill. */
export const SWAP_OR_PLAY_ROUND = 10;

/** The answers: play the hand as dealt, or swap first (TAC). */
export type SwapOrPlay = 'play' | 'swap';

/** One item: the bomb as dealt with every pawn shown, and the answer. */
export interface SwapOrPlayItem {
  readonly seed: string;
  readonly ruleSeed: number;
  readonly seat: Seat;
  readonly colors: readonly [Color, Color, Color, Color];
  readonly names: readonly [string, string, string];
  /** Every pawn, as dealt. */
  readonly board: Board;
  /** The dealt hand. */
  readonly hand: readonly Card[];
  /** "play" when the dealt hand can win (the solver, RULES.md §8), else "swap". */
  readonly answer: SwapOrPlay;
  readonly bomb: Bomb;
}

/**
 * The item of a bomb seed (`generateBomb(seed, ruleSeed, {deal: 'classic'})`); its answer is the
 * solver's on the dealt hand from the dealt position.
 * @throws RangeError for a bad rule seed.
 */
export function swapOrPlayItem(seed: string, ruleSeed: number): SwapOrPlayItem {
  return swapOrPlayItemOf(generateBomb(seed, ruleSeed, { deal: 'classic' }));
}

/** The item of a bomb already dealt (see `swapOrPlayItem`). */
export function swapOrPlayItemOf(bomb: Bomb): SwapOrPlayItem {
  const { seed, ruleSeed } = bomb;
  const winnable = isWinnable(packBoard(bomb.state), bomb.seat, bomb.hand);
  return {
    seed,
    ruleSeed,
    seat: bomb.seat,
    colors: bomb.colors,
    names: bomb.names,
    board: bomb.state,
    hand: bomb.hand,
    answer: winnable ? 'play' : 'swap',
    bomb,
  };
}

/** Why a line fails, in the issue's few words, by strike reason (RULES.md §7). */
const FAILURE_WORDS: Readonly<Partial<Record<StrikeReason, string>>> = {
  'move-across-piece': 'blocked',
  'capture-partner': 'captures the partner',
  'trickster-captured-piece': 'exchanges a captured piece',
  'home-with-cards-left': 'enters home too early',
  'hand-empty-not-home': 'ends not home',
};

/** How the closest line fails. */
interface LineFailure {
  readonly reason: StrikeReason;
  /** The play (0-based, in the line) at which it fails. */
  readonly at: number;
  /** What is wrong there, e.g. "opponent 1 on space 12 is in the way". */
  readonly detail: string;
}

/** The closest line of a hand that cannot win (the file comment), with its failure. */
interface ClosestLine {
  /** The plays of the line up to and including the one that fails. */
  readonly plays: readonly Play[];
  readonly failure: LineFailure;
  /** Cards played before it fails (the closeness, first key). */
  readonly played: number;
  /** Spaces from home at the end (second key): 0 at home. */
  readonly distance: number;
}

/**
 * The closest line from one (position, cards left) of the search: its first play, the key of
 * the node after it (or -1 when the line ends there), how it ends (`failure` null: it wins), the
 * cards it plays before failing and the spaces from home at its end.
 */
interface Node {
  readonly play: Play;
  readonly next: number;
  readonly failure: Omit<LineFailure, 'at'> | null;
  readonly played: number;
  readonly distance: number;
}

/** Every play of one card the module lets the defuser make (each choice, each Trickster pair). */
function playsOf(pos: number, seat: Seat, card: Card, slot: number): Play[] {
  if (card.kind === 'trickster') return [0, 1, 2, 3, 4, 5].map((i) => variantPlay(seat, slot, 8 + i));
  const out: Play[] = [];
  const grow = (choices: Choice[]) => {
    if (nextAsk(pos, startOf(seat), card, choices) === null) out.push({ slot, choices });
    else for (const c of ['l', 'r'] as const) grow([...choices, c]);
  };
  grow([]);
  return out;
}

/** Spaces from home: 0 home, else the spaces clockwise to your start, plus one. */
function distanceOf(pos: number, seat: Seat): number {
  const y = pieceAt(pos, 0);
  return y === AWAY ? 0 : wrap(startOf(seat) - y) + 1;
}

/** What is wrong where a play strikes by the card rules (RULES.md §6). */
function strikeDetail(pos: number, seat: Seat, card: Card, play: Play, reason: StrikeReason): string {
  if (reason === 'capture-partner') return `your partner is on space ${pieceAt(pos, 2)}`;
  if (reason === 'trickster-captured-piece') {
    const k = [1, 3].find((p) => play.leds!.some((s) => pieceOfSeat(seat, s) === p) && pieceAt(pos, p) === AWAY)!;
    return `${PIECE_WORDS[k]} was captured already`;
  }
  const d = card.kind === 'reverse' ? -1 : 1;
  const y = pieceAt(pos, 0);
  for (let i = 1; i < card.value; i++) {
    const s = wrap(y + i * d);
    const k = [1, 2, 3].find((p) => pieceAt(pos, p) === s);
    if (k !== undefined) return `${PIECE_WORDS[k]} on space ${s} is in the way`;
  }
  return 'a piece is in the way';
}

/** "1 card is", "2 cards are". */
const cardsLeft = (n: number) => `${n} card${n === 1 ? ' is' : 's are'} still in hand`;

/** True when `a` is closer than `b` (the file comment's order; a tie keeps `b`, the earlier). */
function closer(a: Node, b: Node | null): boolean {
  return !b || a.played > b.played || (a.played === b.played && a.distance < b.distance);
}

/** Where the search is: the defuser's seat, the hand, and the nodes found so far by key. */
interface Search {
  readonly seat: Seat;
  readonly hand: readonly Card[];
  readonly memo: Map<number, Node>;
}

/** A node's key: position and the mask of the slots still in hand. */
const keyOf = (pos: number, mask: number) => pos * 32 + mask;

/** The node of one play from (pos, mask): a strike, the end of the hand, or the closest line on. */
function nodeOf(s: Search, pos: number, mask: number, left: number, card: Card, play: Play): Node {
  const r = resultOf(pos, s.seat, card, play);
  if (!r.ok) {
    const failure = { reason: r.reason, detail: strikeDetail(pos, s.seat, card, play, r.reason) };
    return { play, next: -1, failure, played: 0, distance: distanceOf(pos, s.seat) };
  }
  const home = pieceAt(r.pos, 0) === AWAY;
  if (home || left === 1) {
    const failure =
      home && left === 1
        ? null
        : home
          ? { reason: 'home-with-cards-left' as const, detail: cardsLeft(left - 1) }
          : { reason: 'hand-empty-not-home' as const, detail: `it ends on space ${pieceAt(r.pos, 0)}` };
    return { play, next: -1, failure, played: failure ? 1 : Infinity, distance: distanceOf(r.pos, s.seat) };
  }
  const rest = mask & ~(1 << play.slot);
  const after = search(s, r.pos, rest, left - 1);
  return { play, next: keyOf(r.pos, rest), failure: after.failure, played: after.played + 1, distance: after.distance };
}

/** The closest line from (pos, the slots in mask): depth-first over every play, memoised. */
function search(s: Search, pos: number, mask: number, left: number): Node {
  const key = keyOf(pos, mask);
  const hit = s.memo.get(key);
  if (hit) return hit;
  let best: Node | null = null;
  const { hand } = s;
  for (let slot = 0; slot < hand.length; slot++) {
    if (!(mask & (1 << slot))) continue;
    let twin = false; // an equal card in an earlier slot plays the same lines
    for (let i = 0; i < slot && !twin; i++) twin = (mask & (1 << i)) !== 0 && hand[i] === hand[slot];
    if (twin) continue;
    for (const play of playsOf(pos, s.seat, hand[slot]!, slot)) {
      const node = nodeOf(s, pos, mask, left, hand[slot]!, play);
      if (closer(node, best)) best = node;
    }
  }
  s.memo.set(key, best!);
  return best!;
}

/**
 * The line of `hand` from `pos` that comes closest to winning (the file comment's order).
 * @returns null when the hand can win (some line solves).
 * @throws RangeError when the hand does not hold 1–5 cards.
 */
export function closestLine(pos: number, seat: Seat, hand: readonly Card[]): ClosestLine | null {
  if (hand.length < 1 || hand.length > 5) throw new RangeError(`a hand holds 1 to 5 cards, not ${hand.length}`);
  const s: Search = { seat, hand, memo: new Map() };
  const root = search(s, pos, (1 << hand.length) - 1, hand.length);
  if (!root.failure) return null;
  const plays: Play[] = [];
  for (let node: Node | undefined = root; node; node = node.next < 0 ? undefined : s.memo.get(node.next))
    plays.push(node.play);
  return {
    plays,
    failure: { ...root.failure, at: plays.length - 1 },
    played: root.played,
    distance: root.distance,
  };
}

/** "Strike, blocked (move-across-piece). Your pawn would have passed over another piece: …." */
function strikeWords(reason: StrikeReason, detail: string): string {
  const sentence = STRIKE_SENTENCES[reason].replace(/\.$/, '');
  return `Strike, ${FAILURE_WORDS[reason]} (${reason}). ${sentence}: ${detail}.`;
}

/**
 * A line in words, one play a line, from `pos`: "Card 3 (a 5): it captures opponent 1 on space
 * 12."; a play that strikes ends the list: "Card 2 (a 9): Strike, blocked (move-across-piece).
 * Your pawn would have passed over another piece: opponent 1 on space 12 is in the way.", as
 * does home reached with cards left, or the last card away from home (RULES.md §7).
 * @param hand the whole hand the line is played from (slots as in `plays`)
 * @param names the names at seats S+1, S+2, S+3, to name the LEDs of a Trickster play
 */
function lineWords(
  pos: number,
  seat: Seat,
  hand: readonly Card[],
  plays: readonly Play[],
  names?: SeatNames,
): string[] {
  const out: string[] = [];
  for (const [i, play] of plays.entries()) {
    const card = hand[play.slot]!;
    const lead = `Card ${play.slot + 1} (${cardWithArticle(card)})${pressWords(pos, seat, card, play, names)}`;
    const r = resultOf(pos, seat, card, play);
    if (!r.ok) {
      out.push(`${lead}: ${strikeWords(r.reason, strikeDetail(pos, seat, card, play, r.reason))}`);
      break;
    }
    let words = `${lead}: ${effectWords(pos, r.pos, card, play, seat)}.`;
    const left = hand.length - i - 1;
    const home = pieceAt(r.pos, 0) === AWAY;
    if (home && left > 0) words += ` ${strikeWords('home-with-cards-left', cardsLeft(left))}`;
    if (!home && left === 0) words += ` ${strikeWords('hand-empty-not-home', `it ends on space ${pieceAt(r.pos, 0)}`)}`;
    out.push(words);
    pos = r.pos;
  }
  return out;
}

/** The explanation of an item's answer. */
interface SwapOrPlayExplanation {
  readonly answer: SwapOrPlay;
  /** One sentence: "Play: this hand wins as dealt." / "Swap: no line of this hand wins as dealt." */
  readonly summary: string;
  /** For "play" one winning line, for "swap" the closest line and its failure, one play a line. */
  readonly lines: readonly string[];
  /** For "swap": the closest line's failure. */
  readonly failure: LineFailure | null;
  /** For "swap": what the swap does and a winning line after it. */
  readonly afterSwap: readonly string[];
}

/** The explanation of an item (the file comment). */
export function explainSwapOrPlay(item: SwapOrPlayItem): SwapOrPlayExplanation {
  const pos = packBoard(item.board);
  const { seat, hand } = item;
  if (item.answer === 'play') {
    const plays = findSolution(pos, seat, hand)!;
    return {
      answer: 'play',
      summary: 'Play: this hand wins as dealt. One winning line:',
      lines: lineWords(pos, seat, hand, plays, item.names),
      failure: null,
      afterSwap: [],
    };
  }
  const closest = closestLine(pos, seat, hand)!;
  const swap = item.bomb.swap;
  const afterSwap: string[] = [];
  if (swap) {
    const swapped = hand.map((c, i) => (i === swap.slot ? swap.card : c));
    const from = `card ${swap.slot + 1}, ${cardWithArticle(hand[swap.slot]!)}`;
    afterSwap.push(`TAC swaps ${from}, for ${cardWithArticle(swap.card)}. Then one winning line:`);
    afterSwap.push(...lineWords(pos, seat, swapped, findSolution(pos, seat, swapped)!, item.names));
  }
  const n = closest.played;
  return {
    answer: 'swap',
    summary: `Swap: no line of this hand wins as dealt. The closest line plays ${n} card${n === 1 ? '' : 's'} and ${FAILURE_WORDS[closest.failure.reason]}:`,
    lines: lineWords(pos, seat, hand, closest.plays, item.names),
    failure: closest.failure,
    afterSwap,
  };
}

/** The check of an answer: right or wrong, and the solver's answer. */
interface SwapOrPlayCheck {
  readonly correct: boolean;
  readonly expected: SwapOrPlay;
}

/** Checks "play" or "swap" against the solver's answer (the item's); `explainSwapOrPlay` says why. */
export function checkSwapOrPlay(item: SwapOrPlayItem, answer: SwapOrPlay): SwapOrPlayCheck {
  return { correct: answer === item.answer, expected: item.answer };
}
