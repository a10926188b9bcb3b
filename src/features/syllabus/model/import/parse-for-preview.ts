import { fileProblem } from './problems';
import type { ParsedSyllabusFile, ParseProgress } from './parse-worker-protocol';
import { parseSyllabusFile } from './parse-syllabus-file';
import { previewCatalogue } from './preview-catalogue';
import { readFileBytes } from './read-file-bytes';
import {
  DEFAULT_SYLLABUS_FILE_LIMITS,
  formatBytes,
  type SyllabusFileLimits,
} from './read-syllabus-file';

/**
 * Share of the bar each stage fills. Reading is the only stage that reports as it goes; parsing
 * the 1.3 MB fixture takes longer than reading it, so it gets the larger share once it starts.
 */
const READ_SHARE = 0.4;
const PARSED_AT = 0.85;

/**
 * One file from bytes to preview: read (with progress), parse and check in full, then counts and
 * tree. What the Web Worker runs, and what tests run in their own thread. A file over the size
 * limit is refused before it is read, so a 2 GB file chosen by mistake is never loaded.
 */
export async function parseForPreview(
  file: Blob,
  onProgress: (progress: ParseProgress) => void,
  {
    limits = DEFAULT_SYLLABUS_FILE_LIMITS,
    now = () => performance.now(),
  }: { limits?: SyllabusFileLimits; now?: () => number } = {},
): Promise<ParsedSyllabusFile> {
  const started = now();
  if (file.size > limits.maxBytes) {
    const reason = `is ${formatBytes(file.size)}, over the ${formatBytes(limits.maxBytes)} limit; split it into smaller files`;
    return {
      format: null,
      catalogue: null,
      counts: null,
      tree: null,
      problems: [fileProblem(reason)],
      moreProblems: 0,
      timings: { readMs: 0, parseMs: 0, previewMs: 0 },
    };
  }
  onProgress({ stage: 'reading', fraction: 0 });
  const bytes = await readFileBytes(file, (read) =>
    onProgress({ stage: 'reading', fraction: read * READ_SHARE }),
  );
  const read = now();
  onProgress({ stage: 'parsing', fraction: READ_SHARE });
  const result = parseSyllabusFile(bytes, { limits });
  const parsed = now();
  onProgress({ stage: 'validating', fraction: PARSED_AT });
  const preview = result.ok ? previewCatalogue(result.catalogue) : null;
  const previewed = now();
  onProgress({ stage: 'validating', fraction: 1 });
  const timings = { readMs: read - started, parseMs: parsed - read, previewMs: previewed - parsed };
  return result.ok
    ? {
        format: result.format,
        catalogue: result.catalogue,
        counts: result.counts,
        tree: preview?.tree ?? null,
        problems: [],
        moreProblems: 0,
        timings,
      }
    : {
        format: result.format,
        catalogue: null,
        counts: result.counts ?? null,
        tree: null,
        problems: result.problems,
        moreProblems: result.moreProblems,
        timings,
      };
}
