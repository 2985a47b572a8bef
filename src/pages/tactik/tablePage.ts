/**
 * The Tac-Tik page (`tactik.html`): reads the table from the address, continues the saved game
 * or deals a new one, and shows it: the board (SVG), the status line, the hand and the moves
 * offered, the 7's step picker, undo and confirm, the hot-seat "ready" gate, the log, and the
 * board and hand in words for a screen reader. Every input goes to `TableGame`; the page decides
 * no rule.
 */
import { exchangeTarget, faceOf, type Move, type TactikState } from '../../rules/tactik';
import { BoardDrawing } from './boardSvg';
import { offerAfter, type Offer, type Option } from './choices';
import { byId, h, replace } from '../dom';
import { loadGame } from './savedGame';
import { BOT_DELAY, readTableAddress, tableSearch, type TableSetting } from './tableAddress';
import { wireTableForm } from './tableForm';
import { TableGame } from './tableGame';
import { boardLines, cardWord, playWord, receiverWord, seatLabel, teamName, teamSeatsWord } from './words';

/** The page's elements. */
interface Parts {
  status: HTMLElement;
  gate: HTMLElement;
  gateText: HTMLElement;
  ready: HTMLButtonElement;
  handTitle: HTMLElement;
  cards: HTMLElement;
  prompt: HTMLElement;
  options: HTMLElement;
  undo: HTMLButtonElement;
  confirm: HTMLButtonElement;
  log: HTMLOListElement;
  boardWords: HTMLElement;
  announce: HTMLElement;
}

function parts(): Parts {
  return {
    status: byId('status'),
    gate: byId('gate'),
    gateText: byId('gate-text'),
    ready: byId('ready'),
    handTitle: byId('hand-title'),
    cards: byId('cards'),
    prompt: byId('prompt'),
    options: byId('options'),
    undo: byId('undo'),
    confirm: byId('confirm'),
    log: byId('log'),
    boardWords: byId('board-words'),
    announce: byId('announce'),
  };
}

/** The status line: who acts, or who won. */
function statusText(game: TableGame): string {
  const s = game.state;
  const t = s.table;
  if (s.phase === 'over') return `${teamName(t, s.winner!)} won: ${teamSeatsWord(t, game.seats, s.winner!)}.`;
  const who = seatLabel(t, game.seats, s.turn);
  if (s.phase === 'exchange') return `Deal ${s.deals}, the exchange: ${who} chooses a card to give.`;
  return `Deal ${s.deals}: ${who} to play.`;
}

function promptText(game: TableGame, offer: Offer): string {
  const s = game.state;
  if (s.phase === 'over') return 'The game is over. New game in “Table” below.';
  if (!game.personToAct) return `${seatLabel(s.table, game.seats, s.turn)} is playing…`;
  switch (offer.stage) {
    case 'give':
      return `Choose a card to give to ${receiverWord(s.table, game.seats, s.turn, exchangeTarget(s.table, s.turn))}.`;
    case 'card':
      return 'Choose a card to play.';
    case 'effect':
      return 'The joker: choose what it does.';
    case 'play':
      return 'Choose the move.';
    case 'step':
      return `The 7: step ${offer.steps.length + 1} of 7. Choose a pawn to step (only steps that let all seven be made).`;
    case 'discard':
      return 'No card of your hand can be played: discard the whole hand and wait for the next deal.';
    case 'confirm':
      return confirmText(game, offer.move!);
  }
}

/** What a card shows: its number, or a sign and a word for −4, permute and the joker. */
function cardFace(card: number): HTMLElement {
  const face = faceOf(card);
  if (face === 'permute') return h('span', { class: 'face' }, h('b', {}, '⇄'), h('small', {}, 'permute'));
  if (face === 'joker') return h('span', { class: 'face' }, h('b', {}, '★'), h('small', {}, 'joker'));
  return h('span', { class: 'face' }, h('b', {}, cardWord(card)));
}

/** What the confirm button will do, in words: `Give 7 to the partner Yellow (bot)?`, `Play 5: …?`. */
function confirmText(game: TableGame, move: Move): string {
  const s = game.state;
  if (move.kind === 'give') {
    return `Give ${cardWord(move.card)} to ${receiverWord(s.table, game.seats, s.turn, exchangeTarget(s.table, s.turn))}?`;
  }
  if (move.kind === 'discard') return 'Discard the whole hand?';
  return `Play ${cardWord(move.card)}: ${playWord(s, move)}?`;
}

