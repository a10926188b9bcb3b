import { readFileSync } from 'node:fs';
import type {
  ImportCounts,
  ImportReport,
  ImportedCatalogue,
} from '../../src/features/syllabus/model/import/catalogue';
import { parseSyllabusFile } from '../../src/features/syllabus/model/import/parse-syllabus-file';
import type { Sql } from '../local/db/sql-client';

/**
 * The demo's curriculum: ACARA's AC9 Mathematics MRAC file (curriculum/README.md), read by the
 * product's own parser and published by the same `import_syllabus` RPC the developer area calls,
 * so the seed exercises exactly what a developer's import does.
 * © ACARA, CC BY 4.0: the parser carries the attribution into `syllabuses.attribution`.
 */
export const AC9_MATHEMATICS_FILE = new URL('./curriculum/ac9-mathematics.rdf', import.meta.url);

export type { ImportCounts, ImportReport };

/** The fixture as the import sends it; a parse problem is a bug in the file or the parser. */
export function readDemoCurriculum(): ImportedCatalogue {
  const result = parseSyllabusFile(new Uint8Array(readFileSync(AC9_MATHEMATICS_FILE)));
  if (!result.ok) {
    const shown = result.problems.slice(0, 3).map((p) => JSON.stringify(p));
    throw new Error(`The demo curriculum did not parse: ${shown.join('; ')}`);
  }
  return result.catalogue;
}

/**
 * Publishes `catalogue` as `developerId` would through the API: inside `tx`, role authenticated
 * with that user's claims (both local to the transaction, reset afterwards), so the RPC's
 * permission check and RLS apply as they do over HTTP.
 */
export async function publishAsDeveloper(
  tx: Sql,
  developerId: string,
  catalogue: ImportedCatalogue,
): Promise<ImportReport> {
  await tx.query(
    `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
    [JSON.stringify({ sub: developerId, role: 'authenticated', aud: 'authenticated' })],
  );
  // A failure aborts the transaction (the seed rolls back whole), so the reset follows success only.
  const { rows } = await tx.query<{ report: ImportReport }>(
    `select public.import_syllabus(null, $1::jsonb) as report`,
    [JSON.stringify(catalogue)],
  );
  await tx.exec('reset role');
  await tx.query(`select set_config('request.jwt.claims', '', true)`);
  return rows[0]!.report;
}
