/** The chunks of a body read so far, joined into one buffer of `total` bytes. */
export function joinChunks(chunks: readonly Uint8Array[], total: number): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return joined;
}
