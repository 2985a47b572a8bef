/**
 * The designer's doors (issue 11): settings of the address the form cannot hold are named in an
 * alert (never dropped silently), the seed follows the one seed rule (trimmed, 100 characters)
 * so that its play link deals the same bomb, and the command line is quoted for a POSIX shell.
 */
import { getByLabelText, getByRole, queryAllByRole } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inlineEngine } from '../../src/pages/designer/designerEngine';
import { mountDesigner, type DesignerPage } from '../../src/pages/designer/designerPage';
import { bombToJson, generateBomb } from '../../src/rules/generator';
import { encodeBombParam } from '../../src/doors/bombUrl';
import { parseBombParams } from '../../src/doors/urlParams';

let root: HTMLElement;

function mount(search: string): DesignerPage {
  return mountDesigner(root, {
    engine: inlineEngine(),
    search,
    baseUrl: 'http://example.test/tac/designer.html',
    copy: async () => undefined,
    randomSeed: () => 'rnd',
    updateUrl: () => undefined,
  });
}

const alerts = () => queryAllByRole(root, 'alert').map((a) => a.textContent);
const json = () => JSON.parse((getByLabelText(root, 'Bomb JSON') as HTMLTextAreaElement).value) as { serial: string };

beforeEach(() => {
  document.body.innerHTML = '<div id="designer"></div>';
  root = document.getElementById('designer')!;
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('designer doors', () => {
  it('names misspelled and unknown settings of the address in an alert', async () => {
    const page = mount('?seed=abc&include=warior&swap=requird&colour=red');
    await page.idle();
    expect(alerts()).toEqual([
      'The address has settings the form cannot use: "colour" is not a setting (seed, ruleseed, swap, min, max, include, ' +
        'exclude, serial, deal, bomb); swap "requird" is not either, required or forbidden; include "warior" is not ' +
        'a card kind (regular, reverse, diamond, single, warrior, trickster). The form shows the others.',
    ]);
    // The bomb of the settings the form holds is shown.
    expect(json().serial).toBe(generateBomb('abc', 1).serial);
  });

  it('names a setting given twice, and the settings a bomb in the link wins over, as the bomb page does (issue 25)', async () => {
    const page = mount('?seed=a&seed=b&ruleseed=2');
    await page.idle();
    expect(alerts()).toEqual([
      'The address has settings the form cannot use: seed is given 2 times ("a", "b"); the first is used. The form shows the others.',
    ]);
    expect(json().serial).toBe(generateBomb('a', 2).serial);

    document.body.innerHTML = '<div id="designer"></div>';
    root = document.getElementById('designer')!;
    const bomb = bombToJson(generateBomb('linked', 3));
    const linked = mount(`?seed=zz&swap=required&bomb=${encodeBombParam(bomb)}`);
    await linked.idle();
    expect(json()).toEqual(bomb);
    expect(alerts()).toEqual([
      'The bomb in the link is shown (bomb wins): seed "zz" and swap "required" are not used.',
    ]);
  });

  it('trims the seed as every door does: the play link deals the bomb on screen', async () => {
    for (const [given, seed] of [
      [' abc', 'abc'],
      ['a b c', 'a b c'],
      ['L'.repeat(100), 'L'.repeat(100)],
    ]) {
      const page = mount(`?${new URLSearchParams({ seed: given! })}`);
      await page.idle();
      expect(alerts()).toEqual([]);
      expect((getByLabelText(root, 'Bomb seed') as HTMLInputElement).value).toBe(seed);
      const serial = json().serial;
      expect(serial).toBe(generateBomb(seed!, 1).serial);
      const play = getByRole(root, 'link', { name: 'Play this bomb' }) as HTMLAnchorElement;
      const onBombPage = parseBombParams(new URL(play.href).search);
      expect(onBombPage.notices).toEqual([]);
      expect(generateBomb(onBombPage.seed, onBombPage.ruleSeed).serial).toBe(serial);
      document.body.innerHTML = '<div id="designer"></div>';
      root = document.getElementById('designer')!;
    }
  });

  it('refuses a seed over 100 characters with an alert on the seed field', async () => {
    const page = mount(`?seed=${'L'.repeat(101)}`);
    await page.idle();
    expect(alerts()).toEqual([`Bomb seed "${'L'.repeat(20)}…" has 101 characters, at most 100`]);
    expect(getByLabelText(root, 'Bomb seed').getAttribute('aria-invalid')).toBe('true');
  });

  it('quotes the shown command for a POSIX shell', async () => {
    const page = mount('?seed=%23x&ruleseed=00042');
    await page.idle();
    expect(root.querySelector('#cli-line')!.textContent).toBe("npx tac generate --seed='#x' --rule-seed 42");
  });
});
