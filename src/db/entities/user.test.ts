import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  rolledBack,
  trySavepoint,
  type TestDatabase,
} from '../../../supabase/tests/test-db';
import { profileSchema } from './user';

/**
 * The profile's teaching details (issue 5) are checked twice: by zod before a write enters the
 * outbox and by the server's CHECK constraints. Both must accept and refuse the same values, or a
 * write zod lets through would be rejected at push time.
 */
const USER_ID = '00000000-0000-4000-8000-00000000e001';
const NOW = '2026-11-23T10:00:00.000Z';
const profile = {
  id: USER_ID,
  user_id: USER_ID,
  created_at: NOW,
  updated_at: NOW,
  deleted_at: null,
  txid: '0',
  full_name: 'Tess Teacher',
  is_solo_user: false,
  school_id: null,
  guided_tour_completed: false,
  guided_tour_last_seen_at: null,
  is_developer: false,
  subjects: [] as unknown,
  year_levels: [] as unknown,
};

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

const SUBJECTS: [string, string[]][] = [
  ['none', []],
  ['one', ['Mathematics']],
  ['twenty', range(20).map((i) => `Subject ${i}`)],
  ['100 characters inside spaces', ['  ' + 'é'.repeat(100) + '  ']],
  ['twenty-one', range(21).map((i) => `Subject ${i}`)],
  ['an empty one', ['Science', '']],
  ['spaces only', ['   ']],
  ['101 characters', ['x'.repeat(101)]],
];
const YEAR_LEVELS: [string, number[]][] = [
  ['none', []],
  ['7 and 8', [7, 8]],
  ['all twelve', range(12)],
  ['year 0', [0]],
  ['year 13', [13]],
  ['thirteen entries', [...range(12), 1]],
];

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase('pglite');
  await db.sql.query(`insert into auth.users (id, email) values ($1, 'tess@example.test')`, [
    USER_ID,
  ]);
  await db.sql.query(`insert into public.profiles (user_id) values ($1)`, [USER_ID]);
}, 60_000);
afterAll(async () => {
  await db?.close();
});

async function serverAccepts(column: 'subjects' | 'year_levels', value: unknown[]) {
  return rolledBack(db.sql, async (tx) => {
    const result = await trySavepoint(tx, () =>
      tx.query(`update public.profiles set ${column} = $2 where user_id = $1`, [USER_ID, value]),
    );
    if (!result.ok) expect(result.code, result.message).toBe('23514');
    return result.ok;
  });
}

describe('profile teaching details: zod agrees with the server', () => {
  it.each(SUBJECTS)('subjects: %s', async (_name, subjects) => {
    const local = profileSchema.safeParse({ ...profile, subjects }).success;
    expect(local).toBe(await serverAccepts('subjects', subjects));
  });

  it.each(YEAR_LEVELS)('year_levels: %s', async (_name, yearLevels) => {
    const local = profileSchema.safeParse({ ...profile, year_levels: yearLevels }).success;
    expect(local).toBe(await serverAccepts('year_levels', yearLevels));
  });

  it('takes the defaults of a new server row', async () => {
    const { rows } = await db.sql.query<{ row: Record<string, unknown> }>(
      `select to_jsonb(p) || jsonb_build_object('txid', p.txid::text) as row
         from public.profiles p where user_id = $1`,
      [USER_ID],
    );
    const parsed = profileSchema.safeParse(rows[0]!.row);
    expect(parsed.error).toBeUndefined();
    expect(parsed.data).toMatchObject({ subjects: [], year_levels: [] });
  });
});
