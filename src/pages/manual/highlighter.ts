/**
 * The manual's highlighter, in the manner of the community's KTANE manuals (ktane.timwi.de's
 * `ktane-utils.js`): experts mark the names they have used and the rows or columns they have
 * checked, in several colours.
 *
 * - Pointer: a click marks what the mode says (a cell, by default; the toolbar's Row and Column
 *   set another, for a phone), the same click again clears it, a click in another colour recolours
 *   it; Shift+click marks the cell's whole row, Ctrl+click (⌘ on a Mac) its whole column,
 *   Alt+click the cell alone, as ktane-utils does.
 * - Keyboard: each table is one tab stop (an ARIA grid with a roving tabindex); the arrow keys,
 *   Home and End move between its cells; Enter or Space marks the focused cell (or its row or
 *   column, with the mode), Shift+Enter its row, Ctrl+Enter its column.
 * - Colours: HIGHLIGHT_COLORS, the first six of ktane-utils' palette with its digits (Alt+1 blue …
 *   Alt+6 orange: highlighterBar.ts), drawn as translucent layers (manual.css), so a cell in a
 *   marked row and a marked column shows both.
 * - Screen readers: the tables become `role="grid"` with `aria-multiselectable`; a marked cell,
 *   or any cell of a marked row or column, is `aria-selected="true"` (the state axe-core accepts on
 *   grid cells and row headers), and its description says the marks and their colours in words
 *   ("marked blue, row marked red"; `aria-describedby` to hidden words), the table's title how to
 *   use it.
 * - Marks are kept per rule seed while the page is open (MarkStore), each with its colour: another
 *   seed shows its own marks, coming back shows the first ones again. Print shows them as shown
 *   (manual.css: `print-color-adjust: exact`).
 *
 * The static HTML is a plain table; the grid roles and key handling are added here, so a page
 * without scripts offers nothing it cannot do.
 */

/** What a mark covers: one cell, the cell's row, or its column (of the table's body). */
export type MarkKind = 'cell' | 'row' | 'col';

/** The highlight colours, by their ktane-utils digit (1 blue is its default); manual.css draws `--hl-N`. */
export const HIGHLIGHT_COLORS = [1, 2, 3, 4, 5, 6] as const;
export type HighlightColor = (typeof HIGHLIGHT_COLORS)[number];

/**
 * A mark's key: `cell:<table>:<row>:<column>`, `row:<table>:<row>`, `col:<table>:<column>`
 * (rows and columns of the table's body grid, from 0).
 */
type MarkKey = string;

/** The marks of every rule seed shown so far, each with its colour. */
export class MarkStore {
  private readonly bySeed = new Map<number, Map<MarkKey, HighlightColor>>();

  /**
   * Marks `key` in `color` for a rule seed, or clears it when it is marked in that colour
   * already; a mark in another colour takes the new one.
   * @returns true when the key is now marked.
   */
  toggle(ruleSeed: number, key: MarkKey, color: HighlightColor = 1): boolean {
    let marks = this.bySeed.get(ruleSeed);
    if (!marks) this.bySeed.set(ruleSeed, (marks = new Map()));
    if (marks.get(key) === color) {
      marks.delete(key);
      return false;
    }
    marks.set(key, color);
    return true;
  }

  /** True when `key` is marked for the rule seed. */
  has(ruleSeed: number, key: MarkKey): boolean {
    return this.bySeed.get(ruleSeed)?.has(key) ?? false;
  }

  /** The colour of `key`'s mark for the rule seed, or undefined when it is not marked. */
  colorOf(ruleSeed: number, key: MarkKey): HighlightColor | undefined {
    return this.bySeed.get(ruleSeed)?.get(key);
  }

  /** The marks of a rule seed and their colours (empty for a seed never marked). */
  marks(ruleSeed: number): ReadonlyMap<MarkKey, HighlightColor> {
    return this.bySeed.get(ruleSeed) ?? new Map();
  }

