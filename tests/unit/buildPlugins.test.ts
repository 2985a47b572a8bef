/**
 * The build's own vite plugins: where the manual's renderer is found (prerenderManualPlugin.ts)
 * and the per-page paths of the manifest and the service worker (offlinePlugin.ts).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isManualPage, rendererOf } from '../../scripts/prerenderManualPlugin';
import { offlineHeadTags, registerScript, rootPrefix } from '../../scripts/offlinePlugin';

const ROOT = '/site';

describe('prerender-manual', () => {
  it('finds the manual pages and the renderer beside their module script', () => {
    expect(isManualPage(join(ROOT, 'manual', 'fr.html'))).toBe(true);
    expect(isManualPage(join(ROOT, 'index.html'))).toBe(false);
    expect(isManualPage(join(ROOT, 'designer.html'))).toBe(false);
    // The experting worksheets are static sheets: nothing of a rule seed is rendered into them.
    expect(isManualPage(join(ROOT, 'manual', 'worksheet.html'))).toBe(false);
    expect(isManualPage(join(ROOT, 'manual', 'worksheet-eo.html'))).toBe(false);
    const html = '<head><script type="module" src="../src/pages/manual/main.ts"></script></head>';
    expect(rendererOf(html, join(ROOT, 'manual', 'eo.html'))).toBe(
      join(ROOT, 'src', 'pages', 'manual', 'manualPage.ts'),
    );
  });

  it('names the page that has no module script', () => {
    expect(() => rendererOf('<head></head>', join(ROOT, 'manual', 'index.html'))).toThrow(
      '/site/manual/index.html has no <script type="module" src="…">',
    );
  });
});

describe('offline', () => {
  it('paths are relative to each page, so the site works from any folder', () => {
    expect(rootPrefix(ROOT, join(ROOT, 'index.html'))).toBe('./');
    expect(rootPrefix(ROOT, join(ROOT, 'manual', 'fr.html'))).toBe('../');
    expect(rootPrefix(ROOT, join(ROOT, 'a', 'b', 'c.html'))).toBe('../../');
    const tags = offlineHeadTags('../');
    expect(tags).toContain('<link rel="manifest" href="../manifest.webmanifest">');
    expect(tags).toContain('<link rel="apple-touch-icon" href="../icons/apple-touch-icon.png">');
    expect(tags).toContain('<script src="../register-sw.js" defer></script>');
    // No inline script: the Content-Security-Policy allows none.
    expect(tags).not.toMatch(/<script(?![^>]*\ssrc=)/);
  });

  it('the registration script finds sw.js beside itself and waits for load, 2 s without long tasks or fetches, then an idle moment', () => {
    const script = registerScript();
    expect(script).toContain("new URL('.', me.src)");
    expect(script).toContain("navigator.serviceWorker.register(root + 'sw.js', { scope: root }).catch(");
    expect(script).toContain("addEventListener('load'");
    expect(script).toContain("t === 'longtask' || t === 'resource'");
    expect(script).toContain('}, 2000);');
    expect(script).toContain('requestIdleCallback(register, { timeout: 5000 })');
    // It is valid JavaScript.
    expect(() => new Function(script)).not.toThrow();
  });
});
