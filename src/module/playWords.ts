/**
 * One play of the module in English words, for the hint (moduleHint.ts) and the expert's drills
 * (src/drills/): which card, which option buttons or LEDs, and what it does to the board
 * ("it captures opponent 1 on space 12"). Pure: the effect is worked out by the one card rule
 * (`resolvePlay`, src/rules/play.ts, RULES.md §6); these functions only put it in words.
 *
 * The words are the bomb page's: a card is "card N (a 5)", an option is named as its button
 * ("move", "discard", "pass", "enter home": the bomb page's "Left option: pass"), an LED by its
 * corner ("the top-left LED", with the name beside it when known: "the top-left LED (Kate)").
 */
import { SEAT_CORNERS, startOf, type Seat } from '../rules/board';
import { describeCard, type Card } from '../rules/cards';
import { nextAsk, resolvePlay, strikeOfCode, type Ask, type Choice, type StrikeReason } from '../rules/play';
import { pieceOfSeat } from '../rules/bomb';
import { AWAY, pieceAt } from '../rules/position';
import type { Play } from '../rules/solver';

/** One sentence per strike reason (RULES.md §7 codes). */
export const STRIKE_SENTENCES: Record<StrikeReason, string> = {
  'swap-not-needed': 'TAC was pressed to swap, but this hand needs no swap.',
  'swap-required': 'A card was chosen before the TAC swap this hand needs.',
  'move-across-piece': 'Your pawn would have passed over another piece.',
  'capture-partner': 'Your pawn would have captured your partner.',
  'trickster-captured-piece': 'The Trickster tried to exchange a piece that was already captured.',
  'home-with-cards-left': 'Your pawn reached home with cards still in hand.',
  'hand-empty-not-home': 'Every card was played but your pawn is not home.',
};

/** The names shown at seats S+1, S+2, S+3 (a bomb's `names`), when the words may use them. */
export type SeatNames = readonly [string, string, string];

/** Each piece as the hint says it, piece k at seat S+k (RULES.md §2). */
export const PIECE_WORDS = ['your pawn', 'opponent 1', 'your partner', 'opponent 2'] as const;

/**
 * A card's full name with its article, as said aloud: "a 5", "an 8 diamond", "a Trickster"
 * (the words of the bomb page's Board region).
 */
export function cardWithArticle(card: Card): string {
  return `${card.value === 8 || card.value === 11 ? 'an' : 'a'} ${describeCard(card)}`;
}

/** "card 3 (a 5)": a hand slot 0–4 and its card. */
export function cardWords(slot: number, card: Card): string {
  return `card ${slot + 1} (${cardWithArticle(card)})`;
}

/**
 * An LED by its corner, with the name beside it when known: "the top-left LED (Kate)", "the
 * bottom-right LED (You)" for the defuser's own, "the top-left LED" without names.
 */
export function ledWords(seat: Seat, defuserSeat: Seat, names?: SeatNames): string {
  const corner = `the ${SEAT_CORNERS[seat]} LED`;
  if (!names) return corner;
  const k = pieceOfSeat(defuserSeat, seat);
  return `${corner} (${k === 0 ? 'You' : names[k - 1]})`;
}

/**
 * The word of an option button while the module asks `ask` (the bomb page's button names,
 * "Left option: move" …): diamond left "move", right "discard"; home left "pass", right
 * "enter home".
 */
function optionWord(ask: 'diamond' | 'home', choice: Choice): string {
  if (ask === 'diamond') return choice === 'l' ? 'move' : 'discard';
  return choice === 'l' ? 'pass' : 'enter home';
}

/** "enter home (the right option)". */
export function optionWords(ask: 'diamond' | 'home', choice: Choice): string {
  return `${optionWord(ask, choice)} (the ${choice === 'l' ? 'left' : 'right'} option)`;
}

