import { Readable } from 'node:stream';
import type { FileHandle } from 'node:fs/promises';
import { fileNameOf } from './object-path';
import type { ObjectMetadata } from './storage-context';

/**
 * Headers that keep an uploaded file from ever acting as a page of our origin: always a download
 * (attachment), never sniffed into another type, and sandboxed with no sources at all should a
 * browser render it anyway (an HTML or SVG upload would otherwise run script as the app).
 */
export const DOWNLOAD_SAFETY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Cross-Origin-Resource-Policy': 'same-site',
};

/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 form. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The object's bytes from an open handle (closed when the stream ends or is cancelled). */
export async function serveObject(
  handle: FileHandle,
  name: string,
  metadata: Partial<ObjectMetadata> | null,
  downloadName?: string,
): Promise<Response> {
  const { size } = await handle.stat();
  const stream = Readable.toWeb(handle.createReadStream({ autoClose: true })) as ReadableStream;
  const headers = new Headers({
    ...DOWNLOAD_SAFETY_HEADERS,
    'Content-Type': metadata?.mimetype ?? 'application/octet-stream',
    'Content-Length': String(size),
    'Content-Disposition': attachmentDisposition(downloadName || fileNameOf(name)),
    // Private files: a shared cache must never keep them.
    'Cache-Control': `private, ${metadata?.cacheControl ?? 'no-cache'}`,
  });
  if (metadata?.eTag) headers.set('ETag', metadata.eTag);
  if (metadata?.lastModified) headers.set('Last-Modified', metadata.lastModified);
  return new Response(stream, { status: 200, headers });
}
