import { readRetryDelayMs } from '../../src/shared/lib/errors/retry-policy';
import { failureDetail, failureReason, guardReplica } from './failure-reason';
import { markFullPull } from './full-pull';
import {
  RemoteFailure,
  type Clock,
  type DateWindow,
  type Environment,
  type LocalReplica,
  type RefreshSession,
  type RemoteStore,
  type Timers,
} from './ports';
import { runSyncCycle, type CycleReport } from './sync-cycle';
import { INITIAL_SYNC_STATUS, sameStatus, type SyncStatus } from './sync-status';

export interface SyncEngineOptions {
  local: LocalReplica;
  remote: RemoteStore;
  clock: Clock;
  timers: Timers;
  environment: Environment;
  refreshSession: RefreshSession;
  /** While online and idle, run this often (DESIGN §6: every 30 s). */
  intervalMs?: number;
  /** "Shortly after a local write": long enough to batch a burst of keystrokes into one push. */
  afterWriteMs?: number;
  pushBatchSize?: number;
  pullPageSize?: number;
  /** Told about every run's outcome (logging, benchmarks). */
  onCycle?: (outcome: { ok: true; report: CycleReport } | { ok: false; error: unknown }) => void;
}

export const SYNC_INTERVAL_MS = 30_000;
/**
 * A new device's first sync fetches the lessons of these days around today before the first
 * page: last week to four weeks ahead, what a teacher opens the planner to while the rest arrives.
 */
export const FIRST_WINDOW_DAYS = { before: 7, after: 28 } as const;
export const AFTER_WRITE_DELAY_MS = 750;
export const PUSH_BATCH_SIZE = 200;
/**
 * sync_pull's largest page. A first sync of 25,000 lessons in Chromium took 7.5 s in pages of
 * 1,000 and 5.0 s in pages of 5,000 (each page is one replica transaction, one live-query wake-up
 * of the open screen and one request); incremental pulls are a few rows whatever the limit.
 */
export const PULL_PAGE_SIZE = 5000;

/**
 * Decides when to sync and runs one cycle at a time (DESIGN §6): on start, on `online`, on focus,
 * shortly after a local write (from any tab), and every 30 s while online; after a failure it backs
 * off 1 s, 2 s, 4 s … up to 30 s (spec §8) and keeps trying until the outbox drains. It never
 * deletes the session, the replica or the outbox: an expired token only pauses it. A failure is
 * reported as a typed reason (SyncStatus.reason); the app words it.
 */
export class SyncEngine {
  private status: SyncStatus = INITIAL_SYNC_STATUS;
  private readonly listeners = new Set<(status: SyncStatus) => void>();
  private readonly unsubscribers: Array<() => void> = [];
  private timer: { handle: unknown; dueAt: number } | null = null;
  private running: Promise<void> | null = null;
  private rerun = false;
  private failures = 0;
  /** The last failure was refused auth and the retry with a refreshed session is under way. */
  private retriedAfterRefresh = false;
  private started = false;
  /** Set by stop(): a syncNow still waiting behind the last run must not start another. */
  private stopped = false;
  private readonly options: Required<Omit<SyncEngineOptions, 'onCycle'>> &
    Pick<SyncEngineOptions, 'onCycle'>;

  constructor(options: SyncEngineOptions) {
    this.options = {
      intervalMs: SYNC_INTERVAL_MS,
      afterWriteMs: AFTER_WRITE_DELAY_MS,
      pushBatchSize: PUSH_BATCH_SIZE,
      pullPageSize: PULL_PAGE_SIZE,
      ...options,
      // What the replica throws is reported as this device's storage (reason 'local-storage').
      local: guardReplica(options.local),
    };
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.stopped = false;
    const { environment, local } = this.options;
    this.unsubscribers.push(
      environment.subscribe((event) => {
        if (event === 'offline') this.goOffline();
        else this.syncSoon(0);
      }),
      local.watchOutbox(() => {
        void this.refreshPending();
        // While backing off, the retry already scheduled pushes this write too; bringing it
        // forward for every burst of typing would hammer a server that is failing.
        if (this.failures === 0) this.syncSoon(this.options.afterWriteMs);
      }),
    );
    // The outbox may hold changes from before this start (offline, a closed tab): show them.
    void this.restoreLastSynced();
    void this.refreshPending();
    this.syncSoon(0);
  }

  /** Stops scheduling and waits for a run in progress to finish (its results are stored). */
  async stop(): Promise<void> {
    this.started = false;
    this.stopped = true;
    for (const unsubscribe of this.unsubscribers.splice(0)) unsubscribe();
    this.cancelTimer();
    await this.running;
  }

  /** Runs now (or right after the run in progress) and resolves when that run has finished. */
  async syncNow(): Promise<void> {
    // A run already going may have read the outbox before the caller's write: wait, then run.
    while (this.running) await this.running;
    if (this.stopped) return;
    this.cancelTimer();
    this.rerun = false;
    this.running = this.run();
    await this.running;
  }

  /**
   * Pulls everything again from the start (markFullPull), now; resolves when that run has
   * finished. Offline, the mark stays and the next run after the network comes back does it.
   */
  async requestFullPull(): Promise<void> {
    await markFullPull(this.options.local);
    if (this.options.environment.isOnline()) await this.syncNow();
  }

  getStatus(): SyncStatus {
    return this.status;
  }

