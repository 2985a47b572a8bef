/**
 * The words the manual pages generate, in the three languages of the manual. The long texts
 * (rules, strikes) live in the HTML files; this holds only what the code writes: the seed header,
 * the notice, the names table, the card reference, the drawing's labels and the page numbers.
 *
 * French follows French typography: a no-break space (U+00A0) before `:` and inside « »,
 * a narrow no-break space (U+202F) before `;`, `!` and `?`, the apostrophe ’.
 */
import { describeCard, type Card } from '../../rules';
import { MODULE_WORDS, type ModuleWords } from '../../art/moduleWords';
import type { WorkedExample } from './workedExample';

/** The languages of the manual: English (ours), French and Esperanto (the seed documents). */
export const LANGS = ['en', 'fr', 'eo'] as const;
export type Lang = (typeof LANGS)[number];

/** The page of each language, relative to the manual folder. */
export const PAGE_OF_LANG: Record<Lang, string> = { en: 'index.html', fr: 'fr.html', eo: 'eo.html' };

/** The labels of the module drawing. */
export interface DrawingLabels {
  readonly title: string;
  /** Labels may hold `\n` to break a line. */
  readonly statusLight: string;
  readonly swapCard: string;
  readonly discard: string;
  readonly led: string;
  readonly pawn: string;
  readonly start: string;
  readonly home: string;
  readonly tac: string;
  readonly options: string;
  readonly hand: string;
  /** The label of the defuser's own LED ("You"). */
  readonly you: string;
  /** The words printed on the module, drawn in the page's language (the bomb shows `MODULE_WORDS`). */
  readonly moduleWords: ModuleWords;
}

/** Everything the code writes into a manual page, in one language. */
export interface ManualTexts {
  readonly lang: Lang;
  /** The header shown on every sheet for a rule seed other than 1. */
  seedHeader(ruleSeed: number): string;
  /** The caption of the names table. */
  tableCaption(ruleSeed: number): string;
  readonly nameHeading: string;
  readonly offsetHeading: string;
  /** The notice for a hash that is not a rule seed; `value` is the (already shortened) text given. */
  invalidNotice(value: string): string;
  /** "Page 1 of 3". */
  pageNumber(page: number, pages: number): string;
  /** Short name of a card, e.g. "4 reverse". */
  cardName(card: Card): string;
  /** One line saying what a card does. */
  cardRule(card: Card): string;
  /**
   * The line above the card reference. The same for every rule seed (the sheet's header names
   * the seed), so that the layout does not move when another seed is rendered.
   */
  deckLine(count: number): string;
  /** The document title. */
  documentTitle(ruleSeed: number): string;
  readonly drawing: DrawingLabels;
  /** The worked example of the placement rule beside the names table (see workedExample.ts). */
  readonly example: ExampleTexts;
  /** How to use the highlighter (the title of the tables it works on). */
  readonly highlighterHint: string;
  /** The highlighter's toolbar and the marks in words (highlighterBar.ts, highlighter.ts). */
  readonly highlighter: HighlighterTexts;
}

/** The words of the highlighter's toolbar, its announcements and the marks' descriptions. */
interface HighlighterTexts {
  /** The toolbar's name. */
  readonly toolbar: string;
  /** The colours 1 … 6 (blue, red, green, yellow, magenta, orange: highlighter.ts HIGHLIGHT_COLORS). */
  readonly colors: readonly [string, string, string, string, string, string];
  /** The colour group's name. */
  readonly colorGroup: string;
  /** The mode group's visible label and name: what a click marks. */
  readonly markGroup: string;
  /** The three modes' buttons. */
  readonly modes: { readonly cell: string; readonly row: string; readonly col: string };
  readonly clear: string;
  /** Said when the marks are cleared (n of them). */
  cleared(n: number): string;
  /** Said when a colour is chosen with its key. */
  colorChosen(color: string): string;
  /** A mark in words, for the cell's description: "marked blue", "row marked red". */
  marked(kind: 'cell' | 'row' | 'col', color: string): string;
  /** The theme group's name, the dark-mode switch and the button that follows the system again. */
  readonly themeGroup: string;
  readonly dark: string;
  readonly system: string;
  /** Said when the theme changes. */
  themeSaid(dark: boolean, system: boolean): string;
}

