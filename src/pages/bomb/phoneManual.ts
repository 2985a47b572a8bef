/**
 * The bomb page's "Expert's manual on a phone" disclosure (its markup is in index.html,
 * `#phone-box`): the absolute address of the manual for the bomb's rule seed, in the language
 * chosen there (EN, FR, EO), as a QR code (qrCodeSvg.ts, fetched with uqr the first time the
 * disclosure is opened: the page's start does not grow) and as a link beside it. The expert scans
 * it and has the right manual, at the right rule seed, on the phone.
 *
 * A rule seed change (Settings Apply, New bomb with another rule seed, a `?bomb=` link of another
 * rule seed: every deal calls `showRuleSeed`) redraws it; the code is drawn only while the
 * disclosure is open. The chosen language is kept between visits (localStorage, when the browser
 * allows it). Text goes in with `textContent` and attributes, never as HTML.
 */
import { $ } from './bombSession';

/** The manual's languages, and the page of each in the manual's folder (src/pages/manual/texts.ts `PAGE_OF_LANG`). */
export const MANUAL_PAGES = { en: 'index.html', fr: 'fr.html', eo: 'eo.html' } as const;
type ManualLang = keyof typeof MANUAL_PAGES;

const LANG_KEY = 'tac-phone-manual-lang';

/**
 * The manual's absolute address for a rule seed: `<site>/manual/<page>` for rule seed 1 (the
 * manual's default: no hash), `<site>/manual/<page>#N` for another (the manual reads its rule seed
 * from the hash, src/pages/manual/hashSeed.ts).
 * @param pageUrl the bomb page's own address (the site's root is its folder).
 */
export function manualAddress(pageUrl: string, ruleSeed: number, lang: ManualLang): string {
  const url = new URL(`manual/${MANUAL_PAGES[lang]}`, pageUrl);
  if (ruleSeed !== 1) url.hash = String(ruleSeed);
  return url.href;
}

/** True for an address a phone cannot reach: this computer's own name (localhost, 127.x, ::1). */
export function isLocalAddress(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '[::1]';
}

function storedLang(): ManualLang | null {
  try {
    const v = localStorage.getItem(LANG_KEY);
    return v && v in MANUAL_PAGES ? (v as ManualLang) : null;
  } catch {
    return null;
  }
}

/** The browser's language when the manual has it, else English. */
function defaultLang(): ManualLang {
  const base = (navigator.language || 'en').toLowerCase().split('-')[0]!;
  return base in MANUAL_PAGES ? (base as ManualLang) : 'en';
}

type QrModule = typeof import('./qrCodeSvg');

/** The disclosure, wired: `showRuleSeed(n)` after every deal. */
interface PhoneManual {
  showRuleSeed(ruleSeed: number): void;
}

/** Wires the disclosure (index.html `#phone-box`) for a bomb of rule seed `ruleSeed`. */
export function wirePhoneManual(ruleSeed: number): PhoneManual {
  const box = $<HTMLDetailsElement>('phone-box');
  const radios = [...box.querySelectorAll<HTMLInputElement>('input[name="phone-lang"]')];
  let seed = ruleSeed;
  let drawn = '';
  let qr: Promise<QrModule> | null = null;
  const lang = (): ManualLang => (radios.find((r) => r.checked)?.value as ManualLang | undefined) ?? 'en';
  const first = storedLang() ?? defaultLang();
  for (const r of radios) r.checked = r.value === first;

  const draw = () => {
    const address = manualAddress(location.href, seed, lang());
    const link = $<HTMLAnchorElement>('phone-address');
    link.href = address;
    link.textContent = address;
    $('phone-seed').textContent = String(seed);
    $('phone-note').textContent = isLocalAddress(address)
      ? 'This address names this computer itself: a phone reaches it only when the site is served on the network (use the address a phone can open).'
      : '';
    if (!box.open || drawn === address) return;
    drawn = address;
    const host = $('phone-qr');
    (qr ??= import('./qrCodeSvg')).then(
      (m) => {
        if (drawn !== address) return; // a later address is being drawn
        host.replaceChildren(m.qrCodeSvg(document, address, `QR code of ${address}`));
        host.dataset.address = address;
      },
      (e: unknown) => {
        qr = null;
        drawn = '';
        host.textContent = `The QR code could not load: ${e instanceof Error ? e.message : String(e)}.`;
      },
    );
  };

  box.addEventListener('toggle', draw);
  for (const r of radios) {
    r.addEventListener('change', () => {
      try {
        localStorage.setItem(LANG_KEY, lang());
      } catch {
        // storage refused (private mode): the choice lasts for this page only
      }
      draw();
    });
  }
  draw();
  return {
    showRuleSeed(n: number) {
      seed = n;
      draw();
    },
  };
}
