import { useSession } from '@/shared/lib/session/session-context';
import { PageHeading } from '@/shared/ui/page-heading';
import { useTimetableCommands } from '../commands/use-timetable-commands';
import {
  calendarOwnerOf,
  canEditCalendar,
  canPlanLessons,
  type CalendarUser,
} from '@/domain/calendar';
import { useCalendarDraft } from '../queries/use-calendar-draft';
import { usePlanningCalendar } from '../queries/use-planning-calendar';
import { useTimetableEntries } from '../queries/use-timetable-entries';
import { CalendarEditor } from './calendar-editor';
import { CycleDayHelper } from './cycle-day-helper';
import { TimetableGrid } from './timetable-grid';

/**
 * /settings/timetable: the calendar (a school's, or a solo teacher's own) and the teacher's own
 * timetable entries, read from the replica and written through commands, so it works offline.
 */
export function TimetablePage() {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const owner = user ? calendarOwnerOf(user) : null;
  const stored = useCalendarDraft(owner);
  const saved = usePlanningCalendar(owner, user?.id ?? null);
  const entries = useTimetableEntries(user?.id ?? null);
  const commands = useTimetableCommands();

  if (!user || !owner || !stored || !saved || !entries) {
    return (
      <>
        <PageHeading title="Timetable" />
        <p role="status" className="text-sm text-muted-foreground">
          Loading your timetable…
        </p>
      </>
    );
  }
  const readOnlyReason = calendarReadOnlyReason(user, stored.stored);
  return (
    <>
      <PageHeading title="Timetable" />
      <div className="space-y-10">
        <CalendarEditor
          // A new start when the row arrives: a draft begun from the defaults before the school's
          // row synced must never be saved over it.
          key={`${owner.kind === 'school' ? owner.schoolId : owner.userId}|${stored.stored}`}
          initial={stored.draft}
          commands={commands}
          readOnlyReason={readOnlyReason}
        />
        <CycleDayHelper calendar={saved.calendar} />
        <section aria-labelledby="your-timetable" className="space-y-3">
          <h2 id="your-timetable" className="text-lg font-semibold">
            Your timetable
          </h2>
          {!canPlanLessons(user) && (
            <p className="text-sm text-muted-foreground">
              As a viewer you can see timetables but not keep one of your own.
            </p>
          )}
          <TimetableGrid
            schedule={saved.daySchedule}
            cycle={saved.calendar.cycle}
            data={entries}
            commands={canPlanLessons(user) ? commands : null}
          />
        </section>
      </div>
    </>
  );
}

/** Why the calendar is shown read-only to this user, or null when they may edit it. */
function calendarReadOnlyReason(user: CalendarUser, stored: boolean): string | null {
  if (!canEditCalendar(user)) {
    return "Only your school's owner or an admin can change the school calendar. You can see it here; your planner follows it.";
  }
  if (user.schoolId !== null && !stored) {
    return "Your school's calendar has not reached this device yet. Connect once so it can sync, then change it here.";
  }
  return null;
}