  /** Clears every mark of a rule seed; returns how many there were. */
  clear(ruleSeed: number): number {
    const n = this.bySeed.get(ruleSeed)?.size ?? 0;
    this.bySeed.delete(ruleSeed);
    return n;
  }
}

/** The words the highlighter needs, in the page's language (texts.ts). */
interface HighlighterWords {
  /** How to use it (the tables' title). */
  readonly hint: string;
  /** A mark in words, for a cell's description: "marked blue", "row marked red". */
  marked(kind: MarkKind, color: HighlightColor): string;
}

/** A running highlighter. */
export interface Highlighter {
  /** Decorates the tables as they are now and shows the marks of `ruleSeed` (after a render). */
  show(ruleSeed: number): void;
  /** The colour new marks take (1 … 6); the toolbar sets it. */
  color: HighlightColor;
  /** What a plain click, Enter or Space marks. */
  mode: MarkKind;
  /** Clears every mark of the rule seed shown; returns how many there were. */
  clear(): number;
  /** The marks, per rule seed. */
  readonly store: MarkStore;
  /** Removes the listeners (the marks stay drawn). */
  destroy(): void;
}

/** Classes drawn by manual.css: a marked cell, the cells of a marked row, of a marked column. */
const MARK_CLASS: Record<MarkKind, string> = { cell: 'mark-cell', row: 'mark-row', col: 'mark-col' };

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

/** The key of the mark of `kind` through the cell at (row, col) of table `t`. */
function keyOf(kind: MarkKind, t: number, row: number, col: number): MarkKey {
  if (kind === 'cell') return `cell:${t}:${row}:${col}`;
  return kind === 'row' ? `row:${t}:${row}` : `col:${t}:${col}`;
}

/** The mark kind of a click or key: Shift the row, Ctrl (⌘) the column, Alt the cell, else the mode. */
function kindOf(
  e: { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean; altKey: boolean },
  mode: MarkKind,
): MarkKind {
  const ctrl = e.ctrlKey || e.metaKey;
  if (e.shiftKey && !ctrl) return 'row';
  if (ctrl && !e.shiftKey) return 'col';
  if (e.altKey || (ctrl && e.shiftKey)) return 'cell';
  return mode;
}

/**
 * The hidden words the cells' descriptions point to: one element per kind and colour, id
 * `hl-<kind>-<colour>`, in a `hidden` container after the first table (created once per page).
 */
function describedWords(doc: Document, words: HighlighterWords): (kind: MarkKind, color: HighlightColor) => string {
  const id = (kind: MarkKind, color: HighlightColor) => `hl-${kind}-${color}`;
  if (!doc.getElementById(id('cell', 1))) {
    const box = doc.createElement('div');
    box.hidden = true;
    box.className = 'highlighter-words';
    for (const kind of ['cell', 'row', 'col'] as const) {
      for (const color of HIGHLIGHT_COLORS) {
        const span = doc.createElement('span');
        span.id = id(kind, color);
        span.textContent = words.marked(kind, color);
        box.append(span);
      }
    }
    doc.body.append(box);
  }
  return id;
}

/**
 * Draws the marks of one table: each body cell's classes, its colours (`data-cell`, `data-row`,
 * `data-col`), `aria-selected` and its description (the hidden words of `wordsId`).
 * @param colorOf the colour of the mark of a kind through the cell at (row, col), if any
 */
function paintMarks(
  table: HTMLTableElement,
  colorOf: (kind: MarkKind, row: number, col: number) => HighlightColor | undefined,
  wordsId: (kind: MarkKind, color: HighlightColor) => string,
): void {
  grid(table).forEach((cells, row) =>
    cells.forEach((cell, col) => {
      const ids: string[] = [];
      for (const kind of ['cell', 'row', 'col'] as const) {
        const color = colorOf(kind, row, col);
        cell.classList.toggle(MARK_CLASS[kind], color !== undefined);
        if (color === undefined) delete cell.dataset[kind];
        else {
          cell.dataset[kind] = String(color);
          ids.push(wordsId(kind, color));
        }
      }
      cell.setAttribute('aria-selected', String(ids.length > 0));
      if (ids.length) cell.setAttribute('aria-describedby', ids.join(' '));
      else cell.removeAttribute('aria-describedby');
    }),
  );
}

