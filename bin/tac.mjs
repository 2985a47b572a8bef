#!/usr/bin/env node
// The `tac` command (CLI.md). Runs dist-cli/tac.mjs, the bundle of src/cli/tac.ts that npm's
// `prepare` script builds at install (`npm run build:cli` rebuilds it). It bundles nothing and
// writes nothing, so it works from a read-only or shared install.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const bundle = join(root, 'dist-cli', 'tac.mjs');

if (!existsSync(bundle)) {
  process.stderr.write(`tac: the command is not built: run \`npm run build:cli\` in ${root}\n`);
  process.exit(2);
}

// A developer who changed src/ since the build hears it once (the bundle still runs).
try {
  const { sources } = JSON.parse(readFileSync(join(root, 'dist-cli', 'tac.sources.json'), 'utf8'));
  const changed = Object.entries(sources).find(([path, hash]) => {
    const file = join(root, path);
    return existsSync(file) && createHash('sha256').update(readFileSync(file)).digest('hex') !== hash;
  });
  if (changed) {
    process.stderr.write(
      `tac: note: ${changed[0]} changed since the command was built; \`npm run build:cli\` uses it\n`,
    );
  }
} catch {
  // no list of sources (an older build): nothing to compare
}

let main;
try {
  ({ main } = await import(pathToFileURL(bundle).href));
} catch (e) {
  process.stderr.write(
    `tac: cannot start: ${e instanceof Error ? e.message : String(e)}; run \`npm run build:cli\` in ${root}\n`,
  );
  process.exit(2);
}
// Exit at once: stdin may still be open after the output's reader went away. Writes to pipes
// and files are synchronous on Linux, so nothing written is lost.
process.exit(await main(process.argv.slice(2)));
