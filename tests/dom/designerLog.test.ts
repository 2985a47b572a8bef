/**
 * The designer's KTANE log reader and replay (panels/logReaderPanel.ts, panels/logReplayPanel.ts,
 * logFlow.ts) on the hand-written logs of tests/fixtures/ktane-log/: both modules of a log with
 * noise rebuilt and opened through the designer's own flow (the solution count the solver gives,
 * the derivation with the serial found in the file), the serial asked for when the file has none,
 * the replay marking the lost step, and every problem of a file in an alert as text.
 */
import { fireEvent, getByLabelText, getByRole, queryAllByRole, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bombToJson } from '../../src/rules/generator';
import type { Bomb } from '../../src/rules/bomb';
import { packBoard } from '../../src/rules/position';
import { countSolutions } from '../../src/rules/solver';
import { inlineEngine } from '../../src/pages/designer/designerEngine';
import { mountDesigner, type DesignerPage } from '../../src/pages/designer/designerPage';
import { MAX_SHOWN_CHARS } from '../../src/pages/designer/panels/logReaderPanel';
import { fixture, MODULE_1, MODULE_2, STRUCK } from '../fixtures/ktane-log/bombs';

let root: HTMLElement;

function mount(): DesignerPage {
  return mountDesigner(root, {
    engine: inlineEngine(),
    search: '?seed=abc&ruleseed=1',
    baseUrl: 'http://example.test/tac/designer.html',
    copy: async () => {},
    randomSeed: () => 'rnd',
    updateUrl: () => {},
  });
}

const logField = () => getByLabelText(root, 'KTANE log', { exact: true }) as HTMLTextAreaElement;
const serialField = () => getByLabelText(root, "The bomb's serial number") as HTMLInputElement;
const moduleChoice = () => getByLabelText(root, 'Module') as HTMLSelectElement;
const logAlert = () => root.querySelector('#log-alert') as HTMLElement;
const replay = () => root.querySelector('#log-replay') as HTMLElement;
const stepButtons = () => [...replay().querySelectorAll('.replay-step')].map((b) => b.textContent);
const solutionCount = (b: Bomb) => {
  const played = b.swap ? b.hand.map((c, i) => (i === b.swap!.slot ? b.swap!.card : c)) : b.hand;
  return countSolutions(packBoard(b.state), b.seat, played);
};

async function readLog(page: DesignerPage, text: string): Promise<void> {
  fireEvent.input(logField(), { target: { value: text } });
  fireEvent.click(getByRole(root, 'button', { name: 'Read log' }));
  await page.idle();
}

