/**
 * Work put off until the part of the page it draws is about to be seen (issue 18: the practice
 * page's load does only what its first screen shows).
 */

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
