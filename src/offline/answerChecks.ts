/**
 * What the service worker (serviceWorker.ts) checks before it stores or uses a file of the build:
 * that the answer is the file that was asked for, not a Wi-Fi portal's page, a proxy's or a CDN's
 * error page sent with status 200 (issue 25). Status 200, a content type that fits the file's
 * kind, and the build's own bytes: the SHA-384 of each file, written into the precache manifest
 * at build time (scripts/offlinePlugin.ts) in the Subresource Integrity form `sha384-<base64>`.
 * Pure functions; `integrityOf` uses Web Crypto (the worker's `crypto.subtle`).
 */

/** The content types each kind of file of the build may be sent with (lower case, without parameters). */
const TYPES_OF_KIND: Readonly<Record<string, readonly string[]>> = {
  html: ['text/html'],
  js: ['text/javascript', 'application/javascript', 'application/x-javascript', 'application/ecmascript'],
  css: ['text/css'],
  svg: ['image/svg+xml'],
  png: ['image/png'],
  wav: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'],
  webmanifest: ['application/manifest+json', 'application/json'],
};

/** The kind of a file of the build, from its address: `assets/board-1a2b.js` → `js`; `manual/` → `html`. */
export function kindOf(url: string): string {
  const path = new URL(url, 'http://site/').pathname;
  if (path.endsWith('/')) return 'html';
  const dot = path.lastIndexOf('.');
  return dot > path.lastIndexOf('/') ? path.slice(dot + 1).toLowerCase() : '';
}

/**
 * True when an answer can be the file asked for: status 200 and a content type that fits the
 * file's kind (any type for a kind not in TYPES_OF_KIND). A portal's page sent as a script
 * (`200 text/html` for `board-1a2b.js`) is not; nor is a `206` part or a `404`.
 */
export function fitsRequest(url: string, status: number, contentType: string | null): boolean {
  if (status !== 200) return false;
  const allowed = TYPES_OF_KIND[kindOf(url)];
  if (!allowed) return true;
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return allowed.includes(type);
}

/** The Subresource Integrity of some bytes: `sha384-` and their SHA-384 in base64. */
export async function integrityOf(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
  let binary = '';
  for (const b of digest) binary += String.fromCharCode(b);
  return `sha384-${btoa(binary)}`;
}
