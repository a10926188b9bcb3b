import type { ErrorSeverity, ErrorType } from './app-error';

/** Spec §8: wait before the single foreground retry of a retryable (network) error. */
export const RETRY_DELAY_MS = 1000;

/** Spec §8: a struggling server gets longer to recover than a flaky connection. */
export const SERVER_RETRY_DELAY_MS = 2000;

export interface PolicyInput {
  readonly type: ErrorType;
  readonly severity: ErrorSeverity;
  readonly status: number | null;
}

/** Spec §8: a network error or any status ≥ 500 may succeed if tried again. */
export function isRetryable({ type, status }: Pick<PolicyInput, 'type' | 'status'>): boolean {
  return type === 'network' || (status !== null && status >= 500);
}

export function retryDelayFor({ type }: Pick<PolicyInput, 'type'>): number {
  return type === 'server' ? SERVER_RETRY_DELAY_MS : RETRY_DELAY_MS;
}

/** Spec §8: low-severity errors are only logged; validation errors are shown next to the field. */
export function shouldNotify({ type, severity }: Pick<PolicyInput, 'type' | 'severity'>): boolean {
  return severity !== 'low' && type !== 'validation';
}

/** Spec §8: auth errors (sign-in again) and critical ones (error screen) get their own handling. */
export function isHandledSpecially({
  type,
  severity,
}: Pick<PolicyInput, 'type' | 'severity'>): boolean {
  return type === 'auth' || severity === 'critical';
}
