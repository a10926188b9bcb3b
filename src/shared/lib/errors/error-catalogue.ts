/** What a catalogue code answers with: its HTTP status and a developer-facing default message. */
export interface CatalogueEntry {
  readonly status: number;
  readonly message: string;
}

/**
 * Spec §8 error catalogue. Only UNAUTHORIZED and NOT_FOUND have messages in the spec; the rest are
 * ours, worded like UNAUTHORIZED so logs read consistently.
 */
export const ERROR_CATALOGUE = {
  UNAUTHORIZED: { status: 401, message: 'Unauthorized - authentication required' },
  FORBIDDEN: { status: 403, message: 'Forbidden - insufficient permissions' },
  NOT_FOUND: { status: 404, message: 'Resource not found' },
  VALIDATION_ERROR: { status: 400, message: 'Validation failed' },
  CONFLICT: { status: 409, message: 'Conflict - the resource was changed or already exists' },
  SERVER_ERROR: { status: 500, message: 'Internal server error' },
  DATABASE_ERROR: { status: 500, message: 'Database error' },
  NOT_IMPLEMENTED: { status: 501, message: 'Not implemented' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'Service temporarily unavailable' },
  RATE_LIMIT_EXCEEDED: { status: 429, message: 'Rate limit exceeded - too many requests' },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as readonly ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}

/** Spec §8 NOT_FOUND message: `{resource} with ID '{id}' not found`. */
export function notFoundMessage(resource: string, id: string): string {
  return `${resource} with ID '${id}' not found`;
}

const CODE_BY_STATUS: ReadonlyMap<number, ErrorCode> = new Map([
  [400, 'VALIDATION_ERROR'],
  [401, 'UNAUTHORIZED'],
  [403, 'FORBIDDEN'],
  [404, 'NOT_FOUND'],
  [409, 'CONFLICT'],
  [422, 'VALIDATION_ERROR'],
  [429, 'RATE_LIMIT_EXCEEDED'],
  [500, 'SERVER_ERROR'],
  [501, 'NOT_IMPLEMENTED'],
  [503, 'SERVICE_UNAVAILABLE'],
]);

/** The catalogue code an HTTP status stands for; any other 5xx is a SERVER_ERROR, other statuses none. */
export function codeForStatus(status: number): ErrorCode | null {
  return CODE_BY_STATUS.get(status) ?? (status >= 500 && status <= 599 ? 'SERVER_ERROR' : null);
}
