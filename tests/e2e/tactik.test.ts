/**
 * The Tac-Tik table (tactik.html) in Chromium on the production build, driven by roles and
 * names only: a 4-seat game of one person and three bots played to the end; a 2-player
 * hot-seat exchange (each hand hidden until its player is ready, the cards crossing only once
 * both have chosen); a bots-only table that plays itself to the end and says who won; the
 * address's bad values named; the game continued after a reload; axe-core finds nothing.
 * Screenshots go to test-results/screenshots/tactik-*.png.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { checkA11y } from './axe';
import { launch, openPage, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const url = (query: string) => `${inject('baseUrl')}/tactik.html?${query}`;
const status = (page: Page) => page.getByRole('status').textContent();
const cards = (page: Page) => page.getByRole('group', { name: 'Cards' }).getByRole('button');
const moves = (page: Page) => page.getByRole('group', { name: 'Moves' }).getByRole('button');
const confirm = (page: Page) => page.getByRole('button', { name: /^(Play|Give|Discard)$/ });
const logLines = (page: Page) => page.getByRole('list', { name: 'Log of every move' }).getByRole('listitem');

/**
 * Makes the person's next choice if there is one to make: the first enabled card, then the first
 * move offered (the joker's effect, the move, each of the 7's steps), then the confirm button.
 * Returns false when nothing can be chosen now (a bot is playing, or the game is over).
 */
async function chooseSomething(page: Page): Promise<boolean> {
  const confirmButton = confirm(page);
  // The button may be gone by now (the bots, at speed instant, may have ended the game or the
  // deal since the caller looked): not there is "nothing to choose", not a wait.
  const enabled =
    (await confirmButton.count()) > 0 && (await confirmButton.isEnabled({ timeout: 1000 }).catch(() => false));
  if (enabled) {
    await confirmButton.click();
    return true;
  }
  const move = moves(page).first();
  if ((await moves(page).count()) > 0) {
    await move.click();
    return true;
  }
  const card = cards(page).and(page.locator(':enabled')).first();
  if ((await card.count()) > 0) {
    await card.click();
    return true;
  }
  return false;
}

