/** The parts of V8's .cpuprofile (Profiler.stop) the summary reads. */
export type CpuProfile = {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
  }>;
  samples: number[];
  timeDeltas: number[];
};

export type CpuProfileSummary = {
  /** Sampled time in the window, and the part of it the thread had nothing to do. */
  totalMs: number;
  idleMs: number;
  /** Self time by where the code lives, busiest first (idle left out). */
  byPart: Array<{ part: string; ms: number }>;
  /** The functions with the most self time. */
  topFunctions: Array<{ name: string; part: string; ms: number }>;
};

const IDLE = '(idle)';

/**
 * Which part of the stack a frame belongs to: WASM, PGlite's JS glue, a package by name,
 * Node's own code, our gateway/auth code, or V8's pseudo-frames ((garbage collector), (program)).
 */
export function partOf(callFrame: { functionName: string; url: string }): string {
  const { url, functionName } = callFrame;
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  // PGlite's WASM when it runs on this thread; undici's HTTP parser (llhttp) is WASM too.
  if (url.startsWith('wasm://')) return 'WASM (PGlite, undici llhttp)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1];
  if (pkg) return pkg === '@electric-sql/pglite' ? 'PGlite (JS)' : pkg;
  if (url.startsWith('node:')) return 'node internals';
  if (url.includes('/supabase/local/')) return 'supabase/local (gateway, auth)';
  return 'other';
}

export function summariseCpuProfile(profile: CpuProfile, top = 12): CpuProfileSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  // timeDeltas[i] is the time since the previous sample: it belongs to the sample before i.
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i]!;
    const delta = profile.timeDeltas[i + 1] ?? 0;
    selfUs.set(id, (selfUs.get(id) ?? 0) + Math.max(0, delta));
  }
  let totalUs = 0;
  let idleUs = 0;
  const parts = new Map<string, number>();
  const functions = new Map<string, { name: string; part: string; us: number }>();
  for (const [id, us] of selfUs) {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) continue;
    totalUs += us;
    if (frame.functionName === IDLE) {
      idleUs += us;
      continue;
    }
    const part = partOf(frame);
    parts.set(part, (parts.get(part) ?? 0) + us);
    const file = frame.url.split('/').pop() ?? '';
    const name = `${frame.functionName || '(anonymous)'}${file ? ` ${file}:${frame.lineNumber + 1}` : ''}`;
    const entry = functions.get(name) ?? { name, part, us: 0 };
    entry.us += us;
    functions.set(name, entry);
  }
  const ms = (us: number) => Math.round(us / 100) / 10;
  return {
    totalMs: ms(totalUs),
    idleMs: ms(idleUs),
    byPart: [...parts].sort(([, a], [, b]) => b - a).map(([part, us]) => ({ part, ms: ms(us) })),
    topFunctions: [...functions.values()]
      .sort((a, b) => b.us - a.us)
      .slice(0, top)
      .map(({ name, part, us }) => ({ name, part, ms: ms(us) })),
  };
}
