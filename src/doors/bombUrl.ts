/**
 * A whole bomb in a URL parameter, so that hand-edited puzzles are playable through a link:
 * `index.html?bomb=<base64url of the bomb's JSON>` (the JSON shape of CLI.md "Bomb", as
 * `tac generate` prints it). Shared by the designer (encode, and its own `?bomb=`) and the bomb
 * page (decode). Decoding runs the one bomb check (src/doors/bombCheck.ts): a link plays only a
 * bomb a module could deal.
 */
import { checkBomb, type BombCheck } from './bombCheck';
import { parseJson } from './jsonValue';

import { MAX_BOMB_PARAM } from './bombParamLimit';

export { MAX_BOMB_PARAM };

/** Encodes a bomb's JSON object as a base64url string (UTF-8, no padding). */
export function encodeBombParam(bombJson: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(bombJson));
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Decodes and checks a `bomb` URL parameter: base64url, UTF-8 JSON, then `checkBomb` (the
 * shape and RULES.md §9).
 * @returns the checked bomb, or one sentence naming what is wrong (e.g.
 *   `bomb.state.you must be a track space 0–31: a bomb starts with your pawn on the track, not "home"`).
 *   Never throws.
 */
export function decodeBombParam(param: string): BombCheck {
  if (param.length > MAX_BOMB_PARAM) {
    return {
      ok: false,
      error: `the bomb parameter is ${param.length} characters long; a bomb takes at most ${MAX_BOMB_PARAM}`,
    };
  }
  let json: unknown;
  try {
    if (!/^[A-Za-z0-9_-]*={0,2}$/.test(param)) throw new Error('not base64url');
    const b64 = param.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
    const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
    json = parseJson(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return { ok: false, error: 'the bomb parameter is not base64url-encoded JSON' };
  }
  return checkBomb(json);
}
