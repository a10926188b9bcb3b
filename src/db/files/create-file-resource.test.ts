import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_FILE_BYTES, OUT_OF_SPACE_MESSAGE } from '@/shared/lib/files/storage-limits';
import { openReplica, type ReplicaDb } from '../replica-db';
import { pulledClassRow, pulledLesson } from '../test-support/pulled-rows';
import { attachFileToLesson, createFileResource } from './create-file-resource';

const AT = '2026-11-25T04:00:00.000Z';
let db: ReplicaDb;
let userId: string;
let ids: string[];
const options = () => ({ now: () => AT, newId: () => ids.shift()!, estimate: null });

beforeEach(async () => {
  userId = crypto.randomUUID();
  ids = [crypto.randomUUID(), crypto.randomUUID()];
  db = await openReplica(userId, { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => db.close());

const pdf = (size = 5) =>
  new File([new Uint8Array(size)], 'Fractions – Année 7.pdf', { type: 'application/pdf' });

/** A Blob that says it is `size` bytes without holding them (the limit is checked first). */
function claimingSize(size: number): Blob & { name: string } {
  const blob = Object.assign(new Blob(['x']), { name: 'huge.mp4' });
  Object.defineProperty(blob, 'size', { value: size });
  return blob;
}

async function nothingWritten() {
  expect(await db.entity('resources').count()).toBe(0);
  expect(await db.outbox.count()).toBe(0);
  expect(await db.pending_uploads.count()).toBe(0);
}

describe('createFileResource', () => {
  it('writes the row, its outbox change and the waiting blob together', async () => {
    const resourceId = ids[0]!;
    const result = await createFileResource(
      db,
      { userId },
      {
        title: ' Fractions ',
        subject: 'Maths',
        years: [7],
        tags: ['worksheet'],
        description: 'Two pages',
      },
      pdf(),
      options(),
    );
    const path = `${userId}/${resourceId}/Fractions _ Annee 7.pdf`;
    expect(result).toEqual({ ok: true, resourceId, path });

    expect(await db.entity('resources').get(resourceId)).toMatchObject({
      kind: 'file',
      title: 'Fractions',
      file_path: path,
      mime_type: 'application/pdf',
      size_bytes: 5,
      subject: 'Maths',
      years: [7],
      tags: ['worksheet'],
      description: 'Two pages',
      is_shared: false,
      school_id: null,
    });
    const [change] = await db.outbox.toArray();
    expect(change).toMatchObject({ table: 'resources', op: 'upsert', id: resourceId });
    expect(change!.fields).toMatchObject({ file_path: path, size_bytes: 5 });
    const pending = await db.pending_uploads.get(resourceId);
    expect(pending).toMatchObject({
      path,
      state: 'waiting',
      size_bytes: 5,
      name: 'Fractions – Année 7.pdf',
    });
    expect(await pending!.blob.arrayBuffer()).toEqual(new Uint8Array(5).buffer);
  });

  it("takes the file's name as the title when none is given, and shares only with a school", async () => {
    const schoolId = crypto.randomUUID();
    await createFileResource(
      db,
      { userId },
      { is_shared: true, school_id: schoolId },
      pdf(),
      options(),
    );
    expect((await db.entity('resources').toArray())[0]).toMatchObject({
      title: 'Fractions – Année 7.pdf',
      is_shared: true,
      school_id: schoolId,
    });
    await createFileResource(db, { userId }, { is_shared: true }, pdf(), options());
    expect((await db.entity('resources').toArray()).map((row) => row.is_shared).sort()).toEqual([
      false,
      true,
    ]);
  });

  it('refuses a file over 50 MB, naming the limit and its size, and writes nothing', async () => {
    const huge = claimingSize(MAX_FILE_BYTES + 20 * 1024 * 1024);
    const result = await createFileResource(db, { userId }, {}, huge, options());
    expect(result).toEqual({
      ok: false,
      reason: 'too-large',
      message: 'This file is 70 MB; a file can be at most 50 MB.',
    });
    await nothingWritten();
  });

  it('says the device is full when the estimate leaves no room, before writing', async () => {
    const estimate = vi.fn(async () => ({ quota: 1000, usage: 998 }));
    const result = await createFileResource(db, { userId }, {}, pdf(5), { ...options(), estimate });
    expect(result).toEqual({ ok: false, reason: 'out-of-space', message: OUT_OF_SPACE_MESSAGE });
    expect(OUT_OF_SPACE_MESSAGE).toMatch(/^This device is out of storage space/);
    await nothingWritten();
  });

  it('says the device is full when IndexedDB refuses the blob, and keeps nothing of the write', async () => {
    vi.spyOn(db.pending_uploads, 'add').mockRejectedValue(
      new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
    );
    const result = await createFileResource(db, { userId }, { title: 'Slides' }, pdf(), options());
    expect(result).toMatchObject({ ok: false, reason: 'out-of-space' });
    vi.restoreAllMocks();
    await nothingWritten();
  });

  it('refuses an invalid row (a title over 300 characters) with nothing written', async () => {
    const result = await createFileResource(
      db,
      { userId },
      { title: 'x'.repeat(301) },
      pdf(),
      options(),
    );
    expect(result).toMatchObject({ ok: false, reason: 'invalid' });
    await nothingWritten();
  });
});

describe('attachFileToLesson', () => {
  it("links a new file resource to the lesson (with the class's subject and year) and plans the lesson", async () => {
    const schoolClass = await pulledClassRow(db, userId, { subject: 'Science', year: 8 });
    const lesson = await pulledLesson(db, userId, schoolClass.id, '2026-11-25', 'p1');
    const [resourceId, linkId] = ids as [string, string];

    const result = await attachFileToLesson(db, { userId }, lesson.id, pdf(), options());
    expect(result).toMatchObject({ ok: true, resourceId, linkId });

    expect(await db.entity('resources').get(resourceId)).toMatchObject({
      title: 'Fractions – Année 7.pdf',
      subject: 'Science',
      years: [8],
    });
    expect(await db.entity('lesson_resources').get(linkId)).toMatchObject({
      lesson_id: lesson.id,
      resource_id: resourceId,
    });
    expect((await db.entity('lessons').get(lesson.id))?.status).toBe('PLANNED');
    expect((await db.outbox.orderBy('seq').toArray()).map((change) => change.table)).toEqual([
      'resources',
      'lesson_resources',
      'lessons',
    ]);
    expect(await db.pending_uploads.count()).toBe(1);
  });

  it("refuses another teacher's lesson and writes nothing", async () => {
    const other = crypto.randomUUID();
    const schoolClass = await pulledClassRow(db, other);
    const lesson = await pulledLesson(db, other, schoolClass.id, '2026-11-25', 'p1');
    const result = await attachFileToLesson(db, { userId }, lesson.id, pdf(), options());
    expect(result).toMatchObject({ ok: false, reason: 'not-found' });
    await nothingWritten();
  });
});
