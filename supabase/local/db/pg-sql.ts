import pg from 'pg';
import type { Sql } from './sql-client';

type Queryable = Pick<pg.PoolClient, 'query'>;

function wrap(client: Queryable, transaction: Sql['transaction'], close: Sql['close']): Sql {
  return {
    async query(text, params) {
      const result = await client.query(text, params as unknown[] | undefined);
      return { rows: result.rows, affectedRows: result.rowCount ?? undefined };
    },
    async exec(text) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await client.query(text);
    },
    transaction,
    close,
  };
}

/** A real PostgreSQL server (DATABASE_URL, or the test harness's temporary cluster). */
export function createPgSql(connectionString: string, max = 4): Sql {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client the server drops (restart, shutdown) emits 'error' on the pool; unhandled, that
  // would crash the process. The pool replaces the client on next use, so logging is enough.
  pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
  return wrap(
    pool,
    async (work) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const noNesting = () => Promise.reject(new Error('nested transaction'));
        const result = await work(wrap(client, noNesting, async () => undefined));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    () => pool.end(),
  );
}
