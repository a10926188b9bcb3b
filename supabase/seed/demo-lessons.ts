import { randomUUID } from 'node:crypto';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { cycleDayOf, DAY_SCHEDULE, teachingDays, type Term } from './demo-calendar';
import type { RatingDrift } from './demo-classes';
import { demoReflection, expectedRating, missedReason, ratingRounder } from './demo-reflections';
import { seededRandom } from './insert-rows';

/** A syllabus point as a lesson names it. */
export type DemoPoint = { id: string; code: string; strand: string | null; description: string };

export type DemoClass = {
  id: string;
  name: string;
  drift: RatingDrift;
  /** Picked uniformly per lesson; `effect` moves the lesson's expected rating. */
  methods: readonly { id: string; effect: number }[];
  /** The points the class walks through, in teaching order; empty: no syllabus links. */
  points: readonly DemoPoint[];
  lessonsPerPoint: number;
  /** Lesson topics for a class without points, a new one every TOPIC_LESSONS lessons. */
  topics: readonly string[];
};
export type TimetableSlot = { classId: string; cycleDay: number; periodId: string };
type Row = Record<string, unknown>;

const TITLES = [
  'Warm-up and review',
  'New concept',
  'Worked examples',
  'Practice set',
  'Investigation',
  'Quiz and feedback',
];
const TOPIC_LESSONS = 8;
/** Teaching days before today left for reflection (PENDING_REFLECTION). */
export const PENDING_DAYS = 3;
/**
 * Teaching days from today (today included) that are planned; in the next PARTLY_PLANNED_DAYS only
 * every other class (the first, third…) is planned ahead, so the week shows both.
 */
export const PLANNED_DAYS = 2;
export const PARTLY_PLANNED_DAYS = 5;
const MISSED_CHANCE = 0.06;
/** A taught lesson sometimes revisits an earlier point too (so some points are taught twice). */
const REVISIT_CHANCE = 0.12;

/**
 * One lesson per timetable slot on every teaching day of `terms`. Before `today`: mostly COMPLETED
 * with a reflection whose rating follows the class's drift and the method used, some MISSED, and
 * the last PENDING_DAYS teaching days left for reflection (PENDING_REFLECTION). From `today`: the
 * first PLANNED_DAYS teaching days PLANNED, the next PARTLY_PLANNED_DAYS those of every other
 * class, the rest UNPLANNED. Every lesson that was or will be taught links the class's next syllabus point.
 */
