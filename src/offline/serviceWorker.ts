/**
 * The site's service worker, built into `dist/sw.js` by scripts/offlinePlugin.ts (bundled with
 * Workbox's precaching, the manifest of the build injected as `__PRECACHE_MANIFEST__`: every page
 * and asset with its revision and the SHA-384 of its bytes). After one visit every page works
 * offline; on top of Workbox's precache it keeps two promises (issue 25):
 *
 * - **Only the build's own files are cached and used.** At install each file is stored only when
 *   the answer is status 200 with a content type of its kind (answerChecks.ts), and once all are
 *   stored, each stored file's bytes are hashed and compared with the manifest's: a Wi-Fi
 *   portal's page sent as `200 text/html` for a script, or other bytes under the file's name,
 *   are fetched once more past the HTTP cache (a bad copy the browser kept), and if still not
 *   the build's, deleted, and the install gives up (the next visit tries again) instead of
 *   poisoning the site. The install's downloads carry no integrity: Chromium holds a download
 *   with one in the renderer until checked, and storing it then costs the open page's main
 *   thread two tasks per file (its BlobBytesProvider: 182 tasks, 11 ms, in the bomb page's first
 *   7 s at 1×, against 10 tasks, 1 ms, without; issue 22); checked once stored, a file streams
 *   to the cache. Before a stored file is used, the same checks run, and its bytes are hashed
 *   once in the worker's life: a bad entry (left by an older worker, or by a host that kept the
 *   file's name for other bytes) is deleted and fetched again from the network with its
 *   integrity, so the next load heals it.
 * - **A page of the previous build keeps what it may still load.** A new build's worker takes
 *   over at once (skipWaiting, clients.claim), but the files the new build no longer has are
 *   moved to a cache of the previous build instead of being deleted, with the pages open at that
 *   moment; a request of the site that the new build does not have is answered from
 *   there (the old bomb page's KTANE log writer, replay, scene), and the copy is dropped once none
 *   of those pages is left. A part gone all the same says so on the page (src/pages/chunkLoad.ts).
 */
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setDefaultHandler } from 'workbox-routing';
import type { WorkboxPlugin } from 'workbox-core';
import { fitsRequest, integrityOf } from './answerChecks';

declare const __PRECACHE_MANIFEST__: PrecacheEntry[];

/** What this worker uses of its global scope (the DOM library has no service worker types). */
interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly { readonly id: string }[]>;
  };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
}
const sw = self as unknown as WorkerScope;

/** The cache of the previous build's files that the current one does not have. */
const PREVIOUS = 'tac-previous-build';
/** The key, in PREVIOUS, of the list of the pages (client ids) open when this build took over. */
const PAGES_KEY = new URL('__tac-previous-build-pages', sw.location.href).href;
/** The site (the worker's folder), and its hashed files, whose cache keys carry no revision. */
const SITE = new URL('./', sw.location.href).href;
const ASSETS = new URL('assets/', SITE).href;

/** Cache keys whose bytes were found to be the build's, in this worker's life. */
const verified = new Set<string>();

/** The checks of answerChecks.ts, as a Workbox plugin of the precache. */
const onlyTheBuildsFiles: WorkboxPlugin = {
  // The install's downloads without integrity (checked once stored: checkStoredFiles).
  requestWillFetch: async ({ request, event }) =>
    event?.type === 'install' && request.integrity ? new Request(request, { integrity: '' }) : request,
  // Before a file is stored (at install, or when a missing one is fetched again).
  cacheWillUpdate: async ({ request, response }) =>
    fitsRequest(request.url, response.status, response.headers.get('content-type')) ? response : null,
  // Before a stored file is used (at install, an entry kept from before is checked too).
  cachedResponseWillBeUsed: async ({ cacheName, request, cachedResponse, event }) => {
    lookForPreviousPages(event);
    if (!cachedResponse) return null;
    if (await isBuildFile(request.url, cachedResponse)) return cachedResponse;
    // Not the build's: gone, and fetched again from the network with its integrity.
    await (await caches.open(cacheName)).delete(request);
    return null;
  },
};

const precache = new PrecacheController({ plugins: [onlyTheBuildsFiles], fallbackToNetwork: true });
precache.addToCacheList(__PRECACHE_MANIFEST__);

/**
 * True when a stored answer for a cache key is the build's file (status, type, bytes).
 * @param remember - keep the key in `verified` (its bytes are not hashed again before use): not
 *   in checkStoredFiles, the install's last look, after which a page of the site may still
 *   write the cache before the file is used (an entry Workbox finds kept from before is
 *   remembered by the check before use, which Workbox runs on it during the install).
 */
async function isBuildFile(cacheKey: string, response: Response, remember = true): Promise<boolean> {
  if (!fitsRequest(cacheKey, response.status, response.headers.get('content-type'))) return false;
  const integrity = precache.getIntegrityForCacheKey(cacheKey);
  if (!integrity || verified.has(cacheKey)) return true;
  const ok = (await integrityOf(await response.clone().arrayBuffer())) === integrity;
  if (ok && remember) verified.add(cacheKey);
  return ok;
}

/**
 * After the install's downloads: every file of the precache (stored now or kept from before) is
 * checked (isBuildFile). One that is not the build's is fetched once more past the browser's
 * HTTP cache (storeAgain): the install takes the hashed files from that cache when it has them,
 * where a bad answer a host let the browser keep (a cut file sent with a year's max-age) would
 * otherwise fail every later install. One still not the build's is deleted.
 * @throws Error naming the files that are not the build's (the install then gives up; the next
 *   visit tries again).
 */
