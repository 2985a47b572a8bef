/**
 * The pair and the community's tools, in Chromium on the production build (issue 20):
 *
 * - the "Expert's manual on a phone" QR code, decoded by a real reader (zbarimg, Debian's
 *   zbar-tools: stdout only, its stderr holds D-Bus noise), gives the manual's address for the
 *   rule seed and language shown; that address opens that manual at 390 × 844; Settings Apply with
 *   another rule seed, and Back, redraw it; once the phone has opened one manual, the code of
 *   another rule seed opens its manual with the phone offline; the bomb page offline still draws
 *   the code (its chunk precached), in the language chosen last;
 * - the second window (watch.html) follows the bomb tab that opened it: a strike shown on the bomb
 *   page is shown there within one second, its text never holds the hidden positions before the
 *   end (nor do the messages it gets), it survives a reload of either page, it ignores another
 *   bomb tab (even one that started with a copy of the first tab's id), and it shows the hidden
 *   pawns once the bomb page shows the end; axe 0; screenshots at 1920 × 1080 and 390 × 844;
 *   closing it leaves the bomb page playing (another window follows its next deal), closing the
 *   bomb tab leaves it saying it waits, with its last picture;
 * - the whole game's log downloaded from that game passes the Logfile Analyzer's line rules
 *   (tests/fixtures/logfileAnalyzer.ts) and opens in the designer's log reader as the same bomb;
 *   so does a game of three rounds (two strikes, each resetting the module, then solved) and the
 *   next bomb's game (three strikes, exploded): its module lines are the KTANE log panel's, our
 *   reader (ktaneLogReader.ts) gives back the very steps the page played, the designer says how
 *   many steps and strikes and how it ended.
 *
 * Screenshots in test-results/screenshots/two-devices-*.png.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { checkA11y } from './axe';
import { ARTIFACTS, launch, openPage, screenshot, watchPolicy } from './browser';
import { analyzeLog } from '../fixtures/logfileAnalyzer';
import { readKtaneLog } from '../../src/ktaneLog/ktaneLogReader';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const base = () => inject('baseUrl');

/** The text zbarimg reads in a PNG (stdout only; its stderr holds D-Bus noise). */
function decodeQr(png: string): string {
  return execFileSync('zbarimg', ['--raw', '-q', png], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
}

/** Waits for the dealt bomb on screen and the page's lazily wired parts (phoneManual.ts sets the address). */
async function ready(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      performance.getEntriesByName('module-first-frame').length > 0 &&
      (document.getElementById('phone-address')?.textContent ?? '').startsWith('http'),
    null,
    { timeout: 20_000 },
  );
}

/** What the bomb page's controller says (window.tac, a test build). */
function bombNow(page: Page) {
  return page.evaluate(() => {
    const t = (
      window as unknown as {
        tac: {
          bomb: { serial: string; swap: unknown; solution: string[]; ruleSeed: number; hand: { code: string }[] };
          controller: { busy: boolean; strikes: number };
        };
      }
    ).tac;
    return {
      serial: t.bomb.serial,
      swap: t.bomb.swap !== null,
      solution: t.bomb.solution,
      hand: t.bomb.hand.map((c) => c.code),
      busy: t.controller.busy,
      strikes: t.controller.strikes,
    };
  });
}

async function command(page: Page, text: string): Promise<void> {
  await page.getByLabel('Command').fill(text);
  await page.getByRole('button', { name: 'Run' }).click();
}

