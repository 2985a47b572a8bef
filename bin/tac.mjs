#!/usr/bin/env node
// The `tac` command (CLI.md). Runs src/cli/tac.ts: the first run after a source change bundles it
// with esbuild into node_modules/.cache/tac-cli/ (about 50 ms); later runs start from the bundle.
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const entry = join(root, 'src', 'cli', 'tac.ts');
const out = join(root, 'node_modules', '.cache', 'tac-cli', 'tac.mjs');

function newestSource(dir) {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) newest = Math.max(newest, newestSource(p));
    else if (e.name.endsWith('.ts')) newest = Math.max(newest, statSync(p).mtimeMs);
  }
  return newest;
}

const sources = ['rules', 'module', 'io', 'cli'].map((d) => join(root, 'src', d)).filter(existsSync);
const stale = !existsSync(out) || statSync(out).mtimeMs < Math.max(...sources.map(newestSource));
if (stale) {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'error',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  mkdirSync(dirname(out), { recursive: true });
  const tmp = `${out}.${process.pid}.tmp`;
  writeFileSync(tmp, result.outputFiles[0].contents);
  renameSync(tmp, out);
}
const { main } = await import(pathToFileURL(out).href);
// Exit at once: stdin may still be open after the output's reader went away. Writes to pipes
// and files are synchronous on Linux, so nothing written is lost.
process.exit(await main(process.argv.slice(2)));
