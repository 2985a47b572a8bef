/**
 * scripts/ownBundlePlugin.ts: a page bundled on its own (the bomb page, issue 22). A build of two
 * small pages that share a module, page A's code bundled on its own: A's start is one file, the
 * pages share no chunk but the bundler's helpers, the shared module is in the build twice (once
 * for each page) and A's later part uses A's copy, never a second one.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { ISLAND_QUERY, keepsItsId, ownBundle } from '../../scripts/ownBundlePlugin';

const FILES: Record<string, string> = {
  'a.html': '<!doctype html><title>a</title><script type="module" src="./src/a.ts"></script>',
  'b.html': '<!doctype html><title>b</title><script type="module" src="./src/b.ts"></script>',
  'src/a.ts': [
    "import './a.css';",
    "import { shared } from './shared';",
    "import { aOnly } from './aOnly';",
    'document.title = shared() + aOnly();',
    "document.body.onclick = () => import('./later').then((m) => m.later());",
  ].join('\n'),
  'src/a.css': 'body { color: #123456; }',
  'src/aOnly.ts': "export const aOnly = (): string => 'a-only-marker';",
  'src/later.ts': "import { shared } from './shared';\nexport const later = (): string => shared() + 'later-marker';",
  'src/b.ts': "import { shared } from './shared';\ndocument.title = shared() + 'b-marker';",
  'src/shared.ts': 'let calls = 0;\nexport const shared = (): string => `shared-marker ${++calls}`;',
};

/** The bundler's own small files, which every page may share. */
const HELPER = /^(rolldown-runtime|preload-helper)-/;

let dir = '';
/** The build's `assets/*.js` files by name, with their text. */
const js = new Map<string, string>();
/** The chunk files a text imports or names (`./x-HASH.js`), helpers left out. */
const named = (text: string) =>
  [...text.matchAll(/(?:assets\/|\.\/)([\w-]+\.js)/g)].map((m) => m[1]!).filter((f) => !HELPER.test(f));
/** Every chunk a page's file reaches through the files it names, helpers left out. */
function reached(from: string): Set<string> {
  const seen = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const g of named(js.get(f) ?? '')) visit(g);
  };
  for (const f of named(from)) visit(f);
  return seen;
}
const fileWith = (marker: string) => [...js].filter(([, text]) => text.includes(marker)).map(([f]) => f);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tac-own-bundle-'));
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  await build({
    root: dir,
    configFile: false,
    base: './',
    logLevel: 'silent',
    plugins: [ownBundle('a', 'a.html', 'src/a.ts', dir)],
    build: {
      outDir: join(dir, 'dist'),
      emptyOutDir: true,
      // As the site's build: every browser it plays in fetches modulepreload links itself.
      modulePreload: { polyfill: false },
      rollupOptions: { input: { a: join(dir, 'a.html'), b: join(dir, 'b.html') } },
    },
  });
  for (const f of readdirSync(join(dir, 'dist', 'assets')))
    if (f.endsWith('.js')) js.set(f, readFileSync(join(dir, 'dist', 'assets', f), 'utf8'));
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = (name: string) => readFileSync(join(dir, 'dist', name), 'utf8');

describe('a page bundled on its own (ownBundle)', () => {
  it("puts the page's start in its entry's one file, with its one stylesheet", () => {
    const entry = /<script type="module" crossorigin src="\.\/assets\/(a-[\w-]+\.js)"/.exec(page('a.html'))?.[1];
    expect(entry).toBeDefined();
    expect(fileWith('a-only-marker')).toEqual([entry]);
    // The entry names no chunk but its later part (loaded with import()).
    expect(named(js.get(entry!)!)).toEqual([fileWith('later-marker')[0]]);
    expect(page('a.html').match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it('shares no chunk with the other page but the bundler’s helpers: the shared module is in the build twice', () => {
    const a = reached(page('a.html'));
    const b = reached(page('b.html'));
    expect(a.size).toBeGreaterThan(0);
    expect(b.size).toBeGreaterThan(0);
    expect([...a].filter((f) => b.has(f))).toEqual([]);
    const copies = fileWith('shared-marker');
    expect(copies).toHaveLength(2);
    expect(copies.filter((f) => a.has(f))).toHaveLength(1);
    expect(copies.filter((f) => b.has(f))).toHaveLength(1);
  });

  it("gives the page's later part the page's own copy of a module, never a second one", () => {
    const [later] = fileWith('later-marker');
    expect(js.get(later!)).not.toContain('shared-marker');
    const [entry] = fileWith('a-only-marker');
    expect(named(js.get(later!)!)).toEqual([entry]);
  });

  it('stops the build when the page does not import the entry it was given', async () => {
    await expect(
      build({
        root: dir,
        configFile: false,
        logLevel: 'silent',
        plugins: [ownBundle('b', 'b.html', 'src/a.ts', dir)],
        build: { outDir: join(dir, 'dist-b'), write: false, rollupOptions: { input: { b: join(dir, 'b.html') } } },
      }),
    ).rejects.toThrow('own-bundle: b.html does not import src/a.ts');
  });
});

describe('which ids keep their own (keepsItsId)', () => {
  it('modules of the page get the suffix; virtual modules, queries, stylesheets and assets keep their id', () => {
    expect(ISLAND_QUERY('bomb')).toBe('?bomb-page');
    for (const id of ['/p/src/a.ts', '/p/node_modules/seedrandom/index.js', '/p/x.mjs', '/p/y.tsx', '/p/data.json'])
      expect(keepsItsId(id), id).toBe(false);
    for (const id of [
      '\0vite/preload-helper.js',
      '/p/a.wav?url',
      '/p/w.ts?worker',
      '/p/a.css',
      '/p/i.png',
      '/p/f.woff2',
    ])
      expect(keepsItsId(id), id).toBe(true);
  });
});