describe('the Tac-Tik table in Chromium', () => {
  it('plays a 4-seat game of one person and three bots to the end', async () => {
    const { page, errors, foreign } = await openPage(browser, url('seats=you,bot,bot,bot&seed=e2e-four&speed=instant'));
    let choices = 0;
    let shotDone = false;
    for (let i = 0; i < 20_000 && !/ won: /.test((await status(page)) ?? ''); i++) {
      if (await chooseSomething(page)) choices++;
      else await page.waitForTimeout(5);
      if (!shotDone && (await moves(page).count()) > 0) {
        expect(await checkA11y(page)).toEqual([]);
        await screenshot(page, 'tactik-you-and-bots-1280');
        shotDone = true;
      }
    }
    expect(await status(page)).toMatch(
      /^(Red & Yellow won: Red \(you\) and Yellow \(bot\)|Blue & Green won: Blue \(bot\) and Green \(bot\))\.$/,
    );
    expect(choices).toBeGreaterThan(50);
    const log = await logLines(page).allTextContents();
    expect(log.at(-1)).toMatch(/won: every pawn home\.$/);
    expect(log.filter((l) => l.startsWith('Red (you) played')).length).toBeGreaterThan(10);
    expect(await checkA11y(page)).toEqual([]);
    await screenshot(page, 'tactik-you-and-bots-end-1280');
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
    await page.close();
  });

  it('hides each hand at a 2-player hot-seat table until its player is ready, and exchanges only once both have chosen', async () => {
    const { page, errors } = await openPage(browser, url('seats=person,person&seed=e2e-hotseat&speed=instant'));
    const ready = (who: string) =>
      page.getByRole('button', { name: `Ready: show ${who} (person)’s hand`, exact: true });
    await ready('Red & Yellow').waitFor();
    expect(await cards(page).count()).toBe(0);
    expect(await checkA11y(page)).toEqual([]);
    await ready('Red & Yellow').click();
    const first = await cards(page).allTextContents();
    expect(first).toHaveLength(6);
    await cards(page).first().click();
    await confirm(page).click();
    // Seat 2's turn to choose: seat 1's hand is gone from the screen before seat 2 is ready.
    await ready('Blue & Green').waitFor();
    expect(await cards(page).count()).toBe(0);
    expect(await logLines(page).allTextContents()).toEqual(['Red & Yellow (person) chose a card to give.']);
    await ready('Blue & Green').click();
    const second = await cards(page).allTextContents();
    expect(second).toHaveLength(6);
    await cards(page).nth(2).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await cards(page).nth(3).click();
    await screenshot(page, 'tactik-hotseat-exchange-1280');
    await confirm(page).click();
    expect(await logLines(page).allTextContents()).toEqual([
      'Red & Yellow (person) chose a card to give.',
      'Blue & Green (person) chose a card to give.',
      'Cards exchanged: every player received one card.',
    ]);
    expect(await status(page)).toBe('Deal 1: Red & Yellow (person) to play.');
    await ready('Red & Yellow').click();
    const after = await cards(page).allTextContents();
    expect([...after].sort()).toEqual([...first.slice(1), second[3]!].sort());
    expect(errors).toEqual([]);
    await page.close();
  });

  it('plays a bots-only table to the end by itself, and continues a game after a reload', async () => {
    const { page, errors } = await openPage(browser, url('seats=bot,bot,bot&seed=e2e-bots&speed=instant'));
    await expect
      .poll(() => status(page), { timeout: 60_000 })
      .toMatch(/^(Red|Blue|Yellow) won: (Red|Blue|Yellow) \(bot\)\.$/);
    const won = await status(page);
    const lines = await logLines(page).count();
    await page.reload();
    expect(await status(page)).toBe(won);
    expect(await logLines(page).count()).toBe(lines);
    // A game in progress: the keys choose (1 the first card, Backspace undoes), a reload goes on.
    await page.goto(url('seats=you,bot,bot&seed=e2e-reload&speed=instant'));
    await cards(page).first().waitFor();
    await page.keyboard.press('1');
    expect(await cards(page).first().getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Backspace');
    expect(await cards(page).first().getAttribute('aria-pressed')).toBe('false');
    for (let made = 0; made < 12;) {
      if (await chooseSomething(page)) made++;
      else await page.waitForTimeout(5);
    }
    // The person's turn again (the bots wait for it): nothing changes until the reload.
    await cards(page).and(page.locator(':enabled')).first().waitFor();
    const before = { log: await logLines(page).allTextContents(), hand: await cards(page).allTextContents() };
    await page.reload();
    await cards(page).first().waitFor();
    expect(await logLines(page).allTextContents()).toEqual(before.log);
    expect(await cards(page).allTextContents()).toEqual(before.hand);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('names bad address values and plays on a phone', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(url('seats=you,bot,robot,bot&speed=warp&colours=3'));
    const notices = page.getByRole('list', { name: 'Notices' }).getByRole('listitem');
    expect(await notices.allTextContents()).toEqual([
      'seats "you,bot,robot,bot": "robot" (seat 3) is not you, person or bot; the table is you, bot, bot, bot.',
      'speed "warp" is not normal, fast or instant; normal is used.',
      'colours is only for a 2-player table (each plays 2 or 3 colours); it is not used at 4 players.',
    ]);
    expect(new URL(page.url()).searchParams.get('seed')).toMatch(/^[a-z2-9]{8}$/);
    await cards(page).first().waitFor();
    await cards(page).first().click();
    expect(await checkA11y(page)).toEqual([]);
    await screenshot(page, 'tactik-phone-390');
    await context.close();
  });
});
