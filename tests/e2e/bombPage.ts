/**
 * Helpers of the bomb page's e2e tests: the page's address, waiting for its scene and for its
 * animations to end, the button and key of each action word, and what the page's controller
 * holds (`window.tac`, set by src/pages/bomb/game.ts for the tests and the benchmark).
 */
import { inject } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { SEAT_CORNERS } from '../../src/rules/index';

/** The bomb page's address with these parameters. */
export function bombUrl(params: Record<string, string>): string {
  return `${inject('baseUrl')}/?${new URLSearchParams(params).toString()}`;
}

/** Waits until no animation is playing or queued. */
export async function idle(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const t = (window as unknown as { tac?: { controller: { busy: boolean } } }).tac;
    return t !== undefined && !t.controller.busy;
  });
}

/**
 * Gives the page a player's first sign (the mouse moves over it: the animated scene is made then,
 * src/pages/bomb/firstPress.ts), waits for the scene to have taken over from the still picture,
 * then for idle.
 */
export async function sceneReady(page: Page): Promise<void> {
  // After the page's code has started (entry.ts watches for the sign from then on).
  await page.waitForFunction(() => 'tac' in window, null, { timeout: 20_000 });
  await page.mouse.move(2, 2);
  // A DOM test, not a performance mark: it also works under playwright's fake clock.
  await page.waitForFunction(
    () =>
      document.querySelector('#module-host canvas.module-scene') !== null &&
      !document.querySelector('#module-host.warming'),
    null,
    { timeout: 20_000 },
  );
  await idle(page);
}

const LEDS = ['tr', 'br', 'bl', 'tl'];

/** True for the action words of the LEDs. */
export const isLed = (a: string): boolean => LEDS.includes(a);

/** The accessible button of an action word. */
export function buttonFor(page: Page, action: string): Locator {
  if (/^[1-5]$/.test(action)) return page.getByRole('button', { name: new RegExp(`^Card ${action}`) });
  if (action === 'tac') return page.getByRole('button', { name: 'TAC', exact: true });
  if (action === 'l') return page.getByRole('button', { name: /^Left option/ });
  if (action === 'r') return page.getByRole('button', { name: /^Right option/ });
  const corner = SEAT_CORNERS[LEDS.indexOf(action)];
  return page.getByRole('button', { name: new RegExp(`^LED ${corner}:`) });
}

/** The key of an action word (DESIGN.md: `1`–`5`, `T`, arrows, Q P Z M). */
export function keyFor(action: string): string {
  const keys: Record<string, string> = {
    tac: 't',
    l: 'ArrowLeft',
    r: 'ArrowRight',
    tl: 'q',
    tr: 'p',
    bl: 'z',
    br: 'm',
  };
  return keys[action] ?? action;
}

/** What the page's controller holds now: the final state's strikes and solve, and what is shown. */
export function controllerNow(page: Page) {
  return page.evaluate(() => {
    const c = (
      window as unknown as {
        tac: {
          controller: {
            strikes: number;
            busy: boolean;
            state: { solved: boolean; pos: number; hand: readonly unknown[] };
            shown: { strikes: number };
          };
        };
      }
    ).tac.controller;
    return {
      strikes: c.strikes,
      solved: c.state.solved,
      busy: c.busy,
      pos: c.state.pos,
      shownStrikes: c.shown.strikes,
    };
  });
}

/**
 * Runs `each(i)` for i = 0, 1, … at `gapMs` intervals from now (each starting on time or, when
 * the one before took longer, right after it): presses the way a fast player does.
 */
export async function paced(page: Page, count: number, gapMs: number, each: (i: number) => Promise<void>) {
  const start = Date.now();
  for (let i = 0; i < count; i++) {
    const wait = start + i * gapMs - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
    await each(i);
  }
}
