/**
 * The bomb page's controller and DOM twins, with @testing-library/dom: accessible buttons drive
 * the module reducer; no press is refused or disabled while the (fake) scene animates: the state
 * changes at once, the animation is queued and the one playing hurried; what the player sees
 * (log entry, strike count, explosion) comes when the animation reaches it; commands are queued
 * and never dropped, the TAC hold sends `reset` (and never also `tac`) even during an animation,
 * keys work, strikes count up to the explosion.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, getByRole, queryAllByRole } from '@testing-library/dom';
import { generateBomb, describeCard, type Bomb } from '../../src/rules/index';
import { parseCommand } from '../../src/doors/commands';
import { hurryFactor, ModuleController, type PlayOptions, type SceneLike } from '../../src/play/moduleController';
import type { SceneEffect } from '../../src/play/sceneEffects';
import { createModuleControls } from '../../src/play/moduleButtons';
import { bindModuleKeys } from '../../src/play/moduleKeys';
import { HOLD_MS, TacHold } from '../../src/play/tacHold';
import type { ModuleViewState } from '../../src/art/viewState';
import { actionWords } from '../../src/play/bombWords';

/** A scene whose animations reach their effects and finish when the test says so. */
class FakeScene implements SceneLike {
  played: { effects: readonly SceneEffect[]; speed: number | undefined }[] = [];
  rendered: ModuleViewState[] = [];
  revealed: unknown[] = [];
  hurried: number[] = [];
  private running: { effects: readonly SceneEffect[]; options: PlayOptions; done: () => void } | null = null;
  autoFinish = false;
  render(view: ModuleViewState) {
    this.rendered.push(view);
  }
  playEffects(effects: readonly SceneEffect[], options: PlayOptions = {}) {
    this.played.push({ effects, speed: options.speed });
    if (this.autoFinish) {
      effects.forEach((_, i) => options.onEffect?.(i));
      return Promise.resolve();
    }
    return new Promise<void>((done) => (this.running = { effects, options, done }));
  }
  setRevealed(board: unknown) {
    this.revealed.push(board);
  }
  hurry(speed: number) {
    this.hurried.push(speed);
  }
  /** The animation playing now reaches its effect of `type` (and those before it). */
  reach(type: SceneEffect['type']) {
    const r = this.running!;
    const i = r.effects.findIndex((e) => e.type === type);
    for (let k = 0; k <= i; k++) r.options.onEffect?.(k);
  }
  /** Finishes the running animation. */
  async finish() {
    const r = this.running;
    this.running = null;
    r?.effects.forEach((_, i) => r.options.onEffect?.(i));
    r?.done();
    for (let i = 0; i < 10; i++) await Promise.resolve(); // the controller takes the next one
  }
}

function findBomb(pred: (b: Bomb) => boolean): Bomb {
  for (let i = 1; i < 200; i++) {
    const b = generateBomb(`dom#${i}`, 1);
    if (pred(b)) return b;
  }
  throw new Error('no such bomb in 200 seeds');
}

let host: HTMLElement;
beforeEach(() => {
  host = document.createElement('div');
  document.body.appendChild(host);
});
afterEach(() => {
  host.remove();
  vi.useRealTimers();
});

