/**
 * The one database interface the local stack's own code uses (migrations, auth, functions, seed,
 * tests), with two implementations: embedded PGlite and a real PostgreSQL (DATABASE_URL).
 * PostgREST connects separately, over the wire.
 */
export type QueryResult<Row> = { rows: Row[]; affectedRows?: number };

export interface Sql {
  /** One parameterised statement ($1, $2 …). */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Several statements, no parameters (migration files). */
  exec(text: string): Promise<void>;
  /** Runs `work` in one transaction on one connection; rolls back if it throws. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
