/**
 * Which bomb a record played, as a key (the same bomb played twice has one key: the failed
 * queue and the first-try figures group games by it) and as the bomb page's link that deals it
 * again (`index.html?seed=S&ruleseed=N&deal=D`, or `index.html?bomb=P` for a designer's bomb:
 * README "The bomb page").
 */
import type { GameRecord } from './gameRecord';

/** The fields that name a bomb. */
type BombOfRecord = Pick<GameRecord, 'seed' | 'ruleSeed' | 'deal' | 'bomb'>;

/**
 * The bomb's key: `bomb:<param>` for a `?bomb=` bomb, else `<ruleSeed>|<deal>|<seed>` (the
 * seed last, so any character in it is harmless).
 */
export function bombKeyOf(b: BombOfRecord): string {
  return b.bomb ? `bomb:${b.bomb}` : `${b.ruleSeed}|${b.deal}|${b.seed}`;
}

/**
 * The query string that deals the bomb again on the bomb page, with `extra` parameters first
 * (e.g. `{ mode: 'replay-failed' }`): `?seed=daily-2026-12-01&ruleseed=1&deal=classic`.
 */
export function dealAgainSearch(b: BombOfRecord, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams(extra);
  if (b.bomb) q.set('bomb', b.bomb);
  else {
    q.set('seed', b.seed);
    q.set('ruleseed', String(b.ruleSeed));
    q.set('deal', b.deal);
  }
  return `?${q.toString()}`;
}

/** The bomb page's address (relative to the site's root) that deals the bomb again. */
export function dealAgainHref(b: BombOfRecord, page = 'index.html'): string {
  return page + dealAgainSearch(b);
}
