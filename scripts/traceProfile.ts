/**
 * The CPU profile inside a performance trace (the `disabled-by-default-v8.cpu_profiler`
 * category's `Profile` and `ProfileChunk` events): which functions the main thread's samples fall
 * in, for scripts/traceLoad.ts `--profile` (issue 22). Sums each function's self time (its
 * name, file and line), and for each long task the functions of the page's own code that the
 * task's samples are in (inclusive: a sample counts once for every distinct function of its
 * stack), so that a task the trace can only call "Unattributable" (a promise continuation) is
 * named by the code it ran.
 */

/** The trace events this file reads (the shape traceLoad.ts records). */
export interface ProfileTraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly pid: number;
  readonly tid: number;
  readonly id?: string;
  readonly args?: { data?: Record<string, unknown> } & Record<string, unknown>;
}

interface CallFrame {
  readonly functionName: string;
  readonly url: string;
  readonly lineNumber: number;
  readonly columnNumber?: number;
}

interface ProfileNode {
  readonly id: number;
  readonly callFrame: CallFrame;
  readonly parent?: number;
}

/** One sample: when (µs, the trace's clock) and the node's stack, innermost first. */
export interface Sample {
  readonly ts: number;
  readonly stack: readonly string[];
}

/** A function's label: `name file:line` (line 1-based), `(program)` and such kept as they are. */
function label(f: CallFrame): string {
  const file = f.url ? (f.url.split('/').pop() ?? f.url) : '';
  const name = f.functionName || '(anonymous)';
  return file ? `${name} ${file}:${f.lineNumber + 1}:${(f.columnNumber ?? 0) + 1}` : name;
}

/**
 * The samples of the profile recorded on thread (`pid`, `tid`), in time order.
 * @returns [] when the trace holds no profile of that thread.
 */
export function profileSamples(events: readonly ProfileTraceEvent[], pid: number, tid: number): Sample[] {
  const starts = events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  const out: Sample[] = [];
  for (const start of starts) {
    const nodes = new Map<number, ProfileNode>();
    let ts = Number((start.args?.data as { startTime?: number } | undefined)?.startTime ?? start.ts);
    const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === start.id);
    for (const chunk of chunks) {
      const data = chunk.args?.data as
        { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
      for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
      const samples = data?.cpuProfile?.samples ?? [];
      const deltas = data?.timeDeltas ?? [];
      samples.forEach((id, i) => {
        ts += deltas[i] ?? 0;
        const stack: string[] = [];
        for (let n = nodes.get(id); n; n = n.parent === undefined ? undefined : nodes.get(n.parent))
          if (n.callFrame.functionName !== '(root)') stack.push(label(n.callFrame));
        out.push({ ts, stack });
      });
    }
  }
  return out.sort((a, b) => a.ts - b.ts);
}

/** Each sample's weight: the time to the next sample (µs), the last one the median interval. */
function weights(samples: readonly Sample[]): number[] {
  const gaps = samples.slice(1).map((s, i) => s.ts - samples[i]!.ts);
  const typical = [...gaps].sort((a, b) => a - b)[gaps.length >> 1] ?? 0;
  return samples.map((s, i) => Math.min(gaps[i] ?? typical, typical * 10));
}

/**
 * The top `n` functions by self time (ms) of the samples in [`from`, `to`) µs, and by inclusive
 * time of the functions whose label `mine` accepts (the page's own code).
 */
export function topFunctions(
  samples: readonly Sample[],
  from: number,
  to: number,
  n: number,
  mine: (label: string) => boolean,
): { self: [string, number][]; inclusive: [string, number][] } {
  const w = weights(samples);
  const self = new Map<string, number>();
  const incl = new Map<string, number>();
  samples.forEach((s, i) => {
    if (s.ts < from || s.ts >= to) return;
    const top = s.stack[0] ?? '(idle)';
    self.set(top, (self.get(top) ?? 0) + w[i]! / 1000);
    for (const f of new Set(s.stack.filter(mine))) incl.set(f, (incl.get(f) ?? 0) + w[i]! / 1000);
  });
  const best = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  return { self: best(self), inclusive: best(incl) };
}
