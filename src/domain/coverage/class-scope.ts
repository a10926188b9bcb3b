import type { CoverageClassRecord, CoveragePointRecord } from './coverage-records';

type ScopePoint = Pick<CoveragePointRecord, 'syllabus_id' | 'stage' | 'year'>;

/**
 * Whether a point belongs to the part of the class's syllabus the class covers (DESIGN §7 "points
 * in the class's syllabus stage"): the class's `syllabus_stage` when set, else its `year` when set,
 * else the whole syllabus. Retirement is not considered here (see pointsInClassScope).
 */
export function isInClassLevel(point: ScopePoint, schoolClass: CoverageClassRecord): boolean {
  if (schoolClass.syllabus_id === null || point.syllabus_id !== schoolClass.syllabus_id)
    return false;
  if (schoolClass.syllabus_stage !== null && schoolClass.syllabus_stage.trim() !== '')
    return point.stage === schoolClass.syllabus_stage;
  if (schoolClass.year !== null) return point.year === schoolClass.year;
  return true;
}

/**
 * The points a class is expected to cover: its syllabus's live, non-retired points at the class's
 * level, in the order given. A class without a syllabus has none.
 */
export function pointsInClassScope<
  P extends ScopePoint & Pick<CoveragePointRecord, 'deleted_at' | 'retired_at'>,
>(points: readonly P[], schoolClass: CoverageClassRecord): P[] {
  return points.filter(
    (point) =>
      point.deleted_at === null && point.retired_at === null && isInClassLevel(point, schoolClass),
  );
}
