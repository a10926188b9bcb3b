import { describe, expect, it } from 'vitest';
import { partOf, summariseCpuProfile } from './cpu-profile-summary';

describe('partOf', () => {
  it('names PGlite, packages, node and our gateway', () => {
    expect(partOf({ functionName: 'f', url: 'wasm://wasm/022aac12' })).toBe(
      'WASM (PGlite, undici llhttp)',
    );
    expect(
      partOf({ functionName: 'f', url: 'file:///w/node_modules/@electric-sql/pglite/dist/a.js' }),
    ).toBe('PGlite (JS)');
    expect(partOf({ functionName: 'f', url: 'file:///w/node_modules/bcryptjs/index.js' })).toBe(
      'bcryptjs',
    );
    expect(partOf({ functionName: 'f', url: 'node:internal/streams' })).toBe('node internals');
    expect(partOf({ functionName: 'f', url: 'file:///w/supabase/local/gateway.ts' })).toBe(
      'supabase/local (gateway, auth)',
    );
    expect(partOf({ functionName: '(garbage collector)', url: '' })).toBe('(garbage collector)');
  });
});

describe('summariseCpuProfile', () => {
  it('adds each sample’s following delta to its node and leaves idle out of the parts', () => {
    const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 0 });
    const summary = summariseCpuProfile({
      nodes: [
        { id: 1, callFrame: frame('(idle)', '') },
        { id: 2, callFrame: frame('query', 'wasm://wasm/x') },
        { id: 3, callFrame: frame('hash', 'file:///w/node_modules/bcryptjs/index.js') },
      ],
      samples: [2, 2, 3, 1],
      timeDeltas: [0, 1000, 1000, 3000],
    });
    expect(summary.totalMs).toBe(5);
    expect(summary.idleMs).toBe(0);
    expect(summary.byPart).toEqual([
      { part: 'bcryptjs', ms: 3 },
      { part: 'WASM (PGlite, undici llhttp)', ms: 2 },
    ]);
  });
});