export function demoLessonsForTerms(input: {
  ownerId: string;
  terms: readonly Term[];
  anchorMonday: string;
  today: string;
  classes: readonly DemoClass[];
  slots: readonly TimetableSlot[];
  seed: number;
}): { lessons: Row[]; links: Row[] } {
  const random = seededRandom(input.seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const periods = new Map<string, (typeof DAY_SCHEDULE)[number]>(
    DAY_SCHEDULE.map((p) => [p.period_id, p]),
  );
  const classes = new Map(
    input.classes.map((c, i) => [
      c.id,
      { ...c, plansAhead: i % 2 === 0, taught: 0, progress: 0, rate: ratingRounder() },
    ]),
  );
  const days = input.terms.flatMap((term) => teachingDays(term, term.end));
  const past = days.filter((d) => d < input.today);
  const ahead = days.filter((d) => d >= input.today);
  const pendingFrom = past[past.length - PENDING_DAYS] ?? past[0] ?? input.today;
  const plannedUntil = ahead[PLANNED_DAYS - 1] ?? input.today;
  const partlyPlannedUntil = ahead[PLANNED_DAYS + PARTLY_PLANNED_DAYS - 1] ?? plannedUntil;
  const today = parseISO(input.today);
  const daysAgo = (date: string) => differenceInCalendarDays(today, parseISO(date));
  const lessons: Row[] = [];
  const links: Row[] = [];
  const link = (lessonId: string, pointId: string) =>
    links.push({
      id: randomUUID(),
      owner_id: input.ownerId,
      lesson_id: lessonId,
      syllabus_point_id: pointId,
    });

  for (const date of days) {
    const cycleDay = cycleDayOf(date, input.anchorMonday);
    for (const slot of input.slots.filter((s) => s.cycleDay === cycleDay)) {
      const klass = classes.get(slot.classId)!;
      const period = periods.get(slot.periodId)!;
      const id = randomUUID();
      const sequence = (klass.taught += 1);
      const status =
        date >= input.today
          ? date <= plannedUntil || (date <= partlyPlannedUntil && klass.plansAhead)
            ? 'PLANNED'
            : 'UNPLANNED'
          : date >= pendingFrom
            ? 'PENDING_REFLECTION'
            : random() < MISSED_CHANCE
              ? 'MISSED'
              : 'COMPLETED';
      const base: Row = {
        id,
        owner_id: input.ownerId,
        class_id: klass.id,
        date,
        period_id: slot.periodId,
        start_time: period.start,
        end_time: period.end,
        sequence,
        title: null,
        objectives: null,
        activities: null,
        notes: null,
        status,
        follow_up_required: false,
      };
      if (status === 'UNPLANNED') {
        lessons.push(base);
        continue;
      }
      // A missed lesson had been planned, but the class does not move on.
      const progress = status === 'MISSED' ? klass.progress + 1 : (klass.progress += 1);
      const step = Math.floor((progress - 1) / klass.lessonsPerPoint);
      const point =
        klass.points.length === 0
          ? null
          : (klass.points[step] ?? klass.points[Math.floor(random() * klass.points.length)]!);
      const topic = klass.topics[Math.floor((progress - 1) / TOPIC_LESSONS) % klass.topics.length];
      const planned: Row = {
        ...base,
        title: `${pick(TITLES)}: ${point ? `${point.strand ?? 'Mathematics'} (${point.code})` : (topic ?? klass.name)}`,
        objectives: point
          ? `Students can ${point.description.replace(/\.$/, '')}.`
          : 'Students can explain the idea in their own words and apply it to two new problems.',
        activities: 'Launch question; guided examples; paired practice; exit ticket.',
      };
      if (status === 'MISSED') {
        lessons.push({ ...planned, notes: missedReason(random) });
        continue;
      }
      if (point) link(id, point.id);
      if (status !== 'COMPLETED') {
        lessons.push(planned);
        continue;
      }
      const method = klass.methods.length > 0 ? pick(klass.methods) : null;
      const expected = expectedRating(klass.drift, daysAgo(date)) + (method?.effect ?? 0);
      lessons.push({
        ...planned,
        completed_at: `${date}T${period.end}:00Z`,
        teaching_method_id: method?.id ?? null,
        ...demoReflection(klass.rate(expected), random),
      });
      if (point && step >= 2 && step < klass.points.length && random() < REVISIT_CHANCE)
        link(id, klass.points[Math.floor(random() * step)]!.id);
    }
  }
  return { lessons, links };
}

/**
 * One term of lessons for classes given only by name (and perhaps syllabus point ids), rated
 * around 3.5 with the methods listed: the simpler shape `npm run bench:load` fills its load
 * teachers' terms with (scripts/bench/load/load-teachers.ts).
 */
export function demoLessons(input: {
  ownerId: string;
  term: Term;
  anchorMonday: string;
  today: string;
  classes: readonly { id: string; name: string; topicPointIds: readonly string[] }[];
  slots: readonly TimetableSlot[];
  methodIds: readonly string[];
  seed: number;
}): { lessons: Row[]; links: Row[] } {
  return demoLessonsForTerms({
    ...input,
    terms: [input.term],
    classes: input.classes.map((c) => ({
      id: c.id,
      name: c.name,
      drift: STEADY,
      methods: input.methodIds.map((id) => ({ id, effect: 0 })),
      points: c.topicPointIds.map((id, i) => ({
        id,
        code: `Point ${i + 1}`,
        strand: null,
        description: 'work with the idea of this point',
      })),
      lessonsPerPoint: 3,
      topics: [],
    })),
  });
}

const STEADY: RatingDrift = { before: 3.5, now: 3.5, overDays: 1 };
