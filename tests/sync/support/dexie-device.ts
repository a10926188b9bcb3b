import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { DexieLocalReplica } from '../../../src/db/local-replica';
import { openReplica } from '../../../src/db/replica-db';
import { newLesson } from '../../../src/db/test-support/test-rows';
import { writeWithOutbox } from '../../../src/db/write-with-outbox';

/**
 * Test double (tests only): one device's real Dexie replica on its own fake IndexedDB, so the
 * cycle's tests see exactly what a crash or the next run would find in storage.
 */
export async function openDevice() {
  const userId = crypto.randomUUID();
  const db = await openReplica(userId, { indexedDB: new IDBFactory(), IDBKeyRange });
  const local = new DexieLocalReplica(db);

  /** A lesson created on this device through the command path (row + outbox change). */
  async function createLesson(title = 'Fractions'): Promise<string> {
    const lesson = newLesson(userId, { title });
    const written = await writeWithOutbox(db, 'lessons', { op: 'create', row: lesson });
    if (!written.ok) throw new Error(written.message);
    return lesson.id;
  }

  async function editLesson(id: string, fields: { title?: string; notes?: string }) {
    const written = await writeWithOutbox(db, 'lessons', { op: 'update', id, fields });
    if (!written.ok) throw new Error(written.message);
  }

  return { userId, db, local, createLesson, editLesson };
}
