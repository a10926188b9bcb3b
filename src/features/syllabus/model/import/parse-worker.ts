/**
 * The Web Worker that reads and parses a syllabus file off the page's thread, so a 20 MB file
 * never freezes the page. One file per worker: the page ends the worker when it has the answer
 * or when another file is chosen.
 */
import { parseForPreview } from './parse-for-preview';
import type { ParseWorkerMessage, ParseWorkerRequest } from './parse-worker-protocol';

const post = (message: ParseWorkerMessage) => self.postMessage(message);

self.onmessage = (event: MessageEvent<ParseWorkerRequest>) => {
  parseForPreview(event.data.file, (progress) => post({ type: 'progress', progress })).then(
    (result) => post({ type: 'parsed', result }),
    (error: unknown) =>
      post({ type: 'crashed', message: error instanceof Error ? error.message : String(error) }),
  );
};
