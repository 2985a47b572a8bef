/**
 * The bomb page (index.html) on the production build in Debian's Chromium: it shows exactly
 * what `tac generate` deals, a bomb's `solution` clicked through the accessible buttons solves
 * it, TAC on a bomb without a swap strikes once and resets, holding TAC resets, bad URL
 * parameters give notices, nothing leaves the origin. Screenshots of the key states are saved
 * under test-results/screenshots/ (bomb-*.png).
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openPage, screenshot } from './browser';
import { describeCard, namesFor, parseCard, SEAT_CORNERS } from '../../src/rules/index';
import { encodeBombParam } from '../../src/doors/bombUrl';

interface CliBomb {
  seed: string;
  ruleSeed: number;
  serial: string;
  seat: 0 | 1 | 2 | 3;
  colors: string[];
  names: string[];
  state: { seat: number; you: number | 'home'; opponent1: number | null; partner: number; opponent2: number | null };
  hand: string[];
  swap: { slot: number; card: string } | null;
  solution: string[];
}

/** Bombs as the CLI prints them (ties the page to `tac generate`). */
function cli(args: string[]): CliBomb[] {
  const out = execFileSync(process.execPath, ['bin/tac.mjs', 'generate', ...args], { encoding: 'utf8' });
  return out
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as CliBomb);
}

const LEDS = ['tr', 'br', 'bl', 'tl'];
const isLed = (a: string) => LEDS.includes(a);

/** The accessible button for an action word. */
function buttonFor(page: Page, action: string) {
  if (/^[1-5]$/.test(action)) return page.getByRole('button', { name: new RegExp(`^Card ${action}`) });
  if (action === 'tac') return page.getByRole('button', { name: 'TAC', exact: true });
  if (action === 'l') return page.getByRole('button', { name: 'Left option' });
  if (action === 'r') return page.getByRole('button', { name: 'Right option' });
  const corner = SEAT_CORNERS[LEDS.indexOf(action)];
  return page.getByRole('button', { name: new RegExp(`^LED ${corner}:`) });
}

async function idle(page: Page) {
  await page.waitForFunction(() => {
    const t = (window as unknown as { tac?: { controller: { busy: boolean } } }).tac;
    return t !== undefined && !t.controller.busy;
  });
}

/**
 * The module's animated scene has taken over from the still picture (its canvas is drawn), and
 * nothing moves; the mouse moved over the page first (a player's sign: the scene is made then).
 */
async function ready(page: Page) {
  await page.waitForFunction(() => 'tac' in window, null, { timeout: 20_000 });
  await page.mouse.move(2, 2);
  await page.waitForFunction(() => performance.getEntriesByName('module-scene').length > 0, null, {
    timeout: 20_000,
  });
  await idle(page);
}

/** The colour [r, g, b] drawn at the centre of the status light (module pixel 588, 52; the scene uses Pixi's 2D canvas renderer). */
async function statusLight(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const canvas = document.querySelector('#module-host canvas.module-scene') as HTMLCanvasElement;
    const k = canvas.width / 640;
    const d = canvas.getContext('2d')!.getImageData(Math.round(588 * k), Math.round(52 * k), 1, 1).data;
    return [d[0]!, d[1]!, d[2]!];
  });
}

function url(params: Record<string, string>): string {
  return `${inject('baseUrl')}/?${new URLSearchParams(params).toString()}`;
}

let browser: Browser;
let pool: CliBomb[];
beforeAll(async () => {
  browser = await launch();
  pool = cli(['--seed', 'e2e', '--count', '40', '--rule-seed', '1']);
});
afterAll(async () => {
  await browser?.close();
});

