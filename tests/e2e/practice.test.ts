/**
 * The practice page (practice.html) in Chromium on the production build, with a realistic seeded
 * history (tests/fixtures/practiceHistory.ts) imported through the page's own Import: the table
 * and the plots show it (their words equal those the page's functions give for the same games;
 * on a phone the lower plots made once scrolled near, in boxes of their height already);
 * export → delete → import gives the same table; a tampered record is skipped and named and no
 * record is ever rendered as HTML; IndexedDB missing shows the notice; the page loads offline
 * with its games; axe-core finds nothing at 1280 px and on a 390 px phone; no policy violation.
 * The expert drills (issue 19), made once their place comes near the viewport (not at a phone's
 * load), by keyboard only and found by roles and names only: placement
 * right and wrong (the derivation, its first wrong line marked), the name offsets of rule seed
 * 42 answered from the manual's own table read in the browser, kept across a reload, "swap or
 * play" right and wrong; axe-core finds nothing with the drills answered.
 * Screenshots: test-results/screenshots/practice-desktop.png, practice-phone.png, practice-drills.png.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ARTIFACTS, launch, screenshot, watchPolicy } from './browser';
import { checkA11y } from './axe';
import { historyJson } from '../../src/practice/historyFile';
import { countedDailies } from '../../src/practice/dailyBomb';
import { firstTryByTheme, inPlayOrder, solveTimeSeries, strikesPerGame } from '../../src/practice/practiceStats';
import type { GameRecord } from '../../src/practice/gameRecord';
import {
  gameRow,
  strikesByReason,
  strikesSummary,
  themesSummary,
  timesSummary,
} from '../../src/pages/practice/practiceWords';
import { historyUpTo } from '../fixtures/practiceHistory';
import { locate } from '../../src/rules/placement';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** About 400 games over the last weeks, ending yesterday (so the day streak and today's line are real). */
const HISTORY = historyUpTo(400, new Date(), 'e2e');
const FILE = historyJson(HISTORY, new Date());

/** A fresh context (its own IndexedDB) in UTC, with the page open and drawn. */
async function openPractice(
  viewport = { width: 1280, height: 900 },
  init?: () => void,
): Promise<{ ctx: BrowserContext; page: Page; errors: string[] }> {
  const ctx = await browser.newContext({ viewport, timezoneId: 'UTC', acceptDownloads: true });
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await watchPolicy(page, errors);
  if (init) await page.addInitScript(init);
  await page.goto(`${inject('baseUrl')}/practice.html`);
  await drawn(page);
  return { ctx, page, errors };
}

/**
 * Waits for the page's first drawing of the table and plots, then for its expert drills (made
 * once their place comes near the viewport: scrolled to it, then back to the top).
 */
async function drawn(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('practice-painted').length > 0, null, {
    timeout: 30_000,
  });
  await page.locator('#drills-host').evaluate((e) => e.scrollIntoView());
  await page.waitForFunction(() => performance.getEntriesByName('practice-drills').length > 0, null, {
    timeout: 30_000,
  });
  await page.evaluate(() => scrollTo(0, 0));
}

/** Imports a history file through the page's Import control; returns the summary line. */
async function importFile(page: Page, text: string, name = 'history.json'): Promise<string> {
  const before = await page.locator('#import-summary').textContent();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Import history…' }).click(),
  ]);
  await chooser.setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.waitForFunction((b) => {
    const t = document.getElementById('import-summary')?.textContent ?? '';
    return t !== b && !t.startsWith('Reading');
  }, before);
  return (await page.locator('#import-summary').textContent())!;
}

/** The text of every cell of "Your games" on the page shown. */
function tableCells(page: Page): Promise<string[][]> {
  return page.$$eval('#games-rows tr', (trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent!)),
  );
}

/** The expected cells of the first page: the 50 newest games. */
function expectedCells(games: readonly GameRecord[]): string[][] {
  const counted = countedDailies(games);
  return [...inPlayOrder(games)]
    .reverse()
    .slice(0, 50)
    .map((g) => {
      const r = gameRow(g, counted);
      return [r.date, r.mode, r.bomb, r.time, r.strikes, r.result, r.assisted];
    });
}

