import type { Sql } from '../local/db/sql-client';

/**
 * A failed statement as PostgREST 12 would answer it. Our "not found" cases raise SQLSTATE
 * 'PGRST' (migration 20261124000200): PostgREST sends the message (JSON) as the body and takes
 * the HTTP status from the detail ({"status": 404}). Other SQLSTATEs keep their code, message and
 * hint, with no status here (PostgREST maps them itself).
 */
export type Answered = { ok: false; code: string; message: string; hint?: string; status?: number };

type PgFailure = { code?: string; message: string; hint?: string; detail?: string };

export function asAnswered(error: PgFailure & { code: string }): Answered {
  if (error.code !== 'PGRST') {
    return { ok: false, code: error.code, message: error.message, hint: error.hint };
  }
  const body = JSON.parse(error.message) as { code: string; message: string; hint: string | null };
  const { status } = JSON.parse(error.detail ?? '{}') as { status?: number };
  return {
    ok: false,
    code: body.code,
    message: body.message,
    hint: body.hint ?? undefined,
    status,
  };
}

/** Like test-db's trySavepoint, but a failure reads as PostgREST's answer (see asAnswered). */
export async function tryAnswered<T>(
  tx: Sql,
  work: () => Promise<T>,
): Promise<{ ok: true; value: T } | Answered> {
  await tx.exec('savepoint answered');
  try {
    const value = await work();
    await tx.exec('release savepoint answered');
    return { ok: true, value };
  } catch (error) {
    const failure = error as PgFailure;
    if (!failure.code) throw error;
    await tx.exec('rollback to savepoint answered');
    return asAnswered(failure as PgFailure & { code: string });
  }
}
