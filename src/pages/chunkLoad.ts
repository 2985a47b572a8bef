/**
 * The parts of a page that come in files of their own, loaded when needed (`import()`, a
 * worker's script): the bomb's code after the first paint, its animation, the screen reader's
 * words, the KTANE log writer, the replay, the designer's batch worker. When one does not load
 * (the site was updated since the page was opened and the old file is gone, or a download
 * failed or was answered by another page, such as a Wi-Fi portal's), the page says which part
 * could not load and offers a Reload, which keeps the address: the bomb's seed and settings, the
 * designer's settings or bomb, the manual's rule seed are all in it. The whole page's code
 * failing before any of it runs is said by the build's `load-check.js`
 * (scripts/loadCheckPlugin.ts). Pure DOM, no dependency: the bomb's first script imports it.
 */

/** A part of the page whose file did not load. */
export class PartNotLoaded extends Error {
  /**
   * @param part the part in words, for the sentence: `the KTANE log writer`.
   * @param cause what the browser said (`Failed to fetch dynamically imported module: …`).
   */
  constructor(
    readonly part: string,
    override readonly cause: unknown,
  ) {
    super(partNotLoadedText(part));
  }
}

/**
 * Loads a part of the page; any failure of `load` (a rejected `import()`: the file is gone, the
 * network failed, the answer was not JavaScript) becomes a PartNotLoaded naming the part.
 * @param part the part in words (`the replay`).
 */
export function loadPart<T>(part: string, load: () => Promise<T>): Promise<T> {
  return load().catch((e: unknown) => {
    throw new PartNotLoaded(part, e);
  });
}

/**
 * The sentence for a part that did not load, without the Reload it is shown with:
 * `This part of the page (the replay) could not load: the page is from an older version of the
 * site, or a download failed.` Offline, it says so instead.
 */
export function partNotLoadedText(part: string, online = globalThis.navigator?.onLine ?? true): string {
  return online
    ? `This part of the page (${part}) could not load: the page is from an older version of the site, or a download failed.`
    : `This part of the page (${part}) could not load: the network is off. Reload once it is back.`;
}

/**
 * The notice of a part that did not load: the sentence (`partNotLoadedText`) and a Reload button
 * that reloads the page at its address, as an alert (`role="alert"`, class `part-failed`).
 * @param reload what the button does (default `location.reload()`: the address is kept).
 */
export function partNotLoadedNotice(
  doc: Document,
  part: string,
  reload: () => void = () => doc.defaultView?.location.reload(),
): HTMLElement {
  const el = doc.createElement('p');
  el.className = 'part-failed';
  el.setAttribute('role', 'alert');
  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = 'Reload';
  button.addEventListener('click', () => reload());
  el.append(`${partNotLoadedText(part)} `, button);
  return el;
}
