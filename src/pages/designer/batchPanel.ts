/**
 * The designer's batch panel: N bombs (MIN_BATCH … MAX_BATCH) with the generate form's settings,
 * bomb i with seed `S#i` exactly as `tac generate --seed S --count N`, generated in the engine
 * (a web worker) with progress and a Cancel button; then a JSON Lines download (Blob + object
 * URL), summary figures, the solution-count histogram and the card frequencies as SVG charts.
 */
import { drawBarChart } from './barChart';
import { CancelledError, type BatchRun, type DesignerEngine } from './designerEngine';
import { MAX_BATCH, MIN_BATCH, type BatchOutcome } from './designerTasks';
import { alertBox, h, replace } from './dom';
import { cliCommand, type GenerateSettings, type SettingsResult } from './generatorFilters';

/** What the batch panel needs from the page. */
export interface BatchPanelOptions {
  readonly engine: DesignerEngine;
  /** The generate form's settings now (the form fills in a random seed when it is empty). */
  readonly settings: () => SettingsResult;
  /** Registers a running task, so that the page's `idle()` waits for it. */
  readonly track: <T>(p: Promise<T>) => Promise<T>;
  /** Wraps an event handler so that an unexpected error never escapes it. */
  readonly guard: <A extends unknown[]>(f: (...a: A) => unknown) => (...a: A) => void;
}

/**
 * Builds the batch panel (`<section id="batch">`) and wires its controls. A size outside
 * MIN_BATCH … MAX_BATCH or a bad form setting is shown in the panel's `role="alert"` region.
 */
