import {
  blankLesson,
  compareLessons,
  isEmptyLesson,
  isLive,
  type BlankLesson,
  type LessonRecord,
} from '@/domain/lessons';
import { termRangeOf, weekRangeOf, yearRangeOf, type SchoolCalendar } from '@/domain/calendar';
import { keyOfSlot, slotKey, type TeachingSlot } from './slots';

/**
 * A generated lesson: the domain's blank row (every column of `lessons` but the bookkeeping ones
 * writeWithOutbox stamps), always in a timetable period.
 */
export type NewLesson = BlankLesson & { readonly period_id: string };

/** The blank lesson of `ownerId` standing in `slot`: its class, date, period and times. */
export function newLessonFor(slot: TeachingSlot, id: string, ownerId: string): NewLesson {
  const lesson = blankLesson({
    id,
    owner_id: ownerId,
    class_id: slot.classId,
    date: slot.date,
    start_time: slot.startTime,
    end_time: slot.endTime,
  });
  return { ...lesson, period_id: slot.periodId };
}

type LessonsByKey = Map<string, LessonRecord[]>;

/** Lessons with a period, by slot key, split into live rows and tombstones. */
function indexLessons(lessons: readonly LessonRecord[]) {
  const live: LessonsByKey = new Map();
  const tombstoned: LessonsByKey = new Map();
  for (const lesson of lessons) {
    if (lesson.period_id === null) continue;
    const index = isLive(lesson) ? live : tombstoned;
    const key = slotKey(lesson.class_id, lesson.date, lesson.period_id);
    const list = index.get(key);
    if (list) list.push(lesson);
    else index.set(key, [lesson]);
  }
  return { live, tombstoned };
}

