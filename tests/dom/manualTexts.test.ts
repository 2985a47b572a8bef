/**
 * The French and Esperanto pages carry every sentence of the seed documents (typography aside),
 * with clean typography; the hash parser accepts exactly the rule seeds.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { echoValue, hashOfSeed, parseHashSeed } from '../../src/pages/manual/hashSeed';
import { TEXTS, type ManualTexts } from '../../src/pages/manual/texts';
import { workedExample } from '../../src/pages/manual/workedExample';
import { ALL_CARDS } from '../../src/rules';
import { loadManual, normalise, sentencesOf, type TestLang } from './manualHelpers';

const SEEDS: Record<'fr' | 'eo', string> = {
  fr: '000_b9a3aa723596670b.txt',
  eo: '002_d1a309ef2f6261de.txt',
};

/** Where a seed document is: tests/seeds/ holds copies of ../shared/seeds/000_… and 002_…. */
function seedText(lang: 'fr' | 'eo'): string {
  return readFileSync(join(import.meta.dirname, '..', 'seeds', SEEDS[lang]), 'utf8');
}

/**
 * Typographic corrections the pages make to the seed texts, applied to the seed before comparing:
 * French abbreviations take a full stop ("ex." for "exemple").
 */
const CORRECTIONS: Record<'fr' | 'eo', Array<[string, string]>> = {
  fr: [['(ex: ', '(ex. : ']],
  eo: [],
};

let handle: ReturnType<typeof loadManual>['handle'] | undefined;
/** The drawing's labels and the module's words drawn in it. */
function drawingStrings(t: ManualTexts): string[] {
  const { moduleWords, ...labels } = t.drawing;
  return [...Object.values(labels), ...Object.values(moduleWords)];
}

function load(lang: TestLang, hash = '') {
  handle?.destroy();
  handle = loadManual(lang, hash).handle;
}
afterEach(() => {
  handle?.destroy();
  handle = undefined;
});

