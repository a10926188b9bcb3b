import { createContext, use } from 'react';
import type {
  ParsedSyllabusFile,
  ParseProgress,
  ParseWorkerMessage,
  ParseWorkerRequest,
} from '../../model/import/parse-worker-protocol';

/**
 * Reads and checks a syllabus file away from the page's thread. The app parses in a Web Worker;
 * tests (jsdom has no Worker) give one that runs the same pipeline in the test's thread.
 * Rejects only when the parse itself broke (a bug); a bad file is a result with problems.
 */
export interface SyllabusFileParser {
  parse(
    file: File,
    onProgress: (progress: ParseProgress) => void,
    signal: AbortSignal,
  ): Promise<ParsedSyllabusFile>;
}

/** A fresh module worker per file, ended on its answer or when the page abandons the file. */
export const workerFileParser: SyllabusFileParser = {
  parse(file, onProgress, signal) {
    return new Promise((resolve, reject) => {
      const worker = new Worker(new URL('../../model/import/parse-worker.ts', import.meta.url), {
        type: 'module',
        name: 'syllabus-parser',
      });
      const finish = () => {
        worker.terminate();
        signal.removeEventListener('abort', abandon);
      };
      const abandon = () => {
        finish();
        reject(new DOMException('The file was replaced', 'AbortError'));
      };
      signal.addEventListener('abort', abandon);
      worker.onmessage = (event: MessageEvent<ParseWorkerMessage>) => {
        const message = event.data;
        if (message.type === 'progress') return onProgress(message.progress);
        finish();
        if (message.type === 'parsed') resolve(message.result);
        else reject(new Error(message.message));
      };
      worker.onerror = (event) => {
        finish();
        reject(new Error(event.message || 'The file reader stopped unexpectedly'));
      };
      worker.postMessage({ file } satisfies ParseWorkerRequest);
    });
  },
};

export const SyllabusFileParserContext = createContext<SyllabusFileParser>(workerFileParser);

export function useSyllabusFileParser(): SyllabusFileParser {
  return use(SyllabusFileParserContext);
}
