/**
 * Where the designer's heavy tasks run (generating, drawing the module's picture, solving,
 * batches): in a web worker (`designerWorker.ts`) in browsers, inline where `Worker` does not exist
 * (jsdom tests). Both engines answer with promises; a batch reports
 * progress and can be cancelled (the worker engine terminates its batch worker).
 */
import {
  analyseTask,
  batchTask,
  generateTask,
  pictureTask,
  type AnalyseRequest,
  type Analysis,
  type BatchOutcome,
  type GenerateOutcome,
  type PictureRequest,
} from './designerTasks';
import type { GenerateSettings } from './generatorFilters';
import { PartNotLoaded } from '../chunkLoad';

/** Messages to the worker. */
export type WorkerRequest =
  | { readonly id: number; readonly kind: 'generate'; readonly settings: GenerateSettings }
  | { readonly id: number; readonly kind: 'analyse'; readonly request: AnalyseRequest }
  | { readonly id: number; readonly kind: 'picture'; readonly request: PictureRequest }
  | { readonly id: number; readonly kind: 'batch'; readonly settings: GenerateSettings; readonly count: number };

/** Messages from the worker. */
export type WorkerReply =
  | { readonly id: number; readonly kind: 'result'; readonly value: unknown }
  | { readonly id: number; readonly kind: 'progress'; readonly done: number }
  | { readonly id: number; readonly kind: 'error'; readonly error: string };

/** A running batch. */
export interface BatchRun {
  /** Resolves with the outcome; rejects with an Error on failure, or `cancelled` after cancel(). */
  readonly done: Promise<BatchOutcome>;
  cancel(): void;
}

/** The designer's task runner. */
export interface DesignerEngine {
  /** `generateTask` (designerTasks.ts). */
  generate(settings: GenerateSettings): Promise<GenerateOutcome>;
  /** `analyseTask` (designerTasks.ts). */
  analyse(request: AnalyseRequest): Promise<Analysis>;
  /** `pictureTask` (designerTasks.ts): the module's picture as SVG markup. */
  picture(request: PictureRequest): Promise<string>;
  /** `batchTask` (designerTasks.ts), with progress (bombs done). */
  batch(settings: GenerateSettings, count: number, onProgress: (done: number) => void): BatchRun;
  /** Which engine this is, for the page's status line. */
  readonly where: 'worker' | 'inline';
}

/** The error a cancelled batch rejects with. */
export class CancelledError extends Error {
  constructor() {
    super('cancelled');
  }
}

const tick = () => new Promise<void>((r) => setTimeout(r, 0));

/** Runs tasks on the main thread (after a tick, so the page paints first); for jsdom. */
export function inlineEngine(): DesignerEngine {
  return {
    where: 'inline',
    generate: async (s) => (await tick(), generateTask(s)),
    analyse: async (r) => (await tick(), analyseTask(r)),
    picture: async (r) => (await tick(), pictureTask(r)),
    batch(settings, count, onProgress) {
      let stop = false;
      const done = (async () => {
        await tick();
        const out = batchTask(settings, count, onProgress, () => stop);
        if (stop) throw new CancelledError();
        return out;
      })();
      return { done, cancel: () => (stop = true) };
    },
  };
}

/**
 * Runs tasks in web workers: one for generate/analyse, a fresh one per batch. When the worker
 * fails before it ever answered (e.g. it cannot be loaded), its pending and later
 * generate/analyse tasks run inline instead, so the page still works.
 */
export function workerEngine(makeWorker: () => Worker): DesignerEngine {
  let nextId = 1;
  let main: Worker | null = null;
  let answered = false;
  let fallback: DesignerEngine | null = null;
  const waiting = new Map<number, { req: WorkerRequest; resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const runInline = (req: WorkerRequest): Promise<unknown> =>
    req.kind === 'generate'
      ? fallback!.generate(req.settings)
      : req.kind === 'analyse'
        ? fallback!.analyse(req.request)
        : req.kind === 'picture'
          ? fallback!.picture(req.request)
          : Promise.reject(new Error('no batch inline'));
  const mainWorker = () => {
    if (main) return main;
    main = makeWorker();
    main.onmessage = (ev: MessageEvent<WorkerReply>) => {
      answered = true;
      const m = ev.data;
      const w = waiting.get(m.id);
      if (!w || m.kind === 'progress') return;
      waiting.delete(m.id);
      if (m.kind === 'result') w.resolve(m.value);
      else w.reject(new Error(m.error));
    };
    main.onerror = (ev) => {
      main?.terminate();
      main = null;
      const pending = [...waiting.values()];
      waiting.clear();
      if (!answered) {
        fallback = inlineEngine();
        for (const w of pending) runInline(w.req).then(w.resolve, w.reject);
      } else for (const w of pending) w.reject(new Error(ev.message || 'the designer worker failed'));
    };
    return main;
  };
  const ask = <T>(req: WorkerRequest): Promise<T> => {
    if (fallback) return runInline(req) as Promise<T>;
    return new Promise<T>((resolve, reject) => {
      waiting.set(req.id, { req, resolve: resolve as (v: unknown) => void, reject });
      mainWorker().postMessage(req);
    });
  };
  return {
    get where() {
      return fallback ? ('inline' as const) : ('worker' as const);
    },
    generate: (settings) => ask<GenerateOutcome>({ id: nextId++, kind: 'generate', settings }),
    analyse: (request) => ask<Analysis>({ id: nextId++, kind: 'analyse', request }),
    picture: (request) => ask<string>({ id: nextId++, kind: 'picture', request }),
    batch(settings, count, onProgress) {
      const worker = makeWorker();
      const id = nextId++;
      let reject: (e: Error) => void = () => {};
      let heard = false;
      const done = new Promise<BatchOutcome>((res, rej) => {
        reject = rej;
        worker.onmessage = (ev: MessageEvent<WorkerReply>) => {
          heard = true;
          const m = ev.data;
          if (m.id !== id) return;
          if (m.kind === 'progress') return onProgress(m.done);
          worker.terminate();
          if (m.kind === 'result') res(m.value as BatchOutcome);
          else rej(new Error(m.error));
        };
        worker.onerror = (ev) => {
          worker.terminate();
          // Its script did not load (a new build since the page opened, a failed download): an
          // error without a message before any answer (chunkLoad.ts).
          if (!heard && !ev.message) rej(new PartNotLoaded('the batch worker', ev));
          else rej(new Error(ev.message || 'the batch worker failed'));
        };
      });
      worker.postMessage({ id, kind: 'batch', settings, count } satisfies WorkerRequest);
      return {
        done,
        cancel: () => {
          worker.terminate();
          reject(new CancelledError());
        },
      };
    },
  };
}

/** The engine for this environment: a worker engine when `Worker` exists, else inline. */
export function defaultEngine(): DesignerEngine {
  if (typeof Worker === 'undefined') return inlineEngine();
  return workerEngine(() => new Worker(new URL('./designerWorker.ts', import.meta.url), { type: 'module' }));
}
