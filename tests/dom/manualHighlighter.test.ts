/**
 * The manual's highlighter in jsdom (src/pages/manual/highlighter.ts, highlighterBar.ts): a click marks a
 * cell and a second click clears it, Shift marks the row, Ctrl the column, the keyboard does the
 * same on a focused cell and moves between cells, the tables are ARIA grids with one tab stop;
 * six colours (the toolbar, Alt+digit) said in words in each cell's description, what a plain
 * click marks, clear all (Alt+C), dark mode (Alt+W, kept); marks are kept per rule seed with
 * their colours.
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

/** The names table's body cells marked in a column, row by row. */
function column(col: 0 | 1): string[] {
  return [...document.querySelectorAll<HTMLTableRowElement>('#names-table tbody tr')].map(
    (tr) => tr.cells[col]!.getAttribute('aria-selected') ?? '',
  );
}
/** A cell's description: the words its aria-describedby points to. */
function described(cell: Element): string {
  const ids = (cell.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)!.textContent).join(', ');
}
const bar = () => within(document.getElementById('highlighter-bar')!);
const pressed = (name: string | RegExp) => bar().getByRole('button', { name }).getAttribute('aria-pressed');

describe('highlighter colours, columns, clear all and dark mode', () => {
  afterEach(() => localStorage.clear());

  it('the toolbar: six colours with names (blue pressed), what a click marks, clear, dark mode', () => {
    load('en');
    expect(
      bar()
        .getAllByRole('button')
        .map((b) => [b.textContent, b.getAttribute('aria-pressed')]),
    ).toEqual([
      ['1blue', 'true'],
      ['2red', 'false'],
      ['3green', 'false'],
      ['4yellow', 'false'],
      ['5magenta', 'false'],
      ['6orange', 'false'],
      ['Cell', 'true'],
      ['Row', 'false'],
      ['Column', 'false'],
      ['Clear marks', null],
      ['Dark mode', 'false'],
      ['As the system', 'true'],
    ]);
    expect(within(document.body).getByRole('region', { name: 'Highlighter' }).id).toBe('highlighter-bar');
    expect(bar().getByRole('button', { name: 'red' }).getAttribute('aria-keyshortcuts')).toBe('Alt+2');
  });

  it('a mark takes the chosen colour, says it in words, and another colour recolours it', () => {
    load('fr');
    fireEvent.click(bar().getByRole('button', { name: 'rouge' }));
    expect(pressed('rouge')).toBe('true');
    expect(pressed('bleu')).toBe('false');
    const cell = nameCell(4, 1);
    fireEvent.click(cell);
    expect(cell.dataset.cell).toBe('2');
    expect(described(cell)).toBe('marquée en rouge');
    fireEvent.click(bar().getByRole('button', { name: 'vert' }));
    fireEvent.click(nameCell(4, 0), { shiftKey: true });
    expect(described(cell)).toBe('marquée en rouge, ligne marquée en vert');
    fireEvent.click(cell);
    expect([cell.dataset.cell, cell.getAttribute('aria-selected')]).toEqual(['3', 'true']);
    fireEvent.click(cell);
    expect(cell.dataset.cell).toBeUndefined();
    expect(described(cell)).toBe('ligne marquée en vert');
  });

  it('Ctrl+click and Ctrl+Enter mark the whole column; the Column mode makes a plain click do it', () => {
    load('en');
    fireEvent.click(nameCell(6, 1), { ctrlKey: true });
    expect(column(1).every((s) => s === 'true')).toBe(true);
    expect(column(0).some((s) => s === 'true')).toBe(false);
    expect(nameCell(0, 1).classList.contains('mark-col')).toBe(true);
    expect(described(nameCell(31, 1))).toBe('column marked blue');
    nameCell(2, 1).focus();
    fireEvent.keyDown(nameCell(2, 1), { key: 'Enter', ctrlKey: true });
    expect(column(1).some((s) => s === 'true')).toBe(false);
    fireEvent.click(bar().getByRole('button', { name: 'Column' }));
    expect([pressed('Column'), pressed('Cell')]).toEqual(['true', 'false']);
    fireEvent.click(nameCell(9, 0));
    expect(column(0).every((s) => s === 'true')).toBe(true);
    // Alt+click is the cell alone whatever the mode (as ktane-utils).
    fireEvent.click(nameCell(9, 1), { altKey: true });
    expect(selected().filter((k) => k.endsWith(':1'))).toEqual(['9:1']);
  });

  it('Clear marks and Alt+C clear every mark of the rule seed shown, and say how many', () => {
    const { win } = load('en');
    fireEvent.click(nameCell(1, 0));
    fireEvent.click(nameCell(2, 0), { shiftKey: true });
    win.navigate('#42');
    fireEvent.click(nameCell(3, 1));
    fireEvent.click(bar().getByRole('button', { name: 'Clear marks' }));
    expect(selected()).toEqual([]);
    expect(document.querySelector('#highlighter-bar [aria-live]')!.textContent).toBe('1 mark cleared.');
    win.navigate('');
    expect(selected()).toEqual(['1:0', '2:0', '2:1']);
    fireEvent.keyDown(document.body, { key: 'c', code: 'KeyC', altKey: true });
    expect(selected()).toEqual([]);
    expect(document.querySelector('#highlighter-bar [aria-live]')!.textContent).toBe('2 marks cleared.');
  });

  it('Alt+digit chooses the colour (by the key’s code, as Alt can change the key), and says it', () => {
    load('eo');
    fireEvent.keyDown(document.body, { key: '¡', code: 'Digit4', altKey: true });
    expect(pressed('flava')).toBe('true');
    expect(document.querySelector('#highlighter-bar [aria-live]')!.textContent).toBe('Koloro de la markilo: flava.');
    fireEvent.click(nameCell(0, 1));
    expect(nameCell(0, 1).dataset.cell).toBe('4');
    // Not with Ctrl (AltGr), not a colour the palette lacks.
    fireEvent.keyDown(document.body, { key: '2', code: 'Digit2', altKey: true, ctrlKey: true });
    fireEvent.keyDown(document.body, { key: '9', code: 'Digit9', altKey: true });
    expect(pressed('flava')).toBe('true');
  });

  it('marks keep their colours per rule seed', () => {
    const { win } = load('en');
    fireEvent.click(bar().getByRole('button', { name: 'orange' }));
    fireEvent.click(nameCell(5, 1));
    win.navigate('#42');
    fireEvent.click(bar().getByRole('button', { name: 'magenta' }));
    fireEvent.click(nameCell(5, 1));
    expect(nameCell(5, 1).dataset.cell).toBe('5');
    win.navigate('');
    expect(nameCell(5, 1).dataset.cell).toBe('6');
  });

  it('Dark mode: the switch and Alt+W set it, kept between visits; As the system follows the system again', () => {
    load('en');
    expect(document.documentElement.dataset.theme).toBeUndefined();
    fireEvent.click(bar().getByRole('button', { name: 'Dark mode' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect([pressed('Dark mode'), pressed('As the system')]).toEqual(['true', 'false']);
    expect(localStorage.getItem('tac-manual-theme')).toBe('dark');
    load('fr');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(pressed('Mode sombre')).toBe('true');
    fireEvent.keyDown(document.body, { key: 'w', code: 'KeyW', altKey: true });
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(document.querySelector('#highlighter-bar [aria-live]')!.textContent).toBe('Mode clair.');
    fireEvent.click(bar().getByRole('button', { name: 'Comme le système' }));
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(localStorage.getItem('tac-manual-theme')).toBeNull();
    expect(pressed('Comme le système')).toBe('true');
  });
});

describe('MarkStore', () => {
  it('toggles marks per rule seed', () => {
    const store = new MarkStore();
    expect(store.toggle(1, '0:3:1')).toBe(true);
    expect(store.toggle(42, '0:3:1')).toBe(true);
    expect(store.toggle(1, '0:3:1')).toBe(false);
    expect(store.has(1, '0:3:1')).toBe(false);
    expect(store.has(42, '0:3:1')).toBe(true);
    expect([...store.marks(42)]).toEqual([['0:3:1', 1]]);
    expect([...store.marks(7)]).toEqual([]);
    // Another colour recolours the mark; the same colour clears it.
    expect(store.toggle(42, '0:3:1', 4)).toBe(true);
    expect(store.colorOf(42, '0:3:1')).toBe(4);
    expect(store.toggle(42, '0:3:1', 4)).toBe(false);
    expect(store.colorOf(42, '0:3:1')).toBeUndefined();
    store.toggle(42, 'row:0:1', 2);
    store.toggle(42, 'col:0:0', 3);
    expect(store.clear(42)).toBe(2);
    expect(store.clear(42)).toBe(0);
    expect(store.has(1, '0:3:1')).toBe(false);
  });
});
