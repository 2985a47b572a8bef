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
import { createPictureScene, pictureMarkup } from '../../src/play/pictureScene';
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

  it('draws the bomb over the board picture: its pieces, LEDs, names and hand, not the casing', () => {
    const svg = pictureMarkup(view, null);
    expect(svg).not.toContain('class="casing"');
    expect(svg).not.toContain('class="space');
    expect(svg).toContain('class="pawn"');
    for (const name of bomb.names) expect(svg).toContain(`>${name}<`);
    expect(svg).not.toContain('revealed-pawn');
    expect(pictureMarkup(view, bomb.state)).toContain('revealed-pawn');
    expect(pictureMarkup({ ...view, light: 'exploded' }, null)).toContain('status-light'); // a lit light is drawn
  });

  it('is a scene that shows each effect at once and keeps its image up to date', async () => {
    const host = document.createElement('div');
    const still = createPictureScene(host);
    expect(host.querySelector('img.module-still')).toBe(still.image);
    expect(still.image.alt).toBe('');
    still.render(view);
    // The markup is written now, put in the image in the next task (issue 22).
    expect(still.image.getAttribute('src')).toBe(null);
    await new Promise((r) => setTimeout(r, 0));
    const first = still.image.src;
    expect(first.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(first.slice(first.indexOf(',') + 1))).toBe(pictureMarkup(view, null));
    const reached: number[] = [];
    await still.playEffects(
      [
        { type: 'card-selected', slot: 0, card: bomb.hand[0]! },
        { type: 'ignored', input: 'x', why: 'test' },
      ],
      { onEffect: (i) => reached.push(i) },
    );
    expect(reached).toEqual([0, 1]);
    still.setRevealed(bomb.state);
    await new Promise((r) => setTimeout(r, 0));
    const revealed = still.image.src;
    expect(revealed).not.toBe(first);
    expect(decodeURIComponent(revealed)).toContain('revealed-pawn');
    // Two pictures asked in one task: the image gets the last; none once destroyed.
    still.setRevealed(null);
    still.setRevealed(bomb.state);
    still.setRevealed(null);
    await new Promise((r) => setTimeout(r, 0));
    expect(still.image.src).toBe(first);
    still.setRevealed(bomb.state);
    still.destroy();
    await new Promise((r) => setTimeout(r, 0));
    expect(still.image.src).toBe(first);
    expect(host.querySelector('img')).toBe(null);
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
