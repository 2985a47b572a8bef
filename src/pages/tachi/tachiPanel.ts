/**
 * The Tâchi page's panel, drawn from what the table gives it: the dice, the moves to choose from
 * (a radio group, each move in words), the players and their pawns in words (the board's
 * description for a screen reader), the log. Holds no rules: the moves come from `legalMoves`.
 */
import { DICE_FACES, type DiceSet, type TachiMove, type TachiState } from '../../rules/tachi';
import { css } from '../../art/palette';
import { PLAYER_FILLS } from './boardDrawing';
import { byId, h } from '../dom';
import type { SeatKind } from './tachiAddress';
import { diceWords, moveWords, pathWords, playerLine, PLAYER_SHAPES } from './tachiWords';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Where the pips of each face go on a die, in a 3 × 3 grid (0 … 8, row by row). */
const PIPS: Readonly<Record<number, readonly number[]>> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

/** One die as SVG: a square face, or a long bar for the long dice; its pips; decoration only. */
function dieSvg(face: number, set: DiceSet): SVGSVGElement {
  const long = set === 'long';
  const w = long ? 100 : 60;
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', `0 0 ${w} 60`);
  svg.setAttribute('class', long ? 'die long' : 'die');
  svg.setAttribute('aria-hidden', 'true');
  const body = document.createElementNS(SVG_NS, 'rect');
  for (const [k, v] of Object.entries({ x: 2, y: 2, width: w - 4, height: 56, rx: 9, class: 'die-face' }))
    body.setAttribute(k, String(v));
  svg.append(body);
  for (const p of PIPS[face] ?? []) {
    const pip = document.createElementNS(SVG_NS, 'circle');
    const cx = w / 2 + ((p % 3) - 1) * (long ? 30 : 17);
    const cy = 30 + (Math.floor(p / 3) - 1) * 16;
    for (const [k, v] of Object.entries({ cx, cy, r: 6, class: face === 1 || face === 4 ? 'pip red' : 'pip' }))
      pip.setAttribute(k, String(v));
    svg.append(pip);
  }
  return svg;
}

/** Shows the dice rolled (or blank dice before a roll) with their words as the picture's name. */
export function showDice(roll: readonly [number, number] | null, set: DiceSet): void {
  const host = byId('dice');
  host.replaceChildren(...(roll ?? [0, 0]).map((f) => dieSvg(f, set)));
  host.setAttribute(
    'aria-label',
    roll ? `Dice: ${diceWords(roll)}` : `Dice: not rolled (faces ${DICE_FACES[set].join(', ')})`,
  );
}

/** A small swatch of a player's colour and shape, for the players list and the log. */
function swatch(player: number): HTMLElement {
  return h('span', {
    class: `swatch ${PLAYER_SHAPES[player]}`,
    'data-colour': css(PLAYER_FILLS[player]!),
    'aria-hidden': 'true',
  });
}

/** Gives the swatches their colour (through the CSSOM: the page's policy allows no style attribute). */
function paintSwatches(root: HTMLElement): void {
  for (const s of root.querySelectorAll<HTMLElement>('.swatch'))
    s.style.setProperty('--colour', s.dataset.colour ?? '');
}

/** Shows each player's pawns in words, the player to play marked. */
export function showPlayers(state: TachiState, kinds: readonly SeatKind[]): void {
  const list = byId('players');
  list.replaceChildren(
    ...state.seats.map((_, p) => {
      const now = state.phase !== 'over' && state.turn === p;
      const won = state.winner === p;
      return h(
        'li',
        { class: now ? 'now' : won ? 'won' : undefined, 'aria-current': now ? 'true' : undefined },
        swatch(p),
        playerLine(state, kinds, p) + (won ? ' — won' : ''),
      );
    }),
  );
  paintSwatches(list);
}

/** Adds lines to the log (each with its player's swatch) and keeps the newest in view. */
export function logLines(lines: readonly { player: number; text: string; kind?: string }[]): void {
  const log = byId('log');
  for (const l of lines) {
    const li = h('li', { class: l.kind }, swatch(l.player), l.text);
    log.append(li);
    paintSwatches(li);
  }
  log.scrollTop = log.scrollHeight;
}

/** The radio group of the moves and what it reports: the move chosen (to preview) and the one played. */
interface MoveChoice {
  onChoose(move: TachiMove | null): void;
  onPlay(move: TachiMove): void;
}

/**
 * Offers `moves` (all of `legalMoves(state)`) as radio buttons, each named by its words; a single
 * move comes chosen. Shows the path of the chosen one in words; says there is none to choose when
 * `moves` is empty.
 */
export function showMoves(
  state: TachiState,
  kinds: readonly SeatKind[],
  moves: readonly TachiMove[],
  choice: MoveChoice,
): void {
  const group = byId('moves');
  const list = byId('move-list');
  group.classList.toggle('empty', moves.length === 0);
  byId('moves-legend').textContent = moves.length > 0 && state.roll ? `Moves for ${diceWords(state.roll)}` : 'Moves';
  const preview = byId('preview');
  const play = byId<HTMLButtonElement>('play');
  const choose = (m: TachiMove | null) => {
    preview.textContent = m
      ? `Path: ${pathWords(state, m)}`
      : moves.length > 0
        ? 'Choose a move to see its path.'
        : 'None to choose now.';
    play.setAttribute('aria-disabled', String(!m));
    choice.onChoose(m);
  };
  list.replaceChildren(
    ...moves.map((m, i) => {
      const input = h('input', { type: 'radio', name: 'move', id: `move-${i}`, value: i, checked: moves.length === 1 });
      input.addEventListener('change', () => input.checked && choose(m));
      input.addEventListener('keydown', (e) => {
        if (e.key === 'Enter' && input.checked) {
          e.preventDefault();
          choice.onPlay(m);
        }
      });
      return h(
        'div',
        { class: 'move' },
        h('span', { class: 'key', 'aria-hidden': 'true' }, String(i + 1)),
        input,
        h('label', { for: `move-${i}` }, moveWords(state, kinds, m)),
      );
    }),
  );
  choose(moves.length === 1 ? moves[0]! : null);
}

/** The move checked in the group, or null. */
export function checkedMove(moves: readonly TachiMove[]): TachiMove | null {
  const checked = document.querySelector<HTMLInputElement>('#move-list input:checked');
  return checked ? (moves[Number(checked.value)] ?? null) : null;
}
