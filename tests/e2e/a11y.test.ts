/**
 * axe-core on every page of the production build (the bomb, the manual in English, French with
 * rule seed 42 and Esperanto, the designer) and on the bomb's key states (as dealt, options
 * shown, the Trickster waiting, a strike, solved, exploded, and on a 390 px phone; the designer
 * also on a phone with its solutions shown): no violation of any impact, under the pages'
 * Content-Security-Policy (axe runs through the DevTools protocol: see axe.ts).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { checkA11y } from './axe';
import { launch, openPage } from './browser';
import { generate, type CliBomb } from './cliBombs';

let browser: Browser;
let pool: CliBomb[];
beforeAll(async () => {
  browser = await launch();
  pool = generate(['--seed', 'a11y', '--count', '60', '--rule-seed', '1']);
});
afterAll(async () => {
  await browser?.close();
});

const base = () => inject('baseUrl');
// The Board's lines (the region also holds its heading).
const board = (page: Page) => page.getByRole('region', { name: 'Board' }).getByRole('list');

/** Opens the bomb of `seed` and waits for its first frame and its Board. */
async function openBomb(seed: string, extra = '') {
  const r = await openPage(browser, `${base()}/?seed=${encodeURIComponent(seed)}&time=off${extra}`);
  await r.page.waitForFunction(() => performance.getEntriesByName('module-first-frame').length > 0, null, {
    timeout: 20_000,
  });
  await expect.poll(() => board(r.page).textContent(), { timeout: 15_000 }).toMatch(/Your pawn: /);
  return r;
}

/** axe's verdict on the page as it is now, with the page's errors and policy violations. */
async function clean(page: Page, errors: string[]): Promise<void> {
  expect(await checkA11y(page)).toEqual([]);
  expect(errors).toEqual([]);
}

describe('axe-core finds nothing', () => {
  it('on the manual (EN, FR #42, EO, EN in dark mode) and the designer', async () => {
    for (const path of ['/manual/', '/manual/fr.html#42', '/manual/eo.html']) {
      const { page, errors } = await openPage(browser, base() + path);
      await page.locator('#names-table tbody tr').first().waitFor();
      await clean(page, errors);
      await page.close();
    }
    const dark = await openPage(browser, `${base()}/manual/`);
    await dark.page.emulateMedia({ colorScheme: 'dark' });
    await clean(dark.page, dark.errors);
    await dark.page.close();
    const designer = await openPage(browser, `${base()}/designer.html?seed=abc`);
    await expect
      .poll(() => designer.page.getByLabel('Solution count').textContent(), { timeout: 20_000 })
      .toMatch(/^\d+$/);
    await clean(designer.page, designer.errors);
    // On a phone the solutions list scrolls (30 solutions in one column): it takes the focus.
    await designer.page.setViewportSize({ width: 390, height: 844 });
    await designer.page.getByText(/^Solutions: /).click();
    await designer.page.locator('#solution-list li').first().waitFor();
    await clean(designer.page, designer.errors);
    await designer.page.close();
  });

  it('on the bomb as dealt, on a phone, with options shown and with the Trickster waiting', async () => {
    const { page, errors } = await openBomb('a11y-initial');
    await clean(page, errors);
    // The Settings disclosure says its words, not the triangle drawn before them.
    expect(await page.locator('#settings-box').ariaSnapshot()).toBe(
      '- group: Settings classic deal, no timer, 3 strikes, rule seed 1',
    );
    await page.setViewportSize({ width: 390, height: 800 });
    await clean(page, errors);
    await page.close();

    const diamond = pool.find((b) => !b.swap && b.hand.some((c) => c.endsWith('D')))!;
    const opts = await openBomb(diamond.seed);
    await opts.page
      .getByRole('button', { name: new RegExp(`^Card ${diamond.hand.findIndex((c) => c.endsWith('D')) + 1}:`) })
      .click();
    await opts.page.getByRole('button', { name: 'Left option: move' }).waitFor();
    await clean(opts.page, opts.errors);
    await opts.page.close();

    const trickster = pool.find((b) => !b.swap && b.hand.includes('T'))!;
    const trick = await openBomb(trickster.seed);
    await trick.page.getByRole('button', { name: new RegExp(`^Card ${trickster.hand.indexOf('T') + 1}:`) }).click();
    await trick.page.getByRole('button', { name: /^LED top-left:/ }).waitFor();
    await clean(trick.page, trick.errors);
    await trick.page.close();
  });

  it('on a strike, once solved and once exploded', async () => {
    const noSwap = pool.find((b) => !b.swap)!;
    const { page, errors } = await openBomb(noSwap.seed);
    await page.getByRole('button', { name: 'TAC', exact: true }).click(); // no swap needed: a strike
    await expect
      .poll(() => page.getByRole('log', { name: 'Alarms' }).textContent(), { timeout: 15_000 })
      .toMatch(/^Strike 1 of 3\. /);
    await clean(page, errors); // while the strike animates
    await expect.poll(() => page.getByLabel('Strikes').textContent(), { timeout: 15_000 }).toBe('1');
    await clean(page, errors);
    // Solved: the solution through the command box (fast); then the pawns revealed.
    await page.getByLabel('Command').fill(noSwap.solution.join(' '));
    await page.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => board(page).textContent(), { timeout: 20_000 }).toMatch(/^Module solved/);
    // With the KTANE log open and the replay offered below the bomb.
    await page.getByText('KTANE log', { exact: true }).click();
    await page.getByRole('textbox', { name: 'KTANE log' }).waitFor();
    await page.getByText('Replay of this game').waitFor();
    await clean(page, errors);
    await page.getByRole('button', { name: 'Reveal pawns' }).click();
    await expect.poll(() => board(page).textContent(), { timeout: 15_000 }).toContain('Hidden pawns: ');
    await clean(page, errors);
    await page.close();

    const boom = await openBomb(noSwap.seed, '&strikes=1');
    await boom.page.getByRole('button', { name: 'TAC', exact: true }).click();
    await expect.poll(() => board(boom.page).textContent(), { timeout: 15_000 }).toMatch(/^The bomb exploded/);
    await clean(boom.page, boom.errors);
    await boom.page.close();
  });
});
