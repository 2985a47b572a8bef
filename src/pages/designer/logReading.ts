/**
 * Reading a KTANE log off the main thread (issue 25: a 6.7 MB log froze the designer for a minute):
 * `readKtaneLog` (src/ktaneLog/ktaneLogReader.ts) runs in a web worker of its own
 * (`logReaderWorker.ts`), a fresh one per file, which Cancel terminates. The worker tells its
 * progress and sends the modules read in parts (`MODULES_PER_MESSAGE` modules, a long game's steps
 * `STEPS_PER_MESSAGE` at a time), so that no message takes the page long to receive; the page puts
 * them together and gives every card back its one object (`ALL_CARDS`: the rules compare cards by
 * identity). Inline (jsdom) the reader runs on the main thread after a tick.
 *
 * Protocol: in `{ text }`; out `progress` (ReadProgress), `modules` (a part of the list, a module's
 * steps held back when it has many), `steps` (the next steps of module `index`), then `done`
 * (`ok`, the reader's error when the file holds no TAC line) or `error`.
 */
import { readKtaneLog, type ModuleRead, type ReadProgress } from '../../ktaneLog/ktaneLogReader';
import { ALL_CARDS, type Card } from '../../rules/cards';
import type { PlayedStep } from '../../module/playedSteps';
import { PartNotLoaded } from '../chunkLoad';
import { CancelledError } from './designerEngine';

/** The whole file read (as `readKtaneLog` answers, without its serial lines). */
export type LogReadResult =
  { readonly ok: true; readonly modules: readonly ModuleRead[] } | { readonly ok: false; readonly error: string };

/** A file being read. */
interface LogReading {
  /** Resolves with what was read; rejects with CancelledError after cancel(), PartNotLoaded, or an Error. */
  readonly done: Promise<LogReadResult>;
  cancel(): void;
}

/** Reads a log, telling `onProgress` where it is. */
export type LogReader = (text: string, onProgress: (p: ReadProgress) => void) => LogReading;

/** Messages from the worker. */
export type LogReaderReply =
  | { readonly kind: 'progress'; readonly progress: ReadProgress }
  | { readonly kind: 'modules'; readonly modules: readonly ModuleRead[] }
  | {
      readonly kind: 'steps';
      readonly index: number;
      readonly steps: readonly PlayedStep[];
      readonly lines: readonly number[];
    }
  | { readonly kind: 'done'; readonly ok: true }
  | { readonly kind: 'done'; readonly ok: false; readonly error: string }
  | { readonly kind: 'error'; readonly error: string };

/** Modules per `modules` message. */
const MODULES_PER_MESSAGE = 500;
/** Steps per `steps` message (a module with more sends them apart). */
const STEPS_PER_MESSAGE = 1_000;

/**
 * Reads `text` and sends the answer in parts (the worker's side of the protocol).
 * @param post sends one message.
 */
export function readAndSend(text: string, post: (m: LogReaderReply) => void): void {
  const r = readKtaneLog(text, {}, (progress) => post({ kind: 'progress', progress }));
  if (!r.ok) return post({ kind: 'done', ok: false, error: r.error });
  const held: { index: number; m: Extract<ModuleRead, { ok: true }> }[] = [];
  for (let from = 0; from < r.modules.length; from += MODULES_PER_MESSAGE) {
    const part = r.modules.slice(from, from + MODULES_PER_MESSAGE).map((m, k): ModuleRead => {
      if (!m.ok || m.steps.length <= STEPS_PER_MESSAGE) return m;
      held.push({ index: from + k, m });
      return { ...m, steps: [], stepLines: [] };
    });
    post({ kind: 'modules', modules: part });
  }
  for (const { index, m } of held) {
    for (let from = 0; from < m.steps.length; from += STEPS_PER_MESSAGE) {
      const to = from + STEPS_PER_MESSAGE;
      post({ kind: 'steps', index, steps: m.steps.slice(from, to), lines: m.stepLines.slice(from, to) });
    }
  }
  post({ kind: 'done', ok: true });
}

const card = (c: Card): Card => ALL_CARDS[c.id] ?? c;
const stepWithCard = (s: PlayedStep): PlayedStep => (s.card ? { ...s, card: card(s.card) } : s);

/** A module as it came through a message, its cards the rules' own objects again. */
function withOwnCards(m: ModuleRead): ModuleRead {
  if (!m.ok) return m;
  const b = m.bomb;
  return {
    ...m,
    bomb: { ...b, hand: b.hand.map(card), swap: b.swap && { ...b.swap, card: card(b.swap.card) } },
    intended: m.intended.map((i) => ({ ...i, card: card(i.card) })),
    steps: m.steps.map(stepWithCard),
  };
}

/** Puts the worker's messages together (the page's side of the protocol). */
function logAssembler(): { take(m: LogReaderReply): LogReadResult | null } {
  const modules: ModuleRead[] = [];
  return {
    take(m) {
      if (m.kind === 'modules') for (const x of m.modules) modules.push(withOwnCards(x));
      else if (m.kind === 'steps') {
        const into = modules[m.index] as { steps: PlayedStep[]; stepLines: number[] } | undefined;
        if (into) {
          for (const s of m.steps) into.steps.push(stepWithCard(s));
          for (const l of m.lines) into.stepLines.push(l);
        }
      } else if (m.kind === 'done') return m.ok ? { ok: true, modules } : { ok: false, error: m.error };
      return null;
    },
  };
}

const tick = () => new Promise<void>((r) => setTimeout(r, 0));

/** Reads on the main thread after a tick (jsdom, where there is no Worker). */
function inlineLogReader(): LogReader {
  return (text, onProgress) => {
    let stop = false;
    const done = (async (): Promise<LogReadResult> => {
      await tick();
      if (stop) throw new CancelledError();
      const r = readKtaneLog(text, {}, onProgress);
      return r.ok ? { ok: true, modules: r.modules } : r;
    })();
    return { done, cancel: () => (stop = true) };
  };
}

/**
 * Reads in a fresh worker per file (`makeWorker`), terminated when done or cancelled. A worker
 * whose script does not load (an error without a message before any answer) rejects with
 * PartNotLoaded ("the log reader"), which the panel shows with a Reload (chunkLoad.ts).
 */
function workerLogReader(makeWorker: () => Worker): LogReader {
  return (text, onProgress) => {
    const worker = makeWorker();
    const assembler = logAssembler();
    let reject: (e: Error) => void = () => {};
    let heard = false;
    const done = new Promise<LogReadResult>((resolve, rej) => {
      reject = rej;
      worker.onmessage = (ev: MessageEvent<LogReaderReply>) => {
        heard = true;
        const m = ev.data;
        if (m.kind === 'progress') return onProgress(m.progress);
        if (m.kind === 'error') {
          worker.terminate();
          return rej(new Error(m.error));
        }
        const r = assembler.take(m);
        if (r) {
          worker.terminate();
          resolve(r);
        }
      };
      worker.onerror = (ev) => {
        worker.terminate();
        if (!heard && !ev.message) rej(new PartNotLoaded('the log reader', ev));
        else rej(new Error(ev.message || 'the log reader failed'));
      };
    });
    worker.postMessage({ text });
    return {
      done,
      cancel: () => {
        worker.terminate();
        reject(new CancelledError());
      },
    };
  };
}

/** The reader for this environment: a worker when `Worker` exists, else inline. */
export function defaultLogReader(): LogReader {
  if (typeof Worker === 'undefined') return inlineLogReader();
  return workerLogReader(() => new Worker(new URL('./logReaderWorker.ts', import.meta.url), { type: 'module' }));
}
