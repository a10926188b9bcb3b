import { useMemo } from 'react';
import { useReplica } from '@/db/replica-hooks';
import { useSession } from '@/shared/lib/session/session-context';
import type { SchedulePeriod, SchoolCalendar } from '@/domain/calendar';
import type { BumpDirection, LessonMove } from '../../model/lessons';
import type { ReflectionInput, StatusAction } from '@/domain/lessons';
import type { BumpPreview, MovesResult } from './bump-lessons';
import type { GenerationResult } from './generate-lessons';
import type { LessonRefusal } from './lesson-command-result';
import type { LinkResult, LessonLinkKind } from './link-lesson';
import type { MarkLessonResult } from './mark-lesson';
import type { OffDayClassMoves, OffDayPreview, OffDayResult } from './mark-off-day';
import type { CompleteWithReflectionResult } from './save-reflection';
import type { SlotSource } from './teacher-slots';
import type { LessonTextPatch, UpdateLessonResult } from './update-lesson-fields';

export type {
  BumpPreview,
  GenerationResult,
  LessonLinkKind,
  LessonRefusal,
  LessonTextPatch,
  LinkResult,
  MarkLessonResult,
  MovesResult,
  OffDayClassMoves,
  OffDayPreview,
  OffDayResult,
  CompleteWithReflectionResult,
  SlotSource,
  UpdateLessonResult,
};

type CalendarInput = { calendar: SchoolCalendar; daySchedule: readonly SchedulePeriod[] };

/**
 * The lesson writers, bound to the open replica and the signed-in teacher; null while either is
 * missing. Each command module loads on first use: they carry the entity schemas (classic zod),
 * which the planner's route chunk need not include (README Footguns, route budget). The calendar
 * is an argument (from usePlannerCalendar()): commands never read React state.
 */
export function useLessonCommands() {
  const replica = useReplica();
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  return useMemo(() => {
    if (!replica || userId === null) return null;
    const { db } = replica;
    const ctx = { userId };
    return {
      async generateLessons(source: SlotSource): Promise<GenerationResult> {
        return (await import('./generate-lessons')).generateLessons(db, ctx, source);
      },
      async regenerateLessons(source: SlotSource & { today: string }): Promise<GenerationResult> {
        return (await import('./generate-lessons')).regenerateLessons(db, ctx, source);
      },
      async updateLessonFields(
        lessonId: string,
        patch: LessonTextPatch,
      ): Promise<UpdateLessonResult> {
        return (await import('./update-lesson-fields')).updateLessonFields(
          db,
          ctx,
          lessonId,
          patch,
        );
      },
      async linkToLesson(input: {
        lessonId: string;
        kind: LessonLinkKind;
        targetId: string;
      }): Promise<LinkResult> {
        return (await import('./link-lesson')).linkToLesson(db, ctx, input);
      },
      async unlinkFromLesson(input: {
        lessonId: string;
        kind: LessonLinkKind;
        linkId: string;
      }): Promise<LinkResult> {
        return (await import('./link-lesson')).unlinkFromLesson(db, ctx, input);
      },
      async markLesson(input: {
        lessonId: string;
        action: StatusAction;
        today: string;
      }): Promise<MarkLessonResult> {
        return (await import('./mark-lesson')).markLesson(db, ctx, input);
      },
      async completeWithReflection(input: {
        lessonId: string;
        reflection: ReflectionInput;
        today: string;
      }): Promise<CompleteWithReflectionResult> {
        return (await import('./save-reflection')).completeWithReflection(db, ctx, input);
      },
      async previewLessonBump(
        input: { lessonId: string; direction: BumpDirection } & CalendarInput,
      ): Promise<BumpPreview> {
        return (await import('./bump-lessons')).previewLessonBump(db, ctx, input);
      },
      async applyLessonMoves(moves: readonly LessonMove[]): Promise<MovesResult> {
        return (await import('./bump-lessons')).applyLessonMoves(db, ctx, { moves });
      },
      async previewOffDay(
        input: { date: string; reason: string } & CalendarInput,
      ): Promise<OffDayPreview> {
        return (await import('./mark-off-day')).previewOffDay(db, ctx, input);
      },
      async markOffDay(
        input: { date: string; reason: string } & CalendarInput,
      ): Promise<OffDayResult> {
        return (await import('./mark-off-day')).markOffDay(db, ctx, input);
      },
      async undoOffDay(input: {
        closureId: string;
        moves: readonly LessonMove[];
      }): Promise<{ ok: true } | LessonRefusal> {
        return (await import('./mark-off-day')).undoOffDay(db, ctx, input);
      },
    };
  }, [replica, userId]);
}

export type LessonCommands = NonNullable<ReturnType<typeof useLessonCommands>>;
