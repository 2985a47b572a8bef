/**
 * The replay of a game on screen, shared by the designer (a KTANE log's game) and the bomb page
 * (the game just played): a summary, Prev / Next, the drawing of the current position (given by
 * the page: the numbered board in the designer, the module's own picture on the bomb page), the
 * position's card, board, result and hand in words (replayWords.ts), and the list of steps, the
 * first step from which the hand could no longer be won marked. Text only through `textContent`.
 *
 * Positions: 0 the board as dealt, k (1 … n) the board after step k.
 */
import type { Replay } from './replayModel';
import { positionWords, replaySummary, stepLabeller, type ReplayBomb } from './replayWords';

/** What the view needs. */
interface ReplayViewOptions {
  readonly bomb: ReplayBomb;
  readonly replay: Replay;
  /** Draws position `p` (0 … n): a new element each time (an `<svg>` or an `<img>`). */
  readonly draw: (p: number) => Element;
  /** Prefix of the ids inside the view (two views on one page need two prefixes). */
  readonly idPrefix: string;
  /** The first position shown (default 0, the board as dealt). */
  readonly start?: number;
}

/** A replay on screen. */
export interface ReplayView {
  readonly el: HTMLElement;
  /** Shows position `p` (clamped to 0 … n). */
  go(p: number): void;
  /** The position shown. */
  position(): number;
}

type Attrs = Record<string, string>;

function make<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...children);
  return e;
}

/** The words of one position: a description list (card, moves, board, result, hand). */
function wordsList(idPrefix: string): { el: HTMLElement; title: HTMLElement; set(w: Record<string, string>): void } {
  const title = make('p', { class: 'replay-title', id: `${idPrefix}-title` });
  const rows = ['card', 'moves', 'board', 'result', 'hand'] as const;
  const heads = { card: 'Card', moves: 'Moves', board: 'Board', result: 'Result', hand: 'Hand' };
  const dds = new Map<string, HTMLElement>();
  const dl = make('dl', { class: 'replay-words' });
  for (const r of rows) {
    const dd = make('dd', { 'data-row': r });
    dds.set(r, dd);
    dl.append(make('dt', {}, heads[r]), dd);
  }
  // Announced on Prev / Next, so that a screen reader hears the step.
  const el = make('div', { class: 'replay-text', 'aria-live': 'polite' }, title, dl);
  return {
    el,
    title,
    set(w) {
      title.textContent = w.title!;
      for (const r of rows) {
        dds.get(r)!.textContent = w[r] ?? '';
        dds.get(r)!.previousElementSibling!.toggleAttribute('hidden', !w[r]);
        dds.get(r)!.toggleAttribute('hidden', !w[r]);
      }
    },
  };
}

/** The most step buttons in the list at once: a game of 100,000 strikes shows a window of them. */
const LISTED_STEPS = 200;

/**
 * The list of steps: one button per position, the lost step and the strikes marked. A long game
 * lists the LISTED_STEPS positions around the one shown, built when they come into the window,
 * with "Earlier steps" / "Later steps" to move it; each label is worded when first listed.
 */
function stepList(o: ReplayViewOptions, go: (p: number) => void) {
  const n = o.replay.steps.length;
  const ol = make('ol', { class: 'replay-steps', 'aria-label': 'Steps' });
  const earlier = make('button', { type: 'button', class: 'replay-more' }, 'Earlier steps');
  const later = make('button', { type: 'button', class: 'replay-more' }, 'Later steps');
  const label = stepLabeller(o.bomb, o.replay);
  let from = 0;
  let buttons: HTMLButtonElement[] = [];
  const button = (p: number) => {
    if (p === 0) return make('button', { type: 'button', class: 'replay-step start' }, 'As dealt');
    const s = o.replay.steps[p - 1]!;
    const cls = [s.step.outcome.kind, s.lost ? 'lost' : '', !s.winnable ? 'unwinnable' : ''].join(' ');
    return make('button', { type: 'button', class: `replay-step ${cls}`.trim() }, `${p}. ${label(p - 1)}`);
  };
  const draw = (start: number) => {
    from = Math.max(0, Math.min(start, n + 1 - LISTED_STEPS));
    const to = Math.min(n, from + LISTED_STEPS - 1);
    buttons = [];
    const items: HTMLElement[] = [];
    for (let p = from; p <= to; p++) {
      const b = button(p);
      const at = p;
      b.addEventListener('click', () => go(at));
      buttons.push(b);
      items.push(make('li', {}, b));
    }
    ol.replaceChildren(...items);
    ol.start = from + 1;
    earlier.hidden = from === 0;
    later.hidden = to === n;
  };
  earlier.addEventListener('click', () => draw(from - LISTED_STEPS));
  later.addEventListener('click', () => draw(from + LISTED_STEPS));
  const el = make('div', { class: 'replay-list' }, earlier, ol, later);
  return {
    el,
    /** Marks position `p` the current one, moving the window to it when it is outside. */
    mark(p: number) {
      if (buttons.length === 0 || p < from || p >= from + buttons.length) draw(p - (LISTED_STEPS >> 1));
      buttons.forEach((b, i) => {
        if (from + i === p) b.setAttribute('aria-current', 'step');
        else b.removeAttribute('aria-current');
      });
    },
  };
}

/** Where the picture scrolls sideways (a narrow screen), brings your pawn (`data-piece="you"`) into view. */
function keepPawnInView(picture: HTMLElement): void {
  const you = picture.querySelector('[data-piece="you"]');
  if (!you || picture.scrollWidth <= picture.clientWidth) return;
  const r = you.getBoundingClientRect();
  const box = picture.getBoundingClientRect();
  picture.scrollLeft += r.left + r.width / 2 - (box.left + box.width / 2);
}

/** Creates the replay view (see the file comment). */
export function createReplayView(o: ReplayViewOptions): ReplayView {
  const n = o.replay.steps.length;
  const prev = make('button', { type: 'button', class: 'replay-prev' }, 'Prev');
  const next = make('button', { type: 'button', class: 'replay-next' }, 'Next');
  const counter = make('span', { class: 'replay-counter' });
  const lost = o.replay.firstLost;
  const lostButton = make(
    'button',
    { type: 'button', class: 'replay-lost' },
    `Go to step ${(lost ?? 0) + 1}: hand lost`,
  );
  const picture = make('div', { class: 'replay-picture' });
  const words = wordsList(o.idPrefix);
  let at = 0;
  const go = (p: number) => {
    at = Math.max(0, Math.min(n, Math.round(p)));
    picture.replaceChildren(o.draw(at));
    keepPawnInView(picture);
    words.set({ ...positionWords(o.bomb, o.replay, at) });
    counter.textContent = `${at} / ${n}`;
    prev.disabled = at === 0;
    next.disabled = at === n;
    list.mark(at);
  };
  const list = stepList(o, go);
  prev.addEventListener('click', () => go(at - 1));
  next.addEventListener('click', () => go(at + 1));
  lostButton.hidden = lost === null;
  lostButton.addEventListener('click', () => lost !== null && go(lost + 1));
  const nav = make('div', { class: 'replay-nav', role: 'group', 'aria-label': 'Replay steps' }, prev, counter, next);
  nav.append(lostButton);
  const el = make(
    'div',
    { class: 'replay', id: o.idPrefix },
    make('p', { class: 'replay-summary' }, replaySummary(o.replay)),
    nav,
    make('div', { class: 'replay-body' }, picture, words.el),
    list.el,
  );
  go(o.start ?? 0);
  return { el, go, position: () => at };
}
