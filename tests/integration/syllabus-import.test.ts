import { readFileSync } from 'node:fs';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { parseSyllabusFile } from '../../src/features/syllabus/model/import/parse-syllabus-file';
import { normalizeError } from '../../src/shared/lib/errors';
import { actionErrorMessage } from '../../src/shared/lib/result';
import { AC9_MATHEMATICS_FILE, type ImportReport } from '../../supabase/seed/demo-curriculum';
import { catalogueOf, sampleSyllabus } from '../../supabase/tests/catalogue-samples';
import { startSyncServer, type SyncServer } from '../sync/harness/sync-server';

/**
 * import_syllabus over HTTP: the real supabase-js client, PostgREST and the gateway of the local
 * stack, as the import page calls it. A developer publishes, a school's ADMIN imports for the
 * school only, a TEACHER is refused in the server's own words, and ACARA's AC9 Mathematics goes
 * through the product's parser and the RPC (its time printed; goal ≤ 5 s end to end).
 */
let server: SyncServer;
beforeAll(async () => {
  server = await startSyncServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const sql = () => server.stack.database.sql;

function clientFor(userId: string): SupabaseClient {
  return createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${server.token(userId)}` } },
    realtime: { transport: ws as never },
  });
}

/** A signed-in user with a profile; `developer` sets the flag as the server would. */
async function user(options: { developer?: boolean } = {}) {
  const id = await server.createUser();
  await sql().query(
    `insert into public.profiles (user_id, full_name, is_developer) values ($1, 'Test user', $2)`,
    [id, options.developer ?? false],
  );
  return { id, client: clientFor(id) };
}

async function importSyllabus(client: SupabaseClient, schoolId: string | null, catalogue: unknown) {
  return client.rpc('import_syllabus', { school_id: schoolId, catalogue });
}

describe('import_syllabus through the gateway', () => {
  let developer: Awaited<ReturnType<typeof user>>;
  let owner: Awaited<ReturnType<typeof user>>;
  let admin: Awaited<ReturnType<typeof user>>;
  let teacher: Awaited<ReturnType<typeof user>>;
  let schoolId: string;

  beforeAll(async () => {
    developer = await user({ developer: true });
    owner = await user();
    admin = await user();
    teacher = await user();
    const { data, error } = await owner.client
      .rpc('create_school', { name: 'Ridge School' })
      .single<{ id: string }>();
    if (error) throw error;
    schoolId = data.id;
    // Memberships are written by the account RPCs only; as the server, the test adds two.
    await sql().query(
      `insert into public.school_memberships (user_id, school_id, role) values ($1, $3, 'ADMIN'), ($2, $3, 'TEACHER')`,
      [admin.id, teacher.id, schoolId],
    );
  });

  it('lets a developer publish to everyone and an ADMIN import for the school only', async () => {
    const published = await importSyllabus(developer.client, null, catalogueOf(sampleSyllabus()));
    expect(published.error).toBeNull();
    const publishedReport = published.data as ImportReport;
    expect(publishedReport.syllabuses[0]).toMatchObject({
      created: true,
      points: { added: 5, changed: 0, retired: 0, unchanged: 0 },
    });

    const own = await importSyllabus(
      admin.client,
      schoolId,
      catalogueOf(sampleSyllabus({ key: 'template:ridge maths', name: 'Ridge Maths' })),
    );
    expect(own.error).toBeNull();
    const ownId = (own.data as ImportReport).syllabuses[0]!.id;

    // The teacher of the school reads both; a stranger reads only the published one.
    const stranger = await user();
    const seen = async (who: { client: SupabaseClient }) => {
      const { data, error } = await who.client.from('syllabuses').select('id').retry(false);
      if (error) throw error;
      return data.map((row) => row.id).sort();
    };
    expect(await seen(teacher)).toEqual([publishedReport.syllabuses[0]!.id, ownId].sort());
    expect(await seen(stranger)).toEqual([publishedReport.syllabuses[0]!.id]);
    const strangerPoints = await stranger.client
      .from('syllabus_points')
      .select('id')
      .eq('syllabus_id', ownId)
      .retry(false);
    expect(strangerPoints.data).toEqual([]);
  });

  it('refuses a TEACHER and a non-developer in the words the page shows', async () => {
    const forSchool = await importSyllabus(teacher.client, schoolId, catalogueOf(sampleSyllabus()));
    expect(forSchool.error).toMatchObject({ code: '42501', hint: 'SCHOOL_MANAGER_REQUIRED' });
    expect(actionErrorMessage(normalizeError(forSchool.error))).toBe(
      'Only a school owner or admin can import a syllabus for the school',
    );
    const publish = await importSyllabus(admin.client, null, catalogueOf(sampleSyllabus()));
    expect(publish.error).toMatchObject({ code: '42501', hint: 'DEVELOPER_REQUIRED' });
    expect(actionErrorMessage(normalizeError(publish.error))).toBe(
      'Developer permissions required',
    );

    const bad = await importSyllabus(
      developer.client,
      null,
      catalogueOf({ ...sampleSyllabus(), years: [7, 13] }),
    );
    expect(bad.error).toMatchObject({ code: '22023', hint: 'SYLLABUS_INVALID' });
    expect(actionErrorMessage(normalizeError(bad.error))).toBe(
      'syllabuses[0].years[1] must be an integer from 1 to 12',
    );
  });

  it("imports ACARA's AC9 Mathematics through the real parser, then again with nothing to change", async () => {
    let started = performance.now();
    const parsed = parseSyllabusFile(new Uint8Array(readFileSync(AC9_MATHEMATICS_FILE)));
    const parseMs = performance.now() - started;
    if (!parsed.ok)
      throw new Error(`the fixture did not parse: ${JSON.stringify(parsed.problems[0])}`);

    started = performance.now();
    const first = await importSyllabus(developer.client, null, parsed.catalogue);
    const importMs = performance.now() - started;
    expect(first.error).toBeNull();
    expect((first.data as ImportReport).syllabuses[0]).toMatchObject({
      created: true,
      points: { added: 240 },
      objectives: { added: 996 },
      criteria: { added: 185 },
    });

    started = performance.now();
    const again = await importSyllabus(developer.client, null, parsed.catalogue);
    const againMs = performance.now() - started;
    expect((again.data as ImportReport).syllabuses[0]).toMatchObject({
      created: false,
      points: { added: 0, changed: 0, retired: 0, unchanged: 240 },
      objectives: { added: 0, changed: 0, retired: 0, unchanged: 996 },
      criteria: { added: 0, changed: 0, retired: 0, unchanged: 185 },
    });
    console.log(
      `AC9 Mathematics over HTTP (${server.stack.database.kind}): parse ${parseMs.toFixed(0)} ms, ` +
        `import ${importMs.toFixed(0)} ms, re-import ${againMs.toFixed(0)} ms`,
    );
  }, 60_000);
});
