/**
 * A vite plugin (build only) that lets every page say when its own code could not load at all:
 * the module script of the page, or a file it imports, failed (the site was updated since the
 * page was opened and the file is gone, a download failed, or a Wi-Fi portal answered with a
 * page of HTML). Without it the bomb sat at "Arming…" forever, the designer stayed blank and the
 * manual at `#42` showed rule seed 1 without a word (issue 25).
 *
 * Each page gets `load-check.js` (a file: the Content-Security-Policy allows no inline script),
 * deferred and placed before the page's module script: deferred classic scripts and module
 * scripts run in document order, and a module script whose graph failed fires its `error` event
 * when its turn comes, so the listener is always there first. On that event the script puts an
 * alert before the page's `<main>` (class `code-failed`, in the page's language: EN, FR, EO) with
 * a Reload button (`location.reload()`: the address, so the bomb's seed and the manual's rule
 * seed, is kept), and sets each `[data-when-code-fails]` element's text to that attribute (the
 * bomb's status line: "Not armed…" instead of "Arming…"). On a manual page (`<html
 * data-rule-seed>`, rendered at build time) with a rule seed in the address it says that the
 * page shows rule seed 1, not that one. A part loaded later with `import()` says so itself
 * (src/pages/chunkLoad.ts).
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
  addEventListener(
    'error',
    function (e) {
      var t = e.target;
      if (t && t.tagName === 'SCRIPT' && t.type === 'module') show();
    },
    true,
  );
})();
`;
}

/** The plugin: emits the script and puts it before each page's first module script. */
export function loadCheck(): Plugin {
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
        const tag = `<script src="${rootPrefix(root, ctx.filename)}${LOAD_CHECK_FILE}" defer></script>`;
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
