/**
 * The designer's KTANE log reader: a field labelled "KTANE log" for a whole log file (pasted, or
 * opened / dropped as a file) and "Read log"; then, from `state.log`, the choice of "Module"
 * (TAC #1, TAC #2, … when the file holds several), what was read of the module (rule seed, seat,
 * hand, swap, the steps played, the reader's notes), and its "Serial number" (the one found in
 * the file, or asked for): once it is known the module's bomb is the bomb on screen. Every problem
 * of the file is the reader's sentence naming the line, in a `role="alert"`, as text.
 */
import type { LoggedModule, ModuleRead } from '../../../ktaneLog/ktaneLogReader';
import { describeCard } from '../../../rules/cards';
import {
  changeTracker,
  type CurrentBomb,
  type Dispatch,
  type DesignerPanel,
  type LogOnScreen,
  type LogReadingState,
} from '../designerState';
import { h, replace } from '../../dom';
import { alertBox } from '../alertBox';
import { partNotLoadedNotice } from '../../chunkLoad';

/** The largest file read (a KTANE log of a long session is a few megabytes). */
const MAX_LOG_BYTES = 64 * 1024 * 1024;

/**
 * The largest file whose text is also put into the "KTANE log" field when opened or dropped:
 * Chromium lays out a textarea at about a second per megabyte, so a session's log of tens of
 * megabytes would freeze the page for a minute. A larger file is read without being shown.
 */
export const MAX_SHOWN_CHARS = 256 * 1024;

const PLACEHOLDER = '[TAC #1] Using rule seed: 1.\n[TAC #1] Initial hand: …';

/** What was read of a module, in one paragraph. */
function moduleFacts(m: LoggedModule): string {
  const b = m.bomb;
  const hand = b.hand.map(describeCard).join(', ');
  const swap = b.swap ? `; the swap puts the ${describeCard(b.swap.card)} in slot ${b.swap.slot + 1}` : '; no swap';
  const strikes = m.steps.filter((s) => s.outcome.kind === 'strike').length;
  const steps = m.steps.length;
  const played = steps
    ? `${steps} step${steps === 1 ? '' : 's'} played, ${strikes} strike${strikes === 1 ? '' : 's'}, ${m.solved ? 'solved' : 'not solved'}`
    : 'No card played';
  // The number, not the label: a label names the line already when the number is used twice.
  return `TAC #${m.moduleNumber}, from line ${m.line}: rule seed ${b.ruleSeed}, seat ${b.seat}; hand ${hand}${swap}. ${played}.`;
}

/** The text of a file (UTF-8; a byte order mark is the reader's to drop). */
function fileText(f: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error ?? new Error('the file could not be read'));
    r.readAsText(f, 'utf-8');
  });
}

/** The reader's notes; its first (where the serial came from) follows a serial typed in. */
function notesOf(m: LoggedModule, typed: string): readonly string[] {
  if (m.bomb.serial !== null || typed === '') return m.notes;
  return [`serial ${typed} as entered: the names fit the board (RULES.md §5)`, ...m.notes.slice(1)];
}

/** The controls of the module part (shown once a log is read). */
function moduleControls(dispatch: Dispatch) {
  const select = h('select', { id: 'log-module' });
  select.addEventListener('change', () => dispatch({ type: 'choose-log-module', index: Number(select.value) }));
  const chooser = h(
    'div',
    { class: 'field', id: 'log-module-field' },
    h('label', { for: 'log-module' }, 'Module'),
    select,
  );
  // A file of more modules than a list can hold (an attacker's 200,000): their number in the file.
  const number = h('input', { id: 'log-module-number', type: 'number', min: 1, step: 1, inputmode: 'numeric' });
  const numberLabel = h('label', { for: 'log-module-number' }, 'Position in the file');
  const chosenLabel = h('p', { class: 'meta', id: 'log-module-chosen' });
  const numberForm = h(
    'form',
    { class: 'field', id: 'log-module-number-field' },
    numberLabel,
    h('div', { class: 'field-row' }, number, h('button', { type: 'submit', class: 'secondary' }, 'Show')),
    chosenLabel,
  );
  numberForm.addEventListener('submit', (ev) => {
    ev.preventDefault();
    dispatch({ type: 'choose-log-module', index: Number(number.value) - 1 });
  });
  const facts = h('p', { id: 'log-facts', class: 'meta' });
  const notes = h('ul', { id: 'log-notes', class: 'notes' });
  const serial = h('input', {
    id: 'log-serial',
    type: 'text',
    autocomplete: 'off',
    spellcheck: 'false',
    placeholder: 'e.g. KT4VR7',
    size: 10,
  });
  const openButton = h('button', { type: 'submit', class: 'secondary' }, 'Open bomb');
  const serialForm = h(
    'form',
    { class: 'field', id: 'log-serial-form' },
    h('label', { for: 'log-serial' }, "The bomb's serial number"),
    h('div', { class: 'field-row' }, serial, openButton),
  );
  serialForm.addEventListener('submit', (ev) => {
    ev.preventDefault();
    dispatch({ type: 'set-log-serial', serial: serial.value });
  });
  const status = h('p', { id: 'log-status', class: 'status', role: 'status' });
  const box = h('div', { id: 'log-module-box', hidden: true }, chooser, numberForm, facts, notes, serialForm, status);
  return {
    box,
    select,
    chooser,
    number,
    numberLabel,
    numberForm,
    chosenLabel,
    facts,
    notes,
    serial,
    serialForm,
    status,
  };
}

