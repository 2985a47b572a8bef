/**
 * The bomb editor: the bomb on screen as the JSON `tac generate` prints, editable. The text is
 * checked while typing (shape, names, swap, winnability: bombValidation.ts) and applied with
 * Apply checks it (the one bomb check) and sends an `open` action; a problem is one sentence in a `role="alert"` naming the field,
 * with a button for the names that fit when only the names are wrong, and the last good bomb stays.
 */
import { bombToJson } from '../../../rules/generator';
import { checkBombText } from '../../../doors/bombCheck';
import { jsonProblem, parseJson } from '../../../doors/jsonValue';
import { changeTracker, type CurrentBomb, type Dispatch, type DesignerPanel } from '../designerState';
import { h } from '../../dom';
import { alertBox } from '../alertBox';

export interface EditorPanel extends DesignerPanel {
  /** Shows a problem with the text (alert, `aria-invalid`, the names that fit if any), or none. */
  showProblem(problem: { error: string; fitNames: readonly string[] | null } | null): void;
  /** Shows a message in the editor's alert without blaming the text (null: hides the alert). */
  notice(message: string | null): void;
  /** Sets the editor's status line. */
  status(text: string): void;
}

/**
 * The Format button's work: the text indented two spaces, or why not. JSON.stringify writes
 * `1e999` as null and `1e-400` as 0, so a number out of range is named as `tac` names it
 * (src/io/jsonValue.ts) and the text stays as typed.
 * @returns the text, the sentence, or null when the text is not JSON (the live check says why).
 */
function formatJson(text: string): { ok: true; text: string } | { ok: false; error: string } | null {
  let value: unknown;
  try {
    value = parseJson(text);
  } catch {
    return null;
  }
  const problem = jsonProblem(value, 'bomb');
  if (problem?.includes(' is a number out of range ')) {
    return { ok: false, error: `Not formatted: ${problem}, which formatting would change` };
  }
  return { ok: true, text: JSON.stringify(value, null, 2) };
}

/** Where an unapplied edit survives a reload: the tab's sessionStorage (none: not kept). */
const KEPT_EDIT_KEY = 'tac.designer.unappliedJson';

const keptEdit = {
  load(): string | null {
    try {
      return sessionStorage.getItem(KEPT_EDIT_KEY);
    } catch {
      return null;
    }
  },
  save(text: string | null): void {
    try {
      if (text === null) sessionStorage.removeItem(KEPT_EDIT_KEY);
      else sessionStorage.setItem(KEPT_EDIT_KEY, text);
    } catch {
      /* no storage: the edit is not kept across a reload */
    }
  },
};

/** What the editor says of an edit it kept: after a reload (`first`), or when another bomb came. */
const keptWords = (first: boolean) =>
  first
    ? 'Your edit of the Bomb JSON, not applied before the page was reloaded, is kept: Restore my edit brings it back.'
    : 'Another bomb is on screen; your edit of the Bomb JSON, not applied, is kept: Restore my edit brings it back.';

/** Whether `text` is the bomb `c` (written another way, as an applied edit is). */
function isBomb(text: string, c: CurrentBomb): boolean {
  const r = checkBombText(text);
  return r.ok && JSON.stringify(bombToJson(r.bomb)) === JSON.stringify(c.json);
}

/** The editor's elements. */
function editorElements() {
  const area = h('textarea', { id: 'bomb-json', rows: 9, spellcheck: 'false', autocomplete: 'off', class: 'json' });
  const button = (text: string, cls = 'secondary') => h('button', { type: 'button', class: cls }, text);
  const apply = button('Apply', 'primary');
  const format = button('Format');
  const revert = button('Back to last good bomb');
  const fit = h('button', { type: 'button', class: 'secondary', hidden: true }, 'Use the names that fit');
  const restore = h('button', { type: 'button', class: 'secondary', hidden: true }, 'Restore my edit');
  const alert = alertBox('json-alert');
  const statusLine = h('p', { id: 'json-status', class: 'status', role: 'status' });
  const keptLine = h('p', { id: 'json-kept', class: 'status', role: 'status' });
  const el = h(
    'section',
    { id: 'json', 'aria-labelledby': 'json-h' },
    h('h2', { id: 'json-h' }, 'Edit the bomb'),
    h(
      'p',
      { class: 'hint' },
      'Exactly what ',
      h('code', {}, 'tac generate'),
      ' prints. Edit and Apply: the bomb is re-checked (shape, names, swap, winnability); a bad edit leaves the last good bomb in place.',
    ),
    h('label', { for: 'bomb-json', class: 'label' }, 'Bomb JSON'),
    area,
    h('div', { class: 'actions' }, apply, format, revert, fit, restore),
    alert.el,
    statusLine,
    keptLine,
  );

  return { area, apply, format, revert, fit, restore, alert, statusLine, keptLine, el };
}

