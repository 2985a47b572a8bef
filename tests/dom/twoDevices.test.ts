/**
 * The pair's parts of the bomb page and the second window, in jsdom (issue 20): the manual's
 * address for the phone (absolute, the manual's page of each language, the rule seed in the
 * hash), the QR code drawn node by node from uqr's matrix with its quiet zone, the messages
 * between the bomb page and watch.html (anything else ignored; the hidden pawns never without the
 * end), and the second window's picture of a snapshot (text, never HTML). The real exchange
 * between two pages, the QR code decoded by zbar and the timings: tests/e2e/twoDevices.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encode } from 'uqr';
import { isLocalAddress, MANUAL_PAGES, manualAddress } from '../../src/pages/bomb/phoneManual';
import { qrCodeSvg, qrPath, QUIET_ZONE } from '../../src/pages/bomb/qrCodeSvg';
import { PAGE_OF_LANG } from '../../src/pages/manual/texts';
import { readWatchMessage, tabOfSearch, type BombSnapshot } from '../../src/pages/watch/watchProtocol';
import { showSnapshot } from '../../src/pages/watch/watchPage';

const ROOT = join(import.meta.dirname, '..', '..');

describe("the expert's manual on a phone", () => {
  it('is the absolute address of the manual page of the language, with the rule seed in the hash', () => {
    expect(MANUAL_PAGES).toEqual(PAGE_OF_LANG);
    const page = 'https://ktane.example/tac/index.html?seed=abc&ruleseed=42#x';
    expect(manualAddress(page, 42, 'en')).toBe('https://ktane.example/tac/manual/index.html#42');
    expect(manualAddress(page, 42, 'fr')).toBe('https://ktane.example/tac/manual/fr.html#42');
    expect(manualAddress(page, 2147483647, 'eo')).toBe('https://ktane.example/tac/manual/eo.html#2147483647');
    // Rule seed 1 is the manual's default: no hash.
    expect(manualAddress('http://192.168.1.20:4173/', 1, 'fr')).toBe('http://192.168.1.20:4173/manual/fr.html');
  });

  it('knows the addresses a phone cannot reach', () => {
    for (const url of [
      'http://localhost:5173/',
      'http://127.0.0.1:4173/x',
      'http://[::1]:8080/',
      'http://tac.localhost/',
    ])
      expect(isLocalAddress(url), url).toBe(true);
    for (const url of ['http://192.168.1.20:4173/', 'https://ktane.example/tac/'])
      expect(isLocalAddress(url), url).toBe(false);
  });

  it('draws the QR code from uqr’s matrix: one run per dark stretch, a white square with a 4-module quiet zone', () => {
    expect(
      qrPath([
        [true, true, false, true],
        [false, false, false, false],
        [false, true, true, true],
      ]),
    ).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
    const text = 'https://ktane.example/tac/manual/fr.html#42';
    const svg = qrCodeSvg(document, text, `QR code of ${text}`);
    const { size, data } = encode(text, { ecc: 'M', border: QUIET_ZONE });
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${size} ${size}`);
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe(`QR code of ${text}`);
    expect(Number(svg.dataset.modules)).toBe(size - 2 * QUIET_ZONE);
    // The quiet zone: no dark module within 4 of the edge.
    const inZone = (i: number) => i < QUIET_ZONE || i >= size - QUIET_ZONE;
    expect(data.flatMap((row, y) => row.filter((d, x) => d && (inZone(x) || inZone(y))))).toEqual([]);
    const [back, dark] = [...svg.children];
    expect([back!.tagName, back!.getAttribute('fill'), back!.getAttribute('width')]).toEqual([
      'rect',
      '#fff',
      String(size),
    ]);
    expect([dark!.tagName, dark!.getAttribute('fill'), dark!.getAttribute('d')]).toEqual([
      'path',
      '#000',
      qrPath(data),
    ]);
    // Every dark module is in exactly one run, and nothing else is.
    const painted = new Set<string>();
    for (const [, x, y, w] of dark!.getAttribute('d')!.matchAll(/M(\d+) (\d+)h(\d+)/g))
      for (let k = 0; k < Number(w); k++) painted.add(`${Number(x) + k},${y}`);
    const darkModules = data.flatMap((row, y) => row.flatMap((d, x) => (d ? [`${x},${y}`] : [])));
    expect([...painted].sort()).toEqual(darkModules.sort());
  });
});

const SNAPSHOT: BombSnapshot = {
  serial: 'KT4VR7',
  seed: 'abc',
  ruleSeed: 42,
  leds: 'LEDs: top-right, You (red); bottom-right, Kate (yellow); bottom-left, Sam (green); top-left, Ann (blue).',
  clock: '04:12',
  strikes: 1,
  strikeLimit: 3,
  status: 'Armed: <b>4 cards</b> in hand, 1 of 3 strikes.',
  log: [
    { text: 'card 1: moved to space 7.', strike: false },
    { text: 'card 2: STRIKE (move-across-piece).', strike: true },
  ],
  end: null,
  hidden: null,
};

describe('the messages between the bomb page and its second window', () => {
  it('reads the four kinds and ignores anything else', () => {
    expect(readWatchMessage({ type: 'hello', tab: null })).toEqual({ type: 'hello', tab: null });
    expect(readWatchMessage({ type: 'state', tab: 'A1', snapshot: SNAPSHOT })).toEqual({
      type: 'state',
      tab: 'A1',
      snapshot: SNAPSHOT,
    });
    expect(readWatchMessage({ type: 'bye', tab: 'A1' })).toEqual({ type: 'bye', tab: 'A1' });
    expect(readWatchMessage({ type: 'taken', tab: 'A1', instance: 'z' })).toEqual({
      type: 'taken',
      tab: 'A1',
      instance: 'z',
    });
    for (const bad of [
      null,
      'hello',
      { type: 'hello', tab: 3 },
      { type: 'state', tab: '', snapshot: SNAPSHOT },
      { type: 'state', tab: 'A1', snapshot: { ...SNAPSHOT, strikes: -1 } },
      { type: 'state', tab: 'A1', snapshot: { ...SNAPSHOT, log: [{ text: 1, strike: false }] } },
      // The hidden pawns never come without the end.
      {
        type: 'state',
        tab: 'A1',
        snapshot: { ...SNAPSHOT, hidden: 'Hidden pawns: opponent Kate (yellow) on space 12.' },
      },
      { type: 'claim', tab: 'A1' },
      { type: 'reveal', tab: 'A1' },
    ])
      expect(readWatchMessage(bad), JSON.stringify(bad)).toBeNull();
  });

  it('takes the followed tab from the address, when it is an id', () => {
    expect(tabOfSearch('?tab=LGsjvKVqy16B')).toBe('LGsjvKVqy16B');
    expect(tabOfSearch('')).toBeNull();
    expect(tabOfSearch('?tab=%3Cb%3E')).toBeNull();
    expect(tabOfSearch(`?tab=${'x'.repeat(65)}`)).toBeNull();
  });
});

describe('the second window shows a snapshot', () => {
  it('clock, strikes with marks, plate, LEDs, status and log as text; the end with the hidden pawns', () => {
    const html = readFileSync(join(ROOT, 'watch.html'), 'utf8');
    document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)![1]!;
    const text = (id: string) => document.getElementById(id)!.textContent;
    showSnapshot(document, SNAPSHOT);
    expect([
      text('clock'),
      text('strikes'),
      text('strike-limit'),
      text('serial'),
      text('rule-seed'),
      text('seed'),
    ]).toEqual(['04:12', '1', ' / 3', 'KT4VR7', '42', 'abc']);
    expect([...document.querySelectorAll('#strike-marks span')].map((s) => s.className)).toEqual(['hit', '', '']);
    expect(text('status')).toBe(SNAPSHOT.status);
    expect(document.querySelector('#status b')).toBeNull();
    expect([...document.querySelectorAll('#log li')].map((li) => [li.textContent, li.className])).toEqual([
      ['card 1: moved to space 7.', ''],
      ['card 2: STRIKE (move-across-piece).', 'strike'],
    ]);
    expect(document.getElementById('end')!.hidden).toBe(true);
    expect(document.title).toBe('TAC: second window · bomb KT4VR7');
    const first = document.querySelector('#log li');
    const end = { solved: false, title: 'BOOM! The bomb exploded.', text: '3 strikes. The hidden pawns are shown.' };
    const hidden =
      'Hidden pawns: opponent Kate (yellow) on space 12; your partner Sam (green) on space 20; opponent Ann (blue), captured.';
    const log = [...SNAPSHOT.log, { text: 'card 3: STRIKE. The bomb exploded: 3 strikes.', strike: true }];
    showSnapshot(document, { ...SNAPSHOT, strikes: 3, end, hidden, log });
    // The log grows by its new line: the lines shown stay.
    expect(document.querySelector('#log li')).toBe(first);
    expect(document.querySelectorAll('#log li')).toHaveLength(3);
    expect(document.getElementById('end')!.className).toBe('end exploded');
    expect([text('end-title'), text('hidden-pawns')]).toEqual([end.title, hidden]);
    expect([...document.querySelectorAll('#strike-marks span')].map((s) => s.className)).toEqual(['hit', 'hit', 'hit']);
  });
});
