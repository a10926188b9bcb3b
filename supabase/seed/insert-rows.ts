import type { Sql } from '../local/db/sql-client';

/**
 * Inserts many rows in one statement: the rows travel as one JSON parameter and Postgres types each
 * field from the table itself (jsonb_populate_recordset), so no column types are repeated here.
 * The columns are those any row names; a row that lacks one inserts NULL there, not the column's
 * default, so rows of one call should name the same columns. `table` is always a constant of ours.
 */
export async function insertRows(
  sql: Sql,
  table: string,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))]
    .map((c) => `"${c}"`)
    .join(', ');
  await sql.query(
    `insert into public.${table} (${columns}) select ${columns} from jsonb_populate_recordset(null::public.${table}, $1::jsonb)`,
    [JSON.stringify(rows)],
  );
}

/** mulberry32: a tiny seeded PRNG, so the demo data is the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
