/**
 * The chunk of the build that every page's code imports (the bomb's entry, the designer, the
 * manual), for the e2e tests that answer one file of a page's code badly (tests/e2e/pageLoad.test.ts,
 * offline.test.ts). Found in the build itself, since the bundler names chunks after a module in them
 * and the names move with the code: the first chunk the designer preloads that the manual preloads
 * and the bomb's entry names too, other than the bundler's own helpers.
 */

/** The bundler's own small files: blocking one tests the bundler, not a page's code. */
const HELPERS = /^(modulepreload-polyfill|rolldown-runtime|preload-helper)-/;

/** The `assets/*.js` file names a text names, in order, once each. */
const chunksIn = (text: string): string[] => [
  ...new Set([...text.matchAll(/assets\/([A-Za-z0-9_.-]+\.js)|\.\/([A-Za-z0-9_.-]+\.js)/g)].map((m) => m[1] ?? m[2]!)),
];

/**
 * The shared chunk's name without its hash (`text` for `assets/text-CAoSzy5k.js`).
 * `read(path)` gives a file of the build by its path from the site's root (`designer.html`,
 * `assets/bomb-….js`). Throws naming what is missing when no chunk is shared by all three.
 */
export async function sharedChunk(read: (path: string) => Promise<string> | string): Promise<string> {
  const designer = chunksIn(await read('designer.html'));
  const manual = new Set(chunksIn(await read('manual/index.html')));
  // The bomb page's entry is started by load-check.js after its first paint (scripts/loadCheckPlugin.ts).
  const entry = /data-after-paint="\.?\/?(assets\/bomb-[^"]+\.js)"/.exec(await read('index.html'))?.[1];
  if (!entry) throw new Error('index.html names no assets/bomb-*.js entry');
  const bomb = new Set(chunksIn(await read(entry)));
  const shared = designer.find((f) => !HELPERS.test(f) && manual.has(f) && bomb.has(f));
  if (!shared) throw new Error('no chunk of the build is imported by the bomb, the designer and the manual');
  return shared.replace(/-[A-Za-z0-9_-]{8}\.js$/, '');
}

/** A path or URL test for the chunk `name` (`/assets/text-CAoSzy5k.js`). */
export const chunkPattern = (name: string): RegExp =>
  new RegExp(`/assets/${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[A-Za-z0-9_-]{8}\\.js$`);
