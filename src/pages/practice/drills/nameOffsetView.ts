/**
 * The name-offset drill on the page (issue 19): a name is shown, the player types its offset for
 * the rule seed in the field labelled "Offset" and presses Enter (or Check); the status region
 * says right or wrong, the offset and the next name, so a screen reader hears it all without
 * the focus moving. Names come from the Leitner scheduler of src/drills/nameOffsetDrill.ts (one
 * deck per rule seed, built from earlier answers when given); a round is 32 answers and ends
 * with its accuracy and mean time.
 */
import {
  readSpaceNumber,
  roundSummary,
  summaryWords,
  formatSeconds,
  type DrillAnswer,
} from '../../../drills/drillAnswer';
import {
  answerName,
  boxCounts,
  checkOffset,
  deckOfAnswers,
  nextName,
  OFFSET_ROUND,
  type OffsetDeck,
} from '../../../drills/nameOffsetDrill';
import {
  mountedDrill,
  drillContext,
  drillFrame,
  el,
  type DrillContext,
  type DrillHandle,
  type DrillOptions,
} from './drillDom';

/** The name-offset drill's options: the common ones, and earlier answers to rebuild its decks from. */
interface NameOffsetOptions extends DrillOptions {
  /** Earlier answers (any drill, any rule seed: the name-offset ones of each seed make its deck). */
  readonly answers?: readonly DrillAnswer[];
  /** Called with the deck after each answer (plain data, one per rule seed). */
  readonly onDeck?: (deck: OffsetDeck) => void;
}

/** "Names never asked: 20; in boxes 1–5: 3, 0, 0, 9, 0.": where the names stand. */
function boxWords(deck: OffsetDeck): string {
  const [fresh, ...boxes] = boxCounts(deck);
  return `Names never asked: ${fresh}; in boxes 1–5: ${boxes.join(', ')}.`;
}

/** The drill's form: the name asked (the field's description), the "Offset" field and Check. */
function offsetForm(ctx: DrillContext): { form: HTMLFormElement; name: HTMLElement; input: HTMLInputElement } {
  const { doc } = ctx;
  const name = el(doc, 'strong', { class: 'drill-name', id: ctx.id('name') });
  const input = el(doc, 'input', {
    id: ctx.id('offset'),
    inputmode: 'numeric',
    autocomplete: 'off',
    spellcheck: 'false',
    size: 4,
    'aria-describedby': ctx.id('prompt'),
  });
  const form = el(
    doc,
    'form',
    { class: 'drill-form', 'aria-label': 'Name offset' },
    el(doc, 'p', { class: 'drill-prompt', id: ctx.id('prompt') }, 'Name: ', name),
    el(doc, 'label', { for: ctx.id('offset') }, 'Offset'),
    input,
    el(doc, 'button', { type: 'submit' }, 'Check'),
  );
  return { form, name, input };
}

/**
 * Mounts the name-offset drill in `host` (appended).
 * @throws RangeError for a bad `opts.ruleSeed`.
 */
export function mountNameOffsetDrill(host: HTMLElement, opts: NameOffsetOptions = {}): DrillHandle {
  const ctx = drillContext(host, opts, 'name-offset');
  const { doc } = ctx;
  const frame = drillFrame(
    ctx,
    'Name offsets',
    'Type the offset of the name for this rule seed, as the names table of the manual gives it. Names you miss or answer slowly come back sooner (Leitner boxes).',
    'drill-names',
  );
  const answers = [...(opts.answers ?? [])];
  const decks = new Map<number, OffsetDeck>();
  const deckOf = (seed: number) => decks.get(seed) ?? deckOfAnswers(seed, answers);
  const { form, name, input } = offsetForm(ctx);
  const again = el(doc, 'button', { type: 'button', hidden: true }, 'Start a new round');
  frame.body.append(form, again);
  const boxes = el(doc, 'p', { class: 'drill-boxes' });
  frame.section.append(boxes);

  let round: { correct: boolean; ms: number }[] = [];
  let shownAt = 0;
  const ask = (deck: OffsetDeck) => {
    const n = nextName(deck, ctx.random);
    name.textContent = n;
    frame.progress.textContent = `Rule seed ${ctx.ruleSeed} · name ${round.length + 1} of ${OFFSET_ROUND}`;
    boxes.textContent = boxWords(deck);
    shownAt = ctx.now();
    return n;
  };
  const start = () => {
    round = [];
    form.hidden = false;
    again.hidden = true;
    frame.status.textContent = '';
    frame.say('');
    ask(deckOf(ctx.ruleSeed));
  };

  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    const read = readSpaceNumber(input.value, 'Offset');
    if (!read.ok) {
      frame.say(read.problem);
      input.setAttribute('aria-invalid', 'true');
      return;
    }
    frame.say('');
    input.removeAttribute('aria-invalid');
    const ms = Math.max(0, Math.round(ctx.now() - shownAt));
    const item = name.textContent!;
    const c = checkOffset(item, ctx.ruleSeed, read.value);
    const deck = answerName(deckOf(ctx.ruleSeed), item, c.correct, ms);
    decks.set(ctx.ruleSeed, deck);
    round.push({ correct: c.correct, ms });
    ctx.report({ drill: 'name-offset', ruleSeed: ctx.ruleSeed, item, answer: read.value, correct: c.correct, ms });
    opts.onDeck?.(deck);
    input.value = '';
    frame.section.dataset.last = c.correct ? 'right' : 'wrong';
    const verdict = `${c.words} ${formatSeconds(ms)}.`;
    if (round.length >= OFFSET_ROUND) {
      form.hidden = true;
      again.hidden = false;
      boxes.textContent = boxWords(deck);
      frame.status.textContent = `${verdict} ${summaryWords(roundSummary(round), false)}`;
      again.focus();
      return;
    }
    frame.status.textContent = `${verdict} Next: ${ask(deck)}.`;
  });
  again.addEventListener('click', () => {
    start();
    input.focus();
  });

  return mountedDrill(host, frame, ctx, start);
}
