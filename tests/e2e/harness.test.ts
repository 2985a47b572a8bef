import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

it('serves every page of the production build from one origin', async () => {
  for (const path of [
    '/',
    '/designer.html',
    '/manual/',
    '/manual/fr.html',
    '/manual/eo.html',
    '/tachi.html',
    '/watch.html',
  ]) {
    const { page, foreign, errors } = await openPage(browser, inject('baseUrl') + path);
    expect(await page.title(), path).toMatch(/TAC/);
    expect(foreign, path).toEqual([]);
    expect(errors, path).toEqual([]);
    await page.close();
  }
});
