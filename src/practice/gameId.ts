/**
 * A game record's id, one no other tab can make (src/practice/practiceDatabase.ts: two tabs
 * writing at once lose no game).
 */

/**
 * A fresh game id: `crypto.randomUUID()`, or (where it is missing: pages served over plain
 * http from another host than localhost) a version-4 UUID from `crypto.getRandomValues`. Two
 * tabs writing at once never make the same id.
 */
export function newGameId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
