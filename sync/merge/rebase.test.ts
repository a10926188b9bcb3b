import { describe, expect, it } from 'vitest';
import type { Change, Row } from './change';
import { rebasePending } from './rebase';

const SERVER_TIME = '2026-03-02T09:00:00.000Z';
const DEVICE_TIME = '2026-03-02T09:00:05.000Z';

const row = (fields: Record<string, unknown> = {}): Row => ({
  id: 'L1',
  deleted_at: null,
  title: 'Fractions',
  notes: 'Server notes',
  status: 'PLANNED',
  ...fields,
});

const edit = (seq: number, fields: Record<string, unknown>): Change => ({
  client_id: 'laptop',
  seq,
  table: 'lessons',
  op: 'upsert',
  id: 'L1',
  fields,
  base: {},
});

const remove = (seq: number): Change => ({
  client_id: 'laptop',
  seq,
  table: 'lessons',
  op: 'delete',
  id: 'L1',
  fields: { deleted_at: DEVICE_TIME },
  base: {},
});

interface Case {
  name: string;
  pulled: Row | null;
  pending: Change[];
  expected: Row | null;
}

const cases: Case[] = [
  { name: 'no pending changes: the pulled row', pulled: row(), pending: [], expected: row() },
  { name: 'no row and nothing pending: none', pulled: null, pending: [], expected: null },
  {
    name: 'a pending edit wins over the pulled value of the fields it names only',
    pulled: row({ status: 'MISSED' }),
    pending: [edit(1, { notes: 'Local notes' })],
    expected: row({ status: 'MISSED', notes: 'Local notes' }),
  },
  {
    name: 'pending changes apply in seq order whatever order they are stored in',
    pulled: row(),
    pending: [edit(2, { notes: 'Second' }), edit(1, { notes: 'First', status: 'COMPLETED' })],
    expected: row({ notes: 'Second', status: 'COMPLETED' }),
  },
  {
    name: 'a pending create shows before the server has the row',
    pulled: null,
    pending: [edit(1, { title: 'New' })],
    expected: { id: 'L1', deleted_at: null, title: 'New' },
  },
  {
    name: 'a pending delete of a live row uses the device time until the next pull',
    pulled: row(),
    pending: [remove(1)],
    expected: row({ deleted_at: DEVICE_TIME }),
  },
  {
    name: 'a pending delete over a pulled tombstone keeps the server time',
    pulled: row({ deleted_at: SERVER_TIME }),
    pending: [edit(1, { deleted_at: null }), remove(2)],
    expected: row({ deleted_at: SERVER_TIME }),
  },
  {
    name: 'a pending edit to a row deleted elsewhere is skipped, as the server will reject it',
    pulled: row({ deleted_at: SERVER_TIME }),
    pending: [edit(1, { notes: 'Late' })],
    expected: row({ deleted_at: SERVER_TIME }),
  },
  {
    name: 'a pending restore revives a pulled tombstone',
    pulled: row({ deleted_at: SERVER_TIME }),
    pending: [edit(1, { deleted_at: null, notes: 'Back' })],
    expected: row({ notes: 'Back' }),
  },
];

describe('rebasePending', () => {
  it.each(cases)('$name', ({ pulled, pending, expected }) => {
    expect(rebasePending(pulled, pending)).toEqual(expected);
  });

  it('does not reorder the caller array', () => {
    const pending = Object.freeze([edit(2, { notes: 'b' }), edit(1, { notes: 'a' })]);
    rebasePending(row(), pending);
    expect(pending.map((change) => change.seq)).toEqual([2, 1]);
  });
});
