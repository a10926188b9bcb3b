import Papa from 'papaparse';
import type { ImportedSyllabus } from '../catalogue';
import { TEXT_LIMITS } from '../catalogue-limits';
import { csvHeaderDelimiter } from '../detect-format';
import type { ProblemList } from '../problems';
import {
  type TemplatePoint,
  type TemplateSyllabus,
  assembleTemplateSyllabus,
  templateKey,
} from '../template/template-syllabus';
import {
  type FieldResult,
  overlongItems,
  readText,
  readYear,
  splitList,
} from '../template/template-fields';
import { type CsvColumnIndex, readCsvHeader } from './csv-header';

/** The first line of each row as a spreadsheet numbers it: a quoted cell's new lines count too. */
function firstLines(rows: readonly string[][]): number[] {
  const lines: number[] = [];
  let line = 1;
  for (const row of rows) {
    lines.push(line);
    line += 1;
    for (const cell of row) line += cell.split('\n').length - 1;
  }
  return lines;
}

const QUOTE_PROBLEMS: Record<string, string> = {
  MissingQuotes: 'a quoted cell is never closed: a " is missing',
  InvalidQuotes:
    'a quoted cell has text after its closing quote: put the whole cell in quotes and write any " inside it as ""',
};

type GroupState = {
  syllabus: TemplateSyllabus;
  firstLine: number;
  fieldLines: Map<string, number>;
};

/** A syllabus-wide field (version, attribution) must say the same on every row that gives it. */
function agreeOn(
  group: GroupState,
  field: 'version' | 'attribution',
  value: string | null,
  line: number,
  problems: ProblemList,
) {
  if (value === null) return;
  const known = group.syllabus[field];
  if (known === null) {
    group.syllabus[field] = value;
    group.fieldLines.set(field, line);
  } else if (known !== value) {
    problems.add(
      `Line ${line}`,
      field,
      `differs from the ${field} on line ${group.fieldLines.get(field) ?? group.firstLine} for syllabus "${group.syllabus.name}"; give one ${field} per syllabus`,
    );
  }
}

/**
 * One data row to a point, or null when a required cell is unusable. Every problem of the row is
 * reported, not only the first.
 */
function readRow(
  row: readonly string[],
  columns: CsvColumnIndex,
  line: number,
  problems: ProblemList,
) {
  const where = `Line ${line}`;
  const cell = (column: keyof CsvColumnIndex) => {
    const index = columns[column];
    return index === undefined ? undefined : row[index];
  };
  let usable = true;
  const take = <T>(field: string, result: FieldResult<T>): T | null => {
    if (result.ok) return result.value;
    problems.add(where, field, result.reason);
    usable = false;
    return null;
  };
  const fields = {
    syllabus: take(
      'syllabus',
      readText(cell('syllabus'), { required: true, max: TEXT_LIMITS.name }),
    ),
    subject: take(
      'subject',
      readText(cell('subject'), { required: true, max: TEXT_LIMITS.subject }),
    ),
    version: take(
      'version',
      readText(cell('version'), { required: false, max: TEXT_LIMITS.version }),
    ),
    attribution: take(
      'attribution',
      readText(cell('attribution'), { required: false, max: TEXT_LIMITS.attribution }),
    ),
    strand: take('strand', readText(cell('strand'), { required: false, max: TEXT_LIMITS.strand })),
    sub_strand: take(
      'sub_strand',
      readText(cell('sub_strand'), { required: false, max: TEXT_LIMITS.sub_strand }),
    ),
    stage: take('stage', readText(cell('stage'), { required: false, max: TEXT_LIMITS.stage })),
    year: take('year', readYear(cell('year'))),
    code: take('code', readText(cell('code'), { required: true, max: TEXT_LIMITS.code })),
    description: take(
      'description',
      readText(cell('description'), { required: true, max: TEXT_LIMITS.description }),
    ),
    objectives: splitList(cell('objectives')),
    criteria: splitList(cell('criteria')),
  };
  for (const list of ['objectives', 'criteria'] as const) {
    for (const position of overlongItems(fields[list])) {
      problems.add(
        where,
        list,
        `item ${position} is longer than ${TEXT_LIMITS.description} characters`,
      );
      usable = false;
    }
  }
  return usable ? fields : null;
}

/** Our CSV template to syllabuses, grouped by the `syllabus` column; every problem goes to `problems`. */
export function parseCsv(text: string, problems: ProblemList): ImportedSyllabus[] {
  const delimiter = csvHeaderDelimiter(text.trimStart().split('\n', 1)[0] ?? '') ?? ',';
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  const rows = parsed.data;
  const lines = firstLines(rows);
  for (const error of parsed.errors) {
    const line = lines[error.row ?? 0] ?? 1;
    problems.add(`Line ${line}`, null, QUOTE_PROBLEMS[error.code] ?? error.message);
  }
  const headerIndex = rows.findIndex((row) => row.some((cell) => cell.trim() !== ''));
  const columns = readCsvHeader(
    rows[headerIndex] ?? [],
    `Line ${lines[headerIndex] ?? 1}`,
    problems,
  );
  if (columns === null) return [];
  const header = rows[headerIndex] ?? [];
  // Cells past the header's last named column hold data nobody named: refused, not dropped.
  const width = header.length - [...header].reverse().findIndex((cell) => cell.trim() !== '');
  const groups = new Map<string, GroupState>();
  rows.forEach((row, index) => {
    if (index <= headerIndex || row.every((cell) => cell.trim() === '')) return;
    const line = lines[index] ?? index + 1;
    const extra = row.slice(width).filter((cell) => cell.trim() !== '');
    if (extra.length > 0) {
      problems.add(
        `Line ${line}`,
        null,
        `has ${row.length} cells but the header row names ${width} columns`,
      );
    }
    const fields = readRow(row, columns, line, problems);
    if (fields === null || fields.syllabus === null || fields.subject === null) return;
    const key = templateKey(fields.syllabus);
    let group = groups.get(key);
    if (group === undefined) {
      group = {
        syllabus: {
          name: fields.syllabus,
          subject: fields.subject,
          version: null,
          attribution: null,
          description: null,
          points: [],
          criteria: [],
        },
        firstLine: line,
        fieldLines: new Map(),
      };
      groups.set(key, group);
    }
    agreeOn(group, 'version', fields.version, line, problems);
    agreeOn(group, 'attribution', fields.attribution, line, problems);
    const point: TemplatePoint = {
      where: `Line ${line}`,
      code: fields.code ?? '',
      description: fields.description ?? '',
      subject: fields.subject,
      strand: fields.strand,
      sub_strand: fields.sub_strand,
      stage: fields.stage,
      year: fields.year,
      objectives: fields.objectives,
      criteria: fields.criteria,
    };
    group.syllabus.points.push(point);
  });
  if (groups.size === 0 && problems.isEmpty) {
    problems.add(
      'Line 2',
      null,
      'there are no rows under the header: add one row per syllabus point',
    );
  }
  return [...groups.values()].map(({ syllabus }) =>
    assembleTemplateSyllabus(syllabus, 'csv', problems),
  );
}