/** How many pixels of a plot's canvas are drawn (not the background). */
function inkOf(page: Page, id: string): Promise<number> {
  return page.evaluate((hostId) => {
    const canvas = document.querySelector(`#${hostId} canvas`) as HTMLCanvasElement | null;
    if (!canvas) return 0;
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++;
    return n;
  }, id);
}

describe('practice page in Chromium', () => {
  it('shows a seeded history in the table, the plots and their text alternatives, under the policy', async () => {
    const { ctx, page, errors } = await openPractice();
    expect(await page.locator('#games-rows').textContent()).toBe('No game kept yet.');
    expect(await importFile(page, FILE)).toBe(`${HISTORY.length} games imported, 0 skipped, 0 duplicates`);
    expect(await tableCells(page)).toEqual(expectedCells(HISTORY));
    const newest = inPlayOrder(HISTORY).at(-1)!;
    const href = await page.locator('#games-rows tr').first().locator('a').getAttribute('href');
    expect(href).toBe(gameRow(newest, countedDailies(HISTORY)).href);
    expect(await page.locator('#page-text').textContent()).toBe(
      `Games 1–50 of ${HISTORY.length}, newest first (page 1 of ${Math.ceil(HISTORY.length / 50)})`,
    );
    await page.getByRole('button', { name: 'Older' }).click();
    expect((await tableCells(page))[0]![0]).toBe(expectedCellsAt(HISTORY, 50));
    const ordered = inPlayOrder(HISTORY);
    const times = solveTimeSeries(ordered);
    expect(await page.locator('#times-text').textContent()).toBe(timesSummary(times));
    const perGame = strikesPerGame(ordered);
    expect(await page.locator('#strikes-text').textContent()).toBe(strikesSummary(perGame, strikesByReason(ordered)));
    expect(await page.locator('#themes-text').textContent()).toBe(themesSummary(firstTryByTheme(ordered)));
    for (const id of ['times-chart', 'strikes-chart', 'themes-chart'])
      expect(await inkOf(page, id)).toBeGreaterThan(2000);
    // The bests and the queue: the run scores of the history.
    expect(Number(await page.locator('#best-streak').textContent())).toBeGreaterThan(0);
    expect(await page.locator('#failed-line').textContent()).toMatch(/^\d+ bombs? that struck or exploded wait/);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('plots whole games on the x axis, with room for the first and last dots (2 games, then 400)', async () => {
    const { ctx, page, errors } = await openPractice();
    const axes = () =>
      page.evaluate(() =>
        (
          window as unknown as { tacPractice: { gameAxes(): Promise<{ min: number; max: number; ticks: number[] }[]> } }
        ).tacPractice.gameAxes(),
      );
    expect(await importFile(page, historyJson(HISTORY.slice(0, 2), new Date()))).toBe(
      '2 games imported, 0 skipped, 0 duplicates',
    );
    // Half a game each side: a dot at game 1 or 2 is drawn whole; ticks 1 and 2, never 1.5.
    expect(await axes()).toEqual([
      { min: 0.5, max: 2.5, ticks: [1, 2] },
      { min: 0.5, max: 2.5, ticks: [1, 2] },
    ]);
    // Fewer games than an average's window: its key says from which game its line is drawn.
    const keys = () => page.locator('#times-figure .key, #strikes-figure .key').allTextContents();
    const undrawn = () => page.locator('.key.undrawn').allTextContents();
    expect(await keys()).toEqual([
      'each solve',
      'ao5 (from game 5)',
      'ao12 (from game 12)',
      'strikes',
      'mean of 12 (from game 12)',
    ]);
    expect(await undrawn()).toEqual(['ao5 (from game 5)', 'ao12 (from game 12)', 'mean of 12 (from game 12)']);
    const strikesScale = () =>
      page.evaluate(() =>
        (
          window as unknown as { tacPractice: { strikesScale(): Promise<{ min: number; max: number }> } }
        ).tacPractice.strikesScale(),
      );
    expect(await strikesScale()).toEqual({ min: 0, max: 3.5 });
    await importFile(page, FILE);
    // 1.5 % of the range each side; the ticks (as many as each plot's width holds) on whole games.
    for (const axis of await axes()) {
      expect(axis.min).toBeCloseTo(1 - 0.015 * (HISTORY.length - 1), 6);
      expect(axis.max).toBeCloseTo(HISTORY.length + 0.015 * (HISTORY.length - 1), 6);
      expect(axis.ticks.length).toBeGreaterThan(3);
      expect(axis.ticks.every((t) => Number.isInteger(t) && t >= 1 && t <= HISTORY.length)).toBe(true);
    }
    expect(await keys()).toEqual(['each solve', 'ao5', 'ao12', 'strikes', 'mean of 12']);
    expect(await undrawn()).toEqual([]);
    // Half a strike of room above the game with the most strikes: its bar does not touch the top.
    const most = Math.max(...strikesPerGame(inPlayOrder(HISTORY)));
    expect(most).toBeGreaterThanOrEqual(3);
    expect(await strikesScale()).toEqual({ min: 0, max: most + 0.5 });
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('on a phone makes the lower plots once scrolled near, with the games read, in boxes of their height already', async () => {
    const { ctx, page, errors } = await openPractice({ width: 390, height: 844 });
    await importFile(page, FILE);
    await page.reload();
    await page.waitForFunction(() => performance.getEntriesByName('practice-painted').length > 0);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const boxes = () =>
      page.evaluate(() =>
        ['times-chart', 'strikes-chart', 'themes-chart'].map((id) => {
          const el = document.getElementById(id)!;
          return { height: el.getBoundingClientRect().height, plot: el.querySelector('canvas') !== null };
        }),
      );
    // The solve-time plot's box starts within half a screen below the first one: made; the two under it wait.
    expect(await boxes()).toEqual([
      { height: 240, plot: true },
      { height: 240, plot: false },
      { height: 312, plot: false },
    ]);
    await page.locator('#themes-chart').evaluate((e) => e.scrollIntoView());
    await expect.poll(async () => (await boxes()).every((b) => b.plot)).toBe(true);
    expect((await boxes()).map((b) => b.height)).toEqual([240, 240, 312]);
    for (const id of ['strikes-chart', 'themes-chart']) await expect.poll(() => inkOf(page, id)).toBeGreaterThan(2000);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('export → delete → import gives the same table', async () => {
    const { ctx, page, errors } = await openPractice();
    await importFile(page, FILE);
    const before = await tableCells(page);
    const summary = await page.locator('#games-summary').textContent();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export history' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^tac-practice-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = readFileSync((await download.path())!, 'utf8');
    expect(JSON.parse(exported).games).toEqual(JSON.parse(FILE).games);
    await page.getByText('Delete every game…').click();
    await page.getByRole('button', { name: 'Delete every game' }).click();
    await page.waitForFunction(() => document.getElementById('games-rows')?.textContent === 'No game kept yet.');
    expect(await page.locator('#game-count').textContent()).toBe('0');
    expect(await importFile(page, exported, download.suggestedFilename())).toBe(
      `${HISTORY.length} games imported, 0 skipped, 0 duplicates`,
    );
    expect(await tableCells(page)).toEqual(before);
    expect(await page.locator('#games-summary').textContent()).toBe(summary);
    // The same file again: every record a duplicate.
    expect(await importFile(page, exported)).toBe(`0 games imported, 0 skipped, ${HISTORY.length} duplicates`);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('skips and names a tampered record, and renders no record as HTML', async () => {
    const { ctx, page, errors } = await openPractice();
    const games: unknown[] = HISTORY.slice(0, 10);
    const html = '<img src=x onerror="window.__pwned=1">';
    games[3] = { ...HISTORY[3]!, result: '<b>won</b>' };
    games[5] = { ...HISTORY[5]!, seed: html, mode: 'normal', run: null, bomb: null };
    const summary = await importFile(page, historyJson(games as GameRecord[], new Date()));
    expect(summary).toBe(
      '9 games imported, 1 skipped (record 4: result must be one of solved, exploded, timed-out, abandoned, not "<b>won</b>"), 0 duplicates',
    );
    expect(await page.locator('#import-problems li').allTextContents()).toEqual([
      'Record 4: result must be one of solved, exploded, timed-out, abandoned, not "<b>won</b>"',
    ]);
    // A seed is any text: shown as text (cut at 28 characters), its whole name in the link's title.
    const link = page.locator('#games-rows a', { hasText: html.slice(0, 27) });
    expect(await link.textContent()).toBe(`${html.slice(0, 27)}…`);
    expect(await link.getAttribute('title')).toBe(`${html}, rule seed 1: deal it again`);
    // A game edited inside IndexedDB itself (its summary in the table of columns the page reads,
    // its timeMs column turned into a plain array to hold a text): skipped and named on the next visit.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const req = indexedDB.open('tac-practice');
          req.onsuccess = () => {
            const tx = req.result.transaction('columns', 'readwrite');
            const store = tx.objectStore('columns');
            const get = store.get(0);
            get.onsuccess = () => {
              const entry = get.result as { id: string[]; timeMs: unknown[] };
              entry.id[2] = 'edited-by-hand';
              entry.timeMs = [...entry.timeMs];
              entry.timeMs[2] = '<script>';
              store.put(entry);
            };
            tx.oncomplete = () => (req.result.close(), resolve());
            tx.onerror = () => reject(tx.error);
          };
        }),
    );
    await page.reload();
    await drawn(page);
    expect(await page.locator('#notices li').allTextContents()).toEqual([
      expect.stringMatching(
        /^Game 3 kept in this browser \(id edited-by-hand\) was skipped: timeMs must be a whole number of milliseconds 0 … 604800000, not "<script>"\.$/,
      ),
    ]);
    expect(await page.locator('img, b, script:not([src])').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('says the games are not kept when the browser gives no IndexedDB, and shows the page', async () => {
    const { ctx, page, errors } = await openPractice(undefined, () => {
      Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
    });
    expect(await page.locator('#notices li').allTextContents()).toEqual([
      'Your games are not being kept: this browser gives the page no database (IndexedDB is off, as in some private windows).',
    ]);
    expect(await page.locator('#games-rows').textContent()).toBe('No game kept yet.');
    expect(await importFile(page, FILE)).toMatch(/^Nothing imported: Your games are not being kept/);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('loads offline with its games, after one visit', async () => {
    const { ctx, page, errors } = await openPractice();
    await importFile(page, FILE);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await ctx.setOffline(true);
    await page.goto(`${inject('baseUrl')}/practice.html?offline`);
    await drawn(page);
    expect(await tableCells(page)).toEqual(expectedCells(HISTORY));
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('has no axe violation at 1280 px and on a 390 px phone; screenshots', async () => {
    for (const [viewport, name] of [
      [{ width: 1280, height: 900 }, 'practice-desktop'],
      [{ width: 390, height: 844 }, 'practice-phone'],
    ] as const) {
      const { ctx, page, errors } = await openPractice(viewport);
      await importFile(page, FILE);
      for (const d of await page.locator('figure details').all())
        await d.evaluate((e) => ((e as HTMLDetailsElement).open = true));
      expect(await checkA11y(page)).toEqual([]);
      await screenshot(page, name);
      if (viewport.width < 600) {
        await page.screenshot({ path: join(ARTIFACTS, `${name}-top.png`) });
        await page.locator('#games-title').scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(ARTIFACTS, `${name}-games.png`) });
        await page.locator('#progress-title').evaluate((e) => e.scrollIntoView());
        await page.screenshot({ path: join(ARTIFACTS, `${name}-progress.png`) });
      }
      expect(errors).toEqual([]);
      await ctx.close();
    }
  });
});

describe('the expert drills on practice.html, by keyboard only, found by roles and names', () => {
  /** The drills' part of the page. */
  const drills = (page: Page) => page.getByRole('region', { name: 'Expert drills' });
  const drill = (page: Page, name: string) => drills(page).getByRole('region', { name });

  /** The offsets of the names of `ruleSeed` as the manual's own table shows them, read in the browser. */
  async function manualTable(ctx: BrowserContext, ruleSeed: number): Promise<Map<string, number>> {
    const manual = await ctx.newPage();
    await manual.goto(`${inject('baseUrl')}/manual/index.html#${ruleSeed}`);
    await manual.waitForFunction((n) => document.documentElement.dataset.ruleSeed === String(n), ruleSeed);
    // The manual's highlighter makes its tables grids (cells marked by the expert).
    const table = manual.getByRole('grid').filter({ hasText: 'Offset' }).first();
    const rows = await table.getByRole('row').all();
    const offsets = new Map<string, number>();
    for (const row of rows.slice(1)) {
      const name = (await row.getByRole('rowheader').textContent())!.trim();
      offsets.set(name, Number(await row.getByRole('gridcell').first().textContent()));
    }
    await manual.close();
    expect(offsets.size).toBe(32);
    return offsets;
  }

  it('are made once their place comes near: not at a phone’s load (nor their chunk fetched), then by the "Expert drills" link', async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'UTC' });
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await watchPolicy(page, errors);
    await page.goto(`${inject('baseUrl')}/practice.html`);
    await page.waitForFunction(() => performance.getEntriesByName('practice-painted').length > 0);
    // Two frames more: an IntersectionObserver reports its element's first state at a frame.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const state = () =>
      page.evaluate(() => ({
        drills: performance.getEntriesByName('practice-drills').length,
        chunk: performance.getEntriesByType('resource').filter((e) => e.name.includes('expertDrills')).length,
        host: document.getElementById('drills-host')!.childElementCount,
      }));
    expect(await state()).toEqual({ drills: 0, chunk: 0, host: 0 });
    await page.getByRole('link', { name: 'Expert drills' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => drills(page).getByRole('heading', { name: 'Expert drills' }).count()).toBe(1);
    expect((await state()).drills).toBe(1);
    // The link's one press puts the drills at the top of the screen, made after the jump (a
    // verifier saw them left at the bottom edge: the page ended before they were made).
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('drills-host')!.getBoundingClientRect().top)))
      .toBe(0);
    expect(
      await drill(page, 'Placement')
        .getByText(/^Serial number /)
        .count(),
    ).toBe(1);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('placement right then wrong, with the derivation and its first wrong line marked', async () => {
    const { ctx, page, errors } = await openPractice();
    const place = drill(page, 'Placement');
    const serial = (await place.getByText(/^Serial number /).textContent())!.replace('Serial number ', '');
    const words = (await place.getByText(/^You are on space /).textContent())!;
    const [, you, names] = /^You are on space (\d+)\. Clockwise from you: (.+)\.$/.exec(words)!;
    const right = locate(serial, 1, Number(you), names!.split(', '));
    /** Types the three spaces by keyboard (Tab between the fields) and checks with Enter. */
    const answer = async (a: { opponent1: number; partner: number; opponent2: number }) => {
      await place.getByRole('textbox', { name: 'Opponent 1' }).focus();
      await page.keyboard.type(String(a.opponent1));
      await page.keyboard.press('Tab');
      await page.keyboard.type(String(a.partner));
      await page.keyboard.press('Tab');
      await page.keyboard.type(String(a.opponent2));
      await page.keyboard.press('Enter');
    };
    await answer(right);
    await expect
      .poll(() => place.getByRole('status').textContent())
      .toMatch(
        new RegExp(
          `^Right: opponent 1 on ${right.opponent1}, partner on ${right.partner}, opponent 2 on ${right.opponent2}\\.`,
        ),
      );
    // The focus is on Next bomb: Enter deals the next, and the focus comes back to the first field.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Next bomb');
    await page.keyboard.press('Enter');
    const serial2 = (await place.getByText(/^Serial number /).textContent())!.replace('Serial number ', '');
    const [, you2, names2] = /^You are on space (\d+)\. Clockwise from you: (.+)\.$/.exec(
      (await place.getByText(/^You are on space /).textContent())!,
    )!;
    const good = locate(serial2, 1, Number(you2), names2!.split(', '));
    const wrong = { ...good, partner: (good.partner + 3) % 32 };
    await answer(wrong);
    await expect
      .poll(() => place.getByRole('status').textContent())
      .toMatch(/^Wrong from line 2: partner is \d+, not \d+\./);
    const lines = await place.getByRole('list', { name: 'Derivation' }).getByRole('listitem').allTextContents();
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^opponent1 = you \+ v1 \+ v6 \+ off\(\w+\) = .* Right\.$/);
    expect(lines[1]).toMatch(new RegExp(`^partner = .* First wrong line: you typed ${wrong.partner}\\.$`));
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('name offsets of rule seed 42 answered from the manual table, kept across a reload; swap or play right and wrong; axe 0', async () => {
    const { ctx, page, errors } = await openPractice();
    const table = await manualTable(ctx, 42);
    const seedField = drills(page).getByRole('textbox', { name: 'Rule seed' });
    await seedField.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('42');
    await page.keyboard.press('Enter');
    const names = drill(page, 'Name offsets');
    await expect
      .poll(() => names.getByText(/^Rule seed \d+ · name/).textContent())
      .toMatch(/^Rule seed 42 · name 1 of 32$/);
    const field = names.getByRole('textbox', { name: 'Offset' });
    for (let i = 0; i < 4; i++) {
      const name = (await names.getByText(/^Name: /).textContent())!.replace('Name: ', '');
      const offset = table.get(name)!;
      const typed = i === 2 ? (offset + 7) % 32 : offset;
      await field.focus();
      await page.keyboard.type(String(typed));
      await page.keyboard.press('Enter');
      const verdict =
        i === 2
          ? `Wrong: you typed ${typed}: ${name} is ${offset} (rule seed 42).`
          : `Right: ${name} is ${offset} (rule seed 42).`;
      await expect.poll(() => names.getByRole('status').textContent()).toContain(verdict);
    }
    // Swap or play: Play on each hand until the drill has said right and wrong, by Enter on the focused button.
    const sop = drill(page, 'Swap or play?');
    const seen = new Set<string>();
    for (let i = 0; i < 12 && seen.size < 2; i++) {
      await sop.getByRole('group', { name: 'Your answer' }).getByRole('button', { name: 'Play' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => sop.getByRole('status').textContent()).toMatch(/^(Right|Wrong): /);
      const status = (await sop.getByRole('status').textContent())!;
      if (status.startsWith('Right')) {
        expect(status).toMatch(/^Right: play, the hand wins as dealt\./);
        expect(await sop.getByRole('list', { name: 'Winning line' }).getByRole('listitem').count()).toBeGreaterThan(0);
        seen.add('right');
      } else {
        expect(status).toMatch(/^Wrong: swap, the hand cannot win as dealt\./);
        const closest = await sop.getByRole('list', { name: 'Closest line' }).getByRole('listitem').allTextContents();
        expect(closest.at(-1)).toMatch(
          /Strike, .*\((swap-required|move-across-piece|capture-partner|trickster-captured-piece|home-with-cards-left|hand-empty-not-home)\)/,
        );
        expect(await sop.getByRole('list', { name: 'Winning line after the swap' }).count()).toBe(1);
        seen.add('wrong');
      }
      if (seen.size === 2) break;
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Next hand');
      await page.keyboard.press('Enter');
    }
    expect([...seen].sort()).toEqual(['right', 'wrong']);
    expect(await checkA11y(page)).toEqual([]);
    await screenshot(page, 'practice-drills');
    // Reloaded: the answers are kept, and rule seed 42's deck is rebuilt from them (rule seed 1's is fresh).
    await page.reload();
    await drawn(page);
    expect(await names.getByText(/^Names never asked: /).textContent()).toBe(
      'Names never asked: 32; in boxes 1–5: 0, 0, 0, 0, 0.',
    );
    await seedField.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('42');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => names.getByText(/^Names never asked: /).textContent())
      .toMatch(/^Names never asked: 28; in boxes 1–5: 1, /);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

/** The date cell of the game at `offset` from the newest. */
function expectedCellsAt(games: readonly GameRecord[], offset: number): string {
  return gameRow([...inPlayOrder(games)].reverse()[offset]!, countedDailies(games)).date;
}
