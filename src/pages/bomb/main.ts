/**
 * The bomb page (index.html; started by entry.ts after the first paint), in named steps, each a
 * short task of its own: read the address and deal its bomb (dealing.ts, game.ts: exactly what
 * `tac generate --seed S --rule-seed N --deal D` prints, or the designer's `?bomb=`; for a
 * practice address, `?mode=…` or `?time=zen`, what the practice part decides, that part loaded
 * first), mount the module's controls, log and timer (game.ts), wire the page's own controls,
 * the hint and settings (pageControls.ts, hintPanel.ts, settingsPanel.ts: a visit without bomb
 * parameters deals with the player's remembered settings), draw the dealt bomb's still picture,
 * and load the Pixi scene from its own chunk (sceneLoader.ts) at the first sign of a player
 * (firstPress.ts) or once the page has been quiet a while; then, at the first press (firstPress.ts), the practice part
 * (practicePlay.ts: the modes and the record of every game in IndexedDB), which keeps the games
 * played before it came; a practice address loads it first. The steps share one state object
 * (bombSession.ts). Every text that comes from the address is written with `textContent`,
 * never as HTML.
 */
import { Sounds } from '../../play/sounds';
import { showKeys } from './keyListAndLog';
import { loadPart, PartNotLoaded, partNotLoadedNotice } from '../chunkLoad';
import { $, notice, type BombSession, type PracticeHooks } from './bombSession';
import { dealOf, startGame } from './game';
import { dealBomb } from './dealing';
import { replayEarlyKeys } from './keptKeys';
import { wireAddress, wireCommandBox, wireReveal } from './pageControls';
import { wireHint } from './hintPanel';
import { loadScene, showStill } from './sceneLoader';
import { releaseSpeech } from './speechLoader';
import { atFirstPress, atFirstSign } from './firstPress';
import { leftForPractice } from './leftForPractice';
import { fillSettings, wireSettingsForm } from './settingsPanel';
import { colorBlindStored, storedSettings } from './storedSettings';
import { visitSearch } from '../../doors/urlParams';
import { isPracticeAddress } from '../../practice/practiceAddress';
import { afterNextFrame, yieldToPage } from '../../play/yieldToPage';

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

/**
 * Starts the bomb page (entry.ts, once the page's first frame is drawn): the steps of this file's
 * docstring, each a short task; resolves once the page's start is done (the animated scene comes
 * later, at the first sign of a player or once the page has been quiet a while).
 */
export async function startBombPage(): Promise<void> {
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
  // The deal (the generator: a third of the start's work) in a task of its own, then the game.
  const bomb = dealBomb(dealt.search);
  await yieldToPage();
  const session: BombSession = Object.assign(host, { game: startGame(host, dealt, bomb) });
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
  // Then the dealt bomb's picture of the module, once the page's start is laid out and drawn:
  // painted in a task of its own (together one long frame on a phone).
  await afterNextFrame();
  showStill(session);
  // The phone's QR code, the second window and the game log: their own chunk, after the start,
  // asked for in a task of its own (asking for a chunk adds a preload link for each of its files).
  await yieldToPage();
  loadTwoDevices(session);
  // The screen reader's words (the Board, the live regions): their own chunk, once the module's
  // picture is up, in a task of its own (speechLoader.ts).
  await yieldToPage();
  releaseSpeech();
  // The animated scene: at the first sign of a player, or once the page has been quiet a while.
  let sceneAsked = false;
  const askScene = () => {
    if (sceneAsked) return;
    sceneAsked = true;
    startScene(session);
  };
  atFirstSign(askScene);
  setTimeout(() => whenIdle(askScene, SCENE_IDLE_MS), SCENE_QUIET_MS);
}

/**
 * The phone's QR code, the second window and the game log's download (twoDevices.ts, a chunk of
 * its own); when it does not load, a notice says so with a Reload (the bomb still plays).
 */
function loadTwoDevices(session: BombSession): void {
  loadPart('the phone’s manual code, the second window and the game log', () => import('./twoDevices')).then(
    (m) => m.wireTwoDevices(session),
    (e: unknown) =>
      notice(e instanceof PartNotLoaded ? partNotLoadedNotice(document, e.part) : String(e), ' The bomb still plays.'),
  );
}

/**
 * How long after the page has armed the animated scene is made when no player has shown
 * themselves yet (ms; then at the next idle moment, at the latest `SCENE_IDLE_MS` later). The
 * still picture shows the same module meanwhile; a player's first sign (firstPress.ts) makes it
 * at once.
 */
const SCENE_QUIET_MS = 3000;
const SCENE_IDLE_MS = 2000;

/**
 * Loads and starts the animated scene (pixi.js and the scene's chunk, Pixi's code evaluated in a
 * task of its own, the scene's in the next: pixiRuntime.ts; sceneLoader.ts puts it in the still
 * picture's place) and fetches howler (about 10 KB gzipped; the audio itself is set up after the
 * first press, sceneLoader.ts). On a phone this is most of the page's main-thread work (issue
 * 22): it waits for a player (main.ts) while the still picture, drawn by the same art, stands in.
 */
function startScene(session: BombSession): void {
  loadScene(
    session,
    loadPart('the module’s animation', async () => {
      await import('../../play/scene/pixiRuntime');
      await yieldToPage();
      return import('../../play/scene/moduleScene');
    }),
  );
  void session.sounds.prefetch();
}
