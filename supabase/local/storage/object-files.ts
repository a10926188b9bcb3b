import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Object bytes on disk, named by object id (a uuid the database generated), never by the object's
 * name: no name a caller chooses can point anywhere on disk. Uploads land in tmp/ first and are
 * renamed into objects/ only once the database accepted the row, so a refused upload leaves
 * nothing behind and a reader never sees half a file.
 */
export type ObjectFiles = {
  /** A fresh path for an upload in progress (same file system as objects/, so rename is atomic). */
  tempPath(): string;
  /** Moves a finished upload into place as object `id` (replacing the old bytes on upsert). */
  commit(tempPath: string, id: string): Promise<void>;
  /** An open handle on object `id`, or null when its bytes are missing. */
  open(id: string): Promise<FileHandle | null>;
  remove(id: string): Promise<void>;
  discard(tempPath: string): Promise<void>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function objectFiles(root: string): Promise<ObjectFiles> {
  const objects = join(root, 'objects');
  const tmp = join(root, 'tmp');
  await mkdir(objects, { recursive: true, mode: 0o700 });
  await mkdir(tmp, { recursive: true, mode: 0o700 });
  // Uploads cut off by a crash are never committed; clear them on start.
  await rm(tmp, { recursive: true, force: true });
  await mkdir(tmp, { recursive: true, mode: 0o700 });

  const pathOf = (id: string) => {
    if (!UUID.test(id)) throw new Error(`not an object id: ${id}`);
    return join(objects, id.toLowerCase());
  };
  return {
    tempPath: () => join(tmp, randomUUID()),
    commit: (tempPath, id) => rename(tempPath, pathOf(id)),
    async open(id) {
      try {
        return await open(pathOf(id), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    remove: (id) => rm(pathOf(id), { force: true }),
    discard: (tempPath) => rm(tempPath, { force: true }),
  };
}
