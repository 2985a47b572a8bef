/**
 * A vite plugin (build only) that lets every page say when its own code could not load at all:
 * the module script of the page, or a file it imports, failed (the site was updated since the
 * page was opened and the file is gone, a download failed, or a Wi-Fi portal answered with a
 * page of HTML). Without it the bomb sat at "Arming…" forever, the designer stayed blank and the
 * manual at `#42` showed rule seed 1 without a word (issue 25).
 *
 * Each page gets `load-check.js` (a file: the Content-Security-Policy allows no inline script but
 * this one's, on the bomb page, below), deferred and placed before the page's module script: deferred classic scripts and module
 * scripts run in document order, and a module script whose graph failed fires its `error` event
 * when its turn comes, so the listener is always there first. A file of the page's code that came
 * but cannot run (a host's cut copy, other bytes sent as a script) fires nothing on its element:
 * the browser reports its parse or link error on the window, with the file's address; such an
 * error from one of the page's module scripts or preloaded chunks before the page's code has
 * started (`DOMContentLoaded`; on the bomb page, when its entry takes the keys kept for it) counts
 * the same, and so, on the bomb page, does its entry's `load` event before that start (an empty
 * file or another module sent under the entry's name runs without error). On any of these the
 * script puts an
 * alert before the page's `<main>` (class `code-failed`, in the page's language: EN, FR, EO) with
 * a Reload button (`location.reload()`: the address, so the bomb's seed and the manual's rule
 * seed, is kept), and sets each `[data-when-code-fails]` element's text to that attribute (the
 * bomb's status line: "Not armed…" instead of "Arming…"). On a manual page (`<html
 * data-rule-seed>`, rendered at build time) with a rule seed in the address it says that the
 * page shows rule seed 1, not that one. A part loaded later with `import()` says so itself
 * (src/pages/chunkLoad.ts).
 *
 * On the pages named in `afterPaint` (the bomb page, issue 22) the script is written into the
 * page, first in its head (before the stylesheet, which would hold a script after it back; a
 * second inline script after the stylesheet, `STYLESHEET_WAIT_SCRIPT`, holds `DOMContentLoaded`
 * until the styles are in), and
 * the Content-Security-Policy allows it by its hash (scripts/contentSecurityPolicy.ts): a file
 * of its own was a request that Lighthouse's simulation put on the path of the page's largest
 * paint (it finished and ran before the first paint), 250–400 ms at 4× CPU. There it also starts
 * the page's code after the first contentful paint: the build's `<script type="module">`, its
 * `<link rel="modulepreload">`s, the other deferred classic scripts of the head (register-sw.js)
 * and the web app manifest's link are taken out of the HTML and written as attributes of the
 * script's tag (`data-after-paint`, `data-preload`, `data-scripts`, `data-manifest`: URLs from
 * the page, space-separated), and the script adds them back once the browser reports the first
 * contentful paint (a `paint` PerformanceObserver), three elements a task (each costs about 1 ms
 * on a phone), the entry's script after its preload links (the bomb page's code is one file and
 * the bundler's two small helpers: scripts/ownBundlePlugin.ts). A tab opened in the background paints
 * nothing: there they are added at `load`; a visible page whose paint is not reported gets them
 * 1 s after `load`. So nothing but the page's HTML and its stylesheet is fetched before the
 * page's first picture: on a slow network the picture no longer shares the line with code that
 * cannot run before it, and Lighthouse's simulation no longer puts that code on the path of the
 * first or the largest paint. Keys pressed from the head on are kept for the page's code.
 */
import type { Plugin } from 'vite';
import { rootPrefix } from './offlinePlugin.ts';

/** The script's file, at the site's root. */
export const LOAD_CHECK_FILE = 'load-check.js';

/** The alert's words in each language of the pages: [start, on a manual with another seed (# + the hash), why, button]. */
export const LOAD_CHECK_WORDS = {
  en: [
    'This page’s code could not load',
    ', so it shows the default rule seed 1, not the # of the address',
    ': the page is from an older version of the site, or a download failed.',
    'Reload',
  ],
  fr: [
    'Le code de cette page n’a pas pu se charger',
    '\u00a0; elle montre donc la graine de règles par défaut (1), et non le # de l’adresse',
    '\u00a0: la page vient d’une version plus ancienne du site, ou un téléchargement a échoué.',
    'Recharger',
  ],
  eo: [
    'La kodo de ĉi tiu paĝo ne povis ŝargiĝi',
    ', do ĝi montras la defaŭltan regulsemon 1, ne la # de la adreso',
    ': la paĝo venas de pli malnova versio de la retejo, aŭ elŝuto malsukcesis.',
    'Reŝargi',
  ],
} as const;

