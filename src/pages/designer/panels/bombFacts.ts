/**
 * The facts beside the module's picture: the serial, the defuser's seat, the names shown and whom
 * they stand for, the dealt hand with a select per card, and the swap (card and slot). Changing a
 * select asks for an edit (an `edit` action); the page keeps it only if the bomb stays valid.
 */
import { LED_NAMES, SEAT_CORNERS } from '../../../rules/board';
import { describeCard, type Card } from '../../../rules/cards';
import { type Bomb, seatOfPiece } from '../../../rules/bomb';
import { ruleSet } from '../../../rules/ruleSeed';
import type { Dispatch } from '../designerState';
import { h, replace } from '../../dom';

/** A select of the rule seed's deck (and the card shown, if it is not in the deck). */
function cardSelect(
  deck: readonly Card[],
  label: string,
  value: string,
  withNone: boolean,
  onChange: (code: string) => void,
) {
  const s = h('select', { 'aria-label': label, class: 'card-select' });
  if (withNone) s.appendChild(h('option', { value: '' }, 'none'));
  for (const card of deck) s.appendChild(h('option', { value: card.code }, `${card.code} · ${describeCard(card)}`));
  if (!deck.some((d) => d.code === value) && value) s.appendChild(h('option', { value }, `${value} (not in deck)`));
  s.value = value;
  s.addEventListener('change', () => onChange(s.value));
  return s;
}

/** The dealt hand, a select per card. */
function handList(b: Bomb, deck: readonly Card[], dispatch: Dispatch): HTMLElement {
  const editCard = (slot: number, code: string) =>
    dispatch({
      type: 'edit',
      what: 'card',
      change: (j) => {
        (j.hand as string[])[slot] = code;
      },
    });
  return h(
    'ol',
    { class: 'hand' },
    ...b.hand.map((card, i) => {
      const swapped = b.swap?.slot === i;
      return h(
        'li',
        { class: swapped ? 'card swapped' : 'card' },
        h('span', { class: 'card-code' }, card.code),
        h('span', { class: 'card-words' }, describeCard(card)),
        cardSelect(deck, `Card in slot ${i + 1}`, card.code, false, (code) => editCard(i, code)),
        swapped ? h('span', { class: 'swap-note' }, `TAC → ${b.swap!.card.code}`) : null,
      );
    }),
  );
}

/** The swap: its card (or none) and its slot. */
function swapControls(b: Bomb, deck: readonly Card[], dispatch: Dispatch): HTMLElement[] {
  const card = cardSelect(deck, 'Swap card', b.swap?.card.code ?? '', true, (code) =>
    dispatch({
      type: 'edit',
      what: 'swap',
      change: (j) => {
        j.swap = code ? { slot: (j.swap as { slot: number } | null)?.slot ?? 0, card: code } : null;
      },
    }),
  );
  const slot = h('select', { 'aria-label': 'Swap slot', class: 'card-select', disabled: !b.swap });
  for (let i = 0; i < 5; i++) slot.appendChild(h('option', { value: String(i) }, `slot ${i + 1}`));
  slot.value = String(b.swap?.slot ?? 0);
  slot.addEventListener('change', () =>
    dispatch({
      type: 'edit',
      what: 'swap',
      change: (j) => {
        if (j.swap) (j.swap as { slot: number }).slot = Number(slot.value);
      },
    }),
  );
  return [card, slot];
}

/** Fills `box` with the facts of `b` (see the file comment). */
export function renderBombFacts(box: HTMLElement, b: Bomb, dispatch: Dispatch): void {
  const deck = ruleSet(b.ruleSeed).deck;
  const seatName = (k: number) => {
    const seat = seatOfPiece(b.seat, k);
    return `${LED_NAMES[seat]} (${SEAT_CORNERS[seat]}, ${b.colors[seat]})`;
  };
  const names = b.names.map((n, i) =>
    h('li', {}, h('strong', {}, n), ` at ${seatName(i + 1)} → ${['opponent 1', 'partner', 'opponent 2'][i]}`),
  );
  replace(
    box,
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
      h('dd', {}, h('ul', { class: 'names' }, ...names)),
      h('dt', {}, 'Hand (dealt)'),
      h('dd', {}, handList(b, deck, dispatch)),
      h('dt', {}, 'Swap (TAC)'),
      h('dd', { class: 'field-row' }, ...swapControls(b, deck, dispatch)),
    ),
  );
}
