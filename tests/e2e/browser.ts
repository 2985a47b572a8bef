/**
 * Debian's Chromium driven by playwright-core, with the launch flags that work on these
 * machines (DESIGN.md "Proving it in a real browser"). Screenshots go to test-results/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const ARTIFACTS = join(process.cwd(), 'test-results', 'screenshots');

/** The Chromium this project drives: Debian's, or CHROMIUM_PATH. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The launch flags that work on these machines (also used by scripts/benchLighthouse.ts). */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Launches headless Chromium from /usr/bin/chromium (override with CHROMIUM_PATH). */
export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_FLAGS] });
}

/**
 * A new page that records every request leaving the page's origin, every page error and every
 * Content-Security-Policy violation (the `securitypolicyviolation` event, listened to before
 * the page's own scripts run, and Chromium's console message), so that the tests that expect no
 * errors also prove the pages run under their policy.
 * @returns the page, the list of foreign request URLs and the list of page errors and violations.
 */
export async function openPage(
  browser: Browser,
  url: string,
): Promise<{ page: Page; foreign: string[]; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const origin = new URL(url).origin;
  const foreign: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => {
    const u = r.url();
    if (!u.startsWith(origin) && !u.startsWith('data:') && !u.startsWith('blob:')) foreign.push(u);
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await watchPolicy(page, errors);
  await page.goto(url);
  return { page, foreign, errors };
}

/**
 * Pushes every Content-Security-Policy violation of `page` (from now on) onto `into`, as
 * `CSP: <directive> blocked <uri>` or Chromium's console text.
 */
export async function watchPolicy(page: Page, into: string[]): Promise<void> {
  await page.exposeFunction('__tacCspViolation', (text: string) => into.push(`CSP: ${text}`));
  // Added through the DevTools protocol, so the policy itself never blocks this listener.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __tacCspViolation(t: string): void }).__tacCspViolation(
        `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) into.push(`CSP console: ${m.text()}`);
  });
}

/** Saves a screenshot as test-results/screenshots/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
