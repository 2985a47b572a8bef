/**
 * The Content-Security-Policy of every built page, as a `<meta http-equiv>` tag that the vite
 * plugin below puts first in each page's `<head>` (a static site has no headers of its own).
 *
 * What each page needs, and nothing more:
 * - scripts: the build's own files (`'self'`) and two inline scripts, allowed by their hashes:
 *   the bomb page's load-check, written into its head so that no request comes before its first
 *   paint, and the one-line script after its stylesheet that holds `DOMContentLoaded` until the
 *   styles are in (scripts/loadCheckPlugin.ts); no other inline script, no `eval` (Pixi runs through
 *   `pixi.js/unsafe-eval`, src/play/scene/moduleScene.ts);
 * - styles: the build's CSS files (`'self'`); the pages set styles only through the CSSOM
 *   (`element.style`), which a policy does not restrict;
 * - images: `data:` for the empty favicon (`<link rel="icon" href="data:,">`, which saves a
 *   request) and the designer's picture of the revealed module (`canvas.toDataURL`);
 * - sounds: vite inlines the small WAVs as `data:` URLs and howler decodes those itself for Web
 *   Audio; the larger ones it fetches with XHR (`connect-src 'self'`). Without Web Audio howler
 *   falls back to `<audio>`, which loads both kinds (`media-src 'self' data:`);
 * - `worker-src 'self'`: the designer's solver worker and the service worker (`sw.js`,
 *   scripts/offlinePlugin.ts) are files of the build;
 * - `manifest-src 'self'`: the web app manifest (`manifest.webmanifest`);
 * - no plugins, no `<base>`, no frames, no form submissions (every form is handled by script).
 *   `frame-ancestors` cannot be set by a meta tag (a server header would).
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { loadCheckScript, STYLESHEET_WAIT_SCRIPT } from './loadCheckPlugin.ts';

/**
 * A script's source expression for the policy: `'sha256-<base64>'` of its text (UTF-8), what a
 * browser compares an inline `<script>`'s content with (CSP Level 2 hashes).
 */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The inline scripts the policy allows, by their exact text: the bomb page's load-check and the
 * script after its stylesheet that holds `DOMContentLoaded` until the styles are in.
 */
export const INLINE_SCRIPTS: readonly string[] = [loadCheckScript(), STYLESHEET_WAIT_SCRIPT];

/** The policy, one directive per entry. */
export const CSP_DIRECTIVES: readonly string[] = [
  "default-src 'none'",
  `script-src 'self' ${INLINE_SCRIPTS.map(scriptHashSource).join(' ')}`,
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' data:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
];

/** The policy as the meta tag's `content`. */
export const CONTENT_SECURITY_POLICY = CSP_DIRECTIVES.join('; ');

/**
 * A vite plugin (build only: the dev server injects inline styles for hot reloading) that puts
 * the policy into every page and fails the build when a page holds what the policy would block:
 * an inline `<script>` whose text is not one of `INLINE_SCRIPTS`, a `<style>` element or a
 * `style` attribute.
 */
export function contentSecurityPolicy(): Plugin {
  return {
    name: 'tac:content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const allowed = new Set(INLINE_SCRIPTS);
        const inline =
          [...html.matchAll(/(<script(?![^>]*\ssrc=)[^>]*>)([\s\S]*?)<\/script>/gi)].find(
            (m) => !allowed.has(m[2]!),
          )?.[1] ??
          /<style[\s>]/i.exec(html)?.[0] ??
          /\sstyle=/i.exec(html)?.[0];
        if (inline) {
          throw new Error(`${ctx.path}: ${inline} would be blocked by the Content-Security-Policy; move it to a file`);
        }
        return [
          {
            tag: 'meta',
            attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
