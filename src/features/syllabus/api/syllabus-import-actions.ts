import { createContext, use } from 'react';
import type {
  ImportCounts,
  ImportedCatalogue,
  SyllabusImportSummary,
} from '../model/import/catalogue';

export type { ImportCounts, SyllabusImportSummary };

/** Who will see an imported syllabus: every user (developers publish), or one school only. */
export type ImportScope = { kind: 'published' } | { kind: 'school'; schoolId: string };

/**
 * Why an import did not happen:
 * - `refused`: the server says this user may not import here (42501), in its own words;
 * - `invalid`: the server found a bad field the preview did not (22023), in its own words;
 * - `offline`: the request never reached the server;
 * - `failed`: anything else (a server error, an answer this app cannot read).
 */
export type ImportFailureReason = 'refused' | 'invalid' | 'offline' | 'failed';

export type SyllabusImportOutcome =
  | { ok: true; syllabuses: SyllabusImportSummary[] }
  | { ok: false; reason: ImportFailureReason; message: string };

/**
 * What the import screens ask of the server: the `import_syllabus` RPC (one transaction,
 * idempotent). The app implements it with the signed-in client and asks the device to sync after
 * a successful import; tests give a fake.
 */
export interface SyllabusImportActions {
  importCatalogue(scope: ImportScope, catalogue: ImportedCatalogue): Promise<SyllabusImportOutcome>;
}

export const SyllabusImportActionsContext = createContext<SyllabusImportActions | null>(null);

export function useSyllabusImportActions(): SyllabusImportActions {
  const actions = use(SyllabusImportActionsContext);
  if (!actions) throw new Error('useSyllabusImportActions needs SyllabusImportActionsContext');
  return actions;
}
