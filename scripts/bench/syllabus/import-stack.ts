import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  ImportCounts,
  ImportReport,
  ImportedCatalogue,
} from '../../../src/features/syllabus/model/import/catalogue';
import { insertUser } from '../../../supabase/local/auth/users';
import { signJwt } from '../../../supabase/local/jwt';
import { startStack, type Stack } from '../../../supabase/local/stack';

export type { ImportCounts, ImportReport };

/**
 * The real local stack (gateway, PostgREST, PGlite or a PostgreSQL at `databaseUrl`) with one
 * developer, whose token is minted with the stack's secret as the auth service would sign it.
 * `importSyllabus` is the browser's path: POST /rest/v1/rpc/import_syllabus through the gateway
 * and PostgREST, one transaction on the server.
 */
export type ImportStack = {
  stack: Stack;
  importSyllabus(catalogue: ImportedCatalogue): Promise<ImportReport>;
  /** The same payload moved into PostgreSQL and parsed as jsonb, nothing stored: the floor. */
  parsePayload(catalogue: ImportedCatalogue): Promise<void>;
  /** 'PostgreSQL 15.14 …' or PGlite's. */
  serverVersion(): Promise<string>;
  /** The newest txid of each catalogue table: equal before and after an import that wrote nothing. */
  txids(): Promise<string>;
  stop(): Promise<void>;
};

export async function startImportStack(databaseUrl?: string): Promise<ImportStack> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-syllabus-'));
  const stack = await startStack({
    port: 0,
    dataDir,
    distDir: join(dataDir, 'no-dist'),
    databaseUrl,
    log: () => undefined,
  });
  const sql = stack.database.sql;
  const developerId = randomUUID();
  await insertUser(sql, {
    id: developerId,
    email: `${developerId}@bench.test`,
    passwordHash: 'not-used-tokens-are-minted',
    now: new Date(),
  });
  // Profiles come from account set-up (ensure_profile); the bench writes the developer's own.
  await sql.query(
    `insert into public.profiles (user_id, full_name, is_developer) values ($1, 'Bench developer', true)`,
    [developerId],
  );
  const now = Math.floor(Date.now() / 1000);
  const token = signJwt(
    { sub: developerId, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600 },
    stack.keys.jwtSecret,
  );

  return {
    stack,
    async importSyllabus(catalogue) {
      const response = await fetch(`${stack.url}/rest/v1/rpc/import_syllabus`, {
        method: 'POST',
        headers: {
          apikey: stack.keys.anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ school_id: null, catalogue }),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`import_syllabus answered ${response.status}: ${text}`);
      return JSON.parse(text) as ImportReport;
    },
    async parsePayload(catalogue) {
      await sql.query(`select jsonb_typeof($1::jsonb)`, [JSON.stringify(catalogue)]);
    },
    async serverVersion() {
      const { rows } = await sql.query<{ v: string }>(
        `select split_part(version(), ' on ', 1) as v`,
      );
      return rows[0]!.v;
    },
    async txids() {
      const { rows } = await sql.query<{ txids: string }>(
        `select concat_ws(' ',
           (select max(txid::text::numeric) from public.syllabuses),
           (select max(txid::text::numeric) from public.syllabus_points),
           (select max(txid::text::numeric) from public.syllabus_objectives),
           (select max(txid::text::numeric) from public.syllabus_criteria)) as txids`,
      );
      return rows[0]!.txids;
    },
    async stop() {
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const countsText = (c: ImportCounts) =>
  `${c.added} added, ${c.changed} changed, ${c.retired} retired, ${c.unchanged} unchanged`;

/** Whether a report says the import wrote nothing at all. */
export function changedNothing(report: ImportReport): boolean {
  return report.syllabuses.every(
    (s) =>
      !s.created &&
      [s.points, s.objectives, s.criteria].every((c) => c.added + c.changed + c.retired === 0),
  );
}
