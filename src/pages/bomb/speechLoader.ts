/**
 * The page's voice for screen readers (speech.ts: the Board's words and the live regions) comes
 * in a chunk of its own, fetched once the dealt bomb's still picture is up (main.ts calls
 * `releaseSpeech`), or after `SPEECH_DEADLINE_MS` at the latest: it is not needed to draw the module, so
 * the JavaScript before the module's first frame stays within its budget (DESIGN.md "Budgets").
 * Every bomb after the first finds it loaded.
 */
import type * as Speech from './speech';
import { loadPart } from '../chunkLoad';

/** The latest the voice waits for the scene, ms after the page's code starts. */
const SPEECH_DEADLINE_MS = 2500;

let release: () => void = () => {};
const gate = new Promise<void>((resolve) => (release = resolve));
let speech: Promise<typeof Speech> | null = null;
setTimeout(() => release(), SPEECH_DEADLINE_MS);

/** Lets the voice load now (the module's picture is up). */
export function releaseSpeech(): void {
  release();
}

/** The voice's module, once released and loaded; rejects with a PartNotLoaded (chunkLoad.ts). */
export function speechModule(): Promise<typeof Speech> {
  return gate.then(() => (speech ??= loadPart('the screen reader’s words', () => import('./speech'))));
}
