/** A table as exported: header labels and one row of cells per line. */
export type CsvTable = {
  readonly headers: readonly string[];
  readonly rows: readonly (readonly (string | number | boolean | null)[])[];
};

/**
 * Cells a spreadsheet would run as a formula ('=', '+', '-', '@', tab, carriage return first):
 * prefixed with an apostrophe, so an exported lesson title such as "=HYPERLINK(…)" stays text
 * (OWASP's CSV injection advice). Negative numbers are numbers, not text, and are left alone.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function safeCell(value: string | number | boolean | null): string | number | boolean {
  if (value === null) return '';
  if (typeof value !== 'string') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * The table as CSV text (RFC 4180 quoting by Papa Parse, CRLF lines, a byte-order mark so Excel
 * reads UTF-8 names correctly). Papa Parse loads on the first export only.
 */
export async function csvTextOf(table: CsvTable): Promise<string> {
  const { unparse } = await import('papaparse');
  const body = unparse(
    { fields: [...table.headers], data: table.rows.map((row) => row.map(safeCell)) },
    { newline: '\r\n' },
  );
  return `\uFEFF${body}\r\n`;
}
