/**
 * The Tâchi table (tachi.html) in Chromium on the production build, played by roles and names
 * only: a three-seat game (you and two bots) to its end, with axe-core clean while a move is
 * chosen and at the end; the keys; a table of bots alone that plays to its end and says who won
 * in the status region, and its link that replays the same game; bad address values named in the
 * notices as plain text. Screenshots: test-results/screenshots/tachi-*.png (1280 × 900 and a
 * 390 × 844 phone).
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

const base = () => inject('baseUrl');
const status = (page: Page) => page.getByRole('status');
const rollButton = (page: Page) => page.getByRole('button', { name: 'Roll the dice' });
const playButton = (page: Page) => page.getByRole('button', { name: 'Play this move' });
const logLines = (page: Page) => page.getByRole('list', { name: 'Log' }).getByRole('listitem');

/** What the person at the screen may do now: roll, choose a move, nothing (a bot plays), or the game is over. */
async function whatNow(page: Page): Promise<'roll' | 'move' | 'wait' | 'over'> {
  const said = (await status(page).textContent()) ?? '';
  if (/ won: /.test(said)) return 'over';
  if (/Red \(you\): roll the dice\.$/.test(said) && (await rollButton(page).getAttribute('aria-disabled')) === 'false')
    return 'roll';
  if (/Red \(you\) rolled [^.]*: choose a move\.$/.test(said)) return 'move';
  return 'wait';
}

/** Chooses a move by its name (one that captures when there is one) and returns its name. */
async function chooseMove(page: Page): Promise<string> {
  const moves = page.getByRole('group', { name: /^Moves for / }).getByRole('radio');
  const names = await moves.evaluateAll((els) =>
    els.map((e) => (e as HTMLInputElement).labels?.[0]?.textContent ?? ''),
  );
  const pick = Math.max(
    0,
    names.findIndex((n) => n.includes('captures')),
  );
  await page.getByRole('radio', { name: names[pick]!, exact: true }).check();
  return names[pick]!;
}

