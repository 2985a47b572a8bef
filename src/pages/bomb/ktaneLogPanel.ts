/**
 * The bomb page's "KTANE log" panel (its markup is in index.html, `#ktane-log-panel`): the lines
 * the TAC module writes into the game's log file (module `#1`, `../shared/spec/KTANE-LOG.md`),
 * kept as the bomb is played: the start lines (rule seed, hands, swap, initial board, the intended
 * gameplay from the bomb's own solution), then each "After playing" board, strike line and the
 * solve line, written from the controller's played steps by src/ktaneLog/ktaneLogWriter.ts (the lines
 * `tac play --ktane-log` prints for the same inputs). A read-only text area in a collapsible
 * panel, with Copy and Download (`TAC-<seed>.txt`). The writer is fetched when the panel is first
 * opened (the page's first chunk stays small); the text is written from the steps then, and kept
 * up to date while the panel is open. Text goes in as a value or `textContent`, never as HTML.
 *
 * While the bomb is live the panel holds back the lines that give the answer (whether a swap is
 * needed, every board, the intended gameplay: src/ktaneLog/ktaneLogHeldBack.ts, issue 25) and says
 * so, with a "Show the answer" button that shows them and marks the game assisted (`onAnswer`);
 * once the bomb is over (solved or exploded) the whole log is shown. Copy copies what is shown;
 * Download always saves the whole file, and while the bomb is live marks the game assisted too.
 */
import type { LoggableBomb } from '../../ktaneLog/ktaneLogWriter';
import type { PlayedStep } from '../../module/playedSteps';
import type { ModuleController } from '../../play/moduleController';
import { loadPart, PartNotLoaded, partNotLoadedNotice } from '../chunkLoad';
import './record.css';

/** What the panel needs of the bomb: the log's fields, and the seed and serial for the file name. */
type LogPanelBomb = LoggableBomb & { readonly seed: string; readonly serial: string };

type Writer = typeof import('./ktaneLogText');

/** The writer and the holding back, fetched together the first time the panel opens (one chunk). */
const loadWriter = (): Promise<Writer> => import('./ktaneLogText');

/** The panel's elements (index.html). */
const part = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/**
 * The download's file name: `TAC-<seed>.txt` (the serial for a bomb without a seed), with the
 * characters file systems refuse (`/ \ : * ? " < > |`, controls) replaced by `_`, at most 80
 * characters of the seed.
 */
export function logFileName(bomb: { readonly seed: string; readonly serial: string }): string {
  const name = [...(bomb.seed || bomb.serial)].slice(0, 80).join('');
  // eslint-disable-next-line no-control-regex
  return `TAC-${name.replace(/[/\\:*?"<>|\u0000-\u001f\u007f]/g, '_')}.txt`;
}

/** The whole log of `bomb` with `steps` played, as the file's lines (start lines, then the steps' lines). */
function logLines(w: Writer, bomb: LogPanelBomb, steps: readonly PlayedStep[]): string[] {
  let start: string[];
  try {
    start = w.ktaneStartLines(bomb);
  } catch (e) {
    start = [`(The log cannot be written for this bomb: ${(e as Error).message}.)`];
  }
  return [...start, ...w.ktaneStepLines(bomb, steps)];
}

const textOf = (lines: readonly string[]) => `${lines.join('\n')}\n`;

/** The text and file name the buttons act on: the bomb being played, once its log is written. */
let current: { text: string; fileName: string } | null = null;
let writer: Promise<Writer> | null = null;

function copyLog(): void {
  const area = part<HTMLTextAreaElement>('ktane-log');
  const said = part('ktane-log-said');
  const failed = () => {
    area.focus();
    area.select();
    said.textContent = 'The clipboard refused: the text is selected, copy it with Ctrl+C.';
  };
  try {
    navigator.clipboard.writeText(area.value).then(() => (said.textContent = 'Log copied.'), failed);
  } catch {
    failed();
  }
}

/** Saves `text` as a download named `fileName` (UTF-8 plain text), and says so beside the buttons. */
export function saveTextFile(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.hidden = true;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  part('ktane-log-said').textContent = `Saved as ${fileName}.`;
}

function downloadLog(): void {
  if (current) saveTextFile(current.text, current.fileName);
}

/**
 * After a whole file of the live bomb was saved (the KTANE log's Download, or "Download as a game
 * log"): the file holds the answer, so `markAssisted` marks the game assisted (the record's help
 * `designer`, as "Show the answer" does: issue 25) and the panel says so.
 */
export function markWholeFileSaved(fileName: string, markAssisted: () => void): void {
  markAssisted();
  part('ktane-log-said').textContent =
    `Saved as ${fileName}: the whole file holds the answer, so this game is marked as assisted.`;
}

/**
 * Shows the KTANE log of the bomb being played in the panel and keeps it up to date as the
 * controller's steps grow, while the panel is open. Until the bomb is over (`controller.over`)
 * the lines that give the answer are held back, unless "Show the answer" is pressed.
 * @param onAnswer called when "Show the answer" is pressed, or the whole file downloaded, while the
 *   bomb is live (the page marks the game assisted).
 * @returns the function that stops following this bomb (a new bomb is dealt).
 */
export function followKtaneLog(bomb: LogPanelBomb, controller: ModuleController, onAnswer: () => void): () => void {
  const details = part<HTMLDetailsElement>('ktane-log-panel');
  const area = part<HTMLTextAreaElement>('ktane-log');
  const held = part('ktane-log-held');
  const said = part('ktane-log-said');
  // One handler each, whichever bomb is played (set again for each: the same functions).
  part('ktane-log-copy').onclick = copyLog;
  // The file is whole (it holds the answer): saved while the bomb is live, it marks the game
  // assisted, as "Show the answer" does.
  part('ktane-log-download').onclick = () => {
    downloadLog();
    if (current && !stopped && !controller.over) markWholeFileSaved(current.fileName, onAnswer);
  };
  said.textContent = '';
  area.value = '';
  current = null;
  const fileName = logFileName(bomb);
  let shown: { steps: readonly PlayedStep[]; whole: boolean } | null = null;
  let stopped = false;
  let asked = false;
  const update = () => {
    if (!details.open || stopped) return;
    const whole = asked || controller.over;
    held.hidden = whole;
    (writer ??= loadPart('the KTANE log writer', loadWriter)).then(
      (w) => {
        const steps = controller.playedSteps;
        if (stopped || (steps === shown?.steps && whole === shown.whole)) return;
        shown = { steps, whole };
        const lines = logLines(w, bomb, steps);
        current = { text: textOf(lines), fileName };
        area.value = whole ? current.text : textOf(w.withAnswerHeldBack(lines).lines);
        area.scrollTop = area.scrollHeight;
      },
      (e: unknown) => {
        writer = null; // tried again at the next change (the network may be back)
        if (stopped) return;
        area.value = '';
        said.replaceChildren(e instanceof PartNotLoaded ? partNotLoadedNotice(document, e.part) : String(e));
      },
    );
  };
  part('ktane-log-answer').onclick = () => {
    if (stopped || asked) return;
    asked = true;
    if (!controller.over) {
      onAnswer();
      said.textContent = 'The answer is shown: this game is marked as assisted.';
    }
    area.focus(); // the button is hidden now
    update();
  };
  update();
  const off = controller.onChange(update);
  details.addEventListener('toggle', update);
  return () => {
    stopped = true;
    off();
    details.removeEventListener('toggle', update);
    current = null;
  };
}
