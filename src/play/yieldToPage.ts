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

/**
 * Resolves once the browser has drawn its next frame (a task queued from the frame's
 * `requestAnimationFrame`, so after that frame's layout and paint), or after `timeoutMs` when no
 * frame comes (a tab in the background draws none). Lets a page lay out what it has written in
 * one frame and paint a costly picture in the next, instead of both in one long task.
 */
export function afterNextFrame(timeoutMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const late = setTimeout(resolve, timeoutMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(late);
        resolve();
      }, 0),
    );
  });
}
