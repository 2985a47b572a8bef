/**
 * A whole bomb in a URL parameter, so that hand-edited puzzles are playable through a link:
 * `index.html?bomb=<base64url of the bomb's JSON>` (the JSON shape of CLI.md "Bomb", as
 * `tac generate` prints it). Shared by the designer (encode) and the bomb page (decode).
 */
import { bombSchema, check, type BombInput } from './schemas';

/** Encodes a bomb's JSON object as a base64url string (UTF-8, no padding). */
export function encodeBombParam(bombJson: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(bombJson));
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Decodes and validates a `bomb` URL parameter.
 * @returns the validated bomb (cards parsed, serial and names normalised), or one sentence
 *   naming what is wrong (e.g. `bomb.state.partner must be a track space 0–31, not 40`).
 */
export function decodeBombParam(param: string): { ok: true; value: BombInput } | { ok: false; error: string } {
  let json: unknown;
  try {
    const b64 = param.replace(/-/g, '+').replace(/_/g, '/');
    const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return { ok: false, error: 'the bomb parameter is not base64url-encoded JSON' };
  }
  return check(bombSchema, json, 'bomb') as { ok: true; value: BombInput } | { ok: false; error: string };
}
