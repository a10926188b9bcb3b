import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { pulledClassRow, pulledLesson } from '@/db/test-support/pulled-rows';
import type { ReplicaDb } from '@/db/replica-db';
import {
  RESOURCE_MESSAGES,
  resourceFormInput,
  type ResourceFieldsInput,
} from '../model/resource-rules';
import { pulledResource, TEST_SCHOOL_ID } from '../test-support/resource-rows';
import { replicaPerTest } from '../test-support/replica-per-test';
import { linkResourceToLesson, unlinkResourceFromLesson } from './link-resource';
import {
  createResource,
  deleteResource,
  restoreResource,
  updateResource,
} from './resource-commands';

const replica = replicaPerTest();
let db: ReplicaDb;
let ctx: { userId: string; schoolId: string | null };
beforeEach(() => {
  db = replica.db;
  ctx = { userId: replica.userId, schoolId: TEST_SCHOOL_ID };
});

const link = (overrides: Partial<ResourceFieldsInput> = {}): ResourceFieldsInput => ({
  ...resourceFormInput(undefined, 'link'),
  title: 'Forces simulation',
  url: 'https://phet.colorado.edu/forces',
  ...overrides,
});
const note = (overrides: Partial<ResourceFieldsInput> = {}): ResourceFieldsInput => ({
  ...resourceFormInput(undefined, 'note'),
  title: 'Lab safety',
  body: '# Rules\n\n- Goggles on',
  ...overrides,
});
const outbox = () => db.outbox.orderBy('seq').toArray();

describe('createResource', () => {
  it('creates a link with its fields cleaned, and one outbox change', async () => {
    const created = await createResource(
      db,
      ctx,
      link({ subject: ' Science ', years: [8, 7, 8], tags: 'physics, , Physics, motion ' }),
    );
    expect(created.ok).toBe(true);
    const row = await db.entity('resources').get(created.ok ? created.id : '');
    expect(row).toMatchObject({
      kind: 'link',
      title: 'Forces simulation',
      url: 'https://phet.colorado.edu/forces',
      body: null,
      subject: 'Science',
      years: [7, 8],
      tags: ['physics', 'motion'],
      is_shared: false,
      owner_id: ctx.userId,
      school_id: TEST_SCHOOL_ID,
    });
    expect(await outbox()).toHaveLength(1);
  });

  it('creates a note and a mailto link', async () => {
    expect((await createResource(db, ctx, note())).ok).toBe(true);
    expect((await createResource(db, ctx, link({ url: 'mailto:head@school.test' }))).ok).toBe(true);
    expect((await db.entity('resources').toArray()).map((r) => r.kind).sort()).toEqual([
      'link',
      'note',
    ]);
  });

  it.each([
    ['javascript:alert(1)', RESOURCE_MESSAGES.urlScheme],
    ['data:text/html,<script>', RESOURCE_MESSAGES.urlScheme],
    ['ftp://files.test/a', RESOURCE_MESSAGES.urlScheme],
    ['example.com', RESOURCE_MESSAGES.urlScheme],
    ['https://', RESOURCE_MESSAGES.urlInvalid],
    ['', RESOURCE_MESSAGES.urlRequired],
  ])('refuses the link address %j, naming the field', async (url, message) => {
    const refused = await createResource(db, ctx, link({ url }));
    expect(refused).toMatchObject({ ok: false, reason: 'invalid', field: 'url', message });
    expect(await db.entity('resources').count()).toBe(0);
    expect(await outbox()).toHaveLength(0);
  });

  it('names every wrong field at once', async () => {
    const refused = await createResource(
      db,
      ctx,
      note({ title: '  ', body: ' ', description: 'x'.repeat(2001), tags: 't'.repeat(41) }),
    );
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.errors).toEqual({
      title: RESOURCE_MESSAGES.titleRequired,
      body: RESOURCE_MESSAGES.bodyRequired,
      description: RESOURCE_MESSAGES.descriptionTooLong,
      tags: RESOURCE_MESSAGES.tagTooLong,
    });
  });

  it('shares with the school only for a teacher in one', async () => {
    const shared = await createResource(db, ctx, link({ visibility: 'school' }));
    expect(shared.ok).toBe(true);
    const solo = await createResource(
      db,
      { ...ctx, schoolId: null },
      link({ visibility: 'school' }),
    );
    expect(solo).toMatchObject({ ok: false, field: 'visibility' });
  });
});

