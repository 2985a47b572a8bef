/**
 * The strike reasons of RULES.md §7 (their codes are their places here), in a module of their
 * own so that a page that only names them (the practice record) does not load the card rules.
 */
/** Strike reasons of RULES.md §7, in the order of their codes. */
export const STRIKE_REASONS = [
  'swap-not-needed',
  'swap-required',
  'move-across-piece',
  'capture-partner',
  'trickster-captured-piece',
  'home-with-cards-left',
  'hand-empty-not-home',
] as const;
export type StrikeReason = (typeof STRIKE_REASONS)[number];
