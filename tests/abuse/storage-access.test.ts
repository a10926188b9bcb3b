import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient } from './support/abuse-stack';
import {
  fileResource,
  objectNameFor,
  storageWorld,
  uploaded,
  type StorageWorld,
} from './support/storage-world';

/**
 * Issue 15, files for real: who may touch an object in the private `resources` bucket, through
 * the real supabase-js storage client against the running stack. The gateway decides nothing;
 * every answer here comes from the RLS policies of 20261125000400_resource_storage.sql.
 */
let world: StorageWorld;
let sharedName: string;
let privateName: string;

beforeAll(async () => {
  world = await storageWorld();
  sharedName = await uploaded(world.owner, objectNameFor(world.owner, 'worksheet.txt'), 'shared');
  privateName = await uploaded(world.owner, objectNameFor(world.owner, 'notes.txt'), 'private');
  await fileResource(world.owner, world.schoolId, sharedName, true);
  await fileResource(world.owner, world.schoolId, privateName, false);
});

const bucket = (who: { client: StorageWorld['owner']['client'] }) =>
  who.client.storage.from('resources');

describe('the owner of a file', () => {
  it('uploads (raw and multipart), downloads, lists and removes their own objects', async () => {
    const name = objectNameFor(world.owner, 'lesson plan.txt');
    const blob = new Blob(['first draft'], { type: 'text/plain' });
    expect((await bucket(world.owner).upload(name, blob)).error).toBeNull();

    const downloaded = await bucket(world.owner).download(name);
    expect(downloaded.error).toBeNull();
    expect(await downloaded.data!.text()).toBe('first draft');

    // Without upsert a second upload is a conflict; with it the bytes are replaced.
    const again = await bucket(world.owner).upload(name, Buffer.from('second'));
    expect(again.error).toMatchObject({ statusCode: '409' });
    const replaced = await bucket(world.owner).upload(name, Buffer.from('second draft'), {
      upsert: true,
      contentType: 'text/plain',
    });
    expect(replaced.error).toBeNull();
    expect(await (await bucket(world.owner).download(name)).data!.text()).toBe('second draft');

    const folder = name.slice(0, name.lastIndexOf('/'));
    const listed = await bucket(world.owner).list(folder);
    expect(listed.error).toBeNull();
    expect(listed.data).toEqual([
      expect.objectContaining({
        name: 'lesson plan.txt',
        id: expect.any(String),
        metadata: expect.objectContaining({ size: 12, mimetype: 'text/plain' }),
      }),
    ]);
    const top = await bucket(world.owner).list(world.owner.id);
    expect(top.data?.map((entry) => entry.id)).toEqual(top.data?.map(() => null));
    expect(top.data?.map((entry) => entry.name)).toContain(folder.split('/')[1]);

    const removed = await bucket(world.owner).remove([name]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((row) => row.name)).toEqual([name]);
    expect((await bucket(world.owner).download(name)).error).toMatchObject({ statusCode: '404' });
  });

  it('gets a signed URL that downloads the file as an attachment, and only that file', async () => {
    const signed = await bucket(world.owner).createSignedUrl(privateName, 60);
    expect(signed.error).toBeNull();
    const response = await fetch(signed.data!.signedUrl);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('private');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="notes.txt"/,
    );

    const forged = signed.data!.signedUrl.replace(encodeURI(privateName), encodeURI(sharedName));
    expect((await fetch(forged)).status).toBe(400);
    const tampered = `${signed.data!.signedUrl.slice(0, -2)}xx`;
    expect((await fetch(tampered)).status).toBe(400);
  });
});

describe('a colleague in the same school', () => {
  it("reads a shared school resource's file, but not a private one's", async () => {
    const shared = await bucket(world.colleague).download(sharedName);
    expect(shared.error).toBeNull();
    expect(await shared.data!.text()).toBe('shared');
    expect((await bucket(world.colleague).download(privateName)).error).toMatchObject({
      statusCode: '404',
    });
    expect((await bucket(world.colleague).createSignedUrl(privateName, 60)).error).toMatchObject({
      statusCode: '404',
    });
    expect((await bucket(world.colleague).createSignedUrl(sharedName, 60)).error).toBeNull();
  });

  it('cannot replace, upsert, delete, or write under the owner’s folder', async () => {
    const update = await bucket(world.colleague).update(sharedName, Buffer.from('defaced'));
    expect(update.error).not.toBeNull();
    const upsert = await bucket(world.colleague).upload(sharedName, Buffer.from('defaced'), {
      upsert: true,
    });
    expect(upsert.error).toMatchObject({ statusCode: '403' });
    const planted = await bucket(world.colleague).upload(
      objectNameFor(world.owner, 'planted.txt'),
      Buffer.from('planted'),
    );
    expect(planted.error).toMatchObject({ statusCode: '403' });

    const removed = await bucket(world.colleague).remove([sharedName]);
    expect(removed.data).toEqual([]);
    expect(await (await bucket(world.owner).download(sharedName)).data!.text()).toBe('shared');
  });

  it('loses access once the resource is no longer shared', async () => {
    const name = await uploaded(world.owner, objectNameFor(world.owner, 'later.txt'), 'later');
    const id = await fileResource(world.owner, world.schoolId, name, true);
    expect((await bucket(world.colleague).download(name)).error).toBeNull();
    const tombstoned = await world.owner.client
      .from('resources')
      .update({ deleted_at: new Date().toISOString() })
      .eq('id', id);
    expect(tombstoned.error).toBeNull();
    expect((await bucket(world.colleague).download(name)).error).toMatchObject({
      statusCode: '404',
    });
  });
});

describe('outsiders', () => {
  it("another school's teacher cannot read, list, sign, or remove the school's files", async () => {
    expect((await bucket(world.stranger).download(sharedName)).error).toMatchObject({
      statusCode: '404',
    });
    expect((await bucket(world.stranger).createSignedUrl(sharedName, 60)).error).toMatchObject({
      statusCode: '404',
    });
    expect((await bucket(world.stranger).list(world.owner.id)).data).toEqual([]);
    expect((await bucket(world.stranger).remove([sharedName])).data).toEqual([]);
  });

  it('anon (the public key alone) can neither read nor write', async () => {
    const storage = anonClient().storage.from('resources');
    expect((await storage.download(sharedName)).error).toMatchObject({ statusCode: '404' });
    expect((await storage.list(world.owner.id)).data).toEqual([]);
    const written = await storage.upload(objectNameFor(world.owner, 'anon.txt'), Buffer.from('x'));
    expect(written.error).toMatchObject({ statusCode: '403' });
    expect(await (await bucket(world.owner).download(sharedName)).data!.text()).toBe('shared');
  });
});
