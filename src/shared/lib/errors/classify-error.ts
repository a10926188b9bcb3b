import type { ErrorSeverity, ErrorType } from './app-error';
import { ERROR_CATALOGUE, type ErrorCode } from './error-catalogue';
import { isAuthText, isNetworkText, isValidationText } from './text-rules';

export interface ClassifyInput {
  /** Error text; include the error's name ('TypeError: Failed to fetch') for a better guess. */
  readonly message: string;
  /** HTTP status; 0 and null both mean no response arrived. */
  readonly status?: number | null;
  readonly code?: ErrorCode | null;
}

function knownStatus({ status, code }: ClassifyInput): number | null {
  if (status !== undefined && status !== null && status > 0) return status;
  return code ? ERROR_CATALOGUE[code].status : null;
}

/**
 * Status decides when there is one; text only when there is none. A catalogue auth code wins over
 * the status because GoTrue reports a dead refresh token as 400.
 */
export function classifyError(input: ClassifyInput): ErrorType {
  const { message, code = null } = input;
  if (code === 'UNAUTHORIZED' || code === 'FORBIDDEN') return 'auth';
  const status = knownStatus(input);
  if (status === null) return classifyText(message);
  if (status === 401 || status === 403) return 'auth';
  if (status >= 500) return 'server';
  if (status === 400 || status === 422) return 'validation';
  if (status >= 400) return 'client';
  return classifyText(message);
}

function classifyText(message: string): ErrorType {
  // Network first: 'token refresh failed: Failed to fetch' is a connection problem, not a bad session.
  if (isNetworkText(message)) return 'network';
  if (isAuthText(message)) return 'auth';
  if (isValidationText(message)) return 'validation';
  return 'unknown';
}

/** Severity when no status is known; network is medium so a failed online action is still told. */
const SEVERITY_WITHOUT_STATUS: Readonly<Record<ErrorType, ErrorSeverity>> = {
  network: 'medium',
  auth: 'high',
  validation: 'medium',
  server: 'critical',
  client: 'medium',
  unknown: 'low',
};

/** Spec §8: ≥ 500 critical, 401/403 high, other 4xx medium; without a status, by type. */
export function errorSeverity(type: ErrorType, status: number | null): ErrorSeverity {
  if (status !== null && status >= 500) return 'critical';
  if (status === 401 || status === 403) return 'high';
  if (status !== null && status >= 400) return 'medium';
  return SEVERITY_WITHOUT_STATUS[type];
}
