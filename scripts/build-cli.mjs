// Builds the `tac` command (CLI.md): bundles src/cli/tac.ts with its packages into
// dist-cli/tac.mjs, which bin/tac.mjs runs. npm runs this as the `prepare` script (with
// `--if-possible`), so `npm ci` and `npm install` build the command; `npm run build:cli` rebuilds it after a change to src/. Nothing
// is written under node_modules, and the command itself never bundles or writes anything.
// dist-cli/tac.sources.json lists the bundled sources with their SHA-256, so that bin/tac.mjs can
// say when src/ has changed since the build, and the other inputs (the lock, this script), so
// that `--if-possible` builds only when something changed (see main below).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
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

/** SHA-256 of a project file in hex, or null when it does not exist. */
function hashOf(path) {
  const file = join(root, path);
  return existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : null;
}

/**
 * Files besides src/ that shape the bundle: the packages it bundles (their versions are in the
 * lock) and this script (esbuild's options). Recorded in tac.sources.json as `inputs`.
 */
const INPUTS = ['package-lock.json', 'scripts/build-cli.mjs'];

/** Builds dist-cli/tac.mjs and dist-cli/tac.sources.json. */
export async function buildCli() {
  const out = join(root, 'dist-cli', 'tac.mjs');
  const sources = await bundle('src/cli/tac.ts', out);
  const list = {
    sources: Object.fromEntries(sources.sort().map((p) => [p, hashOf(p)])),
    inputs: Object.fromEntries(INPUTS.map((p) => [p, hashOf(p)])),
  };
  const tmp = join(root, 'dist-cli', `tac.sources.json.${process.pid}.tmp`);
  writeFileSync(tmp, JSON.stringify(list, null, 1) + '\n');
  renameSync(tmp, join(root, 'dist-cli', 'tac.sources.json'));
  return out;
}

/**
 * Whether dist-cli/tac.mjs is the bundle of the sources as they are now: it exists and
 * dist-cli/tac.sources.json lists every bundled source and input with the hash it has now.
 */
export function isBuilt() {
  try {
    if (!existsSync(join(root, 'dist-cli', 'tac.mjs'))) return false;
    const { sources, inputs } = JSON.parse(readFileSync(join(root, 'dist-cli', 'tac.sources.json'), 'utf8'));
    const recorded = { ...sources, ...inputs };
    return (
      inputs !== undefined &&
      INPUTS.every((p) => p in inputs) &&
      Object.entries(recorded).every(([path, hash]) => hashOf(path) === hash)
    );
  } catch {
    return false;
  }
}

const WRITE_ERRORS = new Set(['EACCES', 'EPERM', 'EROFS']);

/**
 * The script's work; returns its exit status. `ifPossible` (npm's `prepare`, which npm also runs
 * in the project when `npx tac` links it into its cache, as whoever runs npx):
 * - the bundle is up to date (isBuilt): nothing is built or written, exit 0;
 * - no esbuild (`npm ci --omit=dev`): a note, exit 0 (`tac` then says how to build);
 * - dist-cli/ cannot be written (a read-only or shared install) but a bundle is there: a note,
 *   exit 0, and the bundle there is used.
 * Without `ifPossible` (`npm run build:cli`) it always builds, and any failure is exit 1.
 */
async function main({ ifPossible }) {
  if (ifPossible && isBuilt()) return 0;
  try {
    await buildCli();
    return 0;
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    if (ifPossible && !(await hasEsbuild())) {
      process.stderr.write(`build-cli: ${message}\n`);
      return 0;
    }
    if (ifPossible && WRITE_ERRORS.has(e?.code) && existsSync(join(root, 'dist-cli', 'tac.mjs'))) {
      process.stderr.write(`build-cli: note: cannot write dist-cli/ (${e.code}); the command built before is kept\n`);
      return 0;
    }
    process.stderr.write(`build-cli: ${message}\n`);
    return 1;
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main({ ifPossible: process.argv.includes('--if-possible') });
}
