import { describe, expect, it, vi } from 'vitest';
import { drawBarChart, niceScale } from '../../src/pages/designer/barChart';
import { drawBoard, spaceCentre } from '../../src/pages/designer/boardSvg';
import { workerEngine, type WorkerRequest } from '../../src/pages/designer/designerEngine';
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

  it('moves a selected pawn to a clicked space; a taken space goes to onMove, which refuses it', () => {
    const onMove = vi.fn();
    const svg = drawBoard({ seat: b.seat, colors: b.colors, names: b.names, state: b.state }, onMove);
    const free = Array.from({ length: 32 }, (_, i) => i).find(
      (s) => ![b.state.you, b.state.opponent1, b.state.partner, b.state.opponent2].includes(s),
    )!;
    const o2 = svg.querySelector('[data-piece="opponent2"]') as SVGElement;
    o2.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(o2.classList.contains('selected')).toBe(true);
    expect(o2.getAttribute('aria-pressed')).toBe('true');
    // Its own space: nothing to do.
    (svg.querySelector(`[data-space="${b.state.opponent2}"]`) as SVGElement).dispatchEvent(
      new MouseEvent('click', { bubbles: true }),
    );
    expect(onMove).not.toHaveBeenCalled();
    o2.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    (svg.querySelector(`[data-space="${b.state.partner}"]`) as SVGElement).dispatchEvent(
      new MouseEvent('click', { bubbles: true }),
    );
    expect(onMove).toHaveBeenLastCalledWith('opponent2', b.state.partner);
    expect(o2.getAttribute('aria-pressed')).toBe('false');
    o2.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    (svg.querySelector(`[data-space="${free}"]`) as SVGElement).dispatchEvent(
      new MouseEvent('click', { bubbles: true }),
    );
    expect(onMove).toHaveBeenLastCalledWith('opponent2', free);
  });

  it('moves a pawn with the keyboard alone: Enter on the pawn, arrows along the track, Enter on the space', () => {
    const onMove = vi.fn();
    const svg = drawBoard({ seat: b.seat, colors: b.colors, names: b.names, state: b.state }, onMove);
    document.body.appendChild(svg);
    const spaces = [...svg.querySelectorAll('[data-space]')];
    expect(spaces.map((g) => g.getAttribute('aria-label'))).toEqual(Array.from({ length: 32 }, (_, i) => `Space ${i}`));
    expect(spaces.every((g) => g.getAttribute('role') === 'button')).toBe(true);
    expect(spaces.filter((g) => g.getAttribute('tabindex') === '0')).toHaveLength(1);
    const p = svg.querySelector('[data-piece="partner"]') as SVGGElement;
    p.focus();
    p.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(p.getAttribute('aria-pressed')).toBe('true');
    const from = b.state.partner as number;
    expect(document.activeElement?.getAttribute('data-space')).toBe(String((from + 1) % 32));
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    const to = (from + 2) % 32;
    expect(document.activeElement?.getAttribute('aria-label')).toBe(`Space ${to}`);
    expect(document.activeElement?.getAttribute('tabindex')).toBe('0');
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(onMove).toHaveBeenCalledWith('partner', to);
    // Escape on the track drops the selection and returns to the pawn.
    p.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(p.getAttribute('aria-pressed')).toBe('false');
    expect(document.activeElement).toBe(p);
    svg.remove();
  });

  describe('dragging', () => {
    // jsdom has neither PointerEvent nor SVG geometry: a PointerEvent from MouseEvent, and a
    // screen matrix that is the identity (client coordinates = drawing coordinates).
    class FakePointerEvent extends MouseEvent {
      readonly pointerId: number;
      constructor(type: string, init: MouseEventInit & { pointerId?: number } = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
      }
    }
    const identity = { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 };
    const setup = () => {
      const onMove = vi.fn();
      const svg = drawBoard({ seat: b.seat, colors: b.colors, names: b.names, state: b.state }, onMove);
      (svg as unknown as { getScreenCTM: () => unknown }).getScreenCTM = () => ({ inverse: () => identity });
      document.body.appendChild(svg);
      const pawn = svg.querySelector('[data-piece="opponent1"]') as SVGGElement;
      const at = spaceCentre(b.state.opponent1 as number);
      const fire = (target: EventTarget, type: string, x: number, y: number) =>
        target.dispatchEvent(new FakePointerEvent(type, { bubbles: true, clientX: x, clientY: y, button: 0 }));
      return { onMove, svg, pawn, at, fire };
    };
    const stuck = (g: Element) => g.hasAttribute('transform') || g.classList.contains('dragging');

    it('snaps the pawn back when it is released off the board (outside the <svg>)', () => {
      const { onMove, svg, pawn, at, fire } = setup();
      fire(pawn, 'pointerdown', at.x, at.y);
      fire(pawn, 'pointermove', at.x + 40, at.y + 300);
      expect(stuck(pawn)).toBe(true);
      fire(document.body, 'pointerup', at.x + 40, at.y + 3000);
      expect(stuck(pawn)).toBe(false);
      expect(onMove).not.toHaveBeenCalled();
      // A later press that does not move leaves nothing behind either.
      fire(pawn, 'pointerdown', at.x, at.y);
      fire(document.body, 'pointerup', at.x, at.y);
      expect(stuck(pawn)).toBe(false);
      svg.remove();
    });

    it('drops on a space (onMove), snaps back between spaces, and ends on window blur', () => {
      const { onMove, svg, pawn, at, fire } = setup();
      const free = Array.from({ length: 32 }, (_, i) => i).find(
        (s) => ![b.state.you, b.state.opponent1, b.state.partner, b.state.opponent2].includes(s),
      )!;
      const to = spaceCentre(free);
      fire(pawn, 'pointerdown', at.x, at.y);
      fire(pawn, 'pointermove', to.x, to.y);
      fire(pawn, 'pointerup', to.x, to.y);
      expect(onMove).toHaveBeenCalledWith('opponent1', free);
      expect(stuck(pawn)).toBe(false);
      // Onto your pawn's space: onMove decides (the page refuses it with an alert).
      const you = spaceCentre(b.state.you as number);
      fire(pawn, 'pointerdown', at.x, at.y);
      fire(pawn, 'pointermove', you.x, you.y);
      fire(pawn, 'pointerup', you.x, you.y);
      expect(onMove).toHaveBeenLastCalledWith('opponent1', b.state.you);
      onMove.mockClear();
      // Released in the middle of the board (the TAC button): no space, back it goes.
      fire(pawn, 'pointerdown', at.x, at.y);
      fire(pawn, 'pointermove', 419, 193);
      fire(pawn, 'pointerup', 419, 193);
      expect(stuck(pawn)).toBe(false);
      fire(pawn, 'pointerdown', at.x, at.y);
      fire(pawn, 'pointermove', at.x + 50, at.y);
      window.dispatchEvent(new Event('blur'));
      expect(stuck(pawn)).toBe(false);
      fire(pawn, 'pointermove', at.x + 90, at.y);
      expect(stuck(pawn)).toBe(false);
      expect(onMove).not.toHaveBeenCalled();
      svg.remove();
    });
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
