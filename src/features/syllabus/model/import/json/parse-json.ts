import type { ImportedSyllabus } from '../catalogue';
import { cleanPlainText } from '../plain-text';
import { type ProblemList, fileProblem, jsonProblem, problem } from '../problems';
import { type TemplatePoint, assembleTemplateSyllabus } from '../template/template-syllabus';
import { jsonTemplateSchema } from './json-schema';

/** 'syllabuses[0].points[12]' from ['syllabuses', 0, 'points', 12]. */
export function formatJsonPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
}

/** Line and column of a JSON.parse failure, when the engine says where ('at position 42'). */
function syntaxPlace(text: string, error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  const position = /position (\d+)/.exec(message);
  if (position === null) return null;
  const before = text.slice(0, Number(position[1]));
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return `Line ${line}, column ${column}`;
}

function reportIssues(
  issues: readonly { path: PropertyKey[]; message: string; code: string; keys?: string[] }[],
  problems: ProblemList,
) {
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      const where = formatJsonPath(issue.path);
      for (const key of issue.keys ?? []) {
        problems.push(
          jsonProblem(
            where,
            key,
            'is not a property of the template; check its spelling or remove it',
          ),
        );
      }
      continue;
    }
    if (issue.path.length === 0) {
      problems.push(fileProblem(issue.message));
      continue;
    }
    const last = issue.path[issue.path.length - 1];
    const field = typeof last === 'string' ? last : null;
    const where = formatJsonPath(field === null ? issue.path : issue.path.slice(0, -1));
    problems.push(jsonProblem(where, field, issue.message));
  }
}

const orNull = (text: string | null | undefined) => {
  const clean = cleanPlainText(text ?? '');
  return clean === '' ? null : clean;
};

/** Our JSON template to syllabuses; every problem (with its JSON path) goes to `problems`. */
export function parseJson(text: string, problems: ProblemList): ImportedSyllabus[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const where = syntaxPlace(text, error);
    const reason = 'is not valid JSON: check for a missing comma, quote or bracket';
    problems.push(
      where === null ? fileProblem(reason) : problem(where, null, `the file ${reason}`),
    );
    return [];
  }
  const parsed = jsonTemplateSchema.safeParse(json);
  if (!parsed.success) {
    reportIssues(parsed.error.issues, problems);
    return [];
  }
  const syllabuses = parsed.data.syllabuses.map((syllabus, s) => {
    const points: TemplatePoint[] = syllabus.points.map((point, p) => ({
      where: `syllabuses[${s}].points[${p}]`,
      code: cleanPlainText(point.code),
      description: cleanPlainText(point.description),
      subject: orNull(point.subject) ?? cleanPlainText(syllabus.subject),
      strand: orNull(point.strand),
      sub_strand: orNull(point.sub_strand),
      stage: orNull(point.stage),
      year: point.year ?? null,
      objectives: (point.objectives ?? []).map(cleanPlainText),
      criteria: (point.criteria ?? []).map(cleanPlainText),
    }));
    return assembleTemplateSyllabus(
      {
        name: cleanPlainText(syllabus.name),
        subject: cleanPlainText(syllabus.subject),
        version: orNull(syllabus.version),
        attribution: orNull(syllabus.attribution),
        description: orNull(syllabus.description),
        points,
        criteria: (syllabus.criteria ?? []).map((criterion) => ({
          description: cleanPlainText(criterion.description),
          stage: orNull(criterion.stage),
          year: criterion.year ?? null,
        })),
      },
      'json',
      problems,
    );
  });
  const firstByKey = new Map<string, number>();
  syllabuses.forEach((syllabus, index) => {
    const first = firstByKey.get(syllabus.key);
    if (first === undefined) firstByKey.set(syllabus.key, index);
    else {
      problems.push(
        jsonProblem(
          `syllabuses[${index}]`,
          'name',
          `"${syllabus.name}" is also the name of syllabuses[${first}]; give each syllabus its own name`,
        ),
      );
    }
  });
  return syllabuses;
}
