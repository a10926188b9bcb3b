import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-db';

/**
 * Static checks over the system catalogue after all migrations: each one fails with the list of
 * offending objects, so a new table, policy or function that skips a rule is caught by name.
 * PGlite is enough here (the catalogue is the same); the matrix runs on both engines.
 */

/**
 * Policies allowed to be `using (true)` / `with check (true)`, each with its reason. None since
 * the catalogue gained school-only syllabuses (migration 20261125000100): published rows are
 * `school_id is null`, no longer everything.
 */
const ALWAYS_TRUE_ALLOWED: Record<string, string> = {};

/** Security-definer functions anon may run (signed out), each with its reason. */
const ANON_EXECUTE_ALLOWED: Record<string, string> = {
  'invitation_preview(text)':
    'the public /accept-invitation page shows a token holder their invitation before sign-in',
};

/** Tables that are not replicated to devices (no txid), each with its reason. */
const NOT_SYNCED: Record<string, string> = {
  invitations: 'online-only; carries a token hash',
  feedback_reports: 'sent through the submit-feedback function',
  mailbox: 'developer area only',
  app_settings: 'server switches',
  rate_limit_events: 'server bookkeeping',
  sync_clients: 'server bookkeeping for exactly-once push',
};

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase('pglite');
}, 60_000);
afterAll(async () => {
  await db?.close();
});

const rows = async <T>(text: string) => (await db.sql.query<T>(text)).rows;

describe('catalogue', () => {
  it('has RLS enabled on every public table', async () => {
    const missing = await rows<{ relname: string }>(`
      select relname from pg_class
       where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') and not relrowsecurity`);
    expect(missing.map((r) => r.relname)).toEqual([]);
  });

  it('has every policy `to authenticated` only', async () => {
    const wrong = await rows<{ policy: string; roles: string }>(`
      select tablename || '.' || policyname as policy, roles::text as roles from pg_policies
       where schemaname = 'public' and roles <> '{authenticated}'::name[]`);
    expect(wrong).toEqual([]);
  });

  it('uses `true` as a whole condition only where the allow-list says why', async () => {
    const found = await rows<{ policy: string }>(`
      select tablename || '.' || policyname as policy from pg_policies
       where schemaname = 'public' and (qual = 'true' or with_check = 'true')`);
    const unexpected = found.map((r) => r.policy).filter((p) => !(p in ALWAYS_TRUE_ALLOWED));
    expect(unexpected).toEqual([]);
    // …and the allow-list holds no stale entries.
    expect(
      Object.keys(ALWAYS_TRUE_ALLOWED).filter((p) => !found.some((r) => r.policy === p)),
    ).toEqual([]);
  });

  it('never calls auth.* or private.* bare in a policy (always `(select fn())`, evaluated once)', async () => {
    const policies = await rows<{ policy: string; text: string }>(`
      select tablename || '.' || policyname as policy,
             coalesce(qual, '') || ' ' || coalesce(with_check, '') as text
        from pg_policies where schemaname = 'public'`);
    // Deparsed policies show a wrapped call as `( SELECT auth.uid() AS uid)`.
    const bare = policies.filter((p) => /(?<!SELECT )\b(auth|private)\.\w+\(/.test(p.text));
    expect(bare.map((p) => `${p.policy}: ${p.text}`)).toEqual([]);
  });

  it('pins search_path on every security-definer function and lets neither PUBLIC nor (unless allowed) anon run it', async () => {
    const definers = await rows<{
      fn: string;
      config: string[] | null;
      anon: boolean;
      public: boolean;
    }>(`
      select p.oid::regprocedure::text as fn, p.proconfig as config,
             has_function_privilege('anon', p.oid, 'execute') as anon,
             exists (select 1 from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
                      where a.grantee = 0 and a.privilege_type = 'EXECUTE') as public
        from pg_proc p
       where p.prosecdef and p.pronamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)`);
    expect(definers.length).toBeGreaterThan(10);
    const unpinned = definers.filter((d) => !(d.config ?? []).some((c) => c === 'search_path=""'));
    expect(unpinned.map((d) => d.fn)).toEqual([]);
    expect(definers.filter((d) => d.public).map((d) => d.fn)).toEqual([]);
    const anonAllowed = definers.filter((d) => d.anon).map((d) => d.fn);
    expect(anonAllowed.sort()).toEqual(Object.keys(ANON_EXECUTE_ALLOWED).sort());
  });

  it('gives anon no public table and authenticated nothing that bypasses RLS', async () => {
    const grants = await rows<{ grantee: string; table_name: string; privilege_type: string }>(`
      select grantee, table_name, privilege_type from information_schema.role_table_grants
       where table_schema = 'public'
         and (grantee in ('anon', 'PUBLIC')
              or (grantee = 'authenticated' and privilege_type in ('TRUNCATE', 'TRIGGER', 'REFERENCES')))`);
    expect(grants).toEqual([]);
  });

  it('gives every synced table the sync columns, the touch trigger and a txid index', async () => {
    const tables = await rows<{
      relname: string;
      columns: string[];
      touch: boolean;
      txid_index: boolean;
    }>(`
      select c.relname,
             array(select a.attname::text from pg_attribute a
                    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
             exists (select 1 from pg_trigger t where t.tgrelid = c.oid
                      and t.tgfoid = 'private.touch'::regproc) as touch,
             exists (select 1 from pg_index i join pg_attribute a
                       on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
                      where i.indrelid = c.oid and a.attname = 'txid') as txid_index
        from pg_class c
       where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'`);
    const problems = tables
      .filter((t) => !(t.relname in NOT_SYNCED))
      .flatMap((t) => [
        ...['id', 'created_at', 'updated_at', 'deleted_at', 'txid']
          .filter((c) => !t.columns.includes(c))
          .map((c) => `${t.relname} lacks ${c}`),
        ...(t.touch ? [] : [`${t.relname} lacks the touch trigger`]),
        ...(t.txid_index ? [] : [`${t.relname} lacks an index on txid`]),
      ]);
    expect(problems).toEqual([]);
    expect(Object.keys(NOT_SYNCED).filter((n) => !tables.some((t) => t.relname === n))).toEqual([]);
  });

  it('indexes the RLS scope columns (owner_id, school_id, user_id) of every table that has them', async () => {
    const unindexed = await rows<{ scope: string }>(`
      select c.relname || '.' || a.attname as scope
        from pg_class c join pg_attribute a on a.attrelid = c.oid
       where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
         and a.attname in ('owner_id', 'school_id', 'user_id') and not a.attisdropped
         and not exists (select 1 from pg_index i where i.indrelid = c.oid and i.indkey[0] = a.attnum)`);
    expect(unindexed.map((r) => r.scope)).toEqual([]);
  });
});
