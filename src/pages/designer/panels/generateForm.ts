/**
 * The designer's generate form: bomb seed, rule seed and the filters of `tac generate` (swap,
 * min / max solutions, card kinds to include / exclude, serial, deal), each control
 * labelled, with a `role="alert"` region for the first bad field (see `parseForm`) and the
 * equivalent `npx tac generate …` command line, kept up to date by `updateCli`.
 */
import { CARD_KINDS, type CardKind } from '../../../rules/cards';
import { HARD_MAX_SOLUTIONS, isDeal } from '../../../rules/generator';
import { h } from '../../dom';
import { alertBox } from '../alertBox';
import { cliCommand, parseForm, type FormInput, type GenerateSettings } from '../generatorFilters';

const KIND_WORDS: Record<CardKind, string> = {
  regular: 'regular',
  reverse: 'reverse',
  diamond: 'diamond',
  single: 'single steps',
  warrior: 'Warrior',
  trickster: 'Trickster',
};

/** The form and its parts the page wires. */
export interface GenerateForm {
  readonly el: HTMLFormElement;
  readonly seedInput: HTMLInputElement;
  readonly ruleSeedInput: HTMLInputElement;
  readonly randomButton: HTMLButtonElement;
  readonly generateButton: HTMLButtonElement;
  readonly alert: ReturnType<typeof alertBox>;
  /** The raw input (strings and checked kinds). */
  read(): FormInput;
  /** Sets the given fields (unknown swap or deal values are ignored). */
  write(f: Partial<FormInput>): void;
  /**
   * Marks one field `aria-invalid` (null: none) and moves the focus to it (unless `focus` is
   * false). For the card kinds it is the offending checkboxes: a kind both included and
   * excluded is marked in both groups.
   */
  markInvalid(f: keyof FormInput | null, focus?: boolean): void;
  /** Shows the `npx tac generate …` line for the current input ("—" while it is invalid). */
  updateCli(): void;
  /**
   * The settings of the bomb on screen, for the words over the command line: null for an edited
   * bomb, which no `tac generate` command makes (a note takes the command line's place); when
   * the form has changed since, the line is the command of the form's settings, and says so.
   */
  setOnScreen(settings: GenerateSettings | null): void;
}

/** The form's controls. */
interface Controls {
  readonly seedInput: HTMLInputElement;
  readonly randomButton: HTMLButtonElement;
  readonly ruleSeedInput: HTMLInputElement;
  readonly swapSelect: HTMLSelectElement;
  readonly minInput: HTMLInputElement;
  readonly maxInput: HTMLInputElement;
  readonly includeBoxes: readonly KindBox[];
  readonly excludeBoxes: readonly KindBox[];
  readonly dealSelect: HTMLSelectElement;
  readonly serialInput: HTMLInputElement;
  readonly generateButton: HTMLButtonElement;
  readonly alert: ReturnType<typeof alertBox>;
  readonly cliLine: HTMLElement;
  readonly cliHint: HTMLElement;
}

/** A card kind's checkbox and its label. */
interface KindBox {
  readonly kind: CardKind;
  readonly box: HTMLInputElement;
  readonly label: HTMLLabelElement;
}

const textInput = (id: string, extra: Record<string, string | number> = {}) =>
  h('input', { id, type: 'text', autocomplete: 'off', ...extra });

function kindBoxes(which: 'include' | 'exclude'): KindBox[] {
  return CARD_KINDS.map((k) => {
    const box = h('input', {
      type: 'checkbox',
      value: k,
      'aria-label': `${which === 'include' ? 'Include' : 'Exclude'} ${KIND_WORDS[k]}`,
    });
    return { kind: k, box, label: h('label', { class: 'chip' }, box, KIND_WORDS[k]) };
  });
}

