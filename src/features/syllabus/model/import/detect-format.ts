import type { CatalogueFormat } from './catalogue';

/** Column names (lower case) the CSV template cannot do without. */
export const CSV_REQUIRED_COLUMNS = ['syllabus', 'subject', 'code', 'description'] as const;

/** Every column the CSV template knows (lower case), in the template's order. */
export const CSV_COLUMNS = [
  'syllabus',
  'subject',
  'version',
  'attribution',
  'strand',
  'sub_strand',
  'stage',
  'year',
  'code',
  'description',
  'objectives',
  'criteria',
] as const;

export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** The delimiters a spreadsheet may save with (a comma, or a semicolon or tab in some locales). */
export const CSV_DELIMITERS = [',', ';', '\t'] as const;

/** The header row's cell names, lower-cased and trimmed, split the simple way (quotes removed). */
export function headerCells(firstLine: string, delimiter: string): string[] {
  return firstLine.split(delimiter).map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/s, '$1')
      .trim()
      .toLowerCase(),
  );
}

/** How many of the template's columns a header must name to be taken as our CSV (then any missing one is named). */
const CSV_MIN_KNOWN_COLUMNS = 2;

/**
 * The delimiter under which the header row names the most template columns (at least two), or
 * null: the row is not our template's header.
 */
export function csvHeaderDelimiter(firstLine: string): string | null {
  let best: { delimiter: string; known: number } | null = null;
  for (const delimiter of CSV_DELIMITERS) {
    const known = new Set(
      headerCells(firstLine, delimiter).filter((cell) =>
        (CSV_COLUMNS as readonly string[]).includes(cell),
      ),
    ).size;
    if (known >= CSV_MIN_KNOWN_COLUMNS && (best === null || known > best.known))
      best = { delimiter, known };
  }
  return best?.delimiter ?? null;
}

/**
 * The format of a file's text, from its content (never its name, which a download or a school's
 * file server may have changed): XML → MRAC, a JSON object or array → JSON, a header row naming
 * the template's columns → CSV; null when it is none of them.
 */
export function detectFormat(text: string): CatalogueFormat | null {
  const start = text.trimStart();
  if (start.startsWith('<?xml') || start.startsWith('<rdf:RDF')) return 'mrac';
  if (start.startsWith('{') || start.startsWith('[')) return 'json';
  const firstLine = start.split('\n', 1)[0] ?? '';
  return csvHeaderDelimiter(firstLine) === null ? null : 'csv';
}
