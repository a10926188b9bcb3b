import { randomUUID } from 'node:crypto';
import type { DemoPoint } from './demo-lessons';
import { seededRandom } from './insert-rows';

type Row = Record<string, unknown>;

/** Share of taught points the teacher has judged (the rest have no status row). */
const JUDGED_SHARE = 0.75;

/**
 * A class's class_syllabus_status rows, as its teacher would have kept them: most taught points
 * judged for mastery near the average rating of the lessons that taught them (so a slipping class
 * shows weaker mastery), a weak one marked HIGH to reteach, a secure one LOW; the next
 * `urgentUntaught` untaught points marked HIGH (they come up as coverage gaps) and the last
 * untaught point LOW (an extension). Taught means linked by a COMPLETED lesson, as coverage counts.
 */
export function demoClassStatuses(input: {
  ownerId: string;
  classId: string;
  points: readonly DemoPoint[];
  lessons: readonly Row[];
  links: readonly Row[];
  urgentUntaught: number;
  seed: number;
}): Row[] {
  const random = seededRandom(input.seed);
  const ratingOf = new Map<string, number>();
  for (const lesson of input.lessons)
    if (lesson.class_id === input.classId && lesson.status === 'COMPLETED')
      ratingOf.set(lesson.id as string, lesson.effectiveness_rating as number);
  const ratings = new Map<string, number[]>();
  for (const link of input.links) {
    const rating = ratingOf.get(link.lesson_id as string);
    if (rating === undefined) continue;
    const pointId = link.syllabus_point_id as string;
    ratings.set(pointId, [...(ratings.get(pointId) ?? []), rating]);
  }

  const row = (point: DemoPoint, fields: Row): Row => ({
    id: randomUUID(),
    owner_id: input.ownerId,
    class_id: input.classId,
    syllabus_point_id: point.id,
    mastery_level: null,
    teacher_confidence_level: null,
    priority_level: 'MEDIUM',
    review_status: 'not_reviewed',
    notes: null,
    ...fields,
  });
  const rows: Row[] = [];
  for (const point of input.points) {
    const taught = ratings.get(point.id);
    if (!taught || random() >= JUDGED_SHARE) continue;
    const average = taught.reduce((sum, r) => sum + r, 0) / taught.length;
    const mastery = Math.min(5, Math.max(1, Math.round(average + random() * 1.6 - 0.8)));
    const confident = random() < 0.5;
    rows.push(
      row(point, {
        mastery_level: mastery,
        teacher_confidence_level: confident ? Math.min(5, mastery + 1) : null,
        ...(mastery <= 2
          ? {
              priority_level: 'HIGH',
              review_status: 'needs_review',
              notes: 'Reteach before the end of term.',
            }
          : mastery === 5
            ? {
                priority_level: 'LOW',
                review_status: 'reviewed',
                notes: 'Secure: revisit in passing.',
              }
            : { review_status: 'reviewed' }),
      }),
    );
  }
  const untaught = input.points.filter((p) => !ratings.has(p.id));
  for (const point of untaught.slice(0, input.urgentUntaught))
    rows.push(
      row(point, { priority_level: 'HIGH', notes: 'Needed for next term’s assessment task.' }),
    );
  const extension = untaught[untaught.length - 1];
  if (extension && untaught.length > input.urgentUntaught)
    rows.push(row(extension, { priority_level: 'LOW', notes: 'Extension if time allows.' }));
  return rows;
}
