import { readRetryDelayMs } from '../../src/shared/lib/errors/retry-policy';
import type { Environment, Timers } from '../engine/ports';

/** A feedback report waiting in the device's queue (the replica's pending_feedback store). */
export interface QueuedFeedback {
  id: number;
  payload: unknown;
  attempts: number;
  /** The server's refusal, shown to the user; the report waits for them until it is cleared. */
  last_error: string | null;
}

/** The queue as the sender needs it; the app's replica implements it over Dexie. */
export interface FeedbackQueue {
  /** Oldest first. */
  list(): Promise<QueuedFeedback[]>;
  remove(id: number): Promise<void>;
  /** Counts one more attempt; `refusal` (or null for a failure worth retrying) becomes last_error. */
  recordFailure(id: number, refusal: string | null): Promise<void>;
  /**
   * Calls back when a report becomes sendable: queued, or released for another try (from any tab).
   * Not on removals or recorded failures, or a failing round would wake itself up at once.
   */
  watch(listener: () => void): () => void;
}

/** What one POST to submit-feedback came to. `status` null: no answer (network). */
export type SendOutcome =
  { ok: true } | { ok: false; status: number | null; message: string; retryAfterMs?: number };

export type SendFeedback = (payload: unknown) => Promise<SendOutcome>;

export interface FeedbackSenderOptions {
  queue: FeedbackQueue;
  send: SendFeedback;
  environment: Environment;
  timers: Timers;
  /** Told about failures that are not the report's fault (logging). */
  onError?: (error: unknown) => void;
}

export type DrainReport = { sent: number; refused: number; waiting: number };

/**
 * Whether a failed send is worth repeating as it is. No answer, a 5xx, a timeout (408), a rate
 * limit (429) and an expired session (401, refreshed by the auth client meanwhile) pass with
 * time; any other 4xx says the report itself is refused, and resending it unchanged would only be
 * refused again, so it waits for the user.
 */
export function isRetryableSend(status: number | null): boolean {
  if (status === null || status >= 500 || status < 400) return true;
  return RETRYABLE_CLIENT_STATUSES.has(status);
}

const RETRYABLE_CLIENT_STATUSES = new Set([401, 408, 429]);

/**
 * Sends the offline feedback queue to submit-feedback (DESIGN §6), oldest first, while the
 * device is online: on start, when it comes online or regains focus, and when a report is queued.
 * A refused report (4xx) keeps its error for the user and the others go on; a failure that time
 * can fix (network, 5xx) keeps the report, stops the round (the rest would fail alike) and tries
 * again with the spec's backoff (1 s, 2 s, 4 s … 30 s). Nothing is removed until the server took it.
 */
export class FeedbackSender {
  private readonly unsubscribers: Array<() => void> = [];
  private running: Promise<DrainReport> | null = null;
  private rerun = false;
  private failures = 0;
  private timer: unknown = null;
  private started = false;

  constructor(private readonly options: FeedbackSenderOptions) {}

  start(): void {
    if (this.started) return;
    this.started = true;
    const { environment, queue } = this.options;
    this.unsubscribers.push(
      environment.subscribe((event) => {
        if (event !== 'offline') this.drainSoon();
      }),
      queue.watch(() => this.drainSoon()),
    );
    this.drainSoon();
  }

  async stop(): Promise<void> {
    this.started = false;
    for (const unsubscribe of this.unsubscribers.splice(0)) unsubscribe();
    this.cancelTimer();
    await this.running?.catch(() => undefined);
  }

  /** One round now (or after the round in progress). Never rejects for a failed send. */
  async drain(): Promise<DrainReport> {
    while (this.running) await this.running.catch(() => undefined);
    this.cancelTimer();
    this.rerun = false;
    const running = this.round();
    this.running = running;
    try {
      return await running;
    } finally {
      this.running = null;
      if (this.rerun) this.drainSoon();
    }
  }

  private drainSoon(): void {
    if (!this.started) return;
    if (this.running) {
      this.rerun = true;
      return;
    }
    void this.drain().catch((error: unknown) => this.options.onError?.(error));
  }

  private async round(): Promise<DrainReport> {
    const report: DrainReport = { sent: 0, refused: 0, waiting: 0 };
    const { queue, send, environment } = this.options;
    if (!environment.isOnline()) return report;
    const reports = (await queue.list()).filter((item) => item.last_error === null);
    for (const [index, item] of reports.entries()) {
      const outcome = await send(item.payload).catch((error: unknown): SendOutcome => ({
        ok: false,
        status: null,
        message: String(error),
      }));
      if (outcome.ok) {
        await queue.remove(item.id);
        report.sent += 1;
        continue;
      }
      if (!isRetryableSend(outcome.status)) {
        await queue.recordFailure(item.id, outcome.message || `Refused (${outcome.status})`);
        report.refused += 1;
        continue;
      }
      await queue.recordFailure(item.id, null);
      report.waiting = reports.length - index;
      this.retryLater(outcome.retryAfterMs ?? 0);
      return report;
    }
    this.failures = 0;
    return report;
  }

  private retryLater(atLeastMs: number): void {
    this.failures += 1;
    // A report queued during a failing round waits for the backoff like the others.
    this.rerun = false;
    if (!this.started) return;
    const delayMs = Math.max(readRetryDelayMs(this.failures - 1), atLeastMs);
    this.cancelTimer();
    this.timer = this.options.timers.setTimeout(() => {
      this.timer = null;
      this.drainSoon();
    }, delayMs);
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.options.timers.clearTimeout(this.timer);
    this.timer = null;
  }
}
