/**
 * The built site served as a static host serves it, for the benchmarks and the offline tests:
 * sirv (the static server vite's own preview uses) on 127.0.0.1, with the precompressed `.gz`
 * files written by `precompress` sent to browsers that accept gzip, hashed `assets/` cached for
 * a year and everything else revalidated, and the headers of the build's `_headers` file
 * (public/_headers, the format Netlify and Cloudflare Pages read) as such a host sends them.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import { appendFileSync, cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import sirv from 'sirv';

/** What a static host gzips (text); pictures and sounds are sent as they are. */
const GZIPPED = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.txt', '.xml']);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

/**
 * Copies another build of the site (`from`) into the folder `dir/under/` and appends its own
 * `_headers` rules to `dir`'s, each path pattern prefixed with `/under`: later rules win, so its
 * pages get their own Content-Security-Policy (the hash of the bomb page's inline script changes
 * with the script; the served build's policy blocked an older build's script).
 */
export function addBuildUnder(dir: string, from: string, under: string): void {
  cpSync(from, join(dir, under), { recursive: true });
  const headers = join(from, '_headers');
  if (!existsSync(headers)) return;
  const rules = readFileSync(headers, 'utf8').replace(/^\//gm, `/${under}/`);
  appendFileSync(
    join(dir, '_headers'),
    `\n# The build under ${under}/ (scripts/staticServer.ts addBuildUnder).\n${rules}`,
  );
}

/** Writes `<file>.gz` (gzip level 9) beside every text file of a folder; returns how many. */
export function precompress(dir: string): number {
  let n = 0;
  for (const file of filesUnder(dir)) {
    if (!GZIPPED.has(extname(file))) continue;
    writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: 9 }));
    n++;
  }
  return n;
}

/** One rule of a `_headers` file: a path pattern (`*` matches anything) and its headers. */
export interface HeaderRule {
  readonly pattern: string;
  readonly headers: readonly (readonly [string, string])[];
  /** True when the rule applies to a request path (`/manual/fr.html`). */
  matches(path: string): boolean;
}

/**
 * Reads a `_headers` file (Netlify / Cloudflare Pages): a line starting with `/` is a path
 * pattern, the indented `Name: value` lines under it its headers; `#` starts a comment line.
 * @throws Error naming the line of a header outside a rule or without a colon.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: { pattern: string; headers: [string, string][] }[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      return;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon < 0) throw new Error(`_headers line ${i + 1}: "${line.trim()}" is not a header of a path`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  });
  return rules.map((r) => {
    const re = new RegExp(
      `^${r.pattern
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    );
    return { ...r, matches: (path: string) => re.test(path) };
  });
}

/** Sets on `res` the headers of every rule that matches `path`. */
function applyHeaderRules(rules: readonly HeaderRule[], path: string, res: ServerResponse): void {
  for (const r of rules) if (r.matches(path)) for (const [name, value] of r.headers) res.setHeader(name, value);
}

/** A response the server sends instead of a file (a captive portal's page, a proxy's error). */
export interface Substitute {
  readonly status: number;
  readonly type: string;
  readonly body: string;
  /** Its Cache-Control header: `no-store` (a portal's page) unless given (a CDN that kept a bad copy). */
  readonly cacheControl?: string;
}

/** A running static server. */
export interface StaticServer {
  readonly server: Server;
  /** Its base URL, e.g. `http://127.0.0.1:40123/`. */
  readonly base: string;
  /** Serves another folder from now on (a new build deployed at the same address). */
  serve(dir: string): void;
  /**
   * From now on answers the paths `substitute` gives a response for with that response (sent
   * uncacheable, as a portal's page is, unless it says otherwise) instead of the file; null goes
   * back to the files. `substitute` is asked for every request, in the order they come.
   */
  substitute(substitute: ((path: string) => Substitute | undefined) | null): void;
  close(): Promise<void>;
}

/**
 * Serves a built folder on 127.0.0.1 at a free port.
 * @param dir the folder (its `.gz` files are used when present)
 */
export async function serveStatic(dir: string): Promise<StaticServer> {
  const handlerFor = (folder: string) => {
    const headersFile = join(folder, '_headers');
    const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
    return sirv(folder, {
      gzip: true,
      etag: true,
      dev: false,
      setHeaders(res, pathname) {
        res.setHeader(
          'Cache-Control',
          pathname.startsWith('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=0, must-revalidate',
        );
        applyHeaderRules(rules, pathname, res);
      },
    });
  };
  let handler = handlerFor(dir);
  let substitute: ((path: string) => Substitute | undefined) | null = null;
  const server = createServer((req, res) => {
    const instead = substitute?.(new URL(req.url ?? '/', 'http://host').pathname);
    if (instead) {
      res.writeHead(instead.status, {
        'Content-Type': instead.type,
        'Cache-Control': instead.cacheControl ?? 'no-store',
      });
      res.end(instead.body);
      return;
    }
    handler(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    server,
    base: `http://127.0.0.1:${port}/`,
    serve: (folder) => {
      handler = handlerFor(folder);
    },
    substitute: (fn) => {
      substitute = fn;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
