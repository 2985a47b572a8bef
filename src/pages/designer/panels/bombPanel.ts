/**
 * The Bomb section of the designer: what made the bomb (seed, rule seed, filters), the module's
 * picture with the invisible pawns revealed (drawn by the worker as SVG, shown as an image with a
 * text alternative), the facts beside it (bombFacts.ts), the numbered board (boardPanel.ts), the
 * alert for a refused edit and the page's status line.
 */
import type { Bomb } from '../../../rules/bomb';
import { quote } from '../../../rules/text';
import { changeTracker, type CurrentBomb, type Dispatch, type DesignerPanel } from '../designerState';
import { h } from '../../dom';
import { alertBox } from '../alertBox';
import { dealOf, hasFilters } from '../generatorFilters';
import { renderBombFacts } from './bombFacts';
import { createBoardPanel } from './boardPanel';

export interface BombPanel extends DesignerPanel {
  /** Problems of edits made in the drawing, the Move form or the card selects. */
  readonly editAlert: ReturnType<typeof alertBox>;
  /** Sets the status line. */
  status(text: string): void;
  /** Draws the board and the facts of the bomb on screen again (after a refused edit). */
  redraw(): void;
}

/** The text alternative of the module's picture. */
function pictureAlt(b: Bomb): string {
  const s = b.state;
  return (
    `The module as dealt, invisible pawns revealed: you on ${s.you}, opponent 1 (${b.names[0]}) on ${s.opponent1}, ` +
    `partner (${b.names[1]}) on ${s.partner}, opponent 2 (${b.names[2]}) on ${s.opponent2}`
  );
}

/** What made the bomb, in words. */
function metaText(c: CurrentBomb): string {
  const b = c.bomb;
  if (c.origin) return `From ${c.origin}: rule seed ${b.ruleSeed}, serial ${b.serial}`;
  return c.settings
    ? `Seed ${quote(b.seed, 40)}, rule seed ${b.ruleSeed}, ${dealOf(c.settings.filters)} deal${hasFilters(c.settings.filters) ? ', with filters' : ''}`
    : `Edited bomb (seed ${quote(b.seed, 40)}), rule seed ${b.ruleSeed}`;
}

/** Creates the Bomb section. */
export function createBombPanel(dispatch: Dispatch): BombPanel {
  const meta = h('p', { id: 'bomb-meta', class: 'meta' });
  const picture = h('img', { class: 'module-img', width: 640, height: 640, alt: 'The module' });
  const moduleBox = h('div', { id: 'module', class: 'module-box', hidden: true }, picture);
  const side = h('div', { id: 'bomb-side', class: 'bomb-side' });
  const board = createBoardPanel(dispatch);
  const editAlert = alertBox('edit-alert');
  const statusLine = h('p', { id: 'status', role: 'status', class: 'status' });
  const el = h(
    'section',
    { id: 'bomb', 'aria-labelledby': 'bomb-h' },
    h('h2', { id: 'bomb-h' }, 'Bomb'),
    meta,
    h('div', { class: 'bomb-grid' }, moduleBox, side),
    board.el,
    editAlert.el,
    statusLine,
  );
  const bombChanged = changeTracker<Bomb | null>();
  const pictureChanged = changeTracker<string | null>();
  let shown: Bomb | null = null;
  return {
    el,
    editAlert,
    status: (text) => (statusLine.textContent = text),
    redraw() {
      if (!shown) return;
      board.draw(shown);
      renderBombFacts(side, shown, dispatch);
    },
    render({ current: c }) {
      if (bombChanged(c?.bomb ?? null) && c) {
        shown = c.bomb;
        meta.textContent = metaText(c);
        board.draw(c.bomb);
        renderBombFacts(side, c.bomb, dispatch);
        editAlert.show(null);
      }
      if (pictureChanged(c?.picture ?? null) && c?.picture) {
        picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(c.picture)}`;
        picture.alt = pictureAlt(c.bomb);
        moduleBox.hidden = false;
      }
    },
  };
}
