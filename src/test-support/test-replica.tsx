import { useState, type ReactNode } from 'react';
import { onTestFinished } from 'vitest';
import { ThemeProvider } from '@/app/theme/theme-provider';
import { deleteReplica, openReplica, type ReplicaDb } from '@/db/replica-db';
import { ReplicaContext, type ReplicaHandle } from '@/db/replica-hooks';
import { createReplicaHandle } from '@/db/replica-hooks-live';
import { createMemorySessionSource } from '@/shared/lib/session/test-support/memory-session-source';
import { SessionProvider } from '@/shared/lib/session/session-context';
import type { SessionState } from '@/shared/lib/session/session-source';

/**
 * A replica for a component test, deleted when the test ends. The test file must import
 * 'fake-indexeddb/auto' before anything else: Dexie's liveQuery works only where a global
 * indexedDB existed when Dexie loaded. Component tests in features read and seed it through the
 * returned `db` (they may not import src/db themselves).
 */
export async function openTestReplica(
  userId: string = crypto.randomUUID(),
): Promise<{ userId: string; db: ReplicaDb; handle: ReplicaHandle }> {
  const db = await openReplica(userId);
  onTestFinished(async () => {
    db.close();
    await deleteReplica(userId);
  });
  return { userId, db, handle: createReplicaHandle(db) };
}

/** The providers a signed-in page reads: theme, session and the open replica (or none yet). */
export function ReplicaTestProviders({
  session,
  replica,
  children,
}: {
  session: SessionState;
  replica: ReplicaHandle | null;
  children: ReactNode;
}) {
  const [source] = useState(() => createMemorySessionSource(session));
  return (
    <ThemeProvider>
      <SessionProvider source={source}>
        <ReplicaContext value={replica}>{children}</ReplicaContext>
      </SessionProvider>
    </ThemeProvider>
  );
}
