/**
 * Whether a bomb page address asks for a practice mode (issue 18): `?mode=…` (any value: a bad
 * one is named by the mode's reader, src/practice/practiceModes.ts) or `?time=zen`. Tiny and
 * free of the practice record's code, so the bomb page can ask it before its first deal and load
 * the practice code only for such an address (or after the module is playable).
 */
import { wordNamed } from '../rules/text';

/**
 * True when `search` (`location.search`, with or without `?`) names `mode` or says `time=zen`
 * (ASCII case and surrounding spaces ignored, as every door reads words).
 */
export function isPracticeAddress(search: string): boolean {
  const q = new URLSearchParams(search);
  const time = q.get('time');
  return q.has('mode') || (time !== null && wordNamed(time, ['zen']) !== undefined);
}
