import type { SchoolClass } from '@/db/entities/planning';
import type { Lesson } from '@/db/entities/lesson';
import type { ReplicaDb } from '@/db/replica-db';
import { effectiveStatus, isMarked } from '@/domain/lessons';
import {
  datesOfWeek,
  matchesWeekFilters,
  weekEndOf,
  type WeekClass,
  type WeekData,
  type WeekFilters,
  type WeekLesson,
} from '../../model/week';

export type ReadWeekOptions = {
  ownerId: string;
  weekStart: string;
  filters: WeekFilters;
  /** 'YYYY-MM-DD': PENDING_REFLECTION depends on it. */
  today: string;
  /** Batched lesson reads flag: one range read for the week, else one read per day. */
  batched: boolean;
  /** Scoped fetches flag: only the classes the week's lessons reference, else all the teacher's. */
  scoped: boolean;
};

/** Lessons of the week, Monday to Sunday, tombstones out. */
async function readWeekLessons(db: ReplicaDb, options: ReadWeekOptions): Promise<Lesson[]> {
  const index = db.entity('lessons').where('[owner_id+date]');
  const rows = options.batched
    ? await index
        .between(
          [options.ownerId, options.weekStart],
          [options.ownerId, weekEndOf(options.weekStart)],
          true,
          true,
        )
        .toArray()
    : (
        await Promise.all(
          datesOfWeek(options.weekStart).map((date) =>
            index.equals([options.ownerId, date]).toArray(),
          ),
        )
      ).flat();
  return rows.filter((row) => row.deleted_at === null);
}

async function readClasses(
  db: ReplicaDb,
  options: ReadWeekOptions,
  lessons: readonly Lesson[],
): Promise<SchoolClass[]> {
  if (!options.scoped) {
    return db.entity('classes').where('owner_id').equals(options.ownerId).toArray();
  }
  const ids = [...new Set(lessons.map((lesson) => lesson.class_id))];
  const rows = await db.entity('classes').bulkGet(ids);
  return rows.filter((row): row is SchoolClass => row !== undefined);
}

const toWeekClass = (row: SchoolClass): WeekClass => ({
  id: row.id,
  name: row.name,
  colour: row.colour,
  archived: row.archived_at !== null,
});

/**
 * One week of the teacher's planner from the replica: the lessons joined with their classes, each
 * with the status the teacher sees today, filtered; and the classes the filters offer.
 */
export async function readWeek(db: ReplicaDb, options: ReadWeekOptions): Promise<WeekData> {
  const lessons = await readWeekLessons(db, options);
  const classRows = (await readClasses(db, options, lessons)).filter(
    (row) => row.deleted_at === null,
  );
  const classes = new Map(classRows.map((row) => [row.id, toWeekClass(row)]));
  const weekLessons = lessons.map((lesson): WeekLesson => {
    const owner = classes.get(lesson.class_id);
    return {
      id: lesson.id,
      classId: lesson.class_id,
      className: owner?.name ?? 'Class not on this device',
      classColour: owner?.colour ?? null,
      classArchived: owner?.archived ?? false,
      date: lesson.date,
      periodId: lesson.period_id,
      startTime: lesson.start_time,
      endTime: lesson.end_time,
      title: lesson.title,
      status: effectiveStatus(lesson, options.today),
      marked: isMarked(lesson.status),
    };
  });
  return {
    weekStart: options.weekStart,
    lessons: weekLessons.filter((lesson) => matchesWeekFilters(lesson, options.filters)),
    classes: [...classes.values()]
      .filter((row) => !row.archived || weekLessons.some((lesson) => lesson.classId === row.id))
      .sort((a, b) => a.name.localeCompare(b.name)),
    unfilteredCount: weekLessons.length,
  };
}
