import { joinChunks } from './chunks';

/** An upstream answer read whole, or the news that it passed the limit (the rest is not read). */
export type HeldBody = { ok: true; body: Uint8Array<ArrayBuffer> } | { ok: false };

/**
 * Reads an answer's body up to `limit` bytes. The proxy holds the answer until it knows it fits,
 * so a refusal can still be a clear status and message instead of a connection cut mid-body.
 * PostgREST builds each answer in one query before sending any of it, so holding it adds little
 * delay. Past the limit the upstream stream is cancelled, which closes that connection.
 */
export async function holdBody(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<HeldBody> {
  if (body === null) return { ok: true, body: new Uint8Array(0) };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return { ok: false };
    }
    chunks.push(value);
  }
  return { ok: true, body: joinChunks(chunks, total) };
}
