/**
 * The manual's highlighter in jsdom (src/pages/manual/highlighter.ts): a click marks a cell and a second
 * click clears it, Shift marks the row, the keyboard does the same on a focused cell and moves
 * between cells, the tables are ARIA grids with one tab stop, and marks are kept per rule seed.
 */
import { fireEvent, within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkStore } from '../../src/pages/manual/highlighter';
import { TEXTS } from '../../src/pages/manual/texts';
import { ALL_LANGS, loadManual } from './manualHelpers';

let current: ReturnType<typeof loadManual> | undefined;
function load(...args: Parameters<typeof loadManual>) {
  current?.handle.destroy();
  current = loadManual(...args);
  return current;
}
afterEach(() => {
  current?.handle.destroy();
  current = undefined;
});

/** The names table's body cell at a row (0-based) and column (0 name, 1 offset). */
function nameCell(row: number, col: 0 | 1): HTMLTableCellElement {
  return document.querySelectorAll<HTMLTableRowElement>('#names-table tbody tr')[row]!.cells[col]!;
}
/** The cells marked now, as "row:col" of the names table. */
function selected(): string[] {
  return [...document.querySelectorAll('#names-table tbody tr')].flatMap((tr, r) =>
    [...(tr as HTMLTableRowElement).cells].flatMap((c, i) =>
      c.getAttribute('aria-selected') === 'true' ? [`${r}:${i}`] : [],
    ),
  );
}

describe('highlighter', () => {
  it('a click marks a cell, a second click clears it', () => {
    load('en');
    const cell = nameCell(3, 1);
    expect(cell.getAttribute('aria-selected')).toBe('false');
    fireEvent.click(cell);
    expect(cell.getAttribute('aria-selected')).toBe('true');
    expect(cell.classList.contains('mark-cell')).toBe(true);
    expect(selected()).toEqual(['3:1']);
    fireEvent.click(cell);
    expect(cell.getAttribute('aria-selected')).toBe('false');
    expect(cell.classList.contains('mark-cell')).toBe(false);
    expect(selected()).toEqual([]);
  });

  it('Shift+click marks and clears the whole row; a cell mark inside it stays its own', () => {
    load('fr');
    fireEvent.click(nameCell(5, 0), { shiftKey: true });
    expect(selected()).toEqual(['5:0', '5:1']);
    expect(nameCell(5, 1).classList.contains('mark-row')).toBe(true);
    fireEvent.click(nameCell(5, 1));
    expect([...nameCell(5, 1).classList].sort()).toEqual(['mark-cell', 'mark-row']);
    fireEvent.click(nameCell(5, 1), { shiftKey: true });
    expect(selected()).toEqual(['5:1']);
    expect([...nameCell(5, 1).classList]).toEqual(['mark-cell']);
  });

  it('a click on the header or the caption marks nothing', () => {
    load('en');
    fireEvent.click(document.querySelector('#names-table thead th')!);
    fireEvent.click(document.querySelector('#names-table caption')!);
    expect(document.querySelectorAll('[aria-selected="true"]')).toHaveLength(0);
  });

  it('keyboard: one tab stop per table, arrows move, Enter and Space mark and clear, Shift for the row', () => {
    load('eo');
    const stops = () => [...document.querySelectorAll<HTMLElement>('#names-table [tabindex="0"]')];
    expect(stops()).toEqual([nameCell(0, 0)]);
    expect(document.querySelectorAll('#names-table tbody [tabindex="-1"]')).toHaveLength(63);
    nameCell(0, 0).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(nameCell(1, 1));
    expect(stops()).toEqual([nameCell(1, 1)]);
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(selected()).toEqual(['1:1']);
    fireEvent.keyDown(document.activeElement!, { key: ' ' });
    expect(selected()).toEqual([]);
    fireEvent.keyDown(document.activeElement!, { key: 'Enter', shiftKey: true });
    expect(selected()).toEqual(['1:0', '1:1']);
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(nameCell(1, 0));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' }); // stays on the first row
    expect(document.activeElement).toBe(nameCell(0, 0));
  });

  it('the option buttons table is highlighted too', () => {
    load('en');
    const cell = document.querySelectorAll<HTMLTableRowElement>('table.options tbody tr')[1]!.cells[2]!;
    fireEvent.click(cell.querySelector('svg') ?? cell);
    expect(cell.getAttribute('aria-selected')).toBe('true');
    expect(selected()).toEqual([]);
  });

  it('marks are kept per rule seed while the page is open', () => {
    const { win } = load('en');
    fireEvent.click(nameCell(2, 1));
    win.navigate('#42');
    expect(selected()).toEqual([]);
    fireEvent.click(nameCell(7, 0), { shiftKey: true });
    expect(selected()).toEqual(['7:0', '7:1']);
    win.navigate('');
    expect(selected()).toEqual(['2:1']);
    win.navigate('#42');
    expect(selected()).toEqual(['7:0', '7:1']);
    // The re-rendered table is a grid again, with one tab stop.
    expect(document.querySelectorAll('#names-table [tabindex="0"]')).toHaveLength(1);
  });

  for (const lang of ALL_LANGS) {
    it(`${lang}: the tables are multi-select grids titled with how to use them`, () => {
      load(lang);
      const tables = document.querySelectorAll('table.names, table.options');
      expect(tables).toHaveLength(2);
      for (const t of tables) {
        expect(t.getAttribute('role')).toBe('grid');
        expect(t.getAttribute('aria-multiselectable')).toBe('true');
        expect(t.getAttribute('title')).toBe(TEXTS[lang].highlighterHint);
      }
    });

    it(`${lang}: each grid is named by its caption or heading, the hint only describes it`, () => {
      load(lang);
      const names = { en: 'Option buttons', fr: 'Boutons d’option', eo: 'Opcio-butonoj' }[lang];
      const hint = TEXTS[lang].highlighterHint;
      const grid = (name: string) => within(document.body).getByRole('grid', { name, description: hint });
      expect(grid(TEXTS[lang].tableCaption(1))).toBe(document.querySelector('table.names'));
      expect(grid(names)).toBe(document.querySelector('table.options'));
    });
  }
});

describe('MarkStore', () => {
  it('toggles marks per rule seed', () => {
    const store = new MarkStore();
    expect(store.toggle(1, '0:3:1')).toBe(true);
    expect(store.toggle(42, '0:3:1')).toBe(true);
    expect(store.toggle(1, '0:3:1')).toBe(false);
    expect(store.has(1, '0:3:1')).toBe(false);
    expect(store.has(42, '0:3:1')).toBe(true);
    expect([...store.marks(42)]).toEqual(['0:3:1']);
    expect([...store.marks(7)]).toEqual([]);
  });
});
