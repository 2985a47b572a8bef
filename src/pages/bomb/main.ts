/**
 * The bomb page (index.html): reads the URL parameters, deals the bomb (`generateBomb(seed,
 * ruleSeed)`, exactly what `tac generate --seed S --rule-seed N` prints, or the designer's
 * `?bomb=`), and composes the module controller, the DOM twins of the controls, the timer, the
 * log and, loaded with a dynamic `import()` (its own chunk, with pixi.js), the Pixi scene.
 * Every text that comes from the URL is written with `textContent`, never as HTML.
 */
import { generateBomb } from '../../rules/generator';
import type { Card } from '../../rules/cards';
import { boardOf } from '../../module/moduleReducer';
import { bindModuleKeys, createModuleControls } from '../../view/bombControls';
import { mountLog, showKeys, startTimer } from './bombPanel';
import { statusLine } from '../../view/logText';
import { ModuleController, parseCommand, type PlayableBomb } from '../../view/moduleController';
import type { ModuleScene } from '../../view/scene/moduleScene';
import { Sounds } from '../../view/sounds';
import { formatDuration } from '../../view/timer';
import { bombSearch, parseBombParams, randomSeed } from '../../view/urlParams';

// Start fetching the scene chunk (pixi.js) first: dealing the bomb runs while it downloads.
const sceneModule = import('../../view/scene/moduleScene');

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

/** A bomb as the page plays it, with what the plate shows. */
interface PageBomb extends PlayableBomb {
  readonly serial: string;
  readonly seed: string;
  readonly ruleSeed: number;
  readonly hand: readonly Card[];
}

const COLOR_BLIND_KEY = 'tac.colorBlind';