/** Makes the controls (labelled, not yet placed). */
function makeControls(): Controls {
  return {
    seedInput: textInput('seed', { name: 'seed', spellcheck: 'false' }),
    randomButton: h('button', { type: 'button', class: 'secondary' }, 'Random seed'),
    ruleSeedInput: textInput('ruleseed', { name: 'ruleseed', inputmode: 'numeric', value: '1' }),
    swapSelect: h(
      'select',
      { id: 'swap', name: 'swap' },
      h('option', { value: 'either' }, 'either (about half)'),
      h('option', { value: 'required' }, 'required'),
      h('option', { value: 'forbidden' }, 'forbidden'),
    ),
    minInput: textInput('min-solutions', { inputmode: 'numeric', placeholder: 'any' }),
    maxInput: textInput('max-solutions', { inputmode: 'numeric', placeholder: 'any' }),
    includeBoxes: kindBoxes('include'),
    excludeBoxes: kindBoxes('exclude'),
    dealSelect: h(
      'select',
      { id: 'deal', name: 'deal' },
      h('option', { value: 'classic' }, 'Classic (as the game deals)'),
      h('option', { value: 'easy' }, 'Easy (more solutions)'),
      h('option', { value: 'hard' }, `Hard (at most ${HARD_MAX_SOLUTIONS} solutions)`),
    ),
    serialInput: textInput('serial', { placeholder: 'random', maxlength: 12, spellcheck: 'false' }),
    generateButton: h('button', { type: 'submit', class: 'primary' }, 'Generate'),
    alert: alertBox('form-alert'),
    cliLine: h('code', { id: 'cli-line', class: 'cli' }),
    cliHint: h('p', { id: 'cli-hint', class: 'hint' }, 'Same bomb from the command line:'),
  };
}

/** Places the controls in the `<form>`, each with its label. */
function layOut(c: Controls): HTMLFormElement {
  const field = (id: string, labelText: string, control: HTMLElement, extra?: HTMLElement) =>
    h('div', { class: 'field' }, h('label', { for: id }, labelText), h('div', { class: 'field-row' }, control, extra));
  const kinds = (legend: string, boxes: readonly KindBox[]) =>
    h('fieldset', {}, h('legend', {}, legend), h('div', { class: 'chips' }, ...boxes.map((b) => b.label)));
  return h(
    'form',
    { id: 'generate-form', 'aria-label': 'Generate a bomb', novalidate: true },
    h('h2', {}, 'Generate'),
    field('seed', 'Bomb seed', c.seedInput, c.randomButton),
    field('ruleseed', 'Rule seed', c.ruleSeedInput),
    field('swap', 'Swap', c.swapSelect),
    h(
      'div',
      { class: 'field' },
      h('span', { class: 'label' }, 'Solutions of the played hand'),
      h(
        'div',
        { class: 'field-row' },
        h('label', { for: 'min-solutions', class: 'inline' }, 'Min solutions'),
        c.minInput,
        h('label', { for: 'max-solutions', class: 'inline' }, 'Max solutions'),
        c.maxInput,
      ),
    ),
    kinds('Card kinds that must be in the hand', c.includeBoxes),
    kinds('Card kinds never dealt', c.excludeBoxes),
    field('serial', 'Serial (optional)', c.serialInput),
    field('deal', 'Deal', c.dealSelect),
    h('div', { class: 'actions' }, c.generateButton),
    c.alert.el,
    c.cliHint,
    c.cliLine,
  );
}

/** The raw input of the controls (strings and checked kinds). */
function readControls(c: Controls): FormInput {
  return {
    seed: c.seedInput.value,
    ruleSeed: c.ruleSeedInput.value,
    swap: c.swapSelect.value,
    minSolutions: c.minInput.value,
    maxSolutions: c.maxInput.value,
    include: c.includeBoxes.filter((b) => b.box.checked).map((b) => b.kind),
    exclude: c.excludeBoxes.filter((b) => b.box.checked).map((b) => b.kind),
    serial: c.serialInput.value,
    deal: c.dealSelect.value,
  };
}

