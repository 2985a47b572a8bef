/**
 * Every solution of the bomb on screen as action words (RULES.md §8), in a collapsible list: the
 * first SOLUTION_LIST_CAP (the count is exact), each tagged with the opponents it captures and
 * whether it plays the Trickster.
 */
import { changeTracker, type DesignerPanel } from '../designerState';
import type { Analysis } from '../designerTasks';
import { h, replace } from '../../dom';
import { SOLUTION_LIST_CAP } from '../solutionAnalysis';

/** One solution as a list item. */
function solutionItem(a: Analysis, s: readonly string[], i: number): HTMLElement {
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
}

/** Creates the Solutions section. */
export function createSolutionsPanel(): DesignerPanel {
  const summary = h('summary', {}, 'Solutions');
  // The list scrolls past 440 px (a long list, a phone): focusable, so that the keyboard scrolls it.
  const list = h('ol', { id: 'solution-list', class: 'solutions', tabindex: '0', 'aria-labelledby': 'solutions-h' });
  const note = h('p', { class: 'hint' });
  const el = h(
    'section',
    { 'aria-labelledby': 'solutions-h' },
    h('h2', { id: 'solutions-h' }, 'Solutions'),
    h('details', { id: 'solutions' }, summary, note, list),
  );
  const changed = changeTracker<unknown>();
  return {
    el,
    render({ current: c }) {
      if (!c || !changed(c.analysis ?? c.bomb)) return;
      const a = c.analysis;
      if (!a) {
        summary.textContent = 'Solutions (solving…)';
        replace(list);
        note.textContent = '';
        return;
      }
      const count = a.difficulty.solutionCount;
      summary.textContent = a.truncated
        ? `Solutions: ${count} (first ${a.solutions.length} listed)`
        : `Solutions: ${count} (all listed)`;
      note.textContent =
        `Action words of the hand ${a.playedHand.join(' ')}` +
        (a.swapNeeded ? ', each after the TAC press that makes the swap.' : '.') +
        ' ×n: captures n opponents; T: plays the Trickster.' +
        (a.truncated ? ` The list stops at ${SOLUTION_LIST_CAP}; the count is exact.` : '');
      replace(list, ...a.solutions.map((s, i) => solutionItem(a, s, i)));
    },
  };
}
