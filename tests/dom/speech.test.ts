/**
 * The bomb page's voice (src/pages/bomb/speech.ts) with @testing-library/dom: the "Board" list
 * tells what the player has been shown (the status line's state, even while animations play), each log entry is announced once (strikes in the
 * assertive region), the first position is announced, Reveal pawns' pressed state adds the hidden
 * pawns to the Board and says them.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getByRole } from '@testing-library/dom';
import { generateBomb, type Bomb } from '../../src/rules/index';
import { boardOf } from '../../src/module/moduleReducer';
import { ModuleController, type PlayOptions, type SceneLike } from '../../src/play/moduleController';
import { KEPT_ANNOUNCEMENTS, mountSpeech, OPENING_DELAY_MS, type SpeechElements } from '../../src/pages/bomb/speech';

/** A scene whose animations finish when the test says so. */
class FakeScene implements SceneLike {
  private release: (() => void)[] = [];
  render() {}
  setRevealed() {}
  playEffects() {
    return new Promise<void>((r) => this.release.push(r));
  }
  async finish() {
    this.release.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
  }
}

function findBomb(pred: (b: Bomb) => boolean): Bomb {
  for (let i = 1; i < 300; i++) {
    const b = generateBomb(`speech#${i}`, 1);
    if (pred(b)) return b;
  }
  throw new Error('no such bomb');
}

let root: HTMLElement;
let elements: SpeechElements;
beforeEach(() => {
  root = document.createElement('div');
  root.innerHTML = `
    <section aria-labelledby="t"><h2 id="t">Board</h2><ul id="board-lines"></ul></section>
    <div id="announcements" role="log" aria-label="Announcements"></div>
    <div id="alarms" role="log" aria-live="assertive" aria-label="Alarms"></div>
    <button id="reveal" aria-pressed="false">Reveal pawns</button>`;
  document.body.appendChild(root);
  const $ = (id: string) => root.querySelector<HTMLElement>(`#${id}`)!;
  elements = { board: $('board-lines'), polite: $('announcements'), urgent: $('alarms'), reveal: $('reveal') };
});
afterEach(() => {
  root.remove();
  vi.useRealTimers();
});

const boardText = () => getByRole(root, 'region', { name: 'Board' }).textContent!;
const said = (name: 'Announcements' | 'Alarms') =>
  [...getByRole(root, 'log', { name }).children].map((p) => p.textContent);

