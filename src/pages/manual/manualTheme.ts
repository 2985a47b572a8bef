/**
 * The manual's theme on screen: following the system (`prefers-color-scheme`, the default), or
 * light or dark as the reader chose (the toolbar's Dark mode switch, Alt+W as on the community's
 * manuals), kept between visits in localStorage. The choice is `<html data-theme="light|dark">`
 * (none while following the system), which manual.css reads; print is always light.
 */

/** What the reader chose. */
export type ThemeChoice = 'system' | 'light' | 'dark';

const KEY = 'tac-manual-theme';

/** The kept choice ('system' when there is none, it is not one of the three, or storage is refused). */
export function storedTheme(storage: Pick<Storage, 'getItem'> | null): ThemeChoice {
  try {
    const v = storage?.getItem(KEY);
    return v === 'light' || v === 'dark' ? v : 'system';
  } catch {
    return 'system';
  }
}

/** Keeps the choice (nothing kept for 'system'); storage refused (private mode) keeps it for this page only. */
export function storeTheme(storage: Pick<Storage, 'setItem' | 'removeItem'> | null, choice: ThemeChoice): void {
  try {
    if (choice === 'system') storage?.removeItem(KEY);
    else storage?.setItem(KEY, choice);
  } catch {
    // the choice lasts for this page only
  }
}

/** Shows the choice: `<html data-theme>` set, or removed to follow the system. */
export function applyTheme(doc: Document, choice: ThemeChoice): void {
  if (choice === 'system') delete doc.documentElement.dataset.theme;
  else doc.documentElement.dataset.theme = choice;
}

/** True when the page is dark now: the choice, or the system's when following it. */
export function isDark(choice: ThemeChoice, systemDark: boolean): boolean {
  return choice === 'system' ? systemDark : choice === 'dark';
}