describe('Tâchi in Chromium', () => {
  it('plays a three-seat game (you and two bots) to its end by roles and names, axe clean on the way and at the end', async () => {
    const { page, errors, foreign } = await openPage(
      browser,
      `${base()}/tachi.html?seats=you,bot,bot&seed=e2e-three&speed=instant`,
    );
    expect(await status(page).textContent()).toBe('Red (you): roll the dice.');
    let rolls = 0;
    let moves = 0;
    let looked = false;
    for (let guard = 0; guard < 3000; guard++) {
      const now = await whatNow(page);
      if (now === 'over') break;
      if (now === 'roll') {
        await rollButton(page).click();
        rolls++;
      } else if (now === 'move') {
        const name = await chooseMove(page);
        // The chosen move's path is drawn and said before it is played.
        await expect.poll(() => page.locator('#preview').textContent()).toMatch(/^Path: Pawn [12]: [a-i][1-9]/);
        expect(await page.locator('.board .preview polyline, .board .preview circle').count()).toBeGreaterThan(0);
        if (!looked && moves >= 3) {
          looked = true;
          expect(await checkA11y(page)).toEqual([]);
          await screenshot(page, 'tachi-choosing-1280');
          await page.setViewportSize({ width: 390, height: 844 });
          await screenshot(page, 'tachi-choosing-390');
          expect(await checkA11y(page)).toEqual([]);
          await page.setViewportSize({ width: 1280, height: 900 });
        }
        await playButton(page).click();
        await expect
          .poll(() =>
            logLines(page)
              .filter({ hasText: `Red (you): ${name.charAt(0).toLowerCase()}${name.slice(1)}.` })
              .count(),
          )
          .toBeGreaterThan(0);
        moves++;
      } else await page.waitForTimeout(20);
    }
    const said = (await status(page).textContent())!;
    expect(said).toMatch(/^(Red \(you\)|Blue \(bot\)|Yellow \(bot\)) won: both pawns in the tachi, after \d+ rolls\.$/);
    const winner = said.slice(0, said.indexOf(' won'));
    expect(await logLines(page).last().textContent()).toBe(`${winner} won: both pawns in the tachi.`);
    expect(
      await page.getByRole('list', { name: 'Players' }).getByRole('listitem').filter({ hasText: winner }).textContent(),
    ).toContain('pawn 1 in the tachi; pawn 2 in the tachi — won');
    expect(rolls).toBeGreaterThan(5);
    expect(moves).toBeGreaterThan(5);
    expect(looked).toBe(true);
    expect(await checkA11y(page)).toEqual([]);
    await screenshot(page, 'tachi-over-1280');
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
    await page.close();
  }, 240_000);

  it('is played with the keys: R rolls, a digit chooses a move and draws its path, Enter plays it', async () => {
    const { page, errors } = await openPage(browser, `${base()}/tachi.html?seats=you,bot&seed=keys&speed=instant`);
    // Seed "keys": Red's first roll has moves to choose from.
    await page.keyboard.press('r');
    await expect.poll(() => status(page).textContent()).toMatch(/^Red \(you\) rolled .*: choose a move\.$/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('radio');
    await page.keyboard.press('1');
    expect(await page.getByRole('radio').first().isChecked()).toBe(true);
    const path = await page.locator('#preview').textContent();
    expect(path).toMatch(/^Path: /);
    const before = await logLines(page).count();
    await page.keyboard.press('Enter');
    await expect.poll(() => logLines(page).nth(before).textContent()).toMatch(/^Red \(you\): pawn/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('plays a table of bots alone to its end and says who won in the status region; its link replays the same game', async () => {
    const { page, errors } = await openPage(browser, `${base()}/tachi.html?seats=bot,bot,bot&seed=S&speed=instant`);
    await expect.poll(() => status(page).textContent(), { timeout: 60_000 }).toMatch(/ won: /);
    const said = await status(page).textContent();
    const log = await logLines(page).allTextContents();
    expect(log.at(-1)).toMatch(/^(Red|Blue|Yellow) \(bot\) won: both pawns in the tachi\.$/);
    const link = await page.getByRole('link', { name: 'Link to this game' }).getAttribute('href');
    expect(link).toMatch(/^tachi\.html\?seats=bot,bot,bot&seed=S&speed=instant&moves=[0-9a-z]+$/);
    await page.goto(new URL(link!, page.url()).href);
    await expect.poll(() => status(page).textContent()).toBe(said);
    expect(await logLines(page).allTextContents()).toEqual(log);
    await screenshot(page, 'tachi-bots-over-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'tachi-bots-over-390');
    expect(await checkA11y(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('names each bad value of the address in a notice, as plain text, and plays with the defaults', async () => {
    const query = 'seats=you,robot&seed=&speed=warp&dice=d20&moves=0!&colour=<b>red</b>';
    const { page, errors } = await openPage(browser, `${base()}/tachi.html?${query}`);
    const notices = page.getByRole('list', { name: 'Notices' }).getByRole('listitem');
    expect(await notices.allTextContents()).toEqual([
      '"colour" is not a setting of this page (seats, seed, dice, speed, moves); it is ignored.',
      'seats: "robot" is not a seat (you, person or bot); the table is you, bot, bot, bot.',
      'seed: empty; a random seed is used.',
      'dice: "d20" is not long, six; dice long.',
      'speed: "warp" is not normal, fast, instant; speed normal.',
      'moves: character 2 ("!") is not a move number (0–9, a–z); the game replays the 1 before it.',
    ]);
    expect(await page.locator('#notices b').count()).toBe(0);
    expect(await page.getByRole('list', { name: 'Players' }).getByRole('listitem').count()).toBe(4);
    // The address now carries the random seed it was given, so that a reload deals the same dice.
    expect(new URL(page.url()).searchParams.get('seed')).toMatch(/^[a-z2-9]{8}$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is a page of the offline build: the service worker precaches tachi.html', async () => {
    const sw = await (await fetch(`${base()}/sw.js`)).text();
    expect(sw).toContain('"tachi.html"');
  });
});