describe('the bomb page’s voice', () => {
  it('says the board from the start and announces the first position once', async () => {
    vi.useFakeTimers();
    const bomb = findBomb((b) => typeof b.state.you === 'number');
    const c = new ModuleController(bomb, 3);
    mountSpeech(c, elements);
    expect(boardText()).toContain(`Your pawn: space ${bomb.state.you as number}`);
    expect(said('Announcements')).toEqual([]);
    await vi.advanceTimersByTimeAsync(OPENING_DELAY_MS);
    expect(said('Announcements')).toHaveLength(1);
    expect(said('Announcements')[0]).toMatch(new RegExp(`^New bomb\\. Your pawn: space ${bomb.state.you as number}`));
  });

  it('announces each play once, when its animation reaches it; the Board changes once the module rests', async () => {
    const bomb = findBomb((b) => !b.swap && /^[1-5]$/.test(b.solution[0]!) && /^[1-5]$/.test(b.solution[1]!));
    const c = new ModuleController(bomb, 3);
    const scene = new FakeScene();
    c.attachScene(scene);
    const stop = mountSpeech(c, elements);
    const before = boardText();
    c.send(bomb.solution[0]!, 'pointer');
    expect(said('Announcements')).toEqual([]); // the animation has not reached the result yet
    expect(boardText()).toBe(before); // the scene is still moving
    await scene.finish();
    expect(said('Announcements')).toHaveLength(1);
    expect(said('Announcements')[0]).toMatch(/^Card \d, [^:]+: /);
    expect(boardText()).not.toBe(before);
    expect(said('Alarms')).toEqual([]);
    stop();
    c.send(bomb.solution[1]!, 'pointer');
    await scene.finish();
    expect(said('Announcements')).toHaveLength(1); // stopped: a new bomb speaks for itself
  });

  it('never tells an older board than the status line, with fast presses (issue 25)', async () => {
    // A scene that, as the real one, reaches each effect (onEffect) as its animation starts, and
    // ends when the test says so: the solve is shown (the status line's "Solved") while the
    // animations still play.
    class ReachingScene extends FakeScene {
      override playEffects(effects: readonly unknown[] = [], o?: PlayOptions) {
        effects.forEach((_, i) => o?.onEffect?.(i));
        return super.playEffects();
      }
    }
    const bomb = findBomb((b) => b.solution.length >= 4);
    const c = new ModuleController(bomb, 3);
    const scene = new ReachingScene();
    c.attachScene(scene);
    mountSpeech(c, elements);
    // What a screen reader could read at each change: the status line's state and the Board.
    const seen: { solved: boolean; you: number | 'home'; board: string }[] = [];
    c.onChange(() => seen.push({ solved: c.shown.state.solved, you: boardOf(c.shown.state).you, board: boardText() }));
    for (const a of bomb.solution) c.send(a, 'key'); // all at once: the animations queue
    while (c.busy) await scene.finish();
    expect(c.state.solved).toBe(true);
    const solvedAt = seen.findIndex((s) => s.solved);
    expect(solvedAt).toBeGreaterThan(0);
    expect(seen.slice(solvedAt).every((s) => s.board.includes('Module solved: the status light is green.'))).toBe(true);
    for (const s of seen)
      expect(s.board).toContain(s.you === 'home' ? 'Your pawn: home.' : `Your pawn: space ${s.you},`);
    // The solve was shown while animations were still queued or playing.
    expect(seen.filter((s) => s.solved).length).toBeGreaterThan(1);
  });

  it('says a strike and the explosion in the assertive region, and reveals the pawns in the Board', async () => {
    const bomb = findBomb((b) => !b.swap);
    const c = new ModuleController(bomb, 1);
    const scene = new FakeScene();
    c.attachScene(scene);
    mountSpeech(c, elements);
    c.send('tac', 'pointer'); // no swap needed: a strike, the only one allowed
    expect(said('Alarms')).toEqual([]);
    await scene.finish();
    expect(said('Alarms')).toEqual([
      'Strike 1 of 1. TAC was pressed to swap, but this hand needs no swap. The bomb exploded.',
    ]);
    expect(boardText()).toContain('The bomb exploded: the status light is red.');
    expect(boardText()).not.toContain('Hidden pawns');
    elements.reveal.setAttribute('aria-pressed', 'true'); // what the page does on an explosion
    await Promise.resolve();
    const pawns = `Hidden pawns: opponent ${bomb.names[0]} (${bomb.colors[(bomb.seat + 1) % 4]}) on space ${bomb.state.opponent1}`;
    expect(boardText()).toContain(pawns);
    expect(said('Announcements').at(-1)).toMatch(new RegExp(`^${pawns.replace(/[()]/g, '\\$&')}`));
    elements.reveal.setAttribute('aria-pressed', 'false');
    await Promise.resolve();
    expect(boardText()).not.toContain('Hidden pawns');
    expect(said('Announcements').at(-1)).toBe('The hidden pawns are hidden again.');
  });

  it('starts a new bomb with no alarm of the last bomb (its announcements end with "New bomb.")', async () => {
    const bomb = findBomb((b) => !b.swap);
    const c = new ModuleController(bomb, 1);
    const stop = mountSpeech(c, elements);
    c.send('tac', 'pointer'); // no swap needed: a strike, and the bomb explodes
    await c.idle();
    expect(said('Alarms')).toHaveLength(1);
    stop();
    const next = findBomb((b) => b.seed !== bomb.seed);
    mountSpeech(new ModuleController(next, 3), elements);
    expect(said('Alarms')).toEqual([]);
  });

  it(`keeps the last ${KEPT_ANNOUNCEMENTS} announcements in a region`, async () => {
    const bomb = findBomb(() => true);
    const c = new ModuleController(bomb, 9);
    mountSpeech(c, elements);
    for (let i = 0; i < 7; i++) c.send('tl', 'command'); // ignored: no Trickster waits
    await c.idle();
    expect(said('Announcements')).toEqual(
      Array.from({ length: KEPT_ANNOUNCEMENTS }, () => 'Nothing happened: no Trickster is waiting for LEDs.'),
    );
  });
});
