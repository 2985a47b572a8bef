/**
 * Bombs as `tac generate` prints them (CLI.md "Bomb"), for the e2e tests that tie the bomb page
 * to the command.
 */
import { execFileSync } from 'node:child_process';

/** One line of `tac generate`. */
export interface CliBomb {
  seed: string;
  ruleSeed: number;
  serial: string;
  seat: 0 | 1 | 2 | 3;
  colors: [
    'red' | 'yellow' | 'green' | 'blue',
    'red' | 'yellow' | 'green' | 'blue',
    'red' | 'yellow' | 'green' | 'blue',
    'red' | 'yellow' | 'green' | 'blue',
  ];
  names: [string, string, string];
  state: {
    seat: 0 | 1 | 2 | 3;
    you: number | 'home';
    opponent1: number | null;
    partner: number;
    opponent2: number | null;
  };
  hand: string[];
  swap: { slot: number; card: string } | null;
  solution: string[];
}

/** Runs `tac generate` with `args` and parses its lines. */
export function generate(args: string[]): CliBomb[] {
  const out = execFileSync(process.execPath, ['bin/tac.mjs', 'generate', ...args], { encoding: 'utf8' });
  return out
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as CliBomb);
}

/** True for the action words of the LEDs (RULES.md §7). */
export const isLed = (a: string) => ['tr', 'br', 'bl', 'tl'].includes(a);
