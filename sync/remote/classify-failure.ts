import { RemoteFailure, type RemoteFailureKind } from '../engine/ports';

/** The parts of a supabase-js answer that say what went wrong. */
export interface FailedAnswer {
  status: number;
  error: { message?: string; code?: string } | null;
}

/** How much of a failure's text is kept (a proxy's HTML error page can be long). */
const MESSAGE_CHARS = 200;

/**
 * Sorts a failed request by what the engine should do (ports.ts RemoteFailureKind). postgrest-js
 * reports a request that never got an answer (offline, refused, reset) as status 0, and a 2xx
 * whose body is not JSON (a captive portal's page, a cut-off body) as an error with that status.
 */
export function classifyFailure(
  { status, error }: FailedAnswer,
  call = 'The server',
): RemoteFailure {
  const kind = kindOf(status, error?.code);
  const text = error?.message || `HTTP ${status}`;
  const clipped = text.length > MESSAGE_CHARS ? `${text.slice(0, MESSAGE_CHARS)}…` : text;
  const message =
    kind === 'bad-answer' ? `${call} answered something that is not JSON: ${clipped}` : clipped;
  return new RemoteFailure(kind, message, status === 0 ? null : status);
}

function kindOf(status: number, code: string | undefined): RemoteFailureKind {
  if (status === 0) return 'offline';
  if (status >= 200 && status < 300) return 'bad-answer';
  // PGRST301/PGRST302/PGRST303: the JWT is expired, missing or malformed.
  if (status === 401 || code?.startsWith('PGRST30')) return 'auth';
  if (status === 408 || status === 429 || status >= 500) return 'transient';
  return 'permanent';
}
