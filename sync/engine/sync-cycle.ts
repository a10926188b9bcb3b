import { rowKey, type LocalReplica, type PullPage, type RemoteStore } from './ports';

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
    // The server answers for every seq it was sent; anything else is a broken server, and
    // acknowledging a partial answer would drop changes it never saw.
    const answered = new Set(response.results.map((result) => result.seq));
    const missing = batch.find((change) => !answered.has(change.seq));
    if (missing) throw new Error(`sync_push did not answer for seq ${missing.seq}`);
    await local.acknowledge(response.results, options.now());
    report.pushed += response.results.filter((r) => r.status !== 'rejected').length;
    report.rejected += response.results.filter((r) => r.status === 'rejected').length;
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

  for (;;) {
    const page: PullPage = await remote.pull(cursor, options.pullPageSize);
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
    await local.applyPage(page);
    report.pulled += page.rows.length;
    if (full) for (const row of page.rows) seen.add(rowKey(row.table, row.id));
    state = { ...state, cursor: page.next_cursor, scope: page.scope };
    cursor = page.next_cursor;
    if (!page.has_more) break;
  }
  if (full) report.purged = await local.finishResync(seen);
}