describe('the module buttons', () => {
  it('carry the accessible names of the test contract; only controls that can act are in the tree', async () => {
    const bomb = findBomb((b) => !b.swap);
    const c = new ModuleController(bomb, 3);
    createModuleControls(host, c);
    // As dealt: the five cards and TAC; no option is open and no Trickster waits for LEDs.
    const names = queryAllByRole(host, 'button').map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([...bomb.hand.map((card, i) => `Card ${i + 1}: ${describeCard(card)}`), 'TAC']);
    expect(host.querySelectorAll('button[hidden]')).toHaveLength(6); // two options, four LEDs
    // While the Trickster waits, the LEDs are there, named by corner, player and colour.
    const { bomb: tricky, slot } = findAsk('leds');
    const t = new ModuleController(tricky, 3);
    const el = document.createElement('div');
    host.appendChild(el);
    createModuleControls(el, t);
    t.send(slot, 'command');
    await t.idle();
    const corners = ['top-right', 'bottom-right', 'bottom-left', 'top-left'];
    const you = getByRole(el, 'button', { name: `LED ${corners[tricky.seat]}: You (${tricky.colors[tricky.seat]})` });
    expect(you.tagName).toBe('BUTTON');
    expect(
      getByRole(el, 'button', {
        name: `LED ${corners[(tricky.seat + 1) % 4]}: ${tricky.names[0]} (${tricky.colors[(tricky.seat + 1) % 4]})`,
      }),
    ).toBeTruthy();
    expect(queryAllByRole(el, 'button', { name: /option/ })).toEqual([]);
  });

  it('solves the bomb by clicking its solution while the animations run: nothing refused or disabled', async () => {
    const bomb = findBomb((b) => b.swap !== null && b.solution.some((a) => ['tl', 'tr', 'bl', 'br'].includes(a)));
    const c = new ModuleController(bomb, 3);
    const scene = new FakeScene();
    c.attachScene(scene);
    createModuleControls(host, c);
    const log: string[] = [];
    c.onLog((e) => log.push(e.action!));
    // Card 1's button, also once played (then it is hidden: out of the tree).
    const card1 = () => host.querySelector<HTMLButtonElement>('button[data-action="1"]')!;
    const button = (a: string): HTMLElement => {
      if (/^[1-5]$/.test(a)) return getByRole(host, 'button', { name: new RegExp(`^Card ${a}:`) });
      if (a === 'l') return getByRole(host, 'button', { name: /^Left option/ });
      if (a === 'r') return getByRole(host, 'button', { name: /^Right option/ });
      if (a === 'tac') return getByRole(host, 'button', { name: 'TAC' });
      const corner = { tr: 'top-right', br: 'bottom-right', bl: 'bottom-left', tl: 'top-left' }[a]!;
      return getByRole(host, 'button', { name: new RegExp(`^LED ${corner}:`) });
    };
    // Every press while the first animation still plays: none refused, none disabled.
    for (const a of bomb.solution) {
      const b = button(a) as HTMLButtonElement;
      expect(b.disabled).toBe(false);
      if (a === 'tac') {
        fireEvent.pointerDown(b, { button: 0, pointerId: 1 });
        fireEvent.pointerUp(b, { button: 0, pointerId: 1 });
      } else fireEvent.click(b);
    }
    expect(c.state.solved).toBe(true); // the state changed at each press
    expect(c.strikes).toBe(0);
    expect(c.shownOver).toBe(false); // but the player has seen only the start
    expect(log).toEqual([]);
    expect(c.waiting).toHaveLength(bomb.solution.length - 1);
    expect(card1().disabled).toBe(false);
    expect(queryAllByRole(host, 'button')).toEqual([]); // solved: no module button can act, none in the tree
    // The first animation was hurried as presses queued behind it, up to skipping (Infinity).
    expect(scene.hurried).toEqual(bomb.solution.slice(1).map((_, i) => hurryFactor(i + 1)));
    for (let i = 0; i < bomb.solution.length; i++) await scene.finish();
    expect(log).toEqual(bomb.solution.map((a) => actionWords(a)));
    expect(c.shownOver).toBe(true);
    expect(card1().disabled).toBe(true); // the end is shown: all input over
    expect(card1().getAttribute('aria-label')).toBe('Card 1: played');
    expect(scene.played).toHaveLength(bomb.solution.length);
    // queued inputs started hurried: ×6 with two or more waiting… the last one at normal speed
    expect(scene.played.at(-1)!.speed).toBe(1);
    expect(scene.played.at(-1)!.effects.at(-1)).toEqual({ type: 'solved' });
    expect(scene.rendered.at(-1)!.light).toBe('solved');
    expect(scene.rendered.at(-1)!.discard).toHaveLength(bomb.hand.length);
  });

  it('shows a strike (count, log line) when its animation reaches it, the final state at once', async () => {
    const bomb = findBomb((b) => !b.swap);
    const c = new ModuleController(bomb, 2);
    const scene = new FakeScene();
    c.attachScene(scene);
    const log: string[] = [];
    c.onLog((e) => log.push(e.lines.join(' ')));
    c.send('tac');
    expect(c.strikes).toBe(1); // final at once
    expect(c.shown.strikes).toBe(0); // not seen yet
    expect(log).toEqual([]);
    scene.reach('strike');
    expect(c.shown.strikes).toBe(1);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(/^STRIKE \(swap-not-needed\)/);
    await scene.finish();
    c.send('tac'); // the second strike explodes the bomb
    expect(c.exploded).toBe('strikes');
    expect(c.shown.exploded).toBe(null);
    expect(scene.played.at(-1)!.effects.map((e) => e.type)).toEqual(['strike', 'exploded']);
    scene.reach('strike');
    // The strike that explodes the bomb is told with the blast, not at the flash before it.
    expect(c.shown).toMatchObject({ strikes: 1, exploded: null });
    expect(log).toHaveLength(1);
    scene.reach('exploded');
    expect(c.shown).toMatchObject({ strikes: 2, exploded: 'strikes' });
    expect(log).toHaveLength(2);
    expect(c.busy).toBe(true); // the explosion still plays
    await scene.finish();
    expect(c.busy).toBe(false);
    expect(scene.revealed.at(-1)).toEqual(bomb.state);
  });

  it('queues a whole command while animations run, dropping nothing, at command speed', async () => {
    const bomb = findBomb((b) => b.solution.length >= 6);
    const c = new ModuleController(bomb, 3);
    const scene = new FakeScene();
    c.attachScene(scene);
    createModuleControls(host, c);
    expect(c.command(bomb.solution.join(', '))).toBe(bomb.solution.length);
    expect(c.state.solved).toBe(true); // the state changes at once
    expect(c.busy).toBe(true);
    for (let i = 0; i < bomb.solution.length; i++) await scene.finish();
    expect(c.busy).toBe(false);
    // ×6 for commands, times the hurry of the inputs waiting behind each as it starts (the
    // first started alone; the last has none behind it)
    const n = bomb.solution.length;
    expect(scene.played.map((p) => p.speed)).toEqual(
      bomb.solution.map((_, i) => 6 * (i === 0 ? 1 : hurryFactor(n - 1 - i))),
    );
    // pointer and key input during an animation are taken and queued as well
    const c2 = new ModuleController(bomb, 3);
    const s2 = new FakeScene();
    c2.attachScene(s2);
    expect(c2.send(bomb.solution[0]!, 'pointer')).toBe(true);
    expect(c2.send(bomb.solution[1]!, 'key')).toBe(true);
    expect(c2.waiting).toEqual([actionWords(bomb.solution[1]!)]);
  });

  it('counts strikes, logs the reason and explodes at the limit with the pawns revealed', async () => {
    const bomb = findBomb((b) => !b.swap);
    const c = new ModuleController(bomb, 2);
    const scene = new FakeScene();
    scene.autoFinish = true;
    c.attachScene(scene);
    const log: string[] = [];
    c.onLog((e) => log.push(`${e.action}: ${e.lines.join(' ')}`));
    c.send('tac');
    await c.idle();
    expect(c.strikes).toBe(1);
    expect(c.exploded).toBe(null);
    expect(log[0]).toBe(
      'TAC: STRIKE (swap-not-needed): TAC was pressed to swap, but this hand needs no swap. The module is back to its initial state.',
    );
    c.send('tac');
    await c.idle();
    expect(c.strikes).toBe(2);
    expect(c.exploded).toBe('strikes');
    expect(scene.revealed.at(-1)).toEqual(bomb.state);
    expect(c.send('1')).toBe(false);
    expect(log[1]).toMatch(/The bomb exploded: 2 strikes\.$/);
    expect(scene.played.at(-1)!.effects.at(-1)).toMatchObject({
      type: 'exploded',
      cause: 'strikes',
      board: bomb.state,
    });
  });

  it('explodes when the time runs out, unless solved', async () => {
    const bomb = findBomb(() => true);
    const c = new ModuleController(bomb, 3);
    c.timeOut();
    await c.idle();
    expect(c.exploded).toBe('time');
    const solved = new ModuleController(bomb, 3);
    solved.command(bomb.solution.join(','));
    solved.timeOut();
    expect(solved.exploded).toBe(null);
  });
});

