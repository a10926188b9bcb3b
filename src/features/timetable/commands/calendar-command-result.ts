import type { WriteRefusal } from '@/db/write-with-outbox';
import type { CalendarProblem } from '@/domain/calendar';
import type { CalendarDraft } from '../model';

/**
 * How saving a calendar went: the saved closures with their stored ids, or a refusal (a refused
 * draft lists every problem with its field).
 */
export type CalendarCommandResult =
  | { ok: true; closures: CalendarDraft['closures'] }
  | {
      ok: false;
      reason: WriteRefusal;
      field?: string;
      message: string;
      problems?: readonly CalendarProblem[];
    };

/** The school row has not reached this device (or the school is gone): nothing to update. */
export const SCHOOL_NOT_HERE = {
  ok: false,
  reason: 'not_found',
  message:
    "Your school's calendar has not reached this device yet. Connect once so it can sync, then try again.",
} as const satisfies Extract<CalendarCommandResult, { ok: false }>;
