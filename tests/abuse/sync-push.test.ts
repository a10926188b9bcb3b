import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SYNC_ROW_SCHEMAS } from '@/app/sync/sync-row-schemas';
import { failureDetail, failureReason } from '@sync/engine/failure-reason';
import { runSyncCycle } from '@sync/engine/sync-cycle';
import { PUSH_BATCH_SIZE, PULL_PAGE_SIZE } from '@sync/engine/sync-engine';
import { MemoryReplica } from '@sync/engine/test-support/memory-replica';
import { SYNC_PROTOCOL_VERSION } from '@sync/merge/change';
import { createSupabaseRemoteStore } from '@sync/remote/supabase-remote-store';
import { healthyWithin, signedUpUser, type SignedUp } from './support/abuse-stack';

/**
 * Issue 12 item 2: sync_push was quadratic (its results array rebuilt per change): 10k changes
 * took 24 s, 20k 93 s, 100k never finished, and meanwhile even static files stopped answering.
 * Now it is linear and refuses more than its limit (500; the app pushes 200 at a time) whole.
 */

/** sync_push_max_changes() of migration 20261124000300. */
const SERVER_LIMIT = 500;
/** A refusal is one length check; this leaves a loaded machine room for parsing 5 MB of JSON. */
const REFUSAL_WITHIN_MS = 5_000;
/** A push at the limit must end inside authenticated's statement timeout (8 s on a real server). */
const AT_LIMIT_WITHIN_MS = 8_000;

const SEPTEMBER_FIRST = Date.UTC(2026, 8, 1);

/** The probe's changes: lesson upserts, as the app's outbox holds them. */
function lessonChanges(owner: string, classId: string, count: number, firstSeq = 1) {
  return Array.from({ length: count }, (_, i) => ({
    seq: firstSeq + i,
    table: 'lessons' as const,
    op: 'upsert' as const,
    id: randomUUID(),
    fields: lessonFields(owner, classId, i),
    base: {},
  }));
}

function lessonFields(owner: string, classId: string, i: number) {
  return {
    owner_id: owner,
    class_id: classId,
    date: new Date(SEPTEMBER_FIRST + (i % 200) * 86_400_000).toISOString().slice(0, 10),
    period_id: `P${(i % 6) + 1}`,
    title: `Lesson ${i}`,
  };
}

/** A teacher with one class of her own, made through sync_push as the app makes it. */
async function teacherWithClass(prefix: string): Promise<SignedUp & { classId: string }> {
  const teacher = await signedUpUser(prefix);
  const classId = randomUUID();
  const { error } = await teacher.client.rpc('sync_push', {
    client_id: randomUUID(),
    protocol_version: SYNC_PROTOCOL_VERSION,
    changes: [
      {
        seq: 1,
        table: 'classes',
        op: 'upsert',
        id: classId,
        fields: { owner_id: teacher.id, name: '7B' },
        base: {},
      },
    ],
  });
  if (error) throw new Error(`class set-up failed: ${error.message}`);
  return { ...teacher, classId };
}

/** The engine's in-memory replica, with a client id of its own (one per device). */
class Device extends MemoryReplica {
  private readonly id = randomUUID();
  override async clientId(): Promise<string> {
    return this.id;
  }
}

describe('sync_push limits (issue 12 item 2)', () => {
  it('a 20,000-change push is refused at once, naming the limit, and nothing is applied', async () => {
    const teacher = await teacherWithClass('push-huge');
    const clientId = randomUUID();
    const started = performance.now();
    const answer = await teacher.client
      .rpc('sync_push', {
        client_id: clientId,
        protocol_version: SYNC_PROTOCOL_VERSION,
        changes: lessonChanges(teacher.id, teacher.classId, 20_000),
      })
      .retry(false);
    const elapsedMs = performance.now() - started;
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({
      code: '22023',
      hint: 'SYNC_BATCH_TOO_LARGE',
      message: `A push may carry at most ${SERVER_LIMIT} changes; this one carried 20000. Send them in smaller batches.`,
    });
    expect(elapsedMs).toBeLessThan(REFUSAL_WITHIN_MS);
    const lessons = await teacher.client.from('lessons').select('id');
    expect(lessons.data).toEqual([]);
    await healthyWithin(5000);
  });

  it('a push of exactly the limit is applied in bounded time', async () => {
    const teacher = await teacherWithClass('push-limit');
    const started = performance.now();
    const answer = await teacher.client
      .rpc('sync_push', {
        client_id: randomUUID(),
        protocol_version: SYNC_PROTOCOL_VERSION,
        changes: lessonChanges(teacher.id, teacher.classId, SERVER_LIMIT),
      })
      .retry(false);
    const elapsedMs = performance.now() - started;
    expect(answer.error).toBeNull();
    const { results, last_seq } = answer.data as {
      results: { seq: number; status: string }[];
      last_seq: number;
    };
    expect(last_seq).toBe(SERVER_LIMIT);
    expect(results.filter((r) => r.status === 'applied')).toHaveLength(SERVER_LIMIT);
    expect(elapsedMs).toBeLessThan(AT_LIMIT_WITHIN_MS);
    await healthyWithin(5000);
  });

  it('the sync engine reports an over-limit push as refused and keeps every change; its own batches go through', async () => {
    expect(PUSH_BATCH_SIZE).toBeLessThanOrEqual(SERVER_LIMIT);
    const teacher = await teacherWithClass('push-engine');
    const device = new Device();
    const count = SERVER_LIMIT + 100;
    for (let i = 0; i < count; i += 1) {
      device.write(randomUUID(), lessonFields(teacher.id, teacher.classId, i));
    }
    const remote = createSupabaseRemoteStore(teacher.client, { rowSchemas: SYNC_ROW_SCHEMAS });
    const cycle = (pushBatchSize: number) =>
      runSyncCycle({
        local: device,
        remote,
        pushBatchSize,
        pullPageSize: PULL_PAGE_SIZE,
        now: () => new Date().toISOString(),
        onPhase: () => undefined,
      });

    // A client batching more than the server takes (not this app: it sends PUSH_BATCH_SIZE).
    const refused = await cycle(count).catch((error: unknown) => error);
    expect(failureReason(refused)).toBe('request-refused');
    expect(failureDetail(refused)).toBe(
      `HTTP 400: A push may carry at most ${SERVER_LIMIT} changes; this one carried ${count}. Send them in smaller batches.`,
    );
    expect(device.outbox).toHaveLength(count);
    expect(device.rejected).toEqual([]);

    const report = await cycle(PUSH_BATCH_SIZE);
    expect(report).toMatchObject({ pushed: count, rejected: 0 });
    expect(device.outbox).toEqual([]);
    const stored = await teacher.client
      .from('lessons')
      .select('id', { count: 'exact', head: true });
    expect(stored.count).toBe(count);
  });
});
