/**
 * The bomb page's record under the bomb (index.html `#record`): the "KTANE log" panel
 * (src/pages/bomb/ktaneLogPanel.ts) writes the module's log lines of the game as it is played,
 * exactly the writer's (and so `tac play --ktane-log`'s) lines, with Copy and Download; the replay
 * panel (replayPanel.ts) appears once the bomb is over, for the game just played, and goes away
 * with the next bomb. The shared replay view (src/replay/replayView.ts) steps with Prev / Next.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, getByLabelText, getByRole, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ktaneLogLines, ktaneLogOfInputs } from '../../src/ktaneLog/ktaneLogWriter';
import { withAnswerHeldBack } from '../../src/ktaneLog/ktaneLogHeldBack';
import { replayOf } from '../../src/replay/replayModel';
import { generateBomb } from '../../src/rules/generator';
import type { Bomb } from '../../src/rules/bomb';
import { ModuleController } from '../../src/play/moduleController';
import { createReplayView } from '../../src/replay/replayView';
import { followKtaneLog, logFileName } from '../../src/pages/bomb/ktaneLogPanel';
import { offerReplay } from '../../src/pages/bomb/replayPanel';
import { STRUCK, STRUCK_INPUTS } from '../fixtures/ktane-log/bombs';

/** The record section of the page's own HTML. */
const RECORD = /<section class="record"[\s\S]*?<\/section>/.exec(
  readFileSync(join(process.cwd(), 'index.html'), 'utf8'),
)![0];

const area = () => getByLabelText(document.body, 'KTANE log') as HTMLTextAreaElement;
const details = () => document.getElementById('ktane-log-panel') as HTMLDetailsElement;
const replayPanel = () => document.getElementById('replay-panel') as HTMLDetailsElement;
const textOf = (lines: readonly string[]) => `${lines.join('\n')}\n`;
/** The panel's text while the bomb is live: the answer held back. */
const heldText = (lines: readonly string[]) => textOf(withAnswerHeldBack(lines).lines);
const heldNote = () => document.getElementById('ktane-log-held')!;
const noAnswer = () => {};
const open = () => {
  details().open = true;
  details().dispatchEvent(new Event('toggle'));
};

function swapBomb(): Bomb {
  for (let i = 1; ; i++) {
    const b = generateBomb(`record#${i}`, 3);
    if (b.swap) return b;
  }
}

