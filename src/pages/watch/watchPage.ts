/**
 * The second window (watch.html), for a coach, a stream or a second screen: it follows one bomb
 * page of the same browser over a BroadcastChannel (watchProtocol.ts) and shows, in big type,
 * what that page shows: the clock, the strikes, the status line, the end, the log of actions and
 * strikes, the serial, the seed and rule seed, the LEDs' names; the hidden pawns only once the
 * bomb page shows the end. It has no control that changes the game: it only listens.
 *
 * It says hello at once and every second (its heartbeat: the bomb page sends only while watched);
 * when the bomb page goes quiet (closed, reloading: its `bye`, or nothing for three seconds) the
 * window keeps the last picture, framed in dashes, and says "Waiting for the bomb page…"; the bomb page's
 * next state brings it back. Everything is written with `textContent`.
 */
import {
  HELLO_MS,
  readWatchMessage,
  SILENCE_MS,
  tabOfSearch,
  WATCH_CHANNEL,
  type BombSnapshot,
  type WatchLogLine,
} from './watchProtocol';

/** What the window needs of its window: the address (to keep the tab it follows) and timers. */
type WatchWindow = Pick<Window, 'location' | 'history' | 'document' | 'setInterval' | 'clearInterval'>;

/** Strike limits up to this many show one mark per allowed strike (as the bomb page). */
const MAX_MARKS = 3;

/** The connection line's words. */
const LINK_WORDS = {
  waiting: 'Waiting for the bomb page… (open it in this browser, or reload it)',
  noChannel: 'This browser cannot talk between windows (no BroadcastChannel): open the bomb page here instead.',
  following: (serial: string) => `Following the bomb page: bomb ${serial}.`,
} as const;

function setText(el: HTMLElement, text: string): void {
  if (el.textContent !== text) el.textContent = text;
}

/** The log's items, appending the new lines when the shown ones are the start of the new log. */
function showLog(ol: HTMLElement, log: readonly WatchLogLine[]): void {
  const items = [...ol.children];
  const same = (li: Element, l: WatchLogLine) =>
    li.textContent === l.text && li.classList.contains('strike') === l.strike;
  const prefix = items.length <= log.length && items.every((li, i) => same(li, log[i]!));
  if (prefix && items.length === log.length) return;
  const make = (l: WatchLogLine) => {
    const li = ol.ownerDocument.createElement('li');
    li.textContent = l.text;
    if (l.strike) li.className = 'strike';
    return li;
  };
  if (prefix) ol.append(...log.slice(items.length).map(make));
  else ol.replaceChildren(...log.map(make));
  ol.scrollTop = ol.scrollHeight;
}

/** Shows a snapshot of the bomb page in the window's document. */
export function showSnapshot(doc: Document, s: BombSnapshot): void {
  const $ = (id: string) => doc.getElementById(id)!;
  setText($('clock'), s.clock);
  $('clock').classList.toggle('off', s.clock === 'OFF');
  setText($('strikes'), String(s.strikes));
  setText($('strike-limit'), ` / ${s.strikeLimit}`);
  const marks = s.strikeLimit <= MAX_MARKS ? s.strikeLimit : 0;
  const box = $('strike-marks');
  const want = Array.from({ length: marks }, (_, i) => (i < s.strikes ? 'hit' : ''));
  if ([...box.children].map((c) => c.className).join() !== want.join() || box.childElementCount !== marks) {
    box.replaceChildren(
      ...want.map((cls) => {
        const span = doc.createElement('span');
        span.textContent = '✕';
        span.className = cls;
        return span;
      }),
    );
  }
  setText($('serial'), s.serial);
  setText($('rule-seed'), String(s.ruleSeed));
  setText($('seed'), s.seed);
  setText($('leds'), s.leds);
  setText($('status'), s.status);
  const end = $('end');
  end.hidden = s.end === null;
  end.className = s.end === null ? 'end' : `end ${s.end.solved ? 'solved' : 'exploded'}`;
  setText($('end-title'), s.end?.title ?? '');
  setText($('end-text'), s.end?.text ?? '');
  setText($('hidden-pawns'), s.hidden ?? '');
  showLog($('log'), s.log);
  const title = `TAC: second window · bomb ${s.serial}`;
  if (doc.title !== title) doc.title = title;
}

/**
 * Starts the window: follows the bomb tab of `?tab=` (or the first that answers, whose id is then
 * written into the address, so that a reload follows the same tab).
 * @returns a function that stops it (closes the channel and the timers).
 */
export function startWatch(win: WatchWindow): () => void {
  const doc = win.document;
  const linkState = doc.getElementById('link-state')!;
  const main = doc.getElementById('watch')!;
  if (typeof BroadcastChannel === 'undefined') {
    linkState.textContent = LINK_WORDS.noChannel;
    return () => {};
  }
  let tab = tabOfSearch(win.location.search);
  let lastAt = 0;
  let connected = false;
  const channel = new BroadcastChannel(WATCH_CHANNEL);
  const waiting = () => {
    connected = false;
    setText(linkState, LINK_WORDS.waiting);
    linkState.className = 'link-state waiting';
    main.classList.add('stale');
  };
  channel.onmessage = (e: MessageEvent) => {
    const m = readWatchMessage(e.data);
    if (!m || (tab !== null && m.tab !== tab)) return;
    if (m.type === 'bye') return waiting();
    if (m.type !== 'state') return;
    if (tab === null) {
      tab = m.tab;
      const url = new URL(win.location.href);
      url.searchParams.set('tab', tab);
      win.history.replaceState(null, '', url.href);
    }
    lastAt = Date.now();
    showSnapshot(doc, m.snapshot);
    if (!connected) {
      connected = true;
      linkState.className = 'link-state following';
      main.classList.remove('stale');
    }
    setText(linkState, LINK_WORDS.following(m.snapshot.serial));
  };
  const hello = () => {
    channel.postMessage({ type: 'hello', tab });
    if (connected && Date.now() - lastAt > SILENCE_MS) waiting();
  };
  waiting();
  hello();
  const timer = win.setInterval(hello, HELLO_MS);
  return () => {
    win.clearInterval(timer);
    channel.close();
  };
}
