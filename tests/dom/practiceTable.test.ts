/**
 * The practice page's "Your games" table (src/pages/practice/gamesTable.ts) in jsdom: a history
 * of one game says "1 game kept" and "Game 1 of 1"; a look-alike seed's link text is its escapes.
 */
import { describe, expect, it } from 'vitest';
import { columnsOf } from '../../src/practice/gameColumns';
import { summaryOf } from '../../src/practice/gameRecord';
import { createGamesTable } from '../../src/pages/practice/gamesTable';
import { sampleHistory } from '../fixtures/practiceHistory';

function table() {
  document.body.innerHTML =
    '<p id="summary"></p><p id="page"></p><button id="newer"></button><button id="older"></button><table><tbody id="rows"></tbody></table>';
  const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  return createGamesTable({
    ...{ rows: $('rows'), summary: $('summary'), pageText: $('page') },
    ...{ newer: $<HTMLButtonElement>('newer'), older: $<HTMLButtonElement>('older') },
  });
}

describe('Your games', () => {
  const [record] = sampleHistory({ games: 1, seed: 'table' });
  const one = { ...summaryOf(record!), mode: 'normal' as const, run: null, bomb: null, result: 'solved' as const };

  it('says one game in the singular', () => {
    table().show(columnsOf([one]), new Map());
    expect(document.getElementById('summary')!.textContent).toBe(
      "1 game kept in this browser, 1 solved. Each bomb's link deals it again.",
    );
    expect(document.getElementById('page')!.textContent).toBe('Game 1 of 1, newest first (page 1 of 1)');
  });

  it('shows a look-alike seed as its escapes, the title naming the character', () => {
    table().show(columnsOf([{ ...one, seed: '\u0430bc' }]), new Map());
    const link = document.querySelector('#rows a')!;
    expect(link.textContent).toBe('\\u{0430}bc');
    expect(link.getAttribute('title')).toMatch(/^\\u\{0430\}bc \(character 1 "\u0430" \(U\+0430\) is not ASCII\)/);
  });
});
