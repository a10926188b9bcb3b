import { RemoteFailure, type RemoteFailureKind } from '../engine/ports';

/** The parts of a supabase-js answer that say what went wrong. */
export interface FailedAnswer {
  status: number;
  error: { message?: string; code?: string } | null;
}

/**
 * Sorts a failed request by what the engine should do (ports.ts RemoteFailureKind). postgrest-js
 * reports a request that never got an answer (offline, refused, reset) as status 0.
 */
export function classifyFailure({ status, error }: FailedAnswer): RemoteFailure {
  const message = error?.message || `HTTP ${status}`;
  return new RemoteFailure(kindOf(status, error?.code), message, status === 0 ? null : status);
}

function kindOf(status: number, code: string | undefined): RemoteFailureKind {
  if (status === 0) return 'offline';
  // PGRST301/PGRST302/PGRST303: the JWT is expired, missing or malformed.
  if (status === 401 || code?.startsWith('PGRST30')) return 'auth';
  if (status === 408 || status === 429 || status >= 500) return 'transient';
  return 'permanent';
}
