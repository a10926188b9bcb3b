import type { SupabaseClient } from '@supabase/supabase-js';
import { SYNC_PROTOCOL_VERSION, type PulledTable } from '../merge/change';
import {
  rowKey,
  type PendingChange,
  type PullPage,
  type PulledRow,
  type DateWindow,
  type PushResponse,
  type RemoteStore,
  type RowKey,
} from '../engine/ports';
import { classifyFailure } from './classify-failure';
import {
  parseFetchedRows,
  parsePullPage,
  parsePushAnswer,
  parseSelectedRows,
  type RowSchemas,
} from './wire-answers';

/** PostgREST puts ids in the URL; 100 uuids keep it far below any proxy's URL limit. */
const FETCH_CHUNK = 100;
/** What lays out a planner week beside its lessons: small tables, fetched whole by pullAround. */
const WEEK_LAYOUT_TABLES: PulledTable[] = [
  'schools',
  'teacher_calendars',
  'school_closures',
  'classes',
  'timetable_entries',
];
/**
 * Rows per table for pullAround: hosted PostgREST caps a select at 1,000 (max-rows) anyway, and
 * whatever is cut off arrives with the pull that follows.
 */
const AROUND_LIMIT = 1000;

export interface SupabaseRemoteStoreOptions {
  /** The entity schema of every pulled table; the app injects them (the engine has no db layer). */
  rowSchemas: RowSchemas;
}

/**
 * RemoteStore over supabase-js (DESIGN §6). Every request has `.retry(false)`: the engine owns
 * retrying and backoff, and postgrest-js retrying underneath would multiply the delays. Every
 * answer is parsed (wire-answers.ts) before it is returned, so the engine never acknowledges or
 * writes what the server did not properly say: a malformed answer throws a 'bad-answer' failure.
 */
export function createSupabaseRemoteStore(
  client: SupabaseClient,
  { rowSchemas }: SupabaseRemoteStoreOptions,
): RemoteStore {
  return {
    async push(clientId: string, changes: readonly PendingChange[]): Promise<PushResponse> {
      const answer = await client
        .rpc('sync_push', {
          client_id: clientId,
          protocol_version: SYNC_PROTOCOL_VERSION,
          changes,
        })
        .retry(false);
      if (answer.error) throw classifyFailure(answer, 'sync_push');
      return parsePushAnswer(answer.data, changes);
    },

    async pull(cursor: string | null, limit: number): Promise<PullPage> {
      const answer = await client.rpc('sync_pull', { cursor, lim: limit }).retry(false);
      if (answer.error) throw classifyFailure(answer, 'sync_pull');
      return parsePullPage(answer.data, limit, rowSchemas);
    },

    async fetchRows(keys: readonly RowKey[]): Promise<Map<string, PulledRow['row']>> {
      const found = new Map<string, PulledRow['row']>();
      const byTable = new Map<string, string[]>();
      for (const key of keys) byTable.set(key.table, [...(byTable.get(key.table) ?? []), key.id]);
      for (const [table, ids] of byTable) {
        if (!(table in rowSchemas)) throw new Error(`No row schema for table ${table}`);
        for (let start = 0; start < ids.length; start += FETCH_CHUNK) {
          const chunk = ids.slice(start, start + FETCH_CHUNK);
          const answer = await client.from(table).select('*').in('id', chunk).retry(false);
          if (answer.error) throw classifyFailure(answer, `select from ${table}`);
          const rows = parseFetchedRows(table as PulledTable, chunk, answer.data, rowSchemas);
          for (const row of rows) found.set(rowKey(table, row.id), row);
        }
      }
      return found;
    },

    async pullAround({ from, to }: DateWindow): Promise<PulledRow[]> {
      const selects = [
        {
          table: 'lessons' as const,
          query: client.from('lessons').select('*').gte('date', from).lte('date', to),
        },
        ...WEEK_LAYOUT_TABLES.map((table) => ({ table, query: client.from(table).select('*') })),
      ].map(async ({ table, query }) => {
        const answer = await query.limit(AROUND_LIMIT).retry(false);
        if (answer.error) throw classifyFailure(answer, `select from ${table}`);
        return parseSelectedRows(table, answer.data, rowSchemas);
      });
      return (await Promise.all(selects)).flat();
    },
  };
}
