/**
 * "Your games": every game newest first, a page of `PAGE_SIZE` rows at a time, so that a history
 * of 10,000 games draws 50 rows (Newer / Older move a page). Each row's words come from
 * `gameRow` (practiceWords.ts); every string goes in as text. On a phone each row is a small
 * card (practice.css); the table keeps its roles, set on its elements, for screen readers.
 */
import type { GameSummary } from '../../practice/gameRecord';
import { countResult, NO_GAMES, summaryAt, type GameColumns } from '../../practice/gameColumns';
import { h, replace } from '../dom';
import { countOf, countText, gameRow } from './practiceWords';

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

/**
 * The table: `show` gives it the games (a table of columns in play order, src/practice/gameColumns.ts)
 * and draws the newest page; only the rows of the page shown are read into objects.
 */
export function createGamesTable(els: GamesTableElements): {
  show(games: GameColumns, counted: Map<string, GameSummary>): void;
} {
  let games = NO_GAMES;
  let counted = new Map<string, GameSummary>();
  let page = 0;
  const pages = () => Math.max(1, Math.ceil(games.count / PAGE_SIZE));
  const draw = () => {
    const from = games.count - page * PAGE_SIZE; // newest first: the end of the table
    const slice: GameSummary[] = [];
    for (let i = from - 1; i >= Math.max(0, from - PAGE_SIZE); i--) slice.push(summaryAt(games, i));
    replace(els.rows, ...slice.map((g) => rowOf(g, counted)));
    if (!games.count) replace(els.rows, h('tr', {}, h('td', { colspan: 7 }, 'No game kept yet.')));
    const first = page * PAGE_SIZE + 1;
    const shown = slice.length === 1 ? `Game ${first}` : `Games ${first}–${first + slice.length - 1}`;
    els.pageText.textContent = games.count
      ? `${shown} of ${countText(games.count)}, newest first (page ${page + 1} of ${pages()})`
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
      const solved = countResult(games, 'solved');
      els.summary.textContent = games.count
        ? `${countOf(games.count, 'game')} kept in this browser, ${countText(solved)} solved. Each bomb's link deals it again.`
        : 'No game kept yet: the games you play on the bomb page show here.';
      draw();
    },
  };
}