/**
 * The cards of the hand shown: the chosen one pressed, those with no move disabled. Another card
 * may be chosen at any time before the move is confirmed (the choices start again from it).
 */
function renderCards(p: Parts, game: TableGame, pick: (o: Option) => void): void {
  const seat = game.shownSeat;
  const s = game.state;
  if (seat === null) {
    replace(
      p.cards,
      h('p', { class: 'hidden-hand' }, game.awaitingReady ? 'The hand is hidden.' : 'No hand is shown.'),
    );
    return;
  }
  const chosen = game.choices[0]?.kind === 'card' ? game.choices[0].card : null;
  const acting = game.personToAct && seat === s.turn;
  const cardOptions = acting ? offerAfter(s, []).options : [];
  const buttons = s.hands[seat]!.map((card, i) => {
    const option = cardOptions.find((o) => o.choice.kind === 'card' && o.choice.card === card);
    const usable = option?.enabled === true;
    const b = h(
      'button',
      {
        type: 'button',
        class: `card face-${faceOf(card) === '-4' ? 'minus4' : faceOf(card)}`,
        'aria-label': `Card ${i + 1}: ${cardWord(card)}${option && !option.enabled ? ' (no move)' : ''}`,
        'aria-pressed': chosen === card ? 'true' : 'false',
        disabled: !usable,
        'data-key': i + 1,
      },
      cardFace(card),
    );
    if (usable) b.addEventListener('click', () => pick(option));
    return b;
  });
  replace(
    p.cards,
    ...(buttons.length ? buttons : [h('p', { class: 'hidden-hand' }, 'No cards: waiting for the next deal.')]),
  );
}

function renderOptions(p: Parts, game: TableGame, offer: Offer, act: (o: Option) => void): void {
  const list = game.personToAct && !['card', 'give'].includes(offer.stage) ? offer.options : [];
  replace(
    p.options,
    ...list.map((o) => {
      const b = h('button', { type: 'button', class: 'option', 'data-pawns': o.pawns.join(' ') }, o.label);
      b.addEventListener('click', () => act(o));
      return b;
    }),
  );
  const anyone = game.state.phase !== 'over' && game.seats.some((r) => r !== 'bot');
  p.undo.parentElement!.hidden = !anyone;
  p.undo.disabled = !game.personToAct || game.choices.length === 0;
  p.confirm.disabled = !game.personToAct || offer.move === null;
  p.confirm.textContent =
    game.state.phase === 'exchange' ? 'Give' : offer.move?.kind === 'discard' ? 'Discard' : 'Play';
}

/** Everything but the log, from the game as it is now. */
function render(p: Parts, game: TableGame, board: BoardDrawing, act: (o: Option) => void): Offer {
  const s: TactikState = game.state;
  const offer = game.offer();
  p.status.textContent = statusText(game);
  p.gate.hidden = !game.awaitingReady;
  if (game.awaitingReady) {
    p.gateText.textContent = `Pass the screen to ${seatLabel(s.table, game.seats, s.turn)}. The hand stays hidden until they are ready.`;
    p.ready.textContent = `Ready: show ${seatLabel(s.table, game.seats, s.turn)}’s hand`;
  }
  const seat = game.shownSeat;
  p.handTitle.textContent =
    seat === null
      ? 'Hand'
      : `${game.hotSeat || game.seats[seat] !== 'you' ? `${seatLabel(s.table, game.seats, seat)}’s` : 'Your'} hand`;
  renderCards(p, game, (o) => game.chooseCard(o.choice));
  p.prompt.textContent = promptText(game, offer);
  renderOptions(p, game, offer, act);
  const pickable = new Set(game.personToAct ? offer.options.flatMap((o) => [...o.pawns]) : []);
  const last = s.discard.at(-1);
  board.show({
    pawns: offer.preview,
    before: s.pawns,
    pickable,
    lastCard: last === undefined ? null : cardWord(last),
    drawCount: s.draw.length,
  });
  replace(p.boardWords, ...boardLines({ ...s, pawns: offer.preview }, game.seats).map((l) => h('li', {}, l)));
  return offer;
}

