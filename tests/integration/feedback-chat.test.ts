// First: Dexie's liveQuery (the queue's watch) runs only where a global indexedDB existed when
// Dexie loaded.
import 'fake-indexeddb/auto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createFeedbackActions } from '../../src/app/server/feedback-actions';
import { browserTimers } from '../../src/app/sync/browser-environment';
import { createFeedbackTransport } from '../../src/app/sync/feedback-transport';
import { createFeedbackQueue, enqueueFeedback } from '../../src/db/feedback-queue';
import { deleteReplica, openReplica } from '../../src/db/replica-db';
import { chatReducer, startChat } from '../../src/features/feedback/model/chat-rules';
import { deliverReport } from '../../src/features/feedback/model/deliver-report';
import { describeReportContext } from '../../src/features/feedback/model/report-context';
import {
  buildFeedbackReport,
  type FeedbackReport,
} from '../../src/features/feedback/model/report-rules';
import { productStackHooks } from '../../supabase/local/product-stack';
import { startStack, type Stack } from '../../supabase/local/stack';
import type { Environment } from '../../sync/engine/ports';
import { FeedbackSender } from '../../sync/feedback/feedback-sender';

/**
 * The feedback chat's report against `npm start`'s stack (auth, the submit-feedback function, the
 * real PostgREST): sent online it is stored as written; queued offline, the sync leader's sender
 * posts it once the device is back online, and the server holds it exactly once, however many
 * rounds (or senders, after a change of leader tab) run afterwards.
 */
let stack: Stack;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'feedback-chat-'));
  stack = await startStack({
    port: 0,
    dataDir,
    distDir: join(dataDir, 'no-dist'),
    log: () => undefined,
    ...productStackHooks({ SEED: 'false', AUTH_AUTOCONFIRM: 'true' }),
  });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A new teacher, signed in through the stack's auth (the function asks it who is calling). */
async function newTeacher(): Promise<{ client: SupabaseClient; userId: string }> {
  const client = createClient(stack.url, stack.keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const email = `feedback-${crypto.randomUUID()}@e2e.test`;
  const { data, error } = await client.auth.signUp({ email, password: 'a-long-test-password-42' });
  if (error) throw error;
  return { client, userId: data.user!.id };
}

/** The report a chat makes from these answers, on this page. */
function reportFrom(answers: string[], online: boolean): FeedbackReport {
  let state = startChat(new Date().toISOString());
  for (const text of answers) {
    state = chatReducer(state, { type: 'said', text, at: new Date().toISOString() });
  }
  const context = describeReportContext({
    page: '/planner?week=2026-11-23',
    appVersion: '0.1.0',
    device: 'tablet',
    online,
  });
  return buildFeedbackReport(state, context)!;
}

async function storedReports(client: SupabaseClient) {
  const { data, error } = await client
    .from('feedback_reports')
    .select('conversation, metadata, context, status')
    .order('created_at');
  if (error) throw error;
  return data;
}

/** The browser's online switch, as the sender hears it. */
function switchableNetwork(online: boolean) {
  const listeners = new Set<(event: 'online' | 'offline' | 'focus') => void>();
  const network: Environment & { set(online: boolean): void } = {
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      online = next;
      listeners.forEach((listener) => listener(next ? 'online' : 'offline'));
    },
  };
  return network;
}

describe('feedback chat reports on the local stack', () => {
  it('online: the chat’s report goes to submit-feedback and is stored as written', async () => {
    const { client } = await newTeacher();
    const report = reportFrom(
      [
        'The export has a bug',
        'Critical',
        'A file',
        'Nothing',
        'More, Export',
        'Blocks me',
        'a.png, b.png',
      ],
      true,
    );

    const outcome = await deliverReport(report, {
      enabled: true,
      signedIn: true,
      online: true,
      send: (ready) => createFeedbackActions(async () => client).submit(ready),
      queue: null,
    });

    expect(outcome).toEqual({ kind: 'sent' });
    expect(await storedReports(client)).toEqual([
      {
        conversation: report.conversation,
        metadata: report.metadata,
        context: 'page: /planner\napp version: 0.1.0\ndevice: tablet\nonline: yes',
        status: 'new',
      },
    ]);
  });

  it('offline: queued on the device, sent by the sender once back online, stored exactly once', async () => {
    const { client, userId } = await newTeacher();
    const db = await openReplica(userId);
    try {
      const report = reportFrom(
        [
          'An idea: print the week',
          'low',
          'A print view',
          'None',
          'Planner, Print',
          'Saves time',
          'none',
        ],
        false,
      );
      const network = switchableNetwork(false);
      const outcome = await deliverReport(report, {
        enabled: true,
        signedIn: true,
        online: network.isOnline(),
        send: () => {
          throw new Error('offline: nothing is sent');
        },
        queue: async (ready) => {
          const queued = await enqueueFeedback(db, ready);
          return queued.ok ? { ok: true } : { ok: false, message: queued.message };
        },
      });
      expect(outcome).toEqual({ kind: 'queued' });
      expect(await db.pending_feedback.count()).toBe(1);

      let posts = 0;
      const transport = createFeedbackTransport(client);
      const leader = new FeedbackSender({
        queue: createFeedbackQueue(db),
        send: (payload) => {
          posts += 1;
          return transport(payload);
        },
        environment: network,
        timers: browserTimers,
      });
      leader.start();
      expect(await leader.drain()).toEqual({ sent: 0, refused: 0, waiting: 0 });
      expect(await storedReports(client)).toEqual([]);

      network.set(true);
      // The round the online event started, then one more: nothing is left to send.
      await leader.drain();
      expect(await leader.drain()).toEqual({ sent: 0, refused: 0, waiting: 0 });
      await leader.stop();
      // Another tab takes the lead: its sender finds nothing either.
      const next = new FeedbackSender({
        queue: createFeedbackQueue(db),
        send: transport,
        environment: network,
        timers: browserTimers,
      });
      expect(await next.drain()).toEqual({ sent: 0, refused: 0, waiting: 0 });

      expect(posts).toBe(1);
      expect(await db.pending_feedback.count()).toBe(0);
      const stored = await storedReports(client);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        metadata: { category: 'improvement', severity: 'low', attachments: [] },
        context: 'page: /planner\napp version: 0.1.0\ndevice: tablet\nonline: no',
      });
    } finally {
      db.close();
      await deleteReplica(userId);
    }
  });
});
