/**
 * "Your games": every game newest first, a page of `PAGE_SIZE` rows at a time, so that a history
 * of 10,000 games draws 50 rows (Newer / Older move a page). Each row's words come from
 * `gameRow` (practiceWords.ts); every string goes in as text. On a phone each row is a small
 * card (practice.css); the table keeps its roles, set on its elements, for screen readers.
 */
import type { GameSummary } from '../../practice/gameRecord';
import { h, replace } from '../dom';
import { countText, gameRow } from './practiceWords';

/** Rows per page. */
const PAGE_SIZE = 50;

/** The table's elements (practice.html). */
interface GamesTableElements {
  readonly rows: HTMLElement;
  readonly summary: HTMLElement;
  readonly pageText: HTMLElement;
  readonly newer: HTMLButtonElement;
  readonly older: HTMLButtonElement;
}

/** One `<tr>` of a game. */
function rowOf(g: GameSummary, counted: Map<string, GameSummary>): HTMLTableRowElement {
  const r = gameRow(g, counted);
  return h(
    'tr',
    { role: 'row' },
    h('td', { role: 'cell', class: 'date' }, r.date),
    h('td', { role: 'cell', class: 'mode' }, r.mode),
    h('td', { role: 'cell', class: 'bomb' }, h('a', { href: r.href, title: r.bombTitle }, r.bomb)),
    h('td', { role: 'cell', class: 'num time', 'data-label': 'Time' }, r.time),
    h(
      'td',
      { role: 'cell', class: 'num strikes', 'data-label': 'Strikes', title: r.strikesTitle || undefined },
      r.strikes,
    ),
    h('td', { role: 'cell', class: `result ${r.resultClass}` }, r.result),
    h('td', { role: 'cell', class: 'help', 'data-label': 'Assisted' }, r.assisted),
  );
}

/** The table: `show` gives it the games (oldest first, as kept) and draws the newest page. */
export function createGamesTable(els: GamesTableElements): {
  show(games: readonly GameSummary[], counted: Map<string, GameSummary>): void;
} {
  let games: readonly GameSummary[] = [];
  let counted = new Map<string, GameSummary>();
  let page = 0;
  const pages = () => Math.max(1, Math.ceil(games.length / PAGE_SIZE));
  const draw = () => {
    const from = games.length - page * PAGE_SIZE; // newest first: the end of the list
    const slice = games.slice(Math.max(0, from - PAGE_SIZE), Math.max(0, from)).reverse();
    replace(els.rows, ...slice.map((g) => rowOf(g, counted)));
    if (!games.length) replace(els.rows, h('tr', {}, h('td', { colspan: 7 }, 'No game kept yet.')));
    const first = page * PAGE_SIZE + 1;
    els.pageText.textContent = games.length
      ? `Games ${first}–${first + slice.length - 1} of ${countText(games.length)}, newest first (page ${page + 1} of ${pages()})`
      : '';
    els.newer.disabled = page === 0;
    els.older.disabled = page >= pages() - 1;
  };
  els.newer.addEventListener('click', () => {
    if (page > 0) page--;
    draw();
  });
  els.older.addEventListener('click', () => {
    if (page < pages() - 1) page++;
    draw();
  });
  return {
    show(next, nextCounted) {
      games = next;
      counted = nextCounted;
      page = 0;
      const solved = games.filter((g) => g.result === 'solved').length;
      els.summary.textContent = games.length
        ? `${countText(games.length)} games kept in this browser, ${countText(solved)} solved. Each bomb's link deals it again.`
        : 'No game kept yet: the games you play on the bomb page show here.';
      draw();
    },
  };
}
