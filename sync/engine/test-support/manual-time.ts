import type { Clock, Environment, Timers } from '../ports';

/**
 * Test double (tests only): a clock and timers that move only when the test says so, so the
 * engine's schedule is asserted in exact milliseconds and no test sleeps (STYLE habit 9).
 */
export class ManualTime implements Clock, Timers {
  private now: number;
  private nextHandle = 1;
  private readonly timers = new Map<number, { dueAt: number; callback: () => void }>();

  constructor(startIso = '2026-11-23T08:00:00.000Z') {
    this.now = new Date(startIso).getTime();
  }

  nowMs(): number {
    return this.now;
  }

  nowIso(): string {
    return new Date(this.now).toISOString();
  }

  setTimeout(callback: () => void, ms: number): unknown {
    const handle = this.nextHandle++;
    this.timers.set(handle, { dueAt: this.now + ms, callback });
    return handle;
  }

  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  /** How long until each waiting timer fires, soonest first. */
  waiting(): number[] {
    return [...this.timers.values()].map(({ dueAt }) => dueAt - this.now).sort((a, b) => a - b);
  }

  /**
   * Moves time forward by `ms`, firing each timer that falls due in order, and lets the work a
   * timer starts settle before the next one fires (as a real event loop would).
   */
  async advance(ms: number): Promise<void> {
    const target = this.now + ms;
    await settle();
    for (;;) {
      const next = this.soonest();
      if (!next || next.dueAt > target) break;
      this.timers.delete(next.handle);
      this.now = next.dueAt;
      next.callback();
      await settle();
    }
    this.now = target;
  }

  private soonest() {
    let found: { handle: number; dueAt: number; callback: () => void } | null = null;
    for (const [handle, timer] of this.timers) {
      if (!found || timer.dueAt < found.dueAt) found = { handle, ...timer };
    }
    return found;
  }
}

/**
 * Lets every promise chain already started run to completion. The doubles answer through
 * promises only (no I/O), so the microtask queue is empty once a macrotask gets its turn.
 */
export function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Test double: the browser's network and focus events, switched by the test. */
export class SwitchableEnvironment implements Environment {
  private online: boolean;
  private readonly listeners = new Set<(event: 'online' | 'offline' | 'focus') => void>();

  constructor(online = true) {
    this.online = online;
  }

  isOnline(): boolean {
    return this.online;
  }

  subscribe(listener: (event: 'online' | 'offline' | 'focus') => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get subscribers(): number {
    return this.listeners.size;
  }

  goOffline(): void {
    this.online = false;
    this.emit('offline');
  }

  goOnline(): void {
    this.online = true;
    this.emit('online');
  }

  focus(): void {
    this.emit('focus');
  }

  private emit(event: 'online' | 'offline' | 'focus'): void {
    for (const listener of [...this.listeners]) listener(event);
  }
}