/** Creates the editor section. */
export function createEditorPanel(dispatch: Dispatch): EditorPanel {
  const { area, apply, format, revert, fit, restore, alert, statusLine, keptLine, el } = editorElements();

  let shown: CurrentBomb | null = null;
  let liveTimer: ReturnType<typeof setTimeout> | undefined;
  const showProblem = (p: { error: string; fitNames: readonly string[] | null } | null) => {
    alert.show(p?.error ?? null);
    if (p) area.setAttribute('aria-invalid', 'true');
    else area.removeAttribute('aria-invalid');
    fit.hidden = !p?.fitNames;
  };
  /** An edit not applied, kept when another bomb replaced it on screen or the page was reloaded. */
  let kept: string | null = null;
  const unapplied = () => shown !== null && area.value !== JSON.stringify(shown.json);
  const showJson = (c: CurrentBomb) => {
    clearTimeout(liveTimer);
    area.value = JSON.stringify(c.json);
    showProblem(null);
  };
  const keep = (text: string | null, why: string) => {
    kept = text;
    restore.hidden = text === null;
    keptLine.textContent = text === null ? '' : why;
  };
  const liveCheck = () => {
    const r = checkBombText(area.value);
    showProblem(r.ok ? null : { error: r.error, fitNames: r.fitNames ?? null });
    statusLine.textContent =
      r.ok && JSON.stringify(bombToJson(r.bomb)) !== JSON.stringify(shown?.json)
        ? 'Valid and winnable: press Apply to use it.'
        : '';
  };

  apply.addEventListener('click', () => {
    // A pending live check would otherwise wipe the "Applied" line a moment later.
    clearTimeout(liveTimer);
    statusLine.textContent = '';
    // The one bomb check of every door; the designer opens only a bomb that passed it.
    const r = checkBombText(area.value);
    if (r.ok) keptEdit.save(null);
    dispatch(r.ok ? { type: 'open', checked: r } : { type: 'open-refused' });
    showProblem(r.ok ? null : { error: r.error, fitNames: r.fitNames ?? null });
  });
  format.addEventListener('click', () => {
    const r = formatJson(area.value);
    if (!r) liveCheck();
    else if (r.ok) area.value = r.text;
    else showProblem({ error: r.error, fitNames: null });
  });
  revert.addEventListener('click', () => {
    if (shown) showJson(shown);
    keptEdit.save(null);
    statusLine.textContent = 'Back to the last good bomb.';
  });
  restore.addEventListener('click', () => {
    if (kept === null) return;
    area.value = kept;
    keep(null, '');
    keptEdit.save(area.value);
    liveCheck();
  });
  fit.addEventListener('click', () => {
    const r = checkBombText(area.value);
    if (r.ok || !r.fitNames) return;
    const j = JSON.parse(area.value) as Record<string, unknown>;
    j.names = r.fitNames;
    area.value = JSON.stringify(j);
    liveCheck();
  });
  area.addEventListener('input', () => {
    clearTimeout(liveTimer);
    liveTimer = setTimeout(() => {
      liveCheck();
      keptEdit.save(unapplied() ? area.value : null);
    }, 250);
  });

  const changed = changeTracker<CurrentBomb['bomb'] | null>();
  return {
    el,
    showProblem,
    notice(message) {
      alert.show(message);
      fit.hidden = true;
    },
    status: (text) => (statusLine.textContent = text),
    render({ current }) {
      if (!changed(current?.bomb ?? null) || !current) return;
      const first = shown === null;
      // An edit not applied is kept when another bomb comes on screen (a log read, Generate, Back).
      const edit = first ? keptEdit.load() : unapplied() ? area.value : null;
      shown = current;
      showJson(current);
      const keeps = edit !== null && edit !== area.value && !isBomb(edit, current);
      keep(keeps ? edit : null, keptWords(first));
      if (keeps) keptEdit.save(edit);
    },
  };
}
