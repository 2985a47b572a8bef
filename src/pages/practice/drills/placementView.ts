/**
 * The placement drill on the page (issue 19): a seeded bomb's module as dealt (the names at
 * their LEDs, your pawn) with its serial, and the same in words ("You are on space 4. Clockwise
 * from you: Molly, Susan, Peter."); three fields labelled "Opponent 1", "Partner" and
 * "Opponent 2" take the hidden positions (RULES.md §5). Checking says right or wrong in the
 * status region and shows the derivation line by line as the designer writes it, the first
 * wrong line marked in words ("First wrong line: you typed 21.") as well as in colour. A round
 * is 10 bombs and ends with its accuracy, mean and best time.
 */
import {
  newItemSeed,
  readSpaceNumber,
  roundSummary,
  summaryWords,
  formatSeconds,
  type PlacementAnswer,
} from '../../../drills/drillAnswer';
import {
  checkPlacement,
  namesAtLeds,
  PLACED,
  PLACEMENT_ROUND,
  placementItem,
  placementVerdict,
  placementWords,
  type PlacementCheck,
  type PlacementItem,
} from '../../../drills/placementDrill';
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

/** The placement drill's options: the common ones, and the bomb seeds to ask (tests; default random). */
interface PlacementOptions extends DrillOptions {
  /** Gives the bomb seed of each item in turn (default `placement-` and 8 random characters). */
  readonly nextSeed?: () => string;
}

/** The derivation as a list, each line as the designer writes it, the first wrong one marked. */
function derivationList(ctx: DrillContext, c: PlacementCheck): HTMLOListElement {
  const { doc } = ctx;
  const items = c.lines.map((l, i) => {
    const mark =
      i === c.firstWrong
        ? el(doc, 'strong', { class: 'drill-mark-wrong' }, ` First wrong line: you typed ${l.given}.`)
        : l.right
          ? el(doc, 'span', { class: 'drill-mark-right' }, ' Right.')
          : el(doc, 'span', { class: 'drill-mark-after' }, ` You typed ${l.given}.`);
    return el(
      doc,
      'li',
      { class: i === c.firstWrong ? 'drill-first-wrong' : undefined },
      el(doc, 'code', {}, l.text),
      mark,
    );
  });
  return el(doc, 'ol', { class: 'drill-derivation', 'aria-label': 'Derivation' }, ...items);
}

/** The item's module, serial and words. */
function itemView(ctx: DrillContext, item: PlacementItem): HTMLElement {
  const { doc } = ctx;
  const words = placementWords(item);
  const leds = namesAtLeds(item).map(({ corner, name }) => el(doc, 'li', {}, `${corner}: ${name}`));
  return el(
    doc,
    'div',
    { class: 'drill-item' },
    el(doc, 'figure', { class: 'drill-figure' }, modulePicture(doc, item.bomb, null, `The module as dealt. ${words}`)),
    el(
      doc,
      'div',
      { class: 'drill-facts' },
      el(doc, 'p', { class: 'drill-serial' }, 'Serial number ', el(doc, 'strong', {}, item.serial)),
      el(doc, 'p', { class: 'drill-words' }, words),
      el(doc, 'ul', { class: 'drill-leds', 'aria-label': 'Names at the LEDs, clockwise from you' }, ...leds),
    ),
  );
}

/** The drill's form: the fields "Opponent 1", "Partner" and "Opponent 2" and Check. */
function placementForm(ctx: DrillContext) {
  const { doc } = ctx;
  const inputs = PLACED.map(({ piece, label }) => {
    const input = el(doc, 'input', { id: ctx.id(piece), inputmode: 'numeric', autocomplete: 'off', size: 4 });
    return { piece, label, input, field: el(doc, 'p', {}, el(doc, 'label', { for: ctx.id(piece) }, label), input) };
  });
  const form = el(
    doc,
    'form',
    { class: 'drill-form' },
    el(doc, 'fieldset', {}, el(doc, 'legend', {}, 'Hidden positions'), ...inputs.map((f) => f.field)),
    el(doc, 'button', { type: 'submit' }, 'Check'),
  );
  return { form, inputs };
}

/**
 * Mounts the placement drill in `host` (appended).
 * @throws RangeError for a bad `opts.ruleSeed`.
 */
export function mountPlacementDrill(host: HTMLElement, opts: PlacementOptions = {}): DrillHandle {
  const ctx = drillContext(host, opts, 'placement');
  const { doc } = ctx;
  const nextSeed = opts.nextSeed ?? (() => newItemSeed('placement', ctx.random));
  const frame = drillFrame(
    ctx,
    'Placement',
    'From the serial number, the names at the LEDs and your space, find the three hidden pawns as the manual’s second page counts them (first opponent, partner, second opponent), and type their spaces 0–31.',
    'drill-placement',
  );
  const { form, inputs } = placementForm(ctx);
  const next = el(doc, 'button', { type: 'button', hidden: true }, 'Next bomb');
  const itemHost = el(doc, 'div');
  const result = el(doc, 'div', { class: 'drill-result' });
  frame.body.append(itemHost, form, next);
  frame.section.append(result);

  let item: PlacementItem;
  let round: { correct: boolean; ms: number }[] = [];
  let shownAt = 0;
  const show = () => {
    item = placementItem(nextSeed(), ctx.ruleSeed);
    itemHost.replaceChildren(itemView(ctx, item));
    for (const f of inputs) {
      f.input.value = '';
      f.input.removeAttribute('aria-invalid');
    }
    form.hidden = false;
    next.hidden = true;
    result.replaceChildren();
    frame.say('');
    frame.progress.textContent = `Rule seed ${ctx.ruleSeed} · bomb ${round.length + 1} of ${PLACEMENT_ROUND}`;
    shownAt = ctx.now();
  };
  const start = () => {
    round = [];
    frame.status.textContent = '';
    show();
  };

  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    const read = inputs.map((f) => ({ f, r: readSpaceNumber(f.input.value, f.label) }));
    for (const { f, r } of read) f.input.toggleAttribute('aria-invalid', !r.ok);
    const bad = read.filter(({ r }) => !r.ok);
    if (bad.length) {
      frame.say(bad.map(({ r }) => (r.ok ? '' : r.problem)).join(' '));
      bad[0]!.f.input.focus();
      return;
    }
    frame.say('');
    const answer = Object.fromEntries(
      read.map(({ f, r }) => [f.piece, r.ok ? r.value : 0]),
    ) as unknown as PlacementAnswer;
    const ms = Math.max(0, Math.round(ctx.now() - shownAt));
    const c = checkPlacement(item, answer);
    round.push({ correct: c.correct, ms });
    ctx.report({ drill: 'placement', ruleSeed: ctx.ruleSeed, item: item.seed, answer, correct: c.correct, ms });
    result.replaceChildren(derivationList(ctx, c));
    frame.section.dataset.last = c.correct ? 'right' : 'wrong';
    form.hidden = true;
    const verdict = `${placementVerdict(c)} ${formatSeconds(ms)}.`;
    if (round.length >= PLACEMENT_ROUND) {
      frame.status.textContent = `${verdict} ${summaryWords(roundSummary(round), true)}`;
      next.textContent = 'Start a new round';
    } else {
      frame.status.textContent = verdict;
      next.textContent = 'Next bomb';
    }
    next.hidden = false;
    next.focus();
  });
  next.addEventListener('click', () => {
    if (round.length >= PLACEMENT_ROUND) start();
    else show();
    inputs[0]!.input.focus();
  });

  return mountedDrill(host, frame, ctx, start);
}
