/**
 * The designer's generate form: bomb seed, rule seed and the filters of `tac generate` (swap,
 * min / max solutions, card kinds to include / exclude, serial, distribution), each control
 * labelled, with a `role="alert"` region for the first bad field (see `parseForm`) and the
 * equivalent `npx tac generate …` command line, kept up to date by `updateCli`.
 */
import { CARD_KINDS, type CardKind } from '../../rules/cards';
import { alertBox, h } from './dom';
import { cliCommand, parseForm, type FormInput, type GenerateSettings } from './generatorFilters';

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
  /** Sets the given fields (unknown swap or distribution values are ignored). */
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

/** Builds the generate form (nothing wired yet: the page listens to `submit` and `input`). */
export function buildGenerateForm(): GenerateForm {
  const seedInput = h('input', { id: 'seed', name: 'seed', type: 'text', autocomplete: 'off', spellcheck: 'false' });
  const randomButton = h('button', { type: 'button', class: 'secondary' }, 'Random seed');
  const ruleSeedInput = h('input', {
    id: 'ruleseed',
    name: 'ruleseed',
    type: 'text',
    inputmode: 'numeric',
    value: '1',
    autocomplete: 'off',
  });
  const swapSelect = h(
    'select',
    { id: 'swap', name: 'swap' },
    h('option', { value: 'either' }, 'either (about half)'),
    h('option', { value: 'required' }, 'required'),
    h('option', { value: 'forbidden' }, 'forbidden'),
  );
  const minInput = h('input', {
    id: 'min-solutions',
    type: 'text',
    inputmode: 'numeric',
    placeholder: 'any',
    autocomplete: 'off',
  });
  const maxInput = h('input', {
    id: 'max-solutions',
    type: 'text',
    inputmode: 'numeric',
    placeholder: 'any',
    autocomplete: 'off',
  });
  const kindBoxes = (which: 'include' | 'exclude') =>
    CARD_KINDS.map((k) => {
      const box = h('input', {
        type: 'checkbox',
        value: k,
        'aria-label': `${which === 'include' ? 'Include' : 'Exclude'} ${KIND_WORDS[k]}`,
      });
      return { kind: k, box, label: h('label', { class: 'chip' }, box, KIND_WORDS[k]) };
    });
  const includeBoxes = kindBoxes('include');
  const excludeBoxes = kindBoxes('exclude');
  const distSelect = h(
    'select',
    { id: 'distribution', name: 'distribution' },
    h('option', { value: 'forward' }, 'forward (random games)'),
    h('option', { value: 'uniform' }, 'uniform (all deals alike)'),
  );
  const serialInput = h('input', {
    id: 'serial',
    type: 'text',
    placeholder: 'random',
    maxlength: 12,
    autocomplete: 'off',
    spellcheck: 'false',
  });
  const generateButton = h('button', { type: 'submit', class: 'primary' }, 'Generate');
  const formAlert = alertBox('form-alert');
  const cliLine = h('code', { id: 'cli-line', class: 'cli' });
  const cliHint = h('p', { id: 'cli-hint', class: 'hint' }, 'Same bomb from the command line:');

  const field = (id: string, labelText: string, control: HTMLElement, extra?: HTMLElement) =>
    h('div', { class: 'field' }, h('label', { for: id }, labelText), h('div', { class: 'field-row' }, control, extra));

  const form = h(
    'form',
    { id: 'generate-form', 'aria-label': 'Generate a bomb', novalidate: true },
    h('h2', {}, 'Generate'),
    field('seed', 'Bomb seed', seedInput, randomButton),
    field('ruleseed', 'Rule seed', ruleSeedInput),
    field('swap', 'Swap', swapSelect),
    h(
      'div',
      { class: 'field' },
      h('span', { class: 'label' }, 'Solutions of the played hand'),
      h(
        'div',
        { class: 'field-row' },
        h('label', { for: 'min-solutions', class: 'inline' }, 'Min solutions'),
        minInput,
        h('label', { for: 'max-solutions', class: 'inline' }, 'Max solutions'),
        maxInput,
      ),
    ),
    h(
      'fieldset',
      {},
      h('legend', {}, 'Card kinds that must be in the hand'),
      h('div', { class: 'chips' }, ...includeBoxes.map((b) => b.label)),
    ),
    h(
      'fieldset',
      {},
      h('legend', {}, 'Card kinds never dealt'),
      h('div', { class: 'chips' }, ...excludeBoxes.map((b) => b.label)),
    ),
    field('serial', 'Serial (optional)', serialInput),
    field('distribution', 'Distribution', distSelect),
    h('div', { class: 'actions' }, generateButton),
    formAlert.el,
    cliHint,
    cliLine,
  );

  const readForm = (): FormInput => ({
    seed: seedInput.value,
    ruleSeed: ruleSeedInput.value,
    swap: swapSelect.value,
    minSolutions: minInput.value,
    maxSolutions: maxInput.value,
    include: includeBoxes.filter((b) => b.box.checked).map((b) => b.kind),
    exclude: excludeBoxes.filter((b) => b.box.checked).map((b) => b.kind),
    serial: serialInput.value,
    distribution: distSelect.value,
  });
  const writeForm = (f: Partial<FormInput>) => {
    if (f.seed !== undefined) seedInput.value = f.seed;
    if (f.ruleSeed !== undefined) ruleSeedInput.value = f.ruleSeed;
    if (f.swap !== undefined && ['either', 'required', 'forbidden'].includes(f.swap)) swapSelect.value = f.swap;
    if (f.minSolutions !== undefined) minInput.value = f.minSolutions;
    if (f.maxSolutions !== undefined) maxInput.value = f.maxSolutions;
    if (f.include) for (const b of includeBoxes) b.box.checked = f.include.includes(b.kind);
    if (f.exclude) for (const b of excludeBoxes) b.box.checked = f.exclude.includes(b.kind);
    if (f.serial !== undefined) serialInput.value = f.serial;
    if (f.distribution === 'forward' || f.distribution === 'uniform') distSelect.value = f.distribution;
  };
  const fieldInputs: Record<Exclude<keyof FormInput, 'include' | 'exclude'>, HTMLElement> = {
    seed: seedInput,
    ruleSeed: ruleSeedInput,
    swap: swapSelect,
    minSolutions: minInput,
    maxSolutions: maxInput,
    serial: serialInput,
    distribution: distSelect,
  };
  /** The controls to blame for a problem with field `f`. */
  const culprits = (f: keyof FormInput): HTMLElement[] => {
    if (f !== 'include' && f !== 'exclude') return [fieldInputs[f]];
    const checked = (list: typeof includeBoxes) => list.filter((b) => b.box.checked);
    const inc = checked(includeBoxes);
    const exc = checked(excludeBoxes);
    const both = inc.filter((i) => exc.some((e) => e.kind === i.kind)).map((i) => i.kind);
    if (both.length) {
      // The contradiction: the kind's Exclude box (the later group) first, then its Include box.
      return [
        ...excludeBoxes.filter((b) => both.includes(b.kind)),
        ...includeBoxes.filter((b) => both.includes(b.kind)),
      ].map((b) => b.box);
    }
    const group = f === 'include' ? includeBoxes : excludeBoxes;
    return [(checked(group)[0] ?? group[0]!).box];
  };
  const allControls = [
    ...Object.values(fieldInputs),
    ...includeBoxes.map((b) => b.box),
    ...excludeBoxes.map((b) => b.box),
  ];
  const markInvalid = (f: keyof FormInput | null, focus = true) => {
    const bad = f ? culprits(f) : [];
    for (const e of allControls) {
      if (bad.includes(e)) e.setAttribute('aria-invalid', 'true');
      else e.removeAttribute('aria-invalid');
    }
    if (focus) bad[0]?.focus();
  };
  let onScreen: GenerateSettings | null | undefined;
  const updateCli = () => {
    const r = parseForm(readForm());
    cliLine.textContent = r.ok ? cliCommand(r.value) : '—';
    const shown = onScreen;
    cliLine.hidden = shown === null;
    cliHint.textContent =
      shown === null
        ? 'Edited bomb: no tac generate command makes it; play it with the link under Share.'
        : shown === undefined || (r.ok && cliCommand(r.value) === cliCommand(shown))
          ? 'Same bomb from the command line:'
          : 'The form has changed: Generate makes the bomb of this command:';
  };
  const setOnScreen = (settings: GenerateSettings | null) => {
    onScreen = settings;
    updateCli();
  };

  return {
    el: form,
    seedInput,
    ruleSeedInput,
    randomButton,
    generateButton,
    alert: formAlert,
    read: readForm,
    write: writeForm,
    markInvalid,
    updateCli,
    setOnScreen,
  };
}
