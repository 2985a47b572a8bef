/**
 * The manual's highlighter toolbar, in the manner of the community's manuals (ktane-utils.js's
 * options and its phone buttons), in the `#highlighter-bar` the page's HTML reserves (a region named
 * "Highlighter"; its height is kept by manual.css, so filling it moves nothing; it stays at the top
 * of the window while the sheets scroll, and is never printed):
 *
 * - the colours (highlighter.ts HIGHLIGHT_COLORS), each a button with its name and `aria-pressed`,
 *   and Alt+1 … Alt+6 as on the community's manuals;
 * - what a plain click or Enter marks: Cell, Row, Column (`aria-pressed`; a phone has no Shift);
 * - Clear marks (Alt+C): every mark of the rule seed shown;
 * - Dark mode (Alt+W, `aria-pressed` = the page is dark now) and As the system (`aria-pressed`
 *   while the page follows the system's setting): manualTheme.ts, kept between visits.
 *
 * What a key does is said in a polite live region ("Highlighter colour: red."). Every word comes
 * from texts.ts in the page's language; nothing is written as HTML.
 */
import { HIGHLIGHT_COLORS, type HighlightColor, type Highlighter, type MarkKind } from './highlighter';
import { applyTheme, isDark, storedTheme, storeTheme, type ThemeChoice } from './manualTheme';
import type { ManualTexts } from './texts';

