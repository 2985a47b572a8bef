/**
 * What the bomb page and its second window (watch.html) say to each other over a
 * BroadcastChannel of the same browser (same origin, same profile; messages are structured
 * clones of plain data). Pure: the message shapes, their check, and the timings.
 *
 * - The second window follows one bomb tab, named by `tab` in its address (`watch.html?tab=…`;
 *   without it, the first bomb tab that answers, whose id it then writes into its address).
 * - `hello` (window → bomb tabs), sent at once and every HELLO_MS: "I am here, send me your
 *   state". It is the window's heartbeat: a bomb tab sends its state only while hellos come in.
 * - `state` (bomb tab → windows): the whole snapshot of what its page shows, at every change
 *   (a strike is sent the moment the page shows it), and at least every STATE_MS (the clock, and
 *   the bomb tab's heartbeat: a window that hears nothing for SILENCE_MS says "waiting for the
 *   bomb page").
 * - `bye` (bomb tab → windows): the page is being closed or reloaded.
 * - `claim` / `taken` (bomb tab ↔ bomb tabs): a tab keeps its id in sessionStorage, so that a
 *   reload keeps it; a duplicated tab starts with a copy of that storage, so each tab claims its
 *   id when it starts and a live tab holding the same id answers `taken`: the newcomer draws
 *   another.
 *
 * The snapshot never holds the hidden pawns while the game is on: `hidden` is null until the
 * page itself shows the end (as the bomb page reveals them only then).
 */

/** The channel's name. */
export const WATCH_CHANNEL = 'tac-watch';
/** A window says hello this often (ms). */
export const HELLO_MS = 1000;
/** A bomb tab sends its state at least this often while watched (ms). */
export const STATE_MS = 1000;
/** A bomb tab stops sending this long after the last hello (ms). */
export const WATCHED_FOR_MS = 4000;
/** A window says "waiting for the bomb page" after this long without a state (ms). */
export const SILENCE_MS = 3000;

/** One line of the bomb page's log. */
export interface WatchLogLine {
  readonly text: string;
  readonly strike: boolean;
}

/** What the bomb page shows, for the second window. */
export interface BombSnapshot {
  readonly serial: string;
  /** The seed as the plate shows it (a `?bomb=` link's bomb shows the link's words). */
  readonly seed: string;
  readonly ruleSeed: number;
  /** The LEDs with their names and colours, clockwise from the top right (the Board's words). */
  readonly leds: string;
  /** The clock as shown: `04:59`, `00:12.3`, or `OFF`. */
  readonly clock: string;
  readonly strikes: number;
  readonly strikeLimit: number;
  /** The status line. */
  readonly status: string;
  readonly log: readonly WatchLogLine[];
  /** The end as the page shows it, or null while the game is on. */
  readonly end: { readonly solved: boolean; readonly title: string; readonly text: string } | null;
  /** The hidden pawns in words, only once the end is shown (else null). */
  readonly hidden: string | null;
}

/** A message on the channel. */
export type WatchMessage =
  | { readonly type: 'hello'; readonly tab: string | null }
  | { readonly type: 'state'; readonly tab: string; readonly snapshot: BombSnapshot }
  | { readonly type: 'bye'; readonly tab: string }
  | { readonly type: 'claim' | 'taken'; readonly tab: string; readonly instance: string };

const isString = (x: unknown): x is string => typeof x === 'string';
const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

function isLog(x: unknown): x is WatchLogLine[] {
  return (
    Array.isArray(x) &&
    x.every((l) => isString((l as WatchLogLine)?.text) && typeof (l as WatchLogLine).strike === 'boolean')
  );
}

function isEnd(x: unknown): x is BombSnapshot['end'] {
  if (x === null) return true;
  const e = x as { solved?: unknown; title?: unknown; text?: unknown };
  return typeof x === 'object' && typeof e.solved === 'boolean' && isString(e.title) && isString(e.text);
}

/** True when `x` has every field of a snapshot with its type (a window shows nothing else). */
function isSnapshot(x: unknown): x is BombSnapshot {
  if (typeof x !== 'object' || x === null) return false;
  const s = x as Record<string, unknown>;
  return (
    ['serial', 'seed', 'leds', 'clock', 'status'].every((k) => isString(s[k])) &&
    ['ruleSeed', 'strikes', 'strikeLimit'].every((k) => isCount(s[k])) &&
    isLog(s.log) &&
    isEnd(s.end) &&
    (s.hidden === null || isString(s.hidden)) &&
    // The hidden pawns only with the end.
    (s.hidden === null || s.end !== null)
  );
}

/**
 * The message in `data` when it is one of WatchMessage's shapes, else null (anything else on the
 * channel, from another version of the site or another script, is ignored).
 */
export function readWatchMessage(data: unknown): WatchMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  if (m.type === 'hello') return m.tab === null || isString(m.tab) ? { type: 'hello', tab: m.tab } : null;
  if (!isString(m.tab) || m.tab === '') return null;
  if (m.type === 'state') return isSnapshot(m.snapshot) ? { type: 'state', tab: m.tab, snapshot: m.snapshot } : null;
  if (m.type === 'bye') return { type: 'bye', tab: m.tab };
  if ((m.type === 'claim' || m.type === 'taken') && isString(m.instance)) {
    return { type: m.type, tab: m.tab, instance: m.instance };
  }
  return null;
}

/** A new random id (a bomb tab's, an instance's): 12 letters and digits. */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return btoa(String.fromCharCode(...bytes)).replace(/[+/=]/g, 'x');
}

/**
 * The tab a window follows, from its address's `tab` parameter: null when there is none (follow
 * the first bomb tab that answers). An id that is not 1–64 letters, digits, `-` or `_` is no id.
 */
export function tabOfSearch(search: string): string | null {
  const tab = new URLSearchParams(search).get('tab');
  return tab && /^[\w-]{1,64}$/.test(tab) ? tab : null;
}
