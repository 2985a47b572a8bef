/**
 * The practice page's three plots, drawn with uPlot 1.6.32: solve time per game with ao5 and
 * ao12, strikes per game with their mean of 12, and the first-try solve rate by theme (horizontal
 * bars). Each figure's text alternative (a sentence and a table, practiceWords.ts) is written by
 * `showProgress` beside its plot, which is `aria-hidden`.
 *
 * Why uPlot: it is made for exactly this (time series of many points on a canvas): about 50 KB
 * (20 KB gzipped), no dependency, 10,000 points drawn in a few milliseconds, and no `eval` and
 * no inline `<style>` (its CSS is a file, its sizes go through the CSSOM), so the page keeps its
 * strict Content-Security-Policy. Chart.js is four times its size and slower on 10,000 points;
 * an SVG drawing of our own (the designer's histograms) would be 30,000 nodes for this history.
 */
import uPlot from 'uplot';
import { firstTryByTheme, type SolveTimeSeries, type ThemeRate } from '../../practice/practiceStats';

/** No game yet: what the solve-time plot is made with. */
const NO_TIMES: SolveTimeSeries = { game: [], seconds: [], ao5: [], ao12: [] };
import { countText, timeText } from './practiceWords';
import { solveDotSize, strikesRange } from './plotScales';
import { nextTask, whenNear } from './later';

/** The plots' colours: the page's CSS custom properties (practice.css), read once. */
function palette(): Record<'ink' | 'muted' | 'line' | 'ao5' | 'ao12' | 'dot' | 'bad' | 'good', string> {
  const css = getComputedStyle(document.documentElement);
  const get = (name: string, fallback: string) => css.getPropertyValue(`--${name}`).trim() || fallback;
  return {
    ink: get('ink', '#e9e6dc'),
    muted: get('muted', '#b3afa4'),
    line: get('line', '#3d4248'),
    ao5: get('ao5', '#ffd166'),
    ao12: get('ao12', '#6cb6ff'),
    dot: get('dot', '#a9a59a'),
    bad: get('bad', '#ff7b72'),
    good: get('good', '#7ee2a8'),
  };
}

const HEIGHT = 240;
const FONT = '12px Arial, "Liberation Sans", "DejaVu Sans", sans-serif';

/** An axis in the page's colours. */
function axis(c: ReturnType<typeof palette>, extra: uPlot.Axis = {}): uPlot.Axis {
  return {
    stroke: c.muted,
    font: FONT,
    labelFont: FONT,
    grid: { stroke: c.line, width: 1 },
    ticks: { stroke: c.line, width: 1 },
    ...extra,
  };
}

let measure: CanvasRenderingContext2D | null | undefined;
/** The widest of `labels` in the plots' font, CSS pixels. */
function labelWidth(labels: readonly string[]): number {
  measure ??= document.createElement('canvas').getContext('2d');
  const ctx = measure;
  if (!ctx) return 170;
  ctx.font = FONT;
  return Math.ceil(Math.max(0, ...labels.map((l) => ctx.measureText(l).width)));
}

/** The steps between the game axis's ticks: whole games only (2 games show 1 and 2, never 1.5). */
const GAME_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000];

/**
 * The game axis's range: the games played, with room on each side (half a game, at least 1.5 %
 * of the range) so that the first and last dots and bars are drawn whole.
 */
const gameRange: uPlot.Range.Function = (_u, min, max) => {
  const pad = Math.max(0.5, (max - min) * 0.015);
  return [min - pad, max + pad];
};

/** The ticks each plot's game axis drew last (for `gameAxes`). */
const drawnTicks = new WeakMap<uPlot, number[]>();

/**
 * Counts as the axis writes them (`1,000`; a tick filtered out is left blank): the page's own
 * words, not uPlot's default values, whose `Intl.NumberFormat` would cost the page its ICU set-up
 * (scripts/uplotLazyIntlPlugin.ts).
 */
const countAxis = (_u: uPlot, splits: (number | null)[]) => splits.map((v) => (v === null ? '' : countText(v)));

/**
 * The game axis: its ticks, their marks and grid lines on whole games from game 1 to the last
 * game played (none on the padding either side: 296 games padded to 300.4 showed a tick "300").
 */
