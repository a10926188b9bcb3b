import { createHash } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import { joinChunks } from '../limits/chunks';

export type CappedRead<T> = { ok: true; value: T } | { ok: false; tooLarge: true };

function declaredLength(request: Request): number | null {
  const header = request.headers.get('content-length');
  return header !== null && /^\d+$/.test(header.trim()) ? Number(header) : null;
}

/**
 * Streams a request body into `path`, stopping at the first chunk that passes `limit` (a declared
 * Content-Length over it is refused before a byte is read), so an oversized upload never sits
 * whole in memory or on disk. The reader is left unread rather than cancelled on refusal:
 * cancelling destroys the socket and the client would see a reset instead of the 413.
 */
export async function streamToFile(
  request: Request,
  path: string,
  limit: number,
): Promise<CappedRead<{ size: number; md5: string }>> {
  const declared = declaredLength(request);
  if (declared !== null && declared > limit) return { ok: false, tooLarge: true };
  const file = await open(path, 'wx', 0o600);
  const hash = createHash('md5');
  let size = 0;
  let kept = false;
  try {
    if (request.body) {
      const reader = request.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > limit) return { ok: false, tooLarge: true };
        hash.update(value);
        await file.write(value);
      }
    }
    kept = true;
    return { ok: true, value: { size, md5: hash.digest('hex') } };
  } finally {
    await file.close();
    if (!kept) await rm(path, { force: true });
  }
}

/** A small body (JSON of list, sign, remove) read into memory up to `limit` bytes. */
export async function readSmallBody(
  request: Request,
  limit: number,
): Promise<CappedRead<Uint8Array<ArrayBuffer>>> {
  const declared = declaredLength(request);
  if (declared !== null && declared > limit) return { ok: false, tooLarge: true };
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) return { ok: false, tooLarge: true };
      chunks.push(value);
    }
  }
  return { ok: true, value: joinChunks(chunks, total) };
}
