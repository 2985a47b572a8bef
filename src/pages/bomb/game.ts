/**
 * One bomb on the bomb page: deal it from the address in its practice mode (`Dealt`: a normal
 * game, or what src/practice/modePlay.ts decides), show its plate (serial, seed, rule seed,
 * manual link, the mode's line), mount the module's controls and keys (src/play/moduleButtons.ts),
 * the log and the clock, note what its record keeps (the journal: each input and strike with its
 * time, the help, the end), and keep the status line, the strike count and the end screen up to
 * date. What they show is what the player has been shown (`controller.shown`: a strike counts
 * when its animation reaches it); the status line also names the presses queued behind the
 * animation. A new bomb replaces the old one once the old one's running animation has skipped to
 * its end; a game left so after at least one action is kept as abandoned.
 */
import { keepKeys, replayKeys } from './keptKeys';
import { PartNotLoaded, partNotLoadedNotice } from '../chunkLoad';
import { createModuleControls } from '../../play/moduleButtons';
import { bindModuleKeys } from '../../play/moduleKeys';
import { statusLine } from '../../play/bombWords';
import { ModuleController } from '../../play/moduleController';
import { formatDuration } from './countdown';
import { plateSeed } from '../../doors/urlParams';
import { seedNotAscii } from '../../doors/seed';
import { startTimer, type TimerHandle } from './clock';
import { mountLog } from './keyListAndLog';
import {
  $,
  gameEnded,
  NORMAL_PLAY,
  notice,
  type BombSession,
  type Dealt,
  type Game,
  type GameJournal,
  type PageBomb,
} from './bombSession';
import { isInput } from '../../module/moduleReducer';
import { isPracticeAddress } from '../../practice/practiceAddress';
import { dealBomb, type DealtBomb } from './dealing';
import { clearHintWhenStale } from './hintPanel';
import { followKtaneLog } from './ktaneLogPanel';
import { offerReplay } from './replayPanel';
import { speechModule } from './speechLoader';

/** What a game needs of the page's state (everything but the game itself). */
type GameHost = Omit<BombSession, 'game'>;

/** Strike limits up to this many show one mark per allowed strike next to the count. */
const MAX_MARKS = 3;

/** The plate: serial, seed (or the link's), rule seed, the manual of the rule seed, the mode, the title. */
function showPlate(bomb: PageBomb, fromLink: boolean, modeLabel: string): void {
  const mode = $('mode-line');
  mode.textContent = modeLabel;
  mode.hidden = !modeLabel;
  $('mode-status').textContent = '';
  $('serial').textContent = bomb.serial;
  $('seed-text').textContent = plateSeed(bomb.seed, fromLink);
  const notAscii = seedNotAscii(bomb.seed);
  $('seed-text').title = notAscii ? `${bomb.seed} (${notAscii})` : bomb.seed;
  $('ruleseed-text').textContent = String(bomb.ruleSeed);
  const manual = $<HTMLAnchorElement>('manual-link');
  manual.href = `manual/index.html#${bomb.ruleSeed}`;
  // "(rule seed N)" is kept in the link's name; a phone's header shows "Manual" (bomb.css), the plate shows the rule seed.
  const detail = document.createElement('span');
  detail.className = 'link-detail';
  detail.textContent = ` (rule seed ${bomb.ruleSeed})`;
  manual.replaceChildren('Manual', detail);
  document.title = `TAC: bomb ${bomb.serial}`;
}

/** The strike count shown so far and, for limits up to MAX_MARKS, one ✕ per allowed strike. */
function showStrikes(controller: ModuleController): void {
  const strikes = controller.shown.strikes;
  const count = $('strikes');
  if (count.textContent !== String(strikes)) count.textContent = String(strikes);
  const marks = controller.strikeLimit <= MAX_MARKS ? controller.strikeLimit : 0; // none for Infinity (zen, storm)
  const box = $('strike-marks');
  if (box.childElementCount === marks && box.querySelectorAll('.hit').length === Math.min(strikes, marks)) return;
  box.replaceChildren(
    ...Array.from({ length: marks }, (_, i) => {
      const s = document.createElement('span');
      s.textContent = '✕';
      if (i < strikes) s.className = 'hit';
      return s;
    }),
  );
}

/** The status line: what the player has been shown, then the presses queued behind the animation. */
function statusText(bomb: PageBomb, controller: ModuleController, solvedAfter: number | null): string {
  const { state, strikes, exploded } = controller.shown;
  const counts = { strikes, strikeLimit: controller.strikeLimit, exploded, solvedAfterMs: solvedAfter };
  const now = statusLine(bomb, state, counts, formatDuration);
  const waiting = controller.waiting;
  return waiting.length ? `${now} Queued: ${waiting.join(', ')}.` : now;
}

