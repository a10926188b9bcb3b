export type CappedBody = { ok: true; text: string } | { ok: false; reason: 'too-large' };

/**
 * The request body as text, never holding more than `maxBytes` of it: a declared Content-Length
 * over the cap is refused without reading a byte, and a body sent without one (chunked) is read
 * chunk by chunk and dropped as soon as it passes the cap. Reading it whole first would let one
 * request fill memory with however much it sends. The rest is left unread, not cancelled: on Node
 * a cancelled request body destroys the socket, and the client would see a reset, not the 413
 * (the gateway's limits/request-limits.ts found the same).
 */
export async function readCappedBody(request: Request, maxBytes: number): Promise<CappedBody> {
  const declared = request.headers.get('Content-Length');
  if (declared !== null && /^[0-9]+$/.test(declared.trim()) && Number(declared) > maxBytes) {
    return { ok: false, reason: 'too-large' };
  }
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      reader.releaseLock();
      return { ok: false, reason: 'too-large' };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, text: new TextDecoder().decode(bytes) };
}
