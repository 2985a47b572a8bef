import {
  fireEvent,
  getByLabelText,
  getByRole,
  getByText,
  queryAllByRole,
  queryByRole,
  within,
} from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeBombParam, encodeBombParam } from '../../src/doors/bombUrl';
import { bombToJson, generateBomb } from '../../src/rules/generator';
import { locate, namesFor } from '../../src/rules/placement';
import { packBoard } from '../../src/rules/position';
import { countSolutions } from '../../src/rules/solver';
import { checkBomb } from '../../src/doors/bombCheck';
import { inlineEngine } from '../../src/pages/designer/designerEngine';
import { mountDesigner, type DesignerPage } from '../../src/pages/designer/designerPage';

let root: HTMLElement;
let copied: string[];
let urls: string[];

function mount(search: string): DesignerPage {
  return mountDesigner(root, {
    engine: inlineEngine(),
    search,
    baseUrl: 'http://example.test/tac/designer.html',
    copy: async (t) => void copied.push(t),
    randomSeed: () => 'rnd',
    updateUrl: (q) => urls.push(q),
  });
}

const played = (b: ReturnType<typeof generateBomb>) =>
  b.swap ? b.hand.map((c, i) => (i === b.swap!.slot ? b.swap!.card : c)) : [...b.hand];
const area = () => getByLabelText(root, 'Bomb JSON') as HTMLTextAreaElement;
const alerts = () => queryAllByRole(root, 'alert').map((a) => a.textContent);
const applyText = async (page: DesignerPage, text: string) => {
  fireEvent.input(area(), { target: { value: text } });
  fireEvent.click(getByRole(root, 'button', { name: 'Apply' }));
  await page.idle();
};

