/**
 * The bomb page's entry, as small as a script can be: the page's first paint (its HTML, with the
 * module's board picture: scripts/boardPicturePlugin.ts) comes before any of its own script is
 * fetched or run; right after that paint the page's code (main.ts) is fetched, and it fetches the
 * Pixi scene's chunk once the dealt bomb's picture is on screen (sceneLoader.ts). On a slow
 * network nothing changes (the script would not have arrived before the paint anyway); on a fast
 * one the first paint no longer waits for it. When the page's code does not load, the page says
 * so (never "Arming…" forever) and offers a Reload that keeps the bomb's address (chunkLoad.ts).
 * Keys pressed meanwhile are kept for the module (keptKeys.ts).
 */
import { loadPart, partNotLoadedNotice } from '../chunkLoad';
import { keepEarlyKeys } from './keptKeys';
import { watchFirstSign } from './firstPress';
import { afterNextFrame } from '../../play/yieldToPage';
// The styles of parts the page's code makes later (the KTANE log's record, the two devices'
// panels) in the page's one stylesheet of its head: a stylesheet added by the code later lays the
// whole page out again (a long task on a phone) and shifts what it styles.
import './record.css';
import './twoDevices.css';

/** The page says its code could not load: in the notices, and in the status instead of "Arming…". */
function notArmed(): void {
  const item = document.createElement('li');
  item.append(partNotLoadedNotice(document, 'the bomb'));
  document.getElementById('notices')?.append(item);
  // The words are the page's own, also used by load-check.js (scripts/loadCheckPlugin.ts).
  for (const el of document.querySelectorAll<HTMLElement>('[data-when-code-fails]')) {
    el.textContent = el.dataset.whenCodeFails ?? '';
  }
}

// A card's key pressed while the page arms is played once it has (keptKeys.ts); a player's
// first sign, even now, brings the animated scene once the page has armed (firstPress.ts).
keepEarlyKeys();
watchFirstSign();
// The page's code after its first frame, or 100 ms on when no frame comes (a tab that draws none).
void afterNextFrame().then(() => loadPart('the bomb', () => import('./main')).catch(notArmed));
