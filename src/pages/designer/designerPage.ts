/**
 * The designer page (`designer.html`): generate a seeded bomb with the filters of `tac generate`,
 * see it drawn with the invisible pawns revealed, the expert's derivation (RULES.md §5), every
 * solution (RULES.md §8) and the difficulty figures, edit it as JSON or in the drawing, share it,
 * and export batches as JSON Lines with statistics.
 *
 * `mountDesigner(root, options)` lays the panels out in `root` (panels/*.ts: each draws itself from
 * the small state of designerState.ts and reports what the user asks for), and designerFlow.ts
 * carries the requests out. The form and the bomb come first; the heavy work (generating, the
 * module's picture, solutions, batches) runs on a `DesignerEngine` (a web worker in browsers).
 * Bad input never throws out of an event handler: each problem is shown in a `role="alert"`
 * region naming the field, and the last good bomb stays on screen.
 */
import { defaultEngine, type DesignerEngine } from './designerEngine';
import { createDesignerFlow, type DesignerFlow } from './designerFlow';
import { defaultLogReader, type LogReader } from './logReading';
import { designerReducer, type DesignerPanel, type DesignerState, type Dispatch } from './designerState';
import { h, replace } from '../dom';
import { parseForm } from './generatorFilters';
import { buildBatchPanel } from './panels/batchPanel';
import { createBombPanel } from './panels/bombPanel';
import { createDerivationPanel } from './panels/derivationPanel';
import { createDifficultyPanel } from './panels/difficultyPanel';
import { createEditorPanel } from './panels/editorPanel';
import { buildGenerateForm } from './panels/generateForm';
import { createLogReaderPanel } from './panels/logReaderPanel';
import { createLogReplayPanel } from './panels/logReplayPanel';
import { createSharePanel } from './panels/sharePanel';
import { createSolutionsPanel } from './panels/solutionsPanel';

/** Options of `mountDesigner`; all optional. */
interface DesignerOptions {
  /** Where heavy tasks run (default: a web worker when available, else inline). */
  readonly engine?: DesignerEngine;
  /** Where KTANE logs are read (default: a web worker of their own when available, else inline). */
  readonly logReader?: LogReader;
  /** The page's query string (default `location.search`). */
  readonly search?: string;
  /** Base URL the share links resolve against (default `document.baseURI`). */
  readonly baseUrl?: string;
  /** Copies text to the clipboard (default `navigator.clipboard.writeText`). */
  readonly copy?: (text: string) => Promise<void>;
  /** Makes a random bomb seed (default: 8 base-36 characters from crypto). */
  readonly randomSeed?: () => string;
  /**
   * Updates the address bar with the current settings: `push` for a new Generate (so that Back
   * returns to the previous bomb), `replace` for the first bomb and for edits (default:
   * history.pushState / replaceState; the page restores the form and bomb on popstate).
   */
  readonly updateUrl?: (query: string, how: 'push' | 'replace') => void;
}

/** Handle on a mounted designer, for tests. */
export interface DesignerPage {
  /** Resolves once every started task (generate, picture, analyse, batch) has finished and rendered. */
  idle(): Promise<void>;
  /** The bomb on screen (last good), as JSON, or null before the first one. */
  currentJson(): Record<string, unknown> | null;
}

function defaultRandomSeed(): string {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => (b % 36).toString(36)).join('') + (bytes[0]! % 10);
}

function defaultUpdateUrl(q: string, how: 'push' | 'replace'): void {
  try {
    const url = `${location.pathname}?${q}`;
    if (how === 'push' && location.search !== `?${q}`) history.pushState(null, '', url);
    else history.replaceState(null, '', url);
  } catch {
    /* an address bar that cannot be updated is no reason to fail */
  }
}

