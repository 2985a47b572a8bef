/**
 * The practice modes and the record on the bomb page (issues 18 and 19), on the production build
 * in Chromium: the daily bomb equals `tac generate --seed daily-<today> --rule-seed 1 --deal
 * classic`, its solve shows Share with the line (button data and clipboard) and a second attempt
 * is practice; zen survives five strikes with `strikes=1` and counts up on playwright's clock; a
 * streak of two solves then a strike ends at 2 and keeps best 2; a storm's clock, its penalty and
 * its end; the failed queue replayed from the end screen; the Settings panel writes a mode's
 * address; a bad mode named; the hint on a swap bomb says TAC and five hints solve a no-swap
 * bomb, the game then assisted on the practice page; a game played is in the practice page's
 * table after a reload and offline, a mode played offline; two tabs writing ten games each keep
 * twenty; no IndexedDB: a notice and the game plays on; axe 0 on each mode's end screen.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, screenshot, watchPolicy } from './browser';
import { checkA11y } from './axe';
import { buttonFor } from './bombPage';
import { generate } from './cliBombs';
import { generateBomb, type Bomb } from '../../src/rules/index';
import { initialState, step } from '../../src/module/moduleReducer';
import { formatClock } from '../../src/pages/bomb/countdown';
import { sampleHistory } from '../fixtures/practiceHistory';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The day the tests play on (playwright's clock): the daily bomb is this date's. */
const DAY = new Date('2026-12-01T10:00:00.000Z');

interface Opened {
  readonly ctx: BrowserContext;
  readonly page: Page;
  readonly errors: string[];
}

/**
 * Waits for the bomb page's practice part (a DOM sign: playwright's clock has no performance
 * marks). A practice address loads it first; a normal visit at the first press (main.ts), so a
 * press on the page's title (which does nothing else) comes first.
 */
async function ready(page: Page): Promise<void> {
  await page.waitForFunction(() => 'tac' in window, null, { timeout: 30_000 });
  await page.locator('body > header h1').click();
  await page.waitForFunction(() => document.body.dataset.practice === 'ready', null, { timeout: 30_000 });
}

/**
 * A fresh context (its own IndexedDB, clipboard allowed, UTC) with the bomb page open at `search`
 * once its practice part is ready; on playwright's clock at `DAY` (time flows) unless `clock` is false.
 */
async function openBomb(search: string, opts: { clock?: boolean; init?: () => void; ctx?: BrowserContext } = {}) {
  const ctx =
    opts.ctx ??
    (await browser.newContext({
      viewport: { width: 1280, height: 900 },
      timezoneId: 'UTC',
      permissions: ['clipboard-read', 'clipboard-write'],
    }));
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await watchPolicy(page, errors);
  if (opts.init) await page.addInitScript(opts.init);
  if (opts.clock !== false) await page.clock.install({ time: DAY });
  await page.goto(`${inject('baseUrl')}/${search}`);
  await ready(page);
  return { ctx, page, errors } satisfies Opened;
}

/** The bomb the page plays (plain data, as the page holds it). */
const bombOf = (page: Page) => page.evaluate(() => (window as unknown as { tac: { bomb: Bomb } }).tac.bomb);

/** Plays `words` through the command box. */
async function command(page: Page, words: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Command' });
  await box.fill(words);
  await box.press('Enter');
}

/** Solves the bomb being played with its own solution. */
async function solve(page: Page): Promise<void> {
  const b = await page.evaluate(() => (window as unknown as { tac: { bomb: { solution: string[] } } }).tac.bomb);
  await command(page, b.solution.join(' '));
}

/** An input that strikes at once from the bomb's dealt state (TAC without a swap, a card before it). */
async function strikeInput(page: Page): Promise<string> {
  const bomb = await bombOf(page);
  const input = ['tac', '1', '2', '3', '4', '5'].find((i) =>
    step(initialState(bomb), i).effects.some((e) => e.type === 'strike'),
  );
  if (!input) throw new Error('no input strikes at once on this bomb');
  return input;
}

/** Waits until `n` games have been written by the page's practice part. */
async function saved(page: Page, n = 1): Promise<void> {
  await page.waitForFunction((k) => Number(document.body.dataset.gamesWritten ?? 0) >= k, n, { timeout: 30_000 });
}

