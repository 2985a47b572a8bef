/**
 * Helpers of the manual's DOM tests: load a manual page's HTML into jsdom's document and start it
 * with a fake window whose hash the test controls.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  initManual,
  type ManualHandle,
  type ManualOptions,
  type ManualWindow,
} from '../../src/pages/manual/manualPage';

export const FILES = { en: 'index.html', fr: 'fr.html', eo: 'eo.html' } as const;
export type TestLang = keyof typeof FILES;
export const ALL_LANGS: TestLang[] = ['en', 'fr', 'eo'];

/** A window stand-in: a settable hash and hashchange listeners. */
export class FakeWindow implements ManualWindow {
  readonly location = { hash: '' };
  private readonly listeners = new Set<() => void>();
  addEventListener(_type: 'hashchange', listener: () => void): void {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'hashchange', listener: () => void): void {
    this.listeners.delete(listener);
  }
  /** Sets the hash and fires hashchange, as a browser does. */
  navigate(hash: string): void {
    this.location.hash = hash;
    for (const l of this.listeners) l();
  }
  get listenerCount(): number {
    return this.listeners.size;
  }
}

/**
 * Replaces jsdom's document with a manual page (scripts removed) and starts the page's code for
 * the given hash.
 */
export function loadManual(
  lang: TestLang,
  hash = '',
  options: ManualOptions = {},
): { handle: ManualHandle; win: FakeWindow } {
  const html = readFileSync(join(process.cwd(), 'manual', FILES[lang]), 'utf8');
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  for (const s of parsed.querySelectorAll('script')) s.remove();
  document.replaceChild(document.importNode(parsed.documentElement, true), document.documentElement);
  const win = new FakeWindow();
  win.location.hash = hash;
  const handle = initManual(document, win, options);
  return { handle, win };
}

/** The names table as [name, offset] rows, in the order shown. */
export function tableRows(): Array<[string, number]> {
  const rows = [...document.querySelectorAll('#names-table tbody tr')];
  return rows.map((tr) => [tr.querySelector('th')!.textContent!.trim(), Number(tr.querySelector('td')!.textContent)]);
}

/**
 * Text normalised for comparing typography-independent content: Unicode NFC; every kind of space
 * collapsed to one plain space; no space before : ; ! ? » or after «; typographic apostrophes and
 * quotes made plain; "..." as "…".
 */
export function normalise(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\s\u00a0\u202f\u2009]+/g, ' ')
    .replace(/ ([:;!?»])/g, '$1')
    .replace(/« /g, '«')
    .replace(/[’‘]/g, "'")
    .replace(/[«»“”]/g, '"')
    .replace(/\.\.\./g, '…')
    .trim();
}

/** Splits a seed document into its sentences (bullets, headings and paragraph lines). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .map((line) => line.replace(/^\s*•\s*/, '').trim())
    .filter((line) => line !== '')
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-ZÀ-ÖØ-Ý«ĈĜĤĴŜŬ])/u))
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
