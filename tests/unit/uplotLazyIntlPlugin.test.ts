/**
 * scripts/uplotLazyIntlPlugin.ts: uPlot makes its number format and reads the local time zone
 * on first use once transformed (the installed uPlot's own file), with the same results, and the
 * build stops on a file it does not recognise.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lazyIntl } from '../../scripts/uplotLazyIntlPlugin';

const file = fileURLToPath(new URL('../../node_modules/uplot/dist/uPlot.esm.js', import.meta.url));

/** The transformed module's top level up to its `tzDate`, run with `Intl` counted. */
function evaluated(code: string): {
  made: () => number;
  fmtNum: (v: number) => string;
  tzDate: (d: Date, tz: string) => Date;
} {
  const end = code.indexOf('//export const series = [];');
  let made = 0;
  const counting = {
    NumberFormat: function (...a: ConstructorParameters<typeof Intl.NumberFormat>) {
      made++;
      return new Intl.NumberFormat(...a);
    },
    DateTimeFormat: function (...a: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      made++;
      return new Intl.DateTimeFormat(...a);
    },
  };
  const run = new Function('Intl', `${code.slice(0, end).replace(/^export /gm, '')}; return { fmtNum, tzDate };`);
  return { made: () => made, ...run(counting) };
}

describe('uPlot’s Intl objects made when first used', () => {
  it('replaces the eager number format and time zone of the installed uPlot, once each', () => {
    const code = lazyIntl(readFileSync(file, 'utf8'));
    expect(code).not.toContain('const numFormatter = new Intl.NumberFormat(');
    expect(code).not.toContain('const localTz = new Intl.DateTimeFormat()');
    expect(code.match(/\(numFormatter \?\?= new Intl\.NumberFormat\(/g)).toHaveLength(1);
    expect(code.match(/\(localTz \?\?= new Intl\.DateTimeFormat\(\)/g)).toHaveLength(1);
  });
  it('makes no Intl object at its top level, and formats as before when used', () => {
    const u = evaluated(lazyIntl(readFileSync(file, 'utf8')));
    expect(u.made()).toBe(0);
    expect(u.fmtNum(12345.5)).toBe(new Intl.NumberFormat('en-US').format(12345.5));
    const d = new Date('2026-12-02T13:00:00Z');
    expect(u.tzDate(d, 'Asia/Tokyo').getTime()).toBe(
      new Date(d.toLocaleString('en-US', { timeZone: 'Asia/Tokyo' })).getTime(),
    );
    expect(u.made()).toBe(2);
  });
  it('stops the build on a uPlot it does not know', () => {
    expect(() => lazyIntl('export const x = 1;')).toThrow(/no longer reads as uPlot 1\.6\.32 did/);
  });
});