async function checkStoredFiles(): Promise<void> {
  const cache = await caches.open(precache.strategy.cacheName);
  const bad: string[] = [];
  for (const [url, cacheKey] of precache.getURLsToCacheKeys()) {
    const response = await cache.match(cacheKey);
    if (response && (await isBuildFile(cacheKey, response, false))) continue;
    verified.delete(cacheKey); // what is stored under it now is not what was checked
    if (await storeAgain(cache, url, cacheKey)) continue;
    await cache.delete(cacheKey);
    bad.push(cacheKey);
  }
  if (bad.length) throw new Error(`Not the build's files: ${bad.join(', ')}`);
}

/**
 * Fetches a file of the precache again from the host, never from the HTTP cache (`cache:
 * 'reload'`, which also replaces the HTTP cache's copy), and stores it under `cacheKey` when it
 * is the build's (status, type and SHA-384 as isBuildFile checks them).
 * @param url - the file's address (the cache key without Workbox's revision parameter)
 * @returns true when the build's file is stored now; false (nothing stored) when the network
 *   fails or the answer is not the build's file
 */
async function storeAgain(cache: Cache, url: string, cacheKey: string): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'reload', credentials: 'same-origin' });
  } catch {
    return false;
  }
  // A new answer of the bytes read (one that followed a redirect could not answer a navigation).
  const { status, statusText, headers } = response;
  const fresh = new Response(await response.arrayBuffer(), { status, statusText, headers });
  if (!(await isBuildFile(cacheKey, fresh, false))) return false;
  await cache.put(cacheKey, fresh);
  return true;
}

/**
 * At activation: the precache's entries that this build does not have go to PREVIOUS (which
 * held the build before, now replaced), with the pages open now, instead of being deleted.
 */
async function keepPreviousBuild(): Promise<void> {
  const cache = await caches.open(precache.strategy.cacheName);
  const expected = new Set(precache.getURLsToCacheKeys().values());
  const outdated = (await cache.keys()).filter((r) => !expected.has(r.url));
  if (outdated.length === 0) return;
  await caches.delete(PREVIOUS);
  const previous = await caches.open(PREVIOUS);
  for (const request of outdated) {
    const response = await cache.match(request);
    if (response) await previous.put(request, response);
    await cache.delete(request);
  }
  const pages = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  await previous.put(PAGES_KEY, new Response(JSON.stringify(pages.map((p) => p.id))));
  previousGone = false;
}

/** True once PREVIOUS is known to be gone (until the next activation). */
let previousGone = false;
/** The look in progress, and whether a request came meanwhile (then it looks once more). */
let looking: Promise<void> | null = null;
let lookAgain = false;

/**
 * Drops PREVIOUS once none of the pages it was kept for is open.
 * @returns true when it is gone, false while such a page is open.
 */
async function dropPreviousWhenUnused(): Promise<boolean> {
  const list = await caches.match(PAGES_KEY, { cacheName: PREVIOUS });
  if (list) {
    const ids = (await list.json()) as string[];
    // The pages open now (one kept in the back-forward cache is not among them).
    const open = new Set((await sw.clients.matchAll({ type: 'window', includeUncontrolled: true })).map((c) => c.id));
    if (ids.some((id) => open.has(id))) return false;
    await caches.delete(PREVIOUS);
  }
  previousGone = true;
  return true;
}

/** How many times, a second apart, a look waits for the previous build's pages to go. */
const LOOKS = 10;

/**
 * What the precache does not answer: a file of the previous build that the current one lacks,
 * for a page of that build still open (never a navigation: a new page is the current build's),
 * else the network's answer.
 */
async function fromPreviousBuild({ request, event }: { request: Request; event: Event }): Promise<Response> {
  lookForPreviousPages(event);
  const old =
    request.mode !== 'navigate' && request.url.startsWith(SITE) && !previousGone
      ? await caches.match(request, { cacheName: PREVIOUS, ignoreSearch: !request.url.startsWith(ASSETS) })
      : undefined;
  return old ?? fetch(request);
}

/**
 * Each request of a page (answered from the precache or not) looks whether the previous build's
 * pages are all gone: not a navigation (the page it replaces is still open then), one look at a
 * time. A page replaced by a navigation goes a moment after the new page's first requests, so a
 * look tries again a second later, LOOKS times at most, and once more when a request came
 * meanwhile.
 */
function lookForPreviousPages(event: Event | undefined): void {
  const fetchEvent = event as FetchEventLike | undefined;
  if (previousGone || fetchEvent?.type !== 'fetch' || fetchEvent.request.mode === 'navigate') return;
  if (looking) {
    lookAgain = true;
    return;
  }
  looking = (async () => {
    for (let i = 0; i < LOOKS || lookAgain; i++) {
      lookAgain = false;
      if (await dropPreviousWhenUnused()) return;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  })().finally(() => (looking = null));
  try {
    fetchEvent.waitUntil(looking);
  } catch {
    // The event is over (its answer sent): the look runs while the worker does.
  }
}

sw.addEventListener('install', (event) => {
  void sw.skipWaiting();
  event.waitUntil(precache.install(event as never).then(checkStoredFiles));
});
sw.addEventListener('activate', (event) => {
  event.waitUntil(keepPreviousBuild().then(() => sw.clients.claim()));
});
cleanupOutdatedCaches();
registerRoute(new PrecacheRoute(precache, { ignoreURLParametersMatching: [/.*/], directoryIndex: 'index.html' }));
setDefaultHandler(fromPreviousBuild);
