import {
  PLAN_TEXT_FIELDS,
  hasPlanContent,
  isEmptyLesson,
  type LessonRecord,
} from '@/domain/lessons';
import { newLessonFor, type NewLesson, type TeachingSlot } from '../lessons';

/** The plan text a copy carries: the editor's five fields, nothing else. */
export type PlanText = { -readonly [K in (typeof PLAN_TEXT_FIELDS)[number]]: string | null };

/** A lesson's links, which live in their own tables (lesson_resources, lesson_syllabus_points). */
export type LessonLinks = {
  readonly resourceIds: readonly string[];
  readonly syllabusPointIds: readonly string[];
};

export const NO_LINKS: LessonLinks = { resourceIds: [], syllabusPointIds: [] };

/** A lesson to copy from, with its links. */
export type CopySource = { readonly lesson: LessonRecord; readonly links: LessonLinks };

/**
 * One lesson's worth of writes: either a new lesson at the slot, or the plan poured into the
 * slot's existing empty lesson. Links are to be created on the target lesson.
 */
export type CopyWrite =
  | {
      readonly kind: 'create';
      readonly lesson: Omit<NewLesson, keyof PlanText | 'status'> &
        PlanText & { status: 'PLANNED' };
      readonly links: LessonLinks;
      readonly sourceId: string;
    }
  | {
      readonly kind: 'fill';
      readonly lessonId: string;
      readonly fields: PlanText & { status: 'PLANNED' };
      readonly links: LessonLinks;
      readonly sourceId: string;
    };

export type CopyStep =
  | { readonly ok: true; readonly write: CopyWrite }
  | { readonly ok: false; readonly reason: 'occupied'; readonly lessonId: string };

export function planTextOf(lesson: LessonRecord): PlanText {
  return {
    title: lesson.title,
    objectives: lesson.objectives,
    success_criteria: lesson.success_criteria,
    activities: lesson.activities,
    notes: lesson.notes,
  };
}

const hasAnyLink = (links: LessonLinks) =>
  links.resourceIds.length > 0 || links.syllabusPointIds.length > 0;

/** Whether a lesson has anything worth copying: plan text or links (a program item alone is not). */
export function hasPlanToCopy({ lesson, links }: CopySource): boolean {
  return hasPlanContent({ ...planTextOf(lesson), program_item_id: null }, hasAnyLink(links));
}

/**
 * Copies the plan of `source` into `slot`. `existingAtSlot` are the LIVE lessons already at that
 * slot (same class, date and starting period). An empty one (exactly what generation made) is
 * filled; any other lesson there is the teacher's own work and is never overwritten, so the step
 * is refused. With none there, a new lesson is created.
 *
 * Status, reflection and completion are never copied: the target is PLANNED because it now has a
 * plan (the same rule as an edit, `statusAfterEdit`), whatever the source's state was.
 */
export function planCopyInto({
  source,
  slot,
  existingAtSlot,
  hasLinks,
  ownerId,
  newId,
}: {
  source: CopySource;
  slot: TeachingSlot;
  existingAtSlot: readonly LessonRecord[];
  /** Whether a target lesson already has links (they count as content). */
  hasLinks: (lessonId: string) => boolean;
  /** The teacher a new lesson belongs to. */
  ownerId: string;
  newId: () => string;
}): CopyStep {
  const text = planTextOf(source.lesson);
  const taken = existingAtSlot.find((lesson) => !isEmptyLesson(lesson, hasLinks(lesson.id)));
  if (taken) return { ok: false, reason: 'occupied', lessonId: taken.id };
  const empty = [...existingAtSlot].sort((a, b) => (a.id < b.id ? -1 : 1))[0];
  if (empty) {
    return {
      ok: true,
      write: {
        kind: 'fill',
        lessonId: empty.id,
        fields: { ...text, status: 'PLANNED' },
        links: source.links,
        sourceId: source.lesson.id,
      },
    };
  }
  return {
    ok: true,
    write: {
      kind: 'create',
      lesson: { ...newLessonFor(slot, newId(), ownerId), ...text, status: 'PLANNED' },
      links: source.links,
      sourceId: source.lesson.id,
    },
  };
}