beforeEach(() => {
  document.body.innerHTML = '<div id="designer"></div>';
  root = document.getElementById('designer')!;
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the designer reads a KTANE log', () => {
  it('rebuilds both TAC modules of a log with noise and opens each as the bomb on screen', async () => {
    const page = mount();
    await page.idle();
    await readLog(page, fixture('two-tac-modules.txt'));
    expect([...moduleChoice().options].map((o) => o.textContent)).toEqual(['TAC #1', 'TAC #2']);
    expect(moduleChoice().value).toBe('0');
    // TAC #1: the serial is found in the file (the game's own line 10), so the bomb opens at once.
    expect(serialField().value).toBe('KT4VR7');
    expect(page.currentJson()).toEqual(bombToJson(MODULE_1));
    expect(getByLabelText(root, 'Solution count').textContent).toBe(String(solutionCount(MODULE_1)));
    expect(root.querySelector('#bomb-meta')!.textContent).toBe(
      'From TAC #1 (line 13) of the KTANE log (pasted text): rule seed 1, serial KT4VR7',
    );
    expect(root.querySelector('#derivation caption')!.textContent).toMatch(/^Serial KT4VR7:/);
    expect(root.querySelectorAll('#derivation .steps .ok')).toHaveLength(3);
    expect(root.querySelector('#log-notes')!.textContent).toBe('serial KT4VR7 from line 10 of the file');
    expect(root.querySelector('#log-facts')!.textContent).toBe(
      'TAC #1, from line 13: rule seed 1, seat 1; hand 3, 8 diamond, 1, 5, 2; no swap. 5 steps played, 0 strikes, solved.',
    );
    expect(logAlert().hidden).toBe(true);
    expect(replay().hidden).toBe(false);
    expect(stepButtons()).toHaveLength(6);

    // TAC #2 (rule seed 7, a swap, a strike before the swap).
    fireEvent.change(moduleChoice(), { target: { value: '1' } });
    await page.idle();
    expect(page.currentJson()).toEqual(bombToJson(MODULE_2));
    expect(getByLabelText(root, 'Solution count').textContent).toBe(String(solutionCount(MODULE_2)));
    expect(getByLabelText(root, 'Swap needed').textContent).toBe('yes: TAC swaps slot 3 for 1');
    expect(within(replay()).getByRole('heading').textContent).toBe('Replay of TAC #2 from the log');
    expect(stepButtons()[1]).toBe('1. card before swap · strike · hand lost');
    expect(replay().querySelector('.replay-step.lost')!.textContent).toBe(stepButtons()[1]);
    const status = () => root.querySelector('#log-status')!.textContent;
    expect(status()).toBe('TAC #2 is the bomb on screen: its derivation, solutions and play links are with it.');

    // Another bomb generated: the log stays; Open bomb shows the module's bomb again.
    fireEvent.click(getByRole(root, 'button', { name: 'Generate' }));
    await page.idle();
    expect(page.currentJson()!.seed).toBe('abc');
    expect(status()).toBe('Another bomb is on screen now; Open bomb shows TAC #2 again.');
    fireEvent.click(getByRole(root, 'button', { name: 'Open bomb' }));
    await page.idle();
    expect(page.currentJson()).toEqual(bombToJson(MODULE_2));
    expect(status()).toMatch(/^TAC #2 is the bomb on screen/);
  });

  it('names a module of a number used twice by its line once: "TAC #1 (line 13)", not "(line 13) (line 13)"', async () => {
    const page = mount();
    await page.idle();
    // The same file twice: two rounds, each with a TAC #1 and a TAC #2.
    const text = fixture('two-tac-modules.txt');
    await readLog(page, `${text}\n${text}`);
    const labels = [...moduleChoice().options].map((o) => o.textContent!);
    expect(labels).toHaveLength(4);
    expect(labels[0]).toBe('TAC #1 (line 13)');
    expect(labels.every((l) => /^TAC #[12] \(line \d+\)$/.test(l))).toBe(true);
    expect(root.querySelector('#bomb-meta')!.textContent).toBe(
      'From TAC #1 (line 13) of the KTANE log (pasted text): rule seed 1, serial KT4VR7',
    );
    expect(root.querySelector('#log-facts')!.textContent).toMatch(/^TAC #1, from line 13: rule seed 1,/);
  });

  it('asks for the serial when the file has none, refuses one that does not fit, then opens the bomb', async () => {
    const page = mount();
    await page.idle();
    const before = page.currentJson();
    await readLog(page, fixture('struck-game.txt'));
    expect(root.querySelector('#log-module-field')!.hasAttribute('hidden')).toBe(true); // one module: no choice
    expect(serialField().value).toBe('');
    expect(root.querySelector('#log-status')!.textContent).toMatch(/^The log does not hold the bomb's serial number/);
    expect(page.currentJson()).toEqual(before);
    // The replay needs no serial.
    expect(replay().hidden).toBe(false);
    expect(stepButtons()[2]).toBe('2. 8 diamond · moved · hand lost');

    fireEvent.input(serialField(), { target: { value: 'AB1CD2' } });
    fireEvent.submit(serialField().form!);
    await page.idle();
    expect(logAlert().textContent).toMatch(
      /^Serial number: with serial AB1CD2: bomb\.names\[0\] "Julia" puts opponent 1/,
    );
    expect(serialField().getAttribute('aria-invalid')).toBe('true');
    expect(page.currentJson()).toEqual(before);

    fireEvent.input(serialField(), { target: { value: ' kt4vr7 ' } });
    fireEvent.submit(serialField().form!);
    await page.idle();
    expect(logAlert().hidden).toBe(true);
    expect(serialField().value).toBe('KT4VR7');
    expect(page.currentJson()).toEqual(bombToJson(STRUCK));
    expect(root.querySelector('#log-notes li')!.textContent).toBe(
      'serial KT4VR7 as entered: the names fit the board (RULES.md §5)',
    );
  });

  it('replays the struck game step by step: Prev, Next, the lost step marked and in words', async () => {
    const page = mount();
    await page.idle();
    await readLog(page, fixture('struck-game.txt'));
    const view = within(replay());
    expect(replay().querySelector('.replay-summary')!.textContent).toBe(
      '10 steps, 1 strike, solved. In round 1 the hand could no longer be won from step 2 (the 8 diamond), until the module was reset.',
    );
    const counter = () => replay().querySelector('.replay-counter')!.textContent;
    const title = () => replay().querySelector('.replay-title')!.textContent;
    expect([counter(), title()]).toEqual(['0 / 10', 'As dealt']);
    expect((view.getByRole('button', { name: 'Prev' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(view.getByRole('button', { name: 'Next' }));
    expect([counter(), title()]).toEqual(['1 / 10', 'Step 1 of 10 (round 1)']);
    fireEvent.click(view.getByRole('button', { name: 'Go to step 2: hand lost' }));
    expect(title()).toBe('Step 2 of 10 (round 1)');
    expect(replay().querySelector('[data-row="hand"]')!.textContent).toBe(
      'From here the hand can no longer be won (cards left: 6, 5 and 2): the first such step of round 1.',
    );
    expect(replay().querySelector('[aria-current="step"]')!.textContent).toBe('2. 8 diamond · moved · hand lost');
    // The board of step 2: your pawn on space 28, drawn on the numbered board.
    const board = view.getByRole('group', { name: 'The board after step 2' });
    expect(board.querySelector('[data-piece="you"] title')!.textContent).toMatch(/^your pawn on space 28 /);
    fireEvent.click(view.getByRole('button', { name: '10. 6 · solved' }));
    expect((view.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      view.getByRole('group', { name: 'The board after step 10' }).querySelector('[data-piece="you"] title')!
        .textContent,
    ).toMatch(/^your pawn home /);
  });

  it('names every problem of a file in an alert, as text, and keeps the bomb on screen', async () => {
    const page = mount();
    await page.idle();
    const before = page.currentJson();
    await readLog(page, '[Wires #1] Solution: cut the second wire.\n');
    expect(logAlert().textContent).toBe(
      'pasted text: the log holds no line of a TAC module ("[TAC #1] Using rule seed: 1." and the like).',
    );
    await readLog(
      page,
      '[TAC #1] Using rule seed: 1.\n[TAC #1] Initial hand: <img src=x onerror=alert(1)>, 1, 2, 3, 4\n',
    );
    expect(logAlert().textContent).toBe(
      'TAC #1: line 2 (Initial hand: <img src=x onerror=alert(1)>, 1, 2, 3, 4): Initial hand: card 1 "<img src=x onerro…" ' +
        'is not a card spelling (N, N⏪, N◊, N∴, Warrior or Trickster, N 1–13)',
    );
    expect(root.querySelectorAll('img:not(.module-img)')).toHaveLength(0);
    expect(moduleChoice().options[0]!.textContent).toBe('TAC #1 (not read)');
    expect(replay().hidden).toBe(true);
    // A log cut off in TAC #2's start lines: TAC #1 still opens, TAC #2 is refused naming its line.
    const lines = fixture('two-tac-modules.txt').split('\r\n');
    const cut = lines.slice(0, lines.findIndex((l) => l.includes('[TAC #2] {"message":"Initial board:"')) + 1);
    cut[cut.length - 1] = cut.at(-1)!.slice(0, 60);
    await readLog(page, cut.join('\r\n'));
    expect(page.currentJson()).toEqual(bombToJson(MODULE_1));
    fireEvent.change(moduleChoice(), { target: { value: '1' } });
    await page.idle();
    expect(moduleChoice().options[1]!.textContent).toBe('TAC #2 (not read)');
    expect(logAlert().textContent).toMatch(
      /^TAC #2: line \d+ \(.*\): the board JSON does not parse .*the log is cut off\)$/,
    );
    expect(page.currentJson()).toEqual(bombToJson(MODULE_1));
    expect(page.currentJson()).not.toEqual(before);
    expect(queryAllByRole(root, 'alert').filter((a) => !a.hidden)).toHaveLength(1);
  });

  it('after a serial that does not fit, says the file holds one that does; a module with no play says so', async () => {
    const page = mount();
    await page.idle();
    const text = fixture('seed42-swap-trickster.txt');
    // Cut after TAC #1's intended gameplay and TAC #3's start lines: no card played yet.
    await readLog(page, text.slice(0, text.indexOf('[TAC #1] {"message":"After playing Warrior')));
    expect(root.querySelector('#log-facts')!.textContent).toBe(
      'TAC #1, from line 9: rule seed 1, seat 2; hand Warrior, 1, Trickster, 9, 8 diamond; no swap. No card played.',
    );
    const status = () => root.querySelector('#log-status')!.textContent;
    expect(status()).toMatch(/^TAC #1 is the bomb on screen/);
    fireEvent.input(serialField(), { target: { value: 'AB1CD2' } });
    fireEvent.submit(serialField().form!);
    await page.idle();
    expect(logAlert().textContent).toMatch(
      /^Serial number: with serial AB1CD2: bomb\.names\[0\] "Sally" puts opponent 1/,
    );
    expect(status()).toBe(
      "Enter a serial number that fits this module's board to open its bomb: the file's KT4VR7 does.",
    );
  });

  it("reads a session's large log file without putting its text in the field (the page would freeze)", async () => {
    const page = mount();
    await page.idle();
    const noise = '[Wires #1] Wire colours: red, blue, black.\r\n(Filename: C:\\buildslave Line: 64)\r\n\r\n'.repeat(
      4000,
    );
    const text = noise + fixture('seed42-swap-trickster.txt').replace(/^\uFEFF/, '') + noise;
    expect(text.length).toBeGreaterThan(MAX_SHOWN_CHARS);
    const input = getByLabelText(root, 'or open a log file:') as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [new File([text], 'output_log.txt')] });
    fireEvent.change(input);
    await waitFor(() => expect(moduleChoice().options).toHaveLength(2));
    await page.idle();
    expect([...moduleChoice().options].map((o) => o.textContent)).toEqual(['TAC #1', 'TAC #3']);
    expect(root.querySelector('#log-facts')!.textContent).toMatch(/^TAC #1, from line 12009: rule seed 1, seat 2; /);
    expect(logField().value).toBe('');
    expect(logField().placeholder).toMatch(
      /^output_log\.txt \(0\.\d MB\) was read from the file without being shown here; paste a log to read another\.$/,
    );
  });

  it('reads a log file opened with the file field or dropped on the panel', async () => {
    const page = mount();
    await page.idle();
    const file = new File([fixture('struck-game.txt')], 'output_log.txt', { type: 'text/plain' });
    const input = getByLabelText(root, 'or open a log file:') as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [file] });
    fireEvent.change(input);
    await waitFor(() => expect(root.querySelector('#log-facts')!.textContent).toMatch(/^TAC #1, from line 2: /));
    expect(logField().value).toBe(fixture('struck-game.txt'));
    const panel = getByRole(root, 'region', { name: 'Read a KTANE log' });
    const two = new File([fixture('two-tac-modules.txt')], 'Player.log');
    fireEvent.drop(panel, { dataTransfer: { files: [two] } });
    await waitFor(() => expect(moduleChoice().options).toHaveLength(2));
    await page.idle();
    expect(root.querySelector('#bomb-meta')!.textContent).toBe(
      'From TAC #1 (line 13) of the KTANE log (Player.log): rule seed 1, serial KT4VR7',
    );
  });
});
