/**
 * A file's bytes, reporting how far the read has got (0–1). FileReader, not `Blob.stream()`: it
 * reports progress by itself and works the same in a Web Worker, on the page and in jsdom (whose
 * Blob has no stream or arrayBuffer). Node has no FileReader; there the bytes come in one piece.
 */
export function readFileBytes(
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<Uint8Array> {
  if (typeof FileReader === 'undefined') {
    return file.arrayBuffer().then((buffer) => {
      onProgress(1);
      return new Uint8Array(buffer);
    });
  }
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    reader.onload = () => {
      const result = reader.result;
      // Not `instanceof ArrayBuffer`: jsdom's reader may answer with another realm's ArrayBuffer.
      if (result !== null && typeof result !== 'string') {
        onProgress(1);
        resolve(new Uint8Array(result));
      } else {
        reject(new Error('FileReader gave no bytes'));
      }
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}
