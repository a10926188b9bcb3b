import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { ReplicaDb } from '../../../src/db/replica-db';
import { blankLesson } from '../../../src/domain/lessons';
import { writeWithOutbox, type WriteResult } from '../../../src/db/write-with-outbox';
import { sameValue } from '../../../sync/merge/same-value';
import { conflictKey, ServerHistory } from './server-history';
import type { SessionPlan, Step, WriteAction } from './session-steps';
import { SimDevice } from './sim-device';
import type { SyncServer } from './sync-server';

export interface SessionOutcome {
  /** Acknowledged local writes the server never answered for, or rejections the device lost. */
  lostWrites: number;
  /** Changes the server applied more than once, or conflicts it recorded twice. */
  duplicates: number;
  /** Devices whose replica differs from what the server lets their user see. */
  diverged: number;
  /** Everything else that broke a rule, in words. */
  problems: string[];
  /** What the session exercised, so a run can show it tested something. */
  stats: { writes: number; applied: number; rejected: number; conflicts: number };
}

const MAX_QUIESCE_ROUNDS = 12;
const COMPARED_TABLES = ['classes', 'lessons', 'timetable_entries'] as const;

export async function runSession(server: SyncServer, plan: SessionPlan): Promise<SessionOutcome> {
  const history = new ServerHistory();
  const users = [await server.createUser()];
  if (plan.deviceUsers.includes(1)) users.push(await server.createUser());
  const devices = plan.deviceUsers.map(
    (user, index) =>
      new SimDevice(`device${index}`, users[user]!, server, (_device, answer) =>
        history.record(answer),
      ),
  );
  /** Every write a command acknowledged: device index and outbox seq. */
  const acknowledged: Array<{ device: number; seq: number }> = [];

  try {
    for (const [index, device] of devices.entries()) {
      await device.openTab();
      if (plan.secondTab[index]) await device.openTab();
    }
    await startWithSharedRows(devices, acknowledged);
    for (const step of plan.steps) await runStep(step, devices, acknowledged);
    await quiesce(devices);
    return await check(server, devices, users, history, acknowledged);
  } finally {
    for (const device of devices) await device.close().catch(() => undefined);
  }
}

async function runStep(
  step: Step,
  devices: SimDevice[],
  acknowledged: Array<{ device: number; seq: number }>,
): Promise<void> {
  const device = devices[step.device]!;
  const tabOf = async (index: number) => {
    if (device.tabs.length === 0) await device.openTab();
    return device.tabs[index % device.tabs.length]!;
  };
  switch (step.kind) {
    case 'write': {
      const tab = await tabOf(step.tab);
      const result = await write(tab.db, device.userId, step.pick, step.action);
      if (result?.ok) acknowledged.push({ device: step.device, seq: result.seq });
      return;
    }
    case 'sync':
      return (await tabOf(step.tab)).engine.syncNow();
    case 'sync-both-tabs': {
      if (device.tabs.length < 2) await device.openTab();
      await Promise.all(device.tabs.map((tab) => tab.engine.syncNow()));
      return;
    }
    case 'offline':
      device.control.online = false;
      return;
    case 'online':
      device.control.online = true;
      return;
    case 'fault':
      device.control.faults.push(step.fault);
      return;
    case 'expire-token':
      device.expireToken();
      return;
    case 'kill-tab-mid-sync': {
      const tab = await tabOf(step.tab);
      const running = tab.engine.syncNow();
      await new Promise((resolve) => setTimeout(resolve, step.afterMs));
      // Closing the database is what a killed tab amounts to: later IndexedDB work fails.
      device.tabs.splice(device.tabs.indexOf(tab), 1);
      tab.db.close();
      await running.catch(() => undefined);
      await tab.engine.stop();
      await device.openTab(); // the teacher opens the app again
      return;
    }
  }
}

/**
 * Each user's first device creates a few classes, lessons and timetable entries and every device
 * pulls them, so the random edits that follow land on the same rows from several devices.
 */
async function startWithSharedRows(
  devices: SimDevice[],
  acknowledged: Array<{ device: number; seq: number }>,
): Promise<void> {
  const firsts = new Map<string, number>();
  devices.forEach((device, index) => {
    if (!firsts.has(device.userId)) firsts.set(device.userId, index);
  });
  for (const index of firsts.values()) {
    const device = devices[index]!;
    const seeds: WriteAction[] = [
      { kind: 'create-class', text: 'Algebra' },
      { kind: 'create-class', text: 'Geometry' },
      { kind: 'create-lesson', text: 'Fractions' },
      { kind: 'create-lesson', text: 'Angles' },
      { kind: 'create-lesson', text: 'Ratio' },
      { kind: 'create-entry', day: 1 },
    ];
    for (const [pick, action] of seeds.entries()) {
      const result = await write(device.tabs[0]!.db, device.userId, pick, action);
      if (result?.ok) acknowledged.push({ device: index, seq: result.seq });
    }
    await device.tabs[0]!.engine.syncNow();
  }
  for (const device of devices) await device.tabs[0]!.engine.syncNow();
}

