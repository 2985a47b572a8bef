/**
 * The manual in Debian's Chromium, from the production build: each language renders its sheets
 * with the names table of the hash's rule seed, the hash and the language switch work, nothing
 * leaves the origin, print media gives one clean letter-sized sheet per page, dark mode follows
 * the system; the printed PDF holds every name, card and footer (read back with pdfText.ts).
 * Screenshots: test-results/screenshots/manual-*.png.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { JSDOM } from 'jsdom';
import type { Browser, Page } from 'playwright-core';
import { ruleSet } from '../../src/rules';
import { TEXTS } from '../../src/pages/manual/texts';
import { checkA11y } from './axe';
import { ARTIFACTS, launch, openPage, screenshot } from './browser';
import { pdfPagesText } from './pdfText';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PAGES = { en: 'manual/', fr: 'manual/fr.html', eo: 'manual/eo.html' } as const;
const TITLES = { en: 'On the Subject of TAC', fr: 'À propos de TAC', eo: 'Pri TAC' } as const;

/** The names table as shown: [name, offset] rows. */
function rows(page: Page): Promise<Array<[string, number]>> {
  return page.$$eval('#names-table tbody tr', (trs) =>
    trs.map(
      (tr) =>
        [tr.querySelector('th')!.textContent!.trim(), Number(tr.querySelector('td')!.textContent)] as [string, number],
    ),
  );
}