beforeEach(() => {
  document.body.innerHTML = RECORD;
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the KTANE log panel', () => {
  it('writes the start lines once opened, then every play of the game, exactly as the writer does', async () => {
    const bomb = swapBomb();
    const c = new ModuleController(bomb, 3);
    followKtaneLog(bomb, c, noAnswer);
    expect(area().value).toBe(''); // written only once the panel is opened
    open();
    // While the bomb is live: the answer held back, and the panel says so.
    await waitFor(() => expect(area().value).toBe(heldText(ktaneLogLines(bomb, []))));
    expect(heldNote().hidden).toBe(false);
    expect(heldNote().textContent).toMatch(/lines that give the answer are held back: whether a swap is needed/);
    expect(area().readOnly).toBe(true);
    const lines = area().value.split('\n');
    expect(lines[0]).toBe('[TAC #1] Using rule seed: 3.');
    expect(lines[1]).toMatch(/^<TAC #1> Names order: /);
    expect(lines.filter((l) => /"message"|swap a card|Hand after swap|Intended/.test(l))).toEqual([]);
    // A strike (a card before the swap), then the bomb's own solution: once over, the whole log.
    const inputs = ['1', ...bomb.solution];
    c.command(inputs.join(' '));
    await waitFor(() => expect(area().value).toBe(`${ktaneLogOfInputs(bomb, inputs).join('\n')}\n`));
    expect(heldNote().hidden).toBe(true);
    expect(
      area()
        .value.split('\n')
        .filter((l) => l.includes('"message":"Play ')),
    ).toHaveLength(5);
    expect(area().value).toContain(
      '[TAC #1] You tried to play a card at the start of the round, but you needed to swap first. Strike!\n',
    );
    expect(area().value.endsWith('[TAC #1] You entered your home and your hand is empty. Module solved!\n')).toBe(true);
  });

  it('copies the log and downloads it as TAC-<seed>.txt', async () => {
    const bomb = generateBomb('copy me', 1);
    const c = new ModuleController(bomb, 3);
    const onAnswer = vi.fn();
    followKtaneLog(bomb, c, onAnswer);
    open();
    await waitFor(() => expect(area().value).not.toBe(''));
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async (t: string) => void copied.push(t) },
      configurable: true,
    });
    fireEvent.click(getByRole(document.body, 'button', { name: 'Copy' }));
    await waitFor(() => expect(document.getElementById('ktane-log-said')!.textContent).toBe('Log copied.'));
    expect(copied).toEqual([area().value]);

    const blobs: Blob[] = [];
    URL.createObjectURL = (b: Blob) => (blobs.push(b), 'blob:log');
    URL.revokeObjectURL = () => {};
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(`${this.download} ${this.href}`);
    });
    fireEvent.click(getByRole(document.body, 'button', { name: 'Download' }));
    expect(names).toEqual(['TAC-copy me.txt blob:log']);
    const text = await new Promise<string>((resolve) => {
      const r = new FileReader();
      r.onload = () => resolve(String(r.result));
      r.readAsText(blobs[0]!);
    });
    // The file is whole while the bomb is live; Copy copied what the panel shows (the answer held back).
    expect([text, blobs[0]!.type]).toEqual([textOf(ktaneLogLines(bomb, [])), 'text/plain;charset=utf-8']);
    expect(copied).toEqual([heldText(ktaneLogLines(bomb, []))]);
    // The whole file holds the answer: saved while the bomb is live, the game is marked assisted.
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(document.getElementById('ktane-log-said')!.textContent).toBe(
      'Saved as TAC-copy me.txt: the whole file holds the answer, so this game is marked as assisted.',
    );
  });

  it('names the file after the seed, the serial for a bomb without one, with no character a file system refuses', () => {
    expect(logFileName({ seed: 'abc', serial: 'KT4VR7' })).toBe('TAC-abc.txt');
    expect(logFileName({ seed: '', serial: 'KT4VR7' })).toBe('TAC-KT4VR7.txt');
    expect(logFileName({ seed: 'a/b\\c:d*e?f"g<h>i|j\u0007k', serial: 'X' })).toBe('TAC-a_b_c_d_e_f_g_h_i_j_k.txt');
    expect(logFileName({ seed: '🙂'.repeat(90), serial: 'X' })).toBe(`TAC-${'🙂'.repeat(80)}.txt`);
  });

  it('starts again, empty, for the next bomb', async () => {
    const one = generateBomb('one', 1);
    const stop = followKtaneLog(one, new ModuleController(one, 3), noAnswer);
    open();
    await waitFor(() => expect(area().value).toContain('[TAC #1] Using rule seed: 1.'));
    stop();
    const two = generateBomb('two', 5);
    followKtaneLog(two, new ModuleController(two, 3), noAnswer);
    await waitFor(() => expect(area().value).toBe(heldText(ktaneLogLines(two, []))));
  });

  it('shows the answer on "Show the answer" and marks the live game assisted, once (issue 25)', async () => {
    const bomb = swapBomb();
    const c = new ModuleController(bomb, 3);
    let marks = 0;
    followKtaneLog(bomb, c, () => marks++);
    open();
    await waitFor(() => expect(area().value).toBe(heldText(ktaneLogLines(bomb, []))));
    c.send('tac'); // the swap
    await waitFor(() => expect(area().value).toBe(heldText(ktaneLogOfInputs(bomb, ['tac']))));
    fireEvent.click(getByRole(document.body, 'button', { name: 'Show the answer' }));
    await waitFor(() => expect(area().value).toBe(textOf(ktaneLogOfInputs(bomb, ['tac']))));
    expect(area().value).toContain('[TAC #1] You must swap a card.\n[TAC #1] Hand after swap: ');
    expect(marks).toBe(1);
    expect(heldNote().hidden).toBe(true);
    expect(document.activeElement).toBe(area());
    expect(document.getElementById('ktane-log-said')!.textContent).toBe(
      'The answer is shown: this game is marked as assisted.',
    );
    // The whole log from then on, as the game goes on.
    c.send(bomb.solution[1]!);
    await waitFor(() => expect(area().value).toBe(textOf(ktaneLogOfInputs(bomb, ['tac', bomb.solution[1]!]))));
  });

  it('does not mark a game that is over: the whole log is shown then anyway', async () => {
    const bomb = generateBomb('over', 1);
    const c = new ModuleController(bomb, 1);
    let marks = 0;
    followKtaneLog(bomb, c, () => marks++);
    open();
    c.command(bomb.swap ? '1' : 'tac'); // a strike, the only one allowed: exploded
    await waitFor(() => expect(area().value).toBe(textOf(ktaneLogOfInputs(bomb, [bomb.swap ? '1' : 'tac']))));
    expect(heldNote().hidden).toBe(true);
    fireEvent.click(document.getElementById('ktane-log-answer')!);
    expect(marks).toBe(0);
  });
});

