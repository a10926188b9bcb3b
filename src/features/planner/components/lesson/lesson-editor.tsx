import { Dialog } from 'radix-ui';
import { lazy, Suspense, useEffect, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { formatIsoDate } from '@/shared/lib/dates';
import { useOnlineStatus } from '@/shared/hooks/use-online-status';
import { Button } from '@/shared/ui/button';
import { useLessonCommands, type LessonCommands } from '../../commands/lessons/use-lesson-commands';
import { effectiveStatus } from '@/domain/lessons';
import { useLessonDetails, type LessonDetails } from '../../queries/lessons/use-lesson-details';
import type { PlanningCalendar } from '@/domain/calendar';
import { usePlannerCalendar } from '../../queries/planner-calendar';
import { CopyLessonDialog } from '../tools';
import { BumpActions } from './bump-actions';
import { describePlace } from './lesson-labels';
import { LessonLinksSection } from './lesson-links-section';
import { LessonPlanFields } from './lesson-plan-fields';
import { LessonStatusActions } from './lesson-status-actions';
import { ReflectionForm } from './reflection-form';
import { SaveStatus } from './save-status';
import { SyllabusPointsSection } from './syllabus-points-section';
import { useAutosave } from './use-autosave';

export type FlushRef = RefObject<(() => Promise<void>) | null>;

/** Its own chunk: the file port's pieces load only once a lesson is open. */
const AttachFileButton = lazy(() => import('./attach-file-button'));

/** The panel's content (a lazy chunk): the lesson as the replica has it, once it is read. */
export function LessonEditor({
  lessonId,
  flushRef,
  onClose,
}: {
  lessonId: string;
  flushRef: FlushRef;
  onClose: () => void;
}) {
  const details = useLessonDetails(lessonId);
  const commands = useLessonCommands();
  const planner = usePlannerCalendar();
  if (details === undefined || commands === null) {
    return (
      <>
        <Dialog.Title className="text-lg font-semibold">Lesson</Dialog.Title>
        <Dialog.Description role="status">Opening the lesson…</Dialog.Description>
      </>
    );
  }
  if (details === null) {
    return (
      <>
        <Dialog.Title className="text-lg font-semibold">Lesson not found</Dialog.Title>
        <Dialog.Description>
          This lesson is not on this device any more (it may have been deleted on another device).
        </Dialog.Description>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </>
    );
  }
  return (
    <LoadedEditor
      key={details.lesson.id}
      details={details}
      commands={commands}
      planner={planner}
      flushRef={flushRef}
      onClose={onClose}
    />
  );
}

function LoadedEditor({
  details,
  commands,
  planner,
  flushRef,
  onClose,
}: {
  details: LessonDetails;
  commands: LessonCommands;
  planner: PlanningCalendar | undefined;
  flushRef: FlushRef;
  onClose: () => void;
}) {
  const { lesson } = details;
  const online = useOnlineStatus();
  // The day the panel opened: a panel left open past midnight keeps that day's view.
  const [today] = useState(() => formatIsoDate(new Date()));
  const autosave = useAutosave(lesson, (patch) => commands.updateLessonFields(lesson.id, patch));
  const { flush } = autosave;
  useEffect(() => {
    flushRef.current = flush;
    return () => {
      flushRef.current = null;
    };
  }, [flush, flushRef]);

  const periodNames = new Map(
    planner?.daySchedule.map((period) => [period.period_id, period.name]),
  );
  const place = describePlace({ date: lesson.date, periodId: lesson.period_id }, periodNames);
  return (
    <div className="space-y-5">
      <header className="space-y-2">
        <div className="flex items-start justify-between gap-2">
          <div>
            <Dialog.Title className="text-lg font-semibold">{details.className}</Dialog.Title>
            <Dialog.Description className="text-sm text-muted-foreground">
              {place}
            </Dialog.Description>
          </div>
          <Button variant="ghost" size="sm" onClick={onClose}>
            Close
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <SaveStatus state={autosave.state} online={online} />
          <Button
            variant="outline"
            size="sm"
            disabled={!autosave.canUndo}
            onClick={() => void autosave.undo()}
          >
            Undo last edit
          </Button>
          {details.hasOpenConflict && (
            <Link to="/settings/sync" className="text-sm underline" onClick={() => void flush()}>
              See conflicts
            </Link>
          )}
        </div>
      </header>
      <LessonPlanFields
        values={autosave.values}
        onChange={autosave.setField}
        onBlur={() => void flush()}
      />
      <LessonLinksSection
        lessonId={lesson.id}
        kind="resource"
        links={details.resources}
        options={details.resourceOptions}
        commands={commands}
      >
        <Suspense fallback={null}>
          <AttachFileButton lessonId={lesson.id} />
        </Suspense>
      </LessonLinksSection>
      <SyllabusPointsSection details={details} commands={commands} />
      <LessonStatusActions
        lessonId={lesson.id}
        stored={lesson.status}
        effective={effectiveStatus(lesson, today)}
        today={today}
        commands={commands}
      />
      {lesson.date <= today && (
        <ReflectionForm
          lesson={lesson}
          teachingMethods={details.teachingMethods}
          commands={commands}
          today={today}
        />
      )}
      <BumpActions lessonId={lesson.id} planner={planner} commands={commands} />
      <CopyLessonDialog lessonId={lesson.id} />
    </div>
  );
}
