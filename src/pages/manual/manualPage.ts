/**
 * The manual pages (manual/index.html, fr.html, eo.html): the static HTML holds the texts; this
 * fills in what depends on the rule seed of the URL hash (RULES.md §4): the names → offset table
 * with its worked example,
 * the card reference of the seed's deck, the module drawing, the "rule seed N" headers, the
 * notice for a bad hash, the language links (which keep the seed), the link back to the bomb and
 * the page numbers. It re-renders on every `hashchange`.
 */
import { DEFAULT_RULE_SEED, ruleSet, type Card, type RuleSet } from '../../rules';
import { cardSvg, OPTION_ICONS, optionButtonSvg, type ManualOptionIcon } from './cardPictures';
import { echoValue, hashOfSeed, parseHashSeed } from './hashSeed';
import { createHighlighter, type Highlighter } from './highlighter';
import { mountHighlighterBar } from './highlighterBar';
import { drawingHand, moduleSvg } from './moduleDrawing';
import { LANGS, langOf, PAGE_OF_LANG, TEXTS, type ManualTexts } from './texts';
import { stepSum, workedExample } from './workedExample';

/** What the manual needs of a window: the hash, and hashchange events. */
export interface ManualWindow {
  readonly location: { readonly hash: string };
  addEventListener(type: 'hashchange', listener: () => void): void;
  removeEventListener(type: 'hashchange', listener: () => void): void;
}

/** A running manual page. */
export interface ManualHandle {
  /** The rule seed shown now. */
  readonly ruleSeed: number;
  /** Renders again from the current hash (what hashchange does). */
  render(): void;
  /** The highlighter of the page's tables (highlighter.ts). */
  readonly highlighter: Highlighter;
  /** Stops listening to hashchange and to the tables. */
  destroy(): void;
}

