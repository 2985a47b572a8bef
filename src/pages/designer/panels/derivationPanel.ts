/**
 * The expert's derivation of the bomb on screen (RULES.md §5): the serial's values v1…v6, each
 * name's offset for the rule seed, and each step with its numbers, checked against the position.
 */
import type { Bomb } from '../../../rules/bomb';
import { changeTracker, type CurrentBomb, type DesignerPanel } from '../designerState';
import { h, replace } from '../../dom';
import { deriveSteps } from '../../../rules/expertDerivation';

/** The derivation of `b` as a table of values, the offsets and the numbered steps. */
function derivationOf(b: Bomb): HTMLElement[] {
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
  return [table, offsets, steps];
}

/** Creates the derivation section. */
export function createDerivationPanel(): DesignerPanel {
  const body = h('div', { id: 'derivation-body' });
  const el = h(
    'section',
    { id: 'derivation', 'aria-labelledby': 'derivation-h' },
    h('h2', { id: 'derivation-h' }, "The expert's derivation"),
    body,
  );
  const changed = changeTracker<CurrentBomb['bomb'] | null>();
  return {
    el,
    render({ current: c }) {
      if (changed(c?.bomb ?? null) && c) replace(body, ...derivationOf(c.bomb));
    },
  };
}
