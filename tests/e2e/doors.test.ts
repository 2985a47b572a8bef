/**
 * The doors of the production build in Chromium (issue 11): every page carries the strict
 * Content-Security-Policy and runs under it (module drawn, designer worker and picture, manual),
 * and the bomb page plays nothing of a crafted `?bomb=` link that a module could not deal: it
 * names the field in a notice and deals a fresh, sound bomb. Screenshots:
 * test-results/screenshots/doors-*.png.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openPage, screenshot, watchPolicy } from './browser';
import { checkBomb } from '../../src/doors/bombCheck';
import { encodeBombParam } from '../../src/doors/bombUrl';
import { createHash } from 'node:crypto';
import { CONTENT_SECURITY_POLICY } from '../../scripts/contentSecurityPolicy.ts';

type Json = Record<string, unknown> & {
  seat: number;
  state: Record<string, unknown>;
  hand: string[];
  swap: { slot: number; card: string } | null;
  names: string[];
};

const tac = (args: string[]) =>
  execFileSync(process.execPath, ['bin/tac.mjs', ...args], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Json);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Colours and opaque pixels of the module's canvas, sampled at 64 × 64. */
async function canvasPixels(page: Page): Promise<{ opaque: number; colours: number }> {
  return page.evaluate(() => {
    const src = document.querySelector('#module-host canvas.module-scene') as HTMLCanvasElement;
    const c = document.createElement('canvas');
    c.width = 64;
    c.height = 64;
    const g = c.getContext('2d')!;
    g.drawImage(src, 0, 0, 64, 64);
    const d = g.getImageData(0, 0, 64, 64).data;
    const colours = new Set<number>();
    let opaque = 0;
    for (let i = 0; i < d.length; i += 4) {
      if (d[i + 3]! > 200) opaque++;
      colours.add(((d[i]! >> 4) << 8) | ((d[i + 1]! >> 4) << 4) | (d[i + 2]! >> 4));
    }
    return { opaque, colours: colours.size };
  });
}

