/**
 * The bomb page's voice for screen readers: the "Board" region (the board in words, boardWords.ts,
 * from the same still frame the scene draws) and two live regions: "Announcements" (polite: each
 * log entry's result as the controller gives it, in the order of the animation; the first
 * position of each bomb; the hidden pawns when revealed) and "Alarms" (assertive: strikes and the
 * explosion). The Board lists the hidden pawns while "Reveal pawns" is pressed.
 */
import { boardOf } from '../../module/moduleReducer';
import { announcementOf, openingAnnouncement, revealAnnouncement, type Announcement } from '../../play/announcement';
import { boardWords } from '../../play/boardWords';
import type { ModuleController } from '../../play/moduleController';

/** The page's elements the voice writes to. */
export interface SpeechElements {
  /** The list inside the region labelled "Board". */
  readonly board: HTMLElement;
  /** The polite live region ("Announcements"). */
  readonly polite: HTMLElement;
  /** The assertive live region ("Alarms"). */
  readonly urgent: HTMLElement;
  /** The Reveal pawns button: its `aria-pressed` says whether the hidden pawns are shown. */
  readonly reveal: HTMLElement;
}

/** Announcements kept in each live region (older ones are removed; the page's log keeps them all). */
export const KEPT_ANNOUNCEMENTS = 4;

/** How long after a bomb is dealt its first position is announced, ms (live regions need a beat). */
export const OPENING_DELAY_MS = 150;

/** Adds one announcement to its live region (a new paragraph, so that even a repeat is said). */
export function announce(elements: SpeechElements, a: Announcement): void {
  const region = a.urgent ? elements.urgent : elements.polite;
  const p = region.ownerDocument.createElement('p');
  p.textContent = a.text;
  region.append(p);
  while (region.children.length > KEPT_ANNOUNCEMENTS) region.firstElementChild!.remove();
}

/**
 * Follows one game: the Board after every change, from what the player has been shown (the status
 * line's state, `controller.shown`), an announcement per
 * log entry, the first position after `OPENING_DELAY_MS`, the hidden pawns when Reveal pawns is
 * pressed (or the explosion presses it). The Alarms region starts empty (the last bomb's alarms
 * are removed).
 * @returns the function that stops following (a new bomb).
 */
export function mountSpeech(controller: ModuleController, elements: SpeechElements): () => void {
  const doc = elements.board.ownerDocument;
  // The last bomb's strikes are not this bomb's (its plays stay, before this bomb's "New bomb.").
  elements.urgent.replaceChildren();
  const revealed = () =>
    elements.reveal.getAttribute('aria-pressed') === 'true' ? boardOf(controller.shown.state) : null;
  let told: readonly string[] = [];
  // The Board tells what the player has been shown (`controller.shown`), the state the status
  // line tells: both are written in the same change notification, so a screen reader never reads
  // a Board older (or newer) than the status line (issue 25: the Board waited for the end of the
  // animations and told the dealt board under "Solved in 0:02!").
  const drawBoard = () => {
    const lines = boardWords(controller.shown.view, revealed());
    if (lines.length === told.length && lines.every((l, i) => l === told[i])) return;
    told = lines;
    const items = lines.map((line) => {
      const li = doc.createElement('li');
      li.textContent = line;
      return li;
    });
    elements.board.replaceChildren(...items);
  };
  const offChange = controller.onChange(drawBoard);
  const offLog = controller.onLog((entry) => {
    // What the player is shown as this entry comes (the controller's final state may be ahead).
    const { strikes, exploded } = controller.shown;
    const a = announcementOf(controller.bomb, entry, { strikes, strikeLimit: controller.strikeLimit, exploded });
    if (a) announce(elements, a);
  });
  let shown = revealed() !== null;
  const observer = new MutationObserver(() => {
    const board = revealed();
    drawBoard();
    if ((board !== null) === shown) return;
    shown = board !== null;
    announce(elements, revealAnnouncement(controller.view(), board));
  });
  observer.observe(elements.reveal, { attributes: true, attributeFilter: ['aria-pressed'] });
  const opening = setTimeout(() => announce(elements, openingAnnouncement(controller.view())), OPENING_DELAY_MS);
  drawBoard();
  return () => {
    clearTimeout(opening);
    observer.disconnect();
    offChange();
    offLog();
  };
}
