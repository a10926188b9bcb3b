import type { CatalogueFormat, ImportedCatalogue } from './catalogue';
import type { CatalogueCounts, PreviewSyllabus } from './preview-catalogue';
import type { Problem } from './problems';

/** What the parse is doing, in the order it does it. */
export type ParseStage = 'reading' | 'parsing' | 'validating';

/** How far the whole parse has got: `fraction` 0–1 of all stages together. */
export type ParseProgress = { stage: ParseStage; fraction: number };

/** Milliseconds each stage took, measured where the work ran (the worker). */
export type ParseTimings = { readMs: number; parseMs: number; previewMs: number };

/** A file read and checked in full: what the preview shows. */
export type ParsedSyllabusFile = {
  /** null when the format could not be told (an empty, unreadable or unknown file). */
  format: CatalogueFormat | null;
  /** What the file holds as far as it could be read; never imported while a problem stands. */
  catalogue: ImportedCatalogue | null;
  /** How much the file holds per kind, as far as it could be read (null: not at all). */
  counts: CatalogueCounts | null;
  /** subject → level → strand → points of `catalogue` (null with it). */
  tree: PreviewSyllabus[] | null;
  /** The first problems found (every one, up to the listing limit)… */
  problems: Problem[];
  /** …and how many more there were. */
  moreProblems: number;
  timings: ParseTimings;
};

/** Page → worker: parse this file. */
export type ParseWorkerRequest = { file: Blob };

/** Worker → page: progress while it works, then one answer. */
export type ParseWorkerMessage =
  | { type: 'progress'; progress: ParseProgress }
  | { type: 'parsed'; result: ParsedSyllabusFile }
  | { type: 'crashed'; message: string };

/** Whether the parsed file may be imported: something to import and no problem standing. */
export function isImportable(
  parsed: ParsedSyllabusFile,
): parsed is ParsedSyllabusFile & { catalogue: ImportedCatalogue } {
  return (
    parsed.catalogue !== null &&
    parsed.catalogue.syllabuses.length > 0 &&
    parsed.problems.length === 0 &&
    parsed.moreProblems === 0
  );
}
