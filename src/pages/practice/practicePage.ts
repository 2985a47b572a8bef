/**
 * The practice page (practice.html): opens the practice record (src/practice/practiceDatabase.ts)
 * and shows today's daily bomb, the day streak and bests, the failed bombs queue, the three
 * plots with their text alternatives, "Your games", and Export / Import / Delete; then, once
 * their place comes within a screen of the viewport (after the frame that shows the rest), the
 * "Expert drills" (issue 19: src/pages/practice/drills/, their own chunk), each
 * answer kept in the record's `drills` store and the name-offset decks rebuilt from the answers
 * kept (progress per rule seed across visits). Every string
 * goes in as text (never as HTML); a record that fails the door check is skipped and named in a
 * notice; a record that cannot be kept says so in a notice and the page still shows what it can.
 *
 * `performance.mark('practice-drawn')` is set at the frame after the table and the plots near
 * the viewport (all three at 1280 × 900; a phone's lower two wait for a scroll: progressCharts.ts)
 * are first drawn (scripts/benchPractice.ts measures it), and `practice-painted` once that frame is
 * laid out and painted (the task after it), after `practice-start` (the page's code
 * runs), `practice-opened` (the database is open), `practice-read` (the games are read and
 * checked), `practice-table`, `practice-figures` (the plots' data) and `practice-plots`;
 * `practice-drills` once the drills are mounted.
 */
import { countedDailies, dailySeed, dailyStatusOf } from '../../practice/dailyBomb';
import { summariesOfMode, summaryAt, type GameColumns } from '../../practice/gameColumns';
import { openPracticeRecord, type PracticeRecord } from '../../practice/practiceDatabase';
import { progressOf, type Progress } from '../../practice/practiceStats';
import { h, replace } from '../dom';
import { createGamesTable } from './gamesTable';
import type { createProgressCharts } from './progressCharts';
import {
  bestsText,
  averageKey,
  countOf,
  countText,
  dailyLine,
  failedLine,
  rateText,
  strikesSummary,
  themesSummary,
  timesSummary,
  timesTableRows,
} from './practiceWords';
import { wireHistory } from './historyPanel';
import { nextTask, whenNear } from './later';

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

/** Adds a notice (plain text) at the top of the page. */
export function notice(text: string): void {
  $('notices').appendChild(h('li', {}, text));
}

/** How many skipped records the notices name one by one. */
const NAMED_SKIPPED = 5;

/** A table of `head` and `rows` (all text), with a caption. */
function textTable(caption: string, head: readonly string[], rows: readonly (readonly string[])[]): HTMLTableElement {
  return h(
    'table',
    {},
    h('caption', { class: 'visually-hidden' }, caption),
    h('thead', {}, h('tr', {}, ...head.map((t) => h('th', { scope: 'col' }, t)))),
    h('tbody', {}, ...rows.map((r) => h('tr', {}, ...r.map((t) => h('td', {}, t))))),
  );
}

/** The three figures' text alternatives. */
function showFigureTexts(games: GameColumns, data: Progress): void {
  $('times-text').textContent = timesSummary(data.times);
  // The keys of the averages say why a line is not drawn yet (fewer games than its window).
  const n = data.strikes.length;
  const mean12 = n >= 12 ? [0] : Array<null>(n).fill(null); // the mean of 12 has a value from game 12 on
  for (const [id, key] of [
    ['key-ao5', averageKey('ao5', data.times.ao5, 5)],
    ['key-ao12', averageKey('ao12', data.times.ao12, 12)],
    ['key-mean12', averageKey('mean of 12', mean12, 12)],
  ] as const) {
    $(id).textContent = key.text;
    $(id).classList.toggle('undrawn', !key.drawn);
  }
  const last = [];
  for (let i = Math.max(0, games.count - 12); i < games.count; i++) last.push(summaryAt(games, i));
  replace(
    $('times-table'),
    textTable('The last 12 games', ['Game', 'Date', 'Time', 'ao5', 'ao12'], timesTableRows(data.times, last)),
  );
  const reasons = data.reasons;
  $('strikes-text').textContent = strikesSummary(data.strikes, reasons);
  const total = reasons.reduce((s, r) => s + r.count, 0);
  replace(
    $('strikes-table'),
    textTable(
      'Strikes by reason',
      ['Reason (RULES.md §7)', 'Strikes', 'Share'],
      reasons.map((r) => [r.reason, String(r.count), rateText(r.count / total)]),
    ),
  );
  $('themes-text').textContent = themesSummary(data.themes);
  replace(
    $('themes-table'),
    textTable(
      'First-try solve rate by theme',
      ['Theme', 'Bombs', 'First-try solves', 'Rate'],
      data.themes.map((r) => [r.theme, String(r.bombs), String(r.firstTry), rateText(r.rate)]),
    ),
  );
}

