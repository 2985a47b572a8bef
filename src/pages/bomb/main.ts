/**
 * The bomb page (index.html; loaded by entry.ts after the first paint), in named steps, each a
 * short task of its own: read the address and deal its bomb (dealing.ts, game.ts: exactly what
 * `tac generate --seed S --rule-seed N --deal D` prints, or the designer's `?bomb=`; for a
 * practice address, `?mode=…` or `?time=zen`, what the practice part decides, that part loaded
 * first), mount the module's controls, log and timer (game.ts), wire the page's own controls,
 * the hint and settings (pageControls.ts, hintPanel.ts, settingsPanel.ts: a visit without bomb
 * parameters deals with the player's remembered settings), and load the Pixi scene from its own
 * chunk (sceneLoader.ts); then, at the first press (firstPress.ts), the practice part
 * (practicePlay.ts: the modes and the record of every game in IndexedDB), which keeps the games
 * played before it came; a practice address loads it first. The steps share one state object
 * (bombSession.ts). Every text that comes from the address is written with `textContent`,
 * never as HTML.
 */
import { Sounds } from '../../play/sounds';
import { showKeys } from './keyListAndLog';
import { loadPart } from '../chunkLoad';
import { $, notice, type BombSession, type PracticeHooks } from './bombSession';
import { dealOf, startGame } from './game';
import { replayEarlyKeys } from './keptKeys';
import { wireAddress, wireCommandBox, wireReveal } from './pageControls';
import { wireHint } from './hintPanel';
import { loadScene, showStill } from './sceneLoader';
import { atFirstPress } from './firstPress';
import { leftForPractice } from './leftForPractice';
import { fillSettings, wireSettingsForm } from './settingsPanel';
import { colorBlindStored, storedSettings } from './storedSettings';
import { visitSearch } from '../../doors/urlParams';
import { isPracticeAddress } from '../../practice/practiceAddress';
import { yieldToPage } from '../../play/yieldToPage';

/**
 * The address to deal: the page's own, or on a visit without any bomb parameter the player's
 * remembered settings (a link always deals what it says; other parameters are still named). A
 * practice address is dealt as it is: its mode decides.
 */
function firstSearch(): string {
  return isPracticeAddress(location.search) ? location.search : visitSearch(location.search, storedSettings());
}

/** The practice part's loader: its chunk fetched and started once; null (and a notice) when it cannot load. */
function practiceLoader(session: Omit<BombSession, 'game'>): () => Promise<PracticeHooks | null> {
  let load: Promise<PracticeHooks | null> | null = null;
  return () =>
    (load ??= import('./practicePlay').then(
      (m) => m.startPractice(session),
      (e: unknown) => {
        notice(
          `Your games are not being kept: the practice part of the page could not load (${e instanceof Error ? e.message : String(e)}).`,
        );
        return null;
      },
    ));
}

/** Runs `fn` at the page's next idle moment (at the latest after `timeoutMs`). */
function whenIdle(fn: () => void, timeoutMs: number): void {
  if ('requestIdleCallback' in window) requestIdleCallback(fn, { timeout: timeoutMs });
  else setTimeout(fn, timeoutMs);
}

async function main(): Promise<void> {
  const sounds = new Sounds();
  const host: Omit<BombSession, 'game'> = {
    ...{ sounds, scene: null, still: null, revealed: false, colorBlind: false, shownSearch: '' },
    ...{ practice: null, unkept: [], loadPractice: () => Promise.resolve(null) },
  };
  Object.assign(host, { loadPractice: practiceLoader(host) });
  // The practice part (the record of the games in IndexedDB): a practice address loads it to
  // deal; a normal visit at its first press (firstPress.ts), since a game is kept from its first
  // action (or its end: gameEnded, bombSession.ts), or at the first idle moment when a page left
  // a game or a run for it (leftForPractice.ts). A visit that only looks never opens the database.
  atFirstPress(() => setTimeout(() => void host.loadPractice(), 0));
  if (leftForPractice()) whenIdle(() => void host.loadPractice(), 1500);
  const search = firstSearch();
  // The chunk's evaluation (its modules' code) in one task, the deal in the next: on a slow
  // phone each is about 70 ms, together one long task.
  await yieldToPage();
  // A normal address deals at once; a practice address waits for the practice part's chunk.
  const dealt = await dealOf(host, search);
  const session: BombSession = Object.assign(host, { game: startGame(host, dealt) });
  // The module plays: the keys pressed while it armed, in order (keptKeys.ts).
  replayEarlyKeys();
  // The module plays now (its buttons and keys); the page's own controls in a task of their own.
  await yieldToPage();
  showKeys($('keys'));
  wireAddress(session);
  wireReveal(session);
  wireCommandBox(session);
  wireHint(session);
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
  // Pixi's code evaluated in a task of its own, the scene's in the next (pixiRuntime.ts).
  loadScene(
    session,
    loadPart('the module’s animation', async () => {
      await import('../../play/scene/pixiRuntime');
      await yieldToPage();
      return import('../../play/scene/moduleScene');
    }),
  );
  // The phone's QR code, the second window and the game log: their own chunk, after the start,
  // asked for in a task of its own (asking for a chunk adds a preload link for each of its files:
  // for the scene's and this one's together, a long task on a slow phone).
  await yieldToPage();
  void sounds.prefetch();
  void import('./twoDevices').then((m) => m.wireTwoDevices(session));
}

void main();