type Controls = ReturnType<typeof moduleControls>;

/** The status line under the serial: what happened to the chosen module's bomb. */
function statusOf(log: Extract<LogOnScreen, { ok: true }>, current: CurrentBomb | null): string {
  const m = log.modules[log.chosen]!;
  if (!m.ok)
    return `${m.label} could not be read; ${log.modules.length > 1 ? 'choose another module.' : 'nothing to show.'}`;
  if (log.opened && log.opened.bomb === current?.bomb) {
    return `${m.label} is the bomb on screen: its derivation, solutions and play links are with it.`;
  }
  if (log.opened) return `Another bomb is on screen now; Open bomb shows ${m.label} again.`;
  if (m.bomb.serial !== null) {
    return `Enter a serial number that fits this module's board to open its bomb: the file's ${m.bomb.serial} does.`;
  }
  return "The log does not hold the bomb's serial number: enter it (on the bomb's serial sticker) to open the bomb with the expert's derivation, solutions and play links. The replay needs none.";
}

/** The most modules listed in the "Module" list; a file of more is chosen by number. */
const MAX_LISTED = 500;

const optionText = (m: ModuleRead) => (m.ok ? m.label : `${m.label} (not read)`);

/** The module chooser: a list for a few modules (none for one), a number field for many. */
function showChooser(c: Controls, log: Extract<LogOnScreen, { ok: true }>): void {
  const n = log.modules.length;
  const listed = n <= MAX_LISTED;
  if (listed && c.select.options.length !== n) {
    const options: HTMLOptionElement[] = [];
    log.modules.forEach((m, i) => options.push(h('option', { value: i }, optionText(m))));
    c.select.replaceChildren();
    for (const o of options) c.select.append(o);
  } else if (listed) log.modules.forEach((m, i) => (c.select.options[i]!.textContent = optionText(m)));
  if (listed) c.select.value = String(log.chosen);
  c.chooser.hidden = !listed || n < 2;
  c.numberForm.hidden = listed;
  if (listed) return;
  c.number.max = String(n);
  c.number.value = String(log.chosen + 1);
  c.numberLabel.textContent = `Position in the file (1 to ${n.toLocaleString('en')})`;
  c.chosenLabel.textContent = `Module ${log.chosen + 1} of ${n.toLocaleString('en')}: ${optionText(log.modules[log.chosen]!)}.`;
}

/** Draws the module part from the log read. */
function showLog(
  c: Controls,
  alert: ReturnType<typeof alertBox>,
  log: LogOnScreen | null,
  current: CurrentBomb | null,
): void {
  if (!log || !log.ok) {
    c.box.hidden = true;
    alert.show(log ? `${log.source}: ${log.error}.` : null);
    return;
  }
  c.box.hidden = false;
  showChooser(c, log);
  const m = log.modules[log.chosen]!;
  const problems = m.ok ? [m.stepsError, log.serialError] : [m.error];
  const message = problems.filter(Boolean).join(' ') || null;
  // The same problem is not announced again when only the bomb on screen changed.
  if ((message ?? '') !== alert.el.textContent || alert.el.hidden !== !message) alert.show(message);
  c.facts.textContent = m.ok ? moduleFacts(m) : '';
  replace(c.notes, ...(m.ok ? notesOf(m, log.opened ? log.serial : '').map((n) => h('li', {}, n)) : []));
  c.serialForm.hidden = !m.ok;
  c.serial.value = log.serial;
  if (log.serialError) c.serial.setAttribute('aria-invalid', 'true');
  else c.serial.removeAttribute('aria-invalid');
  c.status.textContent = statusOf(log, current);
}