describe("the expert's manual on a phone", () => {
  it('the QR code, read by zbarimg, is the manual of the rule seed and language shown; it opens that manual at 390 × 844', async () => {
    const ctx = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
    });
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await watchPolicy(page, errors);
    await page.goto(`${base()}/?seed=phone&ruleseed=4242&time=off`);
    await ready(page);
    // Nothing of the QR code is fetched before the disclosure opens.
    const qrChunk = () =>
      page.evaluate(() => performance.getEntriesByType('resource').some((r) => /qrCodeSvg/.test(r.name)));
    expect(await qrChunk()).toBe(false);
    await page.getByText("Expert's manual on a phone").click();
    await page.getByLabel(/Français/).check();
    const qr = page.locator('#phone-qr svg');
    const expected = `${base()}/manual/fr.html#4242`;
    await page.waitForFunction((a) => document.getElementById('phone-qr')?.dataset.address === a, expected);
    expect(await page.locator('#phone-address').textContent()).toBe(expected);
    expect(await qr.getAttribute('aria-label')).toBe(`QR code of ${expected}`);
    const shot = join(ARTIFACTS, 'two-devices-qr-phone.png');
    await page.locator('#phone-box').screenshot({ path: shot });
    expect(decodeQr(shot)).toBe(expected);
    expect(await checkA11y(page)).toEqual([]);

    // Another rule seed (Settings Apply), then Back: the code follows the bomb's rule seed.
    await page.getByText('Settings').click();
    await page.getByLabel('Rule seed').fill('77');
    await page.getByRole('button', { name: /^Apply/ }).click();
    const seventySeven = `${base()}/manual/fr.html#77`;
    await page.waitForFunction((a) => document.getElementById('phone-qr')?.dataset.address === a, seventySeven);
    await qr.screenshot({ path: join(ARTIFACTS, 'two-devices-qr-77.png') });
    expect(decodeQr(join(ARTIFACTS, 'two-devices-qr-77.png'))).toBe(seventySeven);
    await page.goBack();
    await page.waitForFunction((a) => document.getElementById('phone-qr')?.dataset.address === a, expected);

    // The address opens the French manual of rule seed 4242 on the phone.
    await page.goto(decodeQr(shot));
    await page.waitForFunction(() => document.documentElement.dataset.ruleSeed === '4242');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    expect(await page.locator('#names-table caption').textContent()).toMatch(/graine de règles 4\u202f242/);
    await screenshot(page, 'two-devices-manual-from-qr-390');

    // The expert's phone (a context of its own: it never saw the bomb page) opens the code's
    // manual once, then goes offline: the code of another rule seed still opens its manual, from
    // the service worker's precache.
    const phoneCtx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const phone = await phoneCtx.newPage();
    phone.on('pageerror', (e) => errors.push(String(e)));
    await phone.goto(decodeQr(shot));
    await phone.waitForFunction(() => document.documentElement.dataset.ruleSeed === '4242');
    await phone.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await phone.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    await phoneCtx.setOffline(true);
    await phone.goto(decodeQr(join(ARTIFACTS, 'two-devices-qr-77.png')));
    await phone.waitForFunction(() => document.documentElement.dataset.ruleSeed === '77');
    expect(await phone.evaluate(() => [navigator.onLine, document.documentElement.lang])).toEqual([false, 'fr']);
    expect(await phone.locator('#names-table caption').textContent()).toMatch(/graine de règles 77\b/);
    await screenshot(phone, 'two-devices-manual-offline-390');
    await phoneCtx.close();

    // The bomb's own device offline too: the page and its QR code come from the precache, in the
    // language chosen last time.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    await ctx.setOffline(true);
    await page.goto(`${base()}/?seed=phone&ruleseed=4242&time=off`);
    await ready(page);
    await page.getByText("Expert's manual on a phone").click();
    await page.waitForFunction((a) => document.getElementById('phone-qr')?.dataset.address === a, expected);
    const offlineShot = join(ARTIFACTS, 'two-devices-qr-offline.png');
    await page.locator('#phone-qr').screenshot({ path: offlineShot });
    expect(decodeQr(offlineShot)).toBe(expected);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

/** Records, in the page, when `#strikes` first reads `n` (epoch ms) and every link-state text. */
async function recordOnWatch(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as {
      seen: { states: string[]; texts: string[]; serials: string[]; messages: unknown[] };
    };
    w.seen = { states: [], texts: [], serials: [], messages: [] };
    new MutationObserver(() => {
      const state = document.getElementById('link-state')!.textContent!;
      if (w.seen.states.at(-1) !== state) w.seen.states.push(state);
      const serial = document.getElementById('serial')!.textContent!;
      if (w.seen.serials.at(-1) !== serial) w.seen.serials.push(serial);
      w.seen.texts.push(document.body.textContent!);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
    new BroadcastChannel('tac-watch').onmessage = (e) => w.seen.messages.push(e.data);
  });
}

/** Epoch ms at which `#strikes` of `page` reads `n` (the page records it from now on). */
async function markStrike(page: Page, n: number): Promise<void> {
  await page.evaluate((count) => {
    const el = document.getElementById('strikes')!;
    const w = window as unknown as { struckAt?: number };
    delete w.struckAt;
    new MutationObserver((_, obs) => {
      if (el.textContent === String(count)) {
        w.struckAt = performance.timeOrigin + performance.now();
        obs.disconnect();
      }
    }).observe(el, { subtree: true, childList: true, characterData: true });
  }, n);
}
const struckAt = (page: Page) =>
  page
    .waitForFunction(() => (window as unknown as { struckAt?: number }).struckAt)
    .then((h) => h.jsonValue() as Promise<number>);

const following = (page: Page) =>
  page.waitForFunction(() => document.getElementById('link-state')?.textContent?.startsWith('Following'), null, {
    timeout: 10_000,
  });

describe('the second window', () => {
  let ctx: BrowserContext;
  let bomb: Page;
  let watch: Page;
  beforeAll(async () => {
    ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    bomb = await ctx.newPage();
    await bomb.goto(`${base()}/?seed=second-window&time=10`);
    await ready(bomb);
    [watch] = await Promise.all([
      ctx.waitForEvent('page'),
      bomb.getByRole('button', { name: 'Open a second window' }).click(),
    ]);
    await following(watch);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('follows the bomb page: serial, rule seed, LEDs, clock; a strike within one second; reloads of either page', async () => {
    const b = await bombNow(bomb);
    expect(new URL(watch.url()).searchParams.get('tab')).toMatch(/^[\w-]{12}$/);
    expect(await watch.locator('#serial').textContent()).toBe(b.serial);
    expect(await watch.locator('#rule-seed').textContent()).toBe('1');
    expect(await watch.locator('#leds').textContent()).toMatch(
      /^LEDs: top-right, \w+ \(\w+\); bottom-right, .*\bYou \(\w+\)/,
    );
    expect(await watch.locator('#clock').textContent()).toMatch(/^(10:00|09:\d\d)$/);
    await recordOnWatch(watch);

    // The bomb page reloads: the window waits, then follows it again (the same tab).
    await bomb.reload();
    await ready(bomb);
    await following(watch);
    const states = await watch.evaluate(() => (window as unknown as { seen: { states: string[] } }).seen.states);
    // It says it waits while the bomb page is gone, unless the reload was quicker than the
    // heartbeat's silence (a loaded machine); either way it follows the same tab again (above).
    for (const state of states) expect(state).toMatch(/^(Waiting for the bomb page|Following the bomb page)/);

    // A strike: shown in the window within one second of the bomb page showing it.
    await markStrike(bomb, 1);
    await markStrike(watch, 1);
    await command(bomb, b.swap ? '1' : 'tac');
    const [onBomb, onWatch] = [await struckAt(bomb), await struckAt(watch)];
    expect(onWatch - onBomb).toBeLessThan(1000);
    await watch.waitForFunction(() => document.querySelectorAll('#log li.strike').length === 1);
    expect(await watch.locator('#strike-marks .hit').count()).toBe(1);
    expect(await watch.locator('#status').textContent()).toBe(await bomb.locator('#status').textContent());

    // The window reloads: it follows the same tab again, with the strike.
    await watch.reload();
    await following(watch);
    expect(await watch.locator('#strikes').textContent()).toBe('1');
    expect(await watch.locator('#log li').count()).toBe(1);
    await recordOnWatch(watch);
  });

  it('ignores another bomb tab, even one started with a copy of this tab’s id', async () => {
    const tab = new URL(watch.url()).searchParams.get('tab')!;
    const other = await ctx.newPage();
    // As a duplicated tab would: the first tab's id in its sessionStorage.
    await other.addInitScript((id) => sessionStorage.setItem('tac-bomb-tab', id), tab);
    await other.goto(`${base()}/?seed=another-tab&time=off`);
    await ready(other);
    const [otherWatch] = await Promise.all([
      ctx.waitForEvent('page'),
      other.getByRole('button', { name: 'Open a second window' }).click(),
    ]);
    await following(otherWatch);
    expect(new URL(otherWatch.url()).searchParams.get('tab')).not.toBe(tab);
    expect(await otherWatch.locator('#serial').textContent()).toBe((await bombNow(other)).serial);
    await watch.waitForTimeout(1500);
    const serials = await watch.evaluate(() => (window as unknown as { seen: { serials: string[] } }).seen.serials);
    expect(new Set([...serials, await watch.locator('#serial').textContent()])).toEqual(
      new Set([(await bombNow(bomb)).serial]),
    );
    await otherWatch.close();
    await other.close();
  });

  it('never holds the hidden pawns before the end, shows them after; axe 0; 1920 × 1080 and 390 × 844', async () => {
    const b = await bombNow(bomb);
    // Solve it (a strike resets the module: the solution plays from the deal).
    await command(bomb, b.solution.join(' '));
    await watch.waitForFunction(() => !document.getElementById('end')!.hidden, null, { timeout: 20_000 });
    expect(await watch.locator('#end-title').textContent()).toBe('Module solved!');
    expect(await watch.locator('#hidden-pawns').textContent()).toMatch(/^Hidden pawns: opponent \w+ \(\w+\)/);
    const seen = await watch.evaluate(
      () =>
        (
          window as unknown as {
            seen: { texts: string[]; messages: { type: string; snapshot?: { end: unknown; hidden: unknown } }[] };
          }
        ).seen,
    );
    const states = seen.messages.filter((m) => m.type === 'state');
    const firstEnd = states.findIndex((m) => m.snapshot!.end !== null);
    expect(firstEnd).toBeGreaterThan(0);
    expect(states.slice(0, firstEnd).every((m) => m.snapshot!.hidden === null)).toBe(true);
    const before = seen.texts.filter((t) => !/Module solved!/.test(t));
    expect(before.length).toBeGreaterThan(0);
    for (const text of before) expect(text).not.toMatch(/Hidden pawns|\) on space \d/);
    expect(await checkA11y(watch)).toEqual([]);
    await watch.setViewportSize({ width: 1920, height: 1080 });
    await screenshot(watch, 'two-devices-watch-1920');
    // The log follows its newest line; scrolled, its top line fades under a veil (watch.css), none at its top.
    const log = watch.locator('#log');
    const veil = () => log.evaluate((l) => getComputedStyle(l, '::before').opacity);
    expect(await log.evaluate((l) => l.scrollTop > 0 && l.scrollHeight > l.clientHeight)).toBe(true);
    await expect.poll(veil).toBe('1');
    await log.evaluate((l) => l.scrollTo({ top: 0 }));
    await expect.poll(veil).toBe('0');
    await watch.setViewportSize({ width: 390, height: 844 });
    await screenshot(watch, 'two-devices-watch-390');
    // Nothing in the window changes the game.
    expect(await watch.locator('button, input, select, textarea, a[href]').count()).toBe(0);
  });

  it('the whole game log passes the Analyzer’s line rules and opens in the designer as the same bomb', async () => {
    const b = await bombNow(bomb);
    await bomb.getByText('KTANE log', { exact: true }).click();
    const [download] = await Promise.all([
      bomb.waitForEvent('download'),
      bomb.getByRole('button', { name: 'Download as a game log' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('TAC-second-window-game-log.txt');
    const path = join(ARTIFACTS, 'two-devices-game-log.txt');
    await download.saveAs(path);
    const text = readFileSync(path, 'utf8');
    const analysis = analyzeLog(text);
    expect(analysis.errors).toEqual([]);
    expect(analysis.groups).toHaveLength(1);
    expect(analysis.groups[0]!.bombs[0]).toMatchObject({
      serial: b.serial,
      time: 600,
      totalStrikes: 3,
      strikes: 1,
      state: 'Solved',
      totalModules: 1,
    });

    const { page, errors } = await openPage(browser, `${base()}/designer.html?seed=abc`);
    await page.locator('#ktane-log-file').setInputFiles(path);
    await page.waitForFunction(
      () =>
        document.getElementById('bomb-meta')?.textContent?.startsWith('From TAC #1 ') &&
        /^Opened .*Solved: \d+ solutions/.test(document.getElementById('status')?.textContent ?? ''),
    );
    const read = JSON.parse(await page.getByLabel('Bomb JSON').inputValue()) as { serial: string; hand: string[] };
    expect([read.serial, read.hand]).toEqual([b.serial, b.hand]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('closing the window leaves the bomb page playing and followed by another; closing the bomb tab leaves the window waiting with its last picture', async () => {
    const errors: string[] = [];
    bomb.on('pageerror', (e) => errors.push(String(e)));
    const [second] = await Promise.all([
      ctx.waitForEvent('page'),
      bomb.getByRole('button', { name: 'Open a second window' }).click(),
    ]);
    await following(second);
    await watch.close();
    // The bomb page goes on after its first window is gone: a new deal reaches the other window.
    const before = (await bombNow(bomb)).serial;
    await bomb.getByRole('button', { name: 'New bomb' }).click();
    await bomb.waitForFunction(
      (s) => (window as unknown as { tac: { bomb: { serial: string } } }).tac.bomb.serial !== s,
      before,
    );
    const dealt = (await bombNow(bomb)).serial;
    await second.waitForFunction((s) => document.getElementById('serial')?.textContent === s, dealt);
    expect(await second.locator('#end').isHidden()).toBe(true);
    // The bomb tab closes: the window says so within the heartbeat's silence and keeps its picture.
    await bomb.close({ runBeforeUnload: true });
    await second.waitForFunction(
      () => document.getElementById('link-state')?.textContent?.startsWith('Waiting for the bomb page'),
      null,
      { timeout: 5000 },
    );
    expect(await second.locator('#serial').textContent()).toBe(dealt);
    expect(errors).toEqual([]);
  });
});

/** The played steps of the bomb page (window.tac, a test build), as plain data. */
const stepsOn = (page: Page) =>
  page.evaluate(() =>
    JSON.parse(
      JSON.stringify(
        (window as unknown as { tac: { controller: { playedSteps: unknown } } }).tac.controller.playedSteps,
      ),
    ),
  ) as Promise<unknown[]>;

/** Strikes the module (TAC pressed when no swap is needed, a card before the needed swap) and waits for it. */
async function strike(page: Page): Promise<void> {
  const before = await bombNow(page);
  await command(page, before.swap ? '1' : 'tac');
  await page.waitForFunction((n) => {
    const c = (window as unknown as { tac: { controller: { strikes: number; busy: boolean } } }).tac.controller;
    return c.strikes === n && !c.busy;
  }, before.strikes + 1);
}

/** Downloads the game log of `page`'s game into ARTIFACTS/`name` and returns its text. */
async function downloadGameLog(page: Page, name: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download as a game log' }).click(),
  ]);
  const path = join(ARTIFACTS, name);
  await download.saveAs(path);
  return readFileSync(path, 'utf8');
}

describe('the whole game log of a game of several rounds', () => {
  it('two strikes then a solve, then New bomb and three strikes: each file is its game, for the Analyzer, our reader and the designer', async () => {
    const { page, errors } = await openPage(browser, `${base()}/?seed=rounds&time=5&strikes=3`);
    await ready(page);
    await page.getByText('KTANE log', { exact: true }).click();
    const area = page.getByLabel('KTANE log', { exact: true });

    // Round 1 and 2 end in a strike (the module back to its start), round 3 solves it.
    const first = await bombNow(page);
    await strike(page);
    await strike(page);
    // Saved while the bomb is live, the file holds the answer: the game is marked assisted.
    const solutionSeen = () =>
      page.evaluate(
        () => (window as unknown as { tac: { journal: { help: { designer: boolean } } } }).tac.journal.help.designer,
      );
    expect(await solutionSeen()).toBe(false);
    await downloadGameLog(page, 'two-devices-game-log-live.txt');
    expect(await page.locator('#ktane-log-said').textContent()).toBe(
      'Saved as TAC-rounds-game-log.txt: the whole file holds the answer, so this game is marked as assisted.',
    );
    expect(await solutionSeen()).toBe(true);
    await command(page, first.solution.join(' '));
    await page.waitForFunction(
      () => {
        const c = (window as unknown as { tac: { controller: { state: { solved: boolean }; busy: boolean } } }).tac
          .controller;
        return c.state.solved && !c.busy;
      },
      null,
      { timeout: 20_000 },
    );
    await expect.poll(() => area.inputValue()).toMatch(/Module solved!\n$/);
    const solvedText = await downloadGameLog(page, 'two-devices-game-log-solved.txt');
    const solved = analyzeLog(solvedText);
    expect(solved.errors).toEqual([]);
    expect(solved.groups).toHaveLength(1);
    expect(solved.groups[0]).toMatchObject({ ruleSeed: '1', ended: true });
    const bomb1 = solved.groups[0]!.bombs[0]!;
    expect(bomb1).toMatchObject({ serial: first.serial, time: 300, totalStrikes: 3, strikes: 2, state: 'Solved' });
    // The module's lines in the file are the KTANE log panel's, line for line.
    const panelLines = (await area.inputValue()).trimEnd().split('\n');
    const moduleLines = solvedText.split('\n').filter((l) => /^[[<]TAC #1[\]>] /.test(l));
    expect(moduleLines).toEqual(panelLines);
    expect(bomb1.modules['TACModule']!['#1']).toEqual(
      panelLines.filter((l) => l.startsWith('[TAC #1] ')).map((l) => l.slice(9)),
    );
    expect(solvedText.match(/^\[Bomb\] Strike from TAC! \d \/ 3 strikes$/gm)).toEqual([
      '[Bomb] Strike from TAC! 1 / 3 strikes',
      '[Bomb] Strike from TAC! 2 / 3 strikes',
    ]);
    // Our own reader: the bomb, and exactly the steps the page played.
    const steps1 = await stepsOn(page);
    const read1 = readKtaneLog(solvedText);
    if (!read1.ok) throw new Error(read1.error);
    const m1 = read1.modules[0]!;
    if (!m1.ok) throw new Error(m1.error);
    expect([read1.modules.length, m1.bomb.serial, m1.bomb.hand.map((c) => c.code)]).toEqual([
      1,
      first.serial,
      first.hand,
    ]);
    expect(JSON.parse(JSON.stringify(m1.steps))).toEqual(steps1);
    expect([m1.steps.filter((s) => s.outcome.kind === 'strike').length, m1.solved]).toEqual([2, true]);

    // New bomb: a new round of the game; three strikes explode it.
    await page.getByRole('button', { name: 'New bomb' }).click();
    await page.waitForFunction(
      (s) => (window as unknown as { tac: { bomb: { serial: string } } }).tac.bomb.serial !== s,
      first.serial,
    );
    await ready(page);
    const second = await bombNow(page);
    for (let k = 0; k < 3; k++) await strike(page);
    const explodedText = await downloadGameLog(page, 'two-devices-game-log-exploded.txt');
    const exploded = analyzeLog(explodedText);
    expect(exploded.errors).toEqual([]);
    expect(exploded.groups).toHaveLength(1);
    expect(exploded.groups[0]!.bombs[0]).toMatchObject({
      serial: second.serial,
      strikes: 3,
      totalStrikes: 3,
      state: 'Exploded (Strikes)',
    });
    expect(explodedText).not.toContain(first.serial);
    expect(explodedText.trimEnd().split('\n').slice(-2)).toEqual(['[Bomb] Boom', '[State] OnRoundEnd()']);
    const read2 = readKtaneLog(explodedText);
    if (!read2.ok || !read2.modules[0]!.ok) throw new Error('the exploded game log was not read back');
    expect(JSON.parse(JSON.stringify(read2.modules[0]!.steps))).toEqual(await stepsOn(page));

    // The designer reads both files back: the same bombs, their steps and strikes.
    const designer = await openPage(browser, `${base()}/designer.html?seed=abc`);
    for (const [text, b, facts] of [
      [solvedText, first, new RegExp(`\\. ${steps1.length} steps played, 2 strikes, solved\\.$`)],
      [explodedText, second, /\. 3 steps played, 3 strikes, not solved\.$/],
    ] as const) {
      await designer.page.getByLabel('KTANE log', { exact: true }).fill(text);
      await designer.page.getByRole('button', { name: 'Read log' }).click();
      await designer.page.waitForFunction(
        (s) =>
          document.getElementById('bomb-meta')?.textContent?.startsWith('From TAC #1 ') &&
          (document.getElementById('log-facts')?.textContent ?? '').length > 0 &&
          document.querySelector<HTMLInputElement>('#log-serial')?.value === s,
        b.serial,
      );
      expect(await designer.page.locator('#log-facts').textContent()).toMatch(facts);
      const json = JSON.parse(await designer.page.getByLabel('Bomb JSON').inputValue()) as {
        serial: string;
        hand: string[];
      };
      expect([json.serial, json.hand]).toEqual([b.serial, b.hand]);
    }
    expect([...errors, ...designer.errors]).toEqual([]);
    await designer.page.close();
    await page.close();
  });
});
