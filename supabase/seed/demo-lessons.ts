import { randomUUID } from 'node:crypto';
import { cycleDayOf, DAY_SCHEDULE, teachingDays, type Term } from './demo-calendar';
import { seededRandom } from './insert-rows';

export type DemoClass = { id: string; name: string; topicPointIds: readonly string[] };
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

/**
 * One lesson per timetable slot on every teaching day of the term. Before `today`: mostly
 * COMPLETED with a reflection, some MISSED, and the last few days left for reflection
 * (PENDING_REFLECTION). From `today`: the first week PLANNED, the rest UNPLANNED.
 */
export function demoLessons(input: {
  ownerId: string;
  term: Term;
  anchorMonday: string;
  today: string;
  classes: readonly DemoClass[];
  slots: readonly TimetableSlot[];
  methodIds: readonly string[];
  seed: number;
}): { lessons: Row[]; links: Row[] } {
  const random = seededRandom(input.seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const periods = new Map<string, (typeof DAY_SCHEDULE)[number]>(
    DAY_SCHEDULE.map((p) => [p.period_id, p]),
  );
  const classes = new Map(input.classes.map((c) => [c.id, { ...c, taught: 0 }]));
  const days = teachingDays(input.term, input.term.end);
  const pendingFrom = days.filter((d) => d < input.today).slice(-3)[0] ?? input.today;
  const plannedUntil = days.filter((d) => d >= input.today)[4] ?? input.today;
  const lessons: Row[] = [];
  const links: Row[] = [];

  for (const date of days) {
    const cycleDay = cycleDayOf(date, input.anchorMonday);
    for (const slot of input.slots.filter((s) => s.cycleDay === cycleDay)) {
      const klass = classes.get(slot.classId)!;
      const period = periods.get(slot.periodId)!;
      const id = randomUUID();
      const sequence = (klass.taught += 1);
      const base: Row = {
        id,
        owner_id: input.ownerId,
        class_id: klass.id,
        date,
        period_id: slot.periodId,
        start_time: period.start,
        end_time: period.end,
        sequence,
        title: `${pick(TITLES)} (${klass.name} #${sequence})`,
        objectives:
          'Students can explain the idea in their own words and apply it to two new problems.',
        activities: 'Launch question; guided examples; paired practice; exit ticket.',
        status: 'PLANNED',
        follow_up_required: false,
      };
      if (date >= input.today) {
        lessons.push(
          date <= plannedUntil
            ? base
            : { ...base, title: null, objectives: null, activities: null, status: 'UNPLANNED' },
        );
        continue;
      }
      if (date >= pendingFrom) {
        lessons.push({ ...base, status: 'PENDING_REFLECTION' });
        continue;
      }
      if (random() < 0.08) {
        lessons.push({ ...base, status: 'MISSED', notes: 'Class cancelled (assembly).' });
        continue;
      }
      const followUp = random() < 0.2;
      lessons.push({
        ...base,
        status: 'COMPLETED',
        completed_at: `${date}T${period.end}:00Z`,
        effectiveness_rating: 2 + Math.floor(random() * 4),
        teacher_satisfaction_score: 2 + Math.floor(random() * 4),
        teacher_effectiveness_rating: 2 + Math.floor(random() * 4),
        teaching_method_id: pick(input.methodIds),
        follow_up_required: followUp,
        follow_up_notes: followUp ? 'Revisit with a short retrieval quiz next lesson.' : null,
        reflection_notes: 'Most students met the objective; a small group needed extra examples.',
      });
      // Completed lessons walk through the class's syllabus points in order (coverage grows).
      const point =
        klass.topicPointIds[
          Math.floor((sequence - 1) / 3) % Math.max(klass.topicPointIds.length, 1)
        ];
      if (point)
        links.push({
          id: randomUUID(),
          owner_id: input.ownerId,
          lesson_id: id,
          syllabus_point_id: point,
        });
    }
  }
  return { lessons, links };
}