/** The reading under way: a progress bar, its words and Cancel; or how reading stopped short. */
function readingControls(dispatch: Dispatch) {
  const bar = h('progress', { id: 'log-progress-bar', 'aria-label': 'Reading progress' });
  const text = h('span', { id: 'log-progress-text' });
  const cancel = h('button', { type: 'button', class: 'secondary', id: 'log-cancel' }, 'Cancel');
  cancel.addEventListener('click', () => dispatch({ type: 'cancel-log' }));
  const running = h('div', { class: 'log-progress', id: 'log-progress', hidden: true }, text, bar, cancel);
  const said = h('p', { class: 'status', id: 'log-reading-status', role: 'status' });
  const failed = h('div', { id: 'log-reader-failed' });
  const el = h('div', {}, running, said, failed);
  let last: LogReadingState | null | undefined;
  return {
    el,
    show(r: LogReadingState | null | undefined) {
      if (r === last) return;
      last = r;
      running.hidden = !r || r.stopped !== undefined;
      if (r && !r.stopped) {
        const p = r.progress;
        const what = p ? (p.phase === 'lines' ? 'lines' : 'TAC modules') : '';
        text.textContent = p
          ? `Reading ${r.source}: ${what} ${p.done.toLocaleString('en')} of ${p.total.toLocaleString('en')}…`
          : `Reading ${r.source}…`;
        if (p && p.total > 0) {
          bar.max = p.total;
          bar.value = p.done;
        } else bar.removeAttribute('value');
      }
      said.textContent = r?.stopped === 'cancelled' ? `Reading ${r.source} was cancelled.` : '';
      failed.replaceChildren(...(r?.stopped === 'not-loaded' ? [partNotLoadedNotice(document, 'the log reader')] : []));
    },
  };
}

/** Creates the log reader panel. */
export function createLogReaderPanel(dispatch: Dispatch): DesignerPanel {
  const area = h('textarea', {
    id: 'ktane-log-text',
    rows: 6,
    wrap: 'off',
    spellcheck: 'false',
    autocomplete: 'off',
    class: 'json',
    placeholder: PLACEHOLDER,
  });
  const read = h('button', { type: 'button', class: 'primary' }, 'Read log');
  const file = h('input', { id: 'ktane-log-file', type: 'file', accept: '.txt,.log,text/plain' });
  const alert = alertBox('log-alert');
  const c = moduleControls(dispatch);
  const progress = readingControls(dispatch);
  const el = h(
    'section',
    { id: 'ktane-log', class: 'log-reader', 'aria-labelledby': 'ktane-log-h' },
    h('h2', { id: 'ktane-log-h' }, 'Read a KTANE log'),
    h(
      'p',
      { class: 'hint' },
      "Paste the game's log file (output_log.txt, Player.log) or open or drop it here: every TAC module in it is rebuilt, with a replay of what was played. Other lines are ignored.",
    ),
    h('label', { for: 'ktane-log-text', class: 'label' }, 'KTANE log'),
    area,
    h(
      'div',
      { class: 'actions' },
      read,
      h('label', { for: 'ktane-log-file', class: 'file-label' }, 'or open a log file:'),
      file,
    ),
    progress.el,
    alert.el,
    c.box,
  );
  read.addEventListener('click', () => dispatch({ type: 'read-log', text: area.value, source: 'pasted text' }));
  const readFile = (f: File | undefined) => {
    if (!f) return;
    if (f.size > MAX_LOG_BYTES) {
      alert.show(`${f.name} is ${Math.round(f.size / 2 ** 20)} MB: the reader takes log files up to 64 MB.`);
      return;
    }
    fileText(f).then(
      (text) => {
        const shown = text.length <= MAX_SHOWN_CHARS;
        area.value = shown ? text : '';
        area.placeholder = shown
          ? PLACEHOLDER
          : `${f.name} (${(f.size / 2 ** 20).toFixed(1)} MB) was read from the file without being shown here; paste a log to read another.`;
        dispatch({ type: 'read-log', text, source: f.name });
      },
      (e: Error) => alert.show(`${f.name} could not be read: ${e.message}`),
    );
  };
  file.addEventListener('change', () => readFile(file.files?.[0]));
  el.addEventListener('dragover', (ev) => {
    ev.preventDefault();
    el.classList.add('dropping');
  });
  el.addEventListener('dragleave', () => el.classList.remove('dropping'));
  el.addEventListener('drop', (ev) => {
    ev.preventDefault();
    el.classList.remove('dropping');
    readFile(ev.dataTransfer?.files[0]);
  });
  const logChanged = changeTracker<LogOnScreen | null>();
  const bombChanged = changeTracker<CurrentBomb['bomb'] | null>();
  return {
    el,
    render({ log, current, logReading }) {
      progress.show(logReading);
      // Both run: each tracker remembers its value.
      const a = logChanged(log);
      // Counts the logs shown (each read, module chosen or serial given), for tests to wait on.
      if (a) el.dataset.logShown = String(Number(el.dataset.logShown ?? 0) + 1);
      const b = bombChanged(current?.bomb ?? null);
      if (a || b) showLog(c, alert, log, current);
    },
  };
}
