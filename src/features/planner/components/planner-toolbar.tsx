import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/shared/ui/button';
import {
  termRangeOf,
  weekRangeOf,
  yearRangeOf,
  type DateRange,
  type PlanningCalendar,
} from '@/domain/calendar';
import { useLessonCommands } from '../commands/lessons/use-lesson-commands';
import { OffDayDialog } from './lesson/off-day-dialog';
import {
  CopyWeekDialog,
  ExportCalendarDialog,
  PrintWeekButton,
  RolloverClassDialog,
} from './tools';

type GenerationScope = 'week' | 'term' | 'year';

const SCOPE_LABELS: Record<GenerationScope, string> = {
  week: 'This week',
  term: 'This term',
  year: 'This year',
};

function rangeFor(
  scope: GenerationScope,
  planner: PlanningCalendar,
  week: string,
): DateRange | null {
  if (scope === 'week') return weekRangeOf(week);
  if (scope === 'term') return termRangeOf(planner.calendar, week);
  return yearRangeOf(planner.calendar, week);
}

/**
 * The planner's actions above the week: generate lessons from the timetable, mark an off day,
 * export, print, and — when the week is filtered to one class — copy its week or roll it over.
 */
export function PlannerToolbar({
  week,
  today,
  planner,
  singleClassId,
}: {
  week: string;
  today: string;
  planner: PlanningCalendar | undefined;
  singleClassId: string | null;
}) {
  const commands = useLessonCommands();
  const [scope, setScope] = useState<GenerationScope>('week');
  const [busy, setBusy] = useState(false);
  const [offDay, setOffDay] = useState(today);
  const [offDayOpen, setOffDayOpen] = useState(false);

  async function generate() {
    if (!commands || !planner) return;
    const range = rangeFor(scope, planner, week);
    if (!range) {
      toast.error('This week is outside every term: choose "This week" or "This year".');
      return;
    }
    setBusy(true);
    try {
      const source = { calendar: planner.calendar, daySchedule: planner.daySchedule, range };
      const result = await commands.generateLessons(source);
      if (!result.ok) toast.error(result.message);
      else if (result.created === 0)
        toast.success('Nothing to add: every timetable slot already has a lesson.');
      else
        toast.success(
          `Added ${result.created} ${result.created === 1 ? 'lesson' : 'lessons'} from your timetable.`,
        );
    } finally {
      setBusy(false);
    }
  }

  /** After a timetable change: future empty lessons follow the new timetable (planRegeneration). */
  async function refreshFromTimetable() {
    if (!commands || !planner) return;
    setBusy(true);
    try {
      const result = await commands.regenerateLessons({
        calendar: planner.calendar,
        daySchedule: planner.daySchedule,
        range: yearRangeOf(planner.calendar, week),
        today,
      });
      if (!result.ok) toast.error(result.message);
      else
        toast.success(
          result.created + result.removed === 0
            ? 'Future lessons already follow your timetable.'
            : `Future lessons updated: ${result.created} added, ${result.removed} removed. Planned and past lessons were kept.`,
        );
    } finally {
      setBusy(false);
    }
  }

  const ready = commands !== null && planner !== undefined;
  return (
    <div className="flex flex-wrap items-end gap-3" data-print="hide">
      <div className="flex items-end gap-2">
        <label className="grid gap-1 text-sm">
          <span>Generate lessons for</span>
          <select
            className="rounded-md border bg-background px-2 py-1"
            value={scope}
            onChange={(event) => setScope(event.target.value as GenerationScope)}
          >
            {(Object.keys(SCOPE_LABELS) as GenerationScope[]).map((key) => (
              <option key={key} value={key}>
                {SCOPE_LABELS[key]}
              </option>
            ))}
          </select>
        </label>
        <Button type="button" size="sm" disabled={!ready || busy} onClick={() => void generate()}>
          {busy ? 'Working…' : 'Generate lessons'}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={!ready || busy}
          onClick={() => void refreshFromTimetable()}
        >
          Update future lessons
        </Button>
      </div>
      <div className="flex items-end gap-2">
        <label className="grid gap-1 text-sm">
          <span>Off day date</span>
          <input
            type="date"
            className="rounded-md border bg-background px-2 py-1"
            value={offDay}
            onChange={(event) => setOffDay(event.target.value)}
          />
        </label>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={!ready || offDay === ''}
          onClick={() => setOffDayOpen(true)}
        >
          Mark off day…
        </Button>
      </div>
      <ExportCalendarDialog />
      <PrintWeekButton />
      <Button asChild size="sm" variant="outline">
        <Link to={singleClassId === null ? '/coverage' : `/coverage/${singleClassId}`}>
          Syllabus coverage
        </Link>
      </Button>
      {singleClassId !== null && (
        <>
          <CopyWeekDialog classId={singleClassId} weekStart={week} />
          <RolloverClassDialog classId={singleClassId} />
        </>
      )}
      {offDayOpen && <OffDayDialog date={offDay} onClose={() => setOffDayOpen(false)} />}
    </div>
  );
}
