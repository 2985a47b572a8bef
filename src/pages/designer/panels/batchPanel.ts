/**
 * The designer's batch panel: N bombs (MIN_BATCH … MAX_BATCH) with the generate form's settings,
 * bomb i with seed `S#i` (with filters, its first candidate `S#i.j` that passes them) exactly as
 * `tac generate --seed S --count N`, generated in the engine
 * (a web worker) with progress and a Cancel button; then a JSON Lines download (Blob + object
 * URL), summary figures, the solution-count histogram and the card frequencies as SVG charts.
 */
import { batchSeedProblem } from '../../../doors/seed';
import { PartNotLoaded, partNotLoadedNotice } from '../../chunkLoad';
import { quote } from '../../../rules/text';
import { drawBarChart } from '../barChart';
import { CancelledError, type BatchRun, type DesignerEngine } from '../designerEngine';
import { MAX_BATCH, MIN_BATCH, type BatchOutcome } from '../designerTasks';
import { h, replace } from '../../dom';
import { alertBox } from '../alertBox';
import { cliCommand, type GenerateSettings, type SettingsResult } from '../generatorFilters';

/** What the batch panel needs from the page. */
interface BatchPanelOptions {
  readonly engine: DesignerEngine;
  /** The generate form's settings now (the form fills in a random seed when it is empty). */
  readonly settings: () => SettingsResult;
  /** Registers a running task, so that the page's `idle()` waits for it. */
  readonly track: <T>(p: Promise<T>) => Promise<T>;
  /** Wraps an event handler so that an unexpected error never escapes it. */
  readonly guard: <A extends unknown[]>(f: (...a: A) => unknown) => (...a: A) => void;
}

/** The panel's controls and what a run keeps. */
interface BatchUi {
  readonly input: HTMLInputElement;
  readonly run: HTMLButtonElement;
  readonly cancel: HTMLButtonElement;
  readonly progress: HTMLProgressElement;
  readonly progressText: HTMLElement;
  readonly alert: ReturnType<typeof alertBox>;
  readonly results: HTMLElement;
  running: BatchRun | null;
  downloadUrl: string | null;
}

/** Makes the controls and the `<section id="batch">` that holds them. */
function makeBatchUi(): { ui: BatchUi; el: HTMLElement } {
  const ui: BatchUi = {
    input: h('input', { id: 'batch-count', type: 'text', inputmode: 'numeric', value: '1000', autocomplete: 'off' }),
    run: h('button', { type: 'button', class: 'primary' }, 'Generate batch'),
    cancel: h('button', { type: 'button', class: 'secondary', disabled: true }, 'Cancel'),
    progress: h('progress', { id: 'batch-progress', max: 1, value: 0, 'aria-label': 'Batch progress' }),
    progressText: h('span', { id: 'batch-progress-text', class: 'meta' }),
    alert: alertBox('batch-alert'),
    results: h('div', { id: 'batch-results' }),
    running: null,
    downloadUrl: null,
  };
  const el = h(
    'section',
    { id: 'batch', 'aria-labelledby': 'batch-h' },
    h('h2', { id: 'batch-h' }, 'Batch'),
    h(
      'p',
      { class: 'hint' },
      'N bombs with the filters of the form; bomb i has seed ',
      h('code', {}, 'S#i'),
      ' as ',
      h('code', {}, 'tac generate --count N'),
      ' (with filters, the first of ',
      h('code', {}, 'S#i'),
      ', ',
      h('code', {}, 'S#i.2'),
      ', … whose bomb passes them: each seed deals its bomb anywhere). Runs in a worker.',
    ),
    h(
      'div',
      { class: 'field-row' },
      h(
        'label',
        { for: 'batch-count', class: 'inline' },
        `Number of bombs (${MIN_BATCH}–${MAX_BATCH.toLocaleString('en')})`,
      ),
      ui.input,
      ui.run,
      ui.cancel,
    ),
    h('div', { class: 'field-row' }, ui.progress, ui.progressText),
    ui.alert.el,
    ui.results,
  );
  return { ui, el };
}

/** Takes the previous batch's figures and download away. */
function clearResults(ui: BatchUi): void {
  if (ui.downloadUrl) URL.revokeObjectURL(ui.downloadUrl);
  ui.downloadUrl = null;
  replace(ui.results);
}

/** The batch size typed, or null after showing why it is not one. */
function batchSize(ui: BatchUi): number | null {
  const raw = ui.input.value.trim();
  if (!/^\d+$/.test(raw) || Number(raw) < MIN_BATCH || Number(raw) > MAX_BATCH) {
    ui.alert.show(`Number of bombs must be an integer ${MIN_BATCH} … ${MAX_BATCH}, not ${quote(ui.input.value, 20)}`);
    ui.input.setAttribute('aria-invalid', 'true');
    return null;
  }
  ui.input.removeAttribute('aria-invalid');
  return Number(raw);
}

