/**
 * Renders the web app's PNG icons (into public/icons/) from the SVG drawings in assets/icons/ (not
 * part of the site: only the PNGs are served and precached) with headless Chromium
 * (flags of tests/e2e/browser.ts): icon-192.png and icon-512.png (transparent rounded corners),
 * icon-maskable-512.png (full bleed, the drawing inside the safe circle) and apple-touch-icon.png
 * (180 px, opaque). Run `npx tsx scripts/make-icons.ts` after changing an SVG; the PNGs are
 * committed (public/manifest.webmanifest names them).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from '../tests/e2e/browser';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const SOURCES = join(ROOT, 'assets', 'icons');
const ICONS = join(ROOT, 'public', 'icons');

/** Each PNG: its SVG source, side in pixels, and whether the corners stay transparent. */
const OUTPUTS: ReadonlyArray<{ file: string; svg: string; size: number; transparent: boolean }> = [
  { file: 'icon-192.png', svg: 'icon.svg', size: 192, transparent: true },
  { file: 'icon-512.png', svg: 'icon.svg', size: 512, transparent: true },
  { file: 'icon-maskable-512.png', svg: 'icon-maskable.svg', size: 512, transparent: false },
  { file: 'apple-touch-icon.png', svg: 'icon-maskable.svg', size: 180, transparent: false },
];

const browser = await launch();
try {
  for (const out of OUTPUTS) {
    const page = await browser.newPage({ viewport: { width: out.size, height: out.size } });
    const svg = readFileSync(join(SOURCES, out.svg), 'utf8').replace(
      /width="512" height="512"/,
      'width="100%" height="100%"',
    );
    await page.setContent(
      `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg}`,
    );
    await page.screenshot({ path: join(ICONS, out.file), omitBackground: out.transparent });
    await page.close();
    console.log(`public/icons/${out.file}: ${out.size} × ${out.size}`);
  }
} finally {
  await browser.close();
}
