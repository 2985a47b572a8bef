/**
 * Synthesises the module's sounds into assets/sounds/*.wav: 8-bit mono PCM at 22050 Hz, each a
 * few kilobytes (DESIGN.md "The module on screen": card pick-up and place, pawn steps, button
 * press and release, option slide, strike buzzer, solve chime; and the explosion of issue 9).
 * Deterministic (seeded noise).
 * Run: `npx tsx scripts/make-sounds.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const RATE = 22050;

/** A tiny deterministic noise source (xorshift32), values in [-1, 1). */
function noise(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 2147483648 - 1;
  };
}

/** Samples of `seconds` from f(t) in [-1, 1]. */
function synth(seconds: number, f: (t: number, i: number) => number): Float32Array {
  const n = Math.round(seconds * RATE);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) out[i] = Math.max(-1, Math.min(1, f(i / RATE, i)));
  return out;
}

/** An 8-bit unsigned mono WAV file of the samples. */
export function wav(samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length);
  for (let i = 0; i < samples.length; i++) data[i] = Math.round(128 + samples[i]! * 127);
  const h = Buffer.alloc(44);
  h.write('RIFF', 0);
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVE', 8);
  h.write('fmt ', 12);
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20); // PCM
  h.writeUInt16LE(1, 22); // mono
  h.writeUInt32LE(RATE, 24);
  h.writeUInt32LE(RATE, 28); // byte rate
  h.writeUInt16LE(1, 32); // block align
  h.writeUInt16LE(8, 34); // bits
  h.write('data', 36);
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}

const TAU = Math.PI * 2;
const env = (t: number, attack: number, decay: number) => Math.min(1, t / attack) * Math.exp(-t / decay);

/**
 * The explosion: a crack of bright noise, then a low roar (noise through a one-pole low-pass
 * filter whose cut-off falls) over a sub-bass thump dropping in pitch, dying out in about 0.9 s.
 */
function explosion(): Float32Array {
  const n = noise(5);
  let low = 0;
  return synth(0.9, (t) => {
    const white = n();
    const k = 0.05 + 0.35 * Math.exp(-t / 0.12); // the filter's opening: bright at first, then dull
    low += k * (white - low);
    const crack = white * Math.exp(-t / 0.018) * 0.9;
    const roar = low * 2.6 * Math.min(1, t / 0.004) * Math.exp(-t / 0.32);
    const thump = Math.sin(TAU * (38 + 60 * Math.exp(-t / 0.08)) * t) * Math.exp(-t / 0.22) * 0.7;
    return Math.tanh(crack + roar + thump);
  });
}

/** The nine cues. */
export function makeSounds(): Record<string, Float32Array> {
  const n1 = noise(1);
  const n2 = noise(2);
  const n3 = noise(3);
  const n4 = noise(4);
  return {
    // a papery swish rising: card picked up
    pickup: synth(
      0.09,
      (t) => n1() * env(t, 0.01, 0.03) * 0.6 + Math.sin(TAU * (500 + 3000 * t) * t) * env(t, 0.005, 0.02) * 0.25,
    ),
    // a soft thud with paper: card placed
    place: synth(0.1, (t) => (Math.sin(TAU * 140 * t) * 0.7 + n2() * 0.4) * env(t, 0.002, 0.025)),
    // a wooden tick: pawn step
    step: synth(0.05, (t) => (Math.sin(TAU * 900 * t) * 0.6 + Math.sin(TAU * 1800 * t) * 0.2) * env(t, 0.001, 0.008)),
    // a plastic click down
    press: synth(0.06, (t) => (n3() * 0.5 + Math.sin(TAU * 2200 * t) * 0.4) * env(t, 0.0005, 0.006)),
    // a lighter click up
    release: synth(0.05, (t) => (n3() * 0.3 + Math.sin(TAU * 3200 * t) * 0.4) * env(t, 0.0005, 0.004)),
    // a short slide: filtered noise swelling and fading
    slide: synth(0.14, (t) => {
      const e = Math.sin(Math.PI * (t / 0.14)) ** 2;
      return n4() * 0.35 * e + Math.sin(TAU * (300 + 900 * t) * t) * 0.15 * e;
    }),
    // the strike buzzer: a harsh square-ish tone
    strike: synth(0.32, (t) => {
      const sq = Math.sign(Math.sin(TAU * 110 * t)) * 0.5 + Math.sign(Math.sin(TAU * 165 * t)) * 0.3;
      return sq * Math.min(1, t / 0.01) * Math.min(1, (0.32 - t) / 0.05);
    }),
    // the solve chime: three rising bell notes
    solve: synth(0.45, (t) => {
      let s = 0;
      [880, 1109, 1319].forEach((f, k) => {
        const tk = t - k * 0.09;
        if (tk > 0) s += (Math.sin(TAU * f * tk) + 0.3 * Math.sin(TAU * 2 * f * tk)) * env(tk, 0.003, 0.12) * 0.4;
      });
      return s;
    }),
    explode: explosion(),
  };
}

const outDir = join(import.meta.dirname, '..', 'assets', 'sounds');
mkdirSync(outDir, { recursive: true });
for (const [name, samples] of Object.entries(makeSounds())) {
  const file = join(outDir, `${name}.wav`);
  const bytes = wav(samples);
  writeFileSync(file, bytes);
  console.log(`${name}.wav ${bytes.length} bytes`);
}