  subscribe(listener: (status: SyncStatus) => void): () => void {
    this.listeners.add(listener);
    listener(this.status);
    return () => this.listeners.delete(listener);
  }

  private syncSoon(delayMs: number): void {
    if (!this.started) return;
    if (!this.options.environment.isOnline()) {
      this.goOffline();
      return;
    }
    if (this.running) {
      this.rerun = true;
      return;
    }
    this.schedule(delayMs);
  }

  private schedule(delayMs: number): void {
    const dueAt = this.options.clock.nowMs() + delayMs;
    if (this.timer && this.timer.dueAt <= dueAt) return;
    this.cancelTimer();
    const handle = this.options.timers.setTimeout(() => {
      this.timer = null;
      if (this.started) void this.syncNow();
    }, delayMs);
    this.timer = { handle, dueAt };
  }

  private cancelTimer(): void {
    if (this.timer) this.options.timers.clearTimeout(this.timer.handle);
    this.timer = null;
  }

  private async run(): Promise<void> {
    const { local, remote, clock } = this.options;
    try {
      const report = await runSyncCycle({
        local,
        remote,
        pushBatchSize: this.options.pushBatchSize,
        pullPageSize: this.options.pullPageSize,
        firstWindow: firstWindowAround(clock.nowMs()),
        now: () => clock.nowIso(),
        onPhase: (phase) =>
          this.update({ phase, reason: null, detail: null, retryAt: null, pulledRows: 0 }),
        onPulled: (pulledRows) => this.update({ pulledRows }),
      });
      this.failures = 0;
      this.retriedAfterRefresh = false;
      const at = clock.nowIso();
      await local.setLastSyncedAt(at);
      const pending = await local.pendingCount();
      this.update({
        phase: 'in-sync',
        pending,
        lastSyncedAt: at,
        reason: null,
        detail: null,
        retryAt: null,
        pulledRows: 0,
      });
      this.options.onCycle?.({ ok: true, report });
      this.running = null;
      this.afterRun(pending > 0 ? 0 : this.options.intervalMs);
    } catch (error) {
      this.options.onCycle?.({ ok: false, error });
      const retryInMs = await this.recover(error);
      // The replica itself may be what failed (closed on sign-out, quota): a run never rejects.
      await this.refreshPending();
      // A request made during a failed run is served by the retry, not before it (backoff).
      this.rerun = false;
      this.running = null;
      this.afterRun(retryInMs);
    }
  }

  private afterRun(nextInMs: number): void {
    if (!this.started) return;
    if (this.rerun) {
      this.rerun = false;
      nextInMs = Math.min(nextInMs, 0);
    }
    if (this.options.environment.isOnline()) this.schedule(nextInMs);
    else this.goOffline();
  }

  /**
   * What a failure means for the user and when to try again. Every failure but a refreshed
   * session backs off 1 s, 2 s, 4 s … 30 s: a bad answer too, since the same request will most
   * likely get the same answer (an old server, a proxy's page) and asking at once would hammer it.
   */
  private async recover(error: unknown): Promise<number> {
    this.failures += 1;
    const backoff = readRetryDelayMs(this.failures - 1);
    const retryAt = this.options.clock.nowMs() + backoff;
    const reason = failureReason(error);
    const detail = failureDetail(error);
    if (error instanceof RemoteFailure && error.kind === 'auth') {
      // Offline expiry: keep everything, refresh when the server answers again.
      const refreshed = await this.options.refreshSession().catch(() => false);
      // Retry at once with the fresh token, but once: if the server refuses that one too, retrying
      // at once again would loop without pause (refresh, refuse, refresh …).
      if (refreshed && !this.retriedAfterRefresh) {
        this.retriedAfterRefresh = true;
        this.failures = 0;
        return 0;
      }
      this.update({ phase: 'error', reason, detail, retryAt, pulledRows: 0 });
      return backoff;
    }
    if (reason === 'offline' || !this.options.environment.isOnline()) {
      this.update({ phase: 'offline', reason: 'offline', detail, retryAt, pulledRows: 0 });
      return backoff;
    }
    this.update({ phase: 'error', reason, detail, retryAt, pulledRows: 0 });
    return backoff;
  }

  private goOffline(): void {
    this.cancelTimer();
    this.update({ phase: 'offline', reason: null, detail: null, retryAt: null, pulledRows: 0 });
  }

  /** The replica itself may fail (closed on sign-out, quota): the next run reports that. */
  private async refreshPending(): Promise<void> {
    const pending = await this.options.local.pendingCount().catch(() => null);
    if (pending !== null) this.update({ pending });
  }

  private async restoreLastSynced(): Promise<void> {
    const lastSyncedAt = await this.options.local.lastSyncedAt().catch(() => null);
    if (this.status.lastSyncedAt === null) this.update({ lastSyncedAt });
  }

  private update(patch: Partial<SyncStatus>): void {
    const next = { ...this.status, ...patch };
    if (sameStatus(next, this.status)) return;
    this.status = next;
    for (const listener of this.listeners) listener(next);
  }
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first sync's window in ISO dates (UTC: a day either way does not matter here). */
export function firstWindowAround(nowMs: number): DateWindow {
  return {
    from: isoDay(nowMs - FIRST_WINDOW_DAYS.before * DAY_MS),
    to: isoDay(nowMs + FIRST_WINDOW_DAYS.after * DAY_MS),
  };
}
