import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { SignedUp } from './abuse-stack';
import { confirmedUser, invitedMember, schoolOwnedBy } from './memberships';

/**
 * People, a school and resource files for the storage tests (issue 15), made through the API as
 * the app makes them: an owner and a TEACHER colleague in one school, a stranger in another.
 */
export type StorageWorld = {
  owner: SignedUp;
  colleague: SignedUp;
  stranger: SignedUp;
  schoolId: string;
};

export async function storageWorld(): Promise<StorageWorld> {
  const owner = await confirmedUser('files-owner');
  const colleague = await confirmedUser('files-colleague');
  const stranger = await confirmedUser('files-stranger');
  const schoolId = await schoolOwnedBy(owner, 'Files School');
  await invitedMember(owner, schoolId, colleague, 'TEACHER');
  await schoolOwnedBy(stranger, 'Other School');
  return { owner, colleague, stranger, schoolId };
}

/** `<user id>/<uuid>/<file name>`, the object name the migration's policies expect. */
export const objectNameFor = (user: SignedUp, fileName: string) =>
  `${user.id}/${randomUUID()}/${fileName}`;

/** A file resource row pointing at `filePath`, written by its owner through /rest/v1. */
export async function fileResource(
  owner: SignedUp,
  schoolId: string,
  filePath: string,
  isShared: boolean,
): Promise<string> {
  const id = randomUUID();
  const { error } = await owner.client.from('resources').insert({
    id,
    owner_id: owner.id,
    school_id: schoolId,
    is_shared: isShared,
    kind: 'file',
    title: isShared ? 'Shared worksheet' : 'Private notes',
    file_path: filePath,
  });
  expect(error).toBeNull();
  return id;
}

/** Uploads `text` as the owner and checks it was stored. */
export async function uploaded(
  user: SignedUp,
  name: string,
  text: string,
  contentType = 'text/plain',
) {
  const { data, error } = await user.client.storage
    .from('resources')
    .upload(name, Buffer.from(text), { contentType });
  expect(error).toBeNull();
  expect(data?.path).toBe(name);
  return name;
}
