/**
 * The "Expert drills" part of practice.html (issue 19) in one call: a heading, the rule-seed
 * control (default 1) and the three drills, which all follow the control. Each answer goes to
 * `onAnswer` as a plain record (src/drills/drillAnswer.ts) for the practice record to keep.
 */
import type { DrillAnswer } from '../../../drills/drillAnswer';
import { el, type DrillHandle, type DrillOptions } from './drillDom';
import { mountNameOffsetDrill } from './nameOffsetView';
import { mountPlacementDrill } from './placementView';
import { mountRuleSeedControl, type RuleSeedControl } from './ruleSeedControl';
import { mountSwapOrPlayDrill } from './swapOrPlayView';

export { mountNameOffsetDrill } from './nameOffsetView';
export { mountPlacementDrill } from './placementView';
export { mountRuleSeedControl } from './ruleSeedControl';
export { mountSwapOrPlayDrill } from './swapOrPlayView';

/** The options of the whole part. */
interface ExpertDrillsOptions extends Omit<DrillOptions, 'idPrefix'> {
  /** Earlier answers (the practice record's), to rebuild the name-offset decks. */
  readonly answers?: readonly DrillAnswer[];
  /** The manual's address from the page (default `manual/index.html`). */
  readonly manualHref?: string;
  /** The heading's level, 2 by default (each drill's title is an `<h3>`). */
  readonly headingLevel?: 2 | 3;
}

/** The mounted part. */
interface ExpertDrills {
  readonly el: HTMLElement;
  readonly ruleSeed: RuleSeedControl;
  readonly drills: readonly [DrillHandle, DrillHandle, DrillHandle];
  /** Drills another rule seed everywhere. @throws RangeError for a bad rule seed. */
  setRuleSeed(ruleSeed: number): void;
  destroy(): void;
}

/**
 * Mounts the "Expert drills" section in `host` (appended): heading, rule-seed control, then the
 * name-offset, placement and swap-or-play drills.
 * @throws RangeError for a bad `opts.ruleSeed`.
 */
export function mountExpertDrills(host: HTMLElement, opts: ExpertDrillsOptions = {}): ExpertDrills {
  const doc = host.ownerDocument;
  const section = el(
    doc,
    'section',
    { class: 'expert-drills', 'aria-labelledby': 'expert-drills-title' },
    el(doc, `h${opts.headingLevel ?? 2}` as 'h2', { id: 'expert-drills-title' }, 'Expert drills'),
    el(
      doc,
      'p',
      { class: 'drill-about' },
      'The expert’s half of TAC, trained alone: the names table, the three hidden pawns, and whether the hand needs the swap.',
    ),
  );
  host.append(section);
  const drills: DrillHandle[] = [];
  const setRuleSeed = (n: number) => {
    for (const d of drills) d.setRuleSeed(n);
  };
  const control = mountRuleSeedControl(section, {
    ruleSeed: opts.ruleSeed,
    manualHref: opts.manualHref,
    onChange: setRuleSeed,
  });
  const grid = el(doc, 'div', { class: 'drill-grid' });
  section.append(grid);
  drills.push(mountNameOffsetDrill(grid, opts), mountPlacementDrill(grid, opts), mountSwapOrPlayDrill(grid, opts));
  return {
    el: section,
    ruleSeed: control,
    drills: drills as [DrillHandle, DrillHandle, DrillHandle],
    setRuleSeed(n) {
      control.set(n);
      setRuleSeed(n);
    },
    destroy: () => section.remove(),
  };
}