/** The names of a rule seed in plain alphabetical order, with their offsets. */
export function sortedOffsets(set: RuleSet): Array<{ name: string; offset: number }> {
  return set.names
    .map((name, offset) => ({ name, offset }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * Splits "Name offsets (rule seed 42)" into its title and its seed line, `["Name offsets",
 * "(rule seed 42)"]`; a text without " (" has an empty seed line.
 */
export function splitSeedLine(text: string): [string, string] {
  const at = text.indexOf(' (');
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
}

/** The link back to the bomb page for a rule seed (relative, the site is built with base './'). */
export function bombHref(ruleSeed: number): string {
  return ruleSeed === DEFAULT_RULE_SEED ? '../index.html' : `../index.html?ruleseed=${ruleSeed}`;
}

/** Fills `<table>` with a caption, a header row and the 32 names sorted by name. */
export function renderNamesTable(table: HTMLTableElement, set: RuleSet, t: ManualTexts): void {
  const doc = table.ownerDocument;
  const caption = doc.createElement('caption');
  const [title, seedLine] = splitSeedLine(t.tableCaption(set.ruleSeed));
  // "(rule seed N)" on a line of its own, kept (empty) for seed 1 so that every seed has the
  // same height.
  const seed = doc.createElement('span');
  seed.className = 'seed-line';
  seed.textContent = seedLine;
  caption.append(title, ' ', seed);
  const thead = doc.createElement('thead');
  const hr = doc.createElement('tr');
  for (const text of [t.nameHeading, t.offsetHeading]) {
    const th = doc.createElement('th');
    th.scope = 'col';
    th.textContent = text;
    hr.append(th);
  }
  thead.append(hr);
  const tbody = doc.createElement('tbody');
  for (const { name, offset } of sortedOffsets(set)) {
    const tr = doc.createElement('tr');
    const th = doc.createElement('th');
    th.scope = 'row';
    th.textContent = name;
    const td = doc.createElement('td');
    td.textContent = String(offset);
    tr.append(th, td);
    tbody.append(tr);
  }
  table.replaceChildren(caption, thead, tbody);
  table.dataset.ruleSeed = String(set.ruleSeed);
}

/** One item of the card reference: the face, the card's name and its rule. */
function cardItem(doc: Document, card: Card, t: ManualTexts): HTMLLIElement {
  const li = doc.createElement('li');
  li.className = `card-ref card-ref-${card.kind}`;
  li.dataset.card = card.code;
  const name = doc.createElement('strong');
  name.className = 'card-name';
  name.textContent = t.cardName(card);
  const rule = doc.createElement('span');
  rule.className = 'card-rule';
  rule.textContent = t.cardRule(card);
  const text = doc.createElement('p');
  text.append(name, doc.createTextNode(' '), rule);
  li.append(cardSvg(doc, card, t.cardName(card), t.drawing.moduleWords), text);
  return li;
}

/**
 * Fills a list element with one item per card of the deck: the face, its name and its rule. Items
 * already drawn for a card (by the build or an earlier seed) are kept, so another seed redraws
 * only the cards its deck changes.
 */
export function renderCardReference(list: HTMLElement, set: RuleSet, t: ManualTexts): void {
  const doc = list.ownerDocument;
  const drawn = new Map(
    [...list.querySelectorAll<HTMLLIElement>(':scope > li[data-card]')].map((li) => [li.dataset.card, li]),
  );
  const items = set.deck.map((card) => drawn.get(card.code) ?? cardItem(doc, card, t));
  if (items.length === list.children.length && items.every((li, i) => list.children[i] === li)) return;
  list.replaceChildren(...items);
}

/**
 * Fills an element with the worked example of the placement rule for a rule seed: a heading, the
 * situation, and one line per invisible pawn (its offsets are the seed's, see workedExample.ts).
 */
export function renderWorkedExample(el: HTMLElement, ruleSeed: number, t: ManualTexts): void {
  const doc = el.ownerDocument;
  const ex = workedExample(ruleSeed);
  const title = doc.createElement('h3');
  const [heading, seedLine] = splitSeedLine(t.example.title(ruleSeed));
  const seed = doc.createElement('span');
  seed.className = 'seed-line';
  seed.textContent = seedLine;
  title.append(heading, ' ', seed);
  const intro = doc.createElement('p');
  intro.textContent = t.example.intro(ex);
  const list = doc.createElement('ol');
  for (const i of [0, 1, 2] as const) {
    const li = doc.createElement('li');
    li.dataset.space = String(ex.steps[i].to);
    const sum = doc.createElement('span');
    sum.className = 'example-sum';
    sum.textContent = stepSum(ex.steps[i]);
    const lead = doc.createElement('span');
    lead.className = 'example-lead';
    lead.textContent = t.example.step(ex, i);
    li.append(lead, ' ', sum);
    list.append(li);
  }
  el.replaceChildren(title, intro, list);
}

/**
 * Renders everything of a manual page that depends on the rule seed (RULES.md §4): the document
 * title, `<html data-rule-seed>`, the "rule seed N" headers, the names table, the worked example,
 * the deck line, the card reference, the module drawing, the language links and the link back to
 * the bomb (which keep the seed), the option icons and the page numbers. The same code runs in the
 * browser and at build time (scripts/prerenderManualPlugin.ts renders rule seed 1 into the built
 * HTML with jsdom), so a page shows the same thing with or without scripts. Every seed gives the
 * same sizes (manual.css reserves the seed's lines), so re-rendering never moves the layout.
 * @param doc the page's document
 * @param ruleSeed 1 … 2147483647
 * @param t the texts of the page's language
 */
export function renderSeed(doc: Document, ruleSeed: number, t: ManualTexts): void {
  for (const step of seedSteps(doc, ruleSeed, t)) step();
}

/** Redraws the module drawing when the seed's hand differs from the one drawn. */
function renderDrawing(doc: Document, set: RuleSet, t: ManualTexts): void {
  const drawing = doc.getElementById('module-drawing');
  const hand = drawingHand(set.deck);
  const handKey = hand.map((c) => c.code).join(' ');
  // The drawing changes with the seed only through its hand: redrawn only when that changes.
  if (drawing && drawing.dataset.hand !== handKey) {
    drawing.replaceChildren(moduleSvg(doc, t.drawing, hand));
    drawing.dataset.hand = handKey;
  }
}

/** The option buttons as the module draws them; "move" shows the number of the deck's diamond card. */
function renderOptionIcons(doc: Document, set: RuleSet): void {
  const diamondValue = set.deck.find((c) => c.kind === 'diamond')?.value ?? 0;
  // Only the move button shows a number: the others, once drawn, stay.
  for (const el of doc.querySelectorAll<HTMLElement>('[data-icon]')) {
    const icon = el.dataset.icon as ManualOptionIcon;
    if (!OPTION_ICONS.includes(icon)) continue;
    const drawn = el.querySelector('svg');
    if (drawn && (icon !== 'dots' || drawn.getAttribute('data-value') === String(diamondValue))) continue;
    el.replaceChildren(optionButtonSvg(doc, icon, diamondValue));
  }
}

/**
 * The work of renderSeed in steps, in the order a reader meets them: the first sheet (headers,
 * links, drawing), the names table and example, the option icons, the card reference; the last
 * step sets `<html data-rule-seed>`, which says the page shows that seed (the first removes it). Each step is small
 * enough to run as a task of its own (initManual's `defer`), so the page stays responsive.
 */
export function seedSteps(doc: Document, ruleSeed: number, t: ManualTexts): Array<() => void> {
  const set = ruleSet(ruleSeed);
  return [
    () => {
      // The page shows no one seed until the last step: a hash back to the seed it showed before
      // (Back during a render) must draw that seed again, not take the half-drawn page for it.
      delete doc.documentElement.dataset.ruleSeed;
      doc.title = t.documentTitle(ruleSeed);
      for (const el of doc.querySelectorAll<HTMLElement>('[data-seed-header]')) {
        el.textContent = ruleSeed === DEFAULT_RULE_SEED ? '' : t.seedHeader(ruleSeed);
        el.hidden = ruleSeed === DEFAULT_RULE_SEED;
      }
      for (const a of doc.querySelectorAll<HTMLAnchorElement>('a[data-lang-link]')) {
        const lang = a.dataset.langLink as (typeof LANGS)[number];
        if (LANGS.includes(lang)) a.setAttribute('href', `./${PAGE_OF_LANG[lang]}${hashOfSeed(ruleSeed)}`);
        if (lang === t.lang) a.setAttribute('aria-current', 'page');
      }
      for (const a of doc.querySelectorAll<HTMLAnchorElement>('a[data-bomb-link]'))
        a.setAttribute('href', bombHref(ruleSeed));
      const pages = [...doc.querySelectorAll<HTMLElement>('.page')];
      pages.forEach((page, i) => {
        for (const el of page.querySelectorAll<HTMLElement>('[data-page-number]'))
          el.textContent = t.pageNumber(i + 1, pages.length);
      });
    },
    () => renderDrawing(doc, set, t),
    () => {
      const table = doc.getElementById('names-table');
      if (table?.tagName === 'TABLE') renderNamesTable(table as HTMLTableElement, set, t);
      const example = doc.getElementById('worked-example');
      if (example) renderWorkedExample(example, ruleSeed, t);
    },
    () => renderOptionIcons(doc, set),
    () => {
      const deckLine = doc.getElementById('deck-line');
      if (deckLine) deckLine.textContent = t.deckLine(set.deck.length);
      const cards = doc.getElementById('card-reference');
      if (cards) renderCardReference(cards, set, t);
    },
    () => {
      doc.documentElement.dataset.ruleSeed = String(ruleSeed);
    },
  ];
}

/** The manual texts of a document, from its `<html lang>`. */
export function textsOf(doc: Document): ManualTexts {
  return TEXTS[langOf(doc.documentElement.getAttribute('lang'))];
}

/** How initManual runs the steps of a render after the first: at once (the default) or later. */
export interface ManualOptions {
  /**
   * Runs a step later, e.g. `(step) => setTimeout(step)`: each step of a render becomes a task of
   * its own (main.ts does this in the browser). Without it a render is done when it returns.
   */
  readonly defer?: (step: () => void) => void;
}

/**
 * Starts a manual page: shows the rule seed of the hash and follows hash changes. A page built
 * with its seed already rendered (`<html data-rule-seed>` equal to the hash's seed, as the build
 * does for seed 1) is left as it is; another seed is rendered over it (seedSteps). A hash change
 * while a deferred render runs drops the rest of that render.
 * @param doc the page's document (its `<html lang>` picks the language)
 * @param win the window whose hash holds the rule seed (defaults to the document's window)
 */
export function initManual(
  doc: Document,
  win: ManualWindow | null = doc.defaultView,
  options: ManualOptions = {},
): ManualHandle {
  if (!win) throw new Error('initManual: no window');
  const t = textsOf(doc);
  let shown = DEFAULT_RULE_SEED;
  let generation = 0;

  // The tables stay in place when a seed is rendered (only their rows change).
  const highlighter: Highlighter = createHighlighter(
    [...doc.querySelectorAll<HTMLTableElement>('table.names, table.options')],
    { hint: t.highlighterHint, marked: (kind, color) => t.highlighter.marked(kind, t.highlighter.colors[color - 1]!) },
    shown,
  );
  // Its toolbar (colours, what a click marks, clear, dark mode), in the bar the HTML reserves.
  const unmountBar = mountHighlighterBar(doc, highlighter, t);

  const runSteps = (steps: Array<() => void>, ruleSeed: number, mine: number) => {
    const next = () => {
      if (mine !== generation) return; // another hash came in
      steps.shift()?.();
      if (steps.length > 0 && options.defer) options.defer(next);
      else if (steps.length > 0) next();
      else highlighter.show(ruleSeed);
    };
    next();
  };

  const render = () => {
    const { ruleSeed, invalid } = parseHashSeed(win.location.hash);
    shown = ruleSeed;
    const mine = ++generation;
    const notice = doc.getElementById('seed-notice');
    if (notice) {
      notice.textContent = invalid === undefined ? '' : t.invalidNotice(echoValue(invalid));
      notice.hidden = invalid === undefined;
    }
    if (doc.documentElement.dataset.ruleSeed !== String(ruleSeed))
      runSteps(seedSteps(doc, ruleSeed, t), ruleSeed, mine);
    else highlighter.show(ruleSeed);
  };

  render();
  win.addEventListener('hashchange', render);
  // Without scripts manual.css does not draw the button (it would do nothing): see @media (scripting: none).
  for (const b of doc.querySelectorAll<HTMLButtonElement>('button[data-print]')) {
    b.addEventListener('click', () => doc.defaultView?.print());
  }
  return {
    get ruleSeed() {
      return shown;
    },
    render,
    highlighter,
    destroy: () => {
      generation++;
      win.removeEventListener('hashchange', render);
      highlighter.destroy();
      unmountBar();
    },
  };
}
