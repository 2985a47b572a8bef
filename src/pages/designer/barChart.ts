/**
 * A small vertical bar chart as SVG with labelled axes, for the batch statistics (solution-count
 * histogram, card frequencies). Labels go in through `textContent` only.
 */

import { el, text } from './svgDom';

/** One bar. */
interface Bar {
  readonly label: string;
  readonly value: number;
}

/** Chart options. */
interface BarChartOptions {
  /** Accessible name and caption of the chart. */
  readonly title: string;
  readonly xLabel: string;
  readonly yLabel: string;
  readonly width?: number;
  readonly height?: number;
}

/** A "nice" axis maximum and tick step (1, 2, 5 × 10^k) for values up to `max`. */
export function niceScale(max: number, ticks = 5): { top: number; step: number } {
  if (max <= 0) return { top: 1, step: 1 };
  const raw = max / ticks;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw)!;
  const top = Math.max(step, Math.ceil(max / step) * step);
  return { top, step: Math.max(1, step) };
}

/**
 * Draws the bars with a y axis (ticks and gridlines), x labels under each bar, the value above
 * each non-empty bar, and both axis titles.
 * @returns an `<svg role="img">` named by `title`.
 */
export function drawBarChart(bars: readonly Bar[], o: BarChartOptions): SVGSVGElement {
  const W = o.width ?? 640;
  const H = o.height ?? 320;
  const left = 70;
  const right = 16;
  const top = 34;
  const bottom = 66;
  const svg = el('svg', { viewBox: `0 0 ${W} ${H}`, class: 'chart', role: 'img' });
  svg.setAttribute('aria-label', o.title);
  text(o.title, { x: W / 2, y: 20, class: 'chart-title', 'text-anchor': 'middle' }, svg);
  const plotW = W - left - right;
  const plotH = H - top - bottom;
  const max = Math.max(0, ...bars.map((b) => b.value));
  const { top: yTop, step } = niceScale(max);
  const y = (v: number) => top + plotH - (v / yTop) * plotH;
  for (let v = 0; v <= yTop + 1e-9; v += step) {
    el('line', { x1: left, x2: left + plotW, y1: y(v), y2: y(v), class: v === 0 ? 'chart-axis' : 'chart-grid' }, svg);
    text(
      String(Math.round(v * 1000) / 1000),
      { x: left - 8, y: y(v) + 4, 'text-anchor': 'end', class: 'chart-tick' },
      svg,
    );
  }
  el('line', { x1: left, x2: left, y1: top, y2: top + plotH, class: 'chart-axis' }, svg);
  const slot = plotW / Math.max(1, bars.length);
  bars.forEach((b, i) => {
    const x = left + i * slot + slot * 0.15;
    const w = slot * 0.7;
    const g = el('g', { class: 'chart-bar' }, svg);
    const t = el('title', {}, g);
    t.textContent = `${b.label}: ${b.value}`;
    el('rect', { x, y: y(b.value), width: w, height: Math.max(0, top + plotH - y(b.value)), rx: 2 }, g);
    if (b.value > 0)
      text(String(b.value), { x: x + w / 2, y: y(b.value) - 4, 'text-anchor': 'middle', class: 'chart-value' }, g);
    text(b.label, { x: x + w / 2, y: top + plotH + 16, 'text-anchor': 'middle', class: 'chart-tick' }, svg);
  });
  text(o.xLabel, { x: left + plotW / 2, y: H - 14, 'text-anchor': 'middle', class: 'chart-axis-label' }, svg);
  text(
    o.yLabel,
    {
      x: 16,
      y: top + plotH / 2,
      'text-anchor': 'middle',
      class: 'chart-axis-label',
      transform: `rotate(-90 16 ${top + plotH / 2})`,
    },
    svg,
  );
  return svg;
}
