/**
 * Port of the subtractive generator of .NET's `System.Random` as Mono implements it, the
 * generator of KTANE's rule-seed system (RULES.md §4). Same seed, same numbers as the game.
 * All arithmetic is 32-bit signed and wraps as C#'s unchecked `int` does (`| 0`): seeds above
 * 161803398 make the first value negative, as in .NET.
 */
const MBIG = 2147483647;
const MSEED = 161803398;

export class MonoRandom {
  private readonly a = new Int32Array(56);
  private p = 0;
  private q = 31;

  /** @param seed any 32-bit integer; its absolute value is used (RULES.md §4). */
  constructor(seed: number) {
    const a = this.a;
    let mj = (MSEED - Math.abs(seed | 0)) | 0;
    a[55] = mj;
    let mk = 1;
    for (let i = 1; i < 55; i++) {
      const ii = (21 * i) % 55;
      a[ii] = mk;
      mk = (mj - mk) | 0;
      if (mk < 0) mk = (mk + MBIG) | 0;
      mj = a[ii]!;
    }
    for (let k = 1; k < 5; k++) {
      for (let i = 1; i < 56; i++) {
        let v = (a[i]! - a[1 + ((i + 30) % 55)]!) | 0;
        if (v < 0) v = (v + MBIG) | 0;
        a[i] = v;
      }
    }
  }

  /** A double in [0, 1). */
  sample(): number {
    if (++this.p >= 56) this.p = 1;
    if (++this.q >= 56) this.q = 1;
    let r = (this.a[this.p]! - this.a[this.q]!) | 0;
    if (r < 0) r = (r + MBIG) | 0;
    this.a[this.p] = r;
    return r * 4.6566128752457969e-10;
  }

  /** An integer in [min, max) (returns `min` without drawing when max − min ≤ 1). */
  next(min: number, max: number): number {
    if (max - min <= 1) return min;
    return Math.floor(this.sample() * (max - min)) + min;
  }

  /** Shuffles `list` in place (RULES.md §4) and returns it. */
  shuffle<T>(list: T[]): T[] {
    let i = list.length;
    while (i > 1) {
      const j = this.next(0, i);
      i -= 1;
      const t = list[j]!;
      list[j] = list[i]!;
      list[i] = t;
    }
    return list;
  }
}
