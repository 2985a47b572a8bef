/**
 * The build's own vite plugins: where the manual's renderer is found (prerenderManualPlugin.ts)
 * and the per-page paths of the manifest and the service worker (offlinePlugin.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isManualPage, rendererOf } from '../../scripts/prerenderManualPlugin';
import {
  afterStylesheets,
  deferPageCode,
  loadCheck,
  loadCheckScript,
  STYLESHEET_WAIT_SCRIPT,
} from '../../scripts/loadCheckPlugin';
import { createHash, webcrypto } from 'node:crypto';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from '../../scripts/contentSecurityPolicy';
import { integrityOfFile, offlineHeadTags, registerScript, rootPrefix } from '../../scripts/offlinePlugin';
import { fitsRequest, integrityOf, kindOf } from '../../src/offline/answerChecks';

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

describe("the service worker's checks of an answer (src/offline/answerChecks.ts, issue 25)", () => {
  it("takes only status 200 with a content type of the file's kind: never a portal's page for a script", () => {
    expect(kindOf('https://x/assets/board-1a2b.js')).toBe('js');
    expect(kindOf('https://x/manual/')).toBe('html');
    expect(kindOf('https://x/manual/fr.html?__WB_REVISION__=abc')).toBe('html');
    expect(kindOf('https://x/a.b/c')).toBe('');
    expect(fitsRequest('https://x/assets/board-1a2b.js', 200, 'text/javascript; charset=utf-8')).toBe(true);
    expect(fitsRequest('https://x/assets/board-1a2b.js', 200, 'application/javascript')).toBe(true);
    expect(fitsRequest('https://x/assets/board-1a2b.js', 200, 'text/html')).toBe(false);
    expect(fitsRequest('https://x/assets/board-1a2b.js', 200, null)).toBe(false);
    expect(fitsRequest('https://x/index.html', 200, 'text/html')).toBe(true);
    expect(fitsRequest('https://x/index.html', 404, 'text/html')).toBe(false);
    expect(fitsRequest('https://x/assets/strike.wav', 206, 'audio/wav')).toBe(false);
    expect(fitsRequest('https://x/assets/strike.wav', 200, 'audio/x-wav')).toBe(true);
    expect(fitsRequest('https://x/manifest.webmanifest', 200, 'application/manifest+json')).toBe(true);
    expect(fitsRequest('https://x/icons/icon.svg', 200, 'text/html')).toBe(false);
    // A kind the table does not name: any type.
    expect(fitsRequest('https://x/robots.txt', 200, 'text/plain')).toBe(true);
  });

  it("the build writes each file's SHA-384 as the worker computes it", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tac-sri-'));
    try {
      const bytes = Buffer.from('export const x = 1;\n');
      writeFileSync(join(dir, 'x.js'), bytes);
      const want = `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
      expect(integrityOfFile(join(dir, 'x.js'))).toBe(want);
      if (!globalThis.crypto) Object.assign(globalThis, { crypto: webcrypto });
      expect(await integrityOf(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length))).toBe(want);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('load-check (scripts/loadCheckPlugin.ts)', () => {
  it("goes before the page's module script, with the path from the page, and is valid JavaScript", () => {
    const plugin = loadCheck();
    (plugin.configResolved as (c: { root: string }) => void)({ root: ROOT });
    const handler = (
      plugin.transformIndexHtml as { handler: (h: string, c: { filename: string; path: string }) => string }
    ).handler;
    const html =
      '<head><link rel="modulepreload" href="x.js"><script type="module" src="../assets/m.js"></script></head>';
    expect(handler(html, { filename: join(ROOT, 'manual', 'fr.html'), path: '/manual/fr.html' })).toBe(
      '<head><link rel="modulepreload" href="x.js"><script src="../load-check.js" defer></script><script type="module" src="../assets/m.js"></script></head>',
    );
    expect(() => handler('<head></head>', { filename: join(ROOT, 'a.html'), path: '/a.html' })).toThrow(
      'load-check: /a.html has no module script',
    );
    expect(() => new Function(loadCheckScript())).not.toThrow();
  });
});

describe("the bomb page's code after its first paint (loadCheck(['index.html']), issue 22)", () => {
  // The head as vite and the offline plugin write it for the bomb page.
  const HEAD =
    '<head><link rel="icon" href="data:," />\n    <script type="module" crossorigin src="./assets/bomb-AAAA1111.js"></script>\n' +
    '  <link rel="modulepreload" crossorigin href="./assets/chunkLoad-BBBB2222.js">\n' +
    '  <link rel="modulepreload" crossorigin href="./assets/preload-helper-CCCC3333.js">\n' +
    '  <link rel="stylesheet" crossorigin href="./assets/bomb-DDDD4444.css">\n' +
    '<link rel="manifest" href="./manifest.webmanifest"><script src="./register-sw.js" defer></script></head>';

  it('takes the module script, its preloads, register-sw.js and the manifest link out of the head into the inline load-check', () => {
    const { html, tag } = deferPageCode(HEAD);
    expect(tag).toBe(
      '<script data-after-paint="./assets/bomb-AAAA1111.js"' +
        ' data-preload="./assets/chunkLoad-BBBB2222.js ./assets/preload-helper-CCCC3333.js"' +
        ' data-scripts="./register-sw.js"' +
        ` data-manifest="./manifest.webmanifest">${loadCheckScript()}</script>`,
    );
    expect(html).not.toMatch(/<script|modulepreload|manifest/);
    // The stylesheet stays where it was.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="./assets/bomb-DDDD4444.css">');
    expect(() => deferPageCode('<head></head>')).toThrow('needs one module script, not 0');
  });

  it('writes the script after the last stylesheet of the head, or before </head> without one', () => {
    const two =
      '<head><meta charset="utf-8"><link rel="stylesheet" href="a.css"><link rel="stylesheet" href="b.css"></head><body><link rel="stylesheet" href="c.css"></body>';
    expect(afterStylesheets(two, '<script>x</script>')).toBe(
      '<head><meta charset="utf-8"><link rel="stylesheet" href="a.css"><link rel="stylesheet" href="b.css"><script>x</script></head><body><link rel="stylesheet" href="c.css"></body>',
    );
    expect(afterStylesheets('<head><title>t</title></head>', '<script>x</script>')).toBe(
      '<head><title>t</title><script>x</script></head>',
    );
    expect(() => afterStylesheets('<p>no head', '<script>x</script>')).toThrow('load-check: the page has no </head>');
  });

  it('the plugin does it on the pages named only: the script before the stylesheet, the one that waits for it after', () => {
    const plugin = loadCheck(['index.html']);
    (plugin.configResolved as (c: { root: string }) => void)({ root: ROOT });
    const handler = (
      plugin.transformIndexHtml as { handler: (h: string, c: { filename: string; path: string }) => string }
    ).handler;
    const bomb = handler(HEAD, { filename: join(ROOT, 'index.html'), path: '/index.html' });
    expect(bomb).toMatch(/data-manifest="\.\/manifest\.webmanifest">[^]*<\/script><link rel="stylesheet"/);
    expect(bomb).toContain(`bomb-DDDD4444.css"><script>${STYLESHEET_WAIT_SCRIPT}</script>\n</head>`);
    expect(bomb.match(/<script/g)).toHaveLength(2);
    expect(bomb).not.toContain('load-check.js');
    const designer = handler(HEAD, { filename: join(ROOT, 'designer.html'), path: '/designer.html' });
    expect(designer).toContain('<script src="./load-check.js" defer></script><script type="module"');
    expect(designer).toContain('<script src="./register-sw.js" defer></script>');
  });

  it("the policy allows those two scripts by their texts' SHA-256, and no other inline script", () => {
    const hash = (text: string) => createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64');
    expect(CONTENT_SECURITY_POLICY).toContain(
      `script-src 'self' 'sha256-${hash(loadCheckScript())}' 'sha256-${hash(STYLESHEET_WAIT_SCRIPT)}';`,
    );
    const csp = contentSecurityPolicy();
    const check = (csp.transformIndexHtml as { handler: (h: string, c: { path: string }) => unknown }).handler;
    const bomb = (
      loadCheck(['index.html']).transformIndexHtml as { handler: (h: string, c: object) => string }
    ).handler(HEAD, { filename: join(process.cwd(), 'index.html'), path: '/index.html' });
    expect(check(bomb, { path: '/index.html' })).toHaveLength(1);
    // One character more and the browser would block it: so does the build.
    expect(() => check(bomb.replace('(function () {', '(function () { '), { path: '/index.html' })).toThrow(
      '/index.html: <script data-after-paint=',
    );
    expect(() => check('<head><script>alert(1)</script></head>', { path: '/a.html' })).toThrow(
      '/a.html: <script> would be blocked by the Content-Security-Policy',
    );
  });
});
