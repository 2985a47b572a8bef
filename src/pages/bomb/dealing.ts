/**
 * The bomb page's first step: read the address (`?seed=S&ruleseed=N&deal=D&time=M&strikes=K` or
 * a designer's `?bomb=`; src/doors/urlParams.ts) and deal its bomb: `generateBomb(seed, ruleSeed,
 * {deal})`, exactly what `tac generate --seed S --rule-seed N --deal D` prints. A problem is a
 * notice, never a crash.
 */
import { generateBomb } from '../../rules/generator';
import { parseBombParams, randomSeed, type BombParams } from '../../doors/urlParams';
import { notice, type PageBomb } from './bombSession';

/** The bomb of a query string (a generated bomb on any problem), its parameters, and where it came from. */
export function dealBomb(search: string): { bomb: PageBomb; params: BombParams; fromLink: boolean } {
  const params = parseBombParams(search);
  for (const n of params.notices) notice(n);
  if (params.bomb) return { bomb: params.bomb, params, fromLink: true };
  try {
    return { bomb: generateBomb(params.seed, params.ruleSeed, { deal: params.deal }), params, fromLink: false };
  } catch (e) {
    const seed = randomSeed();
    notice(
      `Could not deal the bomb of seed "${params.seed}" (${e instanceof Error ? e.message : String(e)}); dealt seed "${seed}".`,
    );
    return { bomb: generateBomb(seed, 1), params: { ...params, seed, ruleSeed: 1 }, fromLink: false };
  }
}