describe('the TAC hold', () => {
  it('sends tac on a short press and reset (only) after one second', () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    const progress: number[] = [];
    const hold = new TacHold(
      (w) => (sent.push(w), true),
      (p) => progress.push(p),
    );
    hold.press('pointer');
    vi.advanceTimersByTime(300);
    hold.release();
    expect(sent).toEqual(['tac']);
    hold.press('key');
    vi.advanceTimersByTime(HOLD_MS);
    expect(sent).toEqual(['tac', 'reset']);
    hold.release(); // the release after a hold is not a short press
    expect(sent).toEqual(['tac', 'reset']);
    expect(progress.at(-1)).toBe(0); // ring hidden again
    hold.press('pointer');
    hold.cancel();
    vi.advanceTimersByTime(2 * HOLD_MS);
    expect(sent).toEqual(['tac', 'reset']);
    // A press that began earlier (a key kept while the page armed) is timed from its start.
    hold.press('key', performance.now() - 400);
    vi.advanceTimersByTime(HOLD_MS - 401);
    expect(sent).toEqual(['tac', 'reset']);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual(['tac', 'reset', 'reset']);
    hold.press('key', performance.now() - 2 * HOLD_MS); // held past the second already: at once
    vi.advanceTimersByTime(0);
    expect(sent).toEqual(['tac', 'reset', 'reset', 'reset']);
    // A kept press and release sent again at once: decided by their times, not by the timer.
    const now = performance.now();
    hold.press('key', now - 1500);
    hold.release(now - 200);
    hold.press('key', now - 900);
    hold.release(now - 300);
    vi.advanceTimersByTime(2 * HOLD_MS);
    expect(sent).toEqual(['tac', 'reset', 'reset', 'reset', 'reset', 'tac']);
  });

  it('resets the module when the TAC button is held, without a strike', async () => {
    vi.useFakeTimers();
    const bomb = findBomb((b) => !b.swap && /^[1-5]$/.test(b.solution[0]!) && /^[1-5]$/.test(b.solution[1]!));
    const c = new ModuleController(bomb, 3);
    const controls = createModuleControls(host, c);
    c.send(bomb.solution[0]!);
    await vi.runAllTimersAsync();
    expect(c.state.hand.filter((x) => x === null)).toHaveLength(1);
    const tac = getByRole(host, 'button', { name: 'TAC' });
    fireEvent.pointerDown(tac, { button: 0, pointerId: 1 });
    await vi.advanceTimersByTimeAsync(HOLD_MS + 10);
    fireEvent.pointerUp(tac, { button: 0, pointerId: 1 });
    await vi.runAllTimersAsync();
    expect(c.state.hand).toEqual(bomb.hand);
    expect(c.strikes).toBe(0);
    expect(controls.hold.holding).toBe(false);
  });
  it('takes the tap of a TAC still down (T held) before a card clicked, and no hold after it', async () => {
    vi.useFakeTimers();
    const bomb = findBomb((b) => b.swap !== null && /^[1-5]$/.test(b.solution[1]!));
    const c = new ModuleController(bomb, 3);
    const controls = createModuleControls(host, c);
    bindModuleKeys(document, c, controls.hold);
    const inputs: string[] = [];
    const orig = c.send.bind(c);
    c.send = (w, s) => (inputs.push(w), orig(w, s));
    fireEvent.keyDown(document, { key: 't' });
    await vi.advanceTimersByTimeAsync(200);
    fireEvent.click(getByRole(host, 'button', { name: new RegExp(`^Card ${bomb.solution[1]}:`) }));
    expect(inputs).toEqual(['tac', bomb.solution[1]]);
    expect(controls.hold.holding).toBe(false);
    await vi.advanceTimersByTimeAsync(HOLD_MS); // T stays down: no reset follows
    fireEvent.keyUp(document, { key: 't' });
    expect(inputs).toEqual(['tac', bomb.solution[1]]);
    expect(c.state.swapped).toBe(true);
    expect(c.strikes).toBe(0);
  });
});

