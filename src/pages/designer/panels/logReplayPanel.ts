/**
 * The replay of the game a KTANE log tells (the module chosen in the log reader, `state.log`):
 * step by step on the numbered board with the invisible pawns revealed (boardSvg.ts), Prev /
 * Next, each step's card, board and result in words, and the first step from which the hand could
 * no longer be won marked (src/replay/replayModel.ts; the shared view of src/replay/replayView.ts, the
 * bomb page's replay too). Hidden until a module is read. It needs no serial number.
 */
import type { ModuleRead } from '../../../ktaneLog/ktaneLogReader';
import { changeTracker, type DesignerPanel } from '../designerState';
import { h, replace } from '../../dom';
import { replayOfModule } from './logReplayView';

/** Creates the replay panel. */
export function createLogReplayPanel(): DesignerPanel {
  const title = h('h2', { id: 'log-replay-h' }, 'Replay');
  const body = h('div', { id: 'log-replay-body' });
  const el = h(
    'section',
    { id: 'log-replay', class: 'log-replay', 'aria-labelledby': 'log-replay-h', hidden: true },
    title,
    h(
      'p',
      { class: 'hint' },
      'What the defuser played, as the log tells it: each step on the board with the invisible pawns revealed. A strike resets the module; a reset by holding TAC is not logged, the reader infers it.',
    ),
    h('p', { class: 'scroll-hint', 'aria-hidden': 'true' }, 'The board scrolls sideways; it follows your pawn.'),
    body,
  );
  const changed = changeTracker<ModuleRead | null>();
  return {
    el,
    render({ log }) {
      const m = log?.ok ? log.modules[log.chosen]! : null;
      if (!changed(m)) return;
      el.hidden = !m?.ok;
      if (!m?.ok) return replace(body);
      title.textContent = `Replay of ${m.label} from the log`;
      replace(body, replayOfModule(m));
    },
  };
}