/** The end screen once the module is over: exploded (the hidden pawns shown) or solved. */
function showEnd(session: GameHost, controller: ModuleController, solvedAfter: number | null): void {
  const end = $('end-screen');
  if (!end.hidden) return;
  end.hidden = false;
  const n = controller.shown.strikes;
  const strikes = `${n} strike${n === 1 ? '' : 's'}`;
  if (controller.exploded) {
    end.className = 'end-screen exploded';
    $('end-title').textContent = 'BOOM! The bomb exploded.';
    $('end-text').textContent =
      controller.exploded === 'time'
        ? 'The time ran out. The hidden pawns are shown.'
        : `${strikes}. The hidden pawns are shown.`;
    session.revealed = true;
    $('reveal').setAttribute('aria-pressed', 'true');
  } else {
    end.className = 'end-screen solved';
    $('end-title').textContent = 'Module solved!';
    $('end-text').textContent = `Defused in ${formatDuration(solvedAfter ?? 0)} with ${strikes}.`;
  }
}

/** Keeps the status line, strikes, Reveal button and end screen in step with the controller. */
function followGame(session: GameHost, bomb: PageBomb, controller: ModuleController, timer: TimerHandle): void {
  let solvedAfter: number | null = null;
  const refresh = () => {
    // One time source: the solved text uses the time the clock shows (floored to seconds as
    // the clock counts them).
    if (controller.state.solved && solvedAfter === null) solvedAfter = Math.floor(timer.elapsedMs() / 1000) * 1000;
    const status = $('status');
    const text = statusText(bomb, controller, solvedAfter);
    if (status.textContent !== text) status.textContent = text;
    showStrikes(controller);
    const ended = controller.shownOver && !controller.busy;
    $<HTMLButtonElement>('reveal').disabled = !ended;
    if (ended) showEnd(session, controller, solvedAfter);
  };
  controller.onChange(refresh);
  refresh();
}

/**
 * Notes the game's inputs and strikes with their times, and its end at the press (solved,
 * exploded, ran out of time), handing the ended game to the practice part.
 */
function keepJournal(session: GameHost, game: Game): () => void {
  const { controller, journal, timer } = game;
  const offInput = controller.onInput((input, effects) => {
    const ms = timer.elapsedMs();
    if (isInput(input)) journal.actions.push([input, ms]);
    for (const e of effects) if (e.type === 'strike') journal.strikes.push([e.reason, ms]);
  });
  const check = () => {
    if (journal.end || !controller.over) return;
    const result = controller.state.solved ? 'solved' : controller.exploded === 'time' ? 'timed-out' : 'exploded';
    journal.end = { result, ms: timer.elapsedMs() };
    gameEnded(session, game);
  };
  const offChange = controller.onChange(check);
  return () => (offInput(), offChange());
}

/**
 * Starts the bomb of `dealt` in its mode (`dealt.search` dealt by dealing.ts, or `bomb` when the
 * caller has dealt it already, in a task of its own: main.ts); the page's address is not changed
 * here. The old game's notices are cleared; the mode's, then the address's, are shown.
 */
