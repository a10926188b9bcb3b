import type { ImportedCatalogue } from './catalogue';
import { type ProblemList, fileProblem } from './problems';

/**
 * What one import may hold: the same limits `import_syllabus` checks on the server
 * (supabase/migrations/20261125000100_syllabus_catalogue.sql), checked here first so the preview
 * names the place instead of the server refusing the whole file.
 */
export const CATALOGUE_LIMITS = {
  syllabuses: 50,
  pointsPerSyllabus: 5_000,
  /** Objectives, or criteria, of one point. */
  itemsPerPoint: 500,
  levelCriteriaPerSyllabus: 5_000,
  /** Points, objectives and criteria of the whole file together (private.syllabus_import_max_rows). */
  rows: 20_000,
  levels: 50,
} as const;

/** Longest text per field, in characters (the server's limits). */
export const TEXT_LIMITS = {
  name: 200,
  subject: 200,
  version: 100,
  attribution: 4_000,
  syllabusDescription: 4_000,
  code: 64,
  description: 4_000,
  strand: 200,
  sub_strand: 200,
  stage: 100,
} as const;

/** The file-wide limits: too many syllabuses, points, objectives or criteria for one import. */
export function checkCatalogueLimits(catalogue: ImportedCatalogue, problems: ProblemList): void {
  const file = (reason: string) => problems.push(fileProblem(reason));
  if (catalogue.syllabuses.length > CATALOGUE_LIMITS.syllabuses) {
    file(
      `holds ${catalogue.syllabuses.length} syllabuses; one import takes at most ${CATALOGUE_LIMITS.syllabuses}`,
    );
  }
  let rows = 0;
  for (const syllabus of catalogue.syllabuses) {
    const where = `Syllabus "${syllabus.name}"`;
    if (syllabus.points.length > CATALOGUE_LIMITS.pointsPerSyllabus) {
      problems.add(
        where,
        null,
        `has ${syllabus.points.length} points; one syllabus takes at most ${CATALOGUE_LIMITS.pointsPerSyllabus}`,
      );
    }
    if (syllabus.criteria.length > CATALOGUE_LIMITS.levelCriteriaPerSyllabus) {
      problems.add(
        where,
        null,
        `has ${syllabus.criteria.length} level criteria; one syllabus takes at most ${CATALOGUE_LIMITS.levelCriteriaPerSyllabus}`,
      );
    }
    if (syllabus.levels.length > CATALOGUE_LIMITS.levels) {
      problems.add(
        where,
        null,
        `spans ${syllabus.levels.length} stages; one syllabus takes at most ${CATALOGUE_LIMITS.levels}`,
      );
    }
    rows += syllabus.points.length + syllabus.criteria.length;
    for (const point of syllabus.points) {
      rows += point.objectives.length + point.criteria.length;
      for (const list of ['objectives', 'criteria'] as const) {
        if (point[list].length > CATALOGUE_LIMITS.itemsPerPoint) {
          problems.add(
            `Point ${point.code}`,
            list,
            `has ${point[list].length} items; a point takes at most ${CATALOGUE_LIMITS.itemsPerPoint}`,
          );
        }
      }
    }
  }
  if (rows > CATALOGUE_LIMITS.rows) {
    file(
      `holds ${rows} points, objectives and criteria; one import takes at most ${CATALOGUE_LIMITS.rows}: split it into smaller files`,
    );
  }
}
