/**
 * A part of a page that did not load (src/pages/chunkLoad.ts): the rejected `import()` becomes a
 * PartNotLoaded naming the part, the notice says it in words with a Reload button, and the
 * build's load-check.js (scripts/loadCheckPlugin.ts) says it when the whole page's code failed.
 */
import { getByRole } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { loadPart, PartNotLoaded, partNotLoadedNotice, partNotLoadedText } from '../../src/pages/chunkLoad';
import { LOAD_CHECK_WORDS, loadCheckScript } from '../../scripts/loadCheckPlugin';

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
