/**
 * What the designer does when asked (designerState.ts `DesignerAction`, through `dispatch`):
 * generate the bomb of the form's settings in the engine (a web worker), check and adopt an
 * edited bomb, move a piece, open a checked bomb or one from a link; then, after the bomb is on
 * screen, ask the engine for the module's picture and the analysis (solutions, difficulty), so
 * that the page paints the form and the bomb first. The state changes only by
 * `DesignerChange`s (`apply`). Every problem is shown where it belongs (the form's alert, the
 * edit alert, the editor's alert) with the status line saying what stays; the last good bomb
 * always stays.
 */
import { checkBomb, type BombCheck } from '../../doors/bombCheck';
import { decodeBombParam } from '../../doors/bombUrl';
import { bombToJson } from '../../rules/generator';
import { namesFor } from '../../rules/placement';
import type { MovablePiece } from './boardSvg';
import type { DesignerEngine } from './designerEngine';
import type { GenerateOutcome } from './designerTasks';
import {
  designerQuery,
  type CheckedBomb,
  type CurrentBomb,
  type DesignerAction,
  type DesignerChange,
  type DesignerState,
  type Dispatch,
} from './designerState';
import {
  bombWinsNotice,
  FORM_DEFAULTS,
  parseForm,
  queryProblems,
  queryToForm,
  settingsToQuery,
  type FormInput,
  type GenerateSettings,
} from './generatorFilters';
import type { BombPanel } from './panels/bombPanel';
import type { EditorPanel } from './panels/editorPanel';
import type { GenerateForm } from './panels/generateForm';
import { createLogFlow } from './logFlow';

/** What the flow works with. */
interface FlowParts {
  readonly root: HTMLElement;
  readonly engine: DesignerEngine;
  /** The state now. */
  readonly getState: () => DesignerState;
  /** Applies a change to the state (`designerReducer`) and draws the panels when it changed. */
  readonly apply: (change: DesignerChange) => void;
  readonly form: GenerateForm;
  readonly bomb: BombPanel;
  readonly editor: EditorPanel;
  /** Registers a running task (the page's `idle()` waits for it). */
  readonly track: <T>(p: Promise<T>) => Promise<T>;
  readonly randomSeed: () => string;
  readonly updateUrl: (query: string, how: 'push' | 'replace') => void;
}

/** The flow's handle: the panels' dispatch, and the page's own steps. */
export interface DesignerFlow {
  readonly dispatch: Dispatch;
  /**
   * Generates the bomb of the form's settings.
   * @param history `push` (a new Generate: Back returns to the previous bomb) or `replace` (the
   *   first bomb, or one restored from the history)
   * @param focus whether a bad field takes the focus (not on page load)
   */
  generate(history: 'push' | 'replace', focus: boolean): Promise<void>;
  /** Shows the bomb a designer query describes (on load, and on Back / Forward). */
  load(query: string): void;
}

const PIECES = ['you', 'opponent1', 'partner', 'opponent2'] as const;
const PIECE_WORDS: Record<MovablePiece, string> = {
  you: 'your pawn',
  opponent1: 'opponent 1',
  partner: 'the partner',
  opponent2: 'opponent 2',
};

/** The flow's working state: its parts and the number of the newest request. */
interface Flow extends FlowParts {
  /** Counts requests, so that the answer to an older one does not overwrite a newer one. */
  request: number;
}

const where = (f: Flow) => (f.engine.where === 'worker' ? 'in a worker' : 'inline');

/** Makes `c` the bomb on screen and asks the engine for its picture and analysis. */
function show(f: Flow, c: CurrentBomb, solved: (count: number) => string): void {
  f.apply({ type: 'bomb-shown', current: c });
  const id = f.request;
  const cards = { state: c.bomb.state, hand: c.bomb.hand.map((x) => x.code) };
  const swap = c.bomb.swap ? { slot: c.bomb.swap.slot, card: c.bomb.swap.card.code } : null;
  const picture = f.engine.picture({ ...c.bomb, ...cards, swap }).then(
    (svg) => f.apply({ type: 'picture-drawn', bomb: c.bomb, svg }),
    () => {},
  );
  const analysis = f.engine.analyse({ ...cards, swap }).then(
    (a) => {
      if (f.getState().current?.bomb !== c.bomb) return;
      f.root.dataset.engine = f.engine.where;
      f.apply({ type: 'analysis-found', bomb: c.bomb, analysis: a });
      if (id === f.request) f.bomb.status(solved(a.difficulty.solutionCount));
    },
    (e: Error) => {
      if (id === f.request) f.bomb.status(`Could not solve: ${e.message}`);
    },
  );
  void f.track(picture);
  void f.track(analysis);
}

/** A problem with the form's settings: the alert, the status line, the bad field marked and focused. */
function formError(f: Flow, message: string, field: keyof FormInput | null, focus: boolean, status: string): void {
  f.form.alert.show(message);
  f.form.markInvalid(field, focus);
  f.bomb.status(status);
}