function readFlag(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function writeFlag(key: string, on: boolean): void {
  try {
    localStorage.setItem(key, on ? '1' : '0');
  } catch {
    /* no storage */
  }
}

function notice(text: string): void {
  const li = document.createElement('li');
  li.textContent = text;
  $('notices').appendChild(li);
}

/** Deals the bomb of a query string (falls back to a generated bomb on any problem). */
function dealBomb(search: string): { bomb: PageBomb; params: ReturnType<typeof parseBombParams>; fromLink: boolean } {
  const params = parseBombParams(search);
  for (const n of params.notices) notice(n);
  if (params.bomb) return { bomb: params.bomb, params, fromLink: true };
  try {
    return { bomb: generateBomb(params.seed, params.ruleSeed), params, fromLink: false };
  } catch (e) {
    const seed = randomSeed();
    notice(
      `Could not deal the bomb of seed "${params.seed}" (${e instanceof Error ? e.message : String(e)}); dealt seed "${seed}".`,
    );
    return { bomb: generateBomb(seed, 1), params: { ...params, seed, ruleSeed: 1 }, fromLink: false };
  }
}

/** Strike limits up to this many show one mark per allowed strike next to the count. */
const MAX_MARKS = 3;

/** One bomb being played on the page; `stop()` ends it when a new bomb is dealt. */
interface Game {
  readonly bomb: PageBomb;
  readonly controller: ModuleController;
  readonly params: ReturnType<typeof parseBombParams>;
  readonly fromLink: boolean;
  stop(): void;
}

function main(): void {
  const sounds = new Sounds();
  // howler downloads alongside the scene chunk (about 10 KB gzipped); its audio set-up waits for
  // the module's first frame (below).
  void sounds.prefetch();
  let scene: ModuleScene | null = null;
  let revealed = false;
  let game: Game;

  const marks = $('strike-marks');
  const endScreen = $('end-screen');
  const revealButton = $<HTMLButtonElement>('reveal');
  const twins = $('twins');
  const log = $('log');
  const status = $('status');
  const pressSound = (down: boolean) => sounds.play(down ? 'press' : 'release');
  // A key or button refused while the module moves: say so in the status line until it stops.
  let waiting = false;
  const refused = () => {
    waiting = true;
    status.textContent = 'Wait: the module is moving.';
  };

  showKeys($('keys'));

  /** Deals and starts the bomb of `search`; the page's URL is not changed here. */
  function start(search: string): Game {
    $('notices').replaceChildren();
    const { bomb, params, fromLink } = dealBomb(search);
    const controller = new ModuleController(bomb, params.strikeLimit);
    controller.colorBlind = readFlag(COLOR_BLIND_KEY);
    let solvedAfter: number | null = null;
    let stopped = false;
    revealed = false;
    revealButton.setAttribute('aria-pressed', 'false');
    endScreen.hidden = true;
    log.replaceChildren();
    scene?.setRevealed(null);
    scene?.setHold(0);

    // ----- the plate: serial, seed, rule seed, manual link -----
    $('serial').textContent = bomb.serial;
    $('seed-text').textContent = fromLink ? `${bomb.seed || '(none)'} (bomb from a link)` : bomb.seed;
    $('ruleseed-text').textContent = String(bomb.ruleSeed);
    const manual = $<HTMLAnchorElement>('manual-link');
    manual.href = `manual/index.html#${bomb.ruleSeed}`;
    manual.textContent = `Manual (rule seed ${bomb.ruleSeed})`;
    document.title = `TAC: bomb ${bomb.serial}`;

    // ----- module controls -----
    const controls = createModuleControls(twins, controller, {
      onHold: (p) => scene?.setHold(p),
      onPress: pressSound,
      onRefused: refused,
      focusWhenOver: () => (revealButton.disabled ? $('new-bomb') : revealButton),
    });
    const unbindKeys = bindModuleKeys(document, controller, controls.hold, pressSound, refused);
    const unlog = mountLog(log, controller);
    const timer = startTimer($('timer'), params.minutes, controller);

    // ----- status, strikes, end screens -----
    $('strike-limit').textContent = ` / ${controller.strikeLimit}`;
    function refresh(): void {
      // One time source: the solved text uses the time the clock shows (floored to seconds as
      // the clock counts them).
      if (controller.state.solved && solvedAfter === null) solvedAfter = Math.floor(timer.elapsedMs() / 1000) * 1000;
      // "Wait: the module is moving" stays until the module has stopped.
      if (!(waiting && controller.busy)) {
        waiting = false;
        status.textContent = statusLine(
          bomb,
          controller.state,
          {
            strikes: controller.strikes,
            strikeLimit: controller.strikeLimit,
            exploded: controller.exploded,
            solvedAfterMs: solvedAfter,
          },
          formatDuration,
        );
      }
      $('strikes').textContent = String(controller.strikes);
      marks.replaceChildren(
        ...Array.from({ length: controller.strikeLimit <= MAX_MARKS ? controller.strikeLimit : 0 }, (_, i) => {
          const s = document.createElement('span');
          s.textContent = '✕';
          if (i < controller.strikes) s.className = 'hit';
          return s;
        }),
      );
      const over = controller.over && !controller.busy;
      revealButton.disabled = !controller.over;
      if (over && endScreen.hidden) {
        endScreen.hidden = false;
        if (controller.exploded) {
          endScreen.className = 'end-screen exploded';
          $('end-title').textContent = 'BOOM! The bomb exploded.';
          $('end-text').textContent =
            controller.exploded === 'time'
              ? 'The time ran out. The hidden pawns are shown.'
              : `${controller.strikes} strike${controller.strikes === 1 ? '' : 's'}. The hidden pawns are shown.`;
          revealed = true;
          revealButton.setAttribute('aria-pressed', 'true');
        } else {
          endScreen.className = 'end-screen solved';
          $('end-title').textContent = 'Module solved!';
          $('end-text').textContent =
            `Defused in ${formatDuration(solvedAfter ?? 0)} with ${controller.strikes} strike${controller.strikes === 1 ? '' : 's'}.`;
        }
      }
    }
    controller.onChange(refresh);
    refresh();
    if (scene) controller.attachScene(scene);

    // For tests and the benchmark: the page's bomb and controller.
    (window as unknown as { tac?: unknown }).tac = { bomb, controller };
    return {
      bomb,
      controller,
      params,
      fromLink,
      stop() {
        if (stopped) return;
        stopped = true;
        timer.stop();
        unbindKeys();
        unlog();
        controls.destroy();
        controller.dispose();
        waiting = false;
      },
    };
  }

  game = start(location.search);

  /**
   * Replaces the bomb being played by the bomb of `search`, once the old bomb's running
   * animation has finished (its queue is dropped), so that it cannot draw over the new one.
   */
  let dealing = 0;
  async function replace(search: string): Promise<void> {
    const ticket = ++dealing;
    const old = game;
    old.stop();
    await old.controller.idle();
    if (ticket !== dealing) return; // a later New bomb or Back wins
    game = start(search);
  }

  // ----- page buttons -----
  const settings = () => ({
    seed: game.bomb.seed,
    ruleSeed: game.bomb.ruleSeed,
    minutes: game.params.minutes,
    strikeLimit: game.params.strikeLimit,
  });
  // New bomb: dealt in the page (works offline); the address gets the new seed (Back returns).
  $('new-bomb').addEventListener('click', () => {
    const search = bombSearch({ ...settings(), seed: randomSeed() });
    history.pushState(null, '', search + location.hash);
    shownSearch = location.search;
    void replace(search);
    $('copied').textContent = '';
  });
  // Back / Forward between bombs (a change of the hash alone keeps the bomb being played).
  let shownSearch = location.search;
  window.addEventListener('popstate', () => {
    if (location.search === shownSearch) return;
    shownSearch = location.search;
    void replace(location.search);
  });
  // A random seed drawn for a missing or bad `seed`: the address names it, so reload and Copy
  // link deal this bomb again.
  if (!game.fromLink && game.params.seed !== new URLSearchParams(location.search).get('seed')) {
    history.replaceState(null, '', bombSearch(settings()) + location.hash);
    shownSearch = location.search;
  }
  $('copy-link').addEventListener('click', () => {
    const url = game.fromLink ? location.href : new URL(bombSearch(settings()), location.href).href;
    const done = (ok: boolean) => {
      $('copied').textContent = ok ? 'Link copied.' : `Copy this link: ${url}`;
    };
    try {
      navigator.clipboard.writeText(url).then(
        () => done(true),
        () => done(false),
      );
    } catch {
      done(false);
    }
  });
  const mute = $('mute');
  const showMute = () => {
    mute.setAttribute('aria-pressed', String(sounds.muted));
    mute.title = sounds.muted ? 'Sound is off' : 'Sound is on';
  };
  mute.addEventListener('click', () => {
    sounds.setMuted(!sounds.muted);
    showMute();
  });
  showMute();
  const cb = $('color-blind');
  cb.setAttribute('aria-pressed', String(readFlag(COLOR_BLIND_KEY)));
  cb.addEventListener('click', () => {
    const on = !game.controller.colorBlind;
    game.controller.colorBlind = on;
    writeFlag(COLOR_BLIND_KEY, on);
    cb.setAttribute('aria-pressed', String(on));
    game.controller.redraw();
  });
  revealButton.addEventListener('click', () => {
    revealed = !revealed;
    revealButton.setAttribute('aria-pressed', String(revealed));
    scene?.setRevealed(revealed ? boardOf(game.controller.state) : null);
  });
  const commandError = $('command-error');
  const input = $<HTMLInputElement>('command');
  input.addEventListener('input', () => {
    commandError.textContent = '';
    input.removeAttribute('aria-invalid');
  });
  $<HTMLFormElement>('command-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const text = input.value;
    if (!text.trim()) return;
    // The whole line is checked first: with a word that is not an action, nothing runs.
    const parsed = parseCommand(text);
    if (!parsed.ok) {
      commandError.textContent = `Nothing was run: ${parsed.error}.`;
      input.setAttribute('aria-invalid', 'true');
      return;
    }
    commandError.textContent = '';
    input.removeAttribute('aria-invalid');
    game.controller.command(text);
    input.value = '';
  });

  // ----- the Pixi scene, in its own chunk (fetch started before anything else) -----
  sceneModule
    .then(({ createModuleScene }) => createModuleScene($('module-host'), { onCue: (c) => sounds.play(c) }))
    .then((s) => {
      scene = s;
      $('loading').remove();
      game.controller.attachScene(s);
      // Set up the sounds as soon as that first frame is on screen, while nothing moves yet: the
      // first AudioContext blocks the main thread for 100–190 ms in a fresh Chromium (see
      // src/view/sounds.ts), so it must not happen at the first cue, inside an animation. If the
      // module is already moving (commands typed before it was drawn), wait until it stops.
      const startSounds = () => (game.controller.busy ? setTimeout(startSounds, 250) : void sounds.preload());
      requestAnimationFrame(() => setTimeout(startSounds, 0));
    })
    .catch((e: unknown) => {
      $('loading').textContent = 'The module drawing could not start; the buttons and keys still work.';
      notice(
        `The module drawing could not start (${e instanceof Error ? e.message : String(e)}); use the buttons, keys and command box.`,
      );
    });
}

main();
