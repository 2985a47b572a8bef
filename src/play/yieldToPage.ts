/**
 * Lets the page run (input, rendering) before going on with a long piece of work: the browser's
 * `scheduler.yield()` where there is one (the work keeps its place ahead of other tasks), else a
 * zero-delay timer. Used to cut the bomb page's start and the scene's first frame into short
 * tasks (a task over 50 ms blocks input and counts in the total blocking time).
 */
export function yieldToPage(): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return s?.yield ? s.yield() : new Promise((r) => setTimeout(r, 0));
}
