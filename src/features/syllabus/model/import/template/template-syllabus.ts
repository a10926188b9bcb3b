import type { ImportedCriterion, ImportedLevelCriterion, ImportedSyllabus } from '../catalogue';
import { levelsAndYears, yearOfStage } from '../levels';
import { type ProblemList, jsonProblem, problem } from '../problems';

/**
 * What the CSV and JSON templates have in common once their own syntax is read: syllabuses of
 * points in file order, each remembering where it came from ('Line 14', 'syllabuses[0].points[3]')
 * for the problems found across rows.
 */
export type TemplatePoint = {
  where: string;
  code: string;
  description: string;
  subject: string;
  strand: string | null;
  sub_strand: string | null;
  stage: string | null;
  year: number | null;
  objectives: string[];
  criteria: string[];
};

export type TemplateLevelCriterion = {
  description: string;
  stage: string | null;
  year: number | null;
};

export type TemplateSyllabus = {
  name: string;
  subject: string;
  version: string | null;
  attribution: string | null;
  description: string | null;
  points: TemplatePoint[];
  criteria: TemplateLevelCriterion[];
};

export type TemplateFormat = 'csv' | 'json';

export const TEMPLATE_SOURCES: Record<TemplateFormat, string> = {
  csv: 'Lesson Planner CSV template',
  json: 'Lesson Planner JSON template',
};

/** Identity across versions: the same name (any case or spacing) updates the same syllabus. */
export function templateKey(name: string): string {
  return `template:${name.trim().replace(/\s+/g, ' ').toLowerCase()}`;
}

/** How a place reads inside a sentence: 'Line 9' → 'line 9'. */
function inSentence(where: string): string {
  return where.replace(/^Line /, 'line ');
}

/**
 * A stage and a year say the same thing twice when the stage is 'Year N': either fills the other
 * ('Year 7' ↔ 7), so CSV rows with only one of them scope classes like MRAC points do.
 */
function levelOf(point: TemplatePoint | TemplateLevelCriterion) {
  const stage = point.stage ?? (point.year === null ? null : `Year ${point.year}`);
  const year = point.year ?? (point.stage === null ? null : yearOfStage(point.stage));
  return { stage, year };
}

const numbered = (texts: readonly string[]): ImportedCriterion[] =>
  texts.map((description, index) => ({ code: null, description, sort_order: index + 1 }));

/** One template syllabus to the catalogue's shape; a code used twice names both places. */
export function assembleTemplateSyllabus(
  input: TemplateSyllabus,
  format: TemplateFormat,
  problems: ProblemList,
): ImportedSyllabus {
  const problemAt = format === 'json' ? jsonProblem : problem;
  const firstPlace = new Map<string, string>();
  for (const point of input.points) {
    const first = firstPlace.get(point.code);
    if (first === undefined) firstPlace.set(point.code, point.where);
    else {
      problems.push(
        problemAt(
          point.where,
          'code',
          `"${point.code}" is used twice in syllabus "${input.name}" (also on ${inSentence(first)}); each point needs its own code`,
        ),
      );
    }
  }
  const points = input.points.map((point, index) => ({
    code: point.code,
    description: point.description,
    subject: point.subject,
    strand: point.strand,
    sub_strand: point.sub_strand,
    ...levelOf(point),
    sort_order: index + 1,
    objectives: numbered(point.objectives),
    criteria: numbered(point.criteria),
  }));
  const criteria: ImportedLevelCriterion[] = input.criteria.map((criterion, index) => ({
    code: null,
    description: criterion.description,
    ...levelOf(criterion),
    sort_order: index + 1,
  }));
  return {
    key: templateKey(input.name),
    name: input.name,
    subject: input.subject,
    version: input.version,
    source: TEMPLATE_SOURCES[format],
    attribution: input.attribution,
    description: input.description,
    ...levelsAndYears([...points, ...criteria]),
    points,
    criteria,
  };
}
