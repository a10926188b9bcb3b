import type {
  CoverageClassRecord,
  CoverageLessonRecord,
  CoverageLinkRecord,
  CoveragePointRecord,
  CoverageStatusRecord,
} from '../coverage/coverage-records';

/**
 * Records for the coverage rules' tests (tests only): class-7a of syllabus 'maths' at stage
 * 'Year 7', points of that syllabus, lessons of the class, links and statuses.
 */

export const SYLLABUS_ID = 'maths';

export function coverageClass(overrides: Partial<CoverageClassRecord> = {}): CoverageClassRecord {
  return {
    id: 'class-7a',
    syllabus_id: SYLLABUS_ID,
    syllabus_stage: 'Year 7',
    year: 7,
    ...overrides,
  };
}

export function coveragePoint(
  code: string,
  overrides: Partial<CoveragePointRecord> = {},
): CoveragePointRecord {
  return {
    id: `point-${code}`,
    syllabus_id: SYLLABUS_ID,
    code,
    description: `Content description ${code}`,
    subject: 'Mathematics',
    strand: 'Number',
    stage: 'Year 7',
    year: 7,
    sort_order: 0,
    deleted_at: null,
    retired_at: null,
    ...overrides,
  };
}

export function coverageLesson(
  id: string,
  date: string,
  overrides: Partial<CoverageLessonRecord> = {},
): CoverageLessonRecord {
  return { id, class_id: 'class-7a', date, status: 'COMPLETED', deleted_at: null, ...overrides };
}

export function coverageLink(
  lessonId: string,
  pointId: string,
  overrides: Partial<CoverageLinkRecord> = {},
): CoverageLinkRecord {
  return { lesson_id: lessonId, syllabus_point_id: pointId, deleted_at: null, ...overrides };
}

export function coverageStatus(
  pointId: string,
  overrides: Partial<CoverageStatusRecord> = {},
): CoverageStatusRecord {
  return {
    id: `status-${pointId}`,
    class_id: 'class-7a',
    syllabus_point_id: pointId,
    mastery_level: null,
    teacher_confidence_level: null,
    priority_level: 'MEDIUM',
    review_status: 'not_reviewed',
    updated_at: '2026-11-01T00:00:00.000Z',
    deleted_at: null,
    ...overrides,
  };
}

/**
 * The coverage bench's class (tests and benches only): `pointCount` points over four strands and
 * `years` school years of 40 weeks with 25 lessons a week (five days, five periods; every fifth one
 * MISSED, the rest COMPLETED), each linking one point and every other one a second: 500 points and
 * five years give 5,000 lessons and 7,500 links.
 */
export function largeCoverageInput({ pointCount = 500, years = 5 } = {}) {
  const strands = ['Number', 'Algebra', 'Measurement', 'Statistics'];
  const points = Array.from({ length: pointCount }, (_, i) =>
    coveragePoint(`AC9M${i}`, { sort_order: i, strand: strands[i % strands.length] ?? null }),
  );
  const lessons: CoverageLessonRecord[] = [];
  const links: CoverageLinkRecord[] = [];
  const statuses: CoverageStatusRecord[] = [];
  let n = 0;
  for (let year = 0; year < years; year += 1) {
    for (let week = 0; week < 40; week += 1) {
      for (let slot = 0; slot < 25; slot += 1) {
        const day = Math.floor(slot / 5);
        const date = new Date(Date.UTC(2022 + year, 1, 1 + week * 7 + day))
          .toISOString()
          .slice(0, 10);
        const id = `lesson-${n}`;
        lessons.push(coverageLesson(id, date, { status: n % 5 === 4 ? 'MISSED' : 'COMPLETED' }));
        links.push(coverageLink(id, points[(n * 7) % pointCount]?.id ?? ''));
        if (n % 2 === 0) links.push(coverageLink(id, points[(n * 13) % pointCount]?.id ?? ''));
        n += 1;
      }
    }
  }
  for (let i = 0; i < pointCount; i += 3)
    statuses.push(coverageStatus(points[i]?.id ?? '', { mastery_level: (i % 5) + 1 }));
  return { schoolClass: coverageClass(), points, lessons, links, statuses, today: '2026-11-24' };
}
