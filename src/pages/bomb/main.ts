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
import { ModuleController, type PlayableBomb } from '../../view/moduleController';
import type { ModuleScene } from '../../view/moduleScene';
import { Sounds } from '../../view/sounds';
import { formatDuration } from '../../view/timer';
import { bombSearch, parseBombParams, randomSeed } from '../../view/urlParams';

// Start fetching the scene chunk (pixi.js) first: dealing the bomb runs while it downloads.
const sceneModule = import('../../view/moduleScene');

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

/** Deals the page's bomb from the URL (falls back to a generated bomb on any problem). */
function dealBomb(): { bomb: PageBomb; params: ReturnType<typeof parseBombParams>; fromLink: boolean } {
  const params = parseBombParams(location.search);
  for (const n of params.notices) notice(n);
  if (params.bomb) return { bomb: params.bomb, params, fromLink: true };
  try {
    return { bomb: generateBomb(params.seed, params.ruleSeed), params, fromLink: false };
  } catch (e) {
    const seed = randomSeed();
    notice(`Could not deal the bomb of seed "${params.seed}" (${e instanceof Error ? e.message : String(e)}); dealt seed "${seed}".`);
    return { bomb: generateBomb(seed, 1), params: { ...params, seed, ruleSeed: 1 }, fromLink: false };
  }
}

function main(): void {
  const { bomb, params, fromLink } = dealBomb();
  const controller = new ModuleController(bomb, params.strikeLimit);
  const sounds = new Sounds();
  controller.colorBlind = readFlag(COLOR_BLIND_KEY);
  const startedAt = performance.now();
  let solvedAfter: number | null = null;
  let scene: ModuleScene | null = null;
  let revealed = false;

  // ----- the plate: serial, seed, rule seed, manual link -----
  $('serial').textContent = bomb.serial;
  $('seed-text').textContent = fromLink ? `${bomb.seed || '(none)'} (bomb from a link)` : bomb.seed;
  $('ruleseed-text').textContent = String(bomb.ruleSeed);
  const manual = $<HTMLAnchorElement>('manual-link');
  manual.href = `manual/index.html#${bomb.ruleSeed}`;
  manual.textContent = `Manual (rule seed ${bomb.ruleSeed})`;
  document.title = `TAC: bomb ${bomb.serial}`;

  // ----- module controls -----
  const twins = $('twins');
  const controls = createModuleControls(twins, controller, {
    onHold: (p) => scene?.setHold(p),
    onPress: (down) => sounds.play(down ? 'press' : 'release'),
  });
  bindModuleKeys(document, controller, controls.hold, (down) => sounds.play(down ? 'press' : 'release'));

  showKeys($('keys'));

  mountLog($('log'), controller);

  // ----- status, strikes, end screens -----
  const marks = $('strike-marks');
  const endScreen = $('end-screen');
  const revealButton = $<HTMLButtonElement>('reveal');
  function refresh(): void {
    if (controller.state.solved && solvedAfter === null) solvedAfter = performance.now() - startedAt;
    $('status').textContent = statusLine(
      bomb,
      controller.state,
      { strikes: controller.strikes, strikeLimit: controller.strikeLimit, exploded: controller.exploded, solvedAfterMs: solvedAfter },
      formatDuration,
    );
    $('strikes').textContent = String(controller.strikes);
    marks.replaceChildren(
      ...Array.from({ length: controller.strikeLimit }, (_, i) => {
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
        $('end-text').textContent = `Defused in ${formatDuration(solvedAfter ?? 0)} with ${controller.strikes} strike${controller.strikes === 1 ? '' : 's'}.`;
      }
    }
  }
  controller.onChange(refresh);
  refresh();

  startTimer($('timer'), params.minutes, controller);

  // ----- page buttons -----
  const current = { seed: bomb.seed, ruleSeed: bomb.ruleSeed, minutes: params.minutes, strikeLimit: params.strikeLimit };
  $('new-bomb').addEventListener('click', () => {
    location.search = bombSearch({ ...current, seed: randomSeed() });
  });
  $('copy-link').addEventListener('click', () => {
    const url = fromLink ? location.href : new URL(bombSearch(current), location.href).href;
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
  cb.setAttribute('aria-pressed', String(controller.colorBlind));
  cb.addEventListener('click', () => {
    controller.colorBlind = !controller.colorBlind;
    writeFlag(COLOR_BLIND_KEY, controller.colorBlind);
    cb.setAttribute('aria-pressed', String(controller.colorBlind));
    controller.redraw();
  });
  revealButton.addEventListener('click', () => {
    revealed = !revealed;
    revealButton.setAttribute('aria-pressed', String(revealed));
    scene?.setRevealed(revealed ? boardOf(controller.state) : null);
  });
  $<HTMLFormElement>('command-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const input = $<HTMLInputElement>('command');
    const text = input.value;
    if (!text.trim()) return;
    controller.command(text);
    input.value = '';
  });

  // ----- the Pixi scene, in its own chunk (fetch started before anything else) -----
  sceneModule
    .then(({ createModuleScene }) => createModuleScene($('module-host'), { onCue: (c) => sounds.play(c) }))
    .then((s) => {
      scene = s;
      $('loading').remove();
      controller.attachScene(s);
      // Later, when the page is idle: fetch howler and the sounds, so that the page keeps its
      // sounds offline (not during the first frames or animations).
      const idle = (fn: () => void) =>
        'requestIdleCallback' in window ? requestIdleCallback(fn, { timeout: 5000 }) : setTimeout(fn, 2000);
      setTimeout(() => idle(() => void (controller.busy ? setTimeout(() => void sounds.preload(), 1500) : sounds.preload())), 1500);
    })
    .catch((e: unknown) => {
      $('loading').textContent = 'The module drawing could not start; the buttons and keys still work.';
      notice(`The module drawing could not start (${e instanceof Error ? e.message : String(e)}); use the buttons, keys and command box.`);
    });

  // For tests and the benchmark: the page's bomb and controller.
  (window as unknown as { tac?: unknown }).tac = { bomb, controller };
}

main();