describe('the replay on the bomb page', () => {
  it('is offered once the bomb is over, for the game just played, with the lost step marked', async () => {
    const c = new ModuleController(STRUCK, 3);
    const stop = offerReplay(STRUCK, c);
    expect(replayPanel().hidden).toBe(true);
    c.command(STRUCK_INPUTS.slice(0, 6).join(' ')); // 1, 8 diamond moved, 2, 6, 5: strike
    await c.idle();
    expect(replayPanel().hidden).toBe(true);
    c.command(STRUCK_INPUTS.slice(6).join(' '));
    await waitFor(() => expect(replayPanel().hidden).toBe(false));
    const view = within(replayPanel());
    expect(document.getElementById('replay-summary')!.textContent).toBe(
      'Replay of this game (10 steps, round 1 lost at step 2)',
    );
    expect(replayPanel().querySelector('.replay-step.lost')!.textContent).toBe('2. 8 diamond · moved · hand lost');
    fireEvent.click(view.getByRole('button', { name: 'Go to step 2: hand lost' }));
    const picture = view.getByRole('img', {
      name: /^The module after step 2, hidden pawns revealed: Your pawn on space 28/,
    });
    expect(picture.tagName.toLowerCase()).toBe('svg');
    // The hand of step 2: the 1 and the 8 diamond played; the discard pile shows them.
    expect(picture.querySelectorAll('[data-piece]').length).toBeGreaterThan(0);
    stop();
    expect(replayPanel().hidden).toBe(true);
    expect(replayPanel().querySelector('.replay')).toBeNull();
  });

  it('is offered after an explosion too', async () => {
    const bomb = generateBomb('boom', 1);
    const c = new ModuleController(bomb, 1);
    offerReplay(bomb, c);
    c.command(bomb.swap ? '1' : 'tac'); // one strike explodes a bomb with a limit of 1
    await waitFor(() => expect(replayPanel().hidden).toBe(false));
    expect(document.getElementById('replay-summary')!.textContent).toBe(
      'Replay of this game (1 step, hand lost at step 1)',
    );
    const what = bomb.swap ? 'a card before the swap' : 'TAC';
    expect(replayPanel().querySelector('.replay-summary')!.textContent).toBe(
      `1 step, 1 strike, not solved. The hand could no longer be won from step 1 (${what}).`,
    );
  });
});

describe('the replay view', () => {
  it('steps with Prev and Next, marks the current step and redraws the picture of each position', () => {
    const replay = replayOf(STRUCK, struckSteps());
    const drawn: number[] = [];
    const view = createReplayView({
      bomb: STRUCK,
      replay,
      idPrefix: 'test-replay',
      draw: (p) => {
        drawn.push(p);
        const d = document.createElement('div');
        d.textContent = `position ${p}`;
        return d;
      },
    });
    document.body.append(view.el);
    const v = within(view.el);
    const prev = v.getByRole('button', { name: 'Prev' }) as HTMLButtonElement;
    const next = v.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect([view.position(), prev.disabled, next.disabled]).toEqual([0, true, false]);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(view.position()).toBe(2);
    expect(v.getByText('position 2')).toBeTruthy();
    expect(view.el.querySelector('[aria-current="step"]')!.textContent).toBe('2. 8 diamond · moved · hand lost');
    expect(view.el.querySelector('.replay-text')!.getAttribute('aria-live')).toBe('polite');
    view.go(99);
    expect([view.position(), next.disabled, prev.disabled]).toEqual([10, true, false]);
    fireEvent.click(prev);
    expect(view.position()).toBe(9);
    fireEvent.click(v.getByRole('button', { name: 'As dealt' }));
    expect(view.position()).toBe(0);
    expect(drawn).toEqual([0, 1, 2, 10, 9, 0]);
  });
});

/** The struck game's steps as the bomb page records them. */
function struckSteps() {
  const c = new ModuleController(STRUCK, 3);
  c.command(STRUCK_INPUTS.join(' '));
  return c.playedSteps;
}