/** The document's storage, or null where the browser refuses it (a sandbox, some private modes). */
function storageOf(doc: Document): Storage | null {
  try {
    return doc.defaultView?.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The system's dark-mode query (a stand-in that is never dark where there is no matchMedia, as in jsdom). */
function systemDark(doc: Document): Pick<MediaQueryList, 'matches' | 'addEventListener'> {
  return doc.defaultView?.matchMedia?.('(prefers-color-scheme: dark)') ?? { matches: false, addEventListener() {} };
}

type Words = ManualTexts['highlighter'];

function button(doc: Document, text: string, cls: string): HTMLButtonElement {
  const b = doc.createElement('button');
  b.type = 'button';
  b.className = cls;
  b.textContent = text;
  return b;
}

function group(doc: Document, name: string, cls: string, label?: string): HTMLElement {
  const g = doc.createElement('span');
  g.setAttribute('role', 'group');
  g.setAttribute('aria-label', name);
  g.className = `hl-group ${cls}`;
  if (label) {
    const l = doc.createElement('span');
    l.className = 'hl-label';
    l.setAttribute('aria-hidden', 'true');
    l.textContent = `${label}:`;
    g.append(l);
  }
  return g;
}

/** The colour buttons: a dot with the colour's digit, named by the colour (its key in aria-keyshortcuts). */
function colorButtons(doc: Document, w: Words): HTMLButtonElement[] {
  return HIGHLIGHT_COLORS.map((c) => {
    const b = button(doc, '', 'hl-color');
    b.dataset.color = String(c);
    const dot = doc.createElement('span');
    dot.className = 'hl-dot';
    dot.setAttribute('aria-hidden', 'true');
    dot.textContent = String(c);
    const name = doc.createElement('span');
    name.className = 'visually-hidden';
    name.textContent = w.colors[c - 1]!;
    b.append(dot, name);
    b.title = `${w.colors[c - 1]} (Alt+${c})`;
    b.setAttribute('aria-keyshortcuts', `Alt+${c}`);
    return b;
  });
}

/** The digit of Alt+digit (the code, as the key can be a symbol under Alt), or null. */
function digitOf(e: KeyboardEvent): number | null {
  const m = /^(?:Digit|Numpad)(\d)$/.exec(e.code) ?? /^(\d)$/.exec(e.key);
  return m ? Number(m[1]) : null;
}

/**
 * Fills the page's `#highlighter-bar` and wires its keys; does nothing on a page without one.
 * @returns the function that removes the key listener.
 */
export function mountHighlighterBar(doc: Document, highlighter: Highlighter, t: ManualTexts): () => void {
  const bar = doc.getElementById('highlighter-bar');
  if (!bar) return () => {};
  const w = t.highlighter;
  const said = doc.createElement('span');
  said.className = 'visually-hidden';
  said.setAttribute('aria-live', 'polite');
  const say = (text: string) => (said.textContent = text);

  const colors = colorButtons(doc, w);
  const showColor = () =>
    colors.forEach((b) => b.setAttribute('aria-pressed', String(Number(b.dataset.color) === highlighter.color)));
  const setColor = (c: HighlightColor) => {
    highlighter.color = c;
    showColor();
  };
  colors.forEach((b) => b.addEventListener('click', () => setColor(Number(b.dataset.color) as HighlightColor)));

  const modes = (['cell', 'row', 'col'] as const).map((m) => {
    const b = button(doc, w.modes[m], 'hl-mode');
    b.dataset.mode = m;
    return b;
  });
  const showMode = () =>
    modes.forEach((b) => b.setAttribute('aria-pressed', String(b.dataset.mode === highlighter.mode)));
  modes.forEach((b) =>
    b.addEventListener('click', () => {
      highlighter.mode = b.dataset.mode as MarkKind;
      showMode();
    }),
  );

  const clear = button(doc, w.clear, 'hl-clear');
  clear.setAttribute('aria-keyshortcuts', 'Alt+C');
  const clearAll = () => say(w.cleared(highlighter.clear()));
  clear.addEventListener('click', clearAll);

  const media = systemDark(doc);
  const storage = storageOf(doc);
  let theme: ThemeChoice = storedTheme(storage);
  const dark = button(doc, w.dark, 'hl-theme');
  dark.setAttribute('aria-keyshortcuts', 'Alt+W');
  const system = button(doc, w.system, 'hl-theme');
  const showTheme = () => {
    applyTheme(doc, theme);
    dark.setAttribute('aria-pressed', String(isDark(theme, media.matches)));
    system.setAttribute('aria-pressed', String(theme === 'system'));
  };
  const setTheme = (choice: ThemeChoice) => {
    theme = choice;
    storeTheme(storage, choice);
    showTheme();
    say(w.themeSaid(isDark(theme, media.matches), theme === 'system'));
  };
  const toggleDark = () => setTheme(isDark(theme, media.matches) ? 'light' : 'dark');
  dark.addEventListener('click', toggleDark);
  system.addEventListener('click', () => setTheme('system'));
  media.addEventListener('change', showTheme);

  const colorGroup = group(doc, w.colorGroup, 'hl-colors');
  colorGroup.append(...colors);
  const modeGroup = group(doc, w.markGroup, 'hl-modes', w.markGroup);
  modeGroup.append(...modes);
  const themeGroup = group(doc, w.themeGroup, 'hl-themes');
  themeGroup.append(dark, system);
  bar.setAttribute('role', 'region');
  bar.setAttribute('aria-label', w.toolbar);
  bar.replaceChildren(colorGroup, modeGroup, clear, themeGroup, said);
  showColor();
  showMode();
  showTheme();

  // Alt+digit, Alt+C and Alt+W, as ktane-utils.js (Alt alone: Ctrl+Alt is AltGr on some keyboards).
  const onKey = (e: KeyboardEvent) => {
    if (!e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    const digit = digitOf(e);
    if (digit !== null && (HIGHLIGHT_COLORS as readonly number[]).includes(digit)) {
      setColor(digit as HighlightColor);
      say(w.colorChosen(w.colors[digit - 1]!));
    } else if (e.code === 'KeyC' || e.key.toLowerCase() === 'c') clearAll();
    else if (e.code === 'KeyW' || e.key.toLowerCase() === 'w') toggleDark();
    else return;
    e.preventDefault();
  };
  doc.addEventListener('keydown', onKey);
  return () => doc.removeEventListener('keydown', onKey);
}