function gameAxis(c: ReturnType<typeof palette>): uPlot.Axis {
  const onGames = (u: uPlot, splits: number[]) => {
    const last = u.data[0].at(-1) ?? 0;
    return splits.map((v) => (v >= 1 && v <= last && Number.isInteger(v) ? v : null));
  };
  return axis(c, {
    label: 'Game',
    labelSize: 18,
    incrs: GAME_STEPS,
    values: countAxis,
    grid: { stroke: c.line, width: 1, filter: onGames },
    ticks: { stroke: c.line, width: 1, filter: onGames },
    filter: (u, splits) => {
      const ticks = onGames(u, splits);
      drawnTicks.set(
        u,
        ticks.filter((v): v is number => v !== null),
      );
      return ticks;
    },
  });
}

/** Seconds as the axis writes them: `0:45`, `1:30`. */
const secondsAxis = (_u: uPlot, splits: number[]) => splits.map((s) => timeText(s * 1000).replace(/\.\d$/, ''));

/** No date formats: no scale here is a time (uPlot would compile its dozen date templates for each plot). */
const noDates: uPlot.DateFormatterFactory = () => () => '';

/**
 * Where a plot goes: its host (uPlot puts it there and draws it at once), or a function given the
 * plot and its first layout and drawing to call later (uPlot's own way to put them off).
 */
type PlotTarget = NonNullable<ConstructorParameters<typeof uPlot>[2]>;

/** The options shared by the plots: size, no legend (the figure has its own keys), a plain cursor. */
function base(width: number): Pick<uPlot.Options, 'width' | 'height' | 'legend' | 'cursor' | 'fmtDate'> {
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { show: false } },
    fmtDate: noDates,
  };
}

/**
 * The solve-time dots as one path of small squares: for 10,000 solves, a circle each (uPlot's
 * own points) took most of the plot's drawing here; a square of 5–7 pixels (`solveDotSize`) reads as a dot.
 */
const squareDots: uPlot.Series.Points.PathBuilder = (u, sidx, i0, i1) => {
  const fill = new Path2D();
  const xs = u.data[0];
  const side = solveDotSize(xs.length) * uPlot.pxRatio;
  const ys = u.data[sidx]!;
  for (let i = i0; i <= i1; i++) {
    const y = ys[i];
    if (y === null || y === undefined) continue;
    const px = Math.round(u.valToPos(xs[i]!, 'x', true) - side / 2);
    const py = Math.round(u.valToPos(y, 'y', true) - side / 2);
    fill.rect(px, py, side, side);
  }
  return { fill, stroke: null };
};

/** The solve-time plot: each solve a dot, ao5 and ao12 lines. */
function timesPlot(s: SolveTimeSeries, width: number, host: PlotTarget, c: ReturnType<typeof palette>): uPlot {
  const opts: uPlot.Options = {
    ...base(width),
    scales: { x: { time: false, range: gameRange }, y: { range: (_u, _min, max) => [0, Math.max(10, max * 1.08)] } },
    axes: [gameAxis(c), axis(c, { values: secondsAxis, size: 52 })],
    series: [
      {},
      {
        label: 'Solve time',
        stroke: c.dot,
        paths: () => null,
        points: { show: true, size: 5, width: 0, fill: c.dot, stroke: c.dot, paths: squareDots },
      },
      { label: 'ao5', stroke: c.ao5, width: 1.5, points: { show: false } },
      { label: 'ao12', stroke: c.ao12, width: 2, points: { show: false } },
    ],
  };
  return new uPlot(opts, timesData(s), host);
}

/** The solve-time plot's data. */
const timesData = (s: SolveTimeSeries): uPlot.AlignedData => [s.game, s.seconds, s.ao5, s.ao12];

/** The mean of each run of `n` games (null before the n-th). */
function runningMean(xs: readonly number[], n: number): (number | null)[] {
  let sum = 0;
  return xs.map((x, i) => {
    sum += x - (i >= n ? xs[i - n]! : 0);
    return i + 1 < n ? null : sum / n;
  });
}

