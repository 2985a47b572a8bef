/**
 * The experting worksheet of the manual (manual/worksheet.html, worksheet-fr.html,
 * worksheet-eo.html): every manual page links to the sheet of its language, and each sheet has
 * its boxes (the serial's six values, the three names and offsets, the three sums and their
 * mod-32 results, the five cards, the swap decision), found by roles and names.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getAllByRole, getByRole, within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';

const MANUALS = { en: 'index.html', fr: 'fr.html', eo: 'eo.html' } as const;
const SHEETS = { en: 'worksheet.html', fr: 'worksheet-fr.html', eo: 'worksheet-eo.html' } as const;
type Lang = keyof typeof MANUALS;
const LANGS: Lang[] = ['en', 'fr', 'eo'];

/** The words each check looks for, in the sheet's language. */
const WORDS = {
  en: {
    link: 'Experting worksheet',
    back: '← Back to the manual',
    title: 'Experting Worksheet',
    sections: [
      '1. Serial number',
      '2. Names and offsets',
      '3. The hidden pawns',
      '4. The five cards',
      '5. Swap or play?',
    ],
    rows: ['First opponent', 'Partner', 'Second opponent'],
    card: 'Card',
    decision: ['Play:', 'Swap:'],
  },
  fr: {
    link: 'Feuille de calcul de l’expert',
    back: '← Retour au manuel',
    title: 'Feuille de calcul de l’expert',
    sections: [
      '1. Numéro de série',
      '2. Noms et décalages',
      '3. Les pions invisibles',
      '4. Les cinq cartes',
      '5. Échanger ou jouer\u202f?',
    ],
    rows: ['Premier adversaire', 'Partenaire', 'Second adversaire'],
    card: 'Carte',
    decision: ['Jouer\u00a0:', 'Échanger\u00a0:'],
  },
  eo: {
    link: 'Kalkulfolio de la eksperto',
    back: '← Reen al la manlibro',
    title: 'Kalkulfolio de la eksperto',
    sections: [
      '1. Seria numero',
      '2. Nomoj kaj iliaj valoroj',
      '3. La nevideblaj figuroj',
      '4. La kvin kartoj',
      '5. Ĉu interŝanĝi aŭ ludi?',
    ],
    rows: ['Unua kontraŭulo', 'Kunulo', 'Dua kontraŭulo'],
    card: 'Karto',
    decision: ['Ludi:', 'Interŝanĝi:'],
  },
} as const;

/** A page of manual/ as jsdom's document (its scripts are not run). */
function load(file: string): Document {
  const html = readFileSync(join(process.cwd(), 'manual', file), 'utf8');
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.replaceChild(document.importNode(parsed.documentElement, true), document.documentElement);
  return document;
}

describe('the experting worksheet', () => {
  for (const lang of LANGS) {
    it(`${lang}: every manual page links to it, and it links back and to the other languages`, () => {
      const manual = load(MANUALS[lang]);
      const link = getByRole(manual.body, 'link', { name: WORDS[lang].link });
      expect(link.getAttribute('href')).toBe(`./${SHEETS[lang]}`);
      const sheet = load(SHEETS[lang]);
      expect(sheet.documentElement.lang).toBe(lang);
      expect(getByRole(sheet.body, 'link', { name: WORDS[lang].back }).getAttribute('href')).toBe(`./${MANUALS[lang]}`);
      const langs = within(getByRole(sheet.body, 'group')).getAllByRole('link');
      expect(langs.map((a) => a.getAttribute('href'))).toEqual(LANGS.map((l) => `./${SHEETS[l]}`));
      expect(langs.map((a) => a.getAttribute('aria-current'))).toEqual(LANGS.map((l) => (l === lang ? 'page' : null)));
      // Without scripts the Print button is not drawn (manual.css, scripting: none; seen in
      // tests/e2e/pageLoad.test.ts) and a noscript line names the browser's Print command (issue 25).
      expect(getByRole(sheet.body, 'button', { name: /^(Print|Imprimer|Presi)$/ }).textContent).toBe(
        { en: 'Print', fr: 'Imprimer', eo: 'Presi' }[lang],
      );
      expect(sheet.querySelector('noscript')!.textContent).toMatch(/Ctrl\+P/);
      // The worksheet's own script only prints: it loads no manual renderer.
      expect(sheet.querySelector('script[type="module"]')!.getAttribute('src')).toBe(
        '../src/pages/manual/worksheet.ts',
      );
    });

    it(`${lang}: has the boxes of the expert's work, section by section`, () => {
      const sheet = load(SHEETS[lang]);
      const w = WORDS[lang];
      expect(getByRole(sheet.body, 'heading', { level: 1 }).textContent).toBe(w.title);
      expect(getAllByRole(sheet.body, 'heading', { level: 2 }).map((h) => h.textContent)).toEqual(w.sections);
      const [serial, names, sums, cards] = getAllByRole(sheet.body, 'table');
      expect(serial!.getAttribute('aria-labelledby')).toBeTruthy();
      // Serial: six columns, a character and a value box each, the values tagged v1 … v6.
      expect(within(serial!).getAllByRole('columnheader')).toHaveLength(6);
      const serialRows = within(serial!).getAllByRole('row').slice(1);
      expect(serialRows.map((r) => within(r).getAllByRole('cell').length)).toEqual([6, 6]);
      expect(serialRows[1]!.textContent!.replace(/\s+/g, ' ').trim()).toMatch(/v1 v2 v3 v4 v5 v6$/);
      // Names: the three hidden players, each with a name box and an offset box.
      const nameRows = within(names!).getAllByRole('row').slice(1);
      expect(nameRows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(
        w.rows.map((r) => expect.stringContaining(r)),
      );
      expect(nameRows.map((r) => within(r).getAllByRole('cell').length)).toEqual([2, 2, 2]);
      // Sums: from, two serial values, the offset, the sum and its mod-32 result, in that order.
      const sumRows = within(sums!).getAllByRole('row').slice(1);
      expect(sumRows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(w.rows);
      expect(sumRows.map((r) => within(r).getAllByRole('cell').length)).toEqual([6, 6, 6]);
      expect(
        sumRows.map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent!.trim())
            .slice(1, 3),
        ),
      ).toEqual([
        ['v1', 'v6'],
        ['v2', 'v5'],
        ['v3', 'v4'],
      ]);
      expect(within(sums!).getAllByRole('columnheader').at(-1)!.textContent).toBe('mod 32');
      // Cards: five.
      expect(
        within(cards!)
          .getAllByRole('columnheader')
          .map((c) => c.textContent),
      ).toEqual([1, 2, 3, 4, 5].map((n) => `${w.card} ${n}`));
      // The decision: play or swap.
      const decision = getAllByRole(sheet.body, 'list').at(-1)!;
      expect(
        within(decision)
          .getAllByRole('listitem')
          .map((li) => li.querySelector('strong')!.textContent),
      ).toEqual(w.decision);
    });
  }
});
