import {
  RemoteFailure,
  type DateWindow,
  rowKey,
  type LocalReplica,
  type PendingChange,
  type PullPage,
  type PushResult,
  type RemoteStore,
} from './ports';

export interface CycleOptions {
  local: LocalReplica;
  remote: RemoteStore;
  /** Changes per push (one server transaction). */
  pushBatchSize: number;
  /** Rows per pull page (sync_pull accepts 1..5000). */
  pullPageSize: number;
  /** ISO now, for rejected_at stamps. */
  now: () => string;
  /** Called when the cycle moves on, so the indicator can say what it is doing. */
  onPhase: (phase: 'pushing' | 'pulling') => void;
  /** On a device that never pulled, the dates whose lessons to fetch before the first page. */
  firstWindow?: DateWindow;
  /** Rows this run has pulled so far, after each page is stored: the indicator's progress. */
  onPulled?: (rows: number) => void;
}

export interface CycleReport {
  pushed: number;
  rejected: number;
  pulled: number;
  purged: number;
}

/**
 * One sync run (DESIGN §6): push the whole outbox, repair rows a rejection left behind, then pull
 * until `has_more` is false. Push comes first so the pull brings back this device's own changes
 * as the server merged them. Any RemoteFailure propagates: what was acknowledged or applied so far
 * is already stored, and the next run continues from there.
 */
export async function runSyncCycle(options: CycleOptions): Promise<CycleReport> {
  const report: CycleReport = { pushed: 0, rejected: 0, pulled: 0, purged: 0 };
  await pushOutbox(options, report);
  await repairRejectedRows(options);
  await pullEverything(options, report);
  return report;
}

async function pushOutbox(options: CycleOptions, report: CycleReport): Promise<void> {
  const { local, remote } = options;
  const clientId = await local.clientId();
  for (;;) {
    const batch = await local.pendingChanges(options.pushBatchSize);
    if (batch.length === 0) return;
    options.onPhase('pushing');
    const response = await remote.push(clientId, batch);
    checkPushAnswer(batch, response.results);
    await local.acknowledge(response.results, options.now());
    report.pushed += response.results.filter((r) => r.status !== 'rejected').length;
    report.rejected += response.results.filter((r) => r.status === 'rejected').length;
  }
}

/**
 * The server answers once for every seq it was sent and for nothing else. Whatever RemoteStore
 * sits behind the port, anything other than that is a broken answer, and none of it is
 * acknowledged: a partial answer would drop changes the server never saw, and a result for a seq
 * not sent could delete another batch's change from the outbox. The server's exactly-once skips
 * what it did apply when the batch comes again.
 */
function checkPushAnswer(batch: readonly PendingChange[], results: readonly PushResult[]): void {
  const sent = new Set(batch.map((change) => change.seq));
  const answered = new Set<number>();
  for (const { seq } of results) {
    if (!sent.has(seq)) {
      throw new RemoteFailure(
        'bad-answer',
        `sync_push answered for seq ${seq}, which it was not sent`,
      );
    }
    if (answered.has(seq)) {
      throw new RemoteFailure('bad-answer', `sync_push answered twice for seq ${seq}`);
    }
    answered.add(seq);
  }
  const missing = batch.find((change) => !answered.has(change.seq));
  if (missing) {
    throw new RemoteFailure('bad-answer', `sync_push did not answer for seq ${missing.seq}`);
  }
}

/** A rejected change is already applied to the local row: put the server's version back. */
async function repairRejectedRows({ local, remote }: CycleOptions): Promise<void> {
  const keys = await local.rowsNeedingRepair();
  if (keys.length === 0) return;
  const serverRows = await remote.fetchRows(keys);
  await local.repairRows(
    keys.map((key) => ({ key, row: serverRows.get(rowKey(key.table, key.id)) ?? null })),
  );
}

async function pullEverything(options: CycleOptions, report: CycleReport): Promise<void> {
  const { local, remote } = options;
  options.onPhase('pulling');
  let state = await local.readPullState();
  let full = state.resync || state.cursor === null;
  let cursor = full ? null : state.cursor;
  let seen = new Set<string>();
  // The next page, asked for while this one is written: the server's time hides behind the
  // replica's (a first sync of 25,000 rows waited ~2 s on 26 requests one after the other).
  let ahead: Promise<PullPage> | null = null;
  if (state.cursor === null && state.scope === null && !state.resync) {
    // Never pulled: the weeks around today first, so the planner is usable while years of older
    // rows arrive. The first page is asked for at the same time.
    ahead = pullAhead(remote, null, options.pullPageSize);
    await pullAroundToday(options);
  }

  for (;;) {
    const page: PullPage = await (ahead ?? remote.pull(cursor, options.pullPageSize));
    ahead = null;
    if (state.scope !== null && page.scope !== state.scope) {
      // Access changed (a school joined or left, a colleague came or went): rows that entered
      // view carry old txids a cursor would never reach, and rows that left view would stay.
      await local.requestResync(page.scope);
      state = { cursor: null, scope: page.scope, resync: true };
      full = true;
      cursor = null;
      seen = new Set();
      continue;
    }
    if (page.has_more) ahead = pullAhead(remote, page.next_cursor, options.pullPageSize);
    await local.applyPage(page);
    report.pulled += page.rows.length;
    options.onPulled?.(report.pulled);
    if (full) for (const row of page.rows) seen.add(rowKey(row.table, row.id));
    state = { ...state, cursor: page.next_cursor, scope: page.scope };
    cursor = page.next_cursor;
    if (!page.has_more) break;
  }
  if (full) report.purged = await local.finishResync(seen);
}

async function pullAroundToday({ local, remote, firstWindow }: CycleOptions): Promise<void> {
  if (!firstWindow || !remote.pullAround || !local.applyAhead) return;
  const rows = await remote.pullAround(firstWindow);
  await local.applyAhead(rows);
}

/**
 * The page after `cursor`, asked for now and awaited later. If storing the current page fails,
 * the run ends with that failure and this answer is never read: marking it handled keeps its own
 * failure (if any) from surfacing as an unhandled rejection, while awaiting it still throws.
 */
function pullAhead(remote: RemoteStore, cursor: string | null, limit: number): Promise<PullPage> {
  const answer = remote.pull(cursor, limit);
  answer.catch(() => undefined);
  return answer;
}