/** The strikes plot: a bar per game, and the mean of 12. */
function strikesPlot(
  perGame: readonly number[],
  width: number,
  host: PlotTarget,
  c: ReturnType<typeof palette>,
): uPlot {
  const opts: uPlot.Options = {
    ...base(width),
    scales: { x: { time: false, range: gameRange }, y: { range: (_u, _min, max) => strikesRange(max) } },
    axes: [gameAxis(c), axis(c, { size: 36, incrs: [1, 2, 5, 10], values: countAxis })],
    series: [
      {},
      {
        label: 'Strikes',
        stroke: c.bad,
        fill: c.bad,
        width: 0,
        paths: uPlot.paths.bars!({ size: [0.7, 12, 1], align: 0 }),
        points: { show: false },
      },
      { label: 'Mean of 12', stroke: c.ao5, width: 2, points: { show: false } },
    ],
  };
  return new uPlot(opts, strikesData(perGame), host);
}

/** The strikes plot's data: a game without a strike has no bar (null: nothing to draw, where 10,000 empty bars took as long as the rest). */
const strikesData = (perGame: readonly number[]): uPlot.AlignedData => [
  perGame.map((_, i) => i + 1),
  perGame.map((n) => n || null),
  runningMean(perGame, 12),
];

/** The first-try plot: one horizontal bar per theme, 0–100 %. */
function themesPlot(
  rates: readonly ThemeRate[],
  width: number,
  host: PlotTarget,
  c: ReturnType<typeof palette>,
): uPlot {
  const labels = rates.map((r) => r.theme);
  const index = rates.map((_, i) => i);
  const opts: uPlot.Options = {
    ...base(width),
    height: Math.max(HEIGHT, 34 * rates.length + 40),
    scales: { x: { time: false, ori: 1, dir: -1, range: [-0.5, rates.length - 0.5] }, y: { ori: 0, range: [0, 100] } },
    axes: [
      axis(c, {
        side: 3,
        size: labelWidth(labels) + 18,
        splits: () => index,
        values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
        grid: { show: false },
      }),
      axis(c, { side: 2, values: (_u, splits) => splits.map((v) => `${v}%`), incrs: [10, 20, 25, 50], space: 44 }),
    ],
    series: [
      {},
      {
        label: 'First-try solve rate',
        stroke: c.good,
        fill: c.good,
        width: 0,
        paths: uPlot.paths.bars!({ size: [0.6, 22], align: 0 }),
        points: { show: false },
      },
    ],
  };
  return new uPlot(opts, themesData(rates), host);
}

/** The first-try plot's data: the bars' places and their rates in %. */
const themesData = (rates: readonly ThemeRate[]): uPlot.AlignedData => [
  rates.map((_, i) => i),
  rates.map((r) => (r.rate === null ? null : Math.round(r.rate * 1000) / 10)),
];

/** What the three plots draw. */
interface ProgressData {
  readonly times: SolveTimeSeries;
  readonly strikes: readonly number[];
  readonly themes: readonly ThemeRate[];
}

/**
 * Makes a plot in two tasks (each short, so that the browser can take input between them): uPlot's
 * options and elements now, put in `host`; its first layout and drawing in the task after.
 */
async function inTwoTasks(make: (target: PlotTarget) => uPlot, host: HTMLElement): Promise<uPlot> {
  let init = () => {};
  const plot = make((u, later) => {
    host.append(u.root);
    init = later as () => void;
  });
  await nextTask();
  init();
  return plot;
}

/** The plots on the page: redraw with new data, follow their boxes' width. */
interface ProgressCharts {
  /**
   * Gives the plots new data; resolves once each plot near the viewport has it (uPlot draws it
   * at the end of the task). A plot still far from the viewport is made with the newest data
   * when it comes near.
   */
  show(data: ProgressData): Promise<void>;
  /** The solve-time and strikes plots' game axes as drawn: the range shown (games) and the ticks. */
  gameAxes(): { min: number; max: number; ticks: number[] }[];
  /** The strikes plot's value axis as drawn: its range (strikes); null before the plot is made. */
  strikesScale(): { min: number; max: number } | null;
}

/**
 * The time a task spends giving the plots new data before the next plot's drawing waits for a
 * task of its own, ms (a 10,000-game history takes a few ms a plot; a task over 50 ms at 4× the
 * CPU time blocks input).
 */
const TASK_BUDGET_MS = 6;