/** The script (see the file's docstring). */
export function loadCheckScript(): string {
  return `// Says when this page's own code could not load (scripts/loadCheckPlugin.ts).
(function () {
  var WORDS = ${JSON.stringify(LOAD_CHECK_WORDS)};
  var shown = false;
  function show() {
    if (shown || !document.body) return;
    shown = true;
    var w = WORDS[document.documentElement.lang] || WORDS.en;
    var hash = location.hash.slice(1);
    var manual = document.documentElement.hasAttribute('data-rule-seed');
    var text = w[0];
    if (manual && hash !== '' && hash !== '1') text += w[1].replace('#', '#' + Array.from(hash).slice(0, 20).join(''));
    var box = document.createElement('div');
    box.className = 'code-failed';
    box.setAttribute('role', 'alert');
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = w[3];
    button.addEventListener('click', function () {
      location.reload();
    });
    box.append(text + w[2] + ' ', button);
    var main = document.querySelector('body > main');
    document.body.insertBefore(box, main || document.body.firstChild);
    document.querySelectorAll('[data-when-code-fails]').forEach(function (el) {
      el.textContent = el.getAttribute('data-when-code-fails');
    });
  }
  var me = document.currentScript || document.querySelector('script[data-after-paint]');
  var entry = me && me.getAttribute('data-after-paint');
  // Whether the page's code has started: a page's module scripts have run by DOMContentLoaded;
  // the bomb's code, added after its first paint, when its entry takes the keys kept for it.
  var ran = false;
  if (!entry)
    document.addEventListener('DOMContentLoaded', function () {
      ran = true;
    });
  else {
    // The keys pressed before the page's code has started, kept for it (src/pages/bomb/keptKeys.ts
    // takes them with window.keysBeforeBombCode, then keeps the next ones itself).
    var keys = [];
    var keep = function (e) {
      keys.push(e);
    };
    document.addEventListener('keydown', keep);
    document.addEventListener('keyup', keep);
    window.keysBeforeBombCode = function () {
      ran = true;
      document.removeEventListener('keydown', keep);
      document.removeEventListener('keyup', keep);
      return keys.splice(0);
    };
    var started = false;
    var urls = function (name) {
      return (me.getAttribute(name) || '').split(' ').filter(Boolean);
    };
    var add = function (tag, props) {
      var el = document.createElement(tag);
      for (var k in props) el[k] = props[k];
      document.head.appendChild(el);
    };
    var preload = function (href) {
      return ['link', { rel: 'modulepreload', crossOrigin: '', href: href }];
    };
    var start = function () {
      if (started) return;
      started = true;
      // Three elements a task (each that fetches costs the main thread about 1 ms on a phone):
      // the entry's chunks, then the entry itself, then the other scripts and the manifest.
      var all = urls('data-preload').map(preload);
      // An entry that came and ran without starting the page (an empty or other file sent
      // under its name) fires its load event, and no error: the page's code did not start.
      var loaded = function () {
        if (!ran) show();
      };
      all.push(['script', { type: 'module', crossOrigin: '', src: entry, onload: loaded }]);
      urls('data-scripts').forEach(function (src) {
        all.push(['script', { src: src }]);
      });
      urls('data-manifest').forEach(function (href) {
        all.push(['link', { rel: 'manifest', href: href }]);
      });
      var more = function () {
        all.splice(0, 3).forEach(function (r) {
          add(r[0], r[1]);
        });
        if (all.length) setTimeout(more, 0);
      };
      more();
    };
    var observed = false;
    try {
      var painted = new PerformanceObserver(function (list) {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        painted.disconnect();
        setTimeout(start, 0);
      });
      painted.observe({ type: 'paint', buffered: true });
      observed = true;
    } catch (e) {
      /* no paint timing: at load */
    }
    var atLoad = function () {
      if (!observed || document.visibilityState !== 'visible') start();
      else setTimeout(start, 1000);
    };
    if (document.readyState === 'complete') atLoad();
    else addEventListener('load', atLoad);
  }
  // The addresses of the page's code: its module scripts and the chunks they preload.
  var pageFiles = function () {
    var out = [];
    document.querySelectorAll('script[type="module"][src], link[rel="modulepreload"]').forEach(function (el) {
      out.push(el.src || el.href);
    });
    return out;
  };
  addEventListener(
    'error',
    function (e) {
      var t = e.target;
      if (t && t.tagName === 'SCRIPT' && t.type === 'module') show();
      // A file that came but cannot run (a host's cut copy, other bytes sent as a script) fires
      // nothing on its element: the browser reports its parse or link error on the window.
      else if (!ran && e.filename && pageFiles().indexOf(e.filename) >= 0) show();
    },
    true,
  );
})();
`;
}

