/** The `?bomb=` parameter's length limit (src/doors/bombUrl.ts), alone so that the practice record can check it without the bomb check. */

/** Longest `bomb` parameter read, characters: a bomb's JSON is under 1 KB, base64url a third more. */
export const MAX_BOMB_PARAM = 4096;
