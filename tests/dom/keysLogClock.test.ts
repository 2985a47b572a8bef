/**
 * The parts of the bomb page around the module (src/pages/bomb/keyListAndLog.ts, clock.ts): the countdown
 * runs faster after strikes and explodes the bomb at 0, the log writes text (never HTML), the
 * key list names every key.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAllByRole } from '@testing-library/dom';
import { generateBomb } from '../../src/rules/index';
import { ModuleController } from '../../src/play/moduleController';
import { nextCountdownChangeMs, startTimer } from '../../src/pages/bomb/clock';
import { mountLog, showKeys } from '../../src/pages/bomb/keyListAndLog';

afterEach(() => vi.useRealTimers());

function noSwapBomb() {
  for (let i = 1; ; i++) {
    const b = generateBomb(`panel#${i}`, 1);
    if (!b.swap) return b;
  }
}

describe('the countdown display', () => {
  it('counts down, runs ×1.25 after a strike and explodes the bomb at 0', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'performance', 'Date'] });
    const c = new ModuleController(noSwapBomb(), 3);
    const clock = document.createElement('div');
    startTimer(clock, { kind: 'countdown', minutes: 1 }, c);
    expect(clock.textContent).toBe('01:00');
    vi.advanceTimersByTime(20_000);
    expect(clock.textContent).toBe('40.00');
    c.send('tac'); // a strike: the clock now runs 1.25 times as fast
    await vi.advanceTimersByTimeAsync(8_000);
    expect(clock.textContent).toBe('30.00');
    expect(c.exploded).toBe(null);
    await vi.advanceTimersByTimeAsync(24_100);
    expect(clock.textContent).toBe('00.00');
    expect(c.exploded).toBe('time');
  });

  it('wakes the page when the figures change: once a second above a minute, at once after a strike', async () => {
    expect(nextCountdownChangeMs(300_000, 0)).toBe(1001); // 05:00 until 04:59.999
    expect(nextCountdownChangeMs(299_500, 0)).toBe(501);
    expect(nextCountdownChangeMs(299_000, 1)).toBe(801); // ×1.25
    expect(nextCountdownChangeMs(61_000, 0)).toBe(50); // the hundredths are near
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'performance', 'Date'] });
    const c = new ModuleController(noSwapBomb(), 3);
    const clock = document.createElement('div');
    const writes: string[] = [];
    new MutationObserver(() => writes.push(clock.textContent ?? '')).observe(clock, { childList: true });
    startTimer(clock, { kind: 'countdown', minutes: 5 }, c);
    const before = vi.getTimerCount();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(writes).toEqual(['05:00', '04:59', '04:58', '04:57']); // each second written once
    expect(vi.getTimerCount()).toBe(before); // one pending tick, not an interval plus others
    await vi.advanceTimersByTimeAsync(400); // 4:56.6 left
    c.send('tac'); // a strike, shown at once (no scene): ×1.25 from now
    await vi.advanceTimersByTimeAsync(1_000); // 1.25 s of bomb time: 4:55.35
    expect(clock.textContent).toBe('04:56');
  });

  it('gives the time the clock shows, and keeps it still once the module is solved', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'performance', 'Date'] });
    const bomb = noSwapBomb();
    const c = new ModuleController(bomb, 3);
    const clock = document.createElement('div');
    const timer = startTimer(clock, { kind: 'countdown', minutes: 5 }, c);
    vi.advanceTimersByTime(5_620);
    c.command(bomb.solution.join(','));
    expect(c.state.solved).toBe(true);
    const used = timer.elapsedMs();
    expect(clock.textContent).toBe('04:55'); // 4:54.38 left
    expect(Math.floor(used / 1000)).toBe(5); // "Solved in 0:05", as the clock counts
    vi.advanceTimersByTime(3_000);
    expect(timer.elapsedMs()).toBe(used);
    expect(clock.textContent).toBe('04:55');
    timer.stop();
  });

  it('shows OFF without a timer', () => {
    const clock = document.createElement('div');
    startTimer(clock, { kind: 'countdown', minutes: 0 }, new ModuleController(noSwapBomb(), 3));
    expect(clock.textContent).toBe('OFF');
  });
});

describe('the log and the keys', () => {
  it('logs each action with its results as text', () => {
    const c = new ModuleController(noSwapBomb(), 3);
    const ol = document.createElement('ol');
    mountLog(ol, c);
    c.send('<b>x</b>', 'command');
    c.send('tac', 'command');
    expect(ol.querySelectorAll('li')).toHaveLength(2);
    expect(ol.querySelector('b')).toBe(null);
    expect(ol.children[0]!.textContent).toBe('"<b>x</b>": Ignored "<b>x</b>": not an input of the module.');
    expect(ol.children[1]!.className).toBe('strike');
    expect(ol.children[1]!.textContent).toMatch(/^TAC: STRIKE \(swap-not-needed\)/);
  });

  it('does not repeat the option in its results', async () => {
    const { effectLine } = await import('../../src/play/bombWords');
    const b = noSwapBomb();
    expect(effectLine(b, { type: 'option-chosen', slot: 0, ask: 'diamond', choice: 'r' })).toBe('Chose to discard.');
    expect(effectLine(b, { type: 'option-chosen', slot: 0, ask: 'home', choice: 'l' })).toBe(
      'Chose to pass your start.',
    );
  });

  it('does not repeat the action in its results', () => {
    const swapBomb = (() => {
      for (let i = 1; ; i++) {
        const b = generateBomb(`panel-swap#${i}`, 1);
        if (b.swap) return b;
      }
    })();
    const c = new ModuleController(swapBomb, 3);
    const ol = document.createElement('ol');
    const stop = mountLog(ol, c);
    c.send('tac', 'command');
    c.send('reset', 'command');
    expect(ol.children[0]!.textContent).toMatch(/^TAC: Card \d \(.+\) swapped for .+\.$/);
    expect(ol.children[1]!.textContent).toBe('TAC held: The module is back to its initial state.');
    c.send('tac', 'command');
    c.send('1', 'command');
    expect(ol.children[3]!.textContent).toMatch(/^card 1: Picked up the /);
    stop();
    c.send('tac', 'command');
    expect(ol.children).toHaveLength(4);
  });

  it("lists the keys, the module's then the page's (the hint)", () => {
    const dl = document.createElement('dl');
    showKeys(dl);
    expect([...dl.querySelectorAll('kbd')].map((k) => k.textContent)).toEqual([
      '1 – 5',
      'T',
      'hold T',
      'Space / Enter',
      '← / →',
      'Q / P',
      'Z / M',
      'H',
    ]);
    document.body.appendChild(dl);
    expect(getAllByRole(dl, 'definition')).toHaveLength(8);
    expect(getAllByRole(dl, 'definition').at(-1)!.textContent).toBe('hint: the next step of a winning line, and why');
    dl.remove();
  });
});
