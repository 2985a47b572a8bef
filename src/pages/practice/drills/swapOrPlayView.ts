/**
 * The "swap or play?" drill on the page (issue 19): a seeded bomb's module as dealt with the
 * three hidden pawns revealed (the SVG back end of the module art), the board and the hand in
 * words, and two buttons, "Play" (the hand can win as dealt) and "Swap" (press TAC first). The
 * status region says right or wrong; the explanation lists one winning line for "play", or the
 * closest line and why it fails for "swap" (src/drills/swapOrPlayDrill.ts), then what the swap
 * would have done. A round is 10 hands and ends with its accuracy, mean and best time.
 */
import { newItemSeed, roundSummary, summaryWords, formatSeconds } from '../../../drills/drillAnswer';
import {
  checkSwapOrPlay,
  explainSwapOrPlay,
  SWAP_OR_PLAY_ROUND,
  swapOrPlayItem,
  type SwapOrPlay,
  type SwapOrPlayItem,
} from '../../../drills/swapOrPlayDrill';
import { handWords, pawnWords, revealedWords } from '../../../play/boardWords';
import { viewStateOfBomb } from '../../../art/viewState';
import {
  mountedDrill,
  drillContext,
  drillFrame,
  el,
  type DrillContext,
  type DrillHandle,
  type DrillOptions,
} from './drillDom';
import { modulePicture } from './modulePicture';

/** The drill's options: the common ones, and the bomb seeds to ask (tests; default random). */
interface SwapOrPlayOptions extends DrillOptions {
  /** Gives the bomb seed of each item in turn (default `swap-` and 8 random characters). */
  readonly nextSeed?: () => string;
}

/** The board in words: your pawn, the hand and the hidden pawns (the bomb page's Board words). */
function swapOrPlayWords(item: SwapOrPlayItem): string[] {
  const view = viewStateOfBomb(item.bomb);
  return [pawnWords(view.you, view.seat), handWords(view.hand), revealedWords(view, item.board)];
}

/** The item's module (hidden pawns revealed) and its words. */
function itemView(ctx: DrillContext, item: SwapOrPlayItem): HTMLElement {
  const { doc } = ctx;
  const words = swapOrPlayWords(item);
  const label = `The module as dealt, hidden pawns revealed. ${words.join(' ')}`;
  return el(
    doc,
    'div',
    { class: 'drill-item' },
    el(doc, 'figure', { class: 'drill-figure' }, modulePicture(doc, item.bomb, item.board, label)),
    el(
      doc,
      'ul',
      { class: 'drill-facts drill-board-words', 'aria-label': 'Board' },
      ...words.map((w) => el(doc, 'li', {}, w)),
    ),
  );
}

/** The explanation of the answer: a heading sentence and the line, then what the swap does. */
function explanationView(ctx: DrillContext, item: SwapOrPlayItem): HTMLElement {
  const { doc } = ctx;
  const e = explainSwapOrPlay(item);
  const parts: HTMLElement[] = [
    el(doc, 'p', {}, e.summary),
    el(
      doc,
      'ol',
      { class: 'drill-line', 'aria-label': e.answer === 'play' ? 'Winning line' : 'Closest line' },
      ...e.lines.map((l) => el(doc, 'li', {}, l)),
    ),
  ];
  if (e.afterSwap.length) {
    const [lead, ...line] = e.afterSwap;
    parts.push(
      el(doc, 'p', {}, lead!),
      el(
        doc,
        'ol',
        { class: 'drill-line', 'aria-label': 'Winning line after the swap' },
        ...line.map((l) => el(doc, 'li', {}, l)),
      ),
    );
  }
  return el(doc, 'div', { class: 'drill-explanation' }, ...parts);
}

/**
 * Mounts the swap-or-play drill in `host` (appended).
 * @throws RangeError for a bad `opts.ruleSeed`.
 */
export function mountSwapOrPlayDrill(host: HTMLElement, opts: SwapOrPlayOptions = {}): DrillHandle {
  const ctx = drillContext(host, opts, 'swap-or-play');
  const { doc } = ctx;
  const nextSeed = opts.nextSeed ?? (() => newItemSeed('swap', ctx.random));
  const frame = drillFrame(
    ctx,
    'Swap or play?',
    'Every pawn is shown. Can this hand win as it is dealt (play), or must the defuser press TAC to swap a card first (swap)?',
    'drill-swap',
  );
  const buttons = (['play', 'swap'] as const).map((answer) =>
    el(doc, 'button', { type: 'button', 'data-answer': answer }, answer === 'play' ? 'Play' : 'Swap'),
  );
  const choice = el(doc, 'div', { class: 'drill-choice', role: 'group', 'aria-label': 'Your answer' }, ...buttons);
  const next = el(doc, 'button', { type: 'button', hidden: true }, 'Next hand');
  const itemHost = el(doc, 'div');
  const result = el(doc, 'div', { class: 'drill-result' });
  frame.body.append(itemHost, choice, next);
  frame.section.append(result);

  let item: SwapOrPlayItem;
  let round: { correct: boolean; ms: number }[] = [];
  let shownAt = 0;
  const show = () => {
    item = swapOrPlayItem(nextSeed(), ctx.ruleSeed);
    itemHost.replaceChildren(itemView(ctx, item));
    choice.hidden = false;
    next.hidden = true;
    result.replaceChildren();
    frame.progress.textContent = `Rule seed ${ctx.ruleSeed} · hand ${round.length + 1} of ${SWAP_OR_PLAY_ROUND}`;
    shownAt = ctx.now();
  };
  const start = () => {
    round = [];
    frame.status.textContent = '';
    show();
  };
  const answer = (a: SwapOrPlay) => {
    const ms = Math.max(0, Math.round(ctx.now() - shownAt));
    const c = checkSwapOrPlay(item, a);
    round.push({ correct: c.correct, ms });
    ctx.report({ drill: 'swap-or-play', ruleSeed: ctx.ruleSeed, item: item.seed, answer: a, correct: c.correct, ms });
    frame.section.dataset.last = c.correct ? 'right' : 'wrong';
    const verdict = `${c.correct ? 'Right' : 'Wrong'}: ${c.expected === 'play' ? 'play, the hand wins as dealt' : 'swap, the hand cannot win as dealt'}. ${formatSeconds(ms)}.`;
    result.replaceChildren(explanationView(ctx, item));
    choice.hidden = true;
    const end = round.length >= SWAP_OR_PLAY_ROUND;
    frame.status.textContent = end ? `${verdict} ${summaryWords(roundSummary(round), true)}` : verdict;
    next.textContent = end ? 'Start a new round' : 'Next hand';
    next.hidden = false;
    next.focus();
  };
  buttons.forEach((b, i) => b.addEventListener('click', () => answer(i === 0 ? 'play' : 'swap')));
  next.addEventListener('click', () => {
    if (round.length >= SWAP_OR_PLAY_ROUND) start();
    else show();
    buttons[0]!.focus();
  });

  return mountedDrill(host, frame, ctx, start);
}
