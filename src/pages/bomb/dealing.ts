/**
 * The bomb page's first step: read the address (`?seed=S&ruleseed=N&deal=D&time=M&strikes=K` or
 * a designer's `?bomb=`; src/doors/urlParams.ts) and deal its bomb: `generateBomb(seed, ruleSeed,
 * {deal})`, exactly what `tac generate --seed S --rule-seed N --deal D` prints. A problem is a
 * notice (returned, for the game to show once it has cleared the old game's notices), never a crash.
 */
import { generateBomb } from '../../rules/generator';
import { parseBombParams, randomSeed, type BombParams } from '../../doors/urlParams';
import type { PageBomb } from './bombSession';

/** A dealt bomb of the page: the bomb, the address's parameters, whether it came from a link, and what to tell the player. */
export interface DealtBomb {
  readonly bomb: PageBomb;
  readonly params: BombParams;
  /** The bomb is the designer's `?bomb=` (not generated from a seed). */
  readonly fromLink: boolean;
  /** The notices of the address (a bad parameter and what was dealt instead), in order. */
  readonly notices: readonly string[];
}

/**
 * The bomb of a query string (a generated bomb on any problem), its parameters, where it came
 * from, and the notices the page shows for it. Pure but for `randomSeed` (a bad seed's
 * replacement and an address without a seed); never throws.
 */
export function dealBomb(search: string): DealtBomb {
  const params = parseBombParams(search);
  const notices = [...params.notices];
  if (params.bomb) return { bomb: params.bomb, params, fromLink: true, notices };
  try {
    const bomb = generateBomb(params.seed, params.ruleSeed, { deal: params.deal });
    return { bomb, params, fromLink: false, notices };
  } catch (e) {
    const seed = randomSeed();
    notices.push(
      `Could not deal the bomb of seed "${params.seed}" (${e instanceof Error ? e.message : String(e)}); dealt seed "${seed}".`,
    );
    return { bomb: generateBomb(seed, 1), params: { ...params, seed, ruleSeed: 1 }, fromLink: false, notices };
  }
}
