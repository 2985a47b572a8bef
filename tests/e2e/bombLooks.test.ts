/**
 * How the bomb page looks and fits (issue 9), on the production build in Chromium: the
 * explosion, the swap and a blocked move at 390 × 844 and 1280 × 900, caught at chosen moments
 * with playwright's clock (screenshots in test-results/screenshots/bomb9-*.png); on a phone the
 * module on screen first under one row of timer, strikes and serial, and every control's hit
 * area at least 44 × 44 px; the settings panel writing the address and remembered, tampered
 * values ignored.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, screenshot, watchPolicy } from './browser';
import { bombUrl, buttonFor, keyFor, sceneReady } from './bombPage';
import { generateBomb, type Bomb } from '../../src/rules/index';
import { bombToJson } from '../../src/rules/generator';
import { encodeBombParam } from '../../src/doors/bombUrl';
import { initialState, step, type Effect, type ModuleState } from '../../src/module/moduleReducer';
import { sceneEffectsOf } from '../../src/play/sceneEffects';
import { spaceCell } from '../../src/rules/board';
import type { RevealedLabel } from '../../src/play/scene/moduleScene';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const pool: Bomb[] = Array.from({ length: 60 }, (_, i) => generateBomb(`e2e#${i + 1}`, 1));

/**
 * A first play of a bomb (after its swap) stopped by a piece at least `minPath` spaces on, of a
 * bomb that `keep` accepts.
 */
function blockedPlay(
  minPath: number,
  keep: (b: Bomb) => boolean = () => true,
): { bomb: Bomb; pre: string[]; input: string } {
  for (const bomb of pool.filter(keep)) {
    let s: ModuleState = initialState(bomb);
    const pre = bomb.swap ? ['tac'] : [];
    if (bomb.swap) s = step(s, 'tac').state;
    for (const input of ['1', '2', '3', '4', '5']) {
      const effects: Effect[] = [...step(s, input).effects];
      const spot = sceneEffectsOf(effects, null).find((e) => e.type === 'pawn-blocked');
      if (spot && spot.type === 'pawn-blocked' && spot.path.length >= minPath) return { bomb, pre, input };
    }
  }
  throw new Error('no blocked play in the pool');
}

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/** A page of `size` on playwright's clock (time flows until a test pauses it), its scene drawn. */
async function clockPage(size: (typeof SIZES)[number], params: Record<string, string>) {
  const phone = size.width < 600;
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    hasTouch: phone,
    isMobile: phone,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await watchPolicy(page, errors);
  await page.clock.install();
  await page.goto(bombUrl(params));
  await sceneReady(page);
  return { context, page, errors };
}

/** Pauses the clock, presses `key`, and runs the clock until `until()` holds (50 ms steps, at most `maxMs`). */
async function pressAndRun(page: Page, key: string, until: () => Promise<boolean>, maxMs = 6000) {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
  await page.keyboard.press(key);
  for (let t = 0; t < maxMs && !(await until()); t += 50) await page.clock.runFor(50);
  expect(await until()).toBe(true);
}

/** The colour [r, g, b] the canvas shows at module pixel (x, y). */
async function pixel(page: Page, x: number, y: number): Promise<number[]> {
  return page.evaluate(
    ([x, y]) => {
      const canvas = document.querySelector('#module-host canvas.module-scene') as HTMLCanvasElement;
      const k = canvas.width / 640;
      const d = canvas.getContext('2d')!.getImageData(Math.round(x! * k), Math.round(y! * k), 1, 1).data;
      return [d[0]!, d[1]!, d[2]!];
    },
    [x, y],
  );
}

/** The revealed pawns' labels as the scene draws them (src/play/scene/moduleScene.ts `revealedLabels`). */
async function revealedLabels(page: Page): Promise<RevealedLabel[]> {
  return page.evaluate(() =>
    (window as unknown as { tac: { scene(): { revealedLabels(): RevealedLabel[] } } }).tac.scene().revealedLabels(),
  );
}

/** Expects every label readable: at least 11 CSS px and upright (issue 25). */
function expectReadable(labels: readonly RevealedLabel[], count: number): void {
  expect(labels).toHaveLength(count);
  for (const l of labels) {
    expect(l.cssPx, l.text).toBeGreaterThanOrEqual(11);
    expect(Math.abs(l.rotation), l.text).toBeLessThan(1e-6);
  }
}