describe('Content-Security-Policy', () => {
  it('is a meta tag of every built page: script-src self and one hash, no unsafe-eval or unsafe-inline, no objects or base', async () => {
    // The two inline scripts allowed: the bomb page's load-check and the one after its
    // stylesheet (scripts/loadCheckPlugin.ts).
    expect(CONTENT_SECURITY_POLICY).toMatch(
      /(^|; )script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=' 'sha256-[A-Za-z0-9+/]{43}='(;|$)/,
    );
    expect(CONTENT_SECURITY_POLICY).toMatch(/object-src 'none'/);
    expect(CONTENT_SECURITY_POLICY).toMatch(/base-uri 'none'/);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-/);
    for (const path of [
      '/',
      '/designer.html',
      '/manual/',
      '/manual/fr.html',
      '/manual/eo.html',
      '/tachi.html',
      '/watch.html',
    ]) {
      const html = await (await fetch(inject('baseUrl') + path)).text();
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html);
      expect(meta?.[1]?.replace(/&#39;/g, "'"), path).toBe(CONTENT_SECURITY_POLICY);
      // The policy comes before any script or style it governs.
      expect(html.indexOf('Content-Security-Policy'), path).toBeLessThan(html.search(/<script|<link rel="stylesheet"/));
      expect(html, path).not.toMatch(/<style|\sstyle=/);
      // No inline script but the bomb page's two, whose texts' SHA-256 are the policy's.
      const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([^]*?)<\/script>/g)].map((m) => m[1]!);
      expect(inline.length, path).toBe(path === '/' ? 2 : 0);
      for (const text of inline) {
        const digest = createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64');
        expect(CONTENT_SECURITY_POLICY, path).toContain(`'sha256-${digest}'`);
      }
    }
  });

  it('the bomb draws its module and plays with sound under it, and eval is refused (the policy is live)', async () => {
    const { page, errors, foreign } = await openPage(browser, `${inject('baseUrl')}/?seed=csp&time=off`);
    await page.waitForFunction(() => 'tac' in window, null, { timeout: 20_000 });
    await page.mouse.move(2, 2); // a player's first sign: the page makes the animated scene
    await page.waitForSelector('#module-host canvas.module-scene', { timeout: 20_000 });
    await expect.poll(() => page.locator('#loading').count(), { timeout: 20_000 }).toBe(0);
    const pixels = await canvasPixels(page);
    expect(pixels.opaque).toBeGreaterThan(64 * 64 * 0.8);
    expect(pixels.colours).toBeGreaterThan(20);
    // A card press plays its animation and sounds (howler fetches the WAVs).
    await page.getByRole('button', { name: /^Card 1/ }).click();
    await page.waitForTimeout(1200);
    await screenshot(page, 'doors-bomb-under-csp');
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
    // The policy is live and the watcher sees it: a string run as code and an inline script are
    // refused and reported. (page.evaluate itself runs through DevTools, which the policy exempts.)
    const ran = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const w = window as unknown as Record<string, number>;
          setTimeout('window.__evalRan = 1' as unknown as () => void, 0);
          const s = document.createElement('script');
          s.textContent = 'window.__inlineRan = 1';
          document.body.appendChild(s);
          setTimeout(() => resolve(`${w.__evalRan ?? 0} ${w.__inlineRan ?? 0}`), 100);
        }),
    );
    expect(ran).toBe('0 0');
    await expect.poll(() => errors.filter((e) => e.startsWith('CSP: script-src')).length).toBe(2);
    expect(
      errors.filter((e) => e.startsWith('CSP: ')).map((e) => /^CSP: (\S+) blocked (\S+)/.exec(e)?.slice(1)),
    ).toEqual([
      ['script-src', 'eval'],
      ['script-src-elem', 'inline'],
    ]);
    await page.close();
  });

  it('the designer runs its worker and draws the revealed module as a picture under it', async () => {
    const { page, errors } = await openPage(browser, `${inject('baseUrl')}/designer.html?seed=csp`);
    await page.waitForFunction(() => /^\d+$/.test(document.getElementById('solution-count')?.textContent ?? ''), null, {
      timeout: 20_000,
    });
    expect(await page.locator('#designer').getAttribute('data-engine')).toBe('worker');
    await page.waitForFunction(
      () => ((document.querySelector('#module img') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0,
      null,
      { timeout: 20_000 },
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('?bomb= links the module could not deal', () => {
  const [base] = tac(['generate', '--seed', 'crafted-3', '--rule-seed', '1']);
  const noSwap = tac(['generate', '--seed', 'crafted', '--count', '20']).find((b) => !b.swap)!;
  const with_ = (b: Json, change: (j: Json) => void): Json => {
    const j = structuredClone(b);
    change(j);
    return j;
  };
  const kelvinKate = '\u212Aate';
  const crafted: [string, Json][] = [
    ['pawn home', with_(base!, (j) => (j.state.you = 'home'))],
    ['seat ≠ state.seat', with_(base!, (j) => (j.state.seat = (j.seat + 1) % 4))],
    ['names Sam, Sam, Sam', with_(base!, (j) => (j.names = ['Sam', 'Sam', 'Sam']))],
    ['five 13s', with_(noSwap, (j) => (j.hand = ['13', '13', '13', '13', '13']))],
    ['a swap on a winnable hand', with_(noSwap, (j) => (j.swap = { slot: 0, card: j.hand[0] === 'W' ? 'T' : 'W' }))],
    ['a one-card hand', with_(base!, (j) => (j.hand = [j.hand[0]!]))],
    ...['11', '11S', '2D', '1R', '13S'].map((c): [string, Json] => [`card ${c}`, with_(base!, (j) => (j.hand[1] = c))]),
    ['serial ﬃﬃ', with_(base!, (j) => (j.serial = 'ﬃﬃ'))],
    ['serial ıııııı', with_(base!, (j) => (j.serial = 'ıııııı'))],
    ['serial ſſſſſſ', with_(base!, (j) => (j.serial = 'ſſſſſſ'))],
    ['card 7ſ', with_(base!, (j) => (j.hand[2] = '7ſ'))],
    ['Kate with a Kelvin sign', with_(base!, (j) => (j.names[0] = kelvinKate))],
    ['a 300-character seed', with_(base!, (j) => (j.seed = 'x'.repeat(300)))],
  ];

  it('each shows a notice naming the field, deals a fresh sound bomb, and plays nothing of the bad one', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await watchPolicy(page, errors);
    const cases: [string, string, string][] = crafted.map(([what, json]) => {
      const r = checkBomb(json);
      expect(r.ok, what).toBe(false);
      return [what, encodeBombParam(json), r.ok ? '' : r.error];
    });
    // (45,000 characters would pass the length check just as well, but vite preview refuses
    // request lines over 16 KB before the page sees them.)
    cases.push(['a 9,000-character seed', encodeBombParam({ ...base!, seed: 's'.repeat(9000) }), '']);
    for (const [what, param, error] of cases) {
      await page.goto(`${inject('baseUrl')}/?bomb=${param}&time=off`);
      const notice = (await page.locator('#notices li').first().textContent())!;
      const m = /^The bomb in the link cannot be played: (.*)\. Dealt the bomb of seed "([a-z0-9]{8})" instead\.$/.exec(
        notice,
      );
      expect(m, `${what}: ${notice}`).not.toBe(null);
      if (error) expect(m![1], what).toBe(error);
      else expect(m![1], what).toMatch(/^the bomb parameter is \d+ characters long; a bomb takes at most 4096$/);
      // The fresh bomb is the generator's bomb of the seed the notice names (sound: RULES.md §9),
      // and the address now names that seed instead of the bad bomb.
      const [fresh] = tac(['generate', '--seed', m![2]!]);
      expect(await page.locator('#serial').textContent(), what).toBe(fresh!.serial);
      const played = await page.evaluate(() => {
        const t = (window as unknown as { tac: { bomb: { hand: { code: string }[]; state: unknown } } }).tac;
        return { hand: t.bomb.hand.map((c) => c.code), state: t.bomb.state };
      });
      expect(played, what).toEqual({ hand: fresh!.hand, state: fresh!.state });
      const address = new URL(page.url()).searchParams;
      expect([address.get('seed'), address.get('bomb')], what).toEqual([m![2], null]);
    }
    await screenshot(page, 'doors-bad-bomb-notice');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a bomb with the longest seed keeps the module square and on screen, the seed shortened', async () => {
    const long = { ...base!, seed: 'W'.repeat(100) };
    expect(checkBomb(long).ok).toBe(true);
    for (const width of [1280, 390]) {
      const { page, errors } = await openPage(browser, `${inject('baseUrl')}/?bomb=${encodeBombParam(long)}&time=off`);
      await page.setViewportSize({ width, height: 900 });
      // The page's script runs after its first paint (src/pages/bomb/entry.ts): wait for its bomb.
      await page.waitForFunction(() => (window as unknown as { tac?: unknown }).tac !== undefined);
      expect(await page.locator('#notices li').count()).toBe(0);
      expect(await page.locator('#seed-text').textContent()).toBe(`${'W'.repeat(24)}… (bomb from a link)`);
      expect(await page.locator('#seed-text').getAttribute('title')).toBe('W'.repeat(100));
      const box = (await page.locator('.module-wrap').boundingBox())!;
      expect(Math.abs(box.width - box.height), `${width}: ${box.width}×${box.height}`).toBeLessThan(1);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `doors-long-seed-${width}`);
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});

describe('the designer’s play link', () => {
  it('deals the designer’s serial on the bomb page for seeds with spaces and long seeds', async () => {
    const long = 'long seed, spaces '.repeat(6).slice(0, 100);
    expect([long.length, long.trim()]).toEqual([100, long]);
    for (const seed of [' abc', 'a b c', long]) {
      const { page, errors } = await openPage(
        browser,
        `${inject('baseUrl')}/designer.html?${new URLSearchParams({ seed })}`,
      );
      await page.waitForFunction(
        () => /^\d+$/.test(document.getElementById('solution-count')?.textContent ?? ''),
        null,
        {
          timeout: 20_000,
        },
      );
      const serial = (JSON.parse(await page.getByLabel('Bomb JSON').inputValue()) as { serial: string }).serial;
      const [cliBomb] = tac(['generate', '--seed', seed]);
      expect(serial, seed).toBe(cliBomb!.serial);
      const href = (await page.getByRole('link', { name: 'Play this bomb' }).getAttribute('href'))!;
      const bomb = await openPage(browser, href);
      await expect.poll(() => bomb.page.locator('#serial').textContent(), { timeout: 20_000 }).toBe(serial);
      expect(await bomb.page.locator('#notices li').count()).toBe(0);
      expect(await bomb.page.locator('#seed-text').getAttribute('title')).toBe(seed.trim());
      expect(bomb.errors).toEqual([]);
      expect(errors).toEqual([]);
      await bomb.page.close();
      await page.close();
    }
  });

  it('names misspelled settings of its address, and shows the command quoted for a shell', async () => {
    const { page, errors } = await openPage(
      browser,
      `${inject('baseUrl')}/designer.html?seed=%23x&include=warior&swap=requird`,
    );
    await page.waitForFunction(() => /^\d+$/.test(document.getElementById('solution-count')?.textContent ?? ''), null, {
      timeout: 20_000,
    });
    const alert = await page.getByRole('alert').first().textContent();
    expect(alert).toMatch(/swap "requird" is not either, required or forbidden; include "warior" is not a card kind/);
    expect(await page.locator('#cli-line').textContent()).toBe("npx tac generate --seed='#x' --rule-seed 1");
    await screenshot(page, 'doors-designer-address-alert');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('what a notice quotes, in Chromium', () => {
  it('names invisible and direction-changing characters, invalid seeds, and what a bomb link overrides', async () => {
    const { page, errors } = await openPage(
      browser,
      `${inject('baseUrl')}/?seed=%FF&time=%E2%80%AEsetunim%2099&strikes=%E2%80%8B`,
    );
    await expect.poll(() => page.locator('#notices li').count(), { timeout: 20_000 }).toBe(3);
    const notices = await page.locator('#notices li').allTextContents();
    expect(notices[0]).toMatch(
      /^seed character 1 "�" \(U\+FFFD\) is not allowed in a seed: it replaces text that was not valid UTF-8 \(in a link, not valid percent-encoding\); used the random seed "[a-z0-9]{8}"\.$/,
    );
    expect(notices.slice(1)).toEqual([
      'time "\\u{202E}setunim 99" is not "off" or a whole number of minutes 1–99; used 5 minutes.',
      'strikes "\\u{200B}" is not a strike limit 1–9; used 3.',
    ]);
    // Nothing of the text runs backwards: no direction control reaches the page.
    expect(
      await page.locator('#notices').evaluate((el) => /[\u202a-\u202e\u2066-\u2069\u200b]/.test(el.textContent!)),
    ).toBe(false);
    await screenshot(page, 'doors-invisible-notices');
    const [linked] = tac(['generate', '--seed', 'linked', '--rule-seed', '7']);
    await page.goto(`${inject('baseUrl')}/?seed=zzz&ruleseed=5&time=00&bomb=${encodeBombParam(linked!)}`);
    await expect.poll(() => page.locator('#serial').textContent(), { timeout: 20_000 }).toBe(linked!.serial);
    expect(await page.locator('#notices li').allTextContents()).toEqual([
      'The bomb in the link is played (bomb wins): seed "zzz" and ruleseed "5" are not used.',
    ]);
    expect(await page.getByLabel('Timer').textContent()).toBe('OFF');
    expect(errors).toEqual([]);
    await page.close();

    const manual = await openPage(browser, `${inject('baseUrl')}/manual/#%00%E2%80%AE1`);
    await expect
      .poll(() => manual.page.locator('#seed-notice').textContent(), { timeout: 20_000 })
      .toMatch(/^“\\u\{0000\}\\u\{202E\}1” is not a rule seed/);
    expect(manual.errors).toEqual([]);
    await manual.page.close();
  });
});
