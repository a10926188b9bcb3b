import type { ErrorCode } from './error-catalogue';

export type ErrorType = 'network' | 'auth' | 'validation' | 'server' | 'client' | 'unknown';

export type ErrorSeverity = 'low' | 'medium' | 'high' | 'critical';

/**
 * Every failure the app reports, whatever threw it. Plain data (no class) so it survives
 * structuredClone, postMessage between tabs and zustand stores; `kind` tells it apart from raw throws.
 */
export interface AppError {
  readonly kind: 'app-error';
  readonly type: ErrorType;
  readonly severity: ErrorSeverity;
  /** Catalogue code; null when nothing in the catalogue applies (a dropped connection, a plain bug). */
  readonly code: ErrorCode | null;
  /** HTTP status, or the catalogue status of `code`; null when no response was received. */
  readonly status: number | null;
  /** Developer-facing; database text is replaced by the spec §8 mapping so it is safe to show or log. */
  readonly message: string;
  readonly userMessage: string;
  readonly retryable: boolean;
  /** Delay before the one foreground retry; null when `retryable` is false. */
  readonly retryDelayMs: number | null;
  /** The code as the source sent it ('23505', 'PGRST116', 'session_expired'), for logs. */
  readonly sourceCode: string | null;
  readonly details: string | null;
  readonly hint: string | null;
  readonly cause: unknown;
}

export function isAppError(value: unknown): value is AppError {
  return (
    typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'app-error'
  );
}
