/**
 * The bomb page (index.html; loaded by entry.ts after the first paint), in named steps, each a
 * short task of its own: read the address and deal its bomb (dealing.ts,
 * game.ts: exactly what `tac generate --seed S --rule-seed N --deal D` prints, or the designer's
 * `?bomb=`), mount the module's controls, log and timer (game.ts), wire the page's own controls
 * and settings (pageControls.ts, settingsPanel.ts: a visit without bomb parameters deals with
 * the player's remembered settings), and load the Pixi scene from its own chunk (sceneLoader.ts).
 * The steps share one state object (bombSession.ts). Every text that comes from the address is
 * written with `textContent`, never as HTML.
 */
import { Sounds } from '../../play/sounds';
import { showKeys } from './keyListAndLog';
import { loadPart } from '../chunkLoad';
import { $, type BombSession } from './bombSession';
import { startGame } from './game';
import { wireAddress, wireCommandBox, wireReveal } from './pageControls';
import { loadScene, showStill } from './sceneLoader';
import { fillSettings, wireSettingsForm } from './settingsPanel';
import { colorBlindStored, storedSettings } from './storedSettings';
import { visitSearch } from '../../doors/urlParams';
import { yieldToPage } from '../../play/yieldToPage';

/**
 * The address to deal: the page's own, or on a visit without any bomb parameter the player's
 * remembered settings (a link always deals what it says; other parameters are still named).
 */
function firstSearch(): string {
  return visitSearch(location.search, storedSettings());
}

async function main(): Promise<void> {
  const sounds = new Sounds();
  const host: Omit<BombSession, 'game'> = {
    ...{ sounds, scene: null, still: null, revealed: false, colorBlind: false, shownSearch: '' },
  };
  const session: BombSession = Object.assign(host, { game: startGame(host, firstSearch()) });
  // The module plays now (its buttons and keys); the page's own controls in a task of their own.
  await yieldToPage();
  showKeys($('keys'));
  wireAddress(session);
  wireReveal(session);
  wireCommandBox(session);
  // What is kept between visits (storage opens here, in a task of its own), and the settings.
  await yieldToPage();
  session.colorBlind = session.game.controller.colorBlind = colorBlindStored();
  wireSettingsForm(session);
  session.afterDeal = fillSettings;
  // Then the dealt bomb's picture of the module, and the animated scene.
  await yieldToPage();
  showStill(session);
  await yieldToPage();
  // The animated scene's chunk (pixi.js) and howler (about 10 KB gzipped) once the picture is up;
  // the audio set-up waits for a quiet moment (sceneLoader.ts).
  loadScene(
    session,
    loadPart('the module’s animation', () => import('../../play/scene/moduleScene')),
  );
  void sounds.prefetch();
  // The phone's QR code, the second window and the game log: their own chunk, after the start.
  void import('./twoDevices').then((m) => m.wireTwoDevices(session));
}

void main();
