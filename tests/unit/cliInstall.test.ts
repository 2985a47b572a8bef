/**
 * `tac` never throws at a user (issue 11, issue 14 "built when the package is installed"): it
 * runs from a read-only install without writing anything, says in one sentence how to build it
 * when the bundle is missing, and answers a line of hundreds of megabytes with one error line
 * without holding it in memory (the answers before it kept).
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bombToJson, generateBomb } from '../../src/rules';

const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'tac.mjs');
const SOLVE_LINE =
  '{"state":{"seat":1,"you":20,"opponent1":5,"partner":9,"opponent2":3},"hand":["7S","5","4R","2","11"]}';
const temps: string[] = [];

/** A copy of the installed package (bin, the built command, sources, an empty node_modules). */
function install(withBundle = true): string {
  const dir = mkdtempSync(join(tmpdir(), 'tac-install-'));
  temps.push(dir);
  for (const p of ['bin', 'src', 'package.json', ...(withBundle ? ['dist-cli'] : [])]) {
    cpSync(join(ROOT, p), join(dir, p), { recursive: true, preserveTimestamps: true });
  }
  mkdirSync(join(dir, 'node_modules'));
  chmodSync(dir, 0o755); // readable by the user the command runs as (see run)
  return dir;
}

/** Makes every file and folder under `dir` read-only for everyone; the folder itself readable by all. */
function lockDown(dir: string): void {
  spawnSync('chmod', ['-R', 'a-w,a+rX', dir]);
  chmodSync(dir, 0o555);
}

/**
 * A copy of the project as `npx tac` sees it: package.json (whose `prepare` npm runs when npx
 * links the project into its cache), the lock, scripts/build-cli.mjs, the built command, and
 * node_modules (a link to this project's). As root the copy belongs to the user `nobody`, who runs
 * npx (npm chmods the bin it links, which only the owner may). Returns the project folder and a
 * fresh HOME (so a fresh npx cache).
 */
