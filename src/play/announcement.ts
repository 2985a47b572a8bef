/**
 * What the bomb page's live regions say: one short announcement per log entry of the module
 * controller (in the order the controller gives them, which is the order of the animation), the
 * first position when a bomb is dealt, and the hidden pawns when they are revealed. Said for the
 * ear: the result first ("Card 5, 7 single steps: moved to space 29. Captured Kate on space 24."),
 * strikes with their count and reason in words; strikes and the explosion are urgent (said at
 * once), everything else waits its turn. Pure and DOM-free: it only words the reducer's effects
 * (src/module/moduleReducer.ts) and decides nothing.
 */
import { SEAT_CORNERS, type Seat } from '../rules/board';
import { describeCard } from '../rules/cards';
import type { Board } from '../rules/position';
import type { Effect } from '../module/moduleReducer';
import { handWords, pawnWords, revealedWords } from './boardWords';
import { cardWithArticle, STRIKE_SENTENCES } from '../module/playWords';
import type { LogEntry } from './moduleController';
import type { PlayableBomb } from '../rules/bomb';
import { seatLabels, type ModuleViewState } from '../art/viewState';

/** One thing to say: its words and whether it interrupts (a strike, an explosion). */
export interface Announcement {
  readonly text: string;
  readonly urgent: boolean;
}

/** What the controller knows when it logs an entry. */
export interface SpeechContext {
  /** The strike count once this entry's strike (if any) is counted. */
  readonly strikes: number;
  readonly strikeLimit: number;
  /** Set once the bomb has exploded (no entry follows the one that exploded it). */
  readonly exploded: 'strikes' | 'time' | null;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Sentences said for one effect; `who` names a seat's player ("you", "Kate"). */
function effectWords(bomb: PlayableBomb, e: Effect, ctx: SpeechContext, who: (s: Seat) => string): string[] {
  const led = (s: Seat) => `the ${SEAT_CORNERS[s]} LED, ${s === bomb.seat ? 'yours' : who(s)},`;
  switch (e.type) {
    case 'options-shown':
      return [e.ask === 'diamond' ? 'left moves, right discards.' : 'left passes your start, right enters home.'];
    case 'leds-awaited':
      return ['choose two LEDs to exchange their pieces.'];
    case 'led-selected':
      return [`${led(e.seat)} is chosen; choose a second one.`];
    case 'led-deselected':
      return [`${led(e.seat)} is released.`];
    case 'leds-hint':
      return ['the Trickster waits for two LEDs; TAC puts it back in your hand.'];
    case 'card-cancelled':
      return [`card ${e.slot + 1} is back in your hand.`];
    case 'swapped':
      return [`swapped: card ${e.slot + 1} is now ${cardWithArticle(e.to)} (it was ${cardWithArticle(e.from)}).`];
    case 'card-played':
      return e.discarded ? ['discarded.'] : [];
    case 'pieces-exchanged':
      return [`${who(e.seats[0])} and ${who(e.seats[1])} exchanged places.`];
    case 'pawn-moved':
      if (e.by === 'reset') return [];
      if (e.to === 'home') return ['your pawn entered home.'];
      return [e.by === 'walk' ? `moved to space ${e.to}.` : `your pawn is on space ${e.to}.`];
    case 'opponent-captured':
      return [`captured ${who(e.seat)} on space ${e.space}.`];
    case 'strike':
      return [
        Number.isFinite(ctx.strikeLimit) ? `strike ${ctx.strikes} of ${ctx.strikeLimit}.` : `strike ${ctx.strikes}.`,
        STRIKE_SENTENCES[e.reason],
      ];
    case 'reset': {
      const you = bomb.state.you;
      const back = `the module is back as dealt, your pawn ${you === 'home' ? 'home' : `on space ${you}`}.`;
      return [e.cause === 'hold' ? `reset: ${back}` : back];
    }
    case 'solved':
      return ['module solved!'];
    case 'ignored':
      return [`nothing happened: ${e.why}.`];
    case 'card-selected':
    case 'option-chosen':
      return []; // what follows says it (the options, the LEDs or the result)
  }
}

/**
 * The words of one action's effects. The card being played leads its first sentence ("Card 2,
 * 8 diamond: left moves, right discards."); an LED press that completes the Trickster says the
 * exchange, not the press.
 */
export function spokenEffects(bomb: PlayableBomb, effects: readonly Effect[], ctx: SpeechContext): string {
  const labels = seatLabels(bomb);
  const who = (s: Seat) => (s === bomb.seat ? 'you' : labels[s]);
  const played = effects.some((e) => e.type === 'card-played');
  const out: string[] = [];
  let lead: string | null = null;
  for (const e of effects) {
    if (e.type === 'led-selected' && played) continue;
    if (e.type === 'reset' && ctx.exploded) continue; // no module comes back once the bomb explodes
    if (e.type === 'card-selected' || e.type === 'card-played') lead = `Card ${e.slot + 1}, ${describeCard(e.card)}`;
    for (const words of effectWords(bomb, e, ctx, who)) {
      out.push(lead ? `${lead}: ${words}` : capital(words));
      lead = null;
    }
  }
  if (ctx.exploded === 'strikes') out.push('The bomb exploded.');
  if (ctx.exploded === 'time') out.push('The time ran out: the bomb exploded.');
  return out.join(' ');
}

/**
 * The announcement of one log entry, or null when it has no words.
 * @example a strike: `Card 1, 5: strike 1 of 3. Your pawn would have passed over another piece.
 *   The module is back as dealt, your pawn on space 22.` (urgent)
 */
export function announcementOf(bomb: PlayableBomb, entry: LogEntry, ctx: SpeechContext): Announcement | null {
  const text = spokenEffects(bomb, entry.effects, ctx);
  return text ? { text, urgent: entry.strike } : null;
}

/** What is said when a bomb is dealt: `New bomb. Your pawn: space 5, … Hand: card 1, an 8 diamond; …` */
export function openingAnnouncement(view: ModuleViewState): Announcement {
  return { text: `New bomb. ${pawnWords(view.you, view.seat)} ${handWords(view.hand)}`, urgent: false };
}

/** What is said when Reveal pawns is pressed (the Board region lists them too). */
export function revealAnnouncement(view: ModuleViewState, revealed: Board | null): Announcement {
  return { text: revealed ? revealedWords(view, revealed) : 'The hidden pawns are hidden again.', urgent: false };
}
