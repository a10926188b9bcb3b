import type {
  ClassCoverageInput,
  CoverageLessonRecord,
  CoverageLinkRecord,
  CoveragePointRecord,
  CoverageStatusRecord,
} from '../../../src/domain/coverage';

/** The bench's class: the "500 points and five years of lessons". */
export const CLASS_POINTS = 500;
export const YEARS = 5;
/** Five a day over 40 teaching weeks: 1,000 a year, 5,000 in all (the brief's ~5,000 lessons). */
const LESSONS_PER_DAY = 5;
const DAYS_PER_WEEK = 5;
const WEEKS_PER_YEAR = 40;
/** Links go to the first 85 % of the points: the rest are not taught yet, as in a real class. */
const LINKED_SHARE = 0.85;
/** Retired points at the class's stage, beside the 500 it covers. */
const RETIRED_POINTS = 10;
const STRANDS = ['Number', 'Algebra', 'Measurement', 'Space', 'Statistics', 'Probability'];
const STAGE = 'Year 7';
const SYLLABUS_ID = 'bench-syllabus';
const CLASS_ID = 'bench-class';

/** A small seeded generator (mulberry32), so every run measures the same rows. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

function point(index: number, stage: string, year: number | null): CoveragePointRecord {
  return {
    id: `point-${stage}-${index}`,
    syllabus_id: SYLLABUS_ID,
    code: `AC9M${stage.replace(/\D/g, '') || 'F'}N${String(index).padStart(3, '0')}`,
    description: `Content description ${index} of ${stage}`,
    subject: 'Mathematics',
    strand: STRANDS[index % STRANDS.length]!,
    stage,
    year,
    sort_order: index,
    deleted_at: null,
    // Points past the class's 500 were retired by a newer version: listed when taught, never counted.
    retired_at: index >= CLASS_POINTS ? '2026-01-01T00:00:00Z' : null,
  };
}

/**
 * A class at stage 'Year 7' of a syllabus with 500 live points at that stage (and 10 retired ones)
 * and 500 at two other stages (out of scope, as a real F–10 syllabus has), five years of lessons
 * (80 % COMPLETED, the
 * rest planned, missed or deleted), each linking one to three points (some links deleted), and
 * status rows for a third of the points, some edited twice (the latest counts).
 */
export function fiveYearClass(today = '2026-11-24'): ClassCoverageInput {
  const random = seeded(13);
  const points = [
    ...Array.from({ length: CLASS_POINTS + RETIRED_POINTS }, (_, i) => point(i, STAGE, 7)),
    ...Array.from({ length: 250 }, (_, i) => point(i, 'Year 8', 8)),
    ...Array.from({ length: 250 }, (_, i) => point(i, 'Year 6', 6)),
  ];
  const lessons: CoverageLessonRecord[] = [];
  const links: CoverageLinkRecord[] = [];
  const start = Date.UTC(2021, 1, 1);
  let n = 0;
  for (let week = 0; week < YEARS * WEEKS_PER_YEAR; week += 1) {
    // 40 teaching weeks of each 52: the weeks in between are holidays.
    const weekStart =
      start + (Math.floor(week / WEEKS_PER_YEAR) * 52 + (week % WEEKS_PER_YEAR)) * 7 * 86_400_000;
    for (let slot = 0; slot < LESSONS_PER_DAY * DAYS_PER_WEEK; slot += 1) {
      const day = Math.floor(slot / LESSONS_PER_DAY);
      const id = `lesson-${n}`;
      const roll = random();
      const status = roll < 0.8 ? 'COMPLETED' : roll < 0.9 ? 'MISSED' : 'PLANNED';
      lessons.push({
        id,
        class_id: CLASS_ID,
        date: isoDay(weekStart + day * 86_400_000),
        status,
        deleted_at: n % 211 === 0 ? '2025-01-01T00:00:00Z' : null,
      });
      const linked = 1 + Math.floor(random() * 3);
      for (let k = 0; k < linked; k += 1) {
        links.push({
          lesson_id: id,
          syllabus_point_id:
            points[Math.floor(random() * LINKED_SHARE * (CLASS_POINTS + RETIRED_POINTS))]!.id,
          deleted_at: random() < 0.03 ? '2025-01-01T00:00:00Z' : null,
        });
      }
      n += 1;
    }
  }
  const statuses: CoverageStatusRecord[] = [];
  for (let i = 0; i < CLASS_POINTS; i += 3) {
    const edits = i % 2 === 0 ? 2 : 1;
    for (let e = 0; e < edits; e += 1) {
      statuses.push({
        id: `status-${i}-${e}`,
        class_id: CLASS_ID,
        syllabus_point_id: points[i]!.id,
        mastery_level: 1 + ((i + e) % 5),
        teacher_confidence_level: 1 + (i % 5),
        priority_level: (['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const)[i % 4]!,
        review_status: 'not_reviewed',
        updated_at: `2026-0${1 + e}-01T00:00:00.000Z`,
        deleted_at: null,
      });
    }
  }
  return {
    schoolClass: { id: CLASS_ID, syllabus_id: SYLLABUS_ID, syllabus_stage: STAGE, year: 7 },
    points,
    lessons,
    links,
    statuses,
    today,
  };
}

/**
 * The floor: the least any coverage must do with the same rows, as a plain loop (completed
 * lessons by id, then each live link counted and dated per point), without scope, retirement,
 * statuses, priority, strands or sorting.
 */
export function plainCoverageLoop(input: ClassCoverageInput): number {
  const completed = new Map<string, string>();
  for (const lesson of input.lessons) {
    if (lesson.status === 'COMPLETED' && lesson.deleted_at === null)
      completed.set(lesson.id, lesson.date);
  }
  const taught = new Map<string, { count: number; last: string }>();
  for (const link of input.links) {
    if (link.deleted_at !== null) continue;
    const date = completed.get(link.lesson_id);
    if (date === undefined) continue;
    const entry = taught.get(link.syllabus_point_id);
    if (entry) {
      entry.count += 1;
      if (date > entry.last) entry.last = date;
    } else taught.set(link.syllabus_point_id, { count: 1, last: date });
  }
  return taught.size;
}
