// zod/mini keeps this lazy server-actions chunk small; it never loads before a user acts.
import { z } from 'zod/mini';
import type {
  ImportScope,
  SyllabusImportActions,
  SyllabusImportOutcome,
} from '@/features/syllabus/api/syllabus-import-actions';
import type { ImportedCatalogue } from '@/features/syllabus/model/import/catalogue';
import { normalizeError } from '@/shared/lib/errors';
import { actionErrorMessage } from '@/shared/lib/result';

/** PostgREST's error body, as supabase-js's PostgrestError carries it. */
type RpcError = { message: string; code: string; details: string | null; hint: string | null };
type RpcAnswer = { data: unknown; error: RpcError | null };

/** The `import_syllabus` RPC as supabase-js answers it (an awaited builder); tests pass a fake. */
export type ImportSyllabusRpc = (args: {
  school_id: string | null;
  catalogue: ImportedCatalogue;
}) => PromiseLike<RpcAnswer>;

const count = z.int().check(z.nonnegative());
const countsSchema = z.object({
  added: count,
  changed: count,
  retired: count,
  unchanged: count,
});
const reportSchema = z.object({
  syllabuses: z.array(
    z.object({
      id: z.string(),
      key: z.string(),
      name: z.string(),
      created: z.boolean(),
      points: countsSchema,
      objectives: countsSchema,
      criteria: countsSchema,
    }),
  ),
});

/** Shown when the server answered, but not in the shape of the contract (a bug, or a stale app). */
export const UNREADABLE_REPORT_MESSAGE =
  'The server imported the file but answered in a way this app cannot read. Reload the page to see the syllabuses.';

/**
 * SQLSTATEs the RPC raises for people to read: 42501 (who may import) and 22023 (a bad field it
 * names). Their text is ours, written for the page, so it is shown as is, never remapped to the
 * catalogue's generic 'Insufficient permissions for this operation'.
 */
const SERVER_WORDS: Record<string, 'refused' | 'invalid'> = {
  '42501': 'refused',
  '22023': 'invalid',
};

function failureOf(raw: unknown): SyllabusImportOutcome {
  const error = normalizeError(raw);
  const own = error.sourceCode === null ? undefined : SERVER_WORDS[error.sourceCode];
  const rawMessage = typeof raw === 'object' && raw !== null ? Reflect.get(raw, 'message') : null;
  if (own && typeof rawMessage === 'string' && rawMessage.trim() !== '') {
    return { ok: false, reason: own, message: rawMessage.trim() };
  }
  if (error.type === 'network') return { ok: false, reason: 'offline', message: error.userMessage };
  return { ok: false, reason: 'failed', message: actionErrorMessage(error) };
}

/**
 * Imports a parsed catalogue with the `import_syllabus` RPC (one transaction on the server) and,
 * when it went through, asks this device to sync so the new rows reach the replica now rather than
 * at the next scheduled pull.
 */
export function createSyllabusImportActions({
  importSyllabus,
  syncNow,
}: {
  importSyllabus: ImportSyllabusRpc;
  syncNow: () => void;
}): SyllabusImportActions {
  return {
    async importCatalogue(scope: ImportScope, catalogue: ImportedCatalogue) {
      let answer: RpcAnswer;
      try {
        answer = await importSyllabus({
          school_id: scope.kind === 'school' ? scope.schoolId : null,
          catalogue,
        });
      } catch (thrown) {
        // fetch rejected before supabase-js could wrap it (offline, DNS, CORS).
        return failureOf(thrown);
      }
      if (answer.error) return failureOf(answer.error);
      // Committed on the server either way: bring it to this device even if the report is unreadable.
      syncNow();
      const report = reportSchema.safeParse(answer.data);
      if (!report.success)
        return { ok: false, reason: 'failed', message: UNREADABLE_REPORT_MESSAGE };
      return { ok: true, syllabuses: report.data.syllabuses };
    },
  };
}