/** Waits for the end screen with its practice part filled in (`extra` lines), and returns its text. */
async function endText(page: Page, extra: RegExp): Promise<string> {
  await page.waitForFunction(
    (src) => {
      const end = document.getElementById('end-screen')!;
      return !end.hidden && new RegExp(src).test(document.getElementById('end-extra')!.textContent ?? '');
    },
    extra.source,
    { timeout: 30_000 },
  );
  return (await page.locator('#end-screen').innerText()).replace(/\s+/g, ' ').trim();
}

const text = (page: Page, id: string) => page.locator(`#${id}`).textContent();
const notices = (page: Page) => page.locator('#notices li').allTextContents();

/** The practice page's "Your games" rows, on a page of the same context (and so on its clock, if any). */
async function practiceRows(ctx: BrowserContext): Promise<string[][]> {
  const page = await ctx.newPage();
  await page.goto(`${inject('baseUrl')}/practice.html`);
  // Drawn once the count of games is in (a DOM sign: the context may be on playwright's clock).
  await page.waitForFunction(() => /^\d/.test(document.getElementById('game-count')!.textContent!), null, {
    timeout: 30_000,
  });
  const rows = await page.$$eval('#games-rows tr', (trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent!)),
  );
  await page.close();
  return rows;
}

describe('the daily bomb', () => {
  it("is tac generate's bomb of the UTC day; its solve shows Share with the line, the streak; a second attempt is practice", async () => {
    const { ctx, page, errors } = await openBomb('?mode=daily');
    const [cli] = generate(['--seed', 'daily-2026-12-01', '--rule-seed', '1', '--deal', 'classic']);
    const bomb = await bombOf(page);
    expect({ serial: bomb.serial, names: bomb.names, state: bomb.state, swap: bomb.swap }).toEqual({
      serial: cli!.serial,
      names: cli!.names,
      state: cli!.state,
      swap: cli!.swap,
    });
    expect(await text(page, 'mode-line')).toBe('Daily 2026-12-01');
    expect(await text(page, 'seed-text')).toBe('daily-2026-12-01');
    await expect
      .poll(() => text(page, 'mode-status'))
      .toBe('Counted attempt: the first one you finish (or leave after a strike) today counts.');
    expect(new URL(page.url()).search).toBe('?mode=daily');
    await solve(page);
    const end = await endText(page, /Day streak/);
    const time = /Defused in (\d:\d\d)/.exec(end)![1];
    expect(end).toContain('Counted attempt. Day streak: 1 day.');
    const share = page.getByRole('button', { name: 'Share' });
    const line = `TAC daily 2026-12-01: solved in ${time}, 0 strikes`;
    expect(await share.getAttribute('data-share')).toBe(line);
    await share.click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(line);
    expect(await page.locator('.share-said').textContent()).toBe(`Copied: ${line}`);
    expect(await checkA11y(page)).toEqual([]);
    await screenshot(page, 'practice-bomb-daily');
    // Again the same day: a practice attempt, and its share line says so.
    await page.reload();
    await ready(page);
    await expect
      .poll(() => text(page, 'mode-status'))
      .toBe(`Practice attempt: today's counted one was solved in ${time}.`);
    await solve(page);
    await endText(page, /Day streak/);
    expect(await share.getAttribute('data-share')).toMatch(
      /^TAC daily 2026-12-01 \(practice\): solved in \d:\d\d, 0 strikes$/,
    );
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a strike then a reload keeps the attempt as left, and it is the counted one: no reload takes a strike back', async () => {
    const { ctx, page, errors } = await openBomb('?mode=daily');
    await command(page, await strikeInput(page));
    await page.waitForFunction(
      () => (window as unknown as { tac: { journal: { strikes: unknown[] } } }).tac.journal.strikes.length === 1,
    );
    await page.reload();
    await ready(page);
    await expect
      .poll(() => text(page, 'mode-status'))
      .toBe("Practice attempt: today's counted one was left after 1 strike.");
    await solve(page);
    await endText(page, /Day streak/);
    expect(await page.getByRole('button', { name: 'Share' }).getAttribute('data-share')).toMatch(
      /^TAC daily 2026-12-01 \(practice\): solved in \d:\d\d, 0 strikes$/,
    );
    const rows = await practiceRows(ctx);
    expect(rows.map((r) => r[5])).toEqual(['Solved', 'Abandoned']);
    expect(rows[1]![4]).toBe('1');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('without IndexedDB says the games are not kept, and the daily bomb plays on with its Share line', async () => {
    const { ctx, page, errors } = await openBomb('?mode=daily', {
      init: () => Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true }),
    });
    expect(await notices(page)).toEqual([
      'Your games are not being kept: this browser gives the page no database (IndexedDB is off, as in some private windows).',
    ]);
    await solve(page);
    const end = await endText(page, /Day streak/);
    expect(end).toContain('Day streak unknown: Your games are not being kept');
    expect(await page.getByRole('button', { name: 'Share' }).getAttribute('data-share')).toMatch(
      /^TAC daily 2026-12-01: solved in \d:\d\d, 0 strikes$/,
    );
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('zen, streak, storm and the failed queue', () => {
  it('zen survives five strikes with strikes=1 (named unused), counts up from 00:00, and is kept', async () => {
    const { ctx, page, errors } = await openBomb('?seed=zen-e2e&time=zen&strikes=1');
    expect(await notices(page)).toEqual(['Zen: strikes never explode the bomb, so strikes "1" is not used.']);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
    const t0 = (await text(page, 'timer'))!;
    expect(t0).toMatch(/^00:0\d$/);
    await page.clock.runFor(65_000);
    const t1 = (await text(page, 'timer'))!;
    const secs = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
    expect(secs(t1) - secs(t0)).toBe(65);
    const bad = await strikeInput(page);
    for (let i = 0; i < 5; i++) {
      await command(page, bad);
      await page.clock.runFor(3000);
    }
    expect(await text(page, 'strikes')).toBe('5');
    expect(await text(page, 'strike-limit')).toBe('');
    await page.clock.resume();
    await solve(page);
    const end = await endText(page, /Replay failed bombs \(1 waiting\)/);
    expect(end).toContain('with 5 strikes');
    await saved(page);
    expect(await checkA11y(page)).toEqual([]);
    const [row] = await practiceRows(ctx);
    expect(row!.slice(1, 2).concat(row!.slice(4, 6))).toEqual(['Zen', '5', 'Solved']);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a streak of two solves then a strike ends at 2 and keeps best 2; the failed bomb replays from the end screen', async () => {
    const { ctx, page, errors } = await openBomb('?mode=streak');
    await expect.poll(() => text(page, 'mode-status')).toBe('Streak 0 (best 0)');
    const first = (await bombOf(page)).seed;
    expect(first).toMatch(/^streak-[a-z2-9]{10}#1$/);
    const run = first.slice(0, -2);
    for (const n of [1, 2]) {
      await solve(page);
      // The next bomb at once: the run's next seed.
      await page.waitForFunction((s) => document.getElementById('seed-text')!.textContent === s, `${run}#${n + 1}`);
      await expect.poll(() => text(page, 'mode-status')).toBe(`Streak ${n} (best ${n})`);
    }
    expect(await text(page, 'strike-limit')).toBe(' / 1');
    await command(page, await strikeInput(page));
    const end = await endText(page, /The streak is over/);
    expect(end).toContain('The streak is over. Streak 2 (best 2).');
    await saved(page, 3);
    expect(await checkA11y(page)).toEqual([]);
    await screenshot(page, 'practice-bomb-streak');
    // The failed bomb, again, from the end screen.
    const failedSeed = `${run}#3`;
    await page.getByRole('button', { name: 'Replay failed bombs (1 waiting)' }).click();
    await page.waitForFunction(() => document.getElementById('mode-line')!.textContent === 'Failed bombs');
    expect(new URL(page.url()).search).toBe('?mode=replay-failed&time=5&strikes=3');
    expect(await text(page, 'seed-text')).toBe(failedSeed);
    await expect.poll(() => text(page, 'mode-status')).toMatch(/^The one failed bomb, first failed on 2026-12-01/);
    await solve(page);
    expect(await endText(page, /No failed bomb waits/)).toContain('No failed bomb waits any more.');
    expect(await text(page, 'mode-status')).toBe('No failed bomb waits any more.');
    expect(await checkA11y(page)).toEqual([]);
    // A new streak keeps the best.
    await page.goto(`${inject('baseUrl')}/?mode=streak`);
    await expect.poll(() => text(page, 'mode-status')).toBe('Streak 0 (best 2)');
    const rows = await practiceRows(ctx);
    expect(rows.map((r) => [r[1], r[5]])).toEqual([
      ['Failed bomb again', 'Solved'],
      ['Streak, bomb 3', 'Exploded'],
      ['Streak, bomb 2', 'Solved'],
      ['Streak, bomb 1', 'Solved'],
    ]);
    expect(await notices(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a run left live ends and says so: a reload mid-streak or mid-storm starts no run silently, New bomb too', async () => {
    const { ctx, page, errors } = await openBomb('?mode=streak', { clock: false });
    const run = (await bombOf(page)).seed.slice(0, -2);
    await solve(page);
    await page.waitForFunction((s) => document.getElementById('seed-text')!.textContent === s, `${run}#2`);
    await saved(page);
    const [firstMove] = (await bombOf(page)).solution;
    await command(page, firstMove!); // bomb 2 live after an action, no strike
    await page.reload();
    await ready(page);
    await expect
      .poll(() => notices(page))
      .toEqual([
        'Your streak run of 1 ended when the page was left (best 1): leaving a run ends it, as its first strike would.',
      ]);
    await expect.poll(() => text(page, 'mode-status')).toBe('Streak 0 (best 1)');
    expect((await bombOf(page)).seed).not.toMatch(new RegExp(`^${run}#`)); // a new run, said
    // Said once, and only of a run with something played: a second reload says nothing.
    await page.reload();
    await ready(page);
    await expect.poll(() => text(page, 'mode-status')).toBe('Streak 0 (best 1)');
    expect(await notices(page)).toEqual([]);
    // New bomb in a live streak: its run ends, said with the new run's first bomb.
    await solve(page);
    await expect.poll(() => text(page, 'mode-status')).toBe('Streak 1 (best 1)');
    await page.getByRole('button', { name: 'New bomb' }).click();
    await expect.poll(() => text(page, 'mode-status')).toBe('Streak 0 (best 1)');
    await expect
      .poll(() => notices(page))
      .toEqual([
        'Your streak run of 1 ended when its bomb was left (best 1): leaving a run ends it, as its first strike would.',
      ]);
    // A storm: its clock is not started again for free by a reload.
    await page.goto(`${inject('baseUrl')}/?mode=storm`);
    await ready(page);
    await expect.poll(() => text(page, 'mode-status')).toBe('Storm: 0 solved (best 0), bomb 1 on the easy deal');
    expect(await notices(page)).toEqual([]); // that streak had nothing played: nothing to say
    await solve(page);
    await expect.poll(() => text(page, 'mode-status')).toBe('Storm: 1 solved (best 1), bomb 2 on the easy deal');
    await saved(page); // the solve is in the record (its best) before the reload, as in the streak above
    await page.reload();
    await ready(page);
    await expect
      .poll(() => notices(page))
      .toEqual([
        'Your storm run ended with 1 solved when the page was left (best 1): leaving a run ends it, as its clock running out would.',
      ]);
    await expect.poll(() => text(page, 'mode-status')).toBe('Storm: 0 solved (best 1), bomb 1 on the easy deal');
    const rows = await practiceRows(ctx);
    expect(rows.map((r) => [r[1], r[5]])).toEqual([
      ['Storm, bomb 1 (easy)', 'Solved'],
      ['Streak, bomb 1', 'Solved'],
      ['Streak, bomb 2', 'Abandoned'],
      ['Streak, bomb 1', 'Solved'],
    ]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it("storm: one 3:00 clock for the run, −10 s a strike, the next bomb at a solve, the score at the clock's end", async () => {
    const { ctx, page, errors } = await openBomb('?mode=storm&time=9');
    expect(await notices(page)).toEqual([
      'Storm: one 3:00 clock for the run, and a strike costs 10 seconds, so time "9" is not used.',
    ]);
    await expect.poll(() => text(page, 'mode-status')).toBe('Storm: 0 solved (best 0), bomb 1 on the easy deal');
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
    /** The run clock's time left now, ms (the rule the clock shows), and what the clock shows. */
    const left = () =>
      page.evaluate(() => {
        const t = (
          window as unknown as {
            tac: {
              play: { clock: { startedAt: number; left(ms: number, strikes: number): number } };
              controller: { shown: { strikes: number } };
            };
          }
        ).tac;
        return t.play.clock.left(performance.now() - t.play.clock.startedAt, t.controller.shown.strikes);
      });
    const t0 = await left();
    expect(t0).toBeGreaterThan(170_000);
    expect(t0).toBeLessThanOrEqual(180_000);
    expect(await text(page, 'timer')).toBe(formatClock(t0));
    await page.clock.runFor(10_000);
    expect(await left()).toBe(t0 - 10_000);
    await command(page, await strikeInput(page));
    await page.clock.runFor(3_000); // the strike shown: 10 s off
    expect(await left()).toBe(t0 - 10_000 - 3_000 - 10_000);
    expect(await text(page, 'strikes')).toBe('1');
    await solve(page);
    await page.clock.runFor(3_000);
    await expect.poll(() => text(page, 'mode-status')).toBe('Storm: 1 solved (best 1), bomb 2 on the easy deal');
    // The clock goes on across bombs (the strike of bomb 1 still counted), then runs out.
    expect(await left()).toBe(t0 - 10_000 - 3_000 - 10_000 - 3_000);
    expect(await text(page, 'strikes')).toBe('0');
    await page.clock.runFor(200_000);
    await page.clock.resume();
    const end = await endText(page, /Storm over/);
    // Bomb 2 was dealt from the run's address too: its deal says again what of it is not used.
    expect(await notices(page)).toEqual([
      'Storm: one 3:00 clock for the run, and a strike costs 10 seconds, so time "9" is not used.',
    ]);
    expect(end).toContain('Storm over: 1 solved (best 1).');
    expect(await text(page, 'timer')).toBe('00.00');
    await saved(page, 2);
    expect(await checkA11y(page)).toEqual([]);
    await screenshot(page, 'practice-bomb-storm');
    const rows = await practiceRows(ctx);
    expect(rows.map((r) => [r[1], r[4], r[5]])).toEqual([
      ['Storm, bomb 2 (easy)', '0', 'Timed out'],
      ['Storm, bomb 1 (easy)', '1', 'Solved'],
    ]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('the Settings panel writes a mode address; a bad mode is named; New bomb after a play keeps the game as abandoned', async () => {
    const { ctx, page, errors } = await openBomb('?mode=dayly&seed=e2e-settings&time=off', { clock: false });
    expect(await notices(page)).toEqual([
      'mode "dayly" is not one of daily, zen, streak, storm, replay-failed; a normal game is played.',
    ]);
    await command(page, '1');
    await page.getByRole('button', { name: 'New bomb' }).click();
    await saved(page);
    await page.locator('#settings-box summary').click();
    await page.getByRole('combobox', { name: 'Mode' }).selectOption('zen');
    expect(await text(page, 'settings-note')).toMatch(/^Zen: the clock counts up/);
    await page.getByRole('button', { name: 'Apply: deal this seed again' }).click();
    await page.waitForFunction(() => new URLSearchParams(location.search).get('time') === 'zen');
    const seed = new URL(page.url()).searchParams.get('seed');
    expect(new URL(page.url()).search).toBe(`?seed=${seed}&ruleseed=1&time=zen`);
    expect(await text(page, 'mode-line')).toBe('Zen');
    expect(await text(page, 'settings-summary')).toBe(
      'zen, classic deal, clock counting up, strikes never explode, rule seed 1',
    );
    await page.getByRole('combobox', { name: 'Mode' }).selectOption('storm');
    await page.getByRole('button', { name: 'Apply: deal this seed again' }).click();
    await page.waitForFunction(() => location.search === '?mode=storm&ruleseed=1');
    expect(await text(page, 'mode-line')).toBe('Storm');
    const [abandoned] = await practiceRows(ctx);
    expect([abandoned![1], abandoned![2], abandoned![5]]).toEqual(['Normal', 'e2e-settings', 'Abandoned']);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

/** The first of 200 seeds `hint-e2e#i` of rule seed 1 whose bomb `fits` (none: an error, never a loop). */
function firstBomb(fits: (b: Bomb) => boolean): string {
  for (let i = 1; i <= 200; i++) {
    const b = generateBomb(`hint-e2e#${i}`, 1);
    if (fits(b)) return b.seed;
  }
  throw new Error('no bomb of hint-e2e#1–200 fits');
}

/** A bomb of rule seed 1 with no swap and no Trickster's LEDs: five cards, each with its options. */
const plainBomb = () => firstBomb((b) => !b.swap && b.solution.every((w) => /^[1-5lr]$/.test(w)));

/** A bomb of rule seed 1 with a swap. */
const swapBomb = () => firstBomb((b) => b.swap !== null);

describe('the hint', () => {
  it('says TAC on a swap bomb, by key H and by the command hint', async () => {
    const seed = swapBomb();
    const { ctx, page, errors } = await openBomb(`?seed=${encodeURIComponent(seed)}&time=off`, { clock: false });
    const hint = page.getByRole('status', { name: 'Hint' });
    await page.keyboard.press('h');
    await expect.poll(() => hint.textContent()).toBe('This hand cannot win as dealt: tap TAC to swap.');
    await command(page, 'tac');
    await command(page, 'hint');
    await expect.poll(() => hint.textContent()).toMatch(/^Play card \d \(an? [^)]+\)/);
    expect(await page.locator('#command-error').textContent()).toBe('');
    expect(await page.locator('#keys').textContent()).toContain('hint: the next step of a winning line, and why');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a strike clears the hint it made stale', async () => {
    const seed = plainBomb();
    const { ctx, page, errors } = await openBomb(`?seed=${encodeURIComponent(seed)}&time=off`, { clock: false });
    const hint = page.getByRole('status', { name: 'Hint' });
    await page.keyboard.press('h');
    await expect.poll(() => hint.textContent()).toMatch(/^This hand can win as dealt, without a swap\. Play card /);
    await command(page, 'tac'); // swap-not-needed: a strike, the module back to its start
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { tac: { controller: { strikes: number } } }).tac.controller.strikes),
      )
      .toBe(1);
    await expect.poll(() => hint.textContent()).toBe('');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('five hints in a row solve a no-swap bomb, and the game shows as assisted on the practice page', async () => {
    const seed = plainBomb();
    const { ctx, page, errors } = await openBomb(`?seed=${encodeURIComponent(seed)}&time=off`, { clock: false });
    const hint = page.getByRole('status', { name: 'Hint' });
    let before = '';
    for (let i = 0; i < 5; i++) {
      await page.getByRole('button', { name: 'Hint' }).click();
      await expect.poll(() => hint.textContent()).not.toBe(before);
      before = (await hint.textContent())!;
      // "Play card 2 (a 12), then choose enter home (the right option): …": the card, then each option.
      // The first hint also says the dealt hand wins: "This hand can win as dealt, without a swap. Play card …".
      if (i === 0) expect(before).toMatch(/^This hand can win as dealt, without a swap\. Play card /);
      const played = /(?:^|\. )Play card (\d) \([^)]+\)(, then choose [^:]+)?: /.exec(before);
      expect(played, `hint ${i + 1}: ${before}`).not.toBeNull();
      const [, card, then] = played!;
      await buttonFor(page, card!).click();
      for (const [, side] of (then ?? '').matchAll(/\(the (left|right) option\)/g)) {
        await buttonFor(page, side === 'left' ? 'l' : 'r').click();
      }
    }
    await page.waitForFunction(() => !document.getElementById('end-screen')!.hidden);
    expect(
      await page.evaluate(
        () => (window as unknown as { tac: { controller: { strikes: number } } }).tac.controller.strikes,
      ),
    ).toBe(0);
    await saved(page);
    const [row] = await practiceRows(ctx);
    expect([row![2], row![4], row![5], row![6]]).toEqual([seed, '0', 'Solved', 'Hint']);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe("the KTANE log's answer", () => {
  it('Show the answer while the bomb is live keeps the game as assisted: Solution seen (issue 25)', async () => {
    const { ctx, page, errors } = await openBomb('?seed=answer-e2e&time=off', { clock: false });
    await page.getByText('KTANE log', { exact: true }).click();
    await page.getByRole('button', { name: 'Show the answer' }).click();
    await solve(page);
    await saved(page);
    const [row] = await practiceRows(ctx);
    expect([row![2], row![5], row![6]]).toEqual(['answer-e2e', 'Solved', 'Solution seen']);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('every game kept', () => {
  it('a game left live by a reload is kept by the next visit without a press (what a page left loads the part)', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    await page.goto(`${inject('baseUrl')}/?seed=left-e2e&time=off`);
    await ready(page);
    await command(page, await strikeInput(page));
    await page.waitForFunction(
      () => (window as unknown as { tac: { journal: { strikes: unknown[] } } }).tac.journal.strikes.length === 1,
    );
    await page.reload();
    await page.waitForFunction(() => document.body.dataset.practice === 'ready', null, { timeout: 30_000 });
    const rows = await practiceRows(ctx);
    expect(rows.map((r) => [r[4], r[5]])).toEqual([['1', 'Abandoned']]);
    await ctx.close();
  });

  it('a normal visit opens the database at its first press, not in its start (issue 22), and keeps the game', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    await page.goto(`${inject('baseUrl')}/?seed=look-e2e&time=off`);
    await page.waitForFunction(() => 'tac' in window, null, { timeout: 20_000 });
    await page.mouse.move(2, 2); // a look, not a press: the animated scene is made, the database is not opened
    await page.waitForFunction(() => performance.getEntriesByName('module-scene').length > 0, null, {
      timeout: 30_000,
    });
    // Before, the part came at the first idle moment, 1.5 s at the latest.
    await page.waitForTimeout(2000);
    expect(await page.evaluate(() => document.body.dataset.practice ?? 'none')).toBe('none');
    expect(await page.evaluate(async () => (await indexedDB.databases()).length)).toBe(0);
    await solve(page);
    await page.waitForFunction(() => document.body.dataset.gamesWritten === '1', null, { timeout: 30_000 });
    expect(await page.evaluate(async () => (await indexedDB.databases()).length)).toBe(1);
    expect((await practiceRows(ctx)).map((r) => r[5])).toEqual(['Solved']);
    await ctx.close();
  });

  it('a game played is in the practice table after a reload and offline; a mode plays offline and is kept', async () => {
    const { ctx, page, errors } = await openBomb('?seed=kept-e2e&time=off', { clock: false });
    await solve(page);
    await saved(page);
    const rows = await practiceRows(ctx);
    expect([rows[0]![1], rows[0]![2], rows[0]![5]]).toEqual(['Normal', 'kept-e2e', 'Solved']);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await ctx.setOffline(true);
    expect(await practiceRows(ctx)).toEqual(rows);
    // A mode offline: its practice part comes from the precache, and its game is kept.
    await page.goto(`${inject('baseUrl')}/?mode=daily`);
    await ready(page);
    expect(await text(page, 'mode-line')).toMatch(/^Daily \d{4}-\d\d-\d\d$/);
    await solve(page);
    await endText(page, /Day streak: 1 day/);
    const after = await practiceRows(ctx);
    expect(after.map((r) => r[1])).toEqual(['Daily (counted)', 'Normal']);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('two tabs writing ten games each at once keep twenty', async () => {
    const ctx = await browser.newContext({ timezoneId: 'UTC' });
    const games = sampleHistory({ games: 20, seed: 'two-tabs' });
    const tabs = await Promise.all(
      [0, 1].map(async () => {
        const p = await ctx.newPage();
        await p.goto(`${inject('baseUrl')}/practice.html`);
        await p.waitForFunction(() => performance.getEntriesByName('practice-drawn').length > 0);
        return p;
      }),
    );
    const results = await Promise.all(
      tabs.map((p, t) =>
        p.evaluate(
          (gs) =>
            Promise.all(
              gs.map((g) =>
                (
                  window as unknown as { tacPractice: { record: { saveGame(g: unknown): Promise<{ kept: boolean }> } } }
                ).tacPractice.record
                  .saveGame(g)
                  .then((r) => r.kept),
              ),
            ),
          games.slice(t * 10, t * 10 + 10),
        ),
      ),
    );
    expect(results.flat()).toEqual(Array(20).fill(true));
    expect(await practiceRows(ctx)).toHaveLength(20);
    await ctx.close();
  });
});