/**
 * Listens to a table's clicks and keys: a click or Enter / Space on a body cell calls `mark` (the
 * event's modifiers say which kind of mark), the arrows, Home and End move the focus.
 * @returns the function that removes the listeners.
 */
function listenTo(
  table: HTMLTableElement,
  mark: (cell: HTMLTableCellElement, e: MouseEvent | KeyboardEvent) => void,
): () => void {
  const cellOf = (e: Event) => {
    const cell = (e.target as Element | null)?.closest?.('td, th') as HTMLTableCellElement | null;
    return cell && table.contains(cell) && cell.parentElement?.parentElement?.tagName === 'TBODY' ? cell : null;
  };
  const onClick = (e: MouseEvent) => {
    const cell = cellOf(e);
    if (!cell) return;
    for (const c of grid(table).flat()) c.tabIndex = c === cell ? 0 : -1;
    mark(cell, e);
  };
  // Shift+click (or Ctrl, Alt) would otherwise select text from the last click to this one.
  const onMouseDown = (e: MouseEvent) => {
    if ((e.shiftKey || e.ctrlKey || e.metaKey || e.altKey) && cellOf(e)) e.preventDefault();
  };
  const onKey = (e: KeyboardEvent) => {
    const cell = cellOf(e);
    if (!cell || e.altKey) return;
    if (e.key === 'Enter' || e.key === ' ') mark(cell, e);
    else if (e.ctrlKey || e.metaKey || !moveFocus(table, cell, e.key)) return;
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
}

/**
 * Starts the highlighter on tables.
 * @param tables the tables whose body cells can be marked (the names table, the option buttons)
 * @param words how to use it and the marks in words, in the page's language
 * @param ruleSeed the rule seed shown at first
 */
export function createHighlighter(
  tables: readonly HTMLTableElement[],
  words: HighlighterWords,
  ruleSeed: number,
): Highlighter {
  const store = new MarkStore();
  let seed = ruleSeed;
  const doc = tables[0]?.ownerDocument;
  const wordsId = doc ? describedWords(doc, words) : () => '';
  const state = { color: 1 as HighlightColor, mode: 'cell' as MarkKind };

  const paint = (t: number) =>
    paintMarks(tables[t]!, (kind, row, col) => store.colorOf(seed, keyOf(kind, t, row, col)), wordsId);

  const decorate = (t: number) => {
    const table = tables[t]!;
    table.setAttribute('role', 'grid');
    table.setAttribute('aria-multiselectable', 'true');
    table.title = words.hint;
    const cells = grid(table).flat();
    const focusable = cells.find((c) => c.tabIndex === 0) ?? cells[0];
    for (const c of cells) c.tabIndex = c === focusable ? 0 : -1;
    paint(t);
  };

  const toggle = (t: number, cell: HTMLTableCellElement, kind: MarkKind) => {
    const place = placeOf(tables[t]!, cell);
    if (!place) return;
    store.toggle(seed, keyOf(kind, t, place.row, place.col), state.color);
    paint(t);
  };

  const removers = tables.map((table, t) => listenTo(table, (cell, e) => toggle(t, cell, kindOf(e, state.mode))));

  const show = (ruleSeed: number) => {
    seed = ruleSeed;
    tables.forEach((_, t) => decorate(t));
  };
  show(ruleSeed);
  return {
    show,
    get color() {
      return state.color;
    },
    set color(c: HighlightColor) {
      state.color = c;
    },
    get mode() {
      return state.mode;
    },
    set mode(m: MarkKind) {
      state.mode = m;
    },
    clear() {
      const n = store.clear(seed);
      tables.forEach((_, t) => paint(t));
      return n;
    },
    store,
    destroy: () => removers.forEach((r) => r()),
  };
}