describe('updateResource, deleteResource and restoreResource', () => {
  it('edits the owner’s resource; un-sharing writes is_shared false', async () => {
    const row = await pulledResource(db, ctx.userId, { is_shared: true });
    const input = { ...resourceFormInput(row), title: 'Forces v2', visibility: 'mine' as const };
    expect(await updateResource(db, ctx, row.id, input)).toEqual({ ok: true });
    expect(await db.entity('resources').get(row.id)).toMatchObject({
      title: 'Forces v2',
      is_shared: false,
    });
    const [change] = await outbox();
    expect(change?.fields).toMatchObject({ title: 'Forces v2', is_shared: false });
  });

  it('keeps a colleague’s shared resource read-only', async () => {
    const row = await pulledResource(db, crypto.randomUUID(), { is_shared: true });
    const input = { ...resourceFormInput(row), title: 'Mine now' };
    expect(await updateResource(db, ctx, row.id, input)).toMatchObject({ reason: 'read-only' });
    expect(await deleteResource(db, ctx, row.id)).toMatchObject({ reason: 'read-only' });
    expect(await outbox()).toHaveLength(0);
  });

  it('deletes as a tombstone and Undo restores it', async () => {
    const row = await pulledResource(db, ctx.userId);
    expect(await deleteResource(db, ctx, row.id)).toEqual({ ok: true });
    expect((await db.entity('resources').get(row.id))?.deleted_at).not.toBeNull();
    expect(await restoreResource(db, ctx, row.id)).toEqual({ ok: true });
    expect((await db.entity('resources').get(row.id))?.deleted_at).toBeNull();
    expect((await outbox()).map((c) => c.op)).toEqual(['delete', 'upsert']);
  });

  it('lets the teacher’s lessons go of a deleted resource, and Undo links them again', async () => {
    const row = await pulledResource(db, ctx.userId);
    const schoolClass = await pulledClassRow(db, ctx.userId);
    const kept = await pulledLesson(db, ctx.userId, schoolClass.id, '2026-11-24', 'p1');
    const dropped = await pulledLesson(db, ctx.userId, schoolClass.id, '2026-11-25', 'p1');
    const keptLink = await linkResourceToLesson(db, ctx, { resourceId: row.id, lessonId: kept.id });
    const droppedLink = await linkResourceToLesson(db, ctx, {
      resourceId: row.id,
      lessonId: dropped.id,
    });
    if (!keptLink.ok || !droppedLink.ok) throw new Error('linking failed');
    // Unlinked by hand before the delete: Undo of the delete must not bring this one back.
    await unlinkResourceFromLesson(db, ctx, { lessonId: dropped.id, linkId: droppedLink.linkId });
    const links = () => db.entity('lesson_resources').where('resource_id').equals(row.id).toArray();

    expect(
      await deleteResource(db, ctx, row.id, { now: () => '2026-11-24T10:00:00.000Z' }),
    ).toEqual({
      ok: true,
    });
    expect((await links()).every((link) => link.deleted_at !== null)).toBe(true);

    expect(await restoreResource(db, ctx, row.id)).toEqual({ ok: true });
    const after = new Map((await links()).map((link) => [link.id, link.deleted_at]));
    expect(after.get(keptLink.linkId)).toBeNull();
    expect(after.get(droppedLink.linkId)).not.toBeNull();
  });

  it('refuses to change a resource’s kind', async () => {
    const row = await pulledResource(db, ctx.userId);
    const input = { ...resourceFormInput(row), kind: 'note' as const, body: 'text' };
    expect(await updateResource(db, ctx, row.id, input)).toMatchObject({ field: 'kind' });
  });
});

describe('linkResourceToLesson', () => {
  it('links once, plans the lesson, and Undo unlinks and un-plans it', async () => {
    const schoolClass = await pulledClassRow(db, ctx.userId);
    const lesson = await pulledLesson(db, ctx.userId, schoolClass.id, '2026-11-24', 'p1');
    const row = await pulledResource(db, crypto.randomUUID(), { is_shared: true });
    const linked = await linkResourceToLesson(db, ctx, { resourceId: row.id, lessonId: lesson.id });
    expect(linked).toMatchObject({ ok: true, created: true });
    expect((await db.entity('lessons').get(lesson.id))?.status).toBe('PLANNED');
    const again = await linkResourceToLesson(db, ctx, { resourceId: row.id, lessonId: lesson.id });
    expect(again).toMatchObject({ ok: true, created: false });
    expect(await db.entity('lesson_resources').count()).toBe(1);

    if (!linked.ok) throw new Error(linked.message);
    const undone = await unlinkResourceFromLesson(db, ctx, {
      lessonId: lesson.id,
      linkId: linked.linkId,
    });
    expect(undone).toEqual({ ok: true });
    expect((await db.entity('lessons').get(lesson.id))?.status).toBe('UNPLANNED');
  });

  it('refuses a colleague’s lesson and a resource that is gone', async () => {
    const theirs = await pulledClassRow(db, 'someone-else');
    const lesson = await pulledLesson(db, 'someone-else', theirs.id, '2026-11-24', 'p1');
    const row = await pulledResource(db, ctx.userId);
    expect(
      await linkResourceToLesson(db, ctx, { resourceId: row.id, lessonId: lesson.id }),
    ).toMatchObject({ ok: false, reason: 'not_found' });
    expect(
      await linkResourceToLesson(db, ctx, { resourceId: crypto.randomUUID(), lessonId: lesson.id }),
    ).toMatchObject({ ok: false, reason: 'not_found' });
    expect(await outbox()).toHaveLength(0);
  });
});