/** The asks of a play in order, each with the choice made: what the option buttons are pressed for. */
export function playAsks(pos: number, seat: Seat, card: Card, choices: readonly Choice[]): Ask[] {
  const asks: Ask[] = [];
  for (let i = 0; i <= choices.length; i++) {
    const ask = nextAsk(pos, startOf(seat), card, choices.slice(0, i));
    if (ask === null) break;
    asks.push(ask);
  }
  return asks;
}

/** The result of one play: the next packed position, or the strike it causes (RULES.md §6). */
type PlayResult = { readonly ok: true; readonly pos: number } | { readonly ok: false; readonly reason: StrikeReason };

/** Plays `play` (of `card`) from the packed position `pos` by the card rule (RULES.md §6). */
export function resultOf(pos: number, seat: Seat, card: Card, play: Play): PlayResult {
  const pair = play.leds ? ([pieceOfSeat(seat, play.leds[0]), pieceOfSeat(seat, play.leds[1])] as const) : undefined;
  const next = resolvePlay(pos, startOf(seat), card, play.choices, pair);
  return next < 0 ? { ok: false, reason: strikeOfCode(next) } : { ok: true, pos: next };
}

/** "opponent 1 on space 10 and opponent 2 on space 12". */
function capturesWords(captured: readonly (readonly [number, number])[]): string {
  return captured.map(([k, space]) => `${PIECE_WORDS[k]} on space ${space}`).join(' and ');
}

/**
 * What a play that did not strike did, after "it": "it captures opponent 1 on space 12", "it
 * moves your pawn to space 9", "it takes your pawn home", "it moves your pawn to space 14,
 * capturing opponent 2 on space 11 on the way", "it is discarded and nothing moves", "it
 * exchanges your pawn (space 4) and opponent 1 (space 12), so your pawn goes to space 12".
 * @param before, after packed positions before and after the play (see rules/position.ts)
 */
export function effectWords(before: number, after: number, card: Card, play: Play, seat: Seat): string {
  if (play.leds) {
    const [a, b] = [pieceOfSeat(seat, play.leds[0]), pieceOfSeat(seat, play.leds[1])].sort();
    const pair = `${PIECE_WORDS[a!]} (space ${pieceAt(before, a!)}) and ${PIECE_WORDS[b!]} (space ${pieceAt(before, b!)})`;
    return a === 0
      ? `it exchanges ${pair}, so your pawn goes to space ${pieceAt(after, 0)}`
      : `it exchanges ${pair}, where you cannot see it`;
  }
  if (card.kind === 'diamond' && play.choices[0] === 'r') return 'it is discarded and nothing moves';
  const captured: [number, number][] = [];
  for (const k of [1, 3]) {
    if (pieceAt(before, k) !== AWAY && pieceAt(after, k) === AWAY) captured.push([k, pieceAt(before, k)]);
  }
  const to = pieceAt(after, 0);
  if (to === AWAY) {
    return `it takes your pawn home${captured.length ? `, capturing ${capturesWords(captured)} on the way` : ''}`;
  }
  if (captured.length === 1 && captured[0]![1] === to) return `it captures ${capturesWords(captured)}`;
  const way = captured.filter(([, space]) => space !== to);
  const landing = captured.filter(([, space]) => space === to);
  let words = `it moves your pawn to space ${to}`;
  if (way.length) words += `, capturing ${capturesWords(way)} on the way`;
  if (landing.length) words += ` and captures ${capturesWords(landing)}`;
  return words;
}

/**
 * How a play is pressed, after its card: ", then choose enter home (the right option)", ", then
 * choose the top-left LED (Kate) and the bottom-right LED (You)", or "" for a card played at once.
 */
export function pressWords(pos: number, seat: Seat, card: Card, play: Play, names?: SeatNames): string {
  if (play.leds) {
    return `, then choose ${ledWords(play.leds[0], seat, names)} and ${ledWords(play.leds[1], seat, names)}`;
  }
  const asks = playAsks(pos, seat, card, play.choices);
  const words = play.choices.map((c, i) => optionWords(asks[i] as 'diamond' | 'home', c));
  return words.length ? `, then choose ${words.join(', then ')}` : '';
}
