import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import type { TimetableCommands } from '../commands/use-timetable-commands';
import type { CalendarProblem } from '@/domain/calendar';
import { sameCalendarDraft, validateCalendarDraft, type CalendarDraft } from '../model';
import { ClosuresSection } from './closures-section';
import { CycleSection } from './cycle-section';
import { ScheduleSection } from './schedule-section';
import { TermsSection } from './terms-section';

const DEVICE_FAILURE = 'Saving did not work on this device. Reload the page and try again.';

/**
 * The calendar editor: cycle, day schedule, terms and closures, saved together. Problems are
 * checked before saving and shown beside their fields and in a summary; nothing is written until
 * there are none. Read-only (every control disabled, no Save) for whoever may not edit it.
 */
export function CalendarEditor({
  initial,
  commands,
  readOnlyReason,
}: {
  initial: CalendarDraft;
  commands: TimetableCommands | null;
  /** Why this user cannot change the calendar; null when they can. */
  readOnlyReason: string | null;
}) {
  const [draft, setDraft] = useState(initial);
  // The stored calendar last seen, and a newer one not taken into an edited draft yet.
  const [seen, setSeen] = useState(initial);
  const [newer, setNewer] = useState<CalendarDraft | null>(null);
  if (initial !== seen) {
    // Adjusted while rendering (not in an effect), so no frame shows the old calendar.
    setSeen(initial);
    if (!sameCalendarDraft(initial, seen)) {
      // Untouched, or this editor's own save coming back: take it. Edited: never overwrite what
      // the user typed; say that it changed and let them choose.
      if (sameCalendarDraft(draft, seen) || sameCalendarDraft(draft, initial)) {
        setDraft(initial);
        setNewer(null);
      } else setNewer(initial);
    }
  }
  const [problems, setProblems] = useState<readonly CalendarProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const readOnly = readOnlyReason !== null;
  const update = (patch: Partial<CalendarDraft>) =>
    setDraft((current) => ({ ...current, ...patch }));

  const save = async () => {
    setFailure(null);
    const validation = validateCalendarDraft(draft);
    setProblems(validation.ok ? [] : validation.problems);
    if (!validation.ok || !commands) return;
    setSaving(true);
    try {
      const result = await commands.saveCalendar(draft);
      if (result.ok) {
        // New closures now have rows: keep their ids so the next save updates, not re-creates.
        setDraft((current) => ({ ...current, closures: result.closures }));
        setNewer(null);
        toast.success('Calendar saved');
      } else if (result.problems) setProblems(result.problems);
      else setFailure(result.message);
    } catch (error) {
      console.error(error);
      setFailure(DEVICE_FAILURE);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      aria-label="School calendar"
      className="max-w-4xl space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {readOnly && <FormAlert tone="info">{readOnlyReason}</FormAlert>}
      {newer && (
        <FormAlert tone="info">
          <p>
            This calendar was changed on another device while you were editing it. Saving keeps your
            version; showing the latest drops your unsaved changes.
          </p>
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="mt-2"
            onClick={() => {
              setDraft(newer);
              setNewer(null);
              setProblems([]);
            }}
          >
            Show the latest
          </Button>
        </FormAlert>
      )}
      {problems.length > 0 && (
        <FormAlert>
          <p>
            Nothing was saved. Fix{' '}
            {problems.length === 1 ? 'this problem' : `these ${problems.length} problems`} first:
          </p>
          <ul className="list-disc pl-5">
            {problems.map((problem) => (
              <li key={`${problem.field} ${problem.message}`}>{problem.message}</li>
            ))}
          </ul>
        </FormAlert>
      )}
      {failure && <FormAlert>{failure}</FormAlert>}
      <fieldset disabled={readOnly} className="space-y-6">
        <CycleSection
          cycle={draft.cycle}
          problems={problems}
          onChange={(cycle) => update({ cycle })}
        />
        <ScheduleSection
          schedule={draft.daySchedule}
          problems={problems}
          readOnly={readOnly}
          onChange={(daySchedule) => update({ daySchedule })}
        />
        <TermsSection
          terms={draft.terms}
          problems={problems}
          readOnly={readOnly}
          onChange={(terms) => update({ terms })}
        />
        <ClosuresSection
          closures={draft.closures}
          mode={draft.cycle.mode}
          problems={problems}
          readOnly={readOnly}
          onChange={(closures) => update({ closures })}
        />
      </fieldset>
      {!readOnly && (
        <Button type="submit" disabled={saving || !commands}>
          {saving ? 'Saving…' : 'Save calendar'}
        </Button>
      )}
    </form>
  );
}