/** A command, as the planner's commands will issue it, against whatever this tab's replica holds. */
async function write(
  db: ReplicaDb,
  ownerId: string,
  pick: number,
  action: WriteAction,
): Promise<WriteResult | null> {
  const live = async (table: 'classes' | 'lessons' | 'timetable_entries') =>
    (await db.table(table).toArray())
      .filter((row: { deleted_at: string | null }) => row.deleted_at === null)
      .sort((a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id)) as Array<{
      id: string;
    }>;
  const choose = <T>(rows: T[]) => (rows.length === 0 ? null : rows[pick % rows.length]!);
  const id = crypto.randomUUID();

  switch (action.kind) {
    case 'create-class':
      return writeWithOutbox(db, 'classes', {
        op: 'create',
        row: {
          id,
          owner_id: ownerId,
          school_id: null,
          name: action.text,
          subject: null,
          year: null,
          syllabus_stage: null,
          academic_year: null,
          room: null,
          colour: null,
          syllabus_id: null,
          notes: null,
          archived_at: null,
        },
      });
    case 'create-lesson':
    case 'create-entry': {
      const klass = choose(await live('classes'));
      if (!klass) return null;
      if (action.kind === 'create-entry') {
        return writeWithOutbox(db, 'timetable_entries', {
          op: 'create',
          row: {
            id,
            owner_id: ownerId,
            class_id: klass.id,
            cycle_day: action.day,
            period_id: `P${(pick % 6) + 1}`,
            period_span: 1,
            room: null,
          },
        });
      }
      return writeWithOutbox(db, 'lessons', {
        op: 'create',
        row: {
          ...blankLesson({
            id,
            owner_id: ownerId,
            class_id: klass.id,
            date: '2026-11-23',
            period_id: `P${(pick % 6) + 1}`,
          }),
          title: action.text,
        },
      });
    }
    case 'edit-lesson': {
      const lesson = choose(await live('lessons'));
      if (!lesson) return null;
      const value = action.field === 'status' ? action.status : action.text;
      return writeWithOutbox(db, 'lessons', {
        op: 'update',
        id: lesson.id,
        fields: { [action.field]: value },
      });
    }
    case 'edit-class': {
      const klass = choose(await live('classes'));
      if (!klass) return null;
      return writeWithOutbox(db, 'classes', {
        op: 'update',
        id: klass.id,
        fields: { [action.field]: action.text },
      });
    }
    case 'edit-entry': {
      const entry = choose(await live('timetable_entries'));
      if (!entry) return null;
      return writeWithOutbox(db, 'timetable_entries', {
        op: 'update',
        id: entry.id,
        fields: { cycle_day: action.day },
      });
    }
    case 'delete': {
      const row = choose(await live(action.table));
      if (!row) return null;
      return writeWithOutbox(db, action.table, { op: 'delete', id: row.id });
    }
  }
}

/** The network heals; every device syncs until nothing is pending and a round pulls nothing new. */
async function quiesce(devices: SimDevice[]): Promise<void> {
  for (const device of devices) {
    device.control.online = true;
    device.control.faults.length = 0;
    if (device.tabs.length === 0) await device.openTab();
  }
  for (let round = 0; round < MAX_QUIESCE_ROUNDS; round += 1) {
    let pulled = 0;
    let pending = 0;
    for (const device of devices) {
      const tab = device.tabs[0]!;
      const unsubscribe = tab.engine.subscribe(() => undefined);
      const before = await tab.local.readPullState();
      await tab.engine.syncNow();
      const after = await tab.local.readPullState();
      unsubscribe();
      if (before.cursor !== after.cursor || after.resync) pulled += 1;
      pending += await tab.local.pendingCount();
    }
    if (pulled === 0 && pending === 0) return;
  }
}