beforeEach(() => {
  document.body.innerHTML = '<div id="designer"></div>';
  root = document.getElementById('designer')!;
  copied = [];
  urls = [];
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('designer page: a generated bomb', () => {
  it('shows the JSON of tac generate, the solution count, the derivation and every solution', async () => {
    const page = mount('?seed=abc&ruleseed=1');
    await page.idle();
    const bomb = generateBomb('abc', 1);
    expect(area().value).toBe(JSON.stringify(bombToJson(bomb)));
    const count = countSolutions(packBoard(bomb.state), bomb.seat, played(bomb));
    expect(getByLabelText(root, 'Solution count').textContent).toBe(String(count));
    expect(getByLabelText(root, 'Swap needed').textContent).toBe(
      bomb.swap ? `yes: TAC swaps slot ${bomb.swap.slot + 1} for ${bomb.swap.card.code}` : 'no',
    );
    expect(getByLabelText(root, 'Captures required').textContent).toMatch(/^\d/);
    expect(getByLabelText(root, 'Trickster use').textContent).toMatch(/Trickster|every|some|none/);
    const steps = root.querySelectorAll('#derivation .steps li code');
    expect(steps).toHaveLength(4);
    const at = locate(bomb.serial, 1, bomb.state.you as number, bomb.names);
    expect(steps[1]!.textContent).toMatch(
      new RegExp(
        `^opponent1 = you \\+ v1 \\+ v6 \\+ off\\(${bomb.names[0]}\\) = ${bomb.state.you} \\+ .* (→ )?${at.opponent1} \\(mod 32\\)$`,
      ),
    );
    expect(steps[3]!.textContent).toMatch(new RegExp(`(→ |= )${bomb.state.opponent2} \\(mod 32\\)$`));
    const details = root.querySelector('details#solutions') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')!.textContent).toBe(`Solutions: ${count} (all listed)`);
    expect(details.querySelectorAll('li')).toHaveLength(count);
    expect(details.querySelector('li code')!.textContent!.split(' ')[0]).toMatch(bomb.swap ? /^tac$/ : /^[1-5]$/);
    // The board shows the revealed pawns on their spaces.
    for (const p of ['opponent1', 'partner', 'opponent2', 'you'] as const) {
      expect(root.querySelector(`[data-piece="${p}"] title`)!.textContent).toContain(`on space ${bomb.state[p]}`);
    }
    // The module's picture, drawn by the engine after the bomb: SVG, with the pawns in words.
    const picture = root.querySelector('#module img') as HTMLImageElement;
    expect(picture.src.startsWith('data:image/svg+xml;charset=utf-8,%3Csvg')).toBe(true);
    expect(decodeURIComponent(picture.src).match(/class="revealed-pawn"/g)).toHaveLength(3);
    expect(picture.alt).toBe(
      `The module as dealt, invisible pawns revealed: you on ${bomb.state.you}, opponent 1 (${bomb.names[0]}) on ${bomb.state.opponent1}, ` +
        `partner (${bomb.names[1]}) on ${bomb.state.partner}, opponent 2 (${bomb.names[2]}) on ${bomb.state.opponent2}`,
    );
    expect((root.querySelector('#module') as HTMLElement).hidden).toBe(false);
    expect(alerts()).toEqual([]);
    expect(urls.at(-1)).toBe('seed=abc&ruleseed=1');
  });

  it('applies the filters as tac generate does and shows the command line', async () => {
    const page = mount('?seed=f1&ruleseed=7');
    await page.idle();
    fireEvent.change(getByLabelText(root, 'Swap'), { target: { value: 'required' } });
    fireEvent.click(getByLabelText(root, 'Include Trickster'));
    fireEvent.click(getByLabelText(root, 'Exclude Warrior'));
    fireEvent.input(getByLabelText(root, 'Max solutions'), { target: { value: '30' } });
    fireEvent.submit(root.querySelector('form')!);
    await page.idle();
    const want = generateBomb('f1', 7, {
      swap: 'required',
      includeKinds: ['trickster'],
      excludeKinds: ['warrior'],
      maxSolutions: 30,
    });
    expect(area().value).toBe(JSON.stringify(bombToJson(want)));
    expect(want.swap).not.toBeNull();
    expect(root.querySelector('#cli-line')!.textContent).toBe(
      'npx tac generate --seed=f1 --rule-seed 7 --swap required --max-solutions 30 --include trickster --exclude warrior',
    );
    expect(Number(getByLabelText(root, 'Solution count').textContent)).toBeLessThanOrEqual(30);
    expect(getByLabelText(root, 'Swap needed').textContent).toBe(
      `yes: TAC swaps slot ${want.swap!.slot + 1} for ${want.swap!.card.code}`,
    );
    expect(getByLabelText(root, 'Trickster use').textContent).toMatch(/^(every|some|none) \(\d+ of \d+ solutions\)$/);
    // The bomb kept carries a seed of its own (f1, f1.2, …) that deals exactly it without the
    // filters, so the play link is that seed's (issue 25).
    const play = getByRole(root, 'link', { name: 'Play this bomb' }) as HTMLAnchorElement;
    expect(want.seed).toMatch(/^f1(\.\d+)?$/);
    expect(play.href).toBe(`http://example.test/tac/index.html?seed=${encodeURIComponent(want.seed)}&ruleseed=7`);
    expect(JSON.stringify(bombToJson(generateBomb(want.seed, 7)))).toBe(area().value);
    // A fixed serial is no seed's: that bomb is shared whole.
    fireEvent.input(getByLabelText(root, 'Serial (optional)'), { target: { value: 'AB1CD2' } });
    fireEvent.submit(root.querySelector('form')!);
    await page.idle();
    const param = new URL(play.href).searchParams.get('bomb')!;
    expect(decodeBombParam(param).ok).toBe(true);
    expect(param).toBe(encodeBombParam(JSON.parse(area().value)));
  });

  it('names the form field of a bad setting and keeps the last good bomb', async () => {
    const page = mount('?seed=abc&ruleseed=1');
    await page.idle();
    const before = area().value;
    fireEvent.input(getByLabelText(root, 'Rule seed'), { target: { value: '0' } });
    fireEvent.click(getByRole(root, 'button', { name: 'Generate' }));
    await page.idle();
    expect(alerts()).toEqual(['Rule seed must be an integer 1 … 2147483647, not "0"']);
    expect(getByLabelText(root, 'Rule seed').getAttribute('aria-invalid')).toBe('true');
    expect(area().value).toBe(before);
    fireEvent.input(getByLabelText(root, 'Rule seed'), { target: { value: '1' } });
    fireEvent.click(getByLabelText(root, 'Exclude regular'));
    fireEvent.click(getByLabelText(root, 'Exclude reverse'));
    fireEvent.click(getByLabelText(root, 'Exclude diamond'));
    fireEvent.click(getByLabelText(root, 'Exclude single steps'));
    fireEvent.click(getByRole(root, 'button', { name: 'Generate' }));
    await page.idle();
    expect(alerts()[0]).toMatch(/^No bomb: the filters exclude every number card/);
    expect(area().value).toBe(before);
  });

  it('marks and focuses the offending control, and the status line never contradicts the alert', async () => {
    const page = mount('?seed=abc&ruleseed=1');
    await page.idle();
    const status = () => root.querySelector('#status')!.textContent;
    const generateNow = async () => {
      fireEvent.click(getByRole(root, 'button', { name: 'Generate' }));
      await page.idle();
    };
    expect(status()).toMatch(/^Generated and solved: \d+ solutions/);
    fireEvent.input(getByLabelText(root, 'Rule seed'), { target: { value: '0' } });
    await generateNow();
    expect(document.activeElement).toBe(getByLabelText(root, 'Rule seed'));
    expect(status()).toBe('Not generated: the form has a bad setting; the last good bomb stays.');
    fireEvent.input(getByLabelText(root, 'Rule seed'), { target: { value: '1' } });
    // Include and Exclude both name the Trickster: exactly those two boxes are marked.
    fireEvent.click(getByLabelText(root, 'Include Trickster'));
    fireEvent.click(getByLabelText(root, 'Exclude Trickster'));
    await generateNow();
    expect(alerts()).toEqual(['Include and Exclude both name "trickster": no bomb can hold and lack it']);
    const invalid = [...root.querySelectorAll('[aria-invalid="true"]')].map((e) => e.getAttribute('aria-label'));
    expect(invalid.sort()).toEqual(['Exclude Trickster', 'Include Trickster']);
    expect(document.activeElement).toBe(getByLabelText(root, 'Exclude Trickster'));
    fireEvent.click(getByLabelText(root, 'Exclude Trickster'));
    fireEvent.click(getByLabelText(root, 'Include Trickster'));
    // A generator refusal, then a field error: each replaces the status of the one before.
    for (const k of ['regular', 'reverse', 'diamond', 'single steps'])
      fireEvent.click(getByLabelText(root, `Exclude ${k}`));
    await generateNow();
    expect(status()).toBe('No bomb: the last good bomb stays.');
    fireEvent.input(getByLabelText(root, 'Max solutions'), { target: { value: 'x' } });
    await generateNow();
    expect(status()).toBe('Not generated: the form has a bad setting; the last good bomb stays.');
    expect(document.activeElement).toBe(getByLabelText(root, 'Max solutions'));
    expect(root.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);
  });
});

describe('designer page: editing', () => {
  it('raises an alert naming the field for a bad edit, and the last good bomb stays', async () => {
    const page = mount('?seed=abc&ruleseed=1');
    await page.idle();
    const good = page.currentJson()!;
    const count = getByLabelText(root, 'Solution count').textContent;
    const bad = { ...good, state: { ...(good.state as object), partner: 40 } };
    await applyText(page, JSON.stringify(bad));
    expect(alerts()).toEqual(['bomb.state.partner must be a track space 0–31, not 40']);
    expect(area().getAttribute('aria-invalid')).toBe('true');
    expect(page.currentJson()).toEqual(good);
    expect(getByLabelText(root, 'Solution count').textContent).toBe(count);
    expect(root.querySelector('[data-piece="partner"] title')!.textContent).toContain(
      `on space ${(good.state as { partner: number }).partner}`,
    );

    await applyText(page, '{"seed": "abc", ');
    expect(alerts()[0]).toMatch(/^Bomb JSON is not valid JSON: /);
    expect(page.currentJson()).toEqual(good);

    await applyText(page, '<img src=x onerror="window.hacked=1">');
    expect([...root.querySelectorAll('img')].map((i) => i.className)).toEqual(['module-img']);
    expect(alerts()[0]).toMatch(/^Bomb JSON is not valid JSON/);

    fireEvent.click(getByRole(root, 'button', { name: 'Back to last good bomb' }));
    expect(area().value).toBe(JSON.stringify(good));
  });

  it('checks the JSON live while typing, before Apply', async () => {
    const page = mount('?seed=abc&ruleseed=1');
    await page.idle();
    const good = page.currentJson()! as { hand: string[] };
    fireEvent.input(area(), { target: { value: JSON.stringify({ ...good, hand: ['1', '2', '3', 'Q', '5'] }) } });
    await new Promise((r) => setTimeout(r, 400));
    expect(alerts()).toEqual(['bomb.hand[3] must be a card code (1–13, NR, ND, NS, W or T), not "Q"']);
    fireEvent.input(area(), { target: { value: JSON.stringify(good) } });
    await new Promise((r) => setTimeout(r, 400));
    expect(alerts()).toEqual([]);
    expect(page.currentJson()).toEqual(good);
  });

  it('Format indents the JSON, and names a number it would change instead of writing null or 0 (issue 25)', async () => {
    const page = mount('?seed=abc&ruleseed=1');
    await page.idle();
    const good = JSON.stringify(page.currentJson());
    const format = () => fireEvent.click(getByRole(root, 'button', { name: 'Format' }));
    fireEvent.input(area(), { target: { value: good } });
    format();
    expect(area().value).toBe(JSON.stringify(JSON.parse(good), null, 2));
    for (const [number, why] of [
      ['1e999', 'it reads as Infinity'],
      ['-1e999', 'it reads as -Infinity'],
      ['1e-400', '1e-400 reads as 0'],
    ]) {
      const text = good.replace(/"you":\d+/, `"you":${number}`);
      fireEvent.input(area(), { target: { value: text } });
      format();
      // The text stays as typed, and the alert says why.
      expect(area().value, number).toBe(text);
      expect(alerts(), number).toEqual([
        `Not formatted: bomb.state.you is a number out of range (${why}), which formatting would change`,
      ]);
    }
  });

  it('offers the names that fit when a name is wrong', async () => {
    const page = mount('?seed=abc&ruleseed=1');
    await page.idle();
    const good = page.currentJson()! as { names: string[] };
    const wrong = { ...good, names: [good.names[0], good.names[0] === 'Zoe' ? 'Tom' : 'Zoe', good.names[2]] };
    await applyText(page, JSON.stringify(wrong));
    expect(alerts()[0]).toMatch(
      /^bomb\.names\[1\] "(Zoe|Tom)" puts the partner on space \d+, but bomb\.state\.partner is \d+ \(RULES\.md §5\); "\w+" fits$/,
    );
    fireEvent.click(getByRole(root, 'button', { name: 'Use the names that fit' }));
    expect(JSON.parse(area().value).names).toEqual(good.names);
    expect(alerts()).toEqual([]);
  });

  it('applies a good hand edit: the solution count follows, the bomb becomes an edited bomb with a ?bomb= play link', async () => {
    const page = mount('?seed=edit1&ruleseed=1');
    await page.idle();
    const json = page.currentJson()! as ReturnType<typeof bombToJson> & { hand: string[]; swap: null | object };
    // Find a one-card change that keeps the bomb valid.
    let edited: Record<string, unknown> | null = null;
    for (let slot = 0; slot < 5 && !edited; slot++) {
      for (const code of ['1', '2', '3', '5', '6', '9', '10', '12', '13', 'T', 'W', '8D', '7S', '4R']) {
        const j = { ...json, hand: json.hand.map((c, i) => (i === slot ? code : c)), solution: undefined };
        if (code !== json.hand[slot] && checkBomb(j).ok) {
          edited = j;
          break;
        }
      }
    }
    expect(edited).not.toBeNull();
    await applyText(page, JSON.stringify(edited));
    expect(alerts()).toEqual([]);
    const r = checkBomb(edited);
    if (!r.ok) throw new Error(r.error);
    const b = r.bomb;
    expect(getByLabelText(root, 'Solution count').textContent).toBe(
      String(countSolutions(packBoard(b.state), b.seat, played(b as ReturnType<typeof generateBomb>))),
    );
    expect(getByText(root, /^Applied/).textContent).toMatch(/bomb\.solution was missing: computed/);
    const play = getByRole(root, 'link', { name: 'Play this bomb' }) as HTMLAnchorElement;
    expect(play.href.startsWith('http://example.test/tac/index.html?bomb=')).toBe(true);
    const decoded = decodeBombParam(new URL(play.href).searchParams.get('bomb')!);
    expect(decoded.ok && decoded.bomb.hand.map((c) => c.code)).toEqual((edited as { hand: string[] }).hand);
    expect(urls.at(-1)).toMatch(/^bomb=/);
    // No tac generate command makes an edited bomb: the command line gives way to a note.
    expect(root.querySelector('#cli-hint')!.textContent).toMatch(/^Edited bomb: no tac generate command makes it/);
    expect((root.querySelector('#cli-line') as HTMLElement).hidden).toBe(true);
    fireEvent.click(getByRole(root, 'button', { name: 'Generate' }));
    await page.idle();
    expect(root.querySelector('#cli-hint')!.textContent).toBe('Same bomb from the command line:');
    expect((root.querySelector('#cli-line') as HTMLElement).hidden).toBe(false);
  });

  it('moves a pawn in the drawing (names follow) or refuses the move with an alert', async () => {
    const page = mount('?seed=move1&ruleseed=1');
    await page.idle();
    const json = page.currentJson()! as {
      serial: string;
      ruleSeed: number;
      state: Record<string, number>;
      names: string[];
    };
    const occupied = new Set(
      Object.entries(json.state)
        .filter(([k]) => k !== 'seat')
        .map(([, v]) => v),
    );
    let okSpace = -1;
    let badSpace = -1;
    for (let s = 0; s < 32; s++) {
      if (occupied.has(s)) continue;
      const state: Record<string, number> = { ...json.state, partner: s };
      const names = namesFor(json.serial, json.ruleSeed, state.you!, state as never);
      const ok = checkBomb({ ...json, state, names }).ok;
      if (ok && okSpace < 0) okSpace = s;
      if (!ok && badSpace < 0) badSpace = s;
    }
    expect(okSpace).toBeGreaterThanOrEqual(0);
    if (badSpace >= 0) {
      fireEvent.click(root.querySelector('[data-piece="partner"]')!);
      fireEvent.click(root.querySelector(`[data-space="${badSpace}"]`)!);
      await page.idle();
      expect(alerts()[0]).toMatch(/^bomb\.(hand|swap)/);
      expect((page.currentJson()!.state as { partner: number }).partner).toBe(json.state.partner);
    }
    fireEvent.click(getByRole(root, 'button', { name: /^Move partner/ }));
    fireEvent.click(root.querySelector(`[data-space="${okSpace}"]`)!);
    await page.idle();
    const now = page.currentJson()! as typeof json;
    expect(now.state.partner).toBe(okSpace);
    expect(locate(now.serial, now.ruleSeed, now.state.you!, now.names).partner).toBe(okSpace);
    expect(root.querySelector('[data-piece="partner"] title')!.textContent).toContain(`on space ${okSpace}`);

    // A taken space in the drawing gets the Move form's alert, and the status says so.
    fireEvent.click(getByRole(root, 'button', { name: /^Move opponent 2/ }));
    expect(getByRole(root, 'button', { name: /^Move opponent 2/, pressed: true })).toBeTruthy();
    fireEvent.click(getByRole(root, 'button', { name: `Space ${now.state.you}` }));
    expect(alerts()).toEqual([`To space ${now.state.you} is taken by your pawn: pieces stand on distinct spaces`]);
    expect(root.querySelector('#status')!.textContent).toBe('Not changed: the last good bomb stays.');
    expect(page.currentJson()).toEqual(now);
    // A good move is announced with the new solution count.
    fireEvent.click(getByRole(root, 'button', { name: /^Move partner/ }));
    fireEvent.click(getByRole(root, 'button', { name: `Space ${json.state.partner}` }));
    await page.idle();
    expect(alerts()).toEqual([]);
    expect(root.querySelector('#status')!.textContent).toMatch(
      new RegExp(`^Moved the partner to space ${json.state.partner}\\. Solved: \\d+ solutions`),
    );
    fireEvent.click(getByRole(root, 'button', { name: /^Move partner/ }));
    fireEvent.click(getByRole(root, 'button', { name: `Space ${okSpace}` }));
    await page.idle();

    // The same through the keyboard-friendly form under the board.
    fireEvent.change(getByLabelText(root, 'Piece to move'), { target: { value: 'opponent1' } });
    fireEvent.input(getByLabelText(root, 'To space'), { target: { value: String(now.state.you) } });
    fireEvent.click(getByRole(root, 'button', { name: 'Move' }));
    expect(alerts()).toEqual([`To space ${now.state.you} is taken by your pawn: pieces stand on distinct spaces`]);
    fireEvent.input(getByLabelText(root, 'To space'), { target: { value: '32' } });
    fireEvent.click(getByRole(root, 'button', { name: 'Move' }));
    expect(alerts()).toEqual(['To space must be a track space 0–31, not "32"']);
    fireEvent.change(getByLabelText(root, 'Piece to move'), { target: { value: 'partner' } });
    fireEvent.input(getByLabelText(root, 'To space'), { target: { value: String(json.state.partner) } });
    fireEvent.click(getByRole(root, 'button', { name: 'Move' }));
    await page.idle();
    expect(alerts()).toEqual([]);
    expect(page.currentJson()).toMatchObject({ state: json.state, names: json.names });
  });
});

describe('designer page: share and load', () => {
  it('deals with the Deal control (Classic, Easy, Hard) and links the bomb page with the deal', async () => {
    const page = mount('?seed=abc&ruleseed=42&deal=hard');
    await page.idle();
    const select = getByLabelText(root, 'Deal') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Classic (as the game deals)',
      'Easy (more solutions)',
      'Hard (at most 4 solutions)',
    ]);
    expect(select.value).toBe('hard');
    expect(area().value).toBe(JSON.stringify(bombToJson(generateBomb('abc', 42, { deal: 'hard' }))));
    expect(root.querySelector('#cli-line')!.textContent).toBe('npx tac generate --seed=abc --rule-seed 42 --deal hard');
    expect(root.querySelector('#bomb-meta')!.textContent).toBe('Seed "abc", rule seed 42, hard deal');
    const play = () => (getByRole(root, 'link', { name: 'Play this bomb' }) as HTMLAnchorElement).href;
    expect(play()).toBe('http://example.test/tac/index.html?seed=abc&ruleseed=42&deal=hard');
    fireEvent.change(select, { target: { value: 'easy' } });
    fireEvent.submit(root.querySelector('form')!);
    await page.idle();
    expect(area().value).toBe(JSON.stringify(bombToJson(generateBomb('abc', 42, { deal: 'easy' }))));
    expect(urls.at(-1)).toBe('seed=abc&ruleseed=42&deal=easy');
    expect(play()).toBe('http://example.test/tac/index.html?seed=abc&ruleseed=42&deal=easy');
    fireEvent.change(select, { target: { value: 'classic' } });
    fireEvent.submit(root.querySelector('form')!);
    await page.idle();
    expect(area().value).toBe(JSON.stringify(bombToJson(generateBomb('abc', 42))));
    expect(urls.at(-1)).toBe('seed=abc&ruleseed=42');
    expect(play()).toBe('http://example.test/tac/index.html?seed=abc&ruleseed=42');
    expect(alerts()).toEqual([]);
  });

  it('links the bomb page by seed for an unfiltered bomb, the manual by rule seed, and copies links', async () => {
    const page = mount('?seed=abc&ruleseed=42');
    await page.idle();
    expect((getByRole(root, 'link', { name: 'Play this bomb' }) as HTMLAnchorElement).href).toBe(
      'http://example.test/tac/index.html?seed=abc&ruleseed=42',
    );
    expect((getByRole(root, 'link', { name: 'Manual for rule seed 42' }) as HTMLAnchorElement).href).toBe(
      'http://example.test/tac/manual/index.html#42',
    );
    fireEvent.click(getByRole(root, 'button', { name: 'Copy play link' }));
    fireEvent.click(getByRole(root, 'button', { name: 'Copy designer link' }));
    await new Promise((r) => setTimeout(r, 0));
    expect(copied).toEqual([
      'http://example.test/tac/index.html?seed=abc&ruleseed=42',
      'http://example.test/tac/designer.html?seed=abc&ruleseed=42',
    ]);
  });

  it('loads a hand-edited bomb from ?bomb= and reports a broken one', async () => {
    const json = bombToJson(generateBomb('link', 3));
    const page = mount(`?bomb=${encodeBombParam(json)}`);
    await page.idle();
    expect(area().value).toBe(JSON.stringify(json));
    expect(alerts()).toEqual([]);
    document.body.innerHTML = '<div id="designer"></div>';
    root = document.getElementById('designer')!;
    const bad = { ...json, state: { ...(json.state as object), you: 'home' } };
    const page2 = mount(`?bomb=${encodeBombParam(bad)}&seed=fallback`);
    await page2.idle();
    // One alert, at the top of the page (the form's), not a screen down in the editor.
    expect(alerts()).toEqual([
      'The bomb in the link is not usable: bomb.state.you must be a track space 0–31: a bomb starts with your ' +
        'pawn on the track, not "home"; the form\'s settings deal the bomb instead.',
    ]);
    expect(root.querySelector('#json [role=alert]:not([hidden])')).toBe(null);
    expect(area().value).toBe(JSON.stringify(bombToJson(generateBomb('fallback', 1))));
    // When the form's settings deal nothing either, both are said.
    document.body.innerHTML = '<div id="designer"></div>';
    root = document.getElementById('designer')!;
    const page3 = mount(`?bomb=${encodeBombParam(bad)}&seed=fallback&min=5&max=2`);
    await page3.idle();
    expect(alerts()).toEqual([
      'The bomb in the link is not usable: bomb.state.you must be a track space 0–31: a bomb starts with your ' +
        'pawn on the track, not "home"; the form\'s settings deal the bomb instead. Max solutions (2) must be ' +
        'at least Min solutions (5)',
    ]);
  });

  it('never renders typed text as HTML', async () => {
    const page = mount('?seed=' + encodeURIComponent('<img src=x onerror=alert(1)>') + '&ruleseed=1');
    await page.idle();
    expect([...root.querySelectorAll('img')].map((i) => i.className)).toEqual(['module-img']);
    expect(root.querySelector('#bomb-meta')!.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});

describe('designer page: history', () => {
  it('pushes a new Generate, replaces for the first bomb and edits, and Back restores form and bomb', async () => {
    const hows: string[] = [];
    const page = mountDesigner(root, {
      engine: inlineEngine(),
      search: '?seed=h1&ruleseed=2',
      baseUrl: 'http://example.test/tac/designer.html',
      randomSeed: () => 'rnd',
      updateUrl: (q, how) => hows.push(`${how} ${q}`),
    });
    await page.idle();
    expect(hows).toEqual(['replace seed=h1&ruleseed=2']);
    const first = page.currentJson();
    fireEvent.input(getByLabelText(root, 'Bomb seed'), { target: { value: 'h2' } });
    fireEvent.change(getByLabelText(root, 'Swap'), { target: { value: 'required' } });
    fireEvent.click(getByRole(root, 'button', { name: 'Generate' }));
    await page.idle();
    expect(hows.at(-1)).toBe('push seed=h2&ruleseed=2&swap=required');
    expect(page.currentJson()).toEqual(bombToJson(generateBomb('h2', 2, { swap: 'required' })));
    // Back: the browser shows the first URL and fires popstate.
    history.replaceState(null, '', '/designer.html?seed=h1&ruleseed=2');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await page.idle();
    expect(page.currentJson()).toEqual(first);
    expect((getByLabelText(root, 'Bomb seed') as HTMLInputElement).value).toBe('h1');
    expect((getByLabelText(root, 'Swap') as HTMLSelectElement).value).toBe('either');
    expect(hows.at(-1)).toBe('replace seed=h1&ruleseed=2');
    // Forward to an edited bomb's URL.
    const edited = bombToJson(generateBomb('link', 3));
    history.replaceState(null, '', `/designer.html?bomb=${encodeBombParam(edited)}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
    await page.idle();
    expect(page.currentJson()).toEqual(edited);
    expect(hows.filter((h) => h.startsWith('push'))).toHaveLength(1);
  });
});

describe('designer page: batch', () => {
  it('refuses an out-of-range size with an alert naming the field', async () => {
    const page = mount('?seed=abc&ruleseed=1');
    await page.idle();
    for (const v of ['0', '10001', 'ten']) {
      fireEvent.input(getByLabelText(root, /^Number of bombs/), { target: { value: v } });
      fireEvent.click(getByRole(root, 'button', { name: 'Generate batch' }));
      await page.idle();
      expect(alerts()).toEqual([`Number of bombs must be an integer 1 … 10000, not ${JSON.stringify(v)}`]);
    }
  });

  it('makes N bombs with the filters: summary, histogram chart, card frequencies, download link', async () => {
    const page = mount('?seed=bat&ruleseed=1&swap=forbidden');
    await page.idle();
    fireEvent.input(getByLabelText(root, /^Number of bombs/), { target: { value: '40' } });
    fireEvent.click(getByRole(root, 'button', { name: 'Generate batch' }));
    await page.idle();
    expect(alerts()).toEqual([]);
    expect(getByLabelText(root, 'Bombs in batch').textContent).toBe('40');
    expect(getByLabelText(root, 'Swap share').textContent).toBe('0.0 %');
    const counts = Array.from({ length: 40 }, (_, i) => {
      const b = generateBomb(`bat#${i + 1}`, 1, { swap: 'forbidden' });
      return countSolutions(packBoard(b.state), b.seat, b.hand);
    }).sort((a, b) => a - b);
    expect(getByLabelText(root, 'Median solution count').textContent).toBe(String(counts[20]));
    const chart = getByRole(root, 'img', { name: 'Solution-count histogram' });
    expect(within(chart as HTMLElement).getByText('Solutions of the played hand')).toBeTruthy();
    expect(within(chart as HTMLElement).getByText('Bombs')).toBeTruthy();
    expect(chart.querySelectorAll('.chart-bar rect').length).toBe(11);
    const cells = root.querySelectorAll('#card-frequencies tr:nth-child(3) td');
    expect([...cells].reduce((a, td) => a + Number(td.textContent), 0)).toBe(200);
    const link = getByRole(root, 'link', { name: 'Download 40 bombs (JSON Lines)' });
    expect(link.getAttribute('download')).toBe('tac-bombs-bat-40.jsonl');
    expect(queryByRole(root, 'progressbar', { name: 'Batch progress' })!.getAttribute('value')).toBe('40');
    // A new batch hides the old figures and link at once; one bomb is "1 bomb".
    fireEvent.input(getByLabelText(root, /^Number of bombs/), { target: { value: '1' } });
    fireEvent.click(getByRole(root, 'button', { name: 'Generate batch' }));
    expect(queryByRole(root, 'link', { name: /^Download/ })).toBeNull();
    expect(root.querySelector('#batch-summary')).toBeNull();
    await page.idle();
    expect(getByRole(root, 'link', { name: 'Download 1 bomb (JSON Lines)' })).toBeTruthy();
  });
});
