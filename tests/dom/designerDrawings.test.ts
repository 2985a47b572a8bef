import { describe, expect, it, vi } from 'vitest';
import { drawBarChart, niceScale } from '../../src/designer/barChart';
import { drawBoard } from '../../src/designer/boardSvg';
import { workerEngine, type WorkerRequest } from '../../src/designer/designerEngine';
import { generateBomb, bombToJson } from '../../src/rules/generator';

describe('drawBoard', () => {
  const b = generateBomb('draw', 1);
  it('draws 32 numbered spaces, four LEDs with You and the names, and the four pawns labelled', () => {
    const svg = drawBoard({ seat: b.seat, colors: b.colors, names: b.names, state: b.state });
    expect(svg.querySelectorAll('[data-space]')).toHaveLength(32);
    expect([...svg.querySelectorAll('.space-number')].map((t) => t.textContent)).toEqual(
      Array.from({ length: 32 }, (_, i) => String(i)),
    );
    expect([...svg.querySelectorAll('.led-name')].map((t) => t.textContent).sort()).toEqual(['You', ...b.names].sort());
    expect([...svg.querySelectorAll('.piece-label')].map((t) => t.textContent).sort()).toEqual([
      'O1',
      'O2',
      'P',
      'You',
    ]);
    expect(svg.querySelector('[data-piece="partner"] title')!.textContent).toBe(
      `partner on space ${b.state.partner} (seat ${(b.seat + 2) & 3}, ${['top-right', 'bottom-right', 'bottom-left', 'top-left'][(b.seat + 2) & 3]}, ${b.colors[(b.seat + 2) & 3]})`,
    );
    expect(svg.querySelectorAll('[role="button"]')).toHaveLength(0);
  });

  it('moves a selected pawn to a clicked free space, never onto a taken one', () => {
    const onMove = vi.fn();
    const svg = drawBoard({ seat: b.seat, colors: b.colors, names: b.names, state: b.state }, onMove);
    const free = Array.from({ length: 32 }, (_, i) => i).find(
      (s) => ![b.state.you, b.state.opponent1, b.state.partner, b.state.opponent2].includes(s),
    )!;
    (svg.querySelector('[data-piece="opponent2"]') as SVGElement).dispatchEvent(
      new MouseEvent('click', { bubbles: true }),
    );
    expect(svg.querySelector('[data-piece="opponent2"]')!.classList.contains('selected')).toBe(true);
    (svg.querySelector(`[data-space="${b.state.partner}"]`) as SVGElement).dispatchEvent(
      new MouseEvent('click', { bubbles: true }),
    );
    expect(onMove).not.toHaveBeenCalled();
    (svg.querySelector(`[data-space="${free}"]`) as SVGElement).dispatchEvent(
      new MouseEvent('click', { bubbles: true }),
    );
    expect(onMove).toHaveBeenCalledWith('opponent2', free);
  });

  it('puts names in as text, never as markup', () => {
    const svg = drawBoard({
      seat: 0,
      colors: ['red', 'yellow', 'green', 'blue'],
      names: ['<b>x</b>', 'Tom', 'Zoe'],
      state: { seat: 0, you: 1, opponent1: 2, partner: 3, opponent2: 4 },
    });
    expect(svg.querySelector('b')).toBeNull();
    expect(svg.textContent).toContain('<b>x</b>');
  });
});

describe('drawBarChart', () => {
  it('labels both axes, each bar and each non-empty value', () => {
    const svg = drawBarChart(
      [
        { label: '1', value: 3 },
        { label: '2–4', value: 0 },
        { label: '5+', value: 12 },
      ],
      { title: 'T', xLabel: 'Solutions', yLabel: 'Bombs' },
    );
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('T');
    const texts = [...svg.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining(['T', 'Solutions', 'Bombs', '1', '2–4', '5+', '3', '12']));
    expect(svg.querySelectorAll('rect')).toHaveLength(3);
    expect(niceScale(12)).toEqual({ top: 15, step: 5 });
    expect(niceScale(921)).toEqual({ top: 1000, step: 200 });
  });
});

describe('workerEngine', () => {
  it('falls back to running tasks inline when the worker cannot start', async () => {
    const posted: WorkerRequest[] = [];
    const fake = {
      onmessage: null as unknown,
      onerror: null as null | ((ev: { message: string }) => void),
      postMessage(m: WorkerRequest) {
        posted.push(m);
        setTimeout(() => this.onerror?.({ message: 'cannot load' }), 0);
      },
      terminate() {},
    };
    const engine = workerEngine(() => fake as unknown as Worker);
    const out = await engine.generate({ seed: 'fb', ruleSeed: 1, filters: {} });
    expect(posted).toHaveLength(1);
    expect(out.ok && out.bomb).toEqual(bombToJson(generateBomb('fb', 1)));
    const a = await engine.analyse({
      state: generateBomb('fb', 1).state,
      hand: ['1', '2', '3', '4R', '5'],
      swap: null,
    });
    expect(posted).toHaveLength(1);
    expect(a.difficulty.solutionCount).toBeGreaterThanOrEqual(0);
  });
});