async function check(
  server: SyncServer,
  devices: SimDevice[],
  users: string[],
  history: ServerHistory,
  acknowledged: Array<{ device: number; seq: number }>,
): Promise<SessionOutcome> {
  const outcome: SessionOutcome = {
    lostWrites: 0,
    duplicates: history.appliedTwice,
    diverged: 0,
    problems: [...history.violations],
    stats: {
      writes: acknowledged.length,
      applied: [...history.outcomes.values()].filter((o) => o.status === 'applied').length,
      rejected: [...history.outcomes.values()].filter((o) => o.status === 'rejected').length,
      conflicts: history.expectedConflicts.length,
    },
  };

  // 1. Every acknowledged write reached the server once, or is listed as rejected on its device.
  for (const { device: index, seq } of acknowledged) {
    const tab = devices[index]!.tabs[0]!;
    const clientId = await tab.local.clientId();
    const answer = history.outcomes.get(`${clientId}:${seq}`);
    const listed = await tab.db.rejected.get(seq);
    if (!answer) {
      outcome.lostWrites += 1;
      outcome.problems.push(`device${index} seq ${seq}: never answered by the server`);
    } else if (answer.status === 'rejected' && !listed) {
      outcome.lostWrites += 1;
      outcome.problems.push(`device${index} seq ${seq}: rejected (${answer.code}) but not listed`);
    }
  }
  for (const device of devices) {
    const pending = await device.tabs[0]!.local.pendingCount();
    if (pending > 0)
      outcome.problems.push(`${device.name}: ${pending} changes still in the outbox`);
  }

  // 2. The server holds exactly what the merge rules say the applied changes make.
  const sql = server.stack.database.sql;
  for (const table of COMPARED_TABLES) {
    const { rows } = await sql.query<{ id: string; row: Record<string, unknown> }>(
      `select id, to_jsonb(t) as row from public.${table} t where owner_id = any($1)`,
      [users],
    );
    const onServer = new Map(rows.map((r) => [r.id, r.row]));
    for (const [key, modelRow] of history.model) {
      const [modelTable, id] = key.split(':') as [string, string];
      if (modelTable !== table) continue;
      const serverRow = onServer.get(id);
      const wrong = serverRow
        ? Object.keys(modelRow).filter((field) =>
            field === 'deleted_at'
              ? (modelRow.deleted_at === null) !== (serverRow.deleted_at === null)
              : !sameValue(modelRow[field], serverRow[field]),
          )
        : ['(row missing)'];
      if (wrong.length > 0) {
        outcome.lostWrites += 1;
        outcome.problems.push(`${key}: server differs from the applied changes in ${wrong}`);
      }
    }
  }
  const { rows: conflicts } = await sql.query<{
    row_id: string;
    field: string;
    kept_value: unknown;
    overwritten_value: unknown;
  }>(
    `select row_id, field, kept_value, overwritten_value from public.sync_conflicts
      where owner_id = any($1)`,
    [users],
  );
  const expected = [...history.expectedConflicts];
  for (const conflict of conflicts) {
    const key = conflictKey(
      conflict.row_id,
      conflict.field,
      conflict.kept_value,
      conflict.overwritten_value,
    );
    const at = expected.indexOf(key);
    if (at === -1) {
      outcome.duplicates += 1;
      outcome.problems.push(`conflict recorded that the merge rules do not predict: ${key}`);
    } else expected.splice(at, 1);
  }
  for (const missing of expected) {
    outcome.lostWrites += 1;
    outcome.problems.push(`conflict the merge rules predict is missing: ${missing}`);
  }

  // 3. Every replica equals what the server lets its user see (a fresh full pull as that user).
  const visible = new Map<string, Map<string, Record<string, unknown>>>();
  for (const user of new Set(devices.map((d) => d.userId))) {
    visible.set(user, await serverView(server, user));
  }
  for (const device of devices) {
    const expectedRows = visible.get(device.userId)!;
    const local = await replicaView(device.tabs[0]!.db);
    const keys = new Set([...expectedRows.keys(), ...local.keys()]);
    const differing = [...keys].filter((key) => !sameValue(expectedRows.get(key), local.get(key)));
    if (differing.length > 0) {
      outcome.diverged += 1;
      outcome.problems.push(`${device.name} diverged on ${differing.slice(0, 5).join(', ')}`);
    }
  }
  return outcome;
}

async function serverView(server: SyncServer, userId: string) {
  const client = createClient(server.url, server.anonKey, {
    accessToken: async () => server.token(userId),
    realtime: { transport: WebSocket as never },
  });
  const rows = new Map<string, Record<string, unknown>>();
  let cursor: string | null = null;
  for (;;) {
    const { data, error } = await client.rpc('sync_pull', { cursor, lim: 5000 });
    if (error) throw new Error(`sync_pull as ${userId}: ${error.message}`);
    const page = data as {
      rows: Array<{ table: string; id: string; row: Record<string, unknown> }>;
      has_more: boolean;
      next_cursor: string | null;
    };
    // Revocations are applied by the replica, not kept.
    for (const row of page.rows) {
      if (row.table !== 'sync_revocations') rows.set(`${row.table}:${row.id}`, row.row);
    }
    cursor = page.next_cursor;
    if (!page.has_more) return rows;
  }
}

async function replicaView(db: ReplicaDb) {
  const rows = new Map<string, Record<string, unknown>>();
  for (const store of db.tables) {
    if (
      ['outbox', 'rejected', 'sync_state', 'row_repairs', 'pending_feedback'].includes(store.name)
    ) {
      continue;
    }
    const table = store.name === 'conflicts' ? 'sync_conflicts' : store.name;
    for (const row of (await store.toArray()) as Array<{ id: string }>) {
      rows.set(`${table}:${row.id}`, row as Record<string, unknown>);
    }
  }
  return rows;
}
