import { compareLessons, isLive, type LessonRecord } from '@/domain/lessons';
import { keyOfSlot, slotKey, type TeachingSlot } from '../lessons';
import {
  NO_LINKS,
  hasPlanToCopy,
  planCopyInto,
  type CopyWrite,
  type LessonLinks,
} from './copy-plan';

export type NotCopied = {
  readonly sourceId: string;
  /** 'no-slot': the target has fewer lessons; 'occupied': the target slot has a plan already. */
  readonly reason: 'no-slot' | 'occupied';
  /** The slot it would have gone to (absent for 'no-slot'). */
  readonly slot?: TeachingSlot;
};

export type SequenceCopy = {
  readonly writes: CopyWrite[];
  /** Source lessons with a plan that were not copied, in teaching order. */
  readonly notCopied: NotCopied[];
  /** Source lessons with nothing to copy (empty), which are simply passed over. */
  readonly emptyCount: number;
};

/**
 * Copies lessons by position: the n-th lesson of the source (in teaching order, empty ones
 * counted, so a gap left on purpose stays a gap) goes to the n-th target slot. Used for a week
 * (the source week's lessons onto the target week's slots, which may be another class's timetable
 * with a different number of lessons) and for a roll-over (a year onto next year's slots).
 *
 * Only lessons with a plan are copied. A planned lesson with no n-th slot, or whose slot already
 * holds the teacher's own work, is reported and not copied; everything else goes through
 * `planCopyInto`.
 */
export function planSequenceCopy({
  sourceLessons,
  linksOf,
  targetSlots,
  targetLessons,
  ownerId,
  newId,
}: {
  sourceLessons: readonly LessonRecord[];
  linksOf: (lessonId: string) => LessonLinks | undefined;
  /** The target's slots in teaching order (slotsFor gives them so). */
  targetSlots: readonly TeachingSlot[];
  /** Lessons already in the target range (live or not; tombstones are ignored). */
  targetLessons: readonly LessonRecord[];
  /** The teacher new lessons belong to. */
  ownerId: string;
  newId: () => string;
}): SequenceCopy {
  const atSlot = new Map<string, LessonRecord[]>();
  for (const lesson of targetLessons) {
    if (!isLive(lesson) || lesson.period_id === null) continue;
    const key = slotKey(lesson.class_id, lesson.date, lesson.period_id);
    atSlot.set(key, [...(atSlot.get(key) ?? []), lesson]);
  }
  const hasLinks = (id: string) => {
    const links = linksOf(id) ?? NO_LINKS;
    return links.resourceIds.length > 0 || links.syllabusPointIds.length > 0;
  };

  const writes: CopyWrite[] = [];
  const notCopied: NotCopied[] = [];
  let emptyCount = 0;
  const ordered = sourceLessons.filter(isLive).sort(compareLessons);
  for (const [index, lesson] of ordered.entries()) {
    const source = { lesson, links: linksOf(lesson.id) ?? NO_LINKS };
    if (!hasPlanToCopy(source)) {
      emptyCount += 1;
      continue;
    }
    const slot = targetSlots[index];
    if (!slot) {
      notCopied.push({ sourceId: lesson.id, reason: 'no-slot' });
      continue;
    }
    const step = planCopyInto({
      source,
      slot,
      existingAtSlot: atSlot.get(keyOfSlot(slot)) ?? [],
      hasLinks,
      ownerId,
      newId,
    });
    if (step.ok) writes.push(step.write);
    else notCopied.push({ sourceId: lesson.id, reason: 'occupied', slot });
  }
  return { writes, notCopied, emptyCount };
}