/** The words of the worked example. */
interface ExampleTexts {
  /** Its heading, naming the rule seed whose offsets it uses. */
  title(ruleSeed: number): string;
  /** The situation: serial, values, how spaces are numbered, the pawn's space. */
  intro(ex: WorkedExample): string;
  /**
   * The lead of the line of each invisible pawn (first opponent, partner, second opponent), e.g.
   * "Partner, Susan (20):"; the sum follows it (workedExample.ts stepSum).
   */
  step(ex: WorkedExample, i: 0 | 1 | 2): string;
}

const NBSP = '\u00a0';
const NNBSP = '\u202f';

/** Groups digits by three with a narrow no-break space (French style): 2 147 483 647. */
function frenchNumber(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, NNBSP);
}

const en: ManualTexts = {
  lang: 'en',
  seedHeader: (n) => `Rule seed ${n}`,
  tableCaption: (n) => (n === 1 ? 'Name offsets' : `Name offsets (rule seed ${n})`),
  nameHeading: 'Name',
  offsetHeading: 'Offset',
  invalidNotice: (v) =>
    `“${v}” is not a rule seed (a whole number from 1 to 2147483647). ` +
    'This is the manual for the default rule seed 1.',
  pageNumber: (p, n) => `Page ${p} of ${n}`,
  cardName: describeCard,
  cardRule(card) {
    const n = card.value;
    const spaces = n === 1 ? 'space' : 'spaces';
    switch (card.kind) {
      case 'regular':
        return `Moves ${n} ${spaces} clockwise. Blocked by any pawn on the way; captures the opponent it lands on.`;
      case 'reverse':
        return `Moves ${n} ${spaces} counter-clockwise, otherwise exactly like a regular card.`;
      case 'diamond':
        return `Either move ${n} like a regular card (left button: ${n} over dots) or discard it (right button: red diamond).`;
      case 'single':
        return `Steps ${n} ${spaces} clockwise one at a time, capturing every opponent it passes and the one it lands on.`;
      case 'warrior':
        return 'Runs clockwise to the next pawn on the track and captures it (a strike if it is the partner).';
      case 'trickster':
        return 'Press two LEDs: those two pawns exchange their spaces.';
    }
  },
  deckLine: (count) => `The ${count} different cards of the deck, as they look on the module:`,
  documentTitle: (n) => `On the Subject of TAC${n === 1 ? '' : ` (rule seed ${n})`} · Keep Talking and Nobody Explodes`,
  drawing: {
    title: 'Drawing of the TAC module, its track spaces numbered 0 to 31',
    statusLight: 'Status light',
    swapCard: 'Swap card\n(face down)',
    discard: 'Discard pile',
    led: 'LED with name',
    pawn: 'Your pawn',
    start: 'Start space',
    home: 'Home',
    tac: 'TAC button',
    options: 'Option buttons',
    hand: 'Hand: five cards',
    you: 'You',
    moduleWords: MODULE_WORDS,
  },
  highlighterHint:
    'Highlighter: click a cell (or press Enter) to mark it in the chosen colour, and again to clear it; with Shift, the whole row; with Ctrl, the whole column. Alt+1 to Alt+6 choose the colour, Alt+C clears every mark.',
  highlighter: {
    toolbar: 'Highlighter',
    colors: ['blue', 'red', 'green', 'yellow', 'magenta', 'orange'],
    colorGroup: 'Colour',
    markGroup: 'Mark',
    modes: { cell: 'Cell', row: 'Row', col: 'Column' },
    clear: 'Clear marks',
    cleared: (n) => (n === 0 ? 'No marks to clear.' : `${n} mark${n === 1 ? '' : 's'} cleared.`),
    colorChosen: (c) => `Highlighter colour: ${c}.`,
    marked: (kind, c) => ({ cell: `marked ${c}`, row: `row marked ${c}`, col: `column marked ${c}` })[kind],
    themeGroup: 'Theme',
    dark: 'Dark mode',
    system: 'As the system',
    themeSaid: (dark, system) => `${dark ? 'Dark' : 'Light'} mode${system ? ', as the system' : ''}.`,
  },
  example: {
    title: (n) => `Example (rule seed ${n})`,
    intro: (ex) =>
      `The drawing on page 1, serial number ${ex.serial} (values ${ex.values.join(', ')}). Spaces are numbered ` +
      `0 to 31 clockwise from the top start, the third space from the right; the pawn is on space ${ex.you}.`,
    step: (ex, i) => {
      const s = ex.steps[i];
      return `${['First opponent', 'Partner', 'Second opponent'][i]}, ${s.name} (${s.offset}):`;
    },
  },
};