describe('the keys', () => {
  it('map 1–5, T, arrows and Q/P/Z/M to the module inputs and ignore typing in fields', async () => {
    const bomb = findBomb((b) => b.swap !== null);
    const c = new ModuleController(bomb, 3);
    const controls = createModuleControls(host, c);
    bindModuleKeys(document, c, controls.hold);
    const inputs: string[] = [];
    const orig = c.send.bind(c);
    c.send = (w, s) => (inputs.push(`${w}/${s}`), orig(w, s));
    const field = document.createElement('input');
    host.appendChild(field);
    fireEvent.keyDown(field, { key: '1' });
    expect(inputs).toEqual([]);
    fireEvent.keyDown(document, { key: 't' });
    fireEvent.keyUp(document, { key: 't' });
    expect(inputs).toEqual(['tac/key']);
    expect(c.state.swapped).toBe(true);
    await c.idle();
    for (const key of ['ArrowLeft', 'ArrowRight', 'q', 'P', 'z', 'm', '3']) {
      fireEvent.keyDown(document, { key });
      await c.idle();
    }
    expect(inputs.slice(1)).toEqual(['l/key', 'r/key', 'tl/key', 'tr/key', 'bl/key', 'br/key', '3/key']);
  });
});

/** A bomb and a card slot (1–5) whose card, played first, asks `ask`. */
function findAsk(ask: 'diamond' | 'home' | 'leds'): { bomb: Bomb; slot: string } {
  for (let i = 1; i < 400; i++) {
    const b = generateBomb(`ask#${i}`, 1);
    if (b.swap) continue;
    for (let s = 1; s <= 5; s++) {
      const c = new ModuleController(b, 3);
      c.send(String(s), 'command');
      if (c.state.pending?.ask === ask) return { bomb: b, slot: String(s) };
    }
  }
  throw new Error(`no bomb asking ${ask}`);
}

