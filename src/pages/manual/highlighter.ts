/**
 * The manual's highlighter, in the manner of the community's KTANE manuals (ktane.timwi.de's
 * highlighter.js: a click marks a table cell, Shift+click its row, the same click again clears
 * it): experts mark the names they have used and the rows they have checked.
 *
 * - Pointer: click a body cell of a table to mark it, click again to clear it; Shift+click marks
 *   or clears the cell's whole row.
 * - Keyboard: each table is one tab stop (an ARIA grid with a roving tabindex); the arrow keys,
 *   Home and End move between its cells; Enter or Space marks the focused cell, Shift+Enter or
 *   Shift+Space its row.
 * - Screen readers: the tables become `role="grid"` with `aria-multiselectable`; a marked cell,
 *   or any cell of a marked row, is `aria-selected="true"` (the state axe-core accepts on grid
 *   cells and row headers), and the table's title says how to use it.
 * - Marks are kept per rule seed while the page is open (MarkStore): another seed shows its own
 *   marks, coming back shows the first ones again. Print shows them (manual.css).
 *
 * The static HTML is a plain table; the grid roles and key handling are added here, so a page
 * without scripts offers nothing it cannot do.
 */

/** A cell mark's key: `<table>:<row>:<column>`; a row mark's key: `<table>:<row>`. */
type MarkKey = string;

/** The marks of every rule seed shown so far. */
export class MarkStore {
  private readonly bySeed = new Map<number, Set<MarkKey>>();

  /** Marks or clears `key` for a rule seed; returns true when it is now marked. */
  toggle(ruleSeed: number, key: MarkKey): boolean {
    let marks = this.bySeed.get(ruleSeed);
    if (!marks) this.bySeed.set(ruleSeed, (marks = new Set()));
    if (marks.delete(key)) return false;
    marks.add(key);
    return true;
  }

  /** True when `key` is marked for the rule seed. */
  has(ruleSeed: number, key: MarkKey): boolean {
    return this.bySeed.get(ruleSeed)?.has(key) ?? false;
  }

  /** The marks of a rule seed (empty for a seed never marked). */
  marks(ruleSeed: number): ReadonlySet<MarkKey> {
    return this.bySeed.get(ruleSeed) ?? new Set();
  }
}

/** A running highlighter. */
export interface Highlighter {
  /** Decorates the tables as they are now and shows the marks of `ruleSeed` (after a render). */
  show(ruleSeed: number): void;
  /** The marks, per rule seed. */
  readonly store: MarkStore;
  /** Removes the listeners (the marks stay drawn). */
  destroy(): void;
}

/** Classes drawn by manual.css: a marked cell, and the cells of a marked row. */
const MARK_CELL = 'mark-cell';
const MARK_ROW = 'mark-row';

/** The body cells of a table, row by row. */
function grid(table: HTMLTableElement): HTMLTableCellElement[][] {
  return [...table.tBodies].flatMap((body) => [...body.rows].map((row) => [...row.cells]));
}

/** A cell's place in its table's body grid. */
function placeOf(table: HTMLTableElement, cell: HTMLTableCellElement): { row: number; col: number } | null {
  const rows = grid(table);
  for (let row = 0; row < rows.length; row++) {
    const col = rows[row]!.indexOf(cell);
    if (col >= 0) return { row, col };
  }
  return null;
}

/**
 * Moves the focus (and the grid's one tab stop) from a cell to its neighbour for an arrow key,
 * Home or End; stays put at an edge.
 * @returns false when the key is not one of those (the event is left alone)
 */
function moveFocus(table: HTMLTableElement, from: HTMLTableCellElement, key: string): boolean {
  const rows = grid(table);
  const place = placeOf(table, from);
  if (!place) return false;
  let { row, col } = place;
  if (key === 'ArrowUp') row--;
  else if (key === 'ArrowDown') row++;
  else if (key === 'ArrowLeft') col--;
  else if (key === 'ArrowRight') col++;
  else if (key === 'Home') col = 0;
  else if (key === 'End') col = rows[row]!.length - 1;
  else return false;
  const target = rows[row]?.[col];
  if (target) {
    from.tabIndex = -1;
    target.tabIndex = 0;
    target.focus();
  }
  return true;
}

/**
 * Starts the highlighter on tables.
 * @param tables the tables whose body cells can be marked (the names table, the option buttons)
 * @param hint how to use it, in the page's language (the tables' title)
 * @param ruleSeed the rule seed shown at first
 */
export function createHighlighter(tables: readonly HTMLTableElement[], hint: string, ruleSeed: number): Highlighter {
  const store = new MarkStore();
  let seed = ruleSeed;
  const keyOf = (t: number, row: number, col?: number): MarkKey =>
    col === undefined ? `${t}:${row}` : `${t}:${row}:${col}`;

  const paint = (t: number) => {
    grid(tables[t]!).forEach((cells, row) => {
      const rowMarked = store.has(seed, keyOf(t, row));
      cells.forEach((cell, col) => {
        const cellMarked = store.has(seed, keyOf(t, row, col));
        cell.classList.toggle(MARK_CELL, cellMarked);
        cell.classList.toggle(MARK_ROW, rowMarked);
        cell.setAttribute('aria-selected', String(cellMarked || rowMarked));
      });
    });
  };

  const decorate = (t: number) => {
    const table = tables[t]!;
    table.setAttribute('role', 'grid');
    table.setAttribute('aria-multiselectable', 'true');
    table.title = hint;
    const cells = grid(table).flat();
    const focusable = cells.find((c) => c.tabIndex === 0) ?? cells[0];
    for (const c of cells) c.tabIndex = c === focusable ? 0 : -1;
    paint(t);
  };

  const toggle = (t: number, cell: HTMLTableCellElement, wholeRow: boolean) => {
    const place = placeOf(tables[t]!, cell);
    if (!place) return;
    store.toggle(seed, wholeRow ? keyOf(t, place.row) : keyOf(t, place.row, place.col));
    paint(t);
  };

  const removers = tables.map((table, t) => {
    const cellOf = (e: Event) => {
      const cell = (e.target as Element | null)?.closest?.('td, th') as HTMLTableCellElement | null;
      return cell && table.contains(cell) && cell.parentElement?.parentElement?.tagName === 'TBODY' ? cell : null;
    };
    const onClick = (e: MouseEvent) => {
      const cell = cellOf(e);
      if (!cell) return;
      for (const c of grid(table).flat()) c.tabIndex = c === cell ? 0 : -1;
      toggle(t, cell, e.shiftKey);
    };
    // Shift+click would otherwise select text from the last click to this one.
    const onMouseDown = (e: MouseEvent) => {
      if (e.shiftKey && cellOf(e)) e.preventDefault();
    };
    const onKey = (e: KeyboardEvent) => {
      const cell = cellOf(e);
      if (!cell || e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key === 'Enter' || e.key === ' ') toggle(t, cell, e.shiftKey);
      else if (!moveFocus(table, cell, e.key)) return;
      e.preventDefault();
    };
    table.addEventListener('click', onClick);
    table.addEventListener('mousedown', onMouseDown);
    table.addEventListener('keydown', onKey);
    return () => {
      table.removeEventListener('click', onClick);
      table.removeEventListener('mousedown', onMouseDown);
      table.removeEventListener('keydown', onKey);
    };
  });

  const show = (ruleSeed: number) => {
    seed = ruleSeed;
    tables.forEach((_, t) => decorate(t));
  };
  show(ruleSeed);
  return { show, store, destroy: () => removers.forEach((r) => r()) };
}
