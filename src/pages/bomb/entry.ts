/**
 * The bomb page's entry: the page's first paint (its HTML, with the module's board picture:
 * scripts/boardPicturePlugin.ts) comes before any of its own script is fetched or run; right after
 * that paint load-check.js adds this script (scripts/loadCheckPlugin.ts), whose one file holds the
 * page's whole start (main.ts and what it imports: the page is bundled on its own,
 * scripts/ownBundlePlugin.ts), and the page starts once its next frame is drawn. The Pixi scene's
 * chunk comes later, at the first sign of a player (sceneLoader.ts). When this file does not load,
 * load-check.js says so (never "Arming…" forever) and offers a Reload that keeps the bomb's
 * address. Keys pressed meanwhile are kept for the module (keptKeys.ts).
 */
import { keepEarlyKeys } from './keptKeys';
import { watchFirstSign } from './firstPress';
import { startBombPage } from './main';
import { afterNextFrame } from '../../play/yieldToPage';
// The styles of parts the page's code makes later (the KTANE log's record, the two devices'
// panels) in the page's one stylesheet of its head: a stylesheet added by the code later lays the
// whole page out again (a long task on a phone) and shifts what it styles.
import './record.css';
import './twoDevices.css';

// A card's key pressed while the page arms is played once it has (keptKeys.ts); a player's
// first sign, even now, brings the animated scene once the page has armed (firstPress.ts).
keepEarlyKeys();
watchFirstSign();
// The page's start after its first frame, or 100 ms on when no frame comes (a tab that draws none).
void afterNextFrame().then(startBombPage);