/** The engine's answer to a Generate, checked and shown. */
function generated(f: Flow, settings: GenerateSettings, history: 'push' | 'replace', out: GenerateOutcome): void {
  if (!out.ok) return formError(f, out.error, null, false, 'No bomb: the last good bomb stays.');
  const checked = checkBomb(out.bomb);
  if (!checked.ok) {
    const message = `The generated bomb failed a check (a bug): ${checked.error}`;
    return formError(f, message, null, false, 'No bomb: the last good bomb stays.');
  }
  f.root.dataset.engine = f.engine.where;
  const c: CurrentBomb = { bomb: checked.bomb, json: out.bomb, settings, analysis: null, picture: null };
  show(f, c, (n) => `Generated and solved: ${n} solutions (${where(f)}).`);
  f.updateUrl(settingsToQuery(settings), history);
  f.bomb.status('Generated; solving…');
}

/** Generates the bomb of the form's settings (see `DesignerFlow.generate`). */
function generate(f: Flow, history: 'push' | 'replace', focus: boolean): Promise<void> {
  if (f.form.seedInput.value === '') f.form.seedInput.value = f.randomSeed();
  const parsed = parseForm(f.form.read());
  f.form.updateCli();
  if (!parsed.ok) {
    const status = 'Not generated: the form has a bad setting; the last good bomb stays.';
    formError(f, parsed.error, parsed.field, focus, status);
    return Promise.resolve();
  }
  f.form.alert.show(null);
  f.form.markInvalid(null);
  // The seed rule trims: the form shows the seed that deals the bomb.
  if (f.form.seedInput.value !== parsed.value.seed) f.form.seedInput.value = parsed.value.seed;
  const id = ++f.request;
  f.bomb.status('Generating…');
  f.form.generateButton.disabled = true;
  const done = f.engine.generate(parsed.value).then(
    (out) => {
      f.form.generateButton.disabled = false;
      if (id === f.request) generated(f, parsed.value, history, out);
    },
    (e: Error) => {
      f.form.generateButton.disabled = false;
      if (id === f.request)
        formError(f, `Generation failed: ${e.message}`, null, false, 'No bomb: the last good bomb stays.');
    },
  );
  return f.track(done);
}

/** A bomb to open or an edit failed its check: the problem is shown, the last good bomb stays. */
function refused(f: Flow, source: 'json' | 'edit', error: string): void {
  if (source === 'edit') {
    f.bomb.editAlert.show(error);
    f.editor.notice(null);
    f.editor.status('');
    f.bomb.redraw(); // Put the drawing's controls back as they were.
  } else f.bomb.editAlert.show(null);
  f.bomb.status('Not changed: the last good bomb stays.');
}

/** Makes a checked bomb the bomb on screen (an edit), or shows the problem and keeps the last good one. */
function adoptEdit(f: Flow, r: BombCheck, note = ''): void {
  if (r.ok) adopt(f, r, note, null);
  else refused(f, 'edit', r.error);
}

/** Makes a bomb already checked the bomb on screen; `note` opens the status line. */
function adopt(f: Flow, r: CheckedBomb, note: string, origin: string | null): void {
  const json = bombToJson(r.bomb);
  const was = f.getState().current;
  const same = was?.settings && JSON.stringify(was.json) === JSON.stringify(json);
  f.request += 1;
  const settings = same ? was.settings : null;
  const c: CurrentBomb = { bomb: r.bomb, json, settings, analysis: null, picture: null, origin };
  show(f, c, (n) => `${note}Solved: ${n} solutions (${where(f)}).`);
  f.editor.status(r.notes.length ? `Applied. ${r.notes.join('; ')}.` : 'Applied: the bomb is valid and winnable.');
  if (!c.settings) f.updateUrl(designerQuery(c), 'replace');
  f.bomb.status(`${note}Solving…`);
}

/** A problem with an edit made in the drawing, before it is tried. */
function refuseEdit(f: Flow, message: string): void {
  f.bomb.editAlert.show(message);
  f.editor.status('');
  f.bomb.status('Not changed: the last good bomb stays.');
}

/** Applies an edit to a copy of the current JSON; `note` opens the status line. */
function edit(f: Flow, change: (j: Record<string, unknown>) => void, what: string, note = ''): void {
  const current = f.getState().current;
  if (!current) return;
  const j = structuredClone(current.json);
  try {
    change(j);
  } catch (e) {
    return refuseEdit(f, `The ${what} edit failed: ${(e as Error).message}`);
  }
  adoptEdit(f, checkBomb(j), note);
}

