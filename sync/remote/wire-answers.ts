import { z } from 'zod';
import { PULLED_TABLES, type PulledTable } from '../merge/change';
import {
  RemoteFailure,
  type PendingChange,
  type PullPage,
  type PulledRow,
  type PushResponse,
  type PushResult,
} from '../engine/ports';

/**
 * The sync wire parsed at the edge (DESIGN §6): what sync_push, sync_pull and a row fetch answer
 * is checked here before the engine acknowledges or writes anything. A malformed answer is a
 * RemoteFailure of kind 'bad-answer' whose message names the call and what was wrong.
 */

/**
 * The entity schema of every table a pull may return, keyed by server table. sync/ never imports
 * the app's database layer, so the app injects them (src/app/sync wires the entity schemas).
 */
export type RowSchemas = { readonly [T in PulledTable]: z.ZodType };

/** How much of an answer's own text a failure message carries (an HTML error page is long). */
const DETAIL_CHARS = 200;

const PULLED_TABLE_SET: ReadonlySet<string> = new Set(PULLED_TABLES);

/** xid8 travels as decimal text (it can exceed 2^53). */
const txidText = z.string().regex(/^\d{1,20}$/, 'expected a decimal txid');
/** PostgreSQL bigint seqs arrive as JSON numbers; the outbox never reaches 2^53. */
const seqNumber = z.number().int().positive();

const pushAnswerSchema = z.object({
  results: z.array(
    z.object({
      seq: seqNumber,
      status: z.enum(['applied', 'duplicate', 'rejected']),
      code: z.string().nullish(),
      message: z.string().nullish(),
    }),
  ),
  last_seq: z.number().int().nonnegative(),
});

const pullPageSchema = z.object({
  rows: z.array(
    z.object({
      table: z.string(),
      id: z.string(),
      txid: txidText,
      row: z.record(z.string(), z.unknown()),
    }),
  ),
  has_more: z.boolean(),
  next_cursor: z.string().min(1).nullable(),
  scope: z.string().min(1),
});

const fetchedRowsSchema = z.array(z.record(z.string(), z.unknown()));

export function badAnswer(call: string, what: string, status: number | null = null): RemoteFailure {
  return new RemoteFailure('bad-answer', `${call} answered ${clip(what)}`, status);
}

/**
 * A sync_push answer: one result per change sent, no more, no less, each for a seq this push sent,
 * none twice, and last_seq at or past every answered seq.
 */
export function parsePushAnswer(data: unknown, sent: readonly PendingChange[]): PushResponse {
  const call = 'sync_push';
  const parsed = pushAnswerSchema.safeParse(data);
  if (!parsed.success) throw badAnswer(call, describeIssue(parsed.error, data));
  const { results, last_seq } = parsed.data;
  const sentSeqs = new Set(sent.map((change) => change.seq));
  const answered = new Set<number>();
  for (const result of results) {
    if (!sentSeqs.has(result.seq)) {
      throw badAnswer(call, `for seq ${result.seq}, which this push did not send`);
    }
    if (answered.has(result.seq)) throw badAnswer(call, `twice for seq ${result.seq}`);
    answered.add(result.seq);
    if (result.seq > last_seq) {
      throw badAnswer(call, `last_seq ${last_seq}, before the answered seq ${result.seq}`);
    }
  }
  const missing = sent.find((change) => !answered.has(change.seq));
  if (missing) throw badAnswer(call, `nothing for seq ${missing.seq}`);
  return {
    results: results.map(({ seq, status, code, message }): PushResult => ({
      seq,
      status,
      ...(code != null ? { code } : {}),
      ...(message != null ? { message } : {}),
    })),
    last_seq,
  };
}

/**
 * A sync_pull page: the envelope's types, at most `limit` rows, each of a table a pull may return
 * whose row passes that table's entity schema and agrees with its envelope (id, txid); a cursor
 * whenever there are rows, and rows whenever there is more (a `has_more` with nothing to move
 * the cursor on would pull the same page for ever).
 *
 * The rows are returned as the server sent them, columns this version does not know included:
 * the schema proved the columns it reads, and stripping the rest would leave rows a later version
 * of the app (whose schema has them) finds invalid until they change on the server.
 */
