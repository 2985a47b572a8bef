// Bundles scripts/bench.ts with esbuild (as scripts/build-cli.mjs does for the command, so the
// benchmark runs the code the command runs) into dist-cli/bench.mjs, rebuilds the command, and
// runs the benchmark (bench.ts runs the page figures, scripts/benchPage.ts, and the practice page's,
// scripts/benchPractice.ts, each in its own tsx process). Packages stay external. Nothing is
// written under node_modules.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildCli, bundle } from './build-cli.mjs';

const out = join(import.meta.dirname, '..', 'dist-cli', 'bench.mjs');
await buildCli();
await bundle('scripts/bench.ts', out, { external: true });
await import(pathToFileURL(out).href);
