/**
 * The bomb page's settings and first pictures, with jsdom: the address's readers shared by the
 * settings panel and the remembered settings (each tampered value ignored on its own), the
 * settings in words, the still picture (a SceneLike over the board picture: no casing, the bomb's
 * own parts, each effect reached at once), and the mute read from storage only when needed.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateBomb } from '../../src/rules/index';
import { initialState } from '../../src/module/moduleReducer';
import {
  readDeal,
  readMinutes,
  readStrikeLimit,
  settingsSearch,
  parseBombParams,
  visitSearch,
} from '../../src/doors/urlParams';
import {
  colorBlindStored,
  keepAppliedSettings,
  storeColorBlind,
  storedSettings,
  storeSettings,
} from '../../src/pages/bomb/storedSettings';
import { settingsWords } from '../../src/pages/bomb/settingsPanel';
import { createPictureScene, stillCanvasSize, stillPicture } from '../../src/play/pictureScene';
import type { Shape } from '../../src/art/shapes';
import { recordingContext } from '../fixtures/recordingContext';
import { viewStateOf } from '../../src/art/viewState';
import { Sounds } from '../../src/play/sounds';
import { hurryFactor } from '../../src/play/moduleController';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the readers of the address', () => {
  it('read each setting as the address does, or give null', () => {
    expect([readDeal(' HARD '), readDeal('classic'), readDeal('uniform'), readDeal('')]).toEqual([
      'hard',
      'classic',
      null,
      null,
    ]);
    expect([readMinutes('off'), readMinutes('0'), readMinutes('7'), readMinutes('99')]).toEqual([0, 0, 7, 99]);
    expect([readMinutes('100'), readMinutes('-1'), readMinutes('1.5'), readMinutes('５')]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect([readStrikeLimit('1'), readStrikeLimit(' 9 '), readStrikeLimit('0'), readStrikeLimit('10')]).toEqual([
      1,
      9,
      null,
      null,
    ]);
  });

  it('write settings without a seed that read back the same', () => {
    const search = settingsSearch({ deal: 'hard', ruleSeed: 7, minutes: 0, strikeLimit: 2 });
    expect(search).toBe('?ruleseed=7&deal=hard&time=off&strikes=2');
    const p = parseBombParams(search, () => 0.5);
    expect([p.deal, p.ruleSeed, p.minutes, p.strikeLimit, p.notices]).toEqual(['hard', 7, 0, 2, []]);
    expect(p.randomSeed).toBe(true);
    expect(settingsSearch({})).toBe('');
    expect(settingsSearch({ deal: 'classic' })).toBe(''); // the default deal is not written
  });
  it('deal a visit without bomb parameters with the remembered settings, still naming a misspelled parameter', () => {
    const stored = { ruleSeed: 7, deal: 'hard' as const };
    expect(visitSearch('', stored)).toBe('?ruleseed=7&deal=hard');
    expect(visitSearch('?seed=abc', stored)).toBe('?seed=abc'); // a link deals what it says
    const p = parseBombParams(visitSearch('?sed=abc', stored), () => 0.5);
    expect([p.ruleSeed, p.deal, p.randomSeed]).toEqual([7, 'hard', true]);
    expect(p.notices).toEqual([
      'Ignored the parameter "sed": the bomb page reads seed, ruleseed, deal, time, strikes, bomb.',
    ]);
    expect(parseBombParams(visitSearch('?Seed=abc&%E2%80%AE=1', {})).notices).toEqual([
      'Ignored the parameters "Seed", "\\u{202E}": the bomb page reads seed, ruleseed, deal, time, strikes, bomb.',
    ]);
  });
});

describe('the remembered settings', () => {
  it('keep what was applied', () => {
    storeSettings({ deal: 'easy', ruleSeed: 42, minutes: 10, strikeLimit: 1 });
    expect(storedSettings()).toEqual({ deal: 'easy', ruleSeed: 42, minutes: 10, strikeLimit: 1 });
    expect(colorBlindStored()).toBe(false);
    storeColorBlind(true);
    expect(colorBlindStored()).toBe(true);
  });

  it("from a link's bomb keep the deal and rule seed kept before, and only the timer or strikes the player changed", () => {
    const shown = { minutes: 5, strikeLimit: 3 };
    storeSettings({ deal: 'hard', ruleSeed: 7, minutes: 10, strikeLimit: 1 });
    keepAppliedSettings({ deal: 'easy', ruleSeed: 42, minutes: 5, strikeLimit: 2 }, { fromLink: true, shown });
    expect(storedSettings()).toEqual({ deal: 'hard', ruleSeed: 7, minutes: 10, strikeLimit: 2 });
    keepAppliedSettings({ deal: 'easy', ruleSeed: 42, minutes: 8, strikeLimit: 3 }, { fromLink: true, shown });
    expect(storedSettings()).toEqual({ deal: 'hard', ruleSeed: 7, minutes: 8, strikeLimit: 2 });
    keepAppliedSettings({ deal: 'easy', ruleSeed: 42, minutes: 5, strikeLimit: 3 }, { fromLink: false, shown });
    expect(storedSettings()).toEqual({ deal: 'easy', ruleSeed: 42, minutes: 5, strikeLimit: 3 });
  });

  it('ignore each value edited into something the address would refuse, and anything not an object', () => {
    const tampered = JSON.stringify({ deal: '<b>evil</b>', ruleSeed: 2 ** 40, minutes: '15', strikeLimit: { n: 2 } });
    expect(storedSettings(tampered)).toEqual({ minutes: 15 });
    expect(storedSettings(JSON.stringify({ ruleSeed: '00042', deal: 'Hard' }))).toEqual({
      ruleSeed: 42,
      deal: 'hard',
    });
    for (const bad of ['{not json', 'null', '[1,2]', '"hard"', '42', '']) expect(storedSettings(bad)).toEqual({});
    expect(storedSettings(null)).toEqual({});
  });

  it('are said in words in the panel summary', () => {
    const s = { deal: 'classic', ruleSeed: 1, minutes: 5, strikeLimit: 3 } as const;
    expect(settingsWords(s, { muted: false, colorBlind: false })).toBe(
      'classic deal, 5 minutes, 3 strikes, rule seed 1',
    );
    expect(settingsWords({ ...s, minutes: 0, strikeLimit: 1 }, { muted: true, colorBlind: true })).toBe(
      'classic deal, no timer, 1 strike, rule seed 1, muted, colour-blind',
    );
  });
});

describe('the still picture', () => {
  const bomb = generateBomb('still', 1);
  const view = viewStateOf(bomb, initialState(bomb));
  afterEach(() => vi.restoreAllMocks());

  /** Every shape's class in a picture, depth first. */
  const classes = (s: Shape): string[] => [
    ...(s.cls ? [s.cls] : []),
    ...(s.kind === 'group' ? s.children.flatMap(classes) : []),
  ];
  /** Every text of a picture, depth first. */
  const texts = (s: Shape): string[] =>
    s.kind === 'text' ? [s.text] : s.kind === 'group' ? s.children.flatMap(texts) : [];

  it('draws the bomb over the board picture: its pieces, LEDs, names and hand, not the casing', () => {
    const shapes = classes(stillPicture(view, null));
    expect(shapes).not.toContain('casing');
    expect(shapes.some((c) => c.startsWith('space'))).toBe(false);
    expect(shapes).toContain('pawn');
    for (const name of bomb.names) expect(texts(stillPicture(view, null))).toContain(name);
    expect(shapes).not.toContain('revealed-pawn');
    expect(classes(stillPicture(view, bomb.state))).toContain('revealed-pawn');
    expect(classes(stillPicture({ ...view, light: 'exploded' }, null))).toContain('status-light'); // a lit light is drawn
  });

  it('sizes its canvas to the picture on screen at the screen density, within 320–2048 px', () => {
    expect(stillCanvasSize(379, 1.75)).toBe(663);
    expect(stillCanvasSize(560, 1)).toBe(560);
    expect(stillCanvasSize(0, 2)).toBe(320);
    expect(stillCanvasSize(1400, 3)).toBe(2048);
    expect(stillCanvasSize(400, 0)).toBe(400);
  });

  it('is a scene that shows each effect at once and paints the latest picture in the next task', async () => {
    const painted: string[][] = [];
    let current: ReturnType<typeof recordingContext> | null = null;
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => {
      current = recordingContext();
      queueMicrotask(() =>
        painted.push(current!.calls.filter((c) => c.name === 'fillText').map((c) => String(c.args[0]))),
      );
      return current.ctx as never;
    });
    const host = document.createElement('div');
    const still = createPictureScene(host);
    expect(host.querySelector('canvas.module-still')).toBe(still.canvas);
    expect(still.canvas.getAttribute('aria-hidden')).toBe('true');
    still.render(view);
    // Painted in the next task (issue 22), at least 320 px for a host not laid out.
    expect(painted).toEqual([]);
    await new Promise((r) => setTimeout(r, 0));
    expect(painted.length).toBe(1);
    expect(still.canvas.width).toBe(320);
    for (const name of bomb.names) expect(painted[0]).toContain(name);
    const reached: number[] = [];
    await still.playEffects(
      [
        { type: 'card-selected', slot: 0, card: bomb.hand[0]! },
        { type: 'ignored', input: 'x', why: 'test' },
      ],
      { onEffect: (i) => reached.push(i) },
    );
    expect(reached).toEqual([0, 1]);
    // The same picture again: nothing painted.
    still.render(view);
    await new Promise((r) => setTimeout(r, 0));
    expect(painted.length).toBe(1);
    // Three pictures asked in one task: one paint, the last (revealed: the hidden pawns' labels).
    still.setRevealed(null);
    still.setRevealed(bomb.state);
    await new Promise((r) => setTimeout(r, 0));
    expect(painted.length).toBe(2);
    expect(painted[1]!.length).toBeGreaterThan(painted[0]!.length);
    // None once destroyed, and the canvas is gone.
    still.setRevealed(null);
    still.destroy();
    await new Promise((r) => setTimeout(r, 0));
    expect(painted.length).toBe(2);
    expect(host.querySelector('canvas')).toBe(null);
  });
});

describe('the page around the module', () => {
  it('reads the kept mute only when it is first needed', () => {
    localStorage.setItem('tac.muted', '1');
    const get = vi.spyOn(Storage.prototype, 'getItem');
    const sounds = new Sounds();
    expect(get).not.toHaveBeenCalled();
    expect(sounds.muted).toBe(true);
    expect(sounds.muted).toBe(true);
    expect(get).toHaveBeenCalledTimes(1);
    sounds.setMuted(false);
    expect(localStorage.getItem('tac.muted')).toBe('0');
    expect(new Sounds(true).muted).toBe(true);
  });

  it('hurries an animation ×3 for one press behind it, ×6 for two, and skips it for more', () => {
    expect([0, 1, 2, 3, 10].map(hurryFactor)).toEqual([1, 3, 6, Infinity, Infinity]);
  });
});