const fr: ManualTexts = {
  lang: 'fr',
  seedHeader: (n) => `Graine de règles ${frenchNumber(n)}`,
  tableCaption: (n) => (n === 1 ? 'Décalages des noms' : `Décalages des noms (graine de règles ${frenchNumber(n)})`),
  nameHeading: 'Nom',
  offsetHeading: 'Décalage',
  invalidNotice: (v) =>
    `«${NBSP}${v}${NBSP}» n’est pas une graine de règles (un nombre entier de 1 à ${frenchNumber(2147483647)}). ` +
    'Voici le manuel de la graine par défaut (1).',
  pageNumber: (p, n) => `Page ${p} sur ${n}`,
  cardName(card) {
    switch (card.kind) {
      case 'regular':
        return `${card.value}`;
      case 'reverse':
        return `${card.value} inverse`;
      case 'diamond':
        return `${card.value} à carreau`;
      case 'single':
        return `${card.value} à pas individuels`;
      case 'warrior':
        return 'Guerrier';
      case 'trickster':
        return 'Farceur';
    }
  },
  cardRule(card) {
    const n = card.value;
    const cases = n === 1 ? 'case' : 'cases';
    switch (card.kind) {
      case 'regular':
        return `Avance de ${n} ${cases} dans le sens horaire, si aucun pion ne se trouve sur le passage${NNBSP}; capture l’adversaire sur la case d’arrivée.`;
      case 'reverse':
        return `Recule de ${n} ${cases} dans le sens antihoraire, aux mêmes conditions qu’une carte régulière.`;
      case 'diamond':
        return `Se joue comme un ${n} régulier (bouton à points) ou se défausse (bouton au carreau).`;
      case 'single':
        return `Avance de ${n} ${cases} une à une dans le sens horaire et capture chaque adversaire sur son passage, case d’arrivée incluse.`;
      case 'warrior':
        return 'Avance dans le sens horaire jusqu’au prochain pion sur le plateau et le capture (erreur si c’est votre partenaire).';
      case 'trickster':
        return `Appuyer sur deux DEL${NBSP}: ces deux pions échangent leurs places.`;
    }
  },
  deckLine: (count) => `Les ${count} cartes différentes du paquet, telles qu’elles apparaissent sur le module${NBSP}:`,
  documentTitle: (n) =>
    `À propos de TAC${n === 1 ? '' : ` (graine de règles ${frenchNumber(n)})`} · Keep Talking and Nobody Explodes`,
  drawing: {
    title: 'Dessin du module TAC, les cases du circuit numérotées de 0 à 31',
    statusLight: 'Voyant d’état',
    swapCard: 'Carte d’échange\n(face cachée)',
    discard: 'Défausse',
    led: 'DEL et nom',
    pawn: 'Votre pion',
    start: 'Case de départ',
    home: 'Maison',
    tac: 'Bouton TAC',
    options: 'Boutons d’option',
    hand: 'Main de cinq cartes',
    you: 'Vous',
    moduleWords: { swap: 'ÉCHANGE', discard: 'DÉFAUSSE', warrior: 'GUERRIER', trickster: 'FARCEUR' },
  },
  highlighterHint: `Surligneur${NBSP}: cliquez sur une case (ou appuyez sur Entrée) pour la marquer dans la couleur choisie, et une seconde fois pour l’effacer${NNBSP}; avec Maj, c’est toute la ligne${NNBSP}; avec Ctrl, toute la colonne. Alt+1 à Alt+6 choisissent la couleur, Alt+C efface toutes les marques.`,
  highlighter: {
    toolbar: 'Surligneur',
    colors: ['bleu', 'rouge', 'vert', 'jaune', 'magenta', 'orange'],
    colorGroup: 'Couleur',
    markGroup: 'Marquer',
    modes: { cell: 'Case', row: 'Ligne', col: 'Colonne' },
    clear: 'Effacer les marques',
    cleared: (n) =>
      n === 0 ? 'Aucune marque à effacer.' : `${n} marque${n === 1 ? '' : 's'} effacée${n === 1 ? '' : 's'}.`,
    colorChosen: (c) => `Couleur du surligneur${NBSP}: ${c}.`,
    marked: (kind, c) =>
      ({ cell: `marquée en ${c}`, row: `ligne marquée en ${c}`, col: `colonne marquée en ${c}` })[kind],
    themeGroup: 'Thème',
    dark: 'Mode sombre',
    system: 'Comme le système',
    themeSaid: (dark, system) => `Mode ${dark ? 'sombre' : 'clair'}${system ? ', comme le système' : ''}.`,
  },
  example: {
    title: (n) => `Exemple (graine de règles ${frenchNumber(n)})`,
    intro: (ex) =>
      `Le dessin de la page 1${NBSP}: numéro de série ${ex.serial} (valeurs ${ex.values.join(', ')}). Les cases sont ` +
      `numérotées de 0 à 31 dans le sens horaire à partir de la case de départ du haut, la troisième en partant ` +
      `de la droite${NNBSP}; votre pion est sur la case ${ex.you}.`,
    step: (ex, i) => {
      const s = ex.steps[i];
      return `${['Premier adversaire', 'Partenaire', 'Second adversaire'][i]}, ${s.name} (${s.offset})${NBSP}:`;
    },
  },
};

