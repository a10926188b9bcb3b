import type { CatalogueFormat, ImportedCatalogue, ImportedSyllabus } from './catalogue';
import { checkCatalogueLimits } from './catalogue-limits';
import { parseCsv } from './csv/parse-csv';
import { parseJson } from './json/parse-json';
import { parseMrac } from './mrac/parse-mrac';
import { type CatalogueCounts, previewCatalogue } from './preview-catalogue';
import { type Problem, ProblemList } from './problems';
import {
  DEFAULT_SYLLABUS_FILE_LIMITS,
  type SyllabusFileLimits,
  readSyllabusFile,
} from './read-syllabus-file';

export type ParseSyllabusOptions = { limits?: SyllabusFileLimits };

export type ParseSyllabusResult =
  | { ok: true; format: CatalogueFormat; catalogue: ImportedCatalogue; counts: CatalogueCounts }
  | {
      ok: false;
      /** Known once the file could be read as one of the formats. */
      format: CatalogueFormat | null;
      /** The first MAX_LISTED_PROBLEMS problems, in file order as far as each check goes. */
      problems: Problem[];
      /** How many more problems were found than are listed. */
      moreProblems: number;
      /** What the file held as far as it could be read (absent when it could not be read at all). */
      counts?: CatalogueCounts;
    };

const PARSERS: Record<
  CatalogueFormat,
  (text: string, problems: ProblemList) => ImportedSyllabus[]
> = {
  mrac: parseMrac,
  csv: parseCsv,
  json: parseJson,
};

/**
 * A syllabus file's bytes to the catalogue the import sends, or every problem that stops it. The
 * whole file is read and checked (never only up to the first problem), synchronously and without
 * the DOM, so it runs the same in a Web Worker, on the page and in Node.
 */
export function parseSyllabusFile(
  bytes: Uint8Array,
  options: ParseSyllabusOptions = {},
): ParseSyllabusResult {
  const file = readSyllabusFile(bytes, options.limits ?? DEFAULT_SYLLABUS_FILE_LIMITS);
  if (!file.ok) return { ok: false, format: null, problems: file.problems, moreProblems: 0 };
  const problems = new ProblemList();
  const syllabuses = PARSERS[file.format](file.text, problems);
  const catalogue: ImportedCatalogue = { format: file.format, syllabuses };
  checkCatalogueLimits(catalogue, problems);
  const { counts } = previewCatalogue(catalogue);
  if (!problems.isEmpty) {
    return {
      ok: false,
      format: file.format,
      problems: problems.problems,
      moreProblems: problems.moreProblems,
      ...(syllabuses.length > 0 ? { counts } : {}),
    };
  }
  return { ok: true, format: file.format, catalogue, counts };
}