/** Reads everything from the record and draws the page. */
async function drawAll(record: PracticeRecord, parts: PageParts, first: boolean): Promise<void> {
  const now = new Date();
  const [{ columns: games, skipped }, bests, queue] = await Promise.all([
    record.columns(),
    record.bests(),
    record.failedHead(),
  ]);
  performance.mark('practice-read');
  const dailies = summariesOfMode(games, 'daily');
  const daily = dailyStatusOf(dailies, now);
  if (first) {
    for (const s of skipped.slice(0, NAMED_SKIPPED)) notice(s);
    if (skipped.length > NAMED_SKIPPED) notice(`And ${skipped.length - NAMED_SKIPPED} more records were skipped.`);
  }
  const counted = countedDailies(dailies);
  $('daily-line').textContent = dailyLine(daily);
  $('daily-link').textContent = daily.counted ? "Play today's daily bomb again (practice)" : "Play today's daily bomb";
  $('daily-link').title = `Seed ${dailySeed(now)}, rule seed 1, classic deal`;
  $('day-streak').textContent = String(daily.dayStreak);
  const b = bestsText(bests);
  $('best-streak').textContent = b.streak;
  $('best-storm').textContent = b.storm;
  $('game-count').textContent = countText(games.count);
  $('failed-line').textContent = failedLine(queue);
  $('failed-link').hidden = queue.count === 0;
  parts.table.show(games, counted);
  performance.mark('practice-table');
  await nextTask(); // the table's first page and the figures above it can be shown before the plots' data is worked out
  const data = progressOf(games);
  performance.mark('practice-figures');
  const charts = await parts.charts;
  if (charts) await charts.show(data);
  performance.mark('practice-plots');
  showFigureTexts(games, data);
  $('clear-text').textContent =
    `Deletes your ${countOf(games.count, 'game')}, the failed bombs queue and your bests from this browser. Export first to keep a copy.`;
}

interface PageParts {
  readonly table: ReturnType<typeof createGamesTable>;
  /** The plots (uPlot's chunk, fetched while the database opens and is read), or null when it could not load (a notice says so). */
  readonly charts: Promise<ReturnType<typeof createProgressCharts> | null>;
}

/**
 * Mounts the expert drills in `#drills-host` (their chunk fetched now), with the drill answers
 * kept; each new answer is kept, and a failure to keep it said once in a notice.
 */
async function mountDrills(record: PracticeRecord): Promise<void> {
  const [{ mountExpertDrills }, read] = await Promise.all([import('./drills/expertDrills'), record.drills()]);
  for (const s of read.skipped.slice(0, NAMED_SKIPPED)) notice(s);
  let told = false;
  mountExpertDrills($('drills-host'), {
    answers: read.answers,
    onAnswer: (answer) =>
      void record.saveDrill(answer).then((r) => {
        if (r.kept || told) return;
        told = true;
        notice(r.problem);
      }),
  });
  // Followed by the "Expert drills" link (or an address with its anchor): the jump came before
  // they were made, when the page ended above them, so it is made again now they stand there.
  if (location.hash === '#drills-host') $('drills-host').scrollIntoView();
  performance.mark('practice-drills');
}

/**
 * Mounts the page on practice.html's elements: opens the record, draws everything, wires the
 * history controls. In a test build (VITE_TEST_HOOKS) exposes `window.tacPractice = { record, redraw, gameAxes, strikesScale }` (the plots' game axes and the strikes plot's range as drawn) for the e2e tests and the
 * benchmark, as the bomb page exposes `window.tac`.
 */
export async function mountPractice(): Promise<void> {
  performance.mark('practice-start');
  const opening = openPracticeRecord(); // first: the database opens while the rest is set up
  const parts: PageParts = {
    table: createGamesTable({
      rows: $('games-rows'),
      summary: $('games-summary'),
      pageText: $('page-text'),
      newer: $<HTMLButtonElement>('newer'),
      older: $<HTMLButtonElement>('older'),
    }),
    // Not in the first wave of the page's code: uPlot's chunk would share the network with the
    // style sheet before the first paint (Lighthouse's simulated phone paints later for it).
    // Fetched from the task after this one (its preloads' set-up is a task's worth of work).
    charts: nextTask()
      .then(() => import('./progressCharts'))
      .then(
        ({ createProgressCharts }) =>
          createProgressCharts({ times: $('times-chart'), strikes: $('strikes-chart'), themes: $('themes-chart') }),
        (e: unknown) => {
          notice(`The plots could not load: ${e instanceof Error ? e.message : String(e)}`);
          return null;
        },
      ),
  };
  const record = await opening;
  performance.mark('practice-opened');
  if (!record.kept) notice(record.problem!);
  record.onNotKept(notice);
  const redraw = () => drawAll(record, parts, false);
  // For the e2e tests and the benchmark only, in a build made with VITE_TEST_HOOKS=1
  // (scripts/testHooks.ts); a player's build has no such global.
  if (import.meta.env.VITE_TEST_HOOKS === '1') {
    (window as unknown as { tacPractice?: unknown }).tacPractice = {
      record,
      redraw,
      gameAxes: async () => (await parts.charts)?.gameAxes() ?? [],
      strikesScale: async () => (await parts.charts)?.strikesScale() ?? null,
    };
  }
  wireHistory(record, redraw);
  await drawAll(record, parts, true);
  requestAnimationFrame(() => {
    performance.mark('practice-drawn');
    // The drills after the table and the plots are on screen, once they come near the viewport
    // (at the page's end: most loads never pay for them; the "Expert drills" link scrolls there).
    setTimeout(() => {
      performance.mark('practice-painted');
      whenNear($('drills-host'), 1)
        .near.then(() => mountDrills(record))
        .catch((e: unknown) =>
          notice(`The expert drills could not load: ${e instanceof Error ? e.message : String(e)}`),
        );
    }, 0);
  });
}
