/**
 * What the bomb page's KTANE log panel fetches the first time it opens, in one chunk: the log
 * writer (src/ktaneLog/ktaneLogWriter.ts) and the holding back of the answer during play
 * (src/ktaneLog/ktaneLogHeldBack.ts). One dynamic import keeps the build's chunks as they were
 * with the writer alone.
 */
export { ktaneStartLines, ktaneStepLines } from '../../ktaneLog/ktaneLogWriter';
export { withAnswerHeldBack } from '../../ktaneLog/ktaneLogHeldBack';
