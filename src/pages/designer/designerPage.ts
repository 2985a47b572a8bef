/**
 * The designer page (`designer.html`; issue "Designer tools"): generate a seeded bomb with the
 * filters of `tac generate`, see it drawn with the invisible pawns revealed, the expert's
 * derivation (RULES.md §5), every solution (RULES.md §8) and the difficulty figures, edit it as
 * JSON or in the drawing, share it, and export batches as JSON Lines with statistics.
 *
 * `mountDesigner(root, options)` builds the whole page into `root`; the heavy work (generation,
 * solution listing, batches) runs on a `DesignerEngine` (a web worker in browsers). Bad input
 * never throws out of an event handler: each problem is shown in a `role="alert"` region naming
 * the field, and the last good bomb stays on screen.
 */
import { encodeBombParam, decodeBombParam } from '../../io/bombUrl';
import { describeCard } from '../../rules/cards';
import { LED_NAMES, SEAT_CORNERS, type Seat } from '../../rules/board';
import { bombToJson, type Bomb } from '../../rules/generator';
import { namesFor } from '../../rules/placement';
import { ruleSet } from '../../rules/ruleSeed';
import { drawBoard, type MovablePiece } from './boardSvg';

const PIECES = ['you', 'opponent1', 'partner', 'opponent2'] as const;
/** The form of a designer URL without settings. */
const FORM_DEFAULTS: FormInput = {
  seed: '',
  ruleSeed: '1',
  swap: 'either',
  minSolutions: '',
  maxSolutions: '',
  include: [],
  exclude: [],
  serial: '',
  distribution: 'forward',
};
const PIECE_WORDS: Record<MovablePiece, string> = {
  you: 'your pawn',
  opponent1: 'opponent 1',
  partner: 'the partner',
  opponent2: 'opponent 2',
};
import { checkBombText, checkBombValue, type BombCheck } from './bombValidation';
import { defaultEngine, type DesignerEngine } from './designerEngine';
import type { Analysis } from './designerTasks';
import { buildBatchPanel } from './batchPanel';
import { buildGenerateForm } from './generateForm';
import { alertBox, h, replace } from './dom';
import { deriveSteps } from './expertDerivation';
import {
  hasFilters,
  parseForm,
  queryToForm,
  settingsToQuery,
  type FormInput,
  type GenerateSettings,
} from './generatorFilters';
import { createRevealedModule, type RevealedModule } from './revealedModule';
import { SOLUTION_LIST_CAP } from './solutionAnalysis';

/** Options of `mountDesigner`; all optional. */
export interface DesignerOptions {
  /** Where heavy tasks run (default: a web worker when available, else inline). */
  readonly engine?: DesignerEngine;
  /** The page's query string (default `location.search`). */
  readonly search?: string;
  /** Base URL the share links resolve against (default `document.baseURI`). */
  readonly baseUrl?: string;
  /** Copies text to the clipboard (default `navigator.clipboard.writeText`). */
  readonly copy?: (text: string) => Promise<void>;
  /** Makes a random bomb seed (default: 8 base-36 characters from crypto). */
  readonly randomSeed?: () => string;
  /**
   * Updates the address bar with the current settings: `push` for a new Generate (so that Back
   * returns to the previous bomb), `replace` for the first bomb and for edits (default:
   * history.pushState / replaceState; the page restores the form and bomb on popstate).
   */
  readonly updateUrl?: (query: string, how: 'push' | 'replace') => void;
  /**
   * Creates the module drawing (default: the bomb page's Pixi scene, `revealedModule.ts`; none
   * under jsdom). Null: only the SVG board.
   */
  readonly moduleDrawing?: ((host: HTMLElement) => Promise<RevealedModule | null>) | null;
}

/** Handle on a mounted designer, for tests. */
export interface DesignerPage {
  /** Resolves once every started task (generate, analyse, batch) has finished and rendered. */
  idle(): Promise<void>;
  /** The bomb on screen (last good), as JSON, or null before the first one. */
  currentJson(): Record<string, unknown> | null;
}

function defaultRandomSeed(): string {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => (b % 36).toString(36)).join('') + (bytes[0]! % 10);
}

/** The current bomb and how it came about. */
interface Current {
  readonly bomb: Bomb;
  readonly json: Record<string, unknown>;
  /** The settings that generated it, or null for an edited bomb. */
  readonly settings: GenerateSettings | null;
  analysis: Analysis | null;
}

/**
 * Builds the designer into `root` and generates the first bomb (from the query's settings, or a
 * `?bomb=` parameter, or a random seed).
 */
