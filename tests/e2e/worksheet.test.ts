/**
 * The experting worksheet (manual/worksheet*.html) in Debian's Chromium, from the production
 * build: every manual page's link opens the sheet of its language; the sheet is clean for axe
 * (light and dark), runs under the site's policy, and prints on one page, Letter and A4, with
 * nothing cut (the PDF of `page.pdf()` read back with pdfText.ts). The PDFs are written to
 * test-results/screenshots/worksheet-<lang>-<format>.pdf, with a screenshot of each sheet printed.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { CONTENT_SECURITY_POLICY } from '../../scripts/contentSecurityPolicy';
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

const MANUALS = { en: 'manual/', fr: 'manual/fr.html', eo: 'manual/eo.html' } as const;
const SHEETS = { en: 'worksheet.html', fr: 'worksheet-fr.html', eo: 'worksheet-eo.html' } as const;
const LINKS = { en: 'Experting worksheet', fr: 'Feuille de calcul de l’expert', eo: 'Kalkulfolio de la eksperto' };

/** Text as the PDF reader gives it, and as the page has it: one space for any run of spaces. */
const flat = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

describe('the experting worksheet in Chromium', () => {
  for (const lang of ['en', 'fr', 'eo'] as const) {
    it(`${lang}: the manual links to it; axe finds nothing; it prints on one Letter or A4 page, nothing cut`, async () => {
      const base = inject('baseUrl');
      const { page, errors, foreign } = await openPage(browser, `${base}/${MANUALS[lang]}#42`);
      await page.getByRole('link', { name: LINKS[lang] }).click();
      await page.waitForURL(new RegExp(`/manual/${SHEETS[lang]}$`));
      const html = await (await fetch(`${base}/manual/${SHEETS[lang]}`)).text();
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html);
      expect(meta?.[1]?.replace(/&#39;/g, "'")).toBe(CONTENT_SECURITY_POLICY);
      expect(await checkA11y(page)).toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await checkA11y(page)).toEqual([]);
      await page.emulateMedia({ colorScheme: 'light' });
      await screenshot(page, `worksheet-${lang}`);

      // A printed letter page is 8.5in = 816 CSS px wide: lay the page out at that width.
      await page.setViewportSize({ width: 816, height: 1056 });
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('navigation').isVisible()).toBe(false);
      const fit = await page.$eval('.page', (p) => ({
        h: p.getBoundingClientRect().height,
        scroll: p.scrollHeight,
        client: p.clientHeight,
        clipped: [...p.querySelectorAll('h1, h2, tr, li, p, footer')]
          .filter((el) => {
            const b = el.getBoundingClientRect();
            const sheet = p.getBoundingClientRect();
            return b.top < sheet.top - 0.5 || b.bottom > sheet.bottom - 20 || b.right > sheet.right + 0.5;
          })
          .map((el) => `${el.tagName} ${(el.textContent ?? '').trim().slice(0, 30)}`),
      }));
      expect(fit.h).toBeCloseTo(1056, 0);
      expect(fit.scroll).toBeLessThanOrEqual(fit.client + 1);
      expect(fit.clipped).toEqual([]);
      await page.locator('.page').screenshot({ path: join(ARTIFACTS, `worksheet-${lang}-print.png`) });

      const words = await page.$$eval('h1, h2, th, .page-footer, .ws-decision strong', (els) =>
        els.map((e) => e.textContent!),
      );
      for (const format of ['Letter', 'A4'] as const) {
        const pdf = await page.pdf({ format, printBackground: true, preferCSSPageSize: format === 'Letter' });
        writeFileSync(join(ARTIFACTS, `worksheet-${lang}-${format}.pdf`), pdf);
        const printed = pdfPagesText(pdf).map(flat);
        expect(printed, format).toHaveLength(1);
        const missing = words.map(flat).filter((w) => w && !printed[0]!.includes(w));
        expect(missing, format).toEqual([]);
      }
      expect(foreign).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
