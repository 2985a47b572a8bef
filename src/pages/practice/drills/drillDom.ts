/**
 * What the three expert drills' views share (issue 19): a tiny DOM builder (text always through
 * text nodes, never parsed as HTML), the options every `mount…Drill` takes, the answer record
 * each reports through `onAnswer`, and the section frame (heading, progress line, status
 * region, alert).
 */
import './drills.css';
import { DRILL_RECORD_VERSION, type DrillAnswer } from '../../../drills/drillAnswer';
import { DEFAULT_RULE_SEED, isRuleSeed } from '../../../rules/ruleSeed';

type Attrs = Record<string, string | number | boolean | undefined>;
/** A child: a node, a text, or nothing. */
type Child = Node | string | null | undefined | false;

/**
 * An element of `doc` with attributes (`false` / `undefined` left out, `true` an empty
 * attribute) and children (strings become text nodes).
 */
export function el<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const e = doc.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    e.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) if (c !== null && c !== undefined && c !== false) e.append(c);
  return e;
}

/** The options of every drill (all optional). */
export interface DrillOptions {
  /** The rule seed to drill (RULES.md §4), default 1; `setRuleSeed` changes it. */
  readonly ruleSeed?: number;
  /** Called with each answer, as a plain object for the practice record (src/drills/drillAnswer.ts). */
  readonly onAnswer?: (record: DrillAnswer) => void;
  /** A clock in ms for the answer times (default `performance.now`). */
  readonly now?: () => number;
  /** The wall clock for the records' `when` (default `new Date()`). */
  readonly clock?: () => Date;
  /** Doubles in [0, 1) for the item seeds and the order of new names (default `Math.random`). */
  readonly random?: () => number;
  /** Prefix of the element ids (default the drill's name), when a page mounts a drill twice. */
  readonly idPrefix?: string;
}

/** A mounted drill. */
export interface DrillHandle {
  /** The drill's section. */
  readonly el: HTMLElement;
  /** The rule seed drilled now. */
  readonly ruleSeed: number;
  /** Drills another rule seed (a new round). @throws RangeError for a bad rule seed. */
  setRuleSeed(ruleSeed: number): void;
  /** Removes the drill from the page. */
  destroy(): void;
}

/** The options with their defaults filled in. */
export interface DrillContext {
  readonly doc: Document;
  ruleSeed: number;
  readonly report: (record: Omit<DrillAnswer, 'v' | 'when'>) => void;
  readonly now: () => number;
  readonly random: () => number;
  readonly id: (name: string) => string;
}

/**
 * The drill's context from its options: the rule seed checked (a bad one is a RangeError, as
 * `ruleSet` throws), `report` stamping each record with its version and time before `onAnswer`.
 */
export function drillContext(host: HTMLElement, opts: DrillOptions, drill: string): DrillContext {
  const ruleSeed = opts.ruleSeed ?? DEFAULT_RULE_SEED;
  checkRuleSeed(ruleSeed);
  const clock = opts.clock ?? (() => new Date());
  const prefix = opts.idPrefix ?? drill;
  return {
    doc: host.ownerDocument,
    ruleSeed,
    report: (r) => opts.onAnswer?.({ ...r, v: DRILL_RECORD_VERSION, when: clock().toISOString() } as DrillAnswer),
    now: opts.now ?? (() => performance.now()),
    random: opts.random ?? Math.random,
    id: (name) => `${prefix}-${name}`,
  };
}

/** @throws RangeError when `ruleSeed` is not an integer 1 … 2147483647 (RULES.md §4). */
export function checkRuleSeed(ruleSeed: number): void {
  if (!isRuleSeed(ruleSeed)) throw new RangeError(`rule seed ${ruleSeed} is not an integer 1 … 2147483647`);
}

/** The frame of a drill: its section with a heading, a progress line, an alert and a status region. */
interface DrillFrame {
  readonly section: HTMLElement;
  readonly progress: HTMLElement;
  /** Where the drill's item and controls go. */
  readonly body: HTMLElement;
  /** `role=alert`: what is wrong with a typed answer (empty otherwise). */
  readonly alert: HTMLElement;
  /** `role=status`: the verdict of the last answer and the round's summary. */
  readonly status: HTMLElement;
  /** Sets the alert's text (empty: none). */
  say(alert: string): void;
}

/**
 * Builds a drill's section: `<section aria-labelledby>` with an `<h3>` title, a short
 * description, the progress line, the body, the alert and the status region, in that order.
 */
export function drillFrame(ctx: DrillContext, title: string, about: string, cls: string): DrillFrame {
  const { doc } = ctx;
  const heading = el(doc, 'h3', { id: ctx.id('title') }, title);
  const progress = el(doc, 'p', { class: 'drill-progress' });
  const body = el(doc, 'div', { class: 'drill-body' });
  const alert = el(doc, 'p', { class: 'drill-alert', role: 'alert' });
  const status = el(doc, 'div', { class: 'drill-status', role: 'status', 'aria-live': 'polite' });
  const section = el(
    doc,
    'section',
    { class: `drill ${cls}`, 'aria-labelledby': ctx.id('title') },
    heading,
    el(doc, 'p', { class: 'drill-about' }, about),
    progress,
    body,
    alert,
    status,
  );
  return { section, progress, body, alert, status, say: (text) => (alert.textContent = text) };
}

/**
 * Puts a drill's section into `host`, starts its first round (`start`) and answers its handle:
 * `setRuleSeed` checks the rule seed (a RangeError for a bad one) and starts a new round on it.
 */
export function mountedDrill(host: HTMLElement, frame: DrillFrame, ctx: DrillContext, start: () => void): DrillHandle {
  host.append(frame.section);
  start();
  return {
    el: frame.section,
    get ruleSeed() {
      return ctx.ruleSeed;
    },
    setRuleSeed(n) {
      checkRuleSeed(n);
      ctx.ruleSeed = n;
      start();
    },
    destroy: () => frame.section.remove(),
  };
}
