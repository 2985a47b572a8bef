/**
 * The difficulty figures of the bomb on screen (RULES.md §8, of the hand that is played): the
 * solution count, whether a swap is needed, the captures required (fewest over all solutions,
 * and the most) and the Trickster's use. "solving…" until the worker's analysis arrives.
 */
import { changeTracker, type CurrentBomb, type DesignerPanel } from '../designerState';
import type { Analysis } from '../designerTasks';
import { h } from '../../dom';

/** The four figures of an analysis, as the panel words them. */
function difficultyWords(a: Analysis, swap: CurrentBomb['bomb']['swap']): [string, string, string, string] {
  const d = a.difficulty;
  const captures =
    d.minCaptures === null
      ? '—'
      : d.minCaptures === d.maxCaptures
        ? `${d.minCaptures}`
        : `${d.minCaptures} (up to ${d.maxCaptures})`;
  const trickster = a.playedHand.includes('T')
    ? `${d.tricksterUse} (${d.tricksterSolutions} of ${d.solutionCount} solutions)`
    : 'no Trickster in the hand';
  return [
    String(d.solutionCount),
    a.swapNeeded ? `yes: TAC swaps slot ${swap!.slot + 1} for ${swap!.card.code}` : 'no',
    captures,
    trickster,
  ];
}

/** Creates the Difficulty section. */
export function createDifficultyPanel(): DesignerPanel {
  const outs = [
    h('output', { id: 'solution-count', 'aria-label': 'Solution count', class: 'big' }, '—'),
    h('output', { id: 'swap-needed', 'aria-label': 'Swap needed' }, '—'),
    h('output', { id: 'captures', 'aria-label': 'Captures required' }, '—'),
    h('output', { id: 'trickster-use', 'aria-label': 'Trickster use' }, '—'),
  ] as const;
  const terms = ['Solution count', 'Swap needed', 'Captures required', 'Trickster use'];
  const el = h(
    'section',
    { id: 'difficulty', 'aria-labelledby': 'difficulty-h' },
    h('h2', { id: 'difficulty-h' }, 'Difficulty'),
    h('dl', { class: 'figures' }, ...terms.map((t, i) => h('div', {}, h('dt', {}, t), h('dd', {}, outs[i]!)))),
  );
  const changed = changeTracker<unknown>();
  return {
    el,
    render({ current: c }) {
      if (!c || !changed(c.analysis ?? c.bomb)) return;
      const words = c.analysis ? difficultyWords(c.analysis, c.bomb.swap) : ['solving…', '…', '…', '…'];
      outs.forEach((o, i) => (o.textContent = words[i]!));
    },
  };
}
