/** The fields every error source shares, read defensively from whatever was thrown. */
export interface RawError {
  readonly name: string | null;
  readonly message: string;
  /** Positive HTTP status, else null (postgrest-js reports a failed fetch as status 0). */
  readonly status: number | null;
  readonly sourceCode: string | null;
  readonly details: string | null;
  readonly hint: string | null;
}

function field(value: object, key: string): unknown {
  const found: unknown = Reflect.get(value, key);
  return found;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function positiveStatus(value: unknown): number | null {
  const status = typeof value === 'string' ? Number(value) : value;
  return typeof status === 'number' && Number.isInteger(status) && status > 0 ? status : null;
}

/**
 * Handles Error instances (fetch's TypeError, supabase-js AuthError with status/code), PostgREST
 * bodies ({ code, message, details, hint }), OAuth-style bodies ({ error_description }), fetch
 * Responses (statusText) and thrown strings.
 */
export function readRawError(value: unknown): RawError {
  if (typeof value === 'string') {
    return {
      name: null,
      message: value.trim(),
      status: null,
      sourceCode: null,
      details: null,
      hint: null,
    };
  }
  if (typeof value !== 'object' || value === null) {
    return { name: null, message: '', status: null, sourceCode: null, details: null, hint: null };
  }
  const code = field(value, 'code');
  return {
    name: text(field(value, 'name')),
    message:
      text(field(value, 'message')) ??
      text(field(value, 'error_description')) ??
      text(field(value, 'error')) ??
      text(field(value, 'statusText')) ??
      '',
    status: positiveStatus(field(value, 'status')) ?? positiveStatus(field(value, 'statusCode')),
    sourceCode: typeof code === 'number' ? String(code) : text(code),
    details: text(field(value, 'details')),
    hint: text(field(value, 'hint')),
  };
}