describe('focus and input while the module moves', () => {
  it('keeps the focus and takes presses while animations play (no button is disabled for them)', async () => {
    const bomb = findBomb((b) => !b.swap);
    const c = new ModuleController(bomb, 3);
    const scene = new FakeScene();
    c.attachScene(scene);
    createModuleControls(host, c);
    const tac = getByRole(host, 'button', { name: 'TAC' }) as HTMLButtonElement;
    tac.focus();
    c.send('tac', 'key'); // a strike and a reset
    expect(c.strikes).toBe(1);
    expect(tac.disabled).toBe(false);
    expect(document.activeElement).toBe(tac);
    const card = getByRole(host, 'button', { name: /^Card 2:/ }) as HTMLButtonElement;
    card.focus();
    fireEvent.click(card); // taken while the strike still plays
    expect(card.disabled).toBe(false);
    expect(c.waiting).toEqual(['card 2']);
    expect(c.state.pending?.slot === 1 || c.state.hand[1] === null).toBe(true); // card 2 picked or played
    await scene.finish();
    await scene.finish();
    // Card 2 was picked (the options are open) or played: it left the tree and the focus moved on
    // to a control that can act (the left option, or the first card left).
    expect(card.hidden).toBe(true);
    const focused = document.activeElement as HTMLButtonElement;
    expect(focused.getAttribute('aria-label')).toMatch(c.state.pending ? /^Left option: / : /^Card \d: /);
    expect(focused.hidden).toBe(false);
    expect(c.busy).toBe(false);
  });

  it('moves the focus on when its button leaves the tree: to the left option, then to a card', async () => {
    const { bomb, slot } = findAsk('diamond');
    const c = new ModuleController(bomb, 3);
    const scene = new FakeScene();
    c.attachScene(scene);
    createModuleControls(host, c);
    const card = getByRole(host, 'button', { name: new RegExp(`^Card ${slot}:`) }) as HTMLButtonElement;
    card.focus();
    fireEvent.click(card);
    await scene.finish();
    // The card waits for an option: the cards cannot act, the options can.
    expect(card.hidden).toBe(true);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Left option: move');
    fireEvent.click(document.activeElement!);
    await scene.finish();
    expect(c.state.hand[Number(slot) - 1]).toBe(null); // played
    const first = queryAllByRole(host, 'button')[0]!;
    expect(first.getAttribute('aria-label')).toMatch(/^Card \d: /);
    expect(document.activeElement).toBe(first);
  });

  it('resets on a TAC hold started while an animation plays', async () => {
    vi.useFakeTimers();
    const bomb = findBomb((b) => !b.swap && /^[1-5]$/.test(b.solution[0]!));
    const c = new ModuleController(bomb, 3);
    const scene = new FakeScene();
    c.attachScene(scene);
    const controls = createModuleControls(host, c);
    bindModuleKeys(document, c, controls.hold);
    for (const press of ['pointer', 'key'] as const) {
      c.send(bomb.solution[0]!);
      expect(c.busy).toBe(true); // the card's animation plays
      const tac = getByRole(host, 'button', { name: 'TAC' });
      if (press === 'pointer') fireEvent.pointerDown(tac, { button: 0, pointerId: 1 });
      else fireEvent.keyDown(document, { key: 't' });
      await vi.advanceTimersByTimeAsync(HOLD_MS + 10);
      if (press === 'pointer') fireEvent.pointerUp(tac, { button: 0, pointerId: 1 });
      else fireEvent.keyUp(document, { key: 't' });
      expect(c.state.hand).toEqual(bomb.hand); // reset at the hold's second
      expect(c.strikes).toBe(0);
      expect(c.waiting).toEqual(['TAC held']);
      await scene.finish();
      await scene.finish();
      expect(c.busy).toBe(false);
    }
  });

  it('moves the focus to the page control of the hooks when the module is over', async () => {
    const bomb = findBomb((b) => !b.swap);
    const c = new ModuleController(bomb, 1);
    const scene = new FakeScene();
    c.attachScene(scene);
    const next = document.createElement('button');
    host.appendChild(next);
    createModuleControls(host, c, { focusWhenOver: () => next });
    const tac = getByRole(host, 'button', { name: 'TAC' });
    tac.focus();
    c.send('tac', 'key'); // the only allowed strike: exploded
    await scene.finish();
    expect(document.activeElement).toBe(next);
  });
});

