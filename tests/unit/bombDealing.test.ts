import { describe, expect, it } from 'vitest';
import { dealBomb } from '../../src/pages/bomb/dealing';
import { generateBomb } from '../../src/rules/generator';
import { DEAL_WORDS } from '../../src/rules/deals';

describe('the bomb page’s deal (dealing.ts)', () => {
  it('deals what `tac generate` deals for the address, with no notice', () => {
    const d = dealBomb('?seed=abc&ruleseed=7&deal=classic');
    expect(d.fromLink).toBe(false);
    expect(d.notices).toEqual([]);
    expect(d.bomb).toEqual(generateBomb('abc', 7, { deal: 'classic' }));
    expect([d.params.seed, d.params.ruleSeed, d.params.deal]).toEqual(['abc', 7, 'classic']);
  });

  it('returns the address’s notices in order, for the game to show after clearing the old ones', () => {
    const d = dealBomb('?seed=abc&time=abc&deal=weird');
    expect(d.notices).toEqual([
      `deal "weird" is not ${DEAL_WORDS}; used the classic deal.`,
      'time "abc" is not "off" or a whole number of minutes 1–99; used 5 minutes.',
    ]);
    expect(d.bomb).toEqual(generateBomb('abc', 1, { deal: 'classic' }));
  });
});
