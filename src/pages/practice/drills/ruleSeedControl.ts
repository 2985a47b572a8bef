/**
 * The drills' rule-seed control (issue 19): a field labelled "Rule seed" (default 1, the manual's
 * hash rule: `manual/index.html#N`), read as every door reads a rule seed (`parseRuleSeed`,
 * RULES.md §4), with a link to the manual of that seed, whose names table the drills train.
 * A bad value is named in an alert and the drills keep the seed they had.
 */
import { DEFAULT_RULE_SEED, parseRuleSeed } from '../../../rules/ruleSeed';
import { quote } from '../../../rules/text';
import { el } from './drillDom';
import { checkRuleSeed } from './drillDom';

/** The options of the control. */
interface RuleSeedControlOptions {
  /** The seed shown first (default 1). */
  readonly ruleSeed?: number;
  /** Called with a new valid seed when the player applies it. */
  readonly onChange?: (ruleSeed: number) => void;
  /** The manual's address from the page (default `manual/index.html`, for a page at the site's root). */
  readonly manualHref?: string;
  /** Prefix of the element ids (default `drills`). */
  readonly idPrefix?: string;
}

/** A mounted control. */
export interface RuleSeedControl {
  readonly el: HTMLElement;
  readonly ruleSeed: number;
  /** Shows another seed (without calling onChange). @throws RangeError for a bad seed. */
  set(ruleSeed: number): void;
  destroy(): void;
}

/** The manual's link for a rule seed: `manual/index.html#42` (`#1` for the default, as the manual's links). */
function manualLink(manualHref: string, ruleSeed: number): string {
  return `${manualHref}#${ruleSeed}`;
}

/**
 * Mounts the control in `host`: a form with the "Rule seed" field and "Use this rule seed",
 * the link "Manual for rule seed N" and an alert for a value that is not a rule seed.
 */
export function mountRuleSeedControl(host: HTMLElement, opts: RuleSeedControlOptions = {}): RuleSeedControl {
  const doc = host.ownerDocument;
  const id = (n: string) => `${opts.idPrefix ?? 'drills'}-${n}`;
  const manualHref = opts.manualHref ?? 'manual/index.html';
  let ruleSeed = opts.ruleSeed ?? DEFAULT_RULE_SEED;
  checkRuleSeed(ruleSeed);
  const input = el(doc, 'input', {
    id: id('rule-seed'),
    name: 'ruleSeed',
    inputmode: 'numeric',
    autocomplete: 'off',
    spellcheck: 'false',
    size: 10,
    value: String(ruleSeed),
    'aria-describedby': id('rule-seed-alert'),
  });
  const link = el(doc, 'a', { class: 'drill-manual-link' });
  const alert = el(doc, 'p', { id: id('rule-seed-alert'), class: 'drill-alert', role: 'alert' });
  const form = el(
    doc,
    'form',
    { class: 'drill-rule-seed', 'aria-label': 'Rule seed of the drills' },
    el(doc, 'label', { for: id('rule-seed') }, 'Rule seed'),
    input,
    el(doc, 'button', { type: 'submit' }, 'Use this rule seed'),
    link,
    alert,
  );
  const show = () => {
    link.textContent = `Manual for rule seed ${ruleSeed}`;
    link.setAttribute('href', manualLink(manualHref, ruleSeed));
  };
  show();
  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    const r = parseRuleSeed(input.value);
    if (!r.ok) {
      alert.textContent = `Rule seed ${quote(input.value)} ${r.problem}; the drills keep rule seed ${ruleSeed}.`;
      input.setAttribute('aria-invalid', 'true');
      return;
    }
    alert.textContent = '';
    input.removeAttribute('aria-invalid');
    input.value = String(r.ruleSeed);
    if (r.ruleSeed === ruleSeed) return;
    ruleSeed = r.ruleSeed;
    show();
    opts.onChange?.(ruleSeed);
  });
  host.append(form);
  return {
    el: form,
    get ruleSeed() {
      return ruleSeed;
    },
    set(n) {
      checkRuleSeed(n);
      ruleSeed = n;
      input.value = String(n);
      show();
    },
    destroy: () => form.remove(),
  };
}
