import { CSV_COLUMNS, CSV_REQUIRED_COLUMNS, type CsvColumn } from '../detect-format';
import type { ProblemList } from '../problems';

/** Where each known column is in a row (columns may come in any order). */
export type CsvColumnIndex = Partial<Record<CsvColumn, number>>;

const isKnownColumn = (name: string): name is CsvColumn =>
  (CSV_COLUMNS as readonly string[]).includes(name);

/** 'a', 'a and b', 'a, b and c'. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * The header row (line 1, after any blank lines) to column positions; names are matched without regard to case or
 * surrounding spaces. A missing required column, an unknown one (most often a typo that would drop
 * its data silently) and a column named twice are problems; null when the rows cannot be read.
 */
export function readCsvHeader(
  cells: readonly string[],
  where: string,
  problems: ProblemList,
): CsvColumnIndex | null {
  const index: CsvColumnIndex = {};
  const unknown: string[] = [];
  cells.forEach((cell, position) => {
    const name = cell
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_');
    if (name === '') return;
    if (!isKnownColumn(name)) unknown.push(cell.trim());
    else if (index[name] !== undefined)
      problems.add(where, name, 'is named twice in the header row');
    else index[name] = position;
  });
  const missing = CSV_REQUIRED_COLUMNS.filter((column) => index[column] === undefined);
  if (missing.length > 0) {
    problems.add(
      where,
      null,
      `the header row has no ${listInWords(missing)} column${missing.length > 1 ? 's' : ''} (the template needs ${listInWords(CSV_REQUIRED_COLUMNS)})`,
    );
  }
  if (unknown.length > 0) {
    problems.add(
      where,
      null,
      `the header row names ${listInWords(unknown.map((name) => `"${name}"`))}, which the template does not have (its columns are ${CSV_COLUMNS.join(', ')}); rename or remove ${unknown.length > 1 ? 'them' : 'it'}`,
    );
  }
  return missing.length > 0 ? null : index;
}