export function mountDesigner(root: HTMLElement, options: DesignerOptions = {}): DesignerPage {
  const engine = options.engine ?? defaultEngine();
  const search = options.search ?? location.search;
  const baseUrl = options.baseUrl ?? document.baseURI;
  const copy = options.copy ?? ((t: string) => navigator.clipboard.writeText(t));
  const randomSeed = options.randomSeed ?? defaultRandomSeed;
  const updateUrl =
    options.updateUrl ??
    ((q: string, how: 'push' | 'replace') => {
      try {
        const url = `${location.pathname}?${q}`;
        if (how === 'push' && location.search !== `?${q}`) history.pushState(null, '', url);
        else history.replaceState(null, '', url);
      } catch {
        /* an address bar that cannot be updated is no reason to fail */
      }
    });

  const moduleDrawing =
    options.moduleDrawing !== undefined
      ? options.moduleDrawing
      : typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent)
        ? null
        : createRevealedModule;

  root.dataset.engine = engine.where;
  const pending = new Set<Promise<unknown>>();
  const track = <T>(p: Promise<T>): Promise<T> => {
    pending.add(p);
    void p.then(
      () => pending.delete(p),
      () => pending.delete(p),
    );
    return p;
  };

  let current: Current | null = null;
  let request = 0;
  /** The move being tried (for the status line), and the pawn to focus once it is redrawn. */
  let moveNote = '';
  let refocusPiece: MovablePiece | null = null;

  // ---------------------------------------------------------------- generate form
  const generateForm = buildGenerateForm();
  const { seedInput, ruleSeedInput, randomButton, generateButton } = generateForm;
  const form = generateForm.el;
  const formAlert = generateForm.alert;
  const readForm = generateForm.read;
  const writeForm = generateForm.write;
  const markInvalid = generateForm.markInvalid;
  const updateCli = generateForm.updateCli;

  // ---------------------------------------------------------------- bomb view
  const bombHeading = h('h2', {}, 'Bomb');
  const bombMeta = h('p', { id: 'bomb-meta', class: 'meta' });
  const moduleBox = h('div', { id: 'module', class: 'module-box', hidden: true });
  const boardBox = h('div', { id: 'board', class: 'board-box' });
  const boardHint = h(
    'p',
    { class: 'hint' },
    'Drag a pawn to a free space (or click it, then the space; with the keyboard: Enter on the pawn, the arrow keys along the track, Enter on the space) to move it; the names follow. Change cards with the selects. Each edit is checked before it stands.',
  );
  const movePieceSelect = h(
    'select',
    { id: 'move-piece', 'aria-label': 'Piece to move' },
    h('option', { value: 'you' }, 'your pawn'),
    h('option', { value: 'opponent1' }, 'opponent 1'),
    h('option', { value: 'partner' }, 'partner'),
    h('option', { value: 'opponent2' }, 'opponent 2'),
  );
  const moveSpaceInput = h('input', {
    id: 'move-space',
    type: 'text',
    inputmode: 'numeric',
    'aria-label': 'To space',
    placeholder: '0–31',
    size: 4,
  });
  const moveButton = h('button', { type: 'button', class: 'secondary' }, 'Move');
  const moveRow = h(
    'div',
    { class: 'field-row' },
    h('label', { for: 'move-piece', class: 'inline' }, 'Move'),
    movePieceSelect,
    h('label', { for: 'move-space', class: 'inline' }, 'to space'),
    moveSpaceInput,
    moveButton,
  );
  const boardDetails = h(
    'details',
    { id: 'board-editor', class: 'board-editor', open: true },
    h('summary', {}, 'Numbered board: the revealed pawns, movable'),
    h('p', { class: 'scroll-hint', 'aria-hidden': 'true' }, 'Scroll sideways for the whole board →'),
    boardBox,
    boardHint,
    moveRow,
  );
  const sideBox = h('div', { id: 'bomb-side', class: 'bomb-side' });
  const statusLine = h('p', { id: 'status', role: 'status', class: 'status' });

  // Difficulty
  const countOut = h('output', { id: 'solution-count', 'aria-label': 'Solution count', class: 'big' }, '—');
  const swapOut = h('output', { id: 'swap-needed', 'aria-label': 'Swap needed' }, '—');
  const capturesOut = h('output', { id: 'captures', 'aria-label': 'Captures required' }, '—');
  const tricksterOut = h('output', { id: 'trickster-use', 'aria-label': 'Trickster use' }, '—');
  const difficulty = h(
    'section',
    { id: 'difficulty', 'aria-labelledby': 'difficulty-h' },
    h('h2', { id: 'difficulty-h' }, 'Difficulty'),
    h(
      'dl',
      { class: 'figures' },
      h('div', {}, h('dt', {}, 'Solution count'), h('dd', {}, countOut)),
      h('div', {}, h('dt', {}, 'Swap needed'), h('dd', {}, swapOut)),
      h('div', {}, h('dt', {}, 'Captures required'), h('dd', {}, capturesOut)),
      h('div', {}, h('dt', {}, 'Trickster use'), h('dd', {}, tricksterOut)),
    ),
  );

  // Derivation
  const derivationBox = h('div', { id: 'derivation-body' });
  const derivation = h(
    'section',
    { id: 'derivation', 'aria-labelledby': 'derivation-h' },
    h('h2', { id: 'derivation-h' }, "The expert's derivation"),
    derivationBox,
  );

  // Solutions
  const solutionsSummary = h('summary', {}, 'Solutions');
  const solutionsList = h('ol', { id: 'solution-list', class: 'solutions' });
  const solutionsNote = h('p', { class: 'hint' });
  const solutionsDetails = h('details', { id: 'solutions' }, solutionsSummary, solutionsNote, solutionsList);
  const solutions = h(
    'section',
    { 'aria-labelledby': 'solutions-h' },
    h('h2', { id: 'solutions-h' }, 'Solutions'),
    solutionsDetails,
  );

  // JSON
  const jsonArea = h('textarea', { id: 'bomb-json', rows: 9, spellcheck: 'false', autocomplete: 'off', class: 'json' });
  const applyButton = h('button', { type: 'button', class: 'primary' }, 'Apply');
  const formatButton = h('button', { type: 'button', class: 'secondary' }, 'Format');
  const revertButton = h('button', { type: 'button', class: 'secondary' }, 'Back to last good bomb');
  const fitButton = h('button', { type: 'button', class: 'secondary', hidden: true }, 'Use the names that fit');
  const jsonAlert = alertBox('json-alert');
  /** Problems of edits made in the drawing, the Move form or the card selects, next to them. */
  const editAlert = alertBox('edit-alert');
  const jsonStatus = h('p', { id: 'json-status', class: 'status', role: 'status' });
  const jsonSection = h(
    'section',
    { id: 'json', 'aria-labelledby': 'json-h' },
    h('h2', { id: 'json-h' }, 'Edit the bomb'),
    h(
      'p',
      { class: 'hint' },
      'Exactly what ',
      h('code', {}, 'tac generate'),
      ' prints. Edit and Apply: the bomb is re-checked (shape, names, swap, winnability); a bad edit leaves the last good bomb in place.',
    ),
    h('label', { for: 'bomb-json', class: 'label' }, 'Bomb JSON'),
    jsonArea,
    h('div', { class: 'actions' }, applyButton, formatButton, revertButton, fitButton),
    jsonAlert.el,
    jsonStatus,
  );

  // Share
  const playLink = h('a', { id: 'play-link', target: '_blank', rel: 'noopener' }, 'Play this bomb');
  const manualLink = h('a', { id: 'manual-link', target: '_blank', rel: 'noopener' }, 'Manual for this rule seed');
  const copyPlay = h('button', { type: 'button', class: 'secondary' }, 'Copy play link');
  const copyDesigner = h('button', { type: 'button', class: 'secondary' }, 'Copy designer link');
  const playUrlInput = h('input', { id: 'play-url', type: 'text', readonly: true, 'aria-label': 'Play link' });
  const shareStatus = h('p', { class: 'status', role: 'status' });
  const share = h(
    'section',
    { id: 'share', 'aria-labelledby': 'share-h' },
    h('h2', { id: 'share-h' }, 'Share'),
    h('p', { class: 'links' }, playLink, ' · ', manualLink),
    playUrlInput,
    h('div', { class: 'actions' }, copyPlay, copyDesigner),
    shareStatus,
  );

  /** Runs an event handler; an unexpected error becomes a status line, never an uncaught throw. */
  const guard =
    <A extends unknown[]>(f: (...a: A) => unknown) =>
    (...a: A) => {
      try {
        const r = f(...a);
        if (r instanceof Promise) r.catch((e: Error) => (statusLine.textContent = `Error: ${e.message}`));
      } catch (e) {
        statusLine.textContent = `Error: ${(e as Error).message}`;
      }
    };

  const batch = buildBatchPanel({
    engine,
    settings: () => {
      if (seedInput.value === '') seedInput.value = randomSeed();
      return parseForm(readForm());
    },
    track,
    guard,
  }).el;

  const bombSection = h(
    'section',
    { id: 'bomb', 'aria-labelledby': 'bomb-h' },
    bombHeading,
    bombMeta,
    h('div', { class: 'bomb-grid' }, moduleBox, sideBox),
    boardDetails,
    editAlert.el,
    statusLine,
  );
  bombHeading.id = 'bomb-h';

  replace(
    root,
    h(
      'header',
      { class: 'top' },
      h('h1', {}, 'TAC designer'),
      h('p', { class: 'meta' }, 'Seeded bombs revealed, solved, edited, shared and exported'),
    ),
    h(
      'div',
      { class: 'layout' },
      h('aside', { class: 'panel' }, form),
      h(
        'main',
        { class: 'content' },
        bombSection,
        h('div', { class: 'two' }, difficulty, derivation),
        solutions,
        jsonSection,
        share,
        batch,
      ),
    ),
  );

  const moduleReady: Promise<RevealedModule | null> = moduleDrawing
    ? track(
        moduleDrawing(moduleBox).then(
          (m) => {
            moduleBox.hidden = !m;
            return m;
          },
          () => null,
        ),
      )
    : Promise.resolve(null);

  // ---------------------------------------------------------------- rendering
  const playUrl = (c: Current): string => {
    const unfiltered = c.settings !== null && !hasFilters(c.settings.filters);
    const q = unfiltered
      ? `seed=${encodeURIComponent(c.bomb.seed)}&ruleseed=${c.bomb.ruleSeed}`
      : `bomb=${encodeBombParam(c.json)}`;
    return new URL(`index.html?${q}`, baseUrl).href;
  };
  const designerQuery = (c: Current): string =>
    c.settings ? settingsToQuery(c.settings) : `bomb=${encodeBombParam(c.json)}`;
  const designerUrl = (c: Current): string => new URL(`designer.html?${designerQuery(c)}`, baseUrl).href;

  const renderSide = (c: Current) => {
    const b = c.bomb;
    const deck = ruleSet(b.ruleSeed).deck;
    const seatName = (k: number) => {
      const seat = ((b.seat + k) & 3) as Seat;
      return `${LED_NAMES[seat]} (${SEAT_CORNERS[seat]}, ${b.colors[seat]})`;
    };
    const cardSelect = (label: string, value: string, withNone: boolean, onChange: (code: string) => void) => {
      const s = h('select', { 'aria-label': label, class: 'card-select' });
      if (withNone) s.appendChild(h('option', { value: '' }, 'none'));
      for (const card of deck) s.appendChild(h('option', { value: card.code }, `${card.code} · ${describeCard(card)}`));
      if (!deck.some((d) => d.code === value) && value) s.appendChild(h('option', { value }, `${value} (not in deck)`));
      s.value = value;
      s.addEventListener('change', () => onChange(s.value));
      return s;
    };
    const editCard = (slot: number, code: string) =>
      tryEdit((j) => {
        (j.hand as string[])[slot] = code;
      }, 'card');
    const hand = h(
      'ol',
      { class: 'hand' },
      ...b.hand.map((card, i) => {
        const swapped = b.swap?.slot === i;
        return h(
          'li',
          { class: swapped ? 'card swapped' : 'card' },
          h('span', { class: 'card-code' }, card.code),
          h('span', { class: 'card-words' }, describeCard(card)),
          cardSelect(`Card in slot ${i + 1}`, card.code, false, (code) => editCard(i, code)),
          swapped ? h('span', { class: 'swap-note' }, `TAC → ${b.swap!.card.code}`) : null,
        );
      }),
    );
    const swapCard = cardSelect('Swap card', b.swap?.card.code ?? '', true, (code) =>
      tryEdit((j) => {
        j.swap = code ? { slot: (j.swap as { slot: number } | null)?.slot ?? 0, card: code } : null;
      }, 'swap'),
    );
    const swapSlot = h('select', { 'aria-label': 'Swap slot', class: 'card-select', disabled: !b.swap });
    for (let i = 0; i < 5; i++) swapSlot.appendChild(h('option', { value: String(i) }, `slot ${i + 1}`));
    swapSlot.value = String(b.swap?.slot ?? 0);
    swapSlot.addEventListener('change', () =>
      tryEdit((j) => {
        if (j.swap) (j.swap as { slot: number }).slot = Number(swapSlot.value);
      }, 'swap'),
    );
    replace(
      sideBox,
      h(
        'div',
        { class: 'serial', 'aria-label': 'Serial number' },
        h('span', { class: 'label' }, 'SERIAL'),
        h('span', { class: 'serial-code' }, b.serial),
      ),
      h(
        'dl',
        { class: 'facts' },
        h('dt', {}, 'Your seat'),
        h('dd', {}, `${b.seat}: LED ${seatName(0)}`),
        h('dt', {}, 'Names shown'),
        h(
          'dd',
          {},
          h(
            'ul',
            { class: 'names' },
            ...b.names.map((n, i) =>
              h('li', {}, h('strong', {}, n), ` at ${seatName(i + 1)} → ${['opponent 1', 'partner', 'opponent 2'][i]}`),
            ),
          ),
        ),
        h('dt', {}, 'Hand (dealt)'),
        h('dd', {}, hand),
        h('dt', {}, 'Swap (TAC)'),
        h('dd', { class: 'field-row' }, swapCard, swapSlot),
      ),
    );
  };

  const renderDerivation = (c: Current) => {
    const b = c.bomb;
    const d = deriveSteps(b.serial, b.ruleSeed, b.state.you as number, b.names);
    const table = h(
      'table',
      { class: 'values' },
      h('caption', {}, `Serial ${b.serial}: character values (digit = itself, A = 1 … Z = 26)`),
      h('tr', {}, h('th', { scope: 'row' }, 'character'), ...d.serial.map((s) => h('td', {}, s.char))),
      h(
        'tr',
        {},
        h('th', { scope: 'row' }, 'value'),
        ...d.serial.map((s, i) => h('td', {}, h('span', { class: 'v' }, `v${i + 1}=`), String(s.value))),
      ),
    );
    const offsets = h(
      'p',
      {},
      `Offsets for rule seed ${b.ruleSeed}: `,
      ...d.names.flatMap((n, i) => [i ? ', ' : '', h('strong', {}, n.name), ` = ${n.offset}`]),
      '.',
    );
    const steps = h(
      'ol',
      { class: 'steps' },
      h('li', {}, h('code', {}, `you = ${b.state.you} (your pawn, visible)`)),
      ...d.steps.map((s) => {
        const actual = b.state[s.piece];
        return h(
          'li',
          {},
          h('code', {}, s.text),
          actual === s.space
            ? h('span', { class: 'ok' }, ' ✓')
            : h('span', { class: 'bad' }, ` ✗ (state says ${actual})`),
        );
      }),
    );
    replace(derivationBox, table, offsets, steps);
  };

  const renderAnalysis = (c: Current) => {
    const a = c.analysis;
    if (!a) {
      countOut.textContent = 'solving…';
      for (const o of [swapOut, capturesOut, tricksterOut]) o.textContent = '…';
      solutionsSummary.textContent = 'Solutions (solving…)';
      replace(solutionsList);
      solutionsNote.textContent = '';
      return;
    }
    const d = a.difficulty;
    countOut.textContent = String(d.solutionCount);
    swapOut.textContent = a.swapNeeded
      ? `yes: TAC swaps slot ${c.bomb.swap!.slot + 1} for ${c.bomb.swap!.card.code}`
      : 'no';
    capturesOut.textContent =
      d.minCaptures === null
        ? '—'
        : d.minCaptures === d.maxCaptures
          ? `${d.minCaptures}`
          : `${d.minCaptures} (up to ${d.maxCaptures})`;
    const hasT = a.playedHand.includes('T');
    tricksterOut.textContent = !hasT
      ? 'no Trickster in the hand'
      : `${d.tricksterUse} (${d.tricksterSolutions} of ${d.solutionCount} solutions)`;
    const shown = a.solutions.length;
    solutionsSummary.textContent = a.truncated
      ? `Solutions: ${d.solutionCount} (first ${shown} listed)`
      : `Solutions: ${d.solutionCount} (all listed)`;
    solutionsNote.textContent =
      `Action words of the hand ${a.playedHand.join(' ')}` +
      (a.swapNeeded ? ', each after the TAC press that makes the swap.' : '.') +
      ' ×n: captures n opponents; T: plays the Trickster.' +
      (a.truncated ? ` The list stops at ${SOLUTION_LIST_CAP}; the count is exact.` : '');
    replace(
      solutionsList,
      ...a.solutions.map((s, i) => {
        const caught = a.captures[i] ?? 0;
        // Slot words are the only digits among the action words.
        const trick = s.some((w) => /^[1-5]$/.test(w) && a.playedHand[Number(w) - 1] === 'T');
        return h(
          'li',
          {},
          h('code', {}, (a.swapNeeded ? ['tac', ...s] : s).join(' ')),
          caught
            ? h('span', { class: 'tag', title: `captures ${caught} opponent${caught > 1 ? 's' : ''}` }, ` ×${caught}`)
            : null,
          trick ? h('span', { class: 'tag', title: 'plays the Trickster' }, ' T') : null,
        );
      }),
    );
  };

  const renderShare = (c: Current) => {
    const url = playUrl(c);
    playLink.href = url;
    playUrlInput.value = url;
    manualLink.href = new URL(`manual/index.html#${c.bomb.ruleSeed}`, baseUrl).href;
    manualLink.textContent = `Manual for rule seed ${c.bomb.ruleSeed}`;
  };

  /** Draws the numbered board of `c`, giving the focus back to a pawn just moved by keyboard. */
  const drawBoardOf = (c: Current) => {
    const b = c.bomb;
    replace(boardBox, drawBoard({ seat: b.seat, colors: b.colors, names: b.names, state: b.state }, requestMove));
    if (refocusPiece) (boardBox.querySelector(`[data-piece="${refocusPiece}"]`) as SVGGElement | null)?.focus();
    refocusPiece = null;
  };

  const render = (c: Current) => {
    const b = c.bomb;
    generateForm.setOnScreen(c.settings);
    bombMeta.textContent = c.settings
      ? `Seed ${JSON.stringify(b.seed)}, rule seed ${b.ruleSeed}${hasFilters(c.settings.filters) ? ', with filters' : ''}`
      : `Edited bomb (seed ${JSON.stringify(b.seed)}), rule seed ${b.ruleSeed}`;
    drawBoardOf(c);
    void track(
      moduleReady.then(async (m) => {
        if (!m || current !== c) return;
        if (!(await m.show(c.bomb))) moduleBox.hidden = true;
      }),
    );
    renderSide(c);
    renderDerivation(c);
    renderAnalysis(c);
    renderShare(c);
  };

  const showJson = (c: Current) => {
    clearTimeout(liveTimer);
    jsonArea.value = JSON.stringify(c.json);
    jsonArea.removeAttribute('aria-invalid');
    jsonAlert.show(null);
    editAlert.show(null);
    fitButton.hidden = true;
  };

  const analyse = (c: Current, note = '') => {
    const id = ++request;
    const p = engine
      .analyse({
        state: c.bomb.state,
        hand: c.bomb.hand.map((x) => x.code),
        swap: c.bomb.swap ? { slot: c.bomb.swap.slot, card: c.bomb.swap.card.code } : null,
      })
      .then(
        (a) => {
          if (id !== request || current !== c) return;
          root.dataset.engine = engine.where;
          c.analysis = a;
          renderAnalysis(c);
          statusLine.textContent = `${note}Solved: ${a.difficulty.solutionCount} solutions (${engine.where === 'worker' ? 'in a worker' : 'inline'}).`;
        },
        (e: Error) => {
          if (id === request) statusLine.textContent = `Could not solve: ${e.message}`;
        },
      );
    void track(p);
  };

  // ---------------------------------------------------------------- actions
  /** A problem with the form's settings: the alert, the status line, the bad field marked and focused. */
  const showFormError = (message: string, field: keyof FormInput | null, focus: boolean, status: string) => {
    formAlert.show(message);
    markInvalid(field, focus);
    statusLine.textContent = status;
  };

  /**
   * Generates the bomb of the form's settings.
   * @param history how the address bar follows: `push` (a new Generate: Back returns to the
   *   previous bomb) or `replace` (the first bomb, or one restored from the history).
   * @param focus whether a bad field takes the focus (not on page load).
   */
  const generate = (history: 'push' | 'replace' = 'push', focus = true): Promise<void> => {
    if (seedInput.value === '') seedInput.value = randomSeed();
    const parsed = parseForm(readForm());
    updateCli();
    if (!parsed.ok) {
      showFormError(
        parsed.error,
        parsed.field,
        focus,
        'Not generated: the form has a bad setting; the last good bomb stays.',
      );
      return Promise.resolve();
    }
    formAlert.show(null);
    markInvalid(null);
    const settings = parsed.value;
    const id = ++request;
    statusLine.textContent = 'Generating…';
    generateButton.disabled = true;
    const p = engine.generate(settings).then(
      (out) => {
        generateButton.disabled = false;
        if (id !== request) return;
        if (!out.ok) {
          showFormError(out.error, null, false, 'No bomb: the last good bomb stays.');
          return;
        }
        const checked = checkBombValue(out.bomb);
        if (!checked.ok) {
          showFormError(
            `The generated bomb failed a check (a bug): ${checked.error}`,
            null,
            false,
            'No bomb: the last good bomb stays.',
          );
          return;
        }
        root.dataset.engine = engine.where;
        current = { bomb: checked.bomb, json: out.bomb, settings, analysis: out.analysis };
        render(current);
        showJson(current);
        updateUrl(settingsToQuery(settings), history);
        statusLine.textContent = `Generated and solved: ${out.analysis.difficulty.solutionCount} solutions (${engine.where === 'worker' ? 'in a worker' : 'inline'}).`;
      },
      (e: Error) => {
        generateButton.disabled = false;
        if (id !== request) return;
        showFormError(`Generation failed: ${e.message}`, null, false, 'No bomb: the last good bomb stays.');
      },
    );
    return track(p);
  };

  /** An edit refused before it is tried: the alert, and a status line that says so. */
  const showEditError = (message: string) => {
    editAlert.show(message);
    jsonStatus.textContent = '';
    statusLine.textContent = 'Not changed: the last good bomb stays.';
  };

  /** Makes a checked bomb current (an edit), or shows the problem and keeps the last good one. */
  const adopt = (r: BombCheck, source: 'json' | 'edit'): boolean => {
    if (!r.ok) {
      (source === 'json' ? jsonAlert : editAlert).show(r.error);
      (source === 'json' ? editAlert : jsonAlert).show(null);
      jsonStatus.textContent = '';
      if (source === 'json') jsonArea.setAttribute('aria-invalid', 'true');
      fitButton.hidden = !r.fitNames || source !== 'json';
      statusLine.textContent = 'Not changed: the last good bomb stays.';
      if (source === 'edit' && current) {
        // Put the drawing's controls back as they were.
        const c = current;
        drawBoardOf(c);
        renderSide(c);
      }
      return false;
    }
    const json = bombToJson(r.bomb);
    const sameAsGenerated = current?.settings && JSON.stringify(current.json) === JSON.stringify(json);
    current = { bomb: r.bomb, json, settings: sameAsGenerated ? current!.settings : null, analysis: null };
    render(current);
    showJson(current);
    jsonStatus.textContent = r.notes.length
      ? `Applied. ${r.notes.join('; ')}.`
      : 'Applied: the bomb is valid and winnable.';
    if (!current.settings) updateUrl(designerQuery(current), 'replace');
    const note = moveNote ? `${moveNote} ` : '';
    statusLine.textContent = `${note}Solving…`;
    analyse(current, note);
    return true;
  };

  /** Applies an edit made in the drawing or the card selects to a copy of the current JSON. */
  function tryEdit(change: (j: Record<string, unknown>) => void, what: string): void {
    if (!current) return;
    const j = structuredClone(current.json);
    try {
      change(j);
    } catch (e) {
      showEditError(`The ${what} edit failed: ${(e as Error).message}`);
      return;
    }
    adopt(checkBombValue(j), 'edit');
  }

  /**
   * A move asked for in the drawing or the Move form: refused with an alert when the space is
   * taken, else tried as an edit. Its outcome is announced in the status line.
   */
  function requestMove(piece: MovablePiece, space: number): void {
    const st = current?.bomb.state;
    const taken = st && PIECES.find((p) => p !== piece && st[p] === space);
    if (taken) {
      showEditError(`To space ${space} is taken by ${PIECE_WORDS[taken]}: pieces stand on distinct spaces`);
      return;
    }
    moveNote = `Moved ${PIECE_WORDS[piece]} to space ${space}.`;
    movePiece(piece, space);
    moveNote = '';
  }

  function movePiece(piece: MovablePiece, space: number): void {
    // Keyboard users keep their place: the moved pawn of the new drawing gets the focus.
    refocusPiece = boardBox.contains(document.activeElement) ? piece : null;
    tryEdit((j) => {
      const state = { ...(j.state as Record<string, unknown>), [piece]: space };
      j.state = state;
      const you = state.you;
      if (typeof you === 'number') {
        j.names = namesFor(j.serial as string, j.ruleSeed as number, you, {
          opponent1: state.opponent1 as number,
          partner: state.partner as number,
          opponent2: state.opponent2 as number,
        });
      }
    }, 'move');
  }

  const applyJson = () => {
    // A pending live check would otherwise wipe the "Applied" line a moment later.
    clearTimeout(liveTimer);
    jsonStatus.textContent = '';
    adopt(checkBombText(jsonArea.value), 'json');
  };

  let liveTimer: ReturnType<typeof setTimeout> | undefined;
  const liveCheck = () => {
    const r = checkBombText(jsonArea.value);
    if (r.ok) {
      jsonAlert.show(null);
      jsonArea.removeAttribute('aria-invalid');
      fitButton.hidden = true;
      jsonStatus.textContent =
        JSON.stringify(bombToJson(r.bomb)) === JSON.stringify(current?.json)
          ? ''
          : 'Valid and winnable: press Apply to use it.';
    } else {
      jsonAlert.show(r.error);
      jsonArea.setAttribute('aria-invalid', 'true');
      fitButton.hidden = !r.fitNames;
      jsonStatus.textContent = '';
    }
  };

  // ---------------------------------------------------------------- wiring
  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    guard(generate)();
  });
  form.addEventListener('input', guard(updateCli));
  form.addEventListener('change', guard(updateCli));
  randomButton.addEventListener(
    'click',
    guard(() => {
      seedInput.value = randomSeed();
      return generate();
    }),
  );
  applyButton.addEventListener('click', guard(applyJson));
  moveButton.addEventListener(
    'click',
    guard(() => {
      const raw = moveSpaceInput.value.trim();
      const piece = movePieceSelect.value as MovablePiece;
      if (!/^\d+$/.test(raw) || Number(raw) > 31) {
        showEditError(`To space must be a track space 0–31, not ${JSON.stringify(moveSpaceInput.value.slice(0, 20))}`);
        moveSpaceInput.setAttribute('aria-invalid', 'true');
        moveSpaceInput.focus();
        return;
      }
      moveSpaceInput.removeAttribute('aria-invalid');
      requestMove(piece, Number(raw));
    }),
  );
  formatButton.addEventListener(
    'click',
    guard(() => {
      try {
        jsonArea.value = JSON.stringify(JSON.parse(jsonArea.value), null, 2);
      } catch {
        liveCheck();
      }
    }),
  );
  revertButton.addEventListener(
    'click',
    guard(() => {
      if (current) showJson(current);
      jsonStatus.textContent = 'Back to the last good bomb.';
    }),
  );
  fitButton.addEventListener(
    'click',
    guard(() => {
      const r = checkBombText(jsonArea.value);
      if (r.ok || !r.fitNames) return;
      const j = JSON.parse(jsonArea.value) as Record<string, unknown>;
      j.names = r.fitNames;
      jsonArea.value = JSON.stringify(j);
      liveCheck();
    }),
  );
  jsonArea.addEventListener('input', () => {
    clearTimeout(liveTimer);
    liveTimer = setTimeout(guard(liveCheck), 250);
  });
  const copyFrom = (what: string, url: () => string | null) =>
    guard(async () => {
      const u = url();
      if (!u) return;
      try {
        await copy(u);
        shareStatus.textContent = `${what} copied.`;
      } catch {
        playUrlInput.value = u;
        playUrlInput.select();
        shareStatus.textContent = `Could not use the clipboard: the ${what.toLowerCase()} is selected above, copy it by hand.`;
      }
    });
  copyPlay.addEventListener(
    'click',
    copyFrom('Play link', () => (current ? playUrl(current) : null)),
  );
  copyDesigner.addEventListener(
    'click',
    copyFrom('Designer link', () => (current ? designerUrl(current) : null)),
  );

  // ---------------------------------------------------------------- first bomb
  /**
   * Shows the bomb a designer query describes: its settings in the form, then its `?bomb=`
   * (an edited bomb) or the bomb the settings generate. Used on load and when Back / Forward
   * (popstate) returns to an earlier bomb; the address bar is only replaced, never pushed.
   */
  const load = (query: string): void => {
    const q = new URLSearchParams(query);
    const bombParam = q.get('bomb');
    writeForm({ ...FORM_DEFAULTS, ...queryToForm(query) });
    formAlert.show(null);
    markInvalid(null);
    jsonAlert.show(null);
    editAlert.show(null);
    if (bombParam !== null) {
      const decoded = decodeBombParam(bombParam);
      const r: BombCheck = decoded.ok
        ? checkBombValue(JSON.parse(JSON.stringify(toJsonShape(decoded.value))))
        : { ok: false, error: decoded.error };
      if (r.ok) {
        seedInput.value = r.bomb.seed || randomSeed();
        ruleSeedInput.value = String(r.bomb.ruleSeed);
        updateCli();
        adopt(r, 'edit');
      } else {
        const message = `The bomb in the link is not usable: ${r.error}`;
        jsonAlert.show(message);
        if (!seedInput.value) seedInput.value = randomSeed();
        void generate('replace', false).then(() => jsonAlert.show(message));
      }
    } else {
      if (!seedInput.value) seedInput.value = randomSeed();
      void generate('replace', false);
    }
    updateCli();
  };
  load(search);
  const onPopState = () => {
    // A page unmounted (tests mount many) stops listening.
    if (!root.isConnected) return window.removeEventListener('popstate', onPopState);
    guard(load)(location.search);
  };
  if (typeof window !== 'undefined') window.addEventListener('popstate', onPopState);

  return {
    idle: async () => {
      while (pending.size) await Promise.allSettled([...pending]);
    },
    currentJson: () => (current ? structuredClone(current.json) : null),
  };
}

/** The validated bomb of a URL parameter back in the JSON shape (card codes). */
function toJsonShape(
  b: { hand: readonly { code: string }[]; swap: { slot: number; card: { code: string } } | null } & Record<
    string,
    unknown
  >,
): Record<string, unknown> {
  return { ...b, hand: b.hand.map((c) => c.code), swap: b.swap ? { slot: b.swap.slot, card: b.swap.card.code } : null };
}