describe('the command line', () => {
  it('checks every word first and runs nothing with a bad word', () => {
    expect(parseCommand(' 1, TAC  r,tl ')).toEqual({ ok: true, words: ['1', 'tac', 'r', 'tl'], module: null });
    expect(parseCommand('!1 tac; 1; left; led tl; br')).toEqual({
      ok: true,
      words: ['tac', '1', 'l', 'tl', 'br'],
      module: 1,
    });
    expect(parseCommand('1, 9, foo')).toEqual({
      ok: false,
      error:
        '"9" (word 2) is not an action (1–5, tac or t, reset, l or left, r or right, tl, tr, bl, br (or led tl …))',
    });
    expect(parseCommand('1 <b>x</b>')).toEqual({
      ok: false,
      error:
        '"<b>x</b>" (word 2) is not an action (1–5, tac or t, reset, l or left, r or right, tl, tr, bl, br (or led tl …))',
    });
    const bomb = findBomb((b) => !b.swap);
    const c = new ModuleController(bomb, 3);
    const log: unknown[] = [];
    c.onLog((e) => log.push(e));
    expect(c.command('1, 9, foo')).toBe(0);
    expect(c.state.hand).toEqual(bomb.hand);
    expect(log).toEqual([]);
  });
});

describe('Space and Enter on the TAC button', () => {
  it('are a press: held one second they reset (no strike), shorter they tap once', async () => {
    vi.useFakeTimers();
    const bomb = findBomb((b) => !b.swap && /^[1-5]$/.test(b.solution[0]!));
    const c = new ModuleController(bomb, 3);
    createModuleControls(host, c);
    c.send(bomb.solution[0]!, 'command');
    await vi.runAllTimersAsync();
    const tac = getByRole(host, 'button', { name: 'TAC' });
    tac.focus();
    for (const key of [' ', 'Enter']) {
      fireEvent.keyDown(tac, { key });
      await vi.advanceTimersByTimeAsync(HOLD_MS + 10);
      fireEvent.keyDown(tac, { key, repeat: true });
      fireEvent.keyUp(tac, { key });
      fireEvent.click(tac, { detail: 0 }); // the browser's click of the key
      await vi.runAllTimersAsync();
      expect(c.state.hand).toEqual(bomb.hand);
      expect(c.strikes).toBe(0);
      c.send(bomb.solution[0]!, 'command');
      await vi.runAllTimersAsync();
    }
    // a short press on the untouched bomb (no swap needed): one tap, one strike
    c.send('reset', 'command');
    await vi.runAllTimersAsync();
    fireEvent.keyDown(tac, { key: ' ' });
    await vi.advanceTimersByTimeAsync(200);
    fireEvent.keyUp(tac, { key: ' ' });
    fireEvent.click(tac, { detail: 0 });
    await vi.runAllTimersAsync();
    expect(c.strikes).toBe(1);
  });

  it('cancels a pointer hold when the pointer leaves TAC or is cancelled', async () => {
    vi.useFakeTimers();
    const bomb = findBomb((b) => !b.swap && /^[1-5]$/.test(b.solution[0]!));
    const c = new ModuleController(bomb, 3);
    const controls = createModuleControls(host, c);
    c.send(bomb.solution[0]!, 'command');
    await vi.runAllTimersAsync();
    const tac = getByRole(host, 'button', { name: 'TAC' });
    for (const leave of [
      () => fireEvent.pointerLeave(tac, { pointerId: 1 }),
      () => fireEvent.pointerCancel(tac, { pointerId: 1 }),
    ]) {
      fireEvent.pointerDown(tac, { button: 0, pointerId: 1 });
      await vi.advanceTimersByTimeAsync(300);
      leave();
      await vi.advanceTimersByTimeAsync(2 * HOLD_MS);
      fireEvent.pointerUp(tac, { button: 0, pointerId: 1 });
      await vi.runAllTimersAsync();
      expect(controls.hold.holding).toBe(false);
      expect(c.state.hand).not.toEqual(bomb.hand); // no reset
      expect(c.strikes).toBe(0); // and no tap
    }
  });
});

