import type { SyllabusFileParser } from '../components/import/file-parser';
import { parseForPreview } from '../model/import/parse-for-preview';
import type { SyllabusFileLimits } from '../model/import/read-syllabus-file';

/**
 * The parse pipeline the Web Worker runs, run in the test's own thread (jsdom has no Worker):
 * the same reading, parsing and checking, the same progress reports.
 */
export function inThreadFileParser(limits?: SyllabusFileLimits): SyllabusFileParser {
  return {
    parse: (file, onProgress) => parseForPreview(file, onProgress, limits ? { limits } : {}),
  };
}