describe('seed documents', () => {
  for (const lang of ['fr', 'eo'] as const) {
    it(`${lang}: every sentence of ${SEEDS[lang]} is in the page`, () => {
      load(lang);
      let seed = seedText(lang);
      for (const [from, to] of CORRECTIONS[lang]) seed = seed.split(from).join(to);
      const sentences = sentencesOf(seed);
      expect(sentences.length).toBeGreaterThan(30);
      const page = normalise(document.body.textContent!);
      const missing = sentences.filter((s) => !page.includes(normalise(s)));
      expect(missing).toEqual([]);
    });

    it(`${lang}: the same holds for any rule seed (the texts are static)`, () => {
      load(lang, '#123456');
      const page = normalise(document.body.textContent!);
      for (const s of sentencesOf(seedText(lang)).slice(0, 5)) expect(page).toContain(normalise(s));
    });
  }

  it('fr: French typography: no-break spaces before : ; ! ? and inside « », apostrophes ’, DEL', () => {
    load('fr', '#42');
    const text = document.body.textContent!;
    expect(text).not.toMatch(/ [:;!?]/);
    expect(text).not.toMatch(/[^\s\u00a0\u202f(][:;!?](\s|$)/u);
    expect(text).not.toMatch(/«[^\u00a0]|[^\u00a0]»/);
    expect(text).not.toContain("'");
    expect(text).not.toContain('...');
    expect(text).toContain('DEL');
    expect(text).not.toMatch(/\bLED\b/);
  });

  /** Every string of the highlighter's toolbar, its announcements and the marks' descriptions. */
  function highlighterStrings(t: ManualTexts): string[] {
    const h = t.highlighter;
    return [
      ...[h.toolbar, h.colorGroup, h.markGroup, h.modes.cell, h.modes.row, h.modes.col, h.clear],
      ...[h.themeGroup, h.dark, h.system, h.cleared(0), h.cleared(1), h.cleared(3)],
      ...[true, false].flatMap((d) => [h.themeSaid(d, true), h.themeSaid(d, false)]),
      ...h.colors.flatMap((c) => [h.colorChosen(c), h.marked('cell', c), h.marked('row', c), h.marked('col', c)]),
    ];
  }

  /** Every string the code writes in a language, for a few seeds and every card. */
  function codeStrings(t: ManualTexts): string[] {
    const ex = workedExample(42);
    return [
      ...[1, 42, 2147483647].flatMap((n) => [
        t.seedHeader(n),
        t.tableCaption(n),
        t.documentTitle(n),
        t.example.title(n),
      ]),
      t.nameHeading,
      t.offsetHeading,
      t.invalidNotice('abc'),
      t.pageNumber(2, 5),
      t.deckLine(14),
      t.highlighterHint,
      ...highlighterStrings(t),
      t.example.intro(ex),
      ...([0, 1, 2] as const).map((i) => t.example.step(ex, i)),
      ...drawingStrings(t),
      ...ALL_CARDS.flatMap((c) => [t.cardName(c), t.cardRule(c)]),
    ];
  }

  it('fr: every string the code writes follows French typography', () => {
    for (const text of codeStrings(TEXTS.fr)) {
      expect(text).not.toMatch(/ [:;!?»]/);
      expect(text).not.toMatch(/[^\s\u00a0\u202f(][:;!?](\s|$)/u);
      expect(text).not.toMatch(/«[^\u00a0]|[^\u00a0]»/);
      expect(text).not.toMatch(/['"]/);
      expect(text).not.toMatch(/\bLED\b/);
    }
  });

  it('eo: every string the code writes uses the Esperanto letters, no x-system, no straight quotes', () => {
    const all = codeStrings(TEXTS.eo).join(' ');
    for (const letter of ['ĉ', 'ĝ', 'ĵ', 'ŝ', 'ŭ']) expect(all).toContain(letter);
    expect(all).not.toMatch(/[cghjsu]x/i);
    expect(all).not.toMatch(/['"]/);
  });

  it('eo: Esperanto letters, « » as in the source, no straight apostrophes', () => {
    load('eo');
    const text = document.body.textContent!;
    for (const letter of ['ĉ', 'ĝ', 'ĵ', 'ŝ', 'ŭ']) expect(text).toContain(letter);
    expect(text).not.toMatch(/[cgshju]x/i);
    expect(text).toContain('«Unupaŝa»');
    expect(text).not.toContain("'");
    expect(text).not.toContain('...');
  });

  it('en: plain English typography too', () => {
    load('en');
    const text = document.body.textContent!;
    expect(text).not.toContain("'");
    expect(text).not.toContain('...');
    expect(text).toContain('On the Subject of TAC');
  });

  it('titles and flavour lines', () => {
    const want: Record<TestLang, [string, string]> = {
      en: ['On the Subject of TAC', 'Four pawns on the track'],
      fr: ['À propos de TAC', 'Parfaitement TACable.'],
      eo: ['Pri TAC', 'Mojose TACebla.'],
    };
    for (const lang of ['en', 'fr', 'eo'] as const) {
      load(lang);
      expect(document.querySelector('h1')!.textContent).toBe(want[lang][0]);
      expect(document.querySelector('.flavour')!.textContent).toContain(want[lang][1]);
      expect(document.documentElement.lang).toBe(lang);
    }
  });
});

describe('parseHashSeed', () => {
  it('accepts rule seeds 1 … 2147483647', () => {
    expect(parseHashSeed('')).toEqual({ ruleSeed: 1 });
    expect(parseHashSeed('#')).toEqual({ ruleSeed: 1 });
    expect(parseHashSeed('#1')).toEqual({ ruleSeed: 1 });
    expect(parseHashSeed('#42')).toEqual({ ruleSeed: 42 });
    expect(parseHashSeed('#0042')).toEqual({ ruleSeed: 42 });
    expect(parseHashSeed('#2147483647')).toEqual({ ruleSeed: 2147483647 });
    expect(parseHashSeed('#%2042')).toEqual({ ruleSeed: 42 });
    // Leading zeros are accepted however many there are.
    expect(parseHashSeed('#000000000000042')).toEqual({ ruleSeed: 42 });
    expect(parseHashSeed(`#${'0'.repeat(40)}2147483647`)).toEqual({ ruleSeed: 2147483647 });
  });

  it('rejects anything else and names it', () => {
    for (const bad of [
      'abc',
      '0',
      '-5',
      '99999999999',
      '1.5',
      '2147483648',
      '1e3',
      '+7',
      '0x10',
      '42abc',
      '%E0%A4%A',
      '0000',
      '00002147483648',
      '000099999999999',
      '12345678901234567890',
    ]) {
      const r = parseHashSeed(`#${bad}`);
      expect(r.ruleSeed, bad).toBe(1);
      expect(r.invalid, bad).toBeDefined();
    }
    expect(parseHashSeed('#%3Cb%3E').invalid).toBe('<b>');
  });

  it('hashOfSeed and echoValue', () => {
    expect(hashOfSeed(1)).toBe('');
    expect(hashOfSeed(42)).toBe('#42');
    expect(echoValue('a\u0000b')).toBe('a\\u{0000}b');
    expect(echoValue('\u202e1')).toBe('\\u{202E}1');
    expect(echoValue('x'.repeat(100))).toBe(`${'x'.repeat(40)}…`);
  });
});

describe('docs/manual.md: the French and Esperanto strings table', () => {
  /** The table's rows: [English, French, Esperanto] cells. */
  function readmeRows(): string[][] {
    const readme = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'manual.md'), 'utf8');
    const table = readme.slice(readme.indexOf('| English | Français | Esperanto |'));
    return table
      .slice(0, table.indexOf('\n\n'))
      .split('\n')
      .slice(2)
      .map((row) => row.replace(/^\| | \|$/g, '').split(' | '));
  }

  /**
   * Everything a page shows or says, for rule seeds 1 and 42: text, titles, labels, drawing
   * labels; and its experting worksheet's text, title and labels.
   */
  function pageWords(lang: 'fr' | 'eo'): string {
    const parts: string[] = [];
    for (const hash of ['', '#42']) {
      load(lang, hash);
      parts.push(document.title, document.body.textContent!);
      for (const el of document.querySelectorAll('[title], [aria-label]'))
        parts.push(el.getAttribute('title') ?? '', el.getAttribute('aria-label') ?? '');
      for (const label of drawingStrings(TEXTS[lang])) parts.push(label.replace(/\n/g, ' '));
      parts.push(TEXTS[lang].invalidNotice('x'));
      // What the highlighter's toolbar says after a key or a click (its live region).
      const h = TEXTS[lang].highlighter;
      parts.push(
        h.cleared(0),
        h.cleared(3),
        h.colorChosen(h.colors[0]),
        h.themeSaid(true, true),
        h.themeSaid(false, false),
      );
    }
    // The experting worksheet of the language (manual/worksheet-fr.html, worksheet-eo.html).
    const sheet = new DOMParser().parseFromString(
      readFileSync(join(import.meta.dirname, '..', '..', 'manual', `worksheet-${lang}.html`), 'utf8'),
      'text/html',
    );
    parts.push(sheet.title, sheet.body.textContent!);
    for (const el of sheet.querySelectorAll('[title], [aria-label]'))
      parts.push(el.getAttribute('title') ?? '', el.getAttribute('aria-label') ?? '');
    return normalise(parts.join(' \n '));
  }

  it('has rows, and every French and Esperanto string in it is on its page', () => {
    const rows = readmeRows();
    expect(rows.length).toBeGreaterThan(40);
    for (const [col, lang] of [
      [1, 'fr'],
      [2, 'eo'],
    ] as const) {
      const words = pageWords(lang);
      for (const row of rows) {
        const cell = row[col] ?? '';
        for (const fragment of cell.replace(/\*\*/g, '').split(/ · | — /)) {
          if (fragment.trim() === '') continue;
          // N and M stand for numbers, … for an icon of the option buttons.
          const pattern = normalise(fragment)
            .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
            .replace(/\b[NM]\b/g, '[\\d ]+')
            .replace(/…/g, '.*?');
          expect(words, `${lang}: ${fragment}`).toMatch(new RegExp(pattern, 'u'));
        }
      }
    }
  });
});
