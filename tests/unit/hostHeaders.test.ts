/**
 * The headers a static host sends (`_headers`, the Netlify / Cloudflare Pages format, written into
 * the build by scripts/hostHeadersPlugin.ts): the pages cannot be framed (`frame-ancestors 'none'`, which a `<meta>`
 * policy cannot set, and `X-Frame-Options: DENY`), the header's policy is the pages' own, and the
 * other headers a static site should send. Read from a build's `dist/_headers`.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { CSP_DIRECTIVES } from '../../scripts/contentSecurityPolicy';
import { hostHeaders } from '../../scripts/hostHeadersPlugin';
import { addBuildUnder, parseHeadersFile, type HeaderRule } from '../../scripts/staticServer';

const ROOT = join(import.meta.dirname, '..', '..');
let dir = '';
let rules: HeaderRule[] = [];
beforeAll(async () => {
  // A build of one empty page with the project's public folder and the plugin.
  dir = mkdtempSync(join(tmpdir(), 'tac-headers-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>x</title>');
  await build({
    root: dir,
    configFile: false,
    publicDir: join(ROOT, 'public'),
    plugins: [hostHeaders()],
    logLevel: 'silent',
    build: { outDir: join(dir, 'dist'), emptyOutDir: true },
  });
  rules = parseHeadersFile(readFileSync(join(dir, 'dist', '_headers'), 'utf8'));
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const headersOf = (path: string) => {
  const out = new Map<string, string>();
  for (const r of rules) if (r.matches(path)) for (const [k, v] of r.headers) out.set(k.toLowerCase(), v);
  return out;
};

describe('dist/_headers', () => {
  it("forbids framing on every page, with the pages' own policy", () => {
    for (const path of ['/index.html', '/designer.html', '/manual/', '/manual/fr.html', '/sw.js']) {
      const h = headersOf(path);
      expect(h.get('x-frame-options'), path).toBe('DENY');
      expect(h.get('content-security-policy'), path).toBe([...CSP_DIRECTIVES, "frame-ancestors 'none'"].join('; '));
      expect(h.get('x-content-type-options'), path).toBe('nosniff');
      expect(h.get('referrer-policy'), path).toBe('no-referrer');
      expect(h.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(h.get('permissions-policy'), path).toMatch(/^camera=\(\), microphone=\(\), geolocation=\(\)/);
    }
  });

  it("caches hashed assets for a year and the service worker never; the pages keep the host's revalidation", () => {
    expect(headersOf('/assets/main-BTDXq3Uu.js').get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(headersOf('/sw.js').get('cache-control')).toBe('no-cache');
    expect(headersOf('/index.html').has('cache-control')).toBe(false);
    // No header is set by two rules of one path (a host would join or pick them its own way).
    for (const path of ['/index.html', '/assets/x.js', '/sw.js', '/manual/eo.html']) {
      const names = rules.filter((r) => r.matches(path)).flatMap((r) => r.headers.map(([n]) => n.toLowerCase()));
      expect(new Set(names).size, path).toBe(names.length);
    }
  });

  it('reads the format: comments, rules, and names a header outside a rule', () => {
    expect(() => parseHeadersFile('  X-A: b')).toThrow('_headers line 1: "X-A: b" is not a header of a path');
    const [r] = parseHeadersFile('# c\n/a/*.js\n  X-A: b: c\n');
    expect(r!.headers).toEqual([['X-A', 'b: c']]);
    expect(r!.matches('/a/x.js')).toBe(true);
    expect(r!.matches('/a/x.css')).toBe(false);
  });
});

describe('another build served under a folder (the benchmarks’ --before=DIR)', () => {
  it('keeps its own headers there, the served build’s elsewhere', () => {
    const site = mkdtempSync(join(tmpdir(), 'tac-under-'));
    try {
      const [served, other] = [join(site, 'served'), join(site, 'other')];
      for (const [d, hash] of [
        [served, 'new'],
        [other, 'old'],
      ] as const) {
        mkdirSync(join(d, 'assets'), { recursive: true });
        writeFileSync(join(d, 'index.html'), hash);
        writeFileSync(
          join(d, '_headers'),
          `/*\n  Content-Security-Policy: script-src 'sha256-${hash}'\n/assets/*\n  Cache-Control: immutable\n`,
        );
      }
      addBuildUnder(served, other, 'before');
      expect(readFileSync(join(served, 'before', 'index.html'), 'utf8')).toBe('old');
      const all = parseHeadersFile(readFileSync(join(served, '_headers'), 'utf8'));
      const policy = (path: string) =>
        all.filter((r) => r.matches(path)).flatMap((r) => r.headers.filter(([k]) => k === 'Content-Security-Policy'));
      expect(policy('/index.html').map(([, v]) => v)).toEqual(["script-src 'sha256-new'"]);
      // Both rules match under before/; the later (its own) is the one a response keeps.
      expect(policy('/before/index.html').at(-1)?.[1]).toBe("script-src 'sha256-old'");
      expect(all.some((r) => r.pattern === '/before/assets/*')).toBe(true);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});