describe('accessible names and states', () => {
  it('names what the options do while they are shown', async () => {
    for (const [ask, l, r] of [
      ['diamond', 'Left option: move', 'Right option: discard'],
      ['home', 'Left option: pass', 'Right option: enter home'],
    ] as const) {
      const { bomb, slot } = findAsk(ask);
      const c = new ModuleController(bomb, 3);
      const el = document.createElement('div');
      host.appendChild(el);
      createModuleControls(el, c);
      expect(queryAllByRole(el, 'button', { name: /option/ })).toEqual([]); // no choice open: not in the tree
      c.send(slot, 'command');
      await c.idle();
      expect(getByRole(el, 'button', { name: l })).toBeTruthy();
      expect(getByRole(el, 'button', { name: r })).toBeTruthy();
    }
  });

  it('presses the LED chosen for the Trickster', async () => {
    const { bomb, slot } = findAsk('leds');
    const c = new ModuleController(bomb, 3);
    createModuleControls(host, c);
    const leds = () => queryAllByRole(host, 'button', { name: /^LED / });
    expect(leds()).toEqual([]); // no Trickster waiting: the LEDs cannot act
    c.send(slot, 'command');
    await c.idle();
    expect(leds().map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'false', 'false']);
    // choose an LED the Trickster accepts as the first one
    for (const w of ['tr', 'br', 'bl', 'tl']) {
      c.send(w, 'command');
      await c.idle();
      if (c.state.pending?.led != null) break;
    }
    const chosen = c.state.pending?.led;
    expect(chosen).not.toBe(null);
    expect(getByRole(host, 'button', { pressed: true }).getAttribute('aria-label')).toMatch(
      new RegExp(`^LED ${['top-right', 'bottom-right', 'bottom-left', 'top-left'][chosen!]}:`),
    );
  });

  it('says "captured" in the name of a captured opponent\'s LED', async () => {
    const { bomb: dealt, slot } = findAsk('leds');
    const bomb = { ...dealt, state: { ...dealt.state, opponent1: null } }; // the first opponent is out
    const c = new ModuleController(bomb, 3);
    createModuleControls(host, c);
    c.send(slot, 'command'); // the Trickster waits: the LEDs are in the tree
    await c.idle();
    const corner = ['top-right', 'bottom-right', 'bottom-left', 'top-left'][(bomb.seat + 1) % 4];
    expect(getByRole(host, 'button', { name: new RegExp(`^LED ${corner}:`) }).getAttribute('aria-label')).toBe(
      `LED ${corner}: ${bomb.names[0]} (${bomb.colors[(bomb.seat + 1) % 4]}), captured`,
    );
    expect(queryAllByRole(host, 'button', { name: /captured/ })).toHaveLength(1);
  });

  it('takes keys while the module moves, in order', async () => {
    const bomb = findBomb((b) => !b.swap);
    const c = new ModuleController(bomb, 3);
    const scene = new FakeScene();
    c.attachScene(scene);
    const controls = createModuleControls(host, c);
    const unbind = bindModuleKeys(document, c, controls.hold);
    const log: string[] = [];
    c.onLog((e) => log.push(e.action!));
    fireEvent.keyDown(document, { key: '1' });
    fireEvent.keyDown(document, { key: '2' });
    fireEvent.keyDown(document, { key: 'q' });
    expect(c.waiting).toEqual(['card 2', 'LED top-left']);
    for (let i = 0; i < 3; i++) await scene.finish();
    expect(log).toEqual(['card 1', 'card 2', 'LED top-left']);
    unbind();
  });
});
