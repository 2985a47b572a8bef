/**
 * The bomb page's side of the second window (watch.html; the messages: src/pages/watch/
 * watchProtocol.ts): "Open a second window" opens it for this tab, and while a window says hello
 * the page sends it what it shows: the clock, the strikes, the status line, the log, the serial,
 * the seed and rule seed, the LEDs' names, the end; the hidden pawns only once the page shows the
 * end. A strike is sent the moment the page shows it (the controller's change), the rest at least
 * every second. Nothing is sent while no window listens.
 *
 * The tab's id is kept in sessionStorage (a reload keeps it, so the window keeps following this
 * tab); a duplicated tab, which starts with a copy of that storage, is told `taken` by the live
 * tab and draws another id.
 */
import { boardOf } from '../../module/moduleReducer';
import { ledWords, revealedWords } from '../../play/boardWords';
import {
  randomId,
  readWatchMessage,
  STATE_MS,
  WATCH_CHANNEL,
  WATCHED_FOR_MS,
  type BombSnapshot,
  type WatchMessage,
} from '../watch/watchProtocol';
import { $, type Game } from './bombSession';

const TAB_KEY = 'tac-bomb-tab';
/** How long a tab waits after claiming its id before it answers the windows (ms). */
const CLAIM_MS = 300;

/** This tab's id: kept in sessionStorage when the browser allows it. */
function keptTabId(): string {
  try {
    const kept = sessionStorage.getItem(TAB_KEY);
    if (kept && /^[\w-]{1,64}$/.test(kept)) return kept;
    const id = randomId();
    sessionStorage.setItem(TAB_KEY, id);
    return id;
  } catch {
    return randomId();
  }
}

/** What the page shows of `game` now (its own elements' text: the window shows what the page shows). */
function snapshotOf(game: Game): BombSnapshot {
  const { bomb, controller } = game;
  const text = (id: string) => $(id).textContent ?? '';
  const endShown = !$('end-screen').hidden;
  const view = controller.view();
  return {
    serial: bomb.serial,
    seed: text('seed-text'),
    ruleSeed: bomb.ruleSeed,
    leds: ledWords(view),
    clock: text('timer'),
    strikes: controller.shown.strikes,
    strikeLimit: controller.strikeLimit,
    status: text('status'),
    log: [...$('log').children].map((li) => ({ text: li.textContent ?? '', strike: li.classList.contains('strike') })),
    end: endShown ? { solved: !controller.exploded, title: text('end-title'), text: text('end-text') } : null,
    hidden: endShown ? revealedWords(view, boardOf(controller.state)) : null,
  };
}

/** The sender, wired: `follow(game)` after every deal. */
interface WatchSender {
  follow(game: Game): void;
}

/**
 * Opens the channel, answers the windows' hellos and wires "Open a second window"
 * (index.html `#open-watch`). Without BroadcastChannel the button says the browser cannot.
 */
export function wireWatchSender(game: Game): WatchSender {
  const button = $<HTMLButtonElement>('open-watch');
  if (typeof BroadcastChannel === 'undefined') {
    button.disabled = true;
    button.title = 'This browser cannot talk between windows (no BroadcastChannel).';
    return { follow: () => {} };
  }
  const channel = new BroadcastChannel(WATCH_CHANNEL);
  const instance = randomId();
  let tab = keptTabId();
  let current = game;
  let unfollow = () => {};
  let watchedUntil = 0;
  let lastSent = '';
  let lastAt = 0;
  let timer = 0;
  const post = (m: WatchMessage) => channel.postMessage(m);

  /** Sends the snapshot when it changed, or when STATE_MS passed (the heartbeat). */
  const send = (force = false) => {
    const now = Date.now();
    if (now > watchedUntil) {
      clearInterval(timer);
      timer = 0;
      return;
    }
    const snapshot = snapshotOf(current);
    const json = JSON.stringify(snapshot);
    if (!force && json === lastSent && now - lastAt < STATE_MS) return;
    lastSent = json;
    lastAt = now;
    post({ type: 'state', tab, snapshot });
  };

  post({ type: 'claim', tab, instance });
  // Hellos are answered once a tab holding the same id has had the time to say `taken`.
  const settledAt = Date.now() + CLAIM_MS;
  channel.onmessage = (e: MessageEvent) => {
    const m = readWatchMessage(e.data);
    if (!m) return;
    if (m.type === 'hello' && (m.tab === null || m.tab === tab) && Date.now() >= settledAt) {
      watchedUntil = Date.now() + WATCHED_FOR_MS;
      if (!timer) timer = window.setInterval(send, 250);
      send(true);
    } else if (m.type === 'claim' && m.tab === tab && m.instance !== instance) {
      post({ type: 'taken', tab, instance: m.instance });
    } else if (m.type === 'taken' && m.tab === tab && m.instance === instance) {
      tab = randomId();
      try {
        sessionStorage.setItem(TAB_KEY, tab);
      } catch {
        // the id lasts for this page only
      }
    }
  };
  addEventListener('pagehide', () => post({ type: 'bye', tab }));
  button.addEventListener('click', () => {
    window.open(`watch.html?tab=${encodeURIComponent(tab)}`, '_blank', 'popup,width=1200,height=760,noopener');
  });

  const follow = (g: Game) => {
    unfollow();
    current = g;
    unfollow = g.controller.onChange(() => {
      if (timer) send();
    });
    if (timer) send(true);
  };
  follow(game);
  return { follow };
}
