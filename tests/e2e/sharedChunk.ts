/**
 * A chunk of the build that the designer's and the manual's code both import, for the e2e tests
 * that answer one file of a page's code badly (tests/e2e/pageLoad.test.ts, offline.test.ts); the
 * bomb page's code shares no chunk with them (it is bundled on its own: scripts/ownBundlePlugin.ts),
 * and its own start is one file, `bombEntry`. Found in the build itself, since the bundler names
 * chunks after a module in them and the names move with the code: the first chunk the designer
 * preloads that the manual preloads too, other than the bundler's own helpers.
 */

/** The bundler's own small files: blocking one tests the bundler, not a page's code. */
const HELPERS = /^(modulepreload-polyfill|rolldown-runtime|preload-helper)-/;

/** A file name the bundler gave (`text-CAoSzy5k.js`): a name, a hash of 8 characters. */
const HASHED = /-[A-Za-z0-9_-]{8}\.js$/;

/** The `assets/*.js` file names a text names, in order, once each. */
const chunksIn = (text: string): string[] => [
  ...new Set([...text.matchAll(/assets\/([A-Za-z0-9_.-]+\.js)|\.\/([A-Za-z0-9_.-]+\.js)/g)].map((m) => m[1] ?? m[2]!)),
];

/**
 * The shared chunk's name without its hash (`text` for `assets/text-CAoSzy5k.js`).
 * `read(path)` gives a file of the build by its path from the site's root (`designer.html`,
 * `assets/bomb-….js`). Throws when the two share no chunk.
 */
export async function sharedChunk(read: (path: string) => Promise<string> | string): Promise<string> {
  const designer = chunksIn(await read('designer.html'));
  const manual = new Set(chunksIn(await read('manual/index.html')));
  // Hashed files only (`./load-check.js`, which every page names, is no chunk of code).
  const shared = designer.find((f) => HASHED.test(f) && !HELPERS.test(f) && manual.has(f));
  if (!shared) throw new Error('no chunk of the build is imported by the designer and the manual');
  return shared.replace(HASHED, '');
}

/**
 * The name without its hash (`bomb`) of the bomb page's entry chunk, which holds the page's whole
 * start: load-check.js adds it after the page's first paint (scripts/loadCheckPlugin.ts). `read`
 * as for `sharedChunk`. Throws when index.html names no `assets/bomb-….js`.
 */
export async function bombEntry(read: (path: string) => Promise<string> | string): Promise<string> {
  const entry = /data-after-paint="\.?\/?assets\/(bomb-[^"]+\.js)"/.exec(await read('index.html'))?.[1];
  if (!entry || !HASHED.test(entry)) throw new Error('index.html names no assets/bomb-*.js entry');
  return entry.replace(HASHED, '');
}

/** A path or URL test for the chunk `name` (`/assets/text-CAoSzy5k.js`). */
export const chunkPattern = (name: string): RegExp =>
  new RegExp(`/assets/${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[A-Za-z0-9_-]{8}\\.js$`);