/** Keys: 1–6 a card, ↑/↓ among the moves, Backspace/Escape undo, R ready. */
function wireKeys(p: Parts, game: TableGame): void {
  document.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const target = e.target as HTMLElement;
    if (target.closest('form, input, select, textarea')) return;
    if (/^[1-6]$/.test(e.key)) {
      p.cards.querySelector<HTMLButtonElement>(`button[data-key="${e.key}"]:not([disabled])`)?.click();
    } else if (e.key === 'Backspace' || e.key === 'Escape') {
      game.undo();
    } else if (e.key === 'r' || e.key === 'R') {
      if (game.awaitingReady) p.ready.click();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      const buttons = [...p.options.querySelectorAll<HTMLButtonElement>('button')];
      if (buttons.length === 0) return;
      const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
      const next = e.key === 'ArrowDown' ? (i + 1) % buttons.length : (i - 1 + buttons.length) % buttons.length;
      buttons[i < 0 ? 0 : next]!.focus();
    } else return;
    e.preventDefault();
  });
}

/** Moves the focus to where the next choice is made, if the focus is in the hand's panel or nowhere. */
function placeFocus(p: Parts, offer: Offer, game: TableGame): void {
  const active = document.activeElement;
  const inPanel = !active || active === document.body || active.closest('.hand-panel');
  if (!inPanel) return;
  if (game.awaitingReady) return p.ready.focus();
  if (!game.personToAct) return;
  if (offer.move) return p.confirm.focus();
  const first =
    p.options.querySelector<HTMLButtonElement>('button') ??
    p.cards.querySelector<HTMLButtonElement>('button:not([disabled])');
  first?.focus();
}

/** Mounts the page: the address, the saved game, the board, the loop. */
export function mountTablePage(win: Window = window): TableGame {
  const p = parts();
  const { setting, notices } = readTableAddress(win.location.search);
  if (setting.randomSeed) win.history.replaceState(null, '', tableSearch(setting));
  let storage: Storage | null = null;
  try {
    storage = win.localStorage;
  } catch {
    notices.push('This browser keeps no saved game here: a reload deals the game again.');
  }
  const saved = loadGame(storage);
  if (saved.problem)
    notices.push(`The saved game could not be continued (${saved.problem}); this table is dealt afresh.`);
  const resume = saved.game && sameTable(saved.game, setting) ? saved.game : undefined;
  replace(byId('notices'), ...notices.map((n) => h('li', {}, n)));
  document.documentElement.classList.toggle('instant', setting.speed === 'instant');
  let offer: Offer | undefined;
  const act = (o: Option) => game.choose(o.choice);
  const game: TableGame = new TableGame(setting, {
    storage,
    delay: BOT_DELAY[setting.speed],
    saved: resume,
    onChange: (added) => {
      offer = render(p, game, board, act);
      for (const line of added) p.log.appendChild(h('li', {}, line));
      if (added.length) {
        p.log.scrollTop = p.log.scrollHeight;
        p.announce.textContent = added.join(' ');
      }
      placeFocus(p, offer, game);
    },
  });
  const board = new BoardDrawing(game.state.table, (pawn) => {
    const mine = offer?.options.filter((o) => o.pawns.includes(pawn)) ?? [];
    if (mine.length === 1) act(mine[0]!);
    else p.options.querySelector<HTMLButtonElement>(`button[data-pawns~="${pawn}"]`)?.focus();
  });
  byId('board').appendChild(board.svg);
  for (const line of game.log) p.log.appendChild(h('li', {}, line));
  p.ready.addEventListener('click', () => game.ready());
  p.undo.addEventListener('click', () => game.undo());
  p.confirm.addEventListener('click', () => game.confirm());
  wireKeys(p, game);
  wireTableForm(setting, storage, win);
  game.start();
  return game;
}

function sameTable(a: { seats: readonly string[]; seed: string; colorsEach: number }, b: TableSetting): boolean {
  return a.seed === b.seed && a.seats.join() === b.seats.join() && a.colorsEach === b.colorsEach;
}