function expected(seed: number): Array<[string, number]> {
  return ruleSet(seed)
    .names.map((n, i) => [n, i] as [string, number])
    .sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

/**
 * A full-page screenshot of every sheet. On screen the sheets are `content-visibility: auto`
 * (laid out when they come near the window, as a reader scrolls), and a full-page capture does
 * not scroll: the sheets are made visible first, through the CSSOM that the policy allows.
 */
async function pageShot(page: Page, name: string): Promise<void> {
  await page.$$eval('.page', (ps) => ps.forEach((p) => ((p as HTMLElement).style.contentVisibility = 'visible')));
  await screenshot(page, name);
}

async function sheetShot(page: Page, index: number, name: string): Promise<void> {
  await page
    .locator('.page')
    .nth(index)
    .screenshot({ path: join(ARTIFACTS, `${name}.png`) });
}

describe('manual pages in Chromium', () => {
  for (const lang of ['en', 'fr', 'eo'] as const) {
    it(`${lang}: renders the sheets with the table of the hash's seed, offline, without errors`, async () => {
      const seed = lang === 'en' ? 1 : 42;
      const url = `${inject('baseUrl')}/${PAGES[lang]}${seed === 1 ? '' : `#${seed}`}`;
      const { page, foreign, errors } = await openPage(browser, url);
      await page.waitForSelector('#names-table tbody tr');
      expect(await page.locator('h1').textContent()).toBe(TITLES[lang]);
      expect(await rows(page)).toEqual(expected(seed));
      expect(await page.locator('#module-drawing svg [data-space]').count()).toBe(32);
      expect(await page.locator('#card-reference > li').count()).toBe(ruleSet(seed).deck.length);
      expect(await page.locator('.noscript-note').count()).toBe(0);
      const headerVisible = await page.locator('[data-seed-header]').first().isVisible();
      expect(headerVisible).toBe(seed !== 1);
      // The drawing is laid out (not collapsed) and every sheet has the proportions of a letter page.
      const box = await page.locator('#module-drawing svg').boundingBox();
      expect(box!.width).toBeGreaterThan(500);
      const sheets = await page.$$eval('.page', (ps) =>
        ps.map((p) => [p.getBoundingClientRect().width, p.getBoundingClientRect().height] as const),
      );
      for (const [w, h] of sheets) expect(h / w).toBeCloseTo(11 / 8.5, 1);
      await pageShot(page, `manual-${lang}`);
      await sheetShot(page, 0, `manual-${lang}-sheet1`);
      await sheetShot(page, 1, `manual-${lang}-sheet2`);
      if (lang !== 'en') await sheetShot(page, 3, `manual-${lang}-clarifications`);
      expect(foreign).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('the hash drives the seed; bad hashes give the default with a notice; the switch keeps the seed', async () => {
    const base = inject('baseUrl');
    const { page, foreign, errors } = await openPage(browser, `${base}/manual/#abc`);
    await page.waitForSelector('#names-table tbody tr');
    const notice = page.locator('#seed-notice');
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.textContent()).toContain('abc');
    expect(await rows(page)).toEqual(expected(1));
    await pageShot(page, 'manual-en-invalid-hash');

    await page.evaluate(() => {
      location.hash = '#99999';
    });
    await page.waitForFunction(() => document.documentElement.dataset.ruleSeed === '99999');
    expect(await notice.isVisible()).toBe(false);
    expect(await rows(page)).toEqual(expected(99999));
    expect(await page.locator('[data-seed-header]').first().textContent()).toBe('Rule seed 99999');
    expect(await page.locator('a[data-bomb-link]').getAttribute('href')).toBe('../index.html?ruleseed=99999');

    await page.locator('a[data-lang-link="eo"]').click();
    await page.waitForURL(/eo\.html#99999$/);
    await page.waitForSelector('#names-table tbody tr');
    expect(await page.locator('h1').textContent()).toBe('Pri TAC');
    expect(await rows(page)).toEqual(expected(99999));
    expect(await page.locator('[data-seed-header]').first().textContent()).toBe('Regulsemo 99999');

    await page.locator('a[data-lang-link="fr"]').click();
    await page.waitForURL(/fr\.html#99999$/);
    await page.waitForSelector('#names-table tbody tr');
    expect(await rows(page)).toEqual(expected(99999));

    for (const bad of ['#0', '#-5', '#99999999999']) {
      await page.evaluate((h) => {
        location.hash = h;
      }, bad);
      await page.waitForFunction(() => document.documentElement.dataset.ruleSeed === '1');
      expect(await notice.isVisible(), bad).toBe(true);
      expect(await notice.textContent(), bad).toContain(bad.slice(1));
      expect(await rows(page), bad).toEqual(expected(1));
    }
    // Back to the bomb: a relative link that resolves on this origin.
    await page.locator('a[data-bomb-link]').click();
    await page.waitForURL(/\/index\.html$/);
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const lang of ['en', 'fr', 'eo'] as const) {
    it(`${lang}: print media: no controls, one letter-sized sheet per printed page, nothing cut`, async () => {
      const { page, errors } = await openPage(browser, `${inject('baseUrl')}/${PAGES[lang]}#42`);
      await page.waitForSelector('#names-table tbody tr');
      // A printed letter page is 8.5in = 816 CSS px wide: lay the page out at that width, as
      // page.pdf() and a real printer do (a narrow-screen rule must not apply to print).
      await page.setViewportSize({ width: 816, height: 1056 });
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('.controls').isVisible()).toBe(false);
      expect(await page.locator('.lang-switch a').first().isVisible()).toBe(false);
      const fits = await page.$$eval('.page', (ps) =>
        ps.map((p) => ({ h: p.getBoundingClientRect().height, scroll: p.scrollHeight, client: p.clientHeight })),
      );
      for (const f of fits) {
        expect(f.h).toBeCloseTo(1056, 0);
        expect(f.scroll).toBeLessThanOrEqual(f.client + 1);
      }
      // Nothing is clipped: every names-table row, every card and every footer lies inside its sheet.
      const clipped = await page.$$eval('.page', (ps) =>
        ps.flatMap((p, i) => {
          const sheet = p.getBoundingClientRect();
          const els = [...p.querySelectorAll('#names-table tbody tr, #card-reference > li, .page-footer, h2, li, p')];
          return els
            .filter((el) => {
              const b = el.getBoundingClientRect();
              return b.top < sheet.top - 0.5 || b.bottom > sheet.bottom + 0.5 || b.right > sheet.right + 0.5;
            })
            .map((el) => `sheet ${i + 1}: ${el.tagName} ${(el.textContent ?? '').trim().slice(0, 30)}`);
        }),
      );
      expect(clipped).toEqual([]);
      expect(await page.locator('#names-table tbody tr').count()).toBe(32);
      expect(await page.locator('.page-footer').count()).toBe(fits.length);
      // The names table still stands beside the text (two columns), as on the sheet on screen.
      const [text, table] = await page.$$eval('.two-col > *', (els) => els.map((e) => e.getBoundingClientRect().left));
      expect(table!).toBeGreaterThan(text! + 300);
      await screenshot(page, `manual-${lang}-print`);
      for (let i = 0; i < fits.length; i++) await sheetShot(page, i, `manual-${lang}-print-sheet${i + 1}`);
      const pdf = await page.pdf({ format: 'Letter', printBackground: true, preferCSSPageSize: true });
      const pdfPages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
      expect(pdfPages).toBe(fits.length);
      // What the PDF really prints: each sheet's footer on its page, all 32 names and the worked
      // example on page 2, every card of the reference on the last page.
      const printed = pdfPagesText(pdf).map((t) => t.replace(/\s+/g, ' '));
      expect(printed).toHaveLength(fits.length);
      const texts = (sel: string) => page.$$eval(sel, (els) => els.map((e) => e.textContent!.trim()));
      const footers = await texts('.page-footer');
      footers.forEach((f, i) => expect(printed[i], `footer of sheet ${i + 1}`).toContain(f));
      const names = await texts('#names-table tbody th');
      expect(names.filter((n) => !printed[1]!.includes(n))).toEqual([]);
      const sums = await texts('#worked-example .example-sum');
      expect(sums.filter((n) => !printed[1]!.includes(n))).toEqual([]);
      const cards = await texts('#card-reference .card-name');
      expect(cards).toHaveLength(ruleSet(42).deck.length);
      expect(cards.filter((c) => !printed.at(-1)!.includes(c))).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('on a phone (390 px) the drawing labels stay legible and only the drawing scrolls sideways', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${inject('baseUrl')}/manual/eo.html`);
    await page.waitForSelector('#names-table tbody tr');
    const sizes = await page.$$eval('#module-drawing .label tspan', (ts) =>
      ts.map((t) => t.getBoundingClientRect().height),
    );
    expect(sizes.length).toBeGreaterThanOrEqual(10);
    for (const h of sizes) expect(h).toBeGreaterThanOrEqual(12);
    const [docWidth, frame, content] = await page.$eval('#module-drawing', (d) => [
      document.documentElement.scrollWidth,
      d.clientWidth,
      d.scrollWidth,
    ]);
    expect(docWidth).toBeLessThanOrEqual(390);
    expect(content).toBeGreaterThan(frame);
    await pageShot(page, 'manual-eo-phone');
    await page.close();
  });

  it('dark mode follows the system on screen', async () => {
    const ctx = await browser.newContext({ colorScheme: 'dark', viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    await page.goto(`${inject('baseUrl')}/manual/fr.html`);
    await page.waitForSelector('#names-table tbody tr');
    const bg = await page.$eval('.page', (p) => getComputedStyle(p).backgroundColor);
    const [r, g, b] = bg.match(/\d+/g)!.map(Number);
    expect(r! + g! + b!).toBeLessThan(200);
    await sheetShot(page, 0, 'manual-fr-dark-sheet1');
    await pageShot(page, 'manual-fr-dark');
    await ctx.close();
  });
});

/**
 * Where every box of the sheets stands (tag, y, height), leaving out the text inside a card's
 * rule and a worked-example line, whose words change with the seed inside boxes of fixed size.
 */
function layout(page: Page): Promise<string[]> {
  return page.$$eval('.sheets *', (els) =>
    els
      .filter((e) => !e.closest('svg') && !e.closest('.card-ref p') && !e.closest('.example li'))
      .filter((e) => !e.matches('[data-seed-header]'))
      .map((e) => {
        const r = e.getBoundingClientRect();
        return `${e.tagName} ${e.id} y=${r.y.toFixed(1)} h=${r.height.toFixed(1)}`;
      }),
  );
}

describe('the manual rendered at build time', () => {
  for (const lang of ['en', 'fr', 'eo'] as const) {
    it(`${lang}: the built HTML, read with no script, holds the 32 names with their offsets, the drawing and the cards`, async () => {
      const res = await fetch(`${inject('baseUrl')}/${PAGES[lang]}`);
      expect(res.status).toBe(200);
      const doc = new JSDOM(await res.text()).window.document;
      expect(doc.documentElement.dataset.ruleSeed).toBe('1');
      const shown = [...doc.querySelectorAll('#names-table tbody tr')].map(
        (tr) => [tr.querySelector('th')!.textContent!.trim(), Number(tr.querySelector('td')!.textContent)] as const,
      );
      expect(shown).toEqual(expected(1));
      expect(doc.querySelectorAll('#module-drawing svg [data-space]')).toHaveLength(32);
      // The drawing's words are the page's: the piles' and the Trickster's, no English on FR and EO.
      const drawing = doc.querySelector('#module-drawing svg')!.textContent!;
      const { swap, discard, trickster } = TEXTS[lang].drawing.moduleWords;
      for (const word of [swap, discard, trickster]) expect(drawing).toContain(word);
      if (lang !== 'en') expect(drawing).not.toMatch(/SWAP|DISCARD|TRICKSTER|WARRIOR|You/);
      expect(doc.querySelectorAll('#card-reference > li svg')).toHaveLength(ruleSet(1).deck.length);
      expect([...doc.querySelectorAll('#worked-example .example-sum')].map((e) => e.textContent)).toEqual([
        '4 + 14 + 6 + 13 = 37 → 5',
        '5 + 1 + 26 + 20 = 52 → 20',
        '20 + 4 + 6 + 17 = 47 → 15',
      ]);
      expect(doc.querySelectorAll('[data-icon] svg').length).toBeGreaterThanOrEqual(4);
      expect([...doc.querySelectorAll('[data-page-number]')].map((e) => e.textContent)).toHaveLength(
        lang === 'en' ? 4 : 5,
      );
    });
  }

  it('with JavaScript off, the page shows the table, the drawing and the cards, and says it is rule seed 1', async () => {
    const ctx = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    await page.goto(`${inject('baseUrl')}/manual/fr.html#42`);
    // The hash's seed needs the script: the page says it shows rule seed 1, not seed 42.
    const note = page.locator('.noscript-note');
    expect(await note.isVisible()).toBe(true);
    expect(await note.textContent()).toContain('graine de règles par défaut (1)');
    expect(await rows(page)).toEqual(expected(1));
    expect(await page.locator('#names-table tbody tr').nth(31).isVisible()).toBe(true);
    expect((await page.locator('#module-drawing svg').boundingBox())!.width).toBeGreaterThan(500);
    expect(await page.locator('#card-reference > li').count()).toBe(14);
    await sheetShot(page, 1, 'manual-fr-noscript-sheet2');
    await ctx.close();
  });

  for (const width of [1280, 412]) {
    it(`${width} px: rendering another rule seed moves nothing on the sheets`, async () => {
      const ctx = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await ctx.newPage();
      for (const file of ['', 'fr.html', 'eo.html']) {
        await page.goto(`${inject('baseUrl')}/manual/${file}`);
        await page.waitForFunction(() => document.documentElement.dataset.ruleSeed === '1');
        const before = await layout(page);
        expect(before.length).toBeGreaterThan(200);
        for (const seed of [42, 2147483647]) {
          await page.evaluate((s) => {
            location.hash = `#${s}`;
          }, seed);
          await page.waitForFunction((s) => document.documentElement.dataset.ruleSeed === String(s), seed);
          expect(await rows(page)).toEqual(expected(seed));
          const after = await layout(page);
          expect(
            after.filter((box, i) => box !== before[i]),
            `${file || 'index.html'} #${seed}`,
          ).toEqual([]);
        }
        // A bad hash's notice floats over the window: nothing moves either.
        await page.evaluate(() => {
          location.hash = '#abc';
        });
        await page.waitForFunction(() => document.documentElement.dataset.ruleSeed === '1');
        expect(await page.locator('#seed-notice').isVisible()).toBe(true);
        expect(await layout(page)).toEqual(before);
      }
      await ctx.close();
    });
  }

  it('loading FR #42 on a phone shifts the layout by less than 0.02', async () => {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    const page = await ctx.newPage();
    await page.addInitScript(() => {
      (window as unknown as { shift: number }).shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
          if (!e.hadRecentInput) (window as unknown as { shift: number }).shift += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${inject('baseUrl')}/manual/fr.html#42`);
    await page.waitForFunction(() => document.documentElement.dataset.ruleSeed === '42');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
    await page.screenshot({ path: join(ARTIFACTS, 'manual-fr-42-phone.png') });
    expect(shift).toBeLessThan(0.02);
    // The highlighter's bar is wider than the phone: its right edge fades while more lies beyond
    // (manual.css, a scroll-driven fade), and is whole once scrolled to its end.
    const bar = page.locator('#highlighter-bar');
    const fade = () => bar.evaluate((b) => getComputedStyle(b).getPropertyValue('--hl-bar-fade'));
    expect(await bar.evaluate((b) => b.scrollWidth > b.clientWidth)).toBe(true);
    expect(parseFloat(await fade())).toBeGreaterThan(30);
    await bar.evaluate((b) => b.scrollTo({ left: b.scrollWidth }));
    await expect.poll(fade).toBe('0px');
    await ctx.close();
  });
});

describe('the highlighter in Chromium', () => {
  it('a click marks a names cell and a second click clears it; Shift marks a row; keys too; print shows the marks', async () => {
    const { page, errors } = await openPage(browser, `${inject('baseUrl')}/manual/fr.html#42`);
    await page.waitForFunction(() => document.documentElement.dataset.ruleSeed === '42');
    const cell = page.locator('#names-table tbody tr').nth(4).locator('td');
    const marked = () => cell.getAttribute('aria-selected');
    const bg = () => cell.evaluate((c) => getComputedStyle(c).backgroundImage);
    expect(await marked()).toBe('false');
    expect(await bg()).toBe('none');
    await cell.click();
    expect(await marked()).toBe('true');
    expect(await bg()).toMatch(/^linear-gradient/);
    await cell.click();
    expect(await marked()).toBe('false');
    expect(await bg()).toBe('none');

    // Shift+click: the row; the keyboard: Tab into the grid, arrows, Enter.
    const row = page.locator('#names-table tbody tr').nth(10);
    await row.locator('th').click({ modifiers: ['Shift'] });
    expect(await row.locator('[aria-selected="true"]').count()).toBe(2);
    expect(await page.evaluate(() => getSelection()?.toString() ?? '')).toBe('');
    await page.locator('#names-table tbody tr').nth(0).locator('th').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const second = page.locator('#names-table tbody tr').nth(1).locator('td');
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await second.evaluate((c) => c === document.activeElement)).toBe(true);
    await sheetShot(page, 1, 'manual-fr-highlighter-sheet2');

    // Print keeps the marks, even without background graphics.
    await page.emulateMedia({ media: 'print' });
    const printed = await second.evaluate((c) => [
      getComputedStyle(c).backgroundImage,
      getComputedStyle(c).printColorAdjust,
    ]);
    expect(printed[0]).toMatch(/^linear-gradient/);
    expect(printed[1]).toBe('exact');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('colours, a whole column, clear all and dark mode, by mouse and by keyboard; printed as shown; axe 0 in dark mode', async () => {
    const { page, errors } = await openPage(browser, `${inject('baseUrl')}/manual/#42`);
    await page.waitForFunction(() => document.documentElement.dataset.ruleSeed === '42');
    const bar = page.getByRole('region', { name: 'Highlighter' });
    const cell = (row: number, col: 'th' | 'td') => page.locator('#names-table tbody tr').nth(row).locator(col);
    const layers = (row: number, col: 'th' | 'td') =>
      cell(row, col).evaluate((c) => getComputedStyle(c).backgroundImage);
    const marked = () => page.locator('#names-table tbody [aria-selected="true"]').count();
    // By mouse: red, a cell; green, a row (Shift); yellow, a column (Ctrl).
    await bar.getByRole('button', { name: 'red' }).click();
    await cell(3, 'td').click();
    await bar.getByRole('button', { name: 'green' }).click();
    await cell(6, 'th').click({ modifiers: ['Shift'] });
    await bar.getByRole('button', { name: 'yellow' }).click();
    await cell(0, 'td').click({ modifiers: ['Control'] });
    expect(await marked()).toBe(32 + 1);
    expect(await layers(3, 'td')).toContain('rgba(223, 32, 32, 0.4)');
    expect(await layers(3, 'td')).toContain('rgba(223, 223, 32, 0.4)');
    expect(await layers(6, 'th')).toContain('rgba(34, 195, 34, 0.4)');
    expect(await cell(3, 'td').getAttribute('aria-describedby')).toBe('hl-cell-2 hl-col-4');
    expect(await page.locator('#hl-col-4').textContent()).toBe('column marked yellow');
    await page.locator('#names-table').scrollIntoViewIfNeeded();
    await page.evaluate(() => scrollBy(0, -90));
    await page.screenshot({ path: join(ARTIFACTS, 'manual-highlighter-three-colours.png') });
    // Printed as shown: the colours, without the toolbar.
    await page.emulateMedia({ media: 'print' });
    expect(await layers(6, 'th')).toContain('rgba(34, 195, 34, 0.4)');
    expect(await bar.isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    // Clear marks by mouse.
    await bar.getByRole('button', { name: 'Clear marks' }).click();
    expect(await marked()).toBe(0);

    // By keyboard: Alt+5 magenta, Enter on a cell, Ctrl+Enter its column, Alt+C clears them.
    await page.keyboard.press('Alt+5');
    expect(await bar.getByRole('button', { name: 'magenta' }).getAttribute('aria-pressed')).toBe('true');
    await cell(0, 'th').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await layers(1, 'th')).toContain('rgba(223, 0, 223, 0.4)');
    await page.keyboard.press('Control+Enter');
    expect(await marked()).toBe(32);
    await page.keyboard.press('Alt+c');
    expect(await marked()).toBe(0);
    expect(await bar.locator('[aria-live]').textContent()).toBe('2 marks cleared.');

    // Dark mode: Alt+W, then the switch by mouse back to light, then as the system.
    const ink = () => page.evaluate(() => getComputedStyle(document.documentElement).color);
    const light = await ink();
    await page.keyboard.press('Alt+w');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await ink()).not.toBe(light);
    await page.keyboard.press('Alt+2');
    await cell(4, 'td').click();
    await cell(8, 'th').click({ modifiers: ['Shift'] });
    await page.keyboard.press('Alt+3');
    await cell(0, 'td').click({ modifiers: ['Control'] });
    expect(await layers(2, 'td')).toMatch(/^linear-gradient\(rgba?\([^)]*\)/);
    expect(await marked()).toBe(32 + 1);
    expect(await checkA11y(page)).toEqual([]);
    await page.locator('#names-table').scrollIntoViewIfNeeded();
    await page.evaluate(() => scrollBy(0, -90));
    await page.screenshot({ path: join(ARTIFACTS, 'manual-highlighter-dark.png') });
    await bar.getByRole('button', { name: 'Dark mode' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(await ink()).toBe(light);
    // Kept between visits; As the system forgets the choice.
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.ruleSeed === '42');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.getByRole('button', { name: 'As the system' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined();
    expect(errors).toEqual([]);
    await page.close();
  });
});
