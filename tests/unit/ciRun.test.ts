/**
 * What `.ci/run` checks before it installs anything (.ci/checks.sh, its functions called one by
 * one): Node 20.19 or later, the Chromium the e2e tests launch and zbarimg (their QR code reader), with one rule for
 * CHROMIUM_PATH shared with tests/e2e/browser.ts (empty = unset). Each failure is one sentence.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumPath, DEBIAN_CHROMIUM } from '../e2e/browser';

const ROOT = join(import.meta.dirname, '..', '..');
const temp = mkdtempSync(join(tmpdir(), 'tac-ci-'));
chmodSync(temp, 0o755);
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** The full path of a command (the tests change the PATH of what they run). */
function which(command: string): string {
  return spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim();
}

/**
 * Runs `script` in bash after sourcing .ci/checks.sh, with only PATH (and `env`) set. As root,
 * as the user `nobody` (setpriv), so that the not-root sentences are the ones tested.
 */
function checks(script: string, env: Record<string, string> = {}) {
  const bash = [which('bash'), '-c', `. "${join(ROOT, '.ci', 'checks.sh')}"; ${script}`];
  const [cmd, ...args] =
    process.getuid?.() === 0
      ? [which('setpriv'), '--reuid=65534', '--regid=65534', '--clear-groups', '--', ...bash]
      : bash;
  const r = spawnSync(cmd!, args, { encoding: 'utf8', cwd: temp, env: { PATH: process.env.PATH, ...env } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A folder holding a fake `node` that prints `version`, for the PATH. */
function fakeNode(version: string): string {
  const dir = mkdtempSync(join(temp, 'node-'));
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'node'), `#!/bin/sh\necho ${version}\n`, { mode: 0o755 });
  return dir;
}

describe('CHROMIUM_PATH: one rule, empty = unset', () => {
  it('tests/e2e/browser.ts and .ci/run take the same Chromium', () => {
    expect(chromiumPath({})).toBe(DEBIAN_CHROMIUM);
    // Before: '' was passed on, and playwright looked for a browser of its own.
    expect(chromiumPath({ CHROMIUM_PATH: '' })).toBe(DEBIAN_CHROMIUM);
    expect(chromiumPath({ CHROMIUM_PATH: '/opt/chromium/chrome' })).toBe('/opt/chromium/chrome');
    for (const value of [undefined, '', '/opt/chromium/chrome']) {
      const env: Record<string, string> = value === undefined ? {} : { CHROMIUM_PATH: value };
      expect(checks('chromium_path', env).stdout.trim(), String(value)).toBe(chromiumPath(env));
    }
  });
});

describe('.ci/run checks', () => {
  it('Node older than 20.19, or none, is one sentence and status 1', () => {
    for (const [version, ok] of [
      ['v20.18.3', false],
      ['v18.20.4', false],
      ['v20.19.0', true],
      ['v22.1.0', true],
    ] as const) {
      const r = checks('need_node', { PATH: `${fakeNode(version)}:/usr/bin:/bin` });
      expect([r.status, r.stderr], version).toEqual(
        ok
          ? [0, '']
          : [1, `.ci/run: Node ${version} is too old: this project needs Node 20.19 or later (https://nodejs.org)\n`],
      );
    }
    const none = checks('need_node', { PATH: temp });
    expect([none.status, none.stderr]).toEqual([
      1,
      ".ci/run: Node.js is not installed: install Node 20.19 or later (https://nodejs.org, or your system's packages)\n",
    ]);
  });

  it('a missing Chromium is one sentence saying what to do (not apt’s error) when not root', () => {
    const missing = join(temp, 'no-chromium');
    const r = checks(`need_chromium "${missing}"`);
    expect([r.status, r.stdout, r.stderr]).toEqual([
      1,
      '',
      `.ci/run: Chromium is not installed at ${missing}: install the Debian package chromium (as root: apt-get install chromium), or set CHROMIUM_PATH to a Chromium\n`,
    ]);
    const named = checks(`need_chromium "$(chromium_path)"`, { CHROMIUM_PATH: missing });
    expect([named.status, named.stderr]).toEqual([
      1,
      `.ci/run: CHROMIUM_PATH=${missing} is not an executable file: point it to a Chromium, or unset it to use /usr/bin/chromium\n`,
    ]);
    expect(checks(`need_chromium "${DEBIAN_CHROMIUM}"`)).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  it('a missing zbarimg (the e2e tests’ QR code reader) is one sentence saying what to do when not root', () => {
    // A PATH with `id` and no zbarimg.
    const tools = mkdtempSync(join(temp, 'tools-'));
    chmodSync(tools, 0o755);
    symlinkSync(which('id'), join(tools, 'id'));
    const r = checks('need_zbarimg', { PATH: tools });
    expect([r.status, r.stdout, r.stderr]).toEqual([
      1,
      '',
      '.ci/run: zbarimg is not installed: install the Debian package zbar-tools (as root: apt-get install zbar-tools)\n',
    ]);
    expect(checks('need_zbarimg')).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  it('.ci/run sources the checks and runs them before installing anything', () => {
    const run = spawnSync('bash', ['-n', join(ROOT, '.ci', 'run')]);
    expect(run.status).toBe(0);
    const text = spawnSync('cat', [join(ROOT, '.ci', 'run')], { encoding: 'utf8' }).stdout;
    const order = [
      '. .ci/checks.sh',
      'need_node',
      'need_chromium "$CHROMIUM"',
      'need_zbarimg',
      'npm ci',
      'npm test',
    ].map((s) => text.indexOf(s));
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]!))).toBe(true);
  });
});
