/**
 * The designer's web worker: runs `designerTasks.ts` off the main thread so that generating,
 * drawing the module's picture, solution listing and batches never stall the page. Protocol (see `designerEngine.ts`):
 *   in:  {id, kind: 'generate', settings} | {id, kind: 'analyse' | 'picture', request}
 *        | {id, kind: 'batch', settings, count}
 *   out: {id, kind: 'result', value} | {id, kind: 'progress', done} | {id, kind: 'error', error}
 */
import { analyseTask, batchTask, generateTask, pictureTask } from './designerTasks';
import type { WorkerRequest, WorkerReply } from './designerEngine';

const post = (m: WorkerReply) => (self as unknown as { postMessage(m: WorkerReply): void }).postMessage(m);

self.onmessage = (ev: MessageEvent<WorkerRequest>) => {
  const m = ev.data;
  try {
    if (m.kind === 'generate') post({ id: m.id, kind: 'result', value: generateTask(m.settings) });
    else if (m.kind === 'analyse') post({ id: m.id, kind: 'result', value: analyseTask(m.request) });
    else if (m.kind === 'picture') post({ id: m.id, kind: 'result', value: pictureTask(m.request) });
    else
      post({
        id: m.id,
        kind: 'result',
        value: batchTask(m.settings, m.count, (done) => post({ id: m.id, kind: 'progress', done })),
      });
  } catch (e) {
    post({ id: m.id, kind: 'error', error: (e as Error).message ?? String(e) });
  }
};
