/**
 * Global set-up of every test project: builds the `tac` command (`npm run build:cli`, into
 * dist-cli/) from the sources as they are now, since the tests run `node bin/tac.mjs`, which
 * runs the bundle and never builds it.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export default function setup(): void {
  execFileSync(process.execPath, [join(import.meta.dirname, '..', 'scripts', 'build-cli.mjs')], { stdio: 'inherit' });
}
