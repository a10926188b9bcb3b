import { lazy, Suspense } from 'react';
import type { WeekLesson } from '../../model/week';

export type FreeSlot = { date: string; periodId: string; label: string };

export type MoveLessonDialogProps = {
  /** The lesson being moved; null while none is. */
  lesson: WeekLesson | null;
  slots: readonly FreeSlot[];
  onMove: (lessonId: string, slot: FreeSlot) => Promise<string | null>;
  onClose: () => void;
};

/**
 * The planner route's initial JS is at its budget: the dialog, its select and Radix Dialog load
 * when a lesson is first moved, as the toolbar's dialogs do (docs/decisions.md, "Design kit:
 * selects on Radix").
 */
const MoveLessonDialogBody = lazy(() =>
  import('./move-lesson-dialog-body').then((module) => ({ default: module.MoveLessonDialogBody })),
);

/**
 * The keyboard way to move a lesson (move lessons flag): choose one of the week's empty slots from
 * a list. Drag and drop does the same with a pointer. Closing unmounts it, so it opens fresh.
 */
export function MoveLessonDialog({ lesson, ...props }: MoveLessonDialogProps) {
  if (lesson === null) return null;
  return (
    <Suspense fallback={null}>
      <MoveLessonDialogBody lesson={lesson} {...props} />
    </Suspense>
  );
}
