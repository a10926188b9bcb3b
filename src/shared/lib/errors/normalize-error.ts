import { isAppError, type AppError } from './app-error';
import { classifyError, errorSeverity } from './classify-error';
import { ERROR_CATALOGUE, codeForStatus, type ErrorCode } from './error-catalogue';
import { UNKNOWN_ERROR_MESSAGE } from './error-messages';
import { isRetryable, retryDelayFor } from './error-policy';
import { readRawError, type RawError } from './read-raw-error';
import { codeForSourceCode } from './source-codes';
import { codeForText, isNetworkText, mapErrorMessage } from './text-rules';
import { userMessageFor } from './user-messages';

interface Resolved {
  readonly code: ErrorCode | null;
  readonly status: number | null;
}

/**
 * Order of trust: the source's own code, then the status, then the text. Text may not override a
 * 5xx, and network text with no response means no code at all, so a failed token refresh stays a
 * retryable network error instead of a 401.
 */
function resolveCodeAndStatus(raw: RawError, classifyText: string): Resolved {
  const source = codeForSourceCode(raw.sourceCode);
  if (source) {
    const status = source.exact ? null : raw.status;
    return { code: source.code, status: status ?? ERROR_CATALOGUE[source.code].status };
  }
  if (raw.status === null && isNetworkText(classifyText)) return { code: null, status: null };
  const fromText =
    raw.status !== null && raw.status >= 500 ? null : codeForText(raw.message, raw.status);
  const code = fromText ?? (raw.status === null ? null : codeForStatus(raw.status));
  return { code, status: raw.status ?? (code ? ERROR_CATALOGUE[code].status : null) };
}

function messageFor(raw: RawError, code: ErrorCode | null, sanitize: boolean): string {
  const mapped = sanitize ? mapErrorMessage(raw.message) : null;
  if (mapped !== null) return mapped;
  if (raw.message !== '') return raw.message;
  return code ? ERROR_CATALOGUE[code].message : UNKNOWN_ERROR_MESSAGE;
}

/** `sanitize` is off for our own messages: they are already safe and say exactly what we meant. */
function build(raw: RawError, cause: unknown, sanitize: boolean): AppError {
  const classifyText = raw.name ? `${raw.name}: ${raw.message}` : raw.message;
  const { code, status } = resolveCodeAndStatus(raw, classifyText);
  const type = classifyError({ message: classifyText, status, code });
  const severity = errorSeverity(type, status);
  const retryable = isRetryable({ type, status });
  return {
    kind: 'app-error',
    type,
    severity,
    code,
    status,
    message: messageFor(raw, code, sanitize),
    userMessage: userMessageFor({ type, severity, code }),
    retryable,
    retryDelayMs: retryable ? retryDelayFor({ type }) : null,
    sourceCode: raw.sourceCode,
    details: raw.details,
    hint: raw.hint,
    cause,
  };
}

/** Turns anything thrown or returned as an error into an AppError; AppErrors pass through unchanged. */
export function normalizeError(error: unknown): AppError {
  if (isAppError(error)) return error;
  return build(readRawError(error), error, true);
}

export interface CreateAppErrorOptions {
  /** Defaults to the catalogue message, e.g. notFoundMessage('Lesson', id) for NOT_FOUND. */
  readonly message?: string;
  readonly details?: string;
  readonly cause?: unknown;
}

/** An AppError for a catalogue code raised by our own code (a missing row, a disabled feature). */
export function createAppError(code: ErrorCode, options: CreateAppErrorOptions = {}): AppError {
  const raw: RawError = {
    name: null,
    message: options.message ?? ERROR_CATALOGUE[code].message,
    status: null,
    sourceCode: code,
    details: options.details ?? null,
    hint: null,
  };
  return build(raw, options.cause, false);
}
