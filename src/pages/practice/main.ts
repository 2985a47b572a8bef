/**
 * Entry point of `practice.html`: mounts the practice page (practicePage.ts).
 */
import { mountPractice, notice } from './practicePage';

mountPractice().catch((e: unknown) =>
  notice(`The practice page failed: ${e instanceof Error ? e.message : String(e)}`),
);
