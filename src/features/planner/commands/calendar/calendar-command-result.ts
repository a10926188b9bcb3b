import type { WriteRefusal } from '@/db/write-with-outbox';
import type { CalendarProblem } from '../../model/calendar';

/** How saving a calendar went; a refusal of the draft lists every problem with its field. */
export type CalendarCommandResult =
  | { ok: true }
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
} as const satisfies CalendarCommandResult;
