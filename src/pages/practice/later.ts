/**
 * The practice page's work put off (issue 18): to a task of its own, so that no task of the load
 * runs long (`nextTask`), or until the part of the page it draws is about to be seen, so that
 * the load does only what its first screen shows (`whenNear`).
 */

/**
 * Resolves in a task of its own: the browser's `scheduler.yield()` where there is one (the work
 * keeps its place ahead of other tasks), else a message the page posts itself (no timer's
 * clamp). The page's own, as src/play/yieldToPage.ts is the bomb page's: a module the two pages
 * shared would be a chunk of its own, one more request for each.
 */
export function nextTask(): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (s?.yield) return s.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** When an element comes near the viewport. */
interface Nearness {
  /** Whether the element is near now (read at once from its box). */
  readonly now: boolean;
  /** Resolves once the element is near (at once if it is near now). */
  readonly near: Promise<void>;
}

/**
 * Watches `el` come within `screens` viewport heights of the viewport (above or below it): read
 * at once from its box (a layout of the page), then an IntersectionObserver; near at once where
 * the browser has none.
 */
export function whenNear(el: Element, screens: number): Nearness {
  const box = el.getBoundingClientRect();
  const margin = innerHeight * screens;
  if (typeof IntersectionObserver === 'undefined' || (box.bottom >= -margin && box.top <= innerHeight + margin))
    return { now: true, near: Promise.resolve() };
  const near = new Promise<void>((resolve) => {
    const watch = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        watch.disconnect();
        resolve();
      },
      { rootMargin: `${screens * 100}% 0px` },
    );
    watch.observe(el);
  });
  return { now: false, near };
}
