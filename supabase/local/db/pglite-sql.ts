import { PGlite } from '@electric-sql/pglite';
import type { Sql } from './sql-client';

type PgliteLike = Pick<PGlite, 'query' | 'exec'>;

function wrap(db: PgliteLike, transaction: Sql['transaction'], close: Sql['close']): Sql {
  return {
    async query(text, params) {
      const result = await db.query(text, params);
      return { rows: result.rows as never[], affectedRows: result.affectedRows };
    },
    async exec(text) {
      await db.exec(text);
    },
    transaction,
    close,
  };
}

/** Embedded PostgreSQL. `dataDir` undefined means in memory (tests). */
export async function createPgliteSql(dataDir?: string): Promise<{ sql: Sql; db: PGlite }> {
  const db = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const sql: Sql = wrap(
    db,
    (work) =>
      db.transaction((tx) =>
        work(
          wrap(
            tx,
            () => Promise.reject(new Error('nested transaction')),
            async () => undefined,
          ),
        ),
      ),
    () => db.close(),
  );
  return { sql, db };
}
