/**
 * The bomb page (index.html), in named steps: read the address and deal its bomb (dealing.ts,
 * game.ts: exactly what `tac generate --seed S --rule-seed N --deal D` prints, or the designer's
 * `?bomb=`), mount the module's controls, log and timer (game.ts), wire the page's own controls
 * and settings (pageControls.ts), and load the Pixi scene from its own chunk (sceneLoader.ts).
 * The steps share one state object (bombSession.ts). Every text that comes from the address is
 * written with `textContent`, never as HTML.
 */
import { Sounds } from '../../view/sounds';
import { showKeys } from './bombPanel';
import { $, type BombSession } from './bombSession';
import { startGame } from './game';
import { wireAddress, wireCommandBox, wireSettings } from './pageControls';
import { loadScene } from './sceneLoader';

// Start fetching the scene chunk (pixi.js) first: dealing the bomb runs while it downloads.
const sceneModule = import('../../view/scene/moduleScene');

function main(): void {
  const sounds = new Sounds();
  // howler downloads alongside the scene chunk (about 10 KB gzipped); its audio set-up waits for
  // the module's first frame (sceneLoader.ts).
  void sounds.prefetch();
  const host: Omit<BombSession, 'game'> = { sounds, scene: null, revealed: false, shownSearch: '' };
  showKeys($('keys'));
  const session: BombSession = Object.assign(host, { game: startGame(host, location.search) });
  wireAddress(session);
  wireSettings(session);
  wireCommandBox(session);
  loadScene(session, sceneModule);
}

main();