/** Sets the given fields (unknown swap or deal values are ignored). */
function writeControls(c: Controls, f: Partial<FormInput>): void {
  if (f.seed !== undefined) c.seedInput.value = f.seed;
  if (f.ruleSeed !== undefined) c.ruleSeedInput.value = f.ruleSeed;
  if (f.swap !== undefined && ['either', 'required', 'forbidden'].includes(f.swap)) c.swapSelect.value = f.swap;
  if (f.minSolutions !== undefined) c.minInput.value = f.minSolutions;
  if (f.maxSolutions !== undefined) c.maxInput.value = f.maxSolutions;
  if (f.include) for (const b of c.includeBoxes) b.box.checked = f.include.includes(b.kind);
  if (f.exclude) for (const b of c.excludeBoxes) b.box.checked = f.exclude.includes(b.kind);
  if (f.serial !== undefined) c.serialInput.value = f.serial;
  if (isDeal(f.deal)) c.dealSelect.value = f.deal;
}

/** The controls to blame for a problem with field `f` (see `GenerateForm.markInvalid`). */
function culprits(c: Controls, f: keyof FormInput): HTMLElement[] {
  const single: Record<Exclude<keyof FormInput, 'include' | 'exclude'>, HTMLElement> = {
    seed: c.seedInput,
    ruleSeed: c.ruleSeedInput,
    swap: c.swapSelect,
    minSolutions: c.minInput,
    maxSolutions: c.maxInput,
    serial: c.serialInput,
    deal: c.dealSelect,
  };
  if (f !== 'include' && f !== 'exclude') return [single[f]];
  const checked = (list: readonly KindBox[]) => list.filter((b) => b.box.checked);
  const inc = checked(c.includeBoxes);
  const exc = checked(c.excludeBoxes);
  const both = inc.filter((i) => exc.some((e) => e.kind === i.kind)).map((i) => i.kind);
  if (both.length) {
    // The contradiction: the kind's Exclude box (the later group) first, then its Include box.
    return [
      ...c.excludeBoxes.filter((b) => both.includes(b.kind)),
      ...c.includeBoxes.filter((b) => both.includes(b.kind)),
    ].map((b) => b.box);
  }
  const group = f === 'include' ? c.includeBoxes : c.excludeBoxes;
  return [(checked(group)[0] ?? group[0]!).box];
}

/** Every control that can be marked invalid. */
function allControls(c: Controls): HTMLElement[] {
  return [
    c.seedInput,
    c.ruleSeedInput,
    c.swapSelect,
    c.minInput,
    c.maxInput,
    c.serialInput,
    c.dealSelect,
    ...c.includeBoxes.map((b) => b.box),
    ...c.excludeBoxes.map((b) => b.box),
  ];
}

/** Builds the generate form (nothing wired yet: the page listens to `submit` and `input`). */
export function buildGenerateForm(): GenerateForm {
  const c = makeControls();
  const form = layOut(c);
  let onScreen: GenerateSettings | null | undefined;
  const updateCli = () => {
    const r = parseForm(readControls(c));
    c.cliLine.textContent = r.ok ? cliCommand(r.value) : '—';
    c.cliLine.hidden = onScreen === null;
    c.cliHint.textContent =
      onScreen === null
        ? 'Edited bomb: no tac generate command makes it; play it with the link under Share.'
        : onScreen === undefined || (r.ok && cliCommand(r.value) === cliCommand(onScreen))
          ? 'Same bomb from the command line:'
          : 'The form has changed: Generate makes the bomb of this command:';
  };
  return {
    el: form,
    seedInput: c.seedInput,
    ruleSeedInput: c.ruleSeedInput,
    randomButton: c.randomButton,
    generateButton: c.generateButton,
    alert: c.alert,
    read: () => readControls(c),
    write: (f) => writeControls(c, f),
    markInvalid(f, focus = true) {
      const bad = f ? culprits(c, f) : [];
      for (const e of allControls(c)) {
        if (bad.includes(e)) e.setAttribute('aria-invalid', 'true');
        else e.removeAttribute('aria-invalid');
      }
      if (focus) bad[0]?.focus();
    },
    updateCli,
    setOnScreen(settings) {
      onScreen = settings;
      updateCli();
    },
  };
}
