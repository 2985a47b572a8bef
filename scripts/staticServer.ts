/**
 * The built site served as a static host serves it, for the benchmarks and the offline tests:
 * sirv (the static server vite's own preview uses) on 127.0.0.1, with the precompressed `.gz`
 * files written by `precompress` sent to browsers that accept gzip, hashed `assets/` cached for
 * a year and everything else revalidated.
 */
import { createServer, type Server } from 'node:http';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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

/** A running static server. */
export interface StaticServer {
  readonly server: Server;
  /** Its base URL, e.g. `http://127.0.0.1:40123/`. */
  readonly base: string;
  /** Serves another folder from now on (a new build deployed at the same address). */
  serve(dir: string): void;
  close(): Promise<void>;
}

/**
 * Serves a built folder on 127.0.0.1 at a free port.
 * @param dir the folder (its `.gz` files are used when present)
 */
export async function serveStatic(dir: string): Promise<StaticServer> {
  const handlerFor = (folder: string) =>
    sirv(folder, {
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
      },
    });
  let handler = handlerFor(dir);
  const server = createServer((req, res) =>
    handler(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    server,
    base: `http://127.0.0.1:${port}/`,
    serve: (folder) => {
      handler = handlerFor(folder);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
