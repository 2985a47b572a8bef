/**
 * What the bomb page's live regions say: one sentence group per log entry of the module
 * controller (in the order the controller gives them, which is the order of the animation), the
 * first position when a bomb is dealt, and the hidden pawns when they are revealed. Strikes and
 * the explosion are urgent (said at once, interrupting); everything else waits its turn.
 * Pure and DOM-free: it only rewords what logText.ts wrote and boardWords.ts says.
 */
import type { Board } from '../rules/position';
import { handWords, pawnWords, revealedWords } from './boardWords';
import type { LogEntry } from './moduleController';
import type { ModuleViewState } from './viewState';

/** One thing to say: its words and whether it interrupts (a strike, an explosion). */
export interface Announcement {
  readonly text: string;
  readonly urgent: boolean;
}

/** The strike line of logText.ts: `STRIKE (move-across-piece): Your pawn would …`. */
const STRIKE_LINE = /^STRIKE \([a-z-]+\): /;

/**
 * The announcement of one log entry, or null when it has no words.
 * @param strikes the strike count once this entry's strike (if any) is counted.
 * @param strikeLimit the strikes that explode the bomb.
 * @example a strike: `Played card 1 (5). Strike 1 of 3: Your pawn would have passed over another
 *   piece. The module is back to its initial state. Your pawn went back to space 5.`
 */
export function announcementOf(entry: LogEntry, strikes: number, strikeLimit: number): Announcement | null {
  if (entry.lines.length === 0) return null;
  const lines = entry.lines.map((l) => l.replace(STRIKE_LINE, `Strike ${strikes} of ${strikeLimit}: `));
  return { text: lines.join(' '), urgent: entry.strike };
}

/** What is said when a bomb is dealt: `New bomb. Your pawn: space 5, … Hand: card 1, 8 diamond; …` */
export function openingAnnouncement(view: ModuleViewState): Announcement {
  return { text: `New bomb. ${pawnWords(view.you, view.seat)} ${handWords(view.hand)}`, urgent: false };
}

/** What is said when Reveal pawns is pressed (the Board region lists them too). */
export function revealAnnouncement(view: ModuleViewState, revealed: Board | null): Announcement {
  return { text: revealed ? revealedWords(view, revealed) : 'The hidden pawns are hidden again.', urgent: false };
}
