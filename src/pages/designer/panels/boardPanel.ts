/**
 * The numbered board under the module's picture (boardSvg.ts): the revealed pawns, movable by
 * drag, click, keyboard or the "Move … to space …" form under it. A move is asked for with
 * `{ type: 'move' }`; a keyboard user keeps the focus on the moved pawn of the redrawn board.
 */
import type { Bomb } from '../../../rules/bomb';
import { quote } from '../../../rules/text';
import { drawBoard, type MovablePiece } from '../boardSvg';
import type { Dispatch } from '../designerState';
import { h, replace } from '../../dom';

interface BoardPanel {
  readonly el: HTMLElement;
  /** Draws the board of `b` (again). */
  draw(b: Bomb): void;
}

/** The "Move … to space …" form; a bad space is refused before anything is tried. */
function moveForm(move: (piece: MovablePiece, space: number) => void, dispatch: Dispatch): HTMLElement {
  const piece = h(
    'select',
    { id: 'move-piece', 'aria-label': 'Piece to move' },
    h('option', { value: 'you' }, 'your pawn'),
    h('option', { value: 'opponent1' }, 'opponent 1'),
    h('option', { value: 'partner' }, 'partner'),
    h('option', { value: 'opponent2' }, 'opponent 2'),
  );
  const space = h('input', {
    id: 'move-space',
    type: 'text',
    inputmode: 'numeric',
    'aria-label': 'To space',
    placeholder: '0–31',
    size: 4,
  });
  const button = h('button', { type: 'button', class: 'secondary' }, 'Move');
  button.addEventListener('click', () => {
    const raw = space.value.trim();
    if (!/^\d+$/.test(raw) || Number(raw) > 31) {
      dispatch({ type: 'refuse-edit', message: `To space must be a track space 0–31, not ${quote(space.value, 20)}` });
      space.setAttribute('aria-invalid', 'true');
      space.focus();
      return;
    }
    space.removeAttribute('aria-invalid');
    move(piece.value as MovablePiece, Number(raw));
  });
  return h(
    'div',
    { class: 'field-row' },
    h('label', { for: 'move-piece', class: 'inline' }, 'Move'),
    piece,
    h('label', { for: 'move-space', class: 'inline' }, 'to space'),
    space,
    button,
  );
}

/** Creates the board panel (a `<details>`, open). */
export function createBoardPanel(dispatch: Dispatch): BoardPanel {
  const box = h('div', { id: 'board', class: 'board-box' });
  /** The pawn to focus once the board is redrawn (a keyboard move). */
  let refocus: MovablePiece | null = null;
  const move = (piece: MovablePiece, space: number) => {
    // Keyboard users keep their place: the moved pawn of the new drawing gets the focus.
    refocus = box.contains(document.activeElement) ? piece : null;
    dispatch({ type: 'move', piece, space });
    refocus = null;
  };
  const el = h(
    'details',
    { id: 'board-editor', class: 'board-editor', open: true },
    h('summary', {}, 'Numbered board: the revealed pawns, movable'),
    h('p', { class: 'scroll-hint', 'aria-hidden': 'true' }, 'Scroll sideways for the whole board →'),
    box,
    h(
      'p',
      { class: 'hint' },
      'Drag a pawn to a free space (or click it, then the space; with the keyboard: Enter on the pawn, the arrow keys along the track, Enter on the space) to move it; the names follow. Change cards with the selects. Each edit is checked before it stands.',
    ),
    moveForm(move, dispatch),
  );
  return {
    el,
    draw(b) {
      replace(box, drawBoard({ seat: b.seat, colors: b.colors, names: b.names, state: b.state }, move));
      if (refocus) (box.querySelector(`[data-piece="${refocus}"]`) as SVGGElement | null)?.focus();
    },
  };
}
