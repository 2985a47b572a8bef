/**
 * The headers a static host sends with the site, written by the build as `_headers` (the format
 * Netlify and Cloudflare Pages read; for another host, set the same: README "Offline and
 * hosting", docs/offline.md). The policy is the pages' own `<meta>` policy
 * (scripts/contentSecurityPolicy.ts, which allows the bomb page's inline script by its hash) plus
 * `frame-ancestors 'none'`, which a `<meta>` cannot set: no other site may frame the pages.
 * Written from the policy itself, so the two cannot differ (tests/unit/hostHeaders.test.ts reads
 * a build's file).
 */
import type { Plugin } from 'vite';
import { CSP_DIRECTIVES } from './contentSecurityPolicy.ts';

/** The file's name at the site's root. */
export const HOST_HEADERS_FILE = '_headers';

/** The file's text: every page's headers, the hashed assets' and the service worker's caching. */
export function hostHeadersText(): string {
  return `# The headers a static host sends with the site (written by scripts/hostHeadersPlugin.ts).
/*
  Content-Security-Policy: ${[...CSP_DIRECTIVES, "frame-ancestors 'none'"].join('; ')}
  X-Frame-Options: DENY
  X-Content-Type-Options: nosniff
  Referrer-Policy: no-referrer
  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()
  Cross-Origin-Opener-Policy: same-origin
  Cross-Origin-Resource-Policy: same-origin

# Hashed files never change under their name.
/assets/*
  Cache-Control: public, max-age=31536000, immutable

# A new build's worker is found at once.
/sw.js
  Cache-Control: no-cache
`;
}

/** The plugin (build only): emits `_headers` at the site's root. */
export function hostHeaders(): Plugin {
  return {
    name: 'tac:host-headers',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: HOST_HEADERS_FILE, source: hostHeadersText() });
    },
  };
}