/** How near the viewport a plot's box comes before the plot is made (later.ts): half a screen. */
const NEAR = 0.5;

/** One plot of the three: how it is made and given data, and what it holds. */
interface PlotSlot {
  readonly el: HTMLElement;
  readonly make: (data: ProgressData | null, width: number, target: PlotTarget) => uPlot;
  readonly dataOf: (data: ProgressData) => uPlot.AlignedData;
  plot: uPlot | null;
  /** Whether its box has come near (the plot is made or being made). */
  near: boolean;
  /** The plot made (in tasks of its own), once its box has come near. */
  made: Promise<uPlot> | null;
  /** The data it draws (null: no game). */
  held: ProgressData | null;
}

/** Whether a plot holding `held` draws `data` already (no game either way, or the same). */
const holds = (held: ProgressData | null, data: ProgressData) =>
  held === data || (held === null && data.strikes.length === 0);

/**
 * Draws the three plots into their hosts (each a `div` whose width the plot takes), each once its
 * box comes within half a screen of the viewport, and keeps them as wide as their boxes (a
 * ResizeObserver). Each `show` (the first drawing, an import, a delete) gives them new data.
 */
export function createProgressCharts(hosts: {
  times: HTMLElement;
  strikes: HTMLElement;
  themes: HTMLElement;
}): ProgressCharts {
  const c = palette();
  const widthOf = (el: HTMLElement) => Math.max(200, Math.floor(el.clientWidth));
  const slots: PlotSlot[] = (
    [
      {
        el: hosts.times,
        make: (d, w, t) => timesPlot(d?.times ?? NO_TIMES, w, t, c),
        dataOf: (d) => timesData(d.times),
      },
      {
        el: hosts.strikes,
        make: (d, w, t) => strikesPlot(d?.strikes ?? [], w, t, c),
        dataOf: (d) => strikesData(d.strikes),
      },
      {
        el: hosts.themes,
        make: (d, w, t) => themesPlot(d?.themes ?? firstTryByTheme([]), w, t, c),
        dataOf: (d) => themesData(d.themes), // the same themes, in the same order
      },
    ] satisfies Pick<PlotSlot, 'el' | 'make' | 'dataOf'>[]
  ).map((s) => ({ ...s, plot: null, near: false, made: null, held: null }));
  const resize = new ResizeObserver(() => {
    for (const { el, plot } of slots)
      if (plot && plot.width !== widthOf(el)) plot.setSize({ width: widthOf(el), height: plot.height });
  });
  let latest: ProgressData | null = null;
  // A plot is made when its box comes near (on a phone the lower two wait for a scroll), in two
  // tasks after the one that found it near, with the newest data given so far (none while the
  // page still reads the games: making it is then off the path to the first drawing).
  for (const slot of slots) {
    const nearness = whenNear(slot.el, NEAR);
    slot.near = nearness.now;
    slot.made = nearness.near.then(async () => {
      slot.near = true;
      await nextTask();
      slot.held = latest;
      const plot = await inTwoTasks((t) => slot.make(latest, widthOf(slot.el), t), slot.el);
      slot.plot = plot;
      resize.observe(slot.el);
      return plot;
    });
  }
  return {
    async show(data) {
      latest = data;
      let since = performance.now();
      for (const slot of slots) {
        if (!slot.near) continue; // made with the newest data once it comes near
        const plot = await slot.made!;
        if (holds(slot.held, latest)) continue; // a first visit's plots are not drawn twice
        // Drawn now (uPlot's batch), the next plot in a task of its own once this one took long.
        if (performance.now() - since > TASK_BUDGET_MS) {
          await nextTask();
          since = performance.now();
        }
        const shown = (slot.held = latest);
        plot.batch((u: uPlot) => u.setData(slot.dataOf(shown)));
      }
    },
    gameAxes: () =>
      slots
        .slice(0, 2)
        .flatMap(({ plot }) =>
          plot ? [{ min: plot.scales.x!.min!, max: plot.scales.x!.max!, ticks: drawnTicks.get(plot) ?? [] }] : [],
        ),
    strikesScale: () => {
      const plot = slots[1]!.plot;
      return plot ? { min: plot.scales.y!.min!, max: plot.scales.y!.max! } : null;
    },
  };
}