/** A set of running tasks that `idle()` waits for. */
function taskTracker() {
  const pending = new Set<Promise<unknown>>();
  return {
    track<T>(p: Promise<T>): Promise<T> {
      pending.add(p);
      const drop = () => pending.delete(p);
      void p.then(drop, drop);
      return p;
    },
    async idle() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}

/** Wraps an event handler: an unexpected error goes to `report`, never out of the handler. */
function guarded(report: (message: string) => void) {
  return <A extends unknown[]>(f: (...a: A) => unknown) =>
    (...a: A) => {
      try {
        const r = f(...a);
        if (r instanceof Promise) r.catch((e: Error) => report(`Error: ${e.message}`));
      } catch (e) {
        report(`Error: ${(e as Error).message}`);
      }
    };
}

/** The page's frame: header (with the links to the other pages), the form and the log reader in the side column, the sections in the main column. */
function layOut(root: HTMLElement, side: HTMLElement[], sections: (HTMLElement | DesignerPanel)[]): void {
  replace(
    root,
    h(
      'header',
      { class: 'top' },
      h('h1', {}, 'TAC designer'),
      h('p', { class: 'meta' }, 'Seeded bombs revealed, solved, edited, shared and exported'),
      h(
        'nav',
        { class: 'pages', 'aria-label': 'Pages' },
        h('a', { href: 'index.html' }, 'Bomb'),
        h('a', { href: 'manual/index.html#1' }, 'Manual'),
        h('a', { href: 'practice.html' }, 'Practice'),
        h('a', { href: 'tactik.html' }, 'Tac-Tik'),
        h('a', { href: 'tachi.html' }, 'Tâchi'),
      ),
    ),
    h(
      'div',
      { class: 'layout' },
      h('aside', { class: 'side' }, h('div', { class: 'panel' }, side[0]), ...side.slice(1)),
      h('main', { class: 'content' }, ...sections.map((s) => ('el' in s ? s.el : s))),
    ),
  );
}

/**
 * Builds the designer into `root` and shows the first bomb (from the query's settings, or a
 * `?bomb=` parameter, or a random seed).
 */
export function mountDesigner(root: HTMLElement, options: DesignerOptions = {}): DesignerPage {
  const engine = options.engine ?? defaultEngine();
  const randomSeed = options.randomSeed ?? defaultRandomSeed;
  const tasks = taskTracker();
  let state: DesignerState = { current: null, baseUrl: options.baseUrl ?? document.baseURI, log: null };
  root.dataset.engine = engine.where;

  const form = buildGenerateForm();
  const panels: DesignerPanel[] = [];
  let flow: DesignerFlow | null = null;
  // The panels' actions go to the flow (made after the panels that send them).
  const dispatch: Dispatch = (action) => flow!.dispatch(action);
  const bomb = createBombPanel(dispatch);
  const editor = createEditorPanel(dispatch);
  const guard = guarded(bomb.status);
  flow = createDesignerFlow({
    ...{ root, engine, form, bomb, editor, track: tasks.track, randomSeed },
    logReader: options.logReader ?? defaultLogReader(),
    getState: () => state,
    apply: (change) => {
      const next = designerReducer(state, change);
      if (next === state) return;
      state = next;
      panels.forEach((panel) => panel.render(state));
    },
    updateUrl: options.updateUrl ?? defaultUpdateUrl,
  });
  const formPanel: DesignerPanel = { el: form.el, render: (s) => s.current && form.setOnScreen(s.current.settings) };
  const difficulty = createDifficultyPanel();
  const derivation = createDerivationPanel();
  const solutions = createSolutionsPanel();
  const share = createSharePanel(options.copy ?? ((t: string) => navigator.clipboard.writeText(t)));
  const logReader = createLogReaderPanel(dispatch);
  const logReplay = createLogReplayPanel();
  // Panels are drawn in this order; a new panel is one more entry here.
  panels.push(formPanel, bomb, logReplay, difficulty, derivation, solutions, editor, share, logReader);
  const batch = buildBatchPanel({
    engine,
    settings: () => {
      if (form.seedInput.value === '') form.seedInput.value = randomSeed();
      return parseForm(form.read());
    },
    track: tasks.track,
    guard,
  });
  const two = h('div', { class: 'two' }, difficulty.el, derivation.el);
  layOut(root, [form.el, logReader.el], [bomb, logReplay, two, solutions, editor, share, batch.el]);

  form.el.addEventListener('submit', (ev) => {
    ev.preventDefault();
    dispatch({ type: 'generate' });
  });
  form.el.addEventListener('input', guard(form.updateCli));
  form.el.addEventListener('change', guard(form.updateCli));
  form.randomButton.addEventListener('click', () => dispatch({ type: 'generate-random' }));

  flow.load(options.search ?? location.search);
  const onPopState = () => {
    // A page unmounted (tests mount many) stops listening.
    if (!root.isConnected) return window.removeEventListener('popstate', onPopState);
    flow!.load(location.search);
  };
  if (typeof window !== 'undefined') window.addEventListener('popstate', onPopState);

  return {
    idle: tasks.idle,
    currentJson: () => (state.current ? structuredClone(state.current.json) : null),
  };
}