/** Moves a piece: refused when the space is taken, else an edit with the names re-derived. */
function move(f: Flow, piece: MovablePiece, space: number): void {
  const st = f.getState().current?.bomb.state;
  const taken = st && PIECES.find((q) => q !== piece && st[q] === space);
  if (taken)
    return refuseEdit(f, `To space ${space} is taken by ${PIECE_WORDS[taken]}: pieces stand on distinct spaces`);
  const moved = (j: Record<string, unknown>) => {
    const s = { ...(j.state as Record<string, number>), [piece]: space };
    j.state = s;
    if (typeof s.you === 'number') j.names = namesFor(j.serial as string, j.ruleSeed as number, s.you, s as never);
  };
  edit(f, moved, 'move', `Moved ${PIECE_WORDS[piece]} to space ${space}. `);
}

/**
 * Shows the bomb of a `?bomb=` parameter, or generates from the form when it is not usable.
 * @returns when the bomb (or the one generated instead) is on screen
 */
function loadBomb(f: Flow, param: string, query: string): Promise<void> {
  const r = decodeBombParam(param);
  if (r.ok) {
    f.form.seedInput.value = r.bomb.seed || f.randomSeed();
    f.form.ruleSeedInput.value = String(r.bomb.ruleSeed);
    f.form.updateCli();
    adoptEdit(f, r);
    // The address's settings beside the bomb are named, as on the bomb page (bomb wins).
    f.form.alert.show(bombWinsNotice(query));
    return Promise.resolve();
  }
  // Said at the top, in the form's alert with the address's other problems (the editor, where
  // an edit's problems go, is a screen further down), before what the form's own generation said.
  const message = `The bomb in the link is not usable: ${r.error}; the form's settings deal the bomb instead.`;
  if (!f.form.seedInput.value) f.form.seedInput.value = f.randomSeed();
  return generate(f, 'replace', false).then(() => {
    const formSaid = f.form.alert.el.hidden ? '' : f.form.alert.el.textContent;
    f.form.alert.show([message, formSaid].filter(Boolean).join(' '));
  });
}

/**
 * Shows the bomb a designer query describes: its settings in the form, then its bomb. Settings
 * of the address that the form cannot hold are named in the form's alert, never dropped silently.
 */
function load(f: Flow, query: string): void {
  const bombParam = new URLSearchParams(query).get('bomb');
  f.form.write({ ...FORM_DEFAULTS, ...queryToForm(query) });
  const ignored = queryProblems(query);
  const sayIgnored = () => {
    if (!ignored.length) return;
    const said = `The address has settings the form cannot use: ${ignored.join('; ')}. The form shows the others.`;
    f.form.alert.show([f.form.alert.el.textContent, said].filter(Boolean).join(' '));
  };
  f.form.alert.show(null);
  f.form.markInvalid(null);
  f.editor.notice(null);
  f.bomb.editAlert.show(null);
  if (bombParam !== null) void loadBomb(f, bombParam, query).then(sayIgnored);
  else {
    if (!f.form.seedInput.value) f.form.seedInput.value = f.randomSeed();
    void generate(f, 'replace', false).then(sayIgnored);
  }
  f.form.updateCli();
}

/** Carries out one panel action (see `DesignerAction`). */
function carryOut(f: Flow, action: DesignerAction, log: ReturnType<typeof createLogFlow>): void {
  switch (action.type) {
    case 'generate':
      return void generate(f, 'push', true);
    case 'generate-random':
      f.form.seedInput.value = f.randomSeed();
      return void generate(f, 'push', true);
    case 'edit':
      return edit(f, action.change, action.what);
    case 'move':
      return move(f, action.piece, action.space);
    case 'refuse-edit':
      return refuseEdit(f, action.message);
    case 'open':
      return openChecked(f, action.checked, action.origin);
    case 'open-refused':
      return refused(f, 'json', '');
    case 'read-log':
      return log.readLog(action.text, action.source);
    case 'choose-log-module':
      return log.chooseLogModule(action.index);
    case 'set-log-serial':
      return log.setLogSerial(action.serial);
  }
}

/** Opens a bomb already checked; `origin` is shown with it. */
function openChecked(f: Flow, checked: CheckedBomb, origin?: string): void {
  adopt(f, checked, origin ? `Opened ${origin}. ` : '', origin ?? null);
}

/** Creates the flow (see the file comment). */
export function createDesignerFlow(parts: FlowParts): DesignerFlow {
  const f: Flow = { ...parts, request: 0 };
  /** Runs a step; an unexpected error becomes a status line, never an uncaught throw. */
  const guard =
    <A extends unknown[]>(run: (...a: A) => void) =>
    (...a: A): void => {
      try {
        run(...a);
      } catch (e) {
        f.bomb.status(`Error: ${(e as Error).message}`);
      }
    };
  const log = createLogFlow({
    getState: f.getState,
    apply: f.apply,
    open: (checked, origin) => openChecked(f, checked, origin),
  });
  return {
    dispatch: guard((action: DesignerAction) => carryOut(f, action, log)),
    generate: (history, focus) => generate(f, history, focus),
    load: guard((query: string) => load(f, query)),
  };
}