export function parsePullPage(data: unknown, limit: number, schemas: RowSchemas): PullPage {
  const call = 'sync_pull';
  const parsed = pullPageSchema.safeParse(data);
  if (!parsed.success) throw badAnswer(call, describeIssue(parsed.error, data));
  const page = parsed.data;
  if (page.rows.length > limit) {
    throw badAnswer(call, `${page.rows.length} rows where at most ${limit} were asked for`);
  }
  if (page.has_more && page.rows.length === 0) throw badAnswer(call, 'has_more with no rows');
  if (page.rows.length > 0 && page.next_cursor === null) {
    throw badAnswer(call, `${page.rows.length} rows and no next_cursor`);
  }
  const rows = page.rows.map((pulled): PulledRow => {
    const table = knownTable(call, pulled.table);
    const where = `${table} row ${pulled.id}`;
    const row = checkRow(call, where, table, pulled.row, schemas);
    if (row.id !== pulled.id) throw badAnswer(call, `${where} whose row.id is ${row.id}`);
    if (row.txid !== pulled.txid) {
      throw badAnswer(call, `${where} whose row.txid ${row.txid} is not its txid ${pulled.txid}`);
    }
    return { table, id: pulled.id, txid: pulled.txid, row };
  });
  return { rows, has_more: page.has_more, next_cursor: page.next_cursor, scope: page.scope };
}

/**
 * The answer to `select * from <table> where id in (ids)`: an array of rows of that table, each
 * passing its entity schema, each one of the ids asked for, none twice.
 */
export function parseFetchedRows(
  table: PulledTable,
  ids: readonly string[],
  data: unknown,
  schemas: RowSchemas,
): Array<PulledRow['row']> {
  const asked = new Set(ids);
  return parseSelectedRows(table, data, schemas).map(({ row }) => {
    if (!asked.has(row.id)) {
      throw badAnswer(`select from ${table}`, `row ${row.id}, which was not asked for`);
    }
    return row;
  });
}

/**
 * The answer to `select * from <table>`: rows of that table, each passing its entity schema, none
 * twice, keyed as a pull page's rows (for `pullAround`, and under `parseFetchedRows`).
 */
export function parseSelectedRows(
  table: PulledTable,
  data: unknown,
  schemas: RowSchemas,
): PulledRow[] {
  const call = `select from ${table}`;
  const parsed = fetchedRowsSchema.safeParse(data);
  if (!parsed.success) throw badAnswer(call, describeIssue(parsed.error, data));
  const seen = new Set<string>();
  return parsed.data.map((raw, index) => {
    const row = checkRow(call, `row ${index}`, table, raw, schemas);
    if (seen.has(row.id)) throw badAnswer(call, `row ${row.id} twice`);
    seen.add(row.id);
    return { table, id: row.id, txid: row.txid, row };
  });
}

function knownTable(call: string, table: string): PulledTable {
  if (!PULLED_TABLE_SET.has(table)) throw badAnswer(call, `a row of unknown table "${table}"`);
  return table as PulledTable;
}

function checkRow(
  call: string,
  where: string,
  table: PulledTable,
  raw: Record<string, unknown>,
  schemas: RowSchemas,
): PulledRow['row'] {
  const parsed = schemas[table].safeParse(raw);
  if (!parsed.success) {
    throw badAnswer(call, `${where} that fails its schema (${describeIssue(parsed.error, raw)})`);
  }
  // Every entity schema requires a uuid id and a decimal txid; a schema that did not would let a
  // row through that the replica cannot key or order.
  if (typeof raw.id !== 'string' || typeof raw.txid !== 'string') {
    throw badAnswer(call, `${where} without a text id and txid`);
  }
  return raw as PulledRow['row'];
}

/** "results.0.seq: expected number, received string", or what arrived when it is not an object. */
function describeIssue(error: z.ZodError, data: unknown): string {
  if (data === null || typeof data !== 'object') return `${JSON.stringify(data) ?? 'nothing'}`;
  const issue = error.issues[0];
  if (!issue) return 'something unreadable';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : `something unexpected (${issue.message})`;
}

function clip(text: string): string {
  return text.length > DETAIL_CHARS ? `${text.slice(0, DETAIL_CHARS)}…` : text;
}
