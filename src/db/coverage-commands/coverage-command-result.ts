import type { WriteRefusal } from '@/db/write-with-outbox';

/** Why a coverage command wrote nothing: a write refusal, or a rule of coverage. */
export type CoverageRefusalReason = WriteRefusal | 'no-lesson';

export type CoverageRefusal = {
  ok: false;
  reason: CoverageRefusalReason;
  field?: string;
  message: string;
};

/** The signed-in teacher a command writes for. */
export type CoverageCommandContext = { userId: string };

/** Injected clock and id source, so tests are deterministic. */
export type CoverageCommandOptions = { now?: () => string; newId?: () => string };

export const defaultNow = () => new Date().toISOString();
export const defaultNewId = () => crypto.randomUUID();

export const CLASS_NOT_FOUND: CoverageRefusal = {
  ok: false,
  reason: 'not_found',
  message: 'This class is not on this device any more. Go back to Coverage and choose it again.',
};

export const POINT_NOT_FOUND: CoverageRefusal = {
  ok: false,
  reason: 'not_found',
  message: 'This syllabus point is not on this device any more. Reload the page.',
};
