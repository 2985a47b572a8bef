/**
 * Entry point of `practice.html`: mounts the practice page (practicePage.ts) in the task after
 * the one that evaluated the page's modules (two short tasks rather than one long).
 */
import { nextTask } from './later';
import { mountPractice, notice } from './practicePage';

nextTask()
  .then(mountPractice)
  .catch((e: unknown) => notice(`The practice page failed: ${e instanceof Error ? e.message : String(e)}`));
