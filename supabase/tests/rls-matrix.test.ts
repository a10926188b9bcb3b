import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../local/db/sql-client';
import { seedFixtures } from './fixtures';
import { seedStorageFixtures } from './storage-fixtures';
import {
  ACTORS,
  OPERATIONS,
  SUBJECTS,
  actorUser,
  type ActorName,
  type Operation,
  type Subject,
} from './rls-expectations';
import {
  DB_KINDS,
  actAs,
  createTestDatabase,
  rolledBack,
  trySavepoint,
  type TestDatabase,
} from './test-db';

/**
 * The RLS matrix: every subject of rls-expectations.ts × every actor × select/insert/update/delete,
 * on PGlite and on a real PostgreSQL. One database per engine, fixtures seeded once; every cell runs
 * in its own transaction that is rolled back, so cells cannot affect each other.
 */
const SKIP_ON_COPY = new Set(['created_at', 'updated_at', 'deleted_at', 'txid']);

type Outcome = { allowed: boolean; detail: string };

const q = (name: string) => `"${name.replaceAll('"', '""')}"`;
const tableOf = (s: Subject) => `${q(s.schema ?? 'public')}.${q(s.table)}`;

async function readColumn(tx: Sql, s: Subject): Promise<string | null> {
  const { rows } = await tx.query<{ v: string | null }>(
    `select (to_jsonb(t) -> $2)::text as v from ${tableOf(s)} t where ${q(s.key ?? 'id')} = $1`,
    [s.row, s.update.column],
  );
  return rows.length === 0 ? '<missing>' : (rows[0]!.v ?? null);
}

/** The fixture row as JSON, minus trigger-maintained and identity columns, with a new key. */
async function copyOf(tx: Sql, s: Subject): Promise<Record<string, unknown>> {
  const key = s.key ?? 'id';
  const { rows } = await tx.query<{ row: Record<string, unknown>; skip: string[] }>(
    `select to_jsonb(t) as row,
            array(select a.attname::text from pg_attribute a
                   where a.attrelid = $2::regclass and a.attnum > 0
                     and (a.attidentity <> '' or a.attgenerated <> '')) as skip
       from ${tableOf(s)} t where ${q(key)} = $1`,
    [s.row, tableOf(s)],
  );
  const { row, skip } = rows[0]!;
  const copy: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (!SKIP_ON_COPY.has(column) && !skip.includes(column)) copy[column] = value;
  }
  if (!skip.includes(key) && typeof s.row === 'string') copy[key] = randomUUID();
  return { ...copy, ...s.insert };
}

async function runCell(sql: Sql, s: Subject, actor: ActorName, op: Operation): Promise<Outcome> {
  return rolledBack(sql, async (tx) => {
    const key = q(s.key ?? 'id');
    const table = tableOf(s);
    const before = await readColumn(tx, s);
    const copy = op === 'insert' ? await copyOf(tx, s) : undefined;
    await actAs(tx, actorUser(actor));
    let attempt;
    switch (op) {
      case 'select':
        attempt = await trySavepoint(tx, () =>
          tx.query(`select 1 from ${table} where ${key} = $1`, [s.row]),
        );
        await tx.exec('reset role');
        if (!attempt.ok) return { allowed: false, detail: attempt.code };
        return {
          allowed: attempt.value.rows.length === 1,
          detail: `${attempt.value.rows.length} rows`,
        };
      case 'insert': {
        const columns = Object.keys(copy!).map(q).join(', ');
        attempt = await trySavepoint(tx, () =>
          tx.query(
            `insert into ${table} (${columns}) select ${columns} from jsonb_populate_record(null::${table}, $1::jsonb)`,
            [JSON.stringify(copy)],
          ),
        );
        await tx.exec('reset role');
        if (attempt.ok) return { allowed: true, detail: 'inserted' };
        // A denied insert must be a permission error, not some other failure hiding a bug.
        expect(attempt.code, attempt.message).toBe('42501');
        return { allowed: false, detail: attempt.code };
      }
      case 'update': {
        attempt = await trySavepoint(tx, () =>
          tx.query(`update ${table} set ${q(s.update.column)} = $2 where ${key} = $1`, [
            s.row,
            s.update.value,
          ]),
        );
        await tx.exec('reset role');
        const after = await readColumn(tx, s);
        const affected = attempt.ok ? (attempt.value.affectedRows ?? 0) : 0;
        if (affected === 1) {
          expect(after, 'an allowed update changes the value').not.toBe(before);
          return { allowed: true, detail: 'updated' };
        }
        // Denied: RLS filtered the row (0 rows) or a guard raised 42501; either way unchanged.
        if (!attempt.ok) expect(attempt.code, attempt.message).toBe('42501');
        expect(after, 'a denied update leaves the row unchanged').toBe(before);
        return { allowed: false, detail: attempt.ok ? '0 rows' : attempt.code };
      }
      case 'delete': {
        attempt = await trySavepoint(tx, () =>
          tx.query(`delete from ${table} where ${key} = $1`, [s.row]),
        );
        await tx.exec('reset role');
        const after = await readColumn(tx, s);
        const affected = attempt.ok ? (attempt.value.affectedRows ?? 0) : 0;
        if (affected === 1) return { allowed: true, detail: 'deleted' };
        if (!attempt.ok) expect(attempt.code, attempt.message).toBe('42501');
        expect(after, 'a denied delete leaves the row in place').toBe(before);
        return { allowed: false, detail: attempt.ok ? '0 rows' : attempt.code };
      }
    }
  });
}

describe.each(DB_KINDS)('RLS matrix on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    await seedFixtures(db.sql);
    await seedStorageFixtures(db.sql);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });

  it('covers every public and storage table', async () => {
    const { rows } = await db.sql.query<{ name: string }>(
      `select relnamespace::regnamespace::text || '.' || relname as name from pg_class
        where relnamespace in ('public'::regnamespace, 'storage'::regnamespace)
          and relkind in ('r', 'p')`,
    );
    const covered = new Set(SUBJECTS.map((s) => `${s.schema ?? 'public'}.${s.table}`));
    expect(rows.map((r) => r.name).filter((t) => !covered.has(t))).toEqual([]);
  });

  for (const subject of SUBJECTS) {
    describe(subject.name, () => {
      for (const op of OPERATIONS) {
        for (const actor of ACTORS) {
          const expected = subject.allow[op].includes(actor);
          it(`${op} by ${actor} is ${expected ? 'allowed' : 'denied'}`, async () => {
            const outcome = await runCell(db.sql, subject, actor, op);
            expect(outcome.allowed, outcome.detail).toBe(expected);
          });
        }
      }
    });
  }
});