export function buildBatchPanel(o: BatchPanelOptions): { readonly el: HTMLElement } {
  const batchInput = h('input', {
    id: 'batch-count',
    type: 'text',
    inputmode: 'numeric',
    value: '1000',
    autocomplete: 'off',
  });
  const batchButton = h('button', { type: 'button', class: 'primary' }, 'Generate batch');
  const cancelButton = h('button', { type: 'button', class: 'secondary', disabled: true }, 'Cancel');
  const progress = h('progress', { id: 'batch-progress', max: 1, value: 0, 'aria-label': 'Batch progress' });
  const progressText = h('span', { id: 'batch-progress-text', class: 'meta' });
  const batchAlert = alertBox('batch-alert');
  const batchResults = h('div', { id: 'batch-results' });
  const batch = h(
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
      '. Runs in a worker.',
    ),
    h(
      'div',
      { class: 'field-row' },
      h(
        'label',
        { for: 'batch-count', class: 'inline' },
        `Number of bombs (${MIN_BATCH}–${MAX_BATCH.toLocaleString('en')})`,
      ),
      batchInput,
      batchButton,
      cancelButton,
    ),
    h('div', { class: 'field-row' }, progress, progressText),
    batchAlert.el,
    batchResults,
  );

  let running: BatchRun | null = null;
  let downloadUrl: string | null = null;
  const runBatch = (): Promise<void> => {
    const raw = batchInput.value.trim();
    if (!/^\d+$/.test(raw) || Number(raw) < MIN_BATCH || Number(raw) > MAX_BATCH) {
      batchAlert.show(
        `Number of bombs must be an integer ${MIN_BATCH} … ${MAX_BATCH}, not ${JSON.stringify(batchInput.value.slice(0, 20))}`,
      );
      batchInput.setAttribute('aria-invalid', 'true');
      return Promise.resolve();
    }
    batchInput.removeAttribute('aria-invalid');
    const parsed = o.settings();
    if (!parsed.ok) {
      batchAlert.show(`${parsed.error} (the batch uses the form's settings)`);
      return Promise.resolve();
    }
    batchAlert.show(null);
    const count = Number(raw);
    running?.cancel();
    // The previous batch's figures and download go while this one runs.
    clearResults();
    progress.max = count;
    progress.value = 0;
    progressText.textContent = `0 / ${count}`;
    batchButton.disabled = true;
    cancelButton.disabled = false;
    const run = o.engine.batch(parsed.value, count, (done) => {
      progress.value = done;
      progressText.textContent = `${done} / ${count}`;
    });
    running = run;
    const p = run.done.then(
      (out) => {
        if (running !== run) return;
        running = null;
        batchButton.disabled = false;
        cancelButton.disabled = true;
        renderBatch(out, parsed.value, count);
      },
      (e: Error) => {
        if (running === run) running = null;
        batchButton.disabled = false;
        cancelButton.disabled = true;
        if (e instanceof CancelledError) progressText.textContent = 'Cancelled.';
        else batchAlert.show(`Batch failed: ${e.message}`);
      },
    );
    return o.track(p);
  };

  const clearResults = () => {
    if (downloadUrl) URL.revokeObjectURL(downloadUrl);
    downloadUrl = null;
    replace(batchResults);
  };

  const renderBatch = (out: BatchOutcome, settings: GenerateSettings, count: number) => {
    clearResults();
    if (out.error) batchAlert.show(`Stopped early at ${out.error}; the bombs made so far are below.`);
    const s = out.stats;
    if (!s) return;
    progress.value = s.bombs;
    progressText.textContent = `${s.bombs} / ${count} in ${(s.milliseconds / 1000).toFixed(2)} s`;
    const blob = new Blob([out.jsonl], { type: 'application/jsonl' });
    downloadUrl = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null;
    const name = `tac-bombs-${settings.seed.replace(/[^A-Za-z0-9_-]+/g, '_')}-${s.bombs}.jsonl`;
    const link = h(
      'a',
      { id: 'batch-download', href: downloadUrl ?? '#', download: name, class: 'button primary' },
      `Download ${s.bombs} ${s.bombs === 1 ? 'bomb' : 'bombs'} (JSON Lines)`,
    );
    const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
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
    replace(
      batchResults,
      h(
        'dl',
        { class: 'figures', id: 'batch-summary' },
        h(
          'div',
          {},
          h('dt', {}, 'Bombs'),
          h('dd', {}, h('output', { 'aria-label': 'Bombs in batch' }, String(s.bombs))),
        ),
        h(
          'div',
          {},
          h('dt', {}, 'Swap share'),
          h('dd', {}, h('output', { 'aria-label': 'Swap share' }, pct(s.swapShare))),
        ),
        h(
          'div',
          {},
          h('dt', {}, 'Solutions: median'),
          h('dd', {}, h('output', { 'aria-label': 'Median solution count' }, String(s.solutionCounts.median))),
        ),
        h('div', {}, h('dt', {}, '90th percentile'), h('dd', {}, String(s.solutionCounts.p90))),
        h('div', {}, h('dt', {}, 'min / max'), h('dd', {}, `${s.solutionCounts.min} / ${s.solutionCounts.max}`)),
        h('div', {}, h('dt', {}, 'mean'), h('dd', {}, s.solutionCounts.mean.toFixed(1))),
      ),
      h('p', { class: 'actions' }, link, h('code', { class: 'cli' }, `${cliCommand(settings, count)} > ${name}`)),
      h('div', { class: 'charts' }, histogram, cards),
      h(
        'table',
        { class: 'freq', id: 'card-frequencies' },
        h('caption', {}, 'Cards of the played hands'),
        h('tr', {}, h('th', { scope: 'row' }, 'card'), ...s.cardFrequencies.map((c) => h('td', {}, c.code))),
        h('tr', {}, h('th', { scope: 'row' }, 'count'), ...s.cardFrequencies.map((c) => h('td', {}, String(c.count)))),
        h(
          'tr',
          {},
          h('th', { scope: 'row' }, 'per 1000'),
          ...s.cardFrequencies.map((c) => h('td', {}, String(c.perMille))),
        ),
      ),
    );
  };

  batchButton.addEventListener('click', o.guard(runBatch));
  cancelButton.addEventListener(
    'click',
    o.guard(() => running?.cancel()),
  );
  return { el: batch };
}