/** Runs a batch of the typed size with the form's settings, replacing any running one. */
function runBatch(ui: BatchUi, o: BatchPanelOptions): Promise<void> {
  const count = batchSize(ui);
  if (count === null) return Promise.resolve();
  const parsed = o.settings();
  if (!parsed.ok) {
    ui.alert.show(`${parsed.error} (the batch uses the form's settings)`);
    return Promise.resolve();
  }
  // Bomb i has seed S#i, and every seed keeps the seed rule's length limit (src/doors/seed.ts).
  const tooLong = batchSeedProblem(parsed.value.seed, count);
  if (tooLong) {
    ui.alert.show(`Bomb seed: ${tooLong}; shorten the seed or make fewer bombs`);
    return Promise.resolve();
  }
  ui.alert.show(null);
  ui.running?.cancel();
  // The previous batch's figures and download go while this one runs.
  clearResults(ui);
  ui.progress.max = count;
  ui.progress.value = 0;
  ui.progressText.textContent = `0 / ${count}`;
  ui.run.disabled = true;
  ui.cancel.disabled = false;
  const run = o.engine.batch(parsed.value, count, (done) => {
    ui.progress.value = done;
    ui.progressText.textContent = `${done} / ${count}`;
  });
  ui.running = run;
  const stopped = () => {
    ui.run.disabled = false;
    ui.cancel.disabled = true;
  };
  const p = run.done.then(
    (out) => {
      if (ui.running !== run) return;
      ui.running = null;
      stopped();
      renderBatch(ui, out, parsed.value, count);
    },
    (e: Error) => {
      if (ui.running === run) ui.running = null;
      stopped();
      if (e instanceof CancelledError) ui.progressText.textContent = 'Cancelled.';
      else if (e instanceof PartNotLoaded) replace(ui.results, partNotLoadedNotice(document, e.part));
      else ui.alert.show(`Batch failed: ${e.message}`);
    },
  );
  return o.track(p);
}

/** The summary figures of a batch. */
function summaryOf(s: NonNullable<BatchOutcome['stats']>): HTMLElement {
  const figure = (term: string, value: string, label?: string) =>
    h('div', {}, h('dt', {}, term), h('dd', {}, label ? h('output', { 'aria-label': label }, value) : value));
  return h(
    'dl',
    { class: 'figures', id: 'batch-summary' },
    figure('Bombs', String(s.bombs), 'Bombs in batch'),
    figure('Swap share', `${(100 * s.swapShare).toFixed(1)} %`, 'Swap share'),
    figure('Solutions: median', String(s.solutionCounts.median), 'Median solution count'),
    figure('90th percentile', String(s.solutionCounts.p90)),
    figure('min / max', `${s.solutionCounts.min} / ${s.solutionCounts.max}`),
    figure('mean', s.solutionCounts.mean.toFixed(1)),
  );
}

/** The histogram and card-frequency charts and the frequency table of a batch. */
function chartsOf(s: NonNullable<BatchOutcome['stats']>): HTMLElement[] {
  const histogram = drawBarChart(
    s.histogram.map((b) => ({
      label: b.hi === null ? `${b.lo}+` : b.lo === b.hi ? String(b.lo) : `${b.lo}–${b.hi}`,
      value: b.bombs,
    })),
    { title: 'Solution-count histogram', xLabel: 'Solutions of the played hand', yLabel: 'Bombs', width: 760 },
  );
  const cards = drawBarChart(
    s.cardFrequencies.map((c) => ({ label: c.code, value: c.perMille })),
    { title: 'Card frequencies (played hands)', xLabel: 'Card', yLabel: 'Per 1000 cards', width: 760 },
  );
  const row = (head: string, cells: string[]) =>
    h('tr', {}, h('th', { scope: 'row' }, head), ...cells.map((c) => h('td', {}, c)));
  const f = s.cardFrequencies;
  return [
    h('div', { class: 'charts' }, histogram, cards),
    h(
      'table',
      { class: 'freq', id: 'card-frequencies' },
      h('caption', {}, 'Cards of the played hands'),
      row(
        'card',
        f.map((c) => c.code),
      ),
      row(
        'count',
        f.map((c) => String(c.count)),
      ),
      row(
        'per 1000',
        f.map((c) => String(c.perMille)),
      ),
    ),
  ];
}

/** Shows a finished batch: progress, download link with its command line, figures and charts. */
function renderBatch(ui: BatchUi, out: BatchOutcome, settings: GenerateSettings, count: number): void {
  clearResults(ui);
  if (out.error) ui.alert.show(`Stopped early at ${out.error}; the bombs made so far are below.`);
  const s = out.stats;
  if (!s) return;
  ui.progress.value = s.bombs;
  ui.progressText.textContent = `${s.bombs} / ${count} in ${(s.milliseconds / 1000).toFixed(2)} s`;
  const blob = new Blob([out.jsonl], { type: 'application/jsonl' });
  ui.downloadUrl = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null;
  const name = `tac-bombs-${settings.seed.replace(/[^A-Za-z0-9_-]+/g, '_')}-${s.bombs}.jsonl`;
  const link = h(
    'a',
    { id: 'batch-download', href: ui.downloadUrl ?? '#', download: name, class: 'button primary' },
    `Download ${s.bombs} ${s.bombs === 1 ? 'bomb' : 'bombs'} (JSON Lines)`,
  );
  replace(
    ui.results,
    summaryOf(s),
    h('p', { class: 'actions' }, link, h('code', { class: 'cli' }, `${cliCommand(settings, count)} > ${name}`)),
    ...chartsOf(s),
  );
}

/**
 * Builds the batch panel (`<section id="batch">`) and wires its controls. A size outside
 * MIN_BATCH … MAX_BATCH or a bad form setting is shown in the panel's `role="alert"` region.
 */
export function buildBatchPanel(o: BatchPanelOptions): { readonly el: HTMLElement } {
  const { ui, el } = makeBatchUi();
  ui.run.addEventListener(
    'click',
    o.guard(() => runBatch(ui, o)),
  );
  ui.cancel.addEventListener(
    'click',
    o.guard(() => ui.running?.cancel()),
  );
  return { el };
}