describe('the bomb page', () => {
  it('shows the serial, names and hand that `tac generate` prints for a seed and rule seed', async () => {
    const [bomb] = cli(['--seed', 'page-check', '--rule-seed', '42']);
    const { page, foreign, errors } = await openPage(browser, url({ seed: 'page-check', ruleseed: '42', time: 'off' }));
    await ready(page);
    expect(await page.getByLabel('Serial number').textContent()).toBe(bomb!.serial);
    expect(await page.getByLabel('Strikes').textContent()).toBe('0');
    for (let i = 0; i < bomb!.hand.length; i++) {
      const name = `Card ${i + 1}: ${describeCard(parseCard(bomb!.hand[i])!)}`;
      await expect(page.getByRole('button', { name, exact: true }).count()).resolves.toBe(1);
    }
    // The LEDs cannot act until a Trickster waits: their buttons are out of the tree, the Board names them.
    expect(await page.getByRole('button', { name: /^LED / }).count()).toBe(0);
    const board = (await page.getByRole('region', { name: 'Board' }).textContent())!;
    for (let k = 0; k < 4; k++) {
      const seat = (bomb!.seat + k) % 4;
      const label = k === 0 ? 'You' : bomb!.names[k - 1];
      expect(board).toContain(`${SEAT_CORNERS[seat]}, ${label} (${bomb!.colors[seat]})`);
    }
    const manual = page.getByRole('link', { name: /Manual/ });
    expect(await manual.getAttribute('href')).toBe('manual/index.html#42');
    expect(await manual.getAttribute('target')).toBe('_blank');
    expect(await page.getByRole('link', { name: 'Designer' }).getAttribute('href')).toBe('designer.html');
    expect(await page.locator('#notices li').count()).toBe(0);
    await screenshot(page, 'bomb-initial');
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();

    // ?deal=hard deals the bomb of tac generate --deal hard, and New bomb keeps the deal.
    const [hard] = cli(['--seed', 'page-check', '--rule-seed', '42', '--deal', 'hard']);
    expect(hard!.hand).not.toEqual(bomb!.hand);
    const other = await openPage(browser, url({ seed: 'page-check', ruleseed: '42', deal: 'hard', time: 'off' }));
    await ready(other.page);
    expect(await other.page.getByLabel('Serial number').textContent()).toBe(hard!.serial);
    for (let i = 0; i < hard!.hand.length; i++) {
      const name = `Card ${i + 1}: ${describeCard(parseCard(hard!.hand[i])!)}`;
      await expect(other.page.getByRole('button', { name, exact: true }).count()).resolves.toBe(1);
    }
    expect(await other.page.locator('#notices li').count()).toBe(0);
    await other.page.getByRole('button', { name: 'New bomb' }).click();
    await other.page.waitForFunction(() => !location.search.includes('seed=page-check'));
    expect(new URL(other.page.url()).searchParams.get('deal')).toBe('hard');
    expect(other.errors).toEqual([]);
    await other.page.close();
  });

  it('is solved by clicking the bomb’s solution through the accessible buttons', async () => {
    // A bomb with a swap whose solution uses options and the Trickster, if the pool has one.
    const bomb =
      pool.find((b) => b.swap && b.solution.some(isLed) && b.solution.some((a) => a === 'l')) ??
      pool.find((b) => b.solution.some(isLed))!;
    const { page, foreign, errors } = await openPage(browser, url({ seed: bomb.seed, ruleseed: '1', time: '10' }));
    await ready(page);
    expect(await page.getByLabel('Serial number').textContent()).toBe(bomb.serial);
    let shotOptions = false;
    let shotTrickster = false;
    for (let i = 0; i < bomb.solution.length; i++) {
      const action = bomb.solution[i]!;
      await buttonFor(page, action).click();
      const next = bomb.solution[i + 1];
      if (next === 'l' || next === 'r') {
        await idle(page);
        expect(await page.locator('#status').textContent()).toMatch(/^Choose for card \d/);
        if (!shotOptions) await screenshot(page, 'bomb-options');
        shotOptions = true;
      }
      if (/^[1-5]$/.test(action) && next && isLed(next)) {
        await idle(page);
        expect(await page.locator('#status').textContent()).toBe('Trickster: choose two LEDs.');
        if (!shotTrickster) {
          await page.waitForTimeout(150); // mid-blink
          await screenshot(page, 'bomb-trickster');
        }
        shotTrickster = true;
      }
    }
    await idle(page);
    await expect.poll(() => page.locator('#status').textContent()).toMatch(/^Solved in \d+:\d\d!$/);
    expect(await page.getByLabel('Strikes').textContent()).toBe('0');
    expect(await page.getByRole('button', { name: /^(Card|LED|TAC)/ }).count()).toBe(0); // input is over
    expect(await page.locator('#end-screen').isVisible()).toBe(true);
    const [r, g, b] = await statusLight(page); // the status light is drawn green
    expect(g).toBeGreaterThan(180);
    expect(r).toBeLessThan(120);
    expect(b).toBeLessThan(160);
    await page.waitForTimeout(300);
    await screenshot(page, 'bomb-solved');
    expect(shotOptions).toBe(true);
    expect(shotTrickster).toBe(true);
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('gives exactly one strike for TAC on a bomb without a swap, and the initial state back', async () => {
    const bomb = pool.find((b) => !b.swap)!;
    const { page, errors } = await openPage(browser, url({ seed: bomb.seed, time: 'off' }));
    await ready(page);
    // The hand as the Board says it (a played card's button leaves the tree).
    const names = async () =>
      (await page.getByRole('region', { name: 'Board' }).textContent())!.match(/Hand: [^.]*\./)![0].split('; ');
    // The Board's words come in their own chunk, once the scene is up (speechLoader.ts).
    await page.waitForFunction(() => /Hand: /.test(document.getElementById('board-lines')?.textContent ?? ''));
    const before = await names();
    // Follow the solution until a card is played, so that the reset has something to undo.
    for (const action of bomb.solution.slice(0, -1)) {
      await buttonFor(page, action).click();
      await idle(page);
      if ((await names()).some((n) => /, played\.?$/.test(n))) break;
    }
    expect(await names()).not.toEqual(before);
    // A card was played: TAC now does nothing; on the untouched bomb it strikes.
    await page.getByRole('button', { name: 'TAC', exact: true }).hover();
    await page.mouse.down();
    await page.waitForTimeout(600);
    await screenshot(page, 'bomb-hold'); // the ring filling round TAC
    await page.waitForTimeout(700);
    await page.mouse.up();
    await idle(page);
    expect(await names()).toEqual(before);
    expect(await page.getByLabel('Strikes').textContent()).toBe('0');
    await expect(page.locator('#log').textContent()).resolves.toContain(
      'TAC held: The module is back to its initial state.',
    );
    await buttonFor(page, 'tac').click();
    await page.waitForTimeout(250);
    await screenshot(page, 'bomb-strike');
    await idle(page);
    expect(await page.getByLabel('Strikes').textContent()).toBe('1');
    expect(await names()).toEqual(before);
    expect(await page.locator('#status').textContent()).toBe('Armed: 5 cards in hand, 1 of 3 strikes.');
    await expect(page.locator('#log').textContent()).resolves.toContain(
      'STRIKE (swap-not-needed): TAC was pressed to swap, but this hand needs no swap.',
    );
    const pos = await page.evaluate(() => {
      const t = (
        window as unknown as { tac: { controller: { state: { pos: number; swapped: boolean; pending: unknown } } } }
      ).tac;
      return { pos: t.controller.state.pos, swapped: t.controller.state.swapped, pending: t.controller.state.pending };
    });
    const s = bomb.state;
    expect(pos.pos).toBe(
      (s.you as number) | ((s.opponent1 ?? 32) << 6) | (s.partner << 12) | ((s.opponent2 ?? 32) << 18),
    );
    expect(pos.swapped).toBe(false);
    expect(pos.pending).toBe(null);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is solved from the keyboard alone (1–5, T, arrows, Q/P/Z/M)', async () => {
    const bomb = pool.find((b) => b.swap && b.solution.some(isLed))!;
    const key: Record<string, string> = {
      tac: 't',
      l: 'ArrowLeft',
      r: 'ArrowRight',
      tl: 'q',
      tr: 'p',
      bl: 'z',
      br: 'm',
    };
    const { page, errors } = await openPage(browser, url({ seed: bomb.seed, time: 'off' }));
    await ready(page);
    for (const a of bomb.solution) {
      await page.keyboard.press(key[a] ?? a);
      await idle(page);
    }
    await expect.poll(() => page.locator('#status').textContent()).toMatch(/^Solved in/);
    expect(await page.getByLabel('Strikes').textContent()).toBe('0');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('explodes at the strike limit and reveals the hidden pawns', async () => {
    const bomb = pool.find((b) => !b.swap)!;
    const { page, errors } = await openPage(browser, url({ seed: bomb.seed, strikes: '1', time: 'off' }));
    await ready(page);
    const [r0, g0, b0] = await statusLight(page); // unlit: dark grey
    expect(Math.max(r0!, g0!, b0!) - Math.min(r0!, g0!, b0!)).toBeLessThan(20);
    expect(r0).toBeLessThan(110);
    await page.getByText('Settings', { exact: true }).click(); // opens the settings panel
    await page.getByRole('button', { name: 'Colour-blind' }).click();
    expect(await page.getByRole('button', { name: 'Colour-blind' }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('t');
    await idle(page);
    expect(await page.getByLabel('Strikes').textContent()).toBe('1');
    await expect
      .poll(() => page.locator('#status').textContent())
      .toBe('Exploded: 1 strike. The hidden pawns are revealed.');
    expect(await page.getByRole('button', { name: 'Reveal pawns' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'TAC', exact: true }).count()).toBe(0); // input is over
    expect(await page.getByRole('region', { name: 'Board' }).textContent()).toContain('Hidden pawns: ');
    await page.waitForTimeout(300);
    const [r1, g1, b1] = await statusLight(page); // red once exploded
    expect(r1).toBeGreaterThan(200);
    expect(g1).toBeLessThan(90);
    expect(b1).toBeLessThan(90);
    await screenshot(page, 'bomb-exploded');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('runs a Twitch Plays command through the reducer without dropping words, offline', async () => {
    const bomb =
      pool.find((b) => b.solution.length >= 7 && b.solution.some((w) => /^[tb][lr]$/.test(w))) ??
      pool.find((b) => b.solution.length >= 7)!;
    const { page, errors } = await openPage(browser, url({ seed: bomb.seed, time: 'off' }));
    await ready(page);
    await page.context().setOffline(true); // once loaded, the bomb needs no network
    // The original module's Twitch Plays words: `!1 tac; 1; left; led tl; br`.
    const twitch = { tac: 't', l: 'left', r: 'right', tl: 'led tl', tr: 'TR', bl: 'led bl', br: 'br' } as Record<
      string,
      string
    >;
    await page.getByLabel('Command').fill(`!1 ${bomb.solution.map((w) => twitch[w] ?? w).join('; ')}`);
    await page.getByRole('button', { name: 'Run' }).click();
    await idle(page);
    await expect.poll(() => page.locator('#status').textContent()).toMatch(/^Solved/);
    expect(await page.locator('#log li').count()).toBe(bomb.solution.length);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('plays a designer bomb from ?bomb= and reports bad parameters as text notices', async () => {
    const [src] = cli(['--seed', 'linked']);
    // A hand edit: another serial, with the names that fit it (RULES.md §5).
    const st = src!.state;
    const names = namesFor('AB1CD2', src!.ruleSeed, st.you as number, {
      opponent1: st.opponent1!,
      partner: st.partner,
      opponent2: st.opponent2!,
    });
    const edited = { ...src!, serial: 'AB1CD2', names };
    const { page, errors } = await openPage(browser, url({ bomb: encodeBombParam(edited), time: 'off' }));
    await ready(page);
    expect(await page.getByLabel('Serial number').textContent()).toBe('AB1CD2');
    expect(await page.locator('#notices li').count()).toBe(0);
    await page.close();

    const bad = await openPage(
      browser,
      url({ seed: '', ruleseed: 'x<b>1</b>', deal: '<i>uniform', time: '120', strikes: '0', bomb: '<img src=x>' }),
    );
    await ready(bad.page);
    const notices = await bad.page.locator('#notices li').allTextContents();
    expect(notices).toHaveLength(6);
    expect(notices[0]).toMatch(/^seed is empty; used the random seed "[a-z0-9]{8}"\.$/);
    expect(notices[1]).toBe('ruleseed "x<b>1</b>" is not an integer 1 … 2147483647; used rule seed 1.');
    expect(notices[2]).toBe('deal "<i>uniform" is not classic, easy or hard; used the classic deal.');
    expect(notices[3]).toBe('time "120" is not "off" or a whole number of minutes 1–99; used 5 minutes.');
    expect(notices[4]).toBe('strikes "0" is not a strike limit 1–9; used 3.');
    expect(notices[5]).toMatch(
      /^The bomb in the link cannot be played: the bomb parameter is not base64url-encoded JSON\. Dealt the bomb of seed/,
    );
    expect(await bad.page.locator('#notices b, #notices i, #notices img').count()).toBe(0);
    expect(await bad.page.getByLabel('Serial number').textContent()).toMatch(/^[A-Z0-9]{6}$/);
    expect(await bad.page.getByLabel('Timer').textContent()).toMatch(/^0[45]:\d\d$/);
    await screenshot(bad.page, 'bomb-notices');
    expect(errors).toEqual([]);
    expect(bad.errors).toEqual([]);
    expect(bad.foreign).toEqual([]);
    await bad.page.close();
  });

  it('fits 9 strikes in the timer, deals New bomb offline, keeps the focus, checks commands first', async () => {
    const bomb = pool.find((b) => !b.swap && /^[1-5]$/.test(b.solution[0]!))!;
    const { page, errors, foreign } = await openPage(browser, url({ seed: bomb.seed, strikes: '9', time: '5' }));
    await ready(page);
    // The strike counter: "0 / 9" without marks, everything inside the timer module.
    expect(await page.getByLabel('Strikes').textContent()).toBe('0');
    expect(await page.locator('.strike-count').textContent()).toBe('0 / 9');
    expect(await page.locator('#strike-marks span').count()).toBe(0);
    const box = (sel: string) => page.locator(sel).boundingBox();
    const timerBox = (await box('.timer-module'))!;
    for (const sel of ['.strike-row .caption', '.strike-count']) {
      const b = (await box(sel))!;
      expect(b.x).toBeGreaterThanOrEqual(timerBox.x);
      expect(b.x + b.width).toBeLessThanOrEqual(timerBox.x + timerBox.width);
    }
    const cap = (await box('.strike-row .caption'))!;
    const count = (await box('.strike-count'))!;
    expect(count.y).toBeGreaterThanOrEqual(cap.y + cap.height - 1); // the count under its caption
    await screenshot(page, 'bomb-strikes-9');

    // A card from the keyboard: the focus is on the card again once it has moved.
    const card = buttonFor(page, bomb.solution[0]!);
    await card.focus();
    await page.keyboard.press('Enter');
    await idle(page);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
      new RegExp(`^Card ${bomb.solution[0]}:`),
    );
    // Space held on the focused TAC button: a reset, not a tap (no strike).
    await page.getByRole('button', { name: 'TAC', exact: true }).focus();
    await page.keyboard.down(' ');
    await page.waitForTimeout(1300);
    await page.keyboard.up(' ');
    await idle(page);
    expect(await page.getByLabel('Strikes').textContent()).toBe('0');
    expect(await page.locator('#log').textContent()).toContain('The module is back to its initial state.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('TAC');
    // TAC pressed with the pointer, dragged off it and held still: no reset, no tap.
    await card.click();
    await idle(page);
    const played = await page.locator('#log li').count();
    const tacBox = (await page.getByRole('button', { name: 'TAC', exact: true }).boundingBox())!;
    await page.mouse.move(tacBox.x + tacBox.width / 2, tacBox.y + tacBox.height / 2);
    await page.mouse.down();
    await page.mouse.move(tacBox.x + tacBox.width / 2, tacBox.y - 80, { steps: 4 });
    await page.waitForTimeout(1300);
    await page.mouse.up();
    await idle(page);
    expect(await page.locator('#log li').count()).toBe(played);
    await page.getByRole('button', { name: 'TAC', exact: true }).focus(); // Space held once more resets
    await page.keyboard.down(' ');
    await page.waitForTimeout(1300);
    await page.keyboard.up(' ');
    await idle(page);
    expect(await page.getByLabel('Strikes').textContent()).toBe('0');
    // A short Space: one tap, one strike (this hand needs no swap); the focus stays.
    await page.keyboard.press(' ');
    await idle(page);
    expect(await page.getByLabel('Strikes').textContent()).toBe('1');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('TAC');

    // A bad command runs nothing and names the word.
    const logCount = await page.locator('#log li').count();
    await page.getByLabel('Command').fill('1, 9, foo');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe(
        'Nothing was run: "9" (word 2) is not an action (1–5, tac or t, reset, l or left, r or right, tl, tr, bl, br (or led tl …)).',
      );
    expect(await page.locator('#log li').count()).toBe(logCount);
    expect(await page.getByLabel('Command').inputValue()).toBe('1, 9, foo');

    // New bomb, offline: dealt in the page, the address names its seed.
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'New bomb' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('seed')).not.toBe(bomb.seed);
    await idle(page);
    const q = new URL(page.url()).searchParams;
    expect(q.get('strikes')).toBe('9');
    expect(q.get('time')).toBe('5');
    const [fresh] = cli(['--seed', q.get('seed')!, '--rule-seed', '1']);
    await expect.poll(() => page.getByLabel('Serial number').textContent()).toBe(fresh!.serial);
    expect(await page.getByLabel('Strikes').textContent()).toBe('0');
    expect(await page.locator('#log li').count()).toBe(0);
    await expect(page.getByRole('button', { name: 'Card 1', exact: false }).getAttribute('aria-label')).resolves.toBe(
      `Card 1: ${describeCard(parseCard(fresh!.hand[0]!)!)}`,
    );
    // Back: the first bomb again.
    await page.goBack();
    await expect.poll(() => page.getByLabel('Serial number').textContent()).toBe(bomb.serial);
    await page.context().setOffline(false);
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
    await page.close();
  });

  it('draws the Trickster waiting with its names clear of the blinking rings', async () => {
    let found: { bomb: CliBomb; slot: string } | null = null;
    for (const b of pool) {
      const tr = b.hand.indexOf('T');
      if (tr >= 0 && !b.swap) {
        found = { bomb: b, slot: String(tr + 1) };
        break;
      }
    }
    if (!found) return; // no Trickster in the pool's hands
    const { page, errors } = await openPage(browser, url({ seed: found.bomb.seed, time: 'off' }));
    await ready(page);
    await buttonFor(page, found.slot).click();
    await idle(page);
    const pending = await page.evaluate(
      () =>
        (window as unknown as { tac: { controller: { state: { pending: { ask: string } | null } } } }).tac.controller
          .state.pending,
    );
    if (pending?.ask === 'leds') {
      expect(await page.getByRole('button', { name: /^LED / }).first().getAttribute('aria-pressed')).toBe('false');
      await page.waitForTimeout(200);
      await screenshot(page, 'bomb-trickster');
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the game in progress when the Designer link is followed: the designer opens in a new tab (issue 25)', async () => {
    const bomb = pool.find((b) => !b.swap && /^[1-5]$/.test(b.solution[0]!) && /^[1-5]$/.test(b.solution[1]!))!;
    const { page, errors } = await openPage(browser, url({ seed: bomb.seed, time: '5' }));
    await ready(page);
    await buttonFor(page, bomb.solution[0]!).click();
    await idle(page);
    const steps = () =>
      page.evaluate(
        () =>
          (window as unknown as { tac: { controller: { playedSteps: unknown[] } } }).tac.controller.playedSteps.length,
      );
    expect(await steps()).toBe(1);
    const before = page.url();
    const [designer] = await Promise.all([
      page.waitForEvent('popup', { timeout: 10_000 }),
      page.getByRole('link', { name: 'Designer' }).click(),
    ]);
    await designer.waitForLoadState('domcontentloaded');
    expect(new URL(designer.url()).pathname).toBe('/designer.html');
    // The bomb's tab still plays the same game: same address, the card played, the clock running.
    expect(page.url()).toBe(before);
    expect(await steps()).toBe(1);
    const clock = await page.getByLabel('Timer').textContent();
    await expect.poll(() => page.getByLabel('Timer').textContent(), { timeout: 5000 }).not.toBe(clock);
    await designer.close();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('never tells an older board than the status line with fast presses (issue 25)', async () => {
    const bomb = pool.find((b) => !b.swap && b.solution.every((a) => /^[1-5lr]$/.test(a)) && b.solution.length >= 5)!;
    const { page, errors } = await openPage(browser, url({ seed: bomb.seed, time: 'off' }));
    await ready(page);
    await page.waitForFunction(() => /Hand: /.test(document.getElementById('board-lines')?.textContent ?? ''));
    // What a screen reader could read after each task that changed the page: the status and the Board.
    await page.evaluate(() => {
      const w = window as unknown as { seen: { status: string; board: string }[] };
      w.seen = [];
      const status = document.getElementById('status')!;
      const board = document.getElementById('board-lines')!;
      const note = () => w.seen.push({ status: status.textContent ?? '', board: board.textContent ?? '' });
      const o = new MutationObserver(note);
      o.observe(status, { childList: true, characterData: true, subtree: true });
      o.observe(board, { childList: true, characterData: true, subtree: true });
    });
    const key: Record<string, string> = { l: 'ArrowLeft', r: 'ArrowRight' };
    for (const a of bomb.solution) await page.keyboard.press(key[a] ?? a); // no wait between presses
    await idle(page);
    await expect.poll(() => page.locator('#status').textContent()).toMatch(/^Solved in \d+:\d\d!$/);
    const seen = await page.evaluate(() => (window as unknown as { seen: { status: string; board: string }[] }).seen);
    const solved = seen.filter((s) => /^Solved in/.test(s.status));
    expect(solved.length).toBeGreaterThan(0);
    for (const s of solved) {
      expect(s.board).toContain('Module solved: the status light is green.');
      expect(s.board).toContain('Your pawn: home.');
    }
    // Before the solve is shown, the Board never says it.
    for (const s of seen.filter((x) => !/^Solved in/.test(x.status))) expect(s.board).not.toContain('Module solved');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('says the solved time the clock shows, and fits a 390 px phone with 9 strikes', async () => {
    const bomb = pool.find((b) => b.solution.length >= 4)!;
    const { page, errors } = await openPage(browser, url({ seed: bomb.seed, time: '5', strikes: '9' }));
    await page.setViewportSize({ width: 390, height: 900 });
    await ready(page);
    await page.waitForTimeout(1200);
    await page.getByLabel('Command').fill(bomb.solution.join(' '));
    await page.getByRole('button', { name: 'Run' }).click();
    await idle(page);
    const status = (await page.locator('#status').textContent())!;
    const m = /^Solved in (\d+):(\d\d)!$/.exec(status);
    expect(m).not.toBe(null);
    const clock = (await page.getByLabel('Timer').textContent())!;
    const [mm, ss] = clock.split(':').map(Number);
    expect(300 - (mm! * 60 + ss!)).toBe(Number(m![1]) * 60 + Number(m![2]));
    expect(await page.locator('#end-text').textContent()).toBe(`Defused in ${m![1]}:${m![2]} with 0 strikes.`);
    await page.getByLabel('Command').fill('tac, TL, nope');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('"nope" (word 3) is not an action');
    // A good line once the module is over runs nothing, and says why.
    await page.getByLabel('Command').fill('tac');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Nothing was run: the module is solved.');
    const row = (await page.locator('.strike-row').boundingBox())!;
    const count = (await page.locator('.strike-count').boundingBox())!;
    expect(count.x + count.width).toBeLessThanOrEqual(row.x + row.width);
    await screenshot(page, 'bomb-phone-solved');
    expect(errors).toEqual([]);
    await page.close();
  });
});