export function startGame(session: GameHost, dealt: Dealt, dealtBomb: DealtBomb = dealBomb(dealt.search)): Game {
  $('notices').replaceChildren();
  const { play } = dealt;
  for (const n of play.notices) notice(n);
  for (const n of dealtBomb.notices) notice(n);
  const { bomb, params, fromLink } = dealtBomb;
  const controller = new ModuleController(bomb, play.strikeLimit ?? params.strikeLimit);
  controller.colorBlind = session.colorBlind;
  session.revealed = false;
  $('reveal').setAttribute('aria-pressed', 'false');
  $('end-screen').hidden = true;
  $('end-extra').replaceChildren();
  $('hint').textContent = '';
  $('log').replaceChildren();
  (session.scene ?? session.still)?.setRevealed(null);
  session.scene?.setHold(0);
  showPlate(bomb, fromLink, play.label);
  // The page follows the game before the module's buttons do, so that when the end is shown
  // Reveal pawns is enabled by the time the module's buttons hand the focus on to it.
  const timer = startTimer($('timer'), play.clock ?? { kind: 'countdown', minutes: params.minutes }, controller);
  const limit = controller.strikeLimit;
  $('strike-limit').textContent = Number.isFinite(limit) ? ` / ${limit}` : '';
  followGame(session, bomb, controller, timer);
  const journal: GameJournal = {
    ...{ startedAt: new Date(), actions: [], strikes: [] },
    ...{ help: { reveal: false, designer: false, hint: false }, end: null },
  };
  const pressSound = (down: boolean) => session.sounds.play(down ? 'press' : 'release');
  const controls = createModuleControls($('twins'), controller, {
    onHold: (p) => session.scene?.setHold(p),
    onPress: pressSound,
    focusWhenOver: () => ($<HTMLButtonElement>('reveal').disabled ? $('new-bomb') : $('reveal')),
  });
  const unbindKeys = bindModuleKeys(document, controller, controls.hold, pressSound);
  const unlog = mountLog($('log'), controller);
  // The KTANE log as it is played, and the replay once the bomb is over (below the bomb).
  const onAnswer = () => void (journal.help.designer = true);
  const unrecord = [
    followKtaneLog(bomb, controller, onAnswer),
    offerReplay(bomb, controller),
    clearHintWhenStale(controller),
  ];
  let stopped = false;
  // The Board's words and the live regions, once their chunk is in (speechLoader.ts).
  const voice = { board: $('board-lines'), polite: $('announcements'), urgent: $('alarms'), reveal: $('reveal') };
  let unspeak = () => {};
  speechModule().then(
    (m) => {
      if (!stopped) unspeak = m.mountSpeech(controller, voice);
    },
    (e: unknown) => {
      // The Board says it (a screen reader reads it there): the module itself still plays.
      const line = document.createElement('li');
      line.append(e instanceof PartNotLoaded ? partNotLoadedNotice(document, e.part) : String(e));
      if (!stopped) voice.board.replaceChildren(line);
    },
  );
  const scene = session.scene ?? session.still;
  if (scene) controller.attachScene(scene);
  // For the e2e tests and the benchmark only, in a build made with VITE_TEST_HOOKS=1
  // (tests/e2e/globalSetup.ts, scripts/benchPage.ts): the page's bomb and controller. A player's
  // build has no `window.tac` (the bomb's solution is not handed to the console).
  if (import.meta.env.VITE_TEST_HOOKS === '1')
    (window as unknown as { tac?: unknown }).tac = {
      bomb,
      controller,
      play,
      journal,
      scene: () => session.scene,
    };
  const game: Game = {
    ...{ search: dealt.search, bomb, controller, params, fromLink, play, journal, timer },
    stop() {
      if (stopped) return;
      stopped = true;
      timer.stop();
      unbindKeys();
      unlog();
      unspeak();
      unjournal();
      unrecord.forEach((f) => f());
      controls.destroy();
      controller.dispose();
    },
  };
  const unjournal = keepJournal(session, game);
  session.afterDeal?.(session, game);
  session.practice?.started(game);
  return game;
}

/**
 * What `search` deals: itself as a normal game, or for a practice address (`?mode=…`,
 * `?time=zen`) what the practice part decides (loaded first if need be). When the practice part
 * could not load, the address's bomb as a normal game, with a notice.
 */
export async function dealOf(session: Omit<BombSession, 'game'>, search: string): Promise<Dealt> {
  if (!isPracticeAddress(search)) return { search, play: NORMAL_PLAY };
  const practice = session.practice ?? (await session.loadPractice());
  if (practice) return practice.deal(search);
  const why = 'The practice modes could not load: the bomb of the address is played as a normal game.';
  return { search, play: { ...NORMAL_PLAY, notices: [why] } };
}

/** A game left for a new bomb while it was live: kept as abandoned (after at least one action). */
function leaveGame(session: BombSession, game: Game): void {
  if (game.journal.end) return;
  game.journal.end = { result: 'abandoned', ms: game.timer.elapsedMs() };
  gameEnded(session, game);
}

let dealing = 0;

/**
 * Replaces the bomb being played by the bomb of `search` (in its mode: `dealOf`, or `dealt`
 * when the caller has decided it, as a run does for its next bomb), once the old bomb's running
 * animation has finished (its queue is dropped), so that it cannot draw over the new one. A
 * later call wins. Keys pressed meanwhile (New bomb, then a card at once) are kept and given to
 * the new bomb, in order: no input is lost. The old game, if still live, is left (abandoned).
 */
export async function replaceGame(session: BombSession, search: string, dealt?: Dealt): Promise<void> {
  const ticket = ++dealing;
  const old = session.game;
  leaveGame(session, old);
  old.stop();
  const take = keepKeys();
  let next: Dealt;
  let kept: KeyboardEvent[];
  try {
    await old.controller.idle();
    next = dealt ?? (await dealOf(session, search));
  } finally {
    kept = take();
  }
  if (ticket !== dealing) return;
  session.game = startGame(session, next);
  replayKeys(kept);
}
