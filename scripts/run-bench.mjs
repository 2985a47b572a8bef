// Bundles scripts/bench.ts with esbuild (as bin/tac.mjs does for the CLI, so the benchmark runs
// the same code the command runs) and runs it. Packages stay external.
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const out = join(process.cwd(), 'node_modules', '.cache', 'tac-bench', 'bench.mjs');
mkdirSync(join(out, '..'), { recursive: true });
await build({
  entryPoints: ['scripts/bench.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outfile: out,
  logLevel: 'error',
});
await import(pathToFileURL(out).href);
