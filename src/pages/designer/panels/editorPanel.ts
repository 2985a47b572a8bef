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
import { alertBox, h } from '../dom';

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

/** Creates the editor section. */
export function createEditorPanel(dispatch: Dispatch): EditorPanel {
  const area = h('textarea', { id: 'bomb-json', rows: 9, spellcheck: 'false', autocomplete: 'off', class: 'json' });
  const button = (text: string, cls = 'secondary') => h('button', { type: 'button', class: cls }, text);
  const apply = button('Apply', 'primary');
  const format = button('Format');
  const revert = button('Back to last good bomb');
  const fit = h('button', { type: 'button', class: 'secondary', hidden: true }, 'Use the names that fit');
  const alert = alertBox('json-alert');
  const statusLine = h('p', { id: 'json-status', class: 'status', role: 'status' });
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
    h('div', { class: 'actions' }, apply, format, revert, fit),
    alert.el,
    statusLine,
  );

  let shown: CurrentBomb | null = null;
  let liveTimer: ReturnType<typeof setTimeout> | undefined;
  const showProblem = (p: { error: string; fitNames: readonly string[] | null } | null) => {
    alert.show(p?.error ?? null);
    if (p) area.setAttribute('aria-invalid', 'true');
    else area.removeAttribute('aria-invalid');
    fit.hidden = !p?.fitNames;
  };
  const showJson = (c: CurrentBomb) => {
    clearTimeout(liveTimer);
    area.value = JSON.stringify(c.json);
    showProblem(null);
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
    statusLine.textContent = 'Back to the last good bomb.';
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
    liveTimer = setTimeout(liveCheck, 250);
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
      shown = current;
      showJson(current);
    },
  };
}