function npxInstall(): { dir: string; home: string } {
  const base = mkdtempSync(join(tmpdir(), 'tac-npx-'));
  temps.push(base);
  const dir = join(base, 'project');
  const home = join(base, 'home');
  mkdirSync(join(dir, 'scripts'), { recursive: true });
  mkdirSync(home);
  for (const p of ['bin', 'src', 'package.json', 'package-lock.json', 'dist-cli', 'scripts/build-cli.mjs']) {
    cpSync(join(ROOT, p), join(dir, p), { recursive: true, preserveTimestamps: true });
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  chmodSync(base, 0o755);
  if (process.getuid?.() === 0) spawnSync('chown', ['-R', '65534:65534', base]);
  return { dir, home };
}

/** Runs `npx tac args` in `dir` with only PATH and HOME set, as `nobody` when root. */
function runNpx(dir: string, home: string, args: string[]) {
  const npx = ['npx', 'tac', ...args];
  const [cmd, ...rest] =
    process.getuid?.() === 0 ? ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups', '--', ...npx] : npx;
  return spawnSync(cmd!, rest, {
    encoding: 'utf8',
    cwd: dir,
    env: { PATH: process.env.PATH, HOME: home, npm_config_update_notifier: 'false' },
  });
}

/** The modification times (ms) of the files of the built command. */
function builtTimes(dir: string): number[] {
  return ['tac.mjs', 'tac.sources.json'].map((f) => statSync(join(dir, 'dist-cli', f)).mtimeMs);
}

/**
 * Runs `node <dir>/bin/tac.mjs args`. As root, permissions do not apply, so the command runs as
 * the user `nobody` (setpriv), for whom the locked-down copy is really read-only.
 */
function run(dir: string, args: string[], input = '') {
  const node = [process.execPath, join(dir, 'bin', 'tac.mjs'), ...args];
  const asNobody = process.getuid?.() === 0;
  const [cmd, ...rest] = asNobody
    ? ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups', '--', ...node]
    : node;
  return spawnSync(cmd!, rest, { input, encoding: 'utf8', cwd: tmpdir() });
}

afterAll(() => {
  for (const d of temps) {
    spawnSync('chmod', ['-R', 'u+w', d]);
    rmSync(d, { recursive: true, force: true });
  }
});

describe('tac as installed', () => {
  it('answers normally from a read-only install (node_modules and all), writing nothing', () => {
    const dir = install();
    lockDown(dir);
    const expected = spawnSync(process.execPath, [BIN, 'generate', '--seed', 'abc'], { encoding: 'utf8' }).stdout;
    const gen = run(dir, ['generate', '--seed', 'abc']);
    expect([gen.status, gen.stderr]).toEqual([0, '']);
    expect(gen.stdout).toBe(expected);
    expect(JSON.parse(gen.stdout)).toEqual(bombToJson(generateBomb('abc', 1)));
    const solve = run(dir, ['solve'], SOLVE_LINE + '\n');
    expect([solve.status, solve.stderr]).toEqual([0, '']);
    expect(JSON.parse(solve.stdout)).toMatchObject({ winnable: true, solutionCount: 25 });
    // It wrote nothing: no cache folder appeared.
    expect(spawnSync('find', [dir, '-newer', join(dir, 'package.json'), '-path', '*cache*']).stdout.toString()).toBe(
      '',
    );
  });

  it('says in one sentence how to build the command when the bundle is missing, exit 2', () => {
    const dir = install(false);
    const r = run(dir, ['names']);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`tac: the command is not built: run \`npm run build:cli\` in ${dir}\n`);
  });

  it('notes a source changed since the build, and still runs', () => {
    const dir = install();
    const file = join(dir, 'src', 'rules', 'serial.ts');
    writeFileSync(file, readFileSync(file, 'utf8') + '\n// changed\n');
    const r = run(dir, ['names']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe(
      'tac: note: src/rules/serial.ts changed since the command was built; `npm run build:cli` uses it\n',
    );
    expect(JSON.parse(r.stdout).ruleSeed).toBe(1);
  });
});

describe('npx tac', () => {
  const expected = () => spawnSync(process.execPath, [BIN, 'generate', '--seed', 'abc'], { encoding: 'utf8' }).stdout;

  it('runs from a fresh npx cache without rebuilding the command (prepare finds it up to date)', () => {
    const { dir, home } = npxInstall();
    const before = builtTimes(dir);
    const r = runNpx(dir, home, ['generate', '--seed', 'abc']);
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toBe(expected());
    expect(builtTimes(dir)).toEqual(before);
  }, 60_000);

  it('answers when a source changed but dist-cli/ cannot be written (prepare keeps the bundle)', () => {
    const { dir, home } = npxInstall();
    const file = join(dir, 'src', 'rules', 'serial.ts');
    writeFileSync(file, readFileSync(file, 'utf8') + '\n// changed\n');
    spawnSync('chmod', ['-R', 'a-w', join(dir, 'dist-cli')]);
    const before = builtTimes(dir);
    const r = runNpx(dir, home, ['names']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe(
      'tac: note: src/rules/serial.ts changed since the command was built; `npm run build:cli` uses it\n',
    );
    expect(JSON.parse(r.stdout).ruleSeed).toBe(1);
    expect(builtTimes(dir)).toEqual(before);
  }, 60_000);
});

describe('tac and a huge input line', () => {
  it('answers a 300 MB line with one error line, keeps the answers around it, and never holds the line', async () => {
    const child = spawn(process.execPath, [BIN, 'solve'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    const peak = () => {
      try {
        return Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) * 1024;
      } catch {
        return 0;
      }
    };
    const write = (chunk: string | Buffer) =>
      new Promise<void>((resolve) => (child.stdin.write(chunk) ? resolve() : child.stdin.once('drain', resolve)));
    await write(SOLVE_LINE + '\n');
    const mb = Buffer.alloc(1 << 20, 'x');
    for (let i = 0; i < 300; i++) await write(mb);
    await write('\n' + SOLVE_LINE + '\n');
    const highest = peak();
    child.stdin.end();
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    const lines = out.trim().split('\n');
    expect(status).toBe(2);
    expect(err).toBe('');
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[0]!)).toMatchObject({ winnable: true, solutionCount: 25 });
    expect(JSON.parse(lines[1]!)).toEqual({ error: 'line 2 is longer than 1048576 bytes (314572800 bytes): not read' });
    expect(JSON.parse(lines[2]!)).toMatchObject({ winnable: true, solutionCount: 25 });
    // The process never held the 300 MB line (Node itself takes about 50 MB).
    expect(highest).toBeGreaterThan(0);
    expect(highest).toBeLessThan(150 << 20);
  }, 60_000);
});
