/**
 * Words for the bomb page: the log line of each module effect (strike reasons explained), the
 * accessible names of the controls and the status announcement. Pure and DOM-free; it only
 * describes what the reducer reported (src/module/moduleReducer.ts), it decides nothing.
 */
import { LED_NAMES, SEAT_CORNERS, type Seat } from '../rules/board';
import { describeCard, type Card } from '../rules/cards';
import type { Effect, ModuleState, Spot } from '../module/moduleReducer';
import type { BombFace } from '../rules/bomb';
import { seatLabels } from '../art/viewState';
import { STRIKE_SENTENCES } from '../module/playWords';

/** "top-left" etc. for a seat. */
export function cornerOf(seat: Seat): string {
  return SEAT_CORNERS[seat];
}

/**
 * Accessible name of an LED button: `LED top-left: Kate (yellow)`, `LED top-right: You (red)`,
 * `LED bottom-left: Ann (blue), captured` for an opponent whose LED is out.
 */
export function ledButtonName(bomb: BombFace, seat: Seat, captured = false): string {
  return `LED ${SEAT_CORNERS[seat]}: ${seatLabels(bomb)[seat]} (${bomb.colors[seat]})${captured ? ', captured' : ''}`;
}

/** Accessible name of a card slot button (slot 0–4): `Card 2: 8 diamond`, `Card 2: played`. */
export function cardButtonName(slot: number, card: Card | null | undefined): string {
  if (card === undefined) return `Card ${slot + 1}: none`;
  return `Card ${slot + 1}: ${card ? describeCard(card) : 'played'}`;
}

function spot(s: Spot): string {
  return s === 'home' ? 'your home' : `space ${s}`;
}

function led(bomb: BombFace, seat: Seat): string {
  return `the ${SEAT_CORNERS[seat]} LED (${seatLabels(bomb)[seat]})`;
}

/**
 * The log line of one effect, or null for effects not worth a line.
 * @param bomb the bomb's seat, colours and names (for LED descriptions).
 */
export function effectLine(bomb: BombFace, e: Effect): string | null {
  switch (e.type) {
    case 'card-selected':
      return `Picked up the ${describeCard(e.card)}.`;
    case 'options-shown':
      return e.ask === 'diamond'
        ? 'Options: left moves, right discards the diamond card.'
        : 'Options: left passes your start, right enters your home.';
    case 'option-chosen':
      // The log entry's action already says which option ("right option: Chose to discard.").
      return `Chose to ${e.ask === 'diamond' ? (e.choice === 'l' ? 'move' : 'discard') : e.choice === 'l' ? 'pass your start' : 'enter home'}.`;
    case 'leds-awaited':
      return 'Trickster: press two LEDs to exchange their pieces.';
    case 'led-selected':
      return `Selected ${led(bomb, e.seat)}.`;
    case 'led-deselected':
      return `Deselected ${led(bomb, e.seat)}.`;
    case 'leds-hint':
      return 'The Trickster is waiting for two LEDs (TAC puts the card back).';
    case 'card-cancelled':
      return `Card ${e.slot + 1} put back in the hand.`;
    case 'swapped':
      return `Card ${e.slot + 1} (${describeCard(e.from)}) swapped for ${describeCard(e.to)}.`;
    case 'card-played':
      return `Played card ${e.slot + 1} (${describeCard(e.card)})${e.discarded ? ', discarded' : ''}${
        e.leds ? ` on ${led(bomb, e.leds[0])} and ${led(bomb, e.leds[1])}` : ''
      }.`;
    case 'pawn-moved':
      if (e.by === 'walk') return `Your pawn walked from ${spot(e.from)} to ${spot(e.to)}.`;
      if (e.by === 'trickster') return `Your pawn was exchanged from ${spot(e.from)} to ${spot(e.to)}.`;
      return `Your pawn went back to ${spot(e.to)}.`;
    case 'opponent-captured':
      return `Captured an opponent on space ${e.space}: ${led(bomb, e.seat)} went out.`;
    case 'pieces-exchanged':
      return `The pieces of ${led(bomb, e.seats[0])} and ${led(bomb, e.seats[1])} exchanged places.`;
    case 'strike':
      return `STRIKE (${e.reason}): ${STRIKE_SENTENCES[e.reason]}`;
    case 'reset':
      return 'The module is back to its initial state.';
    case 'solved':
      return 'Module solved!';
    case 'ignored':
      return `Ignored "${e.input}": ${e.why}.`;
  }
}

/** The action word for humans: `1` → "card 1", `tl` → "LED top-left", `l` → "left option". */
export function actionWords(input: string): string {
  if (/^[1-5]$/.test(input)) return `card ${input}`;
  if (input === 'tac') return 'TAC';
  if (input === 'reset') return 'TAC held';
  if (input === 'l') return 'left option';
  if (input === 'r') return 'right option';
  const i = (LED_NAMES as readonly string[]).indexOf(input);
  if (i >= 0) return `LED ${SEAT_CORNERS[i as Seat]}`;
  return JSON.stringify(input);
}

/** What the page knows beyond the reducer's state, for the status line. */
export interface StatusContext {
  readonly strikes: number;
  /** Strikes that explode the bomb (`Infinity`: never, as in zen and storm). */
  readonly strikeLimit: number;
  /** `exploded` with its cause once the bomb has gone off. */
  readonly exploded: 'strikes' | 'time' | null;
  /** Real time to solve, ms (when solved). */
  readonly solvedAfterMs: number | null;
}

/**
 * The announcement of the `role=status` element: "Solved in 1:05.", "Exploded: …",
 * "Choose an option for card 2 (8 diamond): …", "Armed: 5 cards in hand, 1 of 3 strikes.",
 * "Armed: 4 cards in hand, 0 of 1 strike." (a streak), "Armed: 1 card in hand, 2 strikes." (zen), …
 */
export function statusLine(
  bomb: BombFace,
  state: ModuleState,
  ctx: StatusContext,
  formatDuration: (ms: number) => string,
): string {
  if (ctx.exploded) {
    const why = ctx.exploded === 'time' ? 'the time ran out' : `${ctx.strikes} strike${ctx.strikes === 1 ? '' : 's'}`;
    return `Exploded: ${why}. The hidden pawns are revealed.`;
  }
  if (state.solved) return `Solved${ctx.solvedAfterMs !== null ? ` in ${formatDuration(ctx.solvedAfterMs)}` : ''}!`;
  const p = state.pending;
  if (p) {
    const c = `card ${p.slot + 1} (${describeCard(p.card)})`;
    if (p.ask === 'diamond') return `Choose for ${c}: left moves, right discards.`;
    if (p.ask === 'home') return `Choose for ${c}: left passes your start, right enters home.`;
    return p.led === null
      ? `Trickster: choose two LEDs.`
      : `Trickster: ${led(bomb, p.led)} chosen; choose another LED.`;
  }
  const left = state.hand.filter((c) => c !== null).length;
  // "0 of 1 strike", "1 of 3 strikes": the noun follows the limit ("0 of 1 strikes" read badly).
  const strikes = Number.isFinite(ctx.strikeLimit)
    ? `${ctx.strikes} of ${ctx.strikeLimit} strike${ctx.strikeLimit === 1 ? '' : 's'}`
    : `${ctx.strikes} strike${ctx.strikes === 1 ? '' : 's'}`;
  return `Armed: ${left} card${left === 1 ? '' : 's'} in hand, ${strikes}.`;
}
