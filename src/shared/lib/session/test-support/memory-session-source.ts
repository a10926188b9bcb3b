import type { SessionSource, SessionState } from '../session-source';

/** An in-memory session source for tests (tests only): a test sets the state it needs. */
export type MemorySessionSource = SessionSource & { set(state: SessionState): void };

export function createMemorySessionSource(initial: SessionState): MemorySessionSource {
  let state = initial;
  const listeners = new Set<() => void>();
  const set = (next: SessionState) => {
    state = next;
    listeners.forEach((notify) => notify());
  };
  return {
    getSnapshot: () => state,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    signOut: async () => set({ status: 'signed-out' }),
    set,
  };
}