/** True for a bomb with a hidden pawn on the left or right column of the track (rows 1–3). */
function hasSidePawn(b: Bomb): boolean {
  const side = (space: number | null) =>
    space !== null && [0, 12].includes(spaceCell(space).col) && spaceCell(space).row % 4 !== 0;
  return [b.state.opponent1, b.state.partner, b.state.opponent2].some(side);
}

const strikesShown = (page: Page) => async () => (await page.getByLabel('Strikes').textContent()) === '1';

describe('the explosion, the swap and a blocked move', () => {
  for (const size of SIZES) {
    it(`explodes with a flash, a fireball and the revealed pawns clear of the banner (${size.name})`, async () => {
      const { bomb, pre, input } = blockedPlay(2);
      const { context, page, errors } = await clockPage(size, { seed: bomb.seed, time: 'off', strikes: '1' });
      for (const a of pre) await page.keyboard.press(keyFor(a));
      await sceneReady(page);
      await pressAndRun(page, input, strikesShown(page));
      await page.clock.runFor(90 + 300); // the strike is shown with the blast: the white flash, into the fireball
      const [r, , b] = await pixel(page, 320, 320);
      expect(r).toBeGreaterThan(180); // the fireball's hot core
      expect(b).toBeLessThan(200);
      await screenshot(page, `bomb9-explosion-${size.name}`);
      const end = page.locator('#end-screen');
      for (let t = 0; t < 6000 && !(await end.isVisible()); t += 100) await page.clock.runFor(100);
      expect(await end.isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Reveal pawns' }).getAttribute('aria-pressed')).toBe('true');
      const [lr, lg] = await pixel(page, 588, 52); // the status light: red
      expect(lr).toBeGreaterThan(200);
      expect(lg).toBeLessThan(90);
      // The banner lies over the hand, below the board where the revealed pawns are.
      const wrap = (await page.locator('.module-wrap').boundingBox())!;
      const banner = (await end.boundingBox())!;
      expect(banner.y).toBeGreaterThanOrEqual(wrap.y + (wrap.height * 428) / 640);
      await screenshot(page, `bomb9-exploded-${size.name}`);
      await page.clock.runFor(1500); // the revealed pawns' pop-in (up to 1.25 × their size) over
      const hidden = [bomb.state.opponent1, bomb.state.partner, bomb.state.opponent2];
      expectReadable(await revealedLabels(page), hidden.filter((s) => s !== null).length);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`labels the revealed pawns of the side columns upright after an explosion, at least 11 px (${size.name})`, async () => {
      const { bomb, pre, input } = blockedPlay(1, hasSidePawn);
      const { context, page, errors } = await clockPage(size, { seed: bomb.seed, time: 'off', strikes: '1' });
      for (const a of pre) await page.keyboard.press(keyFor(a));
      await sceneReady(page);
      await pressAndRun(page, input, strikesShown(page));
      await page.clock.runFor(6000); // the explosion, then the pawns pop in one by one
      const hidden = [bomb.state.opponent1, bomb.state.partner, bomb.state.opponent2];
      expectReadable(await revealedLabels(page), hidden.filter((s) => s !== null).length);
      await screenshot(page, `bomb25-revealed-${size.name}`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`flies the swapped card out and the new one in (${size.name})`, async () => {
      const bomb = pool.find((b) => b.swap)!;
      const { context, page, errors } = await clockPage(size, { seed: bomb.seed, time: 'off' });
      await pressAndRun(page, 't', async () => true);
      await page.clock.runFor(320); // the old card at the swap pile, the new one on its way
      await screenshot(page, `bomb9-swap-${size.name}`);
      const slot = bomb.swap!.slot + 1;
      expect(await buttonFor(page, String(slot)).getAttribute('aria-label')).toMatch(
        new RegExp(`^Card ${slot}: `), // the twin names the new card at once
      );
      await page.clock.runFor(1000);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`walks a blocked move up to the piece in the way, bumps it and marks it (${size.name})`, async () => {
      const { bomb, pre, input } = blockedPlay(3);
      const { context, page, errors } = await clockPage(size, { seed: bomb.seed, time: 'off' });
      for (const a of pre) await page.keyboard.press(keyFor(a));
      await sceneReady(page);
      await pressAndRun(page, input, strikesShown(page));
      await page.clock.runFor(150); // the strike's flash over the marked space
      await screenshot(page, `bomb9-blocked-${size.name}`);
      expect(await page.locator('#log').textContent()).toContain('STRIKE (move-across-piece)');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('on a phone (390 × 844)', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('shows the module first, under one row of timer, strikes and serial', async () => {
    await page.goto(bombUrl({ seed: 'phone', time: '5' }));
    await sceneReady(page);
    const wrap = (await page.locator('.module-wrap').boundingBox())!;
    expect(wrap.y).toBeLessThan(200);
    expect(wrap.y + wrap.height).toBeLessThanOrEqual(844);
    expect(wrap.width).toBeGreaterThanOrEqual(330);
    const row = await Promise.all(
      ['#timer', '.strike-count', '#serial'].map(async (s) => (await page.locator(s).boundingBox())!),
    );
    for (const b of row) {
      expect(b.y + b.height).toBeLessThanOrEqual(wrap.y); // above the module
      expect(Math.abs(b.y + b.height / 2 - (row[0]!.y + row[0]!.height / 2))).toBeLessThan(14); // one row
    }
    expect((await page.locator('#status').boundingBox())!.y).toBeLessThan(844); // the status on screen too
    // The header's links: one row under the title, each on one line ("Tac-Tik" was broken at 390 px);
    // the manual's link shows "Manual" and keeps its rule seed in its name.
    const links = await page.locator('header nav a').evaluateAll((as) =>
      as.map((a) => {
        // the lines of its own text (the rule seed's span is hidden from the eye: not counted)
        const tops = [...a.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .flatMap((n) => {
            const range = document.createRange();
            range.selectNodeContents(n);
            return [...range.getClientRects()].map((r) => Math.round(r.top));
          });
        const lines = new Set(tops);
        const box = a.getBoundingClientRect();
        return { text: a.textContent, lines: lines.size, top: box.top, right: box.right, width: box.width };
      }),
    );
    expect(links.map((l) => l.text)).toEqual(['Manual (rule seed 1)', 'Designer', 'Practice', 'Tac-Tik', 'Tâchi']);
    expect(links[0]!.width).toBeLessThan(80); // "Manual" alone on screen
    for (const l of links) {
      expect(l.lines, l.text).toBe(1);
      expect(l.top, l.text).toBe(links[0]!.top);
      expect(l.right, l.text).toBeLessThanOrEqual(390);
    }
    await expect.poll(() => page.getByRole('link', { name: 'Manual (rule seed 1)' }).count()).toBe(1);
    await screenshot(page, 'bomb9-phone');
  });

  it('gives every module control a hit area of at least 44 × 44 px', async () => {
    const need = async (name: string, box: { width: number; height: number } | null) => {
      expect(box, name).not.toBe(null);
      expect(box!.width, name).toBeGreaterThanOrEqual(44);
      expect(box!.height, name).toBeGreaterThanOrEqual(44);
    };
    // A bomb whose hand asks for an option and has a Trickster, without a swap.
    const bomb = pool.find((b) => !b.swap && b.solution.some((a) => ['tl', 'tr', 'bl', 'br'].includes(a)))!;
    await page.goto(bombUrl({ seed: bomb.seed, time: 'off' }));
    await sceneReady(page);
    for (const a of ['1', '2', '3', '4', '5', 'tac']) await need(a, await buttonFor(page, a).boundingBox());
    for (const a of bomb.solution) {
      if (['tl', 'tr', 'bl', 'br'].includes(a))
        for (const led of ['tl', 'tr', 'bl', 'br']) await need(led, await buttonFor(page, led).boundingBox());
      if (a === 'l' || a === 'r') for (const o of ['l', 'r']) await need(o, await buttonFor(page, o).boundingBox());
      await buttonFor(page, a).tap();
    }
  });
  it('gives every control of the page, the KTANE log and the replay included, at least 44 × 44 px', async () => {
    const bomb = pool.find((b) => !b.swap)!;
    await page.goto(bombUrl({ seed: bomb.seed, time: 'off' }));
    await sceneReady(page);
    await page.getByLabel('Command').fill(bomb.solution.join(' '));
    await page.getByLabel('Command').press('Enter');
    await page.locator('#ktane-log-panel > summary').tap();
    await page.locator('#replay-panel:not([hidden]) .replay-host button').first().waitFor({ timeout: 15_000 });
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, summary, textarea')]
        .filter((el) => el.checkVisibility() && !el.closest('.visually-hidden'))
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 44 || box.height < 44)
        .map(({ el, box }) => `${el.tagName} "${el.textContent!.trim().slice(0, 30)}" ${box.width}×${box.height}`),
    );
    expect(small).toEqual([]);
  });
});

describe('the settings panel', () => {
  it('deals the seed again with its settings, writes them to the address and remembers them', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(bombUrl({ seed: 'set', time: 'off' }));
    await sceneReady(page);
    await page.getByText('Settings', { exact: true }).click();
    await page.getByLabel('Deal').selectOption('hard');
    await page.getByLabel('Countdown').selectOption('10');
    await page.getByLabel('Strike limit').selectOption('2');
    await page.getByLabel('Rule seed').fill('0');
    await page.getByRole('button', { name: /^Apply/ }).click();
    expect(await page.locator('#settings-error').textContent()).toBe(
      'Nothing was dealt: rule seed "0" is not an integer 1 … 2147483647.',
    );
    expect(await page.getByLabel('Rule seed').getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).searchParams.get('deal')).toBe(null);
    await page.getByLabel('Rule seed').fill('7');
    await page.getByRole('button', { name: /^Apply/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('ruleseed')).toBe('7');
    const q = new URL(page.url()).searchParams;
    expect([q.get('seed'), q.get('deal'), q.get('time'), q.get('strikes')]).toEqual(['set', 'hard', '10', '2']);
    const dealt = generateBomb('set', 7, { deal: 'hard' });
    await expect.poll(() => page.getByLabel('Serial number').textContent()).toBe(dealt.serial);
    expect(await page.locator('.strike-count').textContent()).toBe('0 / 2');
    expect(await page.locator('#settings-summary').textContent()).toBe('hard deal, 10 minutes, 2 strikes, rule seed 7');
    // A visit without bomb parameters deals with the remembered settings and a fresh seed.
    await page.goto(`${inject('baseUrl')}/`);
    await sceneReady(page);
    const fresh = new URL(page.url()).searchParams;
    expect([fresh.get('deal'), fresh.get('time'), fresh.get('strikes'), fresh.get('ruleseed')]).toEqual([
      'hard',
      '10',
      '2',
      '7',
    ]);
    expect(fresh.get('seed')).toMatch(/^[a-z0-9]{8}$/);
    // Values edited by hand into something the address would refuse are ignored, one by one.
    await page.evaluate(() =>
      localStorage.setItem(
        'tac.settings',
        JSON.stringify({ deal: '<b>evil</b>', ruleSeed: 0, minutes: 100, strikeLimit: '4' }),
      ),
    );
    await page.goto(`${inject('baseUrl')}/`);
    await sceneReady(page);
    const kept = new URL(page.url()).searchParams;
    expect([kept.get('deal'), kept.get('time'), kept.get('strikes'), kept.get('ruleseed')]).toEqual([
      null, // the classic deal, the default, is not written
      '5',
      '4',
      '1',
    ]);
    expect(await page.locator('#notices li').count()).toBe(0);
    await page.evaluate(() => localStorage.setItem('tac.settings', '{not json'));
    await page.goto(`${inject('baseUrl')}/`);
    await sceneReady(page);
    expect(new URL(page.url()).searchParams.get('strikes')).toBe('3');
    // Apply on a bomb from a link keeps the remembered deal and rule seed (their fields are
    // disabled there), and the timer and strike limit unless the player changed them (issue 25).
    const saved = { deal: 'hard', ruleSeed: 7, minutes: 9, strikeLimit: 5 };
    await page.evaluate((s) => localStorage.setItem('tac.settings', JSON.stringify(s)), saved);
    await page.goto(`${inject('baseUrl')}/?bomb=${encodeBombParam(bombToJson(generateBomb('link', 1)))}`);
    await sceneReady(page);
    await page.getByText('Settings', { exact: true }).click();
    expect(await page.getByLabel('Rule seed').isDisabled()).toBe(true);
    const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('tac.settings') ?? 'null') as unknown);
    await page.getByRole('button', { name: /^Apply/ }).click();
    await expect.poll(stored).toEqual(saved);
    await page.reload();
    await sceneReady(page);
    await page.getByText('Settings', { exact: true }).click();
    await page.getByLabel('Strike limit').selectOption('2');
    await page.getByRole('button', { name: /^Apply/ }).click();
    await expect.poll(stored).toEqual({ ...saved, strikeLimit: 2 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