const eo: ManualTexts = {
  lang: 'eo',
  seedHeader: (n) => `Regulsemo ${n}`,
  tableCaption: (n) => (n === 1 ? 'Valoroj de la nomoj' : `Valoroj de la nomoj (regulsemo ${n})`),
  nameHeading: 'Nomo',
  offsetHeading: 'Valoro',
  invalidNotice: (v) =>
    `«${v}» ne estas regulsemo (entjero de 1 ĝis 2147483647). ` + 'Jen la manlibro por la defaŭlta regulsemo 1.',
  pageNumber: (p, n) => `Paĝo ${p} el ${n}`,
  cardName(card) {
    switch (card.kind) {
      case 'regular':
        return `${card.value}`;
      case 'reverse':
        return `${card.value} inversa`;
      case 'diamond':
        return `${card.value} kun rombosigno`;
      case 'single':
        return `${card.value} unupaŝa`;
      case 'warrior':
        return 'Militisto';
      case 'trickster':
        return 'Trukisto';
    }
  },
  cardRule(card) {
    const n = card.value;
    const places = n === 1 ? 'lokon' : 'lokojn';
    switch (card.kind) {
      case 'regular':
        return `Ŝovas la figuron ${n} ${places} dekstrume. Neniu figuro rajtas esti ĉe la interaj lokoj; kontraŭulo ĉe la fina loko kaptiĝas.`;
      case 'reverse':
        return `Ŝovas la figuron ${n} ${places} maldekstrume, alie same kiel kutima nombro-karto.`;
      case 'diamond':
        return `Aŭ ludu ĝin kiel kutima nombro-karto de ${n} (butono kun punktoj), aŭ forĵetu ĝin (butono kun rombosigno).`;
      case 'single':
        return `Ŝovas la figuron ${n} ${places} dekstrume, paŝon post paŝo, kaj kaptas ĉiujn kontraŭulojn survoje, inkluzive de la fina loko.`;
      case 'warrior':
        return 'Ŝovas la figuron dekstrume ĝis la sekvonta figuro sur la trako kaj kaptas ĝin (eraro, se tio estas via kunulo).';
      case 'trickster':
        return 'Tuŝu du lampojn: tiuj du figuroj interŝanĝas siajn lokojn.';
    }
  },
  deckLine: (count) => `La ${count} malsamaj kartoj de la kartaro, kiel ili aspektas sur la modulo:`,
  documentTitle: (n) => `Pri TAC${n === 1 ? '' : ` (regulsemo ${n})`} · Keep Talking and Nobody Explodes`,
  drawing: {
    title: 'Desegnaĵo de la TAC-modulo, kun la lokoj de la trako numeritaj de 0 ĝis 31',
    statusLight: 'Stato-lampo',
    swapCard: 'Interŝanĝa karto\n(kaŝita)',
    discard: 'Forĵetitaj kartoj',
    led: 'Lampo kun nomo',
    pawn: 'Via figuro',
    start: 'Starta loko',
    home: 'Hejmo',
    tac: 'TAC-butono',
    options: 'Opcio-butonoj',
    hand: 'Mano: kvin kartoj',
    you: 'Vi',
    moduleWords: { swap: 'INTERŜANĜO', discard: 'FORĴETAĴOJ', warrior: 'MILITISTO', trickster: 'TRUKISTO' },
  },
  highlighterHint:
    'Markilo: alklaku ĉelon (aŭ premu la enigan klavon, Enter) por marki ĝin per la elektita koloro, kaj denove por malmarki ĝin; kun la majuskliga klavo (Shift), la tutan vicon; kun la stirklavo (Ctrl), la tutan kolumnon. Alt+1 ĝis Alt+6 elektas la koloron, Alt+C forigas ĉiujn markojn.',
  highlighter: {
    toolbar: 'Markilo',
    colors: ['blua', 'ruĝa', 'verda', 'flava', 'purpura', 'oranĝa'],
    colorGroup: 'Koloro',
    markGroup: 'Marki',
    modes: { cell: 'Ĉelon', row: 'Vicon', col: 'Kolumnon' },
    clear: 'Forigi la markojn',
    cleared: (n) =>
      n === 0 ? 'Neniu marko forigenda.' : `${n} marko${n === 1 ? '' : 'j'} forigita${n === 1 ? '' : 'j'}.`,
    colorChosen: (c) => `Koloro de la markilo: ${c}.`,
    marked: (kind, c) => ({ cell: `markita: ${c}`, row: `vico markita: ${c}`, col: `kolumno markita: ${c}` })[kind],
    themeGroup: 'Etoso',
    dark: 'Malhela reĝimo',
    system: 'Laŭ la sistemo',
    themeSaid: (dark, system) => `${dark ? 'Malhela' : 'Hela'} reĝimo${system ? ', laŭ la sistemo' : ''}.`,
  },
  example: {
    title: (n) => `Ekzemplo (regulsemo ${n})`,
    intro: (ex) =>
      `La desegnaĵo de la unua paĝo, seria numero ${ex.serial} (valoroj ${ex.values.join(', ')}). La lokoj ` +
      `estas numeritaj de 0 ĝis 31 dekstrume ekde la supra starta loko, la tria de dekstre; via figuro staras sur ` +
      `la loko ${ex.you}.`,
    step: (ex, i) => {
      const s = ex.steps[i];
      return `${['Unua kontraŭulo', 'Kunulo', 'Dua kontraŭulo'][i]}, ${s.name} (${s.offset}):`;
    },
  },
};

/** The texts of every language. */
export const TEXTS: Record<Lang, ManualTexts> = { en, fr, eo };

/** The language of a `lang` attribute (`"fr"`, `"fr-FR"`, …); English for anything else. */
export function langOf(attr: string | null | undefined): Lang {
  const base = (attr ?? '').toLowerCase().split('-')[0];
  return (LANGS as readonly string[]).includes(base ?? '') ? (base as Lang) : 'en';
}
