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
  /** The first answer, at the frame after the call: whether the element is near then. */
  readonly first: Promise<boolean>;
  /** Resolves once the element is near (at the first answer if it is near then). */
  readonly near: Promise<void>;
}

/**
 * Watches `el` come within `margin` of the viewport (above or below it; a CSS length or a
 * percentage of the viewport's height, as IntersectionObserver's `rootMargin` takes it); near at
 * once where the browser has no IntersectionObserver.
 */
export function whenNear(el: Element, margin: string): Nearness {
  if (typeof IntersectionObserver === 'undefined') return { first: Promise.resolve(true), near: Promise.resolve() };
  let answer: (near: boolean) => void = () => {};
  const first = new Promise<boolean>((r) => (answer = r));
  const near = new Promise<void>((resolve) => {
    const watch = new IntersectionObserver(
      (entries) => {
        const now = entries.some((e) => e.isIntersecting);
        answer(now); // only the first call counts
        if (!now) return;
        watch.disconnect();
        resolve();
      },
      { rootMargin: `${margin} 0px` },
    );
    watch.observe(el);
  });
  return { first, near };
}
