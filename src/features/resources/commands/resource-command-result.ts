import type { WriteRefusal } from '@/db/write-with-outbox';
import type { ResourceFieldErrors } from '../model/resource-rules';

/** Why a resource command wrote nothing: a write refusal, or a rule of resources. */
export type ResourceRefusal = {
  ok: false;
  reason: WriteRefusal | 'read-only';
  /** The form field to blame, when one is (the first of `errors`). */
  field?: string;
  /** Every wrong field of the form, each with its message. */
  errors?: ResourceFieldErrors;
  message: string;
};

/** The signed-in teacher, and the school a resource they share goes to (null: none). */
export type ResourceContext = { userId: string; schoolId: string | null };

/** Injected clock and id source, so tests are deterministic. */
export type ResourceCommandOptions = { now?: () => string; newId?: () => string };

export const defaultNow = () => new Date().toISOString();
export const defaultNewId = () => crypto.randomUUID();

export const RESOURCE_NOT_FOUND: ResourceRefusal = {
  ok: false,
  reason: 'not_found',
  message: 'This resource is not on this device any more. Reload the page to see your resources.',
};

export const RESOURCE_READ_ONLY: ResourceRefusal = {
  ok: false,
  reason: 'read-only',
  message: 'This resource belongs to a colleague, so only they can change it.',
};

export const LESSON_NOT_FOUND: ResourceRefusal = {
  ok: false,
  reason: 'not_found',
  message: 'This lesson is not on this device any more. Choose another lesson.',
};

export const NO_SCHOOL_TO_SHARE: ResourceRefusal = {
  ok: false,
  reason: 'invalid',
  field: 'visibility',
  errors: { visibility: 'Only teachers in a school can share a resource. Keep it as yours.' },
  message: 'Only teachers in a school can share a resource. Keep it as yours.',
};