/** Slots once each, in the order given. */
function uniqueSlots(slots: readonly TeachingSlot[]): TeachingSlot[] {
  const seen = new Set<string>();
  return slots.filter((slot) => {
    const key = keyOfSlot(slot);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * DESIGN §7 generation: one UNPLANNED lesson per slot that has none yet, matched on class, date
 * and starting period. Idempotent: what it creates is a lesson at that key, so a second run (with
 * the first one's lessons) creates nothing.
 *
 * A tombstone counts as "has one": a lesson the teacher deleted on purpose (an assembly took the
 * period, the class is away) must not come back the next time they generate the term, and the
 * issue asks that running it again creates nothing new. Past slots are generated too; the caller
 * picks the range ({@link generationRangeOf} starts a term or a year at today).
 */
export function planGeneration({
  slots,
  existingLessons,
  ownerId,
  newId,
}: {
  slots: readonly TeachingSlot[];
  existingLessons: readonly LessonRecord[];
  /** The teacher the new lessons belong to. */
  ownerId: string;
  newId: () => string;
}): { create: NewLesson[] } {
  const { live, tombstoned } = indexLessons(existingLessons);
  const create = uniqueSlots(slots)
    .filter((slot) => !live.has(keyOfSlot(slot)) && !tombstoned.has(keyOfSlot(slot)))
    .map((slot) => newLessonFor(slot, newId(), ownerId));
  return { create };
}

export type RemovalReason = 'no-slot' | 'duplicate';
export type Regeneration = {
  create: NewLesson[];
  /** Lessons to tombstone, in teaching order. */
  remove: { lessonId: string; reason: RemovalReason }[];
};

/**
 * After a timetable change (entries, day schedule, cycle or closures): brings the future inside
 * `range` in line with the new slots, touching only lessons nobody has worked on.
 *
 * - Removed: live lessons dated after `today` and inside `range` that are empty
 *   ({@link isEmptyLesson}: UNPLANNED, no plan text, program item, link or reflection) and have
 *   a period that is no longer a slot. Lessons without a period were added by hand and stay.
 * - Removed too: extra empty copies of one slot's lesson (two devices generating the same week
 *   offline each create one). Lessons with content are all kept; when every copy is empty the
 *   smallest id stays, so every device removes the same rows.
 * - Created: a lesson for each future slot in `range` with no live lesson. Unlike
 *   {@link planGeneration}, a tombstone of an EMPTY lesson does not block it: regeneration itself
 *   leaves such tombstones when a period disappears, and undoing a timetable change must bring the
 *   slot's lesson back. A tombstone of a lesson with content still blocks (the teacher deleted
 *   their own plan). The cost: an empty lesson the teacher deleted by hand returns when the
 *   timetable changes, which is why this runs after timetable edits only.
 * - Lessons dated today or before, and lessons outside `range`, are never touched: `range` is
 *   what `slots` covers, so a lesson beyond it is not "without a slot".
 */
export function planRegeneration({
  slots,
  existingLessons,
  lessonIdsWithLinks,
  today,
  range,
  ownerId,
  newId,
}: {
  slots: readonly TeachingSlot[];
  existingLessons: readonly LessonRecord[];
  /** Lessons with a live lesson_resources or lesson_syllabus_points row. */
  lessonIdsWithLinks: ReadonlySet<string>;
  today: string;
  /** Inclusive YYYY-MM-DD bounds of the dates `slots` were computed for. */
  range: { start: string; end: string };
  /** The teacher the new lessons belong to. */
  ownerId: string;
  newId: () => string;
}): Regeneration {
  const inScope = (date: string) => date > today && date >= range.start && date <= range.end;
  const isEmpty = (lesson: LessonRecord) =>
    isEmptyLesson(lesson, lessonIdsWithLinks.has(lesson.id));

  const futureSlots = uniqueSlots(slots).filter((slot) => inScope(slot.date));
  const slotKeys = new Set(futureSlots.map(keyOfSlot));
  const { live, tombstoned } = indexLessons(existingLessons.filter((l) => inScope(l.date)));

  const removed: { lesson: LessonRecord; reason: RemovalReason }[] = [];
  for (const [key, lessons] of live) {
    const gone = slotKeys.has(key) ? extraEmptyCopies(lessons, isEmpty) : lessons.filter(isEmpty);
    const reason = slotKeys.has(key) ? 'duplicate' : 'no-slot';
    for (const lesson of gone) removed.push({ lesson, reason });
  }
  const remove = removed
    .sort((a, b) => compareLessons(a.lesson, b.lesson))
    .map(({ lesson, reason }) => ({ lessonId: lesson.id, reason }));

  const create = futureSlots
    .filter((slot) => {
      const key = keyOfSlot(slot);
      return !live.has(key) && !(tombstoned.get(key) ?? []).some((lesson) => !isEmpty(lesson));
    })
    .map((slot) => newLessonFor(slot, newId(), ownerId));

  return { create, remove };
}

/** Copies of one slot's lesson that can go: every empty one, but one stays if all are empty. */
function extraEmptyCopies(
  lessons: readonly LessonRecord[],
  isEmpty: (lesson: LessonRecord) => boolean,
): LessonRecord[] {
  if (lessons.length < 2) return [];
  const empty = lessons.filter(isEmpty);
  if (empty.length < lessons.length) return empty;
  const keep = empty.reduce((a, b) => (b.id < a.id ? b : a));
  return empty.filter((lesson) => lesson !== keep);
}

/** What the teacher asks to generate: the week shown, its term or its school year. */
export type GenerationScope = 'week' | 'term' | 'year';

export type GenerationRange =
  { ok: true; from: string; to: string } | { ok: false; reason: 'outside-terms' | 'all-past' };

/**
 * The dates a generation covers (issue 16). "This week" is the week the teacher is looking at,
 * whole: they chose it, past days included. "This term" and "This year" start today, because
 * filling weeks gone by only leaves lessons that "need reflection" for periods nobody planned;
 * `includePastWeeks` (the teacher asks for them) starts them at the term's or year's first day.
 * A term or year that ended before today has nothing left unless past weeks are included.
 */
export function generationRangeOf({
  scope,
  week,
  today,
  includePastWeeks,
  calendar,
}: {
  scope: GenerationScope;
  /** The Monday of the week shown. */
  week: string;
  today: string;
  includePastWeeks: boolean;
  calendar: SchoolCalendar;
}): GenerationRange {
  if (scope === 'week') return { ok: true, ...weekRangeOf(week) };
  const whole = scope === 'term' ? termRangeOf(calendar, week) : yearRangeOf(calendar, week);
  if (!whole) return { ok: false, reason: 'outside-terms' };
  if (includePastWeeks || whole.from >= today) return { ok: true, ...whole };
  if (whole.to < today) return { ok: false, reason: 'all-past' };
  return { ok: true, from: today, to: whole.to };
}
