// Builds the `tac` command (CLI.md): bundles src/cli/tac.ts with its packages into
// dist-cli/tac.mjs, which bin/tac.mjs runs. npm runs this as the `prepare` script (with
// `--if-possible`), so `npm ci` and `npm install` build the command; `npm run build:cli` rebuilds it after a change to src/. Nothing
// is written under node_modules, and the command itself never bundles or writes anything.
// dist-cli/tac.sources.json lists the bundled sources with their SHA-256, so that bin/tac.mjs can
// say when src/ has changed since the build.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

/**
 * Bundles `entry` (a path under the project) for Node 20 into `outfile`, written atomically.
 * @param options.external keep packages out of the bundle (imported from node_modules at run time).
 * @returns the project-relative paths of the bundled sources under src/.
 */
export async function bundle(entry, outfile, { external = false } = {}) {
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    throw new Error('esbuild is not installed: run `npm install` (it is a dev dependency)');
  }
  const result = await esbuild.build({
    entryPoints: [join(root, entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    metafile: true,
    logLevel: 'error',
    ...(external ? { packages: 'external' } : {}),
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  mkdirSync(dirname(outfile), { recursive: true });
  const tmp = `${outfile}.${process.pid}.tmp`;
  writeFileSync(tmp, result.outputFiles[0].contents);
  renameSync(tmp, outfile);
  return Object.keys(result.metafile.inputs)
    .map((p) => relative(root, join(process.cwd(), p)))
    .filter((p) => p.startsWith('src/'));
}

/** Builds dist-cli/tac.mjs and dist-cli/tac.sources.json. */
export async function buildCli() {
  const out = join(root, 'dist-cli', 'tac.mjs');
  const sources = await bundle('src/cli/tac.ts', out);
  const hashes = Object.fromEntries(
    sources.sort().map((p) => [
      p,
      createHash('sha256')
        .update(readFileSync(join(root, p)))
        .digest('hex'),
    ]),
  );
  const tmp = join(root, 'dist-cli', `tac.sources.json.${process.pid}.tmp`);
  writeFileSync(tmp, JSON.stringify({ sources: hashes }, null, 1) + '\n');
  renameSync(tmp, join(root, 'dist-cli', 'tac.sources.json'));
  return out;
}

// Run as a script. `--if-possible` (npm's `prepare`): an install without dev dependencies
// (`npm ci --omit=dev`) has no esbuild; it then says so and succeeds, and `tac` tells how to build.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await buildCli();
  } catch (e) {
    process.stderr.write(`build-cli: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(process.argv.includes('--if-possible') && !(await hasEsbuild()) ? 0 : 1);
  }
}

async function hasEsbuild() {
  try {
    await import('esbuild');
    return true;
  } catch {
    return false;
  }
}
