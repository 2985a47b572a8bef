/**
 * A part of a page that did not load (src/pages/chunkLoad.ts): the rejected `import()` becomes a
 * PartNotLoaded naming the part, the notice says it in words with a Reload button, and the
 * build's load-check.js (scripts/loadCheckPlugin.ts) says it when the whole page's code failed.
 */
import { getByRole } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPart, PartNotLoaded, partNotLoadedNotice, partNotLoadedText } from '../../src/pages/chunkLoad';
import { LOAD_CHECK_WORDS, loadCheckScript } from '../../scripts/loadCheckPlugin';
import { registerScript } from '../../scripts/offlinePlugin';

describe('a part of the page that did not load', () => {
  it('loadPart turns a failed import() into a PartNotLoaded naming the part; a good one passes', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: http://x/assets/replay-1.js');
    const failed = loadPart('the replay', () => Promise.reject(cause));
    await expect(failed).rejects.toBeInstanceOf(PartNotLoaded);
    await failed.catch((e: PartNotLoaded) => {
      expect(e.part).toBe('the replay');
      expect(e.cause).toBe(cause);
      expect(e.message).toBe(partNotLoadedText('the replay'));
    });
    await expect(loadPart('x', () => Promise.resolve(7))).resolves.toBe(7);
  });

  it('says why in words, online and offline, with a Reload button that reloads', () => {
    expect(partNotLoadedText('the replay', true)).toBe(
      'This part of the page (the replay) could not load: the page is from an older version of the site, or a download failed.',
    );
    expect(partNotLoadedText('the replay', false)).toBe(
      'This part of the page (the replay) could not load: the network is off. Reload once it is back.',
    );
    const reload = vi.fn();
    const el = partNotLoadedNotice(document, 'the KTANE log writer', reload);
    document.body.replaceChildren(el);
    expect(el.getAttribute('role')).toBe('alert');
    expect(el.textContent).toBe(`${partNotLoadedText('the KTANE log writer')} Reload`);
    getByRole(el, 'button', { name: 'Reload' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('load-check.js', () => {
  /** Runs the script on a page, then fires a module script's error as a browser does. */
  function failOn(html: string, lang: string, hash: string): HTMLElement | null {
    document.documentElement.lang = lang;
    document.body.innerHTML = html;
    window.location.hash = hash;
    new Function(loadCheckScript())();
    const script = document.createElement('script');
    script.type = 'module';
    document.head.append(script);
    script.dispatchEvent(new Event('error'));
    return document.querySelector('.code-failed');
  }

  it("puts the alert before <main> in the page's language, and the status line's own words", () => {
    const box = failOn(
      '<header></header><main><p id="status" data-when-code-fails="Not armed.">Arming…</p></main>',
      'en',
      '',
    );
    expect(box!.nextElementSibling!.tagName).toBe('MAIN');
    expect(box!.getAttribute('role')).toBe('alert');
    expect(box!.textContent).toBe(`${LOAD_CHECK_WORDS.en[0]}${LOAD_CHECK_WORDS.en[2]} Reload`);
    expect(document.getElementById('status')!.textContent).toBe('Not armed.');
    const fr = failOn('<main></main>', 'fr', '#42');
    // Not a manual page (no <html data-rule-seed>): no rule seed is named.
    expect(fr!.textContent).toBe(`${LOAD_CHECK_WORDS.fr[0]}${LOAD_CHECK_WORDS.fr[2]} Recharger`);
  });

  it('on a manual page names the rule seed of the address it does not show', () => {
    document.documentElement.dataset.ruleSeed = '1';
    try {
      const box = failOn('<main></main>', 'eo', '#42');
      expect(box!.textContent).toBe(
        'La kodo de ĉi tiu paĝo ne povis ŝargiĝi, do ĝi montras la defaŭltan regulsemon 1, ne la #42 de la adreso: la paĝo venas de pli malnova versio de la retejo, aŭ elŝuto malsukcesis. Reŝargi',
      );
      expect(failOn('<main></main>', 'en', '#1')!.textContent).not.toContain('#');
    } finally {
      delete document.documentElement.dataset.ruleSeed;
      window.location.hash = '';
    }
  });
});

describe("load-check.js and a file of the page's code that came but cannot run", () => {
  /** The browser's report of a parse or link error in the file at `path` (it fires nothing on the element). */
  const parseError = (path: string) =>
    window.dispatchEvent(new ErrorEvent('error', { filename: new URL(path, document.baseURI).href }));
  /** A page whose head has its module script and one preloaded chunk, and load-check run. */
  function page(afterPaint: boolean): void {
    document.head.replaceChildren();
    document.body.innerHTML = '<main><p id="status" data-when-code-fails="Not armed.">Arming…</p></main>';
    const me = document.createElement('script');
    if (afterPaint) me.dataset.afterPaint = './assets/bomb-1.js';
    document.head.append(me);
    document.head.insertAdjacentHTML(
      'beforeend',
      '<script type="module" src="./assets/page-1.js"></script><link rel="modulepreload" href="./assets/dep-2.js">',
    );
    new Function(loadCheckScript())();
  }
  const alerts = () => document.querySelectorAll('.code-failed').length;
  afterEach(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
    delete (window as { keysBeforeBombCode?: unknown }).keysBeforeBombCode;
  });

  it("says the code could not load when a module script's or preloaded chunk's error reaches the window before the code started", () => {
    page(false);
    parseError('./assets/other-3.js');
    parseError('./elsewhere.js');
    expect(alerts()).toBe(0);
    parseError('./assets/dep-2.js');
    expect(alerts()).toBe(1);
    expect(document.getElementById('status')!.textContent).toBe('Not armed.');
  });

  it('says nothing of such an error once the page has started (DOMContentLoaded; the bomb: its entry took the kept keys)', () => {
    page(false);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    parseError('./assets/page-1.js');
    expect(alerts()).toBe(0);
    page(true);
    (window as unknown as { keysBeforeBombCode: () => unknown }).keysBeforeBombCode();
    parseError('./assets/page-1.js');
    expect(alerts()).toBe(0);
  });

  it('on the bomb page, says it for its entry before the entry has run', () => {
    page(true);
    parseError('./assets/page-1.js');
    expect(alerts()).toBe(1);
  });

  it('on the bomb page, says it when its entry loaded without starting the page (an empty file)', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      page(true);
      // In a background tab the entry is added at once (jsdom has loaded the document).
      const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src$="bomb-1.js"]')!;
      entry.dispatchEvent(new Event('load'));
      expect(alerts()).toBe(1);
      page(true);
      (window as unknown as { keysBeforeBombCode: () => unknown }).keysBeforeBombCode();
      document.querySelector('script[type="module"][src$="bomb-1.js"]')!.dispatchEvent(new Event('load'));
      expect(alerts()).toBe(0);
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe("load-check.js starting a page's code after its first paint (issue 22)", () => {
  const startCode = () => {
    document.head.replaceChildren();
    const me = document.createElement('script');
    me.dataset.afterPaint = './assets/bomb-1.js';
    me.dataset.preload = './assets/a-1.js ./assets/b-2.js ./assets/c-3.js ./assets/d-4.js';
    me.dataset.scripts = './register-sw.js';
    me.dataset.manifest = './manifest.webmanifest';
    document.head.append(me);
    // jsdom has loaded the document already (readyState 'complete') and reports no paint.
    expect(document.readyState).toBe('complete');
    new Function(loadCheckScript())();
  };
  const added = () =>
    [...document.head.children]
      .slice(1)
      .map((el) => [
        el.tagName,
        el.getAttribute('rel') ?? el.getAttribute('type') ?? '',
        el.getAttribute('href') ?? el.getAttribute('src'),
      ]);
  // Three a task from the start's: every preload before the entry, then the other scripts and
  // the manifest.
  const FIRST = [
    ['LINK', 'modulepreload', './assets/a-1.js'],
    ['LINK', 'modulepreload', './assets/b-2.js'],
    ['LINK', 'modulepreload', './assets/c-3.js'],
  ];
  const SECOND = [
    ...FIRST,
    ['LINK', 'modulepreload', './assets/d-4.js'],
    ['SCRIPT', 'module', './assets/bomb-1.js'],
    ['SCRIPT', '', './register-sw.js'],
  ];
  const ALL = [...SECOND, ['LINK', 'manifest', './manifest.webmanifest']];
  const nextTask = () => new Promise((r) => setTimeout(r, 0));

  it('on a visible page whose paint is not reported: adds the preloads, the module script, the other scripts and the manifest once, 1 s after load', () => {
    vi.useFakeTimers();
    try {
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
      startCode();
      // Loaded before its first paint (nothing to fetch): the code waits for the paint.
      expect(added()).toEqual([]);
      vi.advanceTimersByTime(999);
      expect(added()).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(added()).toEqual(FIRST);
      vi.advanceTimersToNextTimer();
      expect(added()).toEqual(SECOND);
      vi.advanceTimersToNextTimer();
      expect(added()).toEqual(ALL);
      // A load event later starts nothing more.
      window.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(2000);
      expect(document.head.children).toHaveLength(1 + ALL.length);
    } finally {
      vi.restoreAllMocks();
      vi.useRealTimers();
      document.head.replaceChildren();
    }
  });

  it('in a tab opened in the background (no paint to come): at load, three elements a task after the entry', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      startCode();
      expect(added()).toEqual(FIRST);
      await nextTask();
      expect(added()).toEqual(SECOND);
      await nextTask();
      expect(added()).toEqual(ALL);
      await nextTask();
      expect(added()).toEqual(ALL);
    } finally {
      vi.restoreAllMocks();
      document.head.replaceChildren();
    }
  });
});

describe('keys pressed before the bomb page has armed (issue 22)', () => {
  it('load-check.js keeps those pressed before the code started, keptKeys.ts the next ones: all replayed in order, once', async () => {
    document.head.replaceChildren();
    const me = document.createElement('script');
    me.dataset.afterPaint = './assets/bomb-1.js';
    document.head.append(me);
    new Function(loadCheckScript())();
    const press = (key: string) => document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    press('1');
    press('t');
    const { keepEarlyKeys, replayEarlyKeys } = await import('../../src/pages/bomb/keptKeys');
    keepEarlyKeys(); // the entry's start
    press('2');
    const seen: string[] = [];
    const listen = (e: KeyboardEvent) => void seen.push(e.key);
    document.addEventListener('keydown', listen);
    replayEarlyKeys(); // the module plays
    expect(seen).toEqual(['1', 't', '2']);
    // Nothing is kept any longer: a key now is the module's at once, and a second replay gives nothing.
    press('3');
    replayEarlyKeys();
    expect(seen).toEqual(['1', 't', '2', '3']);
    document.removeEventListener('keydown', listen);
    delete (window as { keysBeforeBombCode?: unknown }).keysBeforeBombCode;
    document.head.replaceChildren();
  });
});

describe('kept keys replayed (keptKeys.ts replayKeys)', () => {
  /** A kept key event of `key` at `timeStamp` (ms). */
  const kept = (type: string, key: string, timeStamp: number) => {
    const e = new KeyboardEvent(type, { key, code: key === 't' ? 'KeyT' : 'Digit1' });
    Object.defineProperty(e, 'timeStamp', { value: timeStamp });
    return e;
  };
  // A TacHold on the T key as moduleKeys.ts binds it, what it sent, on a fake clock.
  let sent: string[] = [];
  let off = () => {};
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const { keptTime } = await import('../../src/play/keyPressTimes');
    const { TacHold } = await import('../../src/play/tacHold');
    sent = [];
    const hold = new TacHold((w) => (sent.push(w), true));
    const down = (e: KeyboardEvent) => {
      if (e.key === 't') hold.press('key', keptTime(e));
      else {
        hold.settle(keptTime(e));
        sent.push(`key ${e.key}`);
      }
    };
    const up = (e: KeyboardEvent) => {
      if (e.key === 't') hold.release(keptTime(e));
    };
    document.addEventListener('keydown', down);
    document.addEventListener('keyup', up);
    off = () => (document.removeEventListener('keydown', down), document.removeEventListener('keyup', up));
  });
  afterEach(() => {
    off();
    vi.useRealTimers();
  });

  it('play a hold kept whole as a reset and a tap as a tap, at once and in order: a live key after them cannot cut them', async () => {
    const { replayKeys } = await import('../../src/pages/bomb/keptKeys');
    vi.advanceTimersByTime(3000); // the module plays from 3 s
    // A quick tap of 1, T held 1.5 s, 1 again, T tapped 0.6 s: all before the module played.
    replayKeys([
      kept('keydown', '1', 100),
      kept('keyup', '1', 180),
      kept('keydown', 't', 300),
      kept('keyup', 't', 1800),
      kept('keydown', '1', 1900),
      kept('keyup', '1', 1950),
      kept('keydown', 't', 2000),
      kept('keyup', 't', 2600),
    ]);
    expect(sent).toEqual(['key 1', 'reset', 'key 1', 'tac']);
    // T down, 1 pressed 300 ms into it (fast typing rolls over), T up: a tap, then the card.
    replayKeys([kept('keydown', 't', 2700), kept('keydown', '1', 3000), kept('keyup', 't', 3100)]);
    expect(sent.splice(4)).toEqual(['tac', 'key 1']);
    // Live keys right after: a new card press and a new T tap of their own.
    document.dispatchEvent(new KeyboardEvent('keydown', { key: '1' }));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 't' }));
    vi.advanceTimersByTime(150);
    document.dispatchEvent(new KeyboardEvent('keyup', { key: 't' }));
    expect(sent).toEqual(['key 1', 'reset', 'key 1', 'tac', 'key 1', 'tac']);
    vi.advanceTimersByTime(2000);
    expect(sent).toHaveLength(6);
  });

  it('time a T still down from its kept press: held 1.1 s from 124 ms, sent again at 248 ms and released live, it is a hold', async () => {
    const { replayKeys } = await import('../../src/pages/bomb/keptKeys');
    vi.advanceTimersByTime(248); // the module plays from 248 ms
    replayKeys([kept('keydown', 't', 124)]);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(875); // 999 ms after the real press
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual(['reset']);
    document.dispatchEvent(new KeyboardEvent('keyup', { key: 't' })); // the live release at 1224 ms
    expect(sent).toEqual(['reset']);
    // Pressed at 1300 ms while kept, released live 500 ms later: a tap.
    replayKeys([kept('keydown', 't', 1300)]);
    vi.advanceTimersByTime(500);
    document.dispatchEvent(new KeyboardEvent('keyup', { key: 't' }));
    expect(sent).toEqual(['reset', 'tac']);
  });
});

describe('register-sw.js added after the page has loaded (by load-check.js on the bomb page)', () => {
  it('still registers sw.js, beside itself, once the page has been quiet for 2 s and idle', () => {
    vi.useFakeTimers();
    const register = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = [];
      },
    );
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => setTimeout(fn, 1));
    const me = document.createElement('script');
    me.src = 'https://site.example/tac/register-sw.js';
    Object.defineProperty(document, 'currentScript', { value: me, configurable: true });
    try {
      expect(document.readyState).toBe('complete');
      new Function(registerScript())();
      vi.advanceTimersByTime(1999);
      expect(register).not.toHaveBeenCalled();
      vi.advanceTimersByTime(2);
      expect(register).toHaveBeenCalledWith('https://site.example/tac/sw.js', { scope: 'https://site.example/tac/' });
    } finally {
      Reflect.deleteProperty(document, 'currentScript');
      Reflect.deleteProperty(navigator, 'serviceWorker');
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
