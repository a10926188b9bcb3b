import type {
  AnalyticsClassRecord,
  AnalyticsData,
  AnalyticsLessonRecord,
  AnalyticsMethodRecord,
  AnalyticsResourceRecord,
} from '../analytics/analytics-records';
import type { CoverageLinkRecord, CoverageStatusRecord } from '../coverage';
import { coverageLink, coveragePoint, coverageStatus } from './coverage-records';
import { lessonRecord } from './lesson-records';

/**
 * Records for the analytics tests and the analytics timing (tests and scripts only): class-7a of
 * syllabus 'maths' at stage 'Year 7' unless told otherwise; lessons are blank rows of that class
 * (lessonRecord) with the fields the test sets.
 */

export function analyticsClass(
  id: string,
  overrides: Partial<AnalyticsClassRecord> = {},
): AnalyticsClassRecord {
  return {
    id,
    name: id,
    subject: 'Mathematics',
    year: 7,
    syllabus_stage: 'Year 7',
    syllabus_id: 'maths',
    deleted_at: null,
    ...overrides,
  };
}

export function analyticsLesson(
  id: string,
  overrides: Partial<AnalyticsLessonRecord> = {},
): AnalyticsLessonRecord {
  return lessonRecord({ id, class_id: 'class-7a', ...overrides });
}

export function analyticsMethod(
  id: string,
  name: string,
  overrides: Partial<AnalyticsMethodRecord> = {},
): AnalyticsMethodRecord {
  return {
    id,
    name,
    description: `${name}, as the school describes it`,
    deleted_at: null,
    ...overrides,
  };
}

export function analyticsResource(
  id: string,
  createdAt: string,
  overrides: Partial<AnalyticsResourceRecord> = {},
): AnalyticsResourceRecord {
  return { id, title: `Resource ${id}`, created_at: createdAt, deleted_at: null, ...overrides };
}

export function analyticsData(parts: Partial<AnalyticsData> = {}): AnalyticsData {
  return {
    lessons: [],
    classes: [],
    points: [],
    links: [],
    statuses: [],
    methods: [],
    resources: [],
    ...parts,
  };
}

const PERIOD_TIMES = [
  ['08:50', '09:50'],
  ['09:50', '10:50'],
  ['11:10', '12:10'],
  ['12:10', '13:10'],
  ['13:50', '14:50'],
] as const;

/**
 * The analytics bench's replica: `classCount` classes of one syllabus of `pointCount` points and
 * `years` school years of 40 weeks, 125 lessons a week (five days of 25, five periods, classes in
 * turn): 5 years give 25,000 lessons. Every fifth lesson is MISSED, the rest COMPLETED with ratings; each
 * links one point and every other one a second.
 */
export function largeAnalyticsData({ years = 5, classCount = 10, pointCount = 500 } = {}) {
  const classes = Array.from({ length: classCount }, (_, i) =>
    analyticsClass(`class-${i}`, {
      name: `Class ${i}`,
      subject: i % 2 ? 'Science' : 'Mathematics',
    }),
  );
  const strands = ['Number', 'Algebra', 'Measurement', 'Statistics'];
  const points = Array.from({ length: pointCount }, (_, i) =>
    coveragePoint(`AC9M${i}`, { sort_order: i, strand: strands[i % strands.length] ?? null }),
  );
  const methods = ['Direct instruction', 'Inquiry', 'Group work', 'Practice'].map((name, i) =>
    analyticsMethod(`method-${i}`, name),
  );
  const lessons: AnalyticsLessonRecord[] = [];
  const links: CoverageLinkRecord[] = [];
  let n = 0;
  for (let year = 0; year < years; year += 1) {
    for (let week = 0; week < 40; week += 1) {
      for (let slot = 0; slot < 125; slot += 1) {
        const date = new Date(Date.UTC(2022 + year, 1, 1 + week * 7 + Math.floor(slot / 25)))
          .toISOString()
          .slice(0, 10);
        const [start, end] = PERIOD_TIMES[slot % 5] ?? PERIOD_TIMES[0];
        const completed = n % 5 !== 4;
        lessons.push(
          analyticsLesson(`lesson-${n}`, {
            class_id: classes[n % classCount]?.id ?? '',
            date,
            start_time: start,
            end_time: end,
            status: completed ? 'COMPLETED' : 'MISSED',
            effectiveness_rating: completed ? (n % 5) + 1 : null,
            teacher_satisfaction_score: completed ? ((n + 2) % 5) + 1 : null,
            teaching_method_id: completed ? (methods[n % methods.length]?.id ?? null) : null,
            follow_up_required: n % 17 === 0,
          }),
        );
        links.push(coverageLink(`lesson-${n}`, points[(n * 7) % pointCount]?.id ?? ''));
        if (n % 2 === 0)
          links.push(coverageLink(`lesson-${n}`, points[(n * 13) % pointCount]?.id ?? ''));
        n += 1;
      }
    }
  }
  const statuses: CoverageStatusRecord[] = [];
  for (const schoolClass of classes)
    for (let i = 0; i < pointCount; i += 3)
      statuses.push(
        coverageStatus(points[i]?.id ?? '', {
          id: `status-${schoolClass.id}-${i}`,
          class_id: schoolClass.id,
          mastery_level: (i % 5) + 1,
        }),
      );
  return analyticsData({ lessons, classes, points, links, statuses, methods });
}
