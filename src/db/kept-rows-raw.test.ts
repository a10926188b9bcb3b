import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { replicaOf } from './analytics-written';
import { readStartRows } from './kept-rows-raw';
import { openReplica } from './replica-db';

const journal = { since: 'mark-1', last: 'mark-2', ids: { lessons: ['a-lesson'] } };

/** The reader of the dashboard's start worker (its figures are tested in features/dashboard). */
describe('readStartRows', () => {
  it('never creates a replica that is not on the device (Dexie makes it, with its stores)', async () => {
    const userId = crypto.randomUUID();

    expect(await readStartRows(indexedDB, userId, journal, { kind: 'teacher', userId })).toBeNull();

    const names = (await indexedDB.databases()).map((database) => database.name);
    expect(names).not.toContain(replicaOf(userId));
  });

  it('answers no kept rows when none were kept, with the classes and calendar it read', async () => {
    const userId = crypto.randomUUID();
    const db = await openReplica(userId);
    db.close();

    const rows = await readStartRows(indexedDB, userId, journal, { kind: 'teacher', userId });

    expect(rows).toEqual({
      kept: null,
      classes: [],
      calendar: {
        owner: { kind: 'teacher', userId },
        row: undefined,
        ownerClosures: [],
        personalClosures: [],
      },
    });
  });

  it('answers nothing when the journal names a store the kept rows cannot patch', async () => {
    const userId = crypto.randomUUID();
    const classes = { ...journal, ids: { classes: ['a-class'] } };

    expect(await readStartRows(indexedDB, userId, classes, { kind: 'teacher', userId })).toBeNull();
  });
});
