import { randomUUID } from 'node:crypto';
import type { Term } from './demo-calendar';
import { demoClassStatuses } from './demo-class-statuses';
import { METHOD_EFFECT, type DemoClassSpec, type MethodKey } from './demo-classes';
import {
  demoLessonsForTerms,
  type DemoClass,
  type DemoPoint,
  type TimetableSlot,
} from './demo-lessons';

type Row = Record<string, unknown>;

export type DemoTeaching = {
  classes: Row[];
  timetable: Row[];
  lessons: Row[];
  links: Row[];
  statuses: Row[];
};

/** Stable per-teacher seeds: the same teacher gets the same lessons on every machine. */
const SEED_BASE = 7;

/**
 * Every demo teacher's classes, timetable, lessons (with reflections and syllabus links) and
 * class syllabus statuses, as rows ready to insert. Pure apart from fresh ids: the seed's only
 * inputs are `today`, the catalogue's points and the ids the database gave the accounts.
 */
export function demoTeaching(input: {
  classes: readonly DemoClassSpec[];
  today: string;
  /** The terms lessons fill (demoTermsAround). */
  lessonTerms: readonly Term[];
  /** Day 1 of the 10-day cycle. */
  anchorMonday: string;
  syllabusId: string;
  /** The catalogue's live points, in catalogue order. */
  points: readonly (DemoPoint & { stage: string | null })[];
  userIdOf: (email: string) => string;
  schoolIdOf: (email: string) => string | null;
  methodId: (key: MethodKey) => string;
}): DemoTeaching {
  const world: DemoTeaching = { classes: [], timetable: [], lessons: [], links: [], statuses: [] };
  const owners = [...new Set(input.classes.map((c) => c.owner))];
  owners.forEach((owner, ownerIndex) => {
    const ownerId = input.userIdOf(owner);
    const specs = input.classes.filter((c) => c.owner === owner);
    const planned = specs.map((spec) => ({ spec, klass: lessonClass(spec, input) }));
    const slots: TimetableSlot[] = planned.flatMap(({ spec, klass }) =>
      spec.cycleDays.map((cycleDay) => ({ classId: klass.id, cycleDay, periodId: spec.periodId })),
    );
    for (const { spec, klass } of planned)
      world.classes.push({
        id: klass.id,
        owner_id: ownerId,
        school_id: input.schoolIdOf(owner),
        name: spec.name,
        subject: spec.subject,
        year: spec.year,
        syllabus_stage: spec.stage,
        syllabus_id: spec.coverage ? input.syllabusId : null,
        academic_year: input.today.slice(0, 4),
        room: spec.room,
        colour: spec.colour,
      });
    world.timetable.push(
      ...slots.map((s) => ({
        owner_id: ownerId,
        class_id: s.classId,
        cycle_day: s.cycleDay,
        period_id: s.periodId,
      })),
    );
    const seed = SEED_BASE + ownerIndex * 4;
    const { lessons, links } = demoLessonsForTerms({
      ownerId,
      terms: input.lessonTerms,
      anchorMonday: input.anchorMonday,
      today: input.today,
      classes: planned.map((p) => p.klass),
      slots,
      seed,
    });
    world.lessons.push(...lessons);
    world.links.push(...links);
    planned.forEach(({ spec, klass }, classIndex) => {
      if (!spec.coverage) return;
      world.statuses.push(
        ...demoClassStatuses({
          ownerId,
          classId: klass.id,
          points: klass.points,
          lessons,
          links,
          urgentUntaught: spec.coverage.urgentUntaught,
          seed: seed * 100 + classIndex,
        }),
      );
    });
  });
  return world;
}

/** A spec as demoLessonsForTerms takes it: its stage's points in the class's strand order. */
function lessonClass(
  spec: DemoClassSpec,
  input: Pick<Parameters<typeof demoTeaching>[0], 'points' | 'methodId'>,
): DemoClass {
  const order = spec.coverage?.strandOrder ?? [];
  const rank = (strand: string | null) => {
    const found = order.indexOf(strand ?? '');
    return found === -1 ? order.length : found;
  };
  const points = spec.coverage
    ? input.points
        .filter((p) => p.stage === spec.stage)
        .map(({ id, code, strand, description }) => ({ id, code, strand, description }))
        // Array sort is stable: catalogue order within a strand.
        .sort((a, b) => rank(a.strand) - rank(b.strand))
    : [];
  return {
    id: randomUUID(),
    name: spec.name,
    drift: spec.drift,
    methods: spec.methods.map((key) => ({ id: input.methodId(key), effect: METHOD_EFFECT[key] })),
    points,
    lessonsPerPoint: spec.coverage?.lessonsPerPoint ?? 1,
    topics: spec.topics,
  };
}
