import { statusAfterEdit } from '@/domain/lessons';
import { fileSizeProblem, resourceObjectPath } from '@/shared/lib/files/storage-limits';
import type {
  AttachedFile,
  CreatedFileResource,
  FileRefusal,
  FileResourceFields,
} from '@/shared/lib/files/storage-files';
import { inRefusableTransaction } from '../refusable-transaction';
import type { ReplicaDb } from '../replica-db';
import { writeManyWithOutbox, type TableWrite } from '../write-with-outbox';
import { isQuotaError, outOfSpace } from './quota';

/** The signed-in teacher a file command writes for. */
export type FileCommandContext = { userId: string };

/** A file from an <input type=file> (a File), or any Blob with a name. */
export type NewFile = Blob & { name?: string };

/** Injected clock, ids and storage estimate, so tests are deterministic. */
export type FileCommandOptions = {
  now?: () => string;
  newId?: () => string;
  /** navigator.storage.estimate by default; absent where the browser has none. */
  estimate?: (() => Promise<{ quota?: number; usage?: number }>) | null;
};

const RESOURCE_STORES = ['resources', 'pending_uploads'] as const;
const LESSON_STORES = [...RESOURCE_STORES, 'lessons', 'lesson_resources', 'classes'] as const;

const LESSON_NOT_FOUND: FileRefusal = {
  ok: false,
  reason: 'not-found',
  message: 'This lesson is not on this device any more. Close it and reopen the week.',
};

/**
 * A file resource (kind 'file') and its blob, waiting to upload, in ONE transaction (DESIGN §6
 * "Files offline"): the row and its outbox change go through writeManyWithOutbox, the blob into
 * `pending_uploads`, which holds the row's push back until the object exists. Refused before
 * anything is written when the file is over 50 MB or the device has no room for it; a quota
 * error during the write leaves nothing behind either.
 */
export async function createFileResource(
  db: ReplicaDb,
  ctx: FileCommandContext,
  fields: FileResourceFields,
  file: NewFile,
  options: FileCommandOptions = {},
): Promise<CreatedFileResource> {
  const refused = await refusedBeforeWrite(file, options);
  if (refused) return refused;
  return guardQuota(() =>
    inRefusableTransaction(db, RESOURCE_STORES, async () => {
      const made = planFile(ctx, fields, file, options);
      const written = await writeManyWithOutbox(db, [made.write], { now: options.now });
      if (!written.ok) return invalid(written.message);
      await db.pending_uploads.add(made.pending);
      return { ok: true as const, resourceId: made.id, path: made.path };
    }),
  );
}

/**
 * The lesson panel's "Attach a file": a new file resource (titled after the file, with the
 * class's subject and year) linked to the lesson, the lesson's status following the link
 * (a link is content), all in the same transaction as the blob.
 */
export async function attachFileToLesson(
  db: ReplicaDb,
  ctx: FileCommandContext,
  lessonId: string,
  file: NewFile,
  options: FileCommandOptions = {},
): Promise<AttachedFile> {
  const refused = await refusedBeforeWrite(file, options);
  if (refused) return refused;
  return guardQuota(() =>
    inRefusableTransaction(db, LESSON_STORES, async () => {
      const lesson = await db.entity('lessons').get(lessonId);
      if (!lesson || lesson.owner_id !== ctx.userId || lesson.deleted_at !== null) {
        return LESSON_NOT_FOUND;
      }
      const schoolClass = await db.entity('classes').get(lesson.class_id);
      const made = planFile(
        ctx,
        {
          subject: schoolClass?.subject ?? null,
          years: schoolClass?.year ? [schoolClass.year] : [],
        },
        file,
        options,
      );
      const linkId = (options.newId ?? defaultNewId)();
      const writes: TableWrite[] = [
        made.write,
        {
          table: 'lesson_resources',
          request: {
            op: 'create',
            row: { id: linkId, owner_id: ctx.userId, lesson_id: lessonId, resource_id: made.id },
          },
        },
      ];
      const status = statusAfterEdit(lesson, true);
      if (status !== lesson.status) {
        writes.push({
          table: 'lessons',
          request: { op: 'update', id: lessonId, fields: { status } },
        });
      }
      const written = await writeManyWithOutbox(db, writes, { now: options.now });
      if (!written.ok) return invalid(written.message);
      await db.pending_uploads.add(made.pending);
      return { ok: true as const, resourceId: made.id, path: made.path, linkId };
    }),
  );
}

const defaultNewId = () => crypto.randomUUID();
const defaultNow = () => new Date().toISOString();

/** The resource row's write and the pending blob of a new file. */
function planFile(
  { userId }: FileCommandContext,
  fields: FileResourceFields,
  file: NewFile,
  options: FileCommandOptions,
) {
  const id = (options.newId ?? defaultNewId)();
  const name = file.name?.trim() || 'file';
  const path = resourceObjectPath(userId, id, name);
  const mimeType = file.type || 'application/octet-stream';
  const title = fields.title?.trim() || name;
  const isShared = Boolean(fields.is_shared && fields.school_id);
  const write: TableWrite = {
    table: 'resources',
    request: {
      op: 'create',
      row: {
        id,
        owner_id: userId,
        school_id: fields.school_id ?? null,
        is_shared: isShared,
        kind: 'file',
        title,
        url: null,
        body: null,
        description: fields.description?.trim() || null,
        file_path: path,
        mime_type: mimeType,
        size_bytes: file.size,
        subject: fields.subject?.trim() || null,
        years: fields.years ?? [],
        tags: fields.tags ?? [],
      },
    },
  };
  const pending = {
    resource_id: id,
    path,
    blob: file,
    name,
    mime_type: mimeType,
    size_bytes: file.size,
    created_at: (options.now ?? defaultNow)(),
    state: 'waiting' as const,
    message: null,
  };
  return { id, path, write, pending };
}

/** Too large, or no room on this device: said before anything is written. */
async function refusedBeforeWrite(
  file: NewFile,
  { estimate = defaultEstimate() }: FileCommandOptions,
): Promise<FileRefusal | null> {
  const tooLarge = fileSizeProblem(file.size);
  if (tooLarge) return { ok: false, reason: 'too-large', message: tooLarge };
  // The estimate is a hint (browsers round it): a write that still fails is caught below.
  const room = await estimate?.().catch(() => null);
  if (
    room?.quota !== undefined &&
    room.usage !== undefined &&
    room.quota - room.usage < file.size
  ) {
    return outOfSpace();
  }
  return null;
}

function defaultEstimate(): FileCommandOptions['estimate'] {
  if (typeof navigator === 'undefined' || !navigator.storage?.estimate) return null;
  return () => navigator.storage.estimate();
}

/** A full device aborts the transaction (nothing written) and gets words instead of a throw. */
async function guardQuota<R>(write: () => Promise<R>): Promise<R | FileRefusal> {
  try {
    return await write();
  } catch (error) {
    if (isQuotaError(error)) return outOfSpace();
    throw error;
  }
}

function invalid(message: string): FileRefusal {
  return { ok: false, reason: 'invalid', message };
}
