/**
 * The manual pages in jsdom: the names table equals `tac names` for several rule seeds in the
 * three languages, every strike condition is stated in every language, the drawing follows the
 * board of the rules layer, the hash drives the seed (hashchange, bad hashes, links).
 */
import { execFileSync } from 'node:child_process';
import { getByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locate, ruleSet, spaceCell, homeCell, SEATS, type Seat } from '../../src/rules';
import { DRAWING_SEAT } from '../../src/pages/manual/moduleDrawing';
import { css, defuserHomeColor, MODULE_PALETTE, startRingColor } from '../../src/art/palette';
import { cellCenter } from '../../src/art/layout';
import { ALL_LANGS, loadManual, tableRows, type TestLang } from './manualHelpers';
import { TEXTS } from '../../src/pages/manual/texts';

interface CliNames {
  ruleSeed: number;
  names: string[];
  deck: string[];
}

/** Runs the real command: `node bin/tac.mjs names --rule-seed N`. */
function cliNames(seed: number): CliNames {
  const out = execFileSync(process.execPath, ['bin/tac.mjs', 'names', '--rule-seed', String(seed)], {
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n')[0]!) as CliNames;
}

const SEEDS = [1, 2, 42, 99999, 2147483647];
const CLI = new Map(SEEDS.map((s) => [s, cliNames(s)]));

/** RULES.md §4: the order for rule seed 1 (Julia = 0 … Lucy = 31). */
const SEED1_ORDER =
  'Julia Andy Sam Adam James Jenny Harry Zoe Alex Sarah Toby Tom Steve Molly Craig Kate Chris Peter Will Ryan Susan David Carl Felix Zach Emily Fred Kevin Bill Sally Anna Lucy'.split(
    ' ',
  );

const STRIKES = [
  'swap-not-needed',
  'swap-required',
  'move-across-piece',
  'capture-partner',
  'trickster-captured-piece',
  'home-with-cards-left',
  'hand-empty-not-home',
] as const;

/** The rows the table must show for a list of names in offset order. */
function expectedRows(names: readonly string[]): Array<[string, number]> {
  return names.map((n, i) => [n, i] as [string, number]).sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

let current: ReturnType<typeof loadManual> | undefined;
function load(lang: TestLang, hash = '') {
  current?.handle.destroy();
  current = loadManual(lang, hash);
  return current;
}
afterEach(() => {
  current?.handle.destroy();
  current = undefined;
});

describe('names table', () => {
  it('seed 1 is the order of RULES.md §4, and the CLI agrees', () => {
    expect(CLI.get(1)!.names).toEqual(SEED1_ORDER);
    expect(ruleSet(1).names).toEqual(SEED1_ORDER);
  });

  for (const lang of ALL_LANGS) {
    for (const seed of SEEDS) {
      it(`${lang}: rule seed ${seed} shows the 32 names of \`tac names\`, sorted by name`, () => {
        load(lang, seed === 1 ? '' : `#${seed}`);
        const rows = tableRows();
        expect(rows).toHaveLength(32);
        expect(rows).toEqual(expectedRows(CLI.get(seed)!.names));
        const names = rows.map((r) => r[0]);
        expect(names).toEqual([...names].sort());
        expect(new Set(rows.map((r) => r[1]))).toEqual(new Set(Array.from({ length: 32 }, (_, i) => i)));
        const table = document.querySelector('table#names-table')!;
        expect(table.querySelectorAll('thead th')).toHaveLength(2);
        const caption = table.querySelector('caption')!.textContent!;
        expect(caption).toMatch({ en: /offsets/i, fr: /décalages/i, eo: /valoroj/i }[lang]);
        const grouped = String(seed).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
        if (seed === 1) expect(caption).not.toMatch(/\d/);
        else expect(caption.includes(String(seed)) || caption.includes(grouped)).toBe(true);
      });
    }
  }

  it('the card reference shows the deck of `tac names`, in deck order', () => {
    for (const seed of [1, 42, 2147483647]) {
      for (const lang of ALL_LANGS) {
        load(lang, `#${seed}`);
        const codes = [...document.querySelectorAll<HTMLElement>('#card-reference > li')].map((li) => li.dataset.card);
        expect(codes, `${lang} ${seed}`).toEqual(CLI.get(seed)!.deck);
        for (const li of document.querySelectorAll('#card-reference > li')) {
          expect(li.querySelector('svg[role="img"]')).not.toBeNull();
          expect(li.querySelector('.card-rule')!.textContent!.length).toBeGreaterThan(20);
        }
        // The Warrior and the Trickster carry the page's words, as in the page's drawing.
        const { warrior, trickster } = TEXTS[lang].drawing.moduleWords;
        const face = (code: string) => document.querySelector(`#card-reference > li[data-card="${code}"] svg`)!;
        expect(face('W').textContent, `${lang} ${seed}`).toContain(warrior);
        expect(face('T').textContent, `${lang} ${seed}`).toContain(trickster);
        if (lang !== 'en') {
          expect(document.querySelector('#card-reference')!.textContent).not.toMatch(/WARRIOR|TRICKSTER/);
        }
      }
    }
  });
});

describe('strike conditions', () => {
  for (const lang of ALL_LANGS) {
    it(`${lang}: every strike reason of RULES.md §7 is stated`, () => {
      load(lang);
      for (const code of STRIKES) {
        const els = document.querySelectorAll(`[data-strike="${code}"]`);
        expect(els.length, `${lang} ${code}`).toBeGreaterThan(0);
        for (const el of els) expect(el.textContent!.trim().length, `${lang} ${code}`).toBeGreaterThan(20);
      }
      const codes = new Set([...document.querySelectorAll<HTMLElement>('[data-strike]')].map((e) => e.dataset.strike));
      expect([...codes].sort()).toEqual([...STRIKES].sort());
    });
  }

  it('en: the text states the details RULES.md decides', () => {
    load('en');
    const text = document.body.textContent!.replace(/\s+/g, ' ');
    for (const phrase of [
      'whether or not the move is allowed',
      'never reaches the landing space',
      'The partner can never be captured',
      'whose pawn has already been captured',
      'every opponent on a space it passes or lands on is captured',
      'Warrior',
      'Every strike resets the module',
      'puts the card back in the hand',
      'one full second',
      'although the dealt hand can be won as it is',
      'the dealt hand cannot be won and the exchange has not been made',
      'the last card has been played or discarded and the pawn is not home',
      'After a strike or a reset, a hand that needed the exchange needs it again: press TAC before pressing any card',
      'the name at the next LED clockwise from “You”',
    ]) {
      expect(text, phrase).toContain(phrase);
    }
  });

  it('another seed redraws only what it changes: the cards both decks have, the drawing with the same hand, the icons', () => {
    const { win } = load('en');
    const item = (code: string) => document.querySelector(`#card-reference li[data-card="${code}"]`);
    const icon = (name: string) => document.querySelector(`[data-icon="${name}"] svg`);
    const [one, trickster, eight, house, dots] = [item('1'), item('T'), item('8D'), icon('house'), icon('dots')];
    win.navigate('#42'); // deck 1 3 4R 5 6 7S 8 9D 10 11 12 13 T W
    expect(item('1')).toBe(one);
    expect(item('T')).toBe(trickster);
    expect(item('8D')).toBeNull();
    expect(item('8')).not.toBeNull();
    expect(
      [...document.querySelectorAll('#card-reference > li')].map((li) => (li as HTMLElement).dataset.card),
    ).toEqual(ruleSet(42).deck.map((c) => c.code));
    expect(icon('house')).toBe(house);
    expect(icon('dots')).not.toBe(dots);
    expect(icon('dots')!.getAttribute('data-value')).toBe('9');
    // Seed 1 again: its cards are drawn anew; seed 13 deals the drawing the same hand (1 4R 7S
    // 8D T), so the drawing stays.
    win.navigate('');
    expect(item('8D')).not.toBe(eight);
    const drawing = document.querySelector('#module-drawing svg');
    win.navigate('#13');
    expect(document.documentElement.dataset.ruleSeed).toBe('13');
    expect(document.querySelector('#module-drawing svg')).toBe(drawing);
    win.navigate('#42');
    expect(document.querySelector('#module-drawing svg')).not.toBe(drawing);
  });

  it('deferred: each step of a render is its own task, the seed is marked done last, a new hash drops the rest', () => {
    const queue: Array<() => void> = [];
    current?.handle.destroy();
    current = loadManual('fr', '#42', { defer: (step) => queue.push(step) });
    const seedShown = () => document.documentElement.dataset.ruleSeed;
    // The first step ran at once (headers, links, page numbers); the rest wait.
    expect(document.querySelector('[data-seed-header]')!.textContent).toBe('Graine de règles 42');
    expect(seedShown()).toBeUndefined();
    let tasks = 0;
    while (queue.length > 0) {
      queue.shift()!();
      tasks++;
    }
    expect(tasks).toBe(5);
    expect(seedShown()).toBe('42');
    expect(tableRows()).toEqual(expectedRows(CLI.get(42)!.names));
    expect(document.querySelector('#names-table td')!.getAttribute('aria-selected')).toBe('false');

    current.win.navigate('#2');
    queue.shift()!(); // the drawing of seed 2
    current.win.navigate('#99999'); // before seed 2 is done
    while (queue.length > 0) queue.shift()!();
    expect(seedShown()).toBe('99999');
    expect(tableRows()).toEqual(expectedRows(CLI.get(99999)!.names));
  });

  it('deferred: going back to the seed shown before a render is done draws that seed again whole', () => {
    const queue: Array<() => void> = [];
    current?.handle.destroy();
    current = loadManual('en', '', { defer: (step) => queue.push(step) });
    while (queue.length > 0) queue.shift()!();
    expect(document.documentElement.dataset.ruleSeed).toBe('1');
    const hand = document.querySelector('#module-drawing')!.getAttribute('data-hand');
    current.win.navigate('#42'); // its first step runs at once: headers, title, links
    queue.shift()!(); // the drawing of seed 42
    expect(document.querySelector('#module-drawing')!.getAttribute('data-hand')).not.toBe(hand);
    current.win.navigate(''); // Back, before seed 42 is done
    while (queue.length > 0) queue.shift()!();
    expect(document.documentElement.dataset.ruleSeed).toBe('1');
    expect(document.title).toBe('On the Subject of TAC · Keep Talking and Nobody Explodes');
    const header = document.querySelector<HTMLElement>('[data-seed-header]')!;
    expect([header.hidden, header.textContent]).toEqual([true, '']);
    expect(document.querySelector('a[data-bomb-link]')!.getAttribute('href')).toBe('../index.html');
    expect(document.querySelector('#module-drawing')!.getAttribute('data-hand')).toBe(hand);
    expect(tableRows()).toEqual(expectedRows(CLI.get(1)!.names));
  });

  it('fr and eo: a sheet after the seed text, marked as ours, gives the rulings of the English page', () => {
    const phrases = {
      fr: [
        'Ajout à ce manuel',
        'ne fait pas partie du texte d’origine',
        'autant de tours du circuit que nécessaire',
        'pour échanger alors que la main distribuée permet déjà de gagner',
        'la main distribuée ne permet pas de gagner et que l’échange n’a pas encore été fait',
        'exactement une case après votre case de départ',
        'Le Guerrier et le Farceur ne la posent jamais',
        'que le coup soit permis ou non',
        'n’est jugé qu’après la réponse',
        'sans atteindre la case d’arrivée',
        'votre partenaire peut s’y trouver sans que ce soit une erreur',
        'Votre partenaire ne peut jamais être capturé',
        'n’est jamais bloquée',
        'appuyer une seconde fois sur une DEL allumée la désélectionne',
        'Chaque erreur remet le module à zéro',
        'il faut de nouveau appuyer sur TAC avant toute carte',
        'une pression brève sur TAC la remet dans la main',
        'ne fait rien si aucune carte n’est en attente',
        'Maintenir TAC enfoncé une seconde entière',
        'ne compte jamais en plus comme une pression brève',
        'le module ignore toute action',
      ],
      eo: [
        'Aldono al ĉi tiu manlibro',
        'ne apartenas al la originala teksto',
        'tiom da fojoj, kiom necesas',
        'kvankam per la disdonita mano jam eblas venki',
        'per la disdonita mano ne eblas venki kaj la interŝanĝo ankoraŭ ne okazis',
        'ekzakte unu lokon post via starta loko',
        'Ĉe la Militisto kaj la Trukisto la demando neniam aperas',
        'ĉu la movo estas permesata aŭ ne',
        'estas juĝata nur post la respondo',
        'sen atingi la finan lokon',
        'via kunulo rajtas stari tie sen eraro',
        'La figuro de via kunulo neniam povas esti kaptata',
        'neniam estas barata',
        'puŝi ankoraŭfoje lumantan lampon malelektas ĝin',
        'Ĉiu eraro reigas la modulon al la komenco',
        'necesas denove puŝi TAC antaŭ ajna karto',
        'mallonga puŝo sur TAC remetas ĝin en la manon',
        'faras nenion, se neniu karto atendas',
        'Puŝteni TAC dum unu tuta sekundo',
        'Puŝteno neniam kalkuliĝas ankaŭ kiel mallonga puŝo',
        'la modulo ignoras ĉiun agon',
      ],
    };
    for (const lang of ['fr', 'eo'] as const) {
      load(lang);
      const sheets = [...document.querySelectorAll('.page')];
      const addendum = document.querySelector('.page.addendum')!;
      // After the seed text (sheets 1–3), before the card reference; its note says it is ours.
      expect(sheets.indexOf(addendum), lang).toBe(3);
      expect(addendum.querySelector('h2 + .addendum-note')).not.toBeNull();
      const text = addendum.textContent!.replace(/\s+/g, ' ');
      for (const phrase of phrases[lang]) expect(text, `${lang}: ${phrase}`).toContain(phrase.replace(/\s+/g, ' '));
    }
  });

  it('fr and eo: the card lines the code writes read well', () => {
    load('fr');
    expect(document.getElementById('deck-line')!.textContent).toMatch(/^Les 14 cartes différentes du paquet/);
    load('eo');
    const single = [...document.querySelectorAll('#card-reference .card-rule')].find((e) =>
      e.textContent!.includes('paŝon post paŝo'),
    )!;
    expect(single.textContent).toContain('inkluzive de la fina loko');
  });
});

describe('worked example', () => {
  it('en, rule seed 1: the example of RULES.md §5 (Molly 13, Susan 20, Peter 17 → 5, 20, 15)', () => {
    load('en');
    const box = document.getElementById('worked-example')!;
    const text = box.textContent!.replace(/\s+/g, ' ');
    expect(text).toContain('N14FZ6 (values 14, 1, 4, 6, 26, 6)');
    expect(text).toContain('on space 4');
    expect(text).toContain('First opponent, Molly (13): 4 + 14 + 6 + 13 = 37 → 5');
    expect(text).toContain('Partner, Susan (20): 5 + 1 + 26 + 20 = 52 → 20');
    expect(text).toContain('Second opponent, Peter (17): 20 + 4 + 6 + 17 = 47 → 15');
    expect(box.querySelector('h3')!.textContent).toBe('Example (rule seed 1)');
  });

  for (const lang of ALL_LANGS) {
    it(`${lang}: for other rule seeds the example uses that seed's offsets and agrees with locate()`, () => {
      const { win } = load(lang);
      for (const seed of [2, 42, 99999, 2147483647]) {
        win.navigate(`#${seed}`);
        const set = ruleSet(seed);
        const at = locate('N14FZ6', seed, 4, ['Molly', 'Susan', 'Peter']);
        const items = [...document.querySelectorAll<HTMLElement>('#worked-example li')];
        expect(
          items.map((li) => Number(li.dataset.space)),
          `${lang} ${seed}`,
        ).toEqual([at.opponent1, at.partner, at.opponent2]);
        ['Molly', 'Susan', 'Peter'].forEach((name, i) => {
          expect(items[i]!.textContent).toContain(`${name} (${set.offsetOf(name)})`);
          expect(items[i]!.querySelector('.example-sum')!.textContent).toMatch(
            new RegExp(`= \\d+( → ${items[i]!.dataset.space})?$`),
          );
        });
        expect(document.querySelector('#worked-example h3')!.textContent).toMatch(/\d\)$/);
      }
    });
  }
});

describe('module drawing', () => {
  for (const lang of ALL_LANGS) {
    it(`${lang}: the 32 spaces, starts and homes sit where the board puts them, labelled`, () => {
      load(lang);
      const svg = document.querySelector('#module-drawing svg')!;
      expect(svg.getAttribute('role')).toBe('img');
      const spaces = svg.querySelectorAll('[data-space]');
      expect(spaces).toHaveLength(32);
      // In module pixels (the drawing scales the whole module), where the module's layout puts them.
      for (const el of spaces) {
        const c = cellCenter(spaceCell(Number(el.getAttribute('data-space'))));
        expect(Number(el.getAttribute('cx'))).toBeCloseTo(c.x);
        expect(Number(el.getAttribute('cy'))).toBeCloseTo(c.y);
      }
      // Each space carries its number (RULES.md §1), drawn at the space's centre in the drawing's
      // units (the module group's translate and scale), so that "space N" is the same for both players.
      const [, tx, ty, k] = /^translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\)$/
        .exec(svg.querySelector('g[transform^="translate"]')!.getAttribute('transform')!)!
        .map(Number);
      const numbers = [...svg.querySelectorAll('[data-space-number]')];
      expect(numbers.map((n) => n.textContent)).toEqual(Array.from({ length: 32 }, (_, i) => String(i)));
      for (const n of numbers) {
        const c = cellCenter(spaceCell(Number(n.textContent)));
        expect(Number(n.getAttribute('x'))).toBeCloseTo(tx! + c.x * k!);
        expect(Number(n.getAttribute('y'))).toBeCloseTo(ty! + c.y * k!);
      }
      expect([...svg.querySelectorAll('.start')].map((e) => e.getAttribute('data-space')).sort()).toEqual([
        '0',
        '16',
        '24',
        '8',
      ]);
      // A home as seen: the last square drawn there (the defuser's is tinted over the dark one).
      const home = (seat: number) => [...svg.querySelectorAll(`[data-home="${seat}"]`)].at(-1)!;
      for (const seat of SEATS) {
        const c = cellCenter(homeCell(seat as Seat));
        const half = Number(home(seat).getAttribute('width')) / 2;
        expect(Number(home(seat).getAttribute('x')) + half).toBeCloseTo(c.x, 1);
        expect(Number(home(seat).getAttribute('y')) + half).toBeCloseTo(c.y, 1);
      }
      // As on the module: only the defuser's home is in the defuser's colour, the other three are
      // dark; each start is ringed in its seat's LED colour and joined to its home by a line.
      const led = (seat: number) =>
        parseInt(svg.querySelector(`[data-led="${seat}"]`)!.getAttribute('fill')!.slice(1), 16);
      expect(svg.querySelectorAll('.home-yours')).toHaveLength(1);
      expect(home(DRAWING_SEAT).getAttribute('fill')).toBe(css(defuserHomeColor(led(DRAWING_SEAT))));
      for (const seat of SEATS.filter((s) => s !== DRAWING_SEAT))
        expect(home(seat).getAttribute('fill')).toBe(css(MODULE_PALETTE.home));
      for (const start of svg.querySelectorAll('.start')) {
        expect(start.getAttribute('fill')).toBe(css(MODULE_PALETTE.startSpace));
        expect(start.getAttribute('stroke')).toBe(css(MODULE_PALETTE.spaceEdge));
      }
      expect(SEATS.map((seat) => svg.querySelector(`[data-led="${seat}"]`)!.getAttribute('fill'))).toEqual([
        '#e5383b',
        '#ffc300',
        '#2bb24c',
        '#2f7df6',
      ]);
      for (const seat of SEATS) {
        expect(svg.querySelector(`[data-start-ring="${seat}"]`)!.getAttribute('stroke')).toBe(
          css(startRingColor(led(seat))),
        );
      }
      expect(svg.querySelectorAll('.home-line')).toHaveLength(4);
      expect(svg.querySelector('.led-name')).not.toBeNull();
      expect(svg.querySelectorAll('[data-led]')).toHaveLength(4);
      expect(svg.querySelectorAll('.card')).toHaveLength(5);
      const labels = [...svg.querySelectorAll('.label')].map((e) => e.textContent);
      const want = {
        en: ['TAC button', 'Home', 'Option buttons'],
        fr: ['Bouton TAC', 'Maison', 'Boutons d’option'],
        eo: ['TAC-butono', 'Hejmo', 'Opcio-butonoj'],
      }[lang];
      for (const w of want) expect(labels).toContain(w);
      expect(svg.textContent).toContain('TAC');
      // The option buttons' table shows the module's five icons.
      const icons = [...document.querySelectorAll<HTMLElement>('.options [data-icon]')];
      expect(icons.map((i) => i.dataset.icon).sort()).toEqual(['diamond', 'dots', 'house', 'pass', 'pass-back']);
      for (const i of icons) expect(i.querySelector('svg.option-icon')).not.toBeNull();
      // The move button shows the number of the deck's diamond card, as the module's does.
      const move = document.querySelector('.options [data-icon="dots"] svg')!;
      expect(move.querySelector('.option-number')!.textContent).toBe('8');
      expect(move.querySelectorAll('.icon-dots circle')).toHaveLength(5);
    });
  }
});

describe('rule seed from the hash', () => {
  const BAD = [
    '#abc',
    '#0',
    '#-5',
    '#99999999999',
    '#1.5',
    '#2147483648',
    '#%3Cb%3Ex%3C%2Fb%3E',
    '#<img src=x onerror=alert(1)>',
  ];

  for (const lang of ALL_LANGS) {
    it(`${lang}: bad hashes show the default table and a notice naming the value`, () => {
      for (const hash of BAD) {
        load(lang, hash);
        expect(tableRows(), hash).toEqual(expectedRows(SEED1_ORDER));
        const notice = document.getElementById('seed-notice')!;
        expect(notice.hidden, hash).toBe(false);
        expect(notice.children, hash).toHaveLength(0);
        let shown = hash.slice(1);
        try {
          shown = decodeURIComponent(shown);
        } catch {
          // keep raw
        }
        expect(notice.textContent, hash).toContain(shown);
        expect(document.querySelector('img, b'), hash).toBeNull();
        for (const h of document.querySelectorAll<HTMLElement>('[data-seed-header]')) expect(h.hidden).toBe(true);
      }
    });

    it(`${lang}: seed 1 has no seed header and no notice; other seeds have a header on every sheet`, () => {
      const { win } = load(lang);
      const headers = () => [...document.querySelectorAll<HTMLElement>('[data-seed-header]')];
      expect(headers().length).toBe(document.querySelectorAll('.page').length);
      for (const h of headers()) expect(h.hidden).toBe(true);
      expect(document.getElementById('seed-notice')!.hidden).toBe(true);
      win.navigate('#42');
      for (const h of headers()) {
        expect(h.hidden).toBe(false);
        expect(h.textContent).toMatch(/42$/);
      }
      win.navigate('#1');
      for (const h of headers()) expect(h.hidden).toBe(true);
    });
  }

  it('hashchange updates the table, the headers, the links and the notice', () => {
    const { win, handle } = load('fr');
    expect(handle.ruleSeed).toBe(1);
    win.navigate('#42');
    expect(handle.ruleSeed).toBe(42);
    expect(tableRows()).toEqual(expectedRows(CLI.get(42)!.names));
    expect(document.querySelector('[data-seed-header]')!.textContent).toBe('Graine de règles 42');
    const links = () =>
      Object.fromEntries(
        [...document.querySelectorAll<HTMLAnchorElement>('a[data-lang-link]')].map((a) => [
          a.dataset.langLink,
          a.getAttribute('href'),
        ]),
      );
    expect(links()).toEqual({ en: './index.html#42', fr: './fr.html#42', eo: './eo.html#42' });
    expect(document.querySelector('a[data-bomb-link]')!.getAttribute('href')).toBe('../index.html?ruleseed=42');
    expect(document.title).toContain('42');

    win.navigate('#abc');
    expect(handle.ruleSeed).toBe(1);
    expect(tableRows()).toEqual(expectedRows(SEED1_ORDER));
    expect(document.getElementById('seed-notice')!.hidden).toBe(false);
    expect(links()).toEqual({ en: './index.html', fr: './fr.html', eo: './eo.html' });
    expect(document.querySelector('a[data-bomb-link]')!.getAttribute('href')).toBe('../index.html');

    win.navigate('#2147483647');
    expect(document.getElementById('seed-notice')!.hidden).toBe(true);
    expect(tableRows()).toEqual(expectedRows(CLI.get(2147483647)!.names));
    expect(document.querySelector('[data-seed-header]')!.textContent).toBe(
      'Graine de règles 2\u202f147\u202f483\u202f647',
    );

    win.navigate('');
    expect(document.querySelectorAll('#names-table tbody tr')).toHaveLength(32);
    expect(tableRows()).toEqual(expectedRows(SEED1_ORDER));
    expect(win.listenerCount).toBe(1);
    handle.destroy();
    expect(win.listenerCount).toBe(0);
  });

  it('works with the real jsdom window: location.hash and its hashchange event', async () => {
    load('eo');
    current!.handle.destroy();
    window.location.hash = '';
    const handle = (await import('../../src/pages/manual/manualPage')).initManual(document);
    try {
      const changed = new Promise<void>((resolve) =>
        window.addEventListener('hashchange', () => resolve(), { once: true }),
      );
      window.location.hash = '#99999';
      await changed;
      expect(handle.ruleSeed).toBe(99999);
      expect(tableRows()).toEqual(expectedRows(CLI.get(99999)!.names));
      expect(document.querySelector('[data-seed-header]')!.textContent).toBe('Regulsemo 99999');
    } finally {
      handle.destroy();
      window.location.hash = '';
    }
  });

  it("the home choice's cell reads whole: the icon inside the brackets has its words (issue 25)", () => {
    const want = {
      en: 'go past (double arrow pointing back on a reverse card)',
      fr: 'passer au-delà (double flèche vers l’arrière pour une carte inverse)',
      eo: 'ŝovi preter la hejmon (duobla sago malantaŭen por inversa nombro-karto)',
    };
    for (const lang of ALL_LANGS) {
      load(lang);
      const icon = document.querySelector('[data-icon="pass-back"]')!;
      const cell = icon.closest('td')!;
      // (An accessible-name walker may put a space between "(" and the icon's words.)
      const name = (n: string) => n.replace(/\(\s+/g, '(') === want[lang];
      expect(getByRole(cell.parentElement!, 'cell', { name }), lang).toBe(cell);
      // The drawn icon itself stays out of the reading; its words are the label.
      expect(icon.querySelector('svg')!.getAttribute('aria-hidden'), lang).toBe('true');
    }
  });

  it('the print button prints', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    try {
      for (const lang of ALL_LANGS) {
        load(lang);
        document.querySelector<HTMLButtonElement>('button[data-print]')!.click();
      }
      expect(print).toHaveBeenCalledTimes(3);
    } finally {
      print.mockRestore();
    }
  });

  it('page numbers count the sheets in each language', () => {
    const want = { en: /^Page 1 of 4$/, fr: /^Page 1 sur 5$/, eo: /^Paĝo 1 el 5$/ };
    for (const lang of ALL_LANGS) {
      load(lang);
      const pages = document.querySelectorAll('.page');
      const footers = [...document.querySelectorAll('[data-page-number]')].map((e) => e.textContent);
      expect(footers).toHaveLength(pages.length);
      expect(footers[0]).toMatch(want[lang]);
    }
  });
});
