import type { AppError } from '../app-error';

/** What a normalize test row checks: the classification fields every AppError carries. */
export type Shape = Pick<AppError, 'type' | 'severity' | 'code' | 'status' | 'retryable'>;

export function shape(
  type: Shape['type'],
  severity: Shape['severity'],
  code: Shape['code'],
  status: Shape['status'],
  retryable: boolean,
): Shape {
  return { type, severity, code, status, retryable };
}

/** A stand-in for supabase-js AuthApiError: an Error subclass with status and an optional code. */
export class FakeAuthApiError extends Error {
  override name = 'AuthApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

export function pgError(code: string, message: string, status?: number) {
  return { code, message, details: null, hint: null, ...(status === undefined ? {} : { status }) };
}