/** A tag's attribute value (`src`, `href`) in the HTML the build wrote; '' when it has none. */
const attributeOf = (tag: string, name: string): string => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? '';

/**
 * The load-check script written into a page whose code starts after its first paint, and the
 * page without the tags it takes over (the file's docstring): its module script, its
 * modulepreload links, the other deferred classic scripts of its head and its manifest link.
 * The tag's content is `loadCheckScript()` exactly (the policy allows it by that text's hash).
 * @throws when the page has no module script, or more than one.
 */
export function deferPageCode(html: string): { html: string; tag: string } {
  const modules = [...html.matchAll(/<script\s+type="module"[^>]*><\/script>\s*/g)];
  if (modules.length !== 1)
    throw new Error(
      `load-check: a page whose code starts after its paint needs one module script, not ${modules.length}`,
    );
  const preloads = [...html.matchAll(/<link\s+rel="modulepreload"[^>]*>\s*/g)];
  const scripts = [...html.matchAll(/<script\s+src="[^"]*"\s+defer><\/script>\s*/g)];
  const manifests = [...html.matchAll(/<link\s+rel="manifest"[^>]*>/g)];
  let rest = html;
  for (const m of [...modules, ...preloads, ...scripts, ...manifests]) rest = rest.replace(m[0], '');
  const list = (ms: RegExpExecArray[], name: string) => ms.map((m) => attributeOf(m[0], name)).join(' ');
  const tag =
    `<script data-after-paint="${attributeOf(modules[0]![0], 'src')}"` +
    ` data-preload="${list(preloads, 'href')}"` +
    ` data-scripts="${list(scripts, 'src')}"` +
    ` data-manifest="${list(manifests, 'href')}">${loadCheckScript()}</script>`;
  return { html: rest, tag };
}

/**
 * The text of the bomb page's second inline script, written right after its stylesheet
 * (`afterStylesheets`): it does nothing, but a script there waits for the stylesheet, and so does
 * the parser, so the page's `DOMContentLoaded` comes after its styles. Chromium's form filling
 * looks at the page's form fields at `DOMContentLoaded` and lays the whole page out to do so;
 * before the stylesheet that was a layout of the unstyled page in the browser's default font,
 * done again once the styles came (issue 22: 151 layout objects and the default font's lookups,
 * 10–25 ms a load unthrottled). The load-check script stays before the stylesheet, so that keys
 * are kept from the head on. The policy allows this text by its hash too.
 */
export const STYLESHEET_WAIT_SCRIPT =
  '// Holds the parser, and so DOMContentLoaded, until the stylesheet above is in (scripts/loadCheckPlugin.ts).';

/**
 * `html` with `tag` written right after the head's last stylesheet link (before `</head>` when
 * it has none).
 * @throws when `html` has no `</head>`
 */
export function afterStylesheets(html: string, tag: string): string {
  const head = html.search(/<\/head>/i);
  if (head < 0) throw new Error('load-check: the page has no </head>');
  const links = [...html.slice(0, head).matchAll(/<link\s+rel="stylesheet"[^>]*>/g)];
  const last = links.at(-1);
  const at = last ? last.index + last[0].length : head;
  return `${html.slice(0, at)}${tag}${html.slice(at)}`;
}

/**
 * The plugin: emits the script and puts it before each page's first module script; on the pages
 * of `afterPaint` (paths from the site's root, `index.html`) it also takes over the page's code
 * (`deferPageCode`) and is written first in the head, before the stylesheet, with
 * `STYLESHEET_WAIT_SCRIPT` right after the stylesheet.
 */
export function loadCheck(afterPaint: readonly string[] = []): Plugin {
  let root = process.cwd();
  return {
    name: 'tac:load-check',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        const prefix = rootPrefix(root, ctx.filename);
        const src = `${prefix}${LOAD_CHECK_FILE}`;
        if (afterPaint.includes(ctx.path.replace(/^\//, ''))) {
          const deferred = deferPageCode(html);
          const at = deferred.html.search(/<link\s+rel="stylesheet"|<\/head>/);
          const withTag = `${deferred.html.slice(0, at)}${deferred.tag}${deferred.html.slice(at)}`;
          return afterStylesheets(withTag, `<script>${STYLESHEET_WAIT_SCRIPT}</script>`);
        }
        const tag = `<script src="${src}" defer></script>`;
        const at = html.search(/<script\s+type="module"/);
        if (at < 0) throw new Error(`load-check: ${ctx.path} has no module script`);
        return `${html.slice(0, at)}${tag}${html.slice(at)}`;
      },
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: LOAD_CHECK_FILE, source: loadCheckScript() });
    },
  };
}
