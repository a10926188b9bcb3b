import { describe, expect, it } from 'vitest';
import type { Change, Conflict, MergeOutcome, Row } from './change';
import { applyChange } from './merge-rules';

const NOW = '2026-03-02T09:00:00.000Z';
const EARLIER = '2026-03-01T09:00:00.000Z';

const lesson = (fields: Record<string, unknown> = {}): Row => ({
  id: 'L1',
  deleted_at: null,
  title: 'Fractions',
  notes: 'Bring rulers',
  status: 'PLANNED',
  sequence: 1,
  ...fields,
});

const upsert = (fields: Record<string, unknown>, base: Record<string, unknown>): Change => ({
  client_id: 'tablet',
  seq: 7,
  table: 'lessons',
  op: 'upsert',
  id: 'L1',
  fields,
  base,
});

const conflict = (field: string, overwritten: unknown, kept: unknown): Conflict => ({
  table: 'lessons',
  id: 'L1',
  field,
  overwritten,
  kept,
  client_id: 'tablet',
  seq: 7,
});

interface Case {
  name: string;
  current: Row | null;
  change: Change;
  expected: MergeOutcome;
}

const cases: Case[] = [
  {
    name: 'an upsert for a missing row inserts it, live',
    current: null,
    change: upsert({ title: 'Decimals' }, {}),
    expected: {
      kind: 'applied',
      row: { id: 'L1', deleted_at: null, title: 'Decimals' },
      conflicts: [],
    },
  },
  {
    name: 'an upsert writes only the fields it names',
    current: lesson(),
    change: upsert({ status: 'COMPLETED' }, { status: 'PLANNED' }),
    expected: { kind: 'applied', row: lesson({ status: 'COMPLETED' }), conflicts: [] },
  },
  {
    name: 'free text unchanged since the device looked: no conflict',
    current: lesson(),
    change: upsert({ notes: 'Bring protractors' }, { notes: 'Bring rulers' }),
    expected: { kind: 'applied', row: lesson({ notes: 'Bring protractors' }), conflicts: [] },
  },
  {
    name: 'free text changed by another device meanwhile: incoming kept, overwritten recorded',
    current: lesson({ notes: 'Bring compasses' }),
    change: upsert({ notes: 'Bring protractors' }, { notes: 'Bring rulers' }),
    expected: {
      kind: 'applied',
      row: lesson({ notes: 'Bring protractors' }),
      conflicts: [conflict('notes', 'Bring compasses', 'Bring protractors')],
    },
  },
  {
    name: 'a create meeting an existing row records its free text (absent base = had no row)',
    current: lesson(),
    change: upsert({ title: 'Decimals', status: 'UNPLANNED' }, {}),
    expected: {
      kind: 'applied',
      row: lesson({ title: 'Decimals', status: 'UNPLANNED' }),
      conflicts: [conflict('title', 'Fractions', 'Decimals')],
    },
  },
  {
    name: 'a non-free-text field changed meanwhile: last write wins, no conflict',
    current: lesson({ status: 'MISSED' }),
    change: upsert({ status: 'COMPLETED' }, { status: 'PLANNED' }),
    expected: { kind: 'applied', row: lesson({ status: 'COMPLETED' }), conflicts: [] },
  },
  {
    name: 'overwriting blank text is no conflict: nothing to restore',
    current: lesson({ notes: '' }),
    change: upsert({ notes: 'New' }, { notes: 'Old' }),
    expected: { kind: 'applied', row: lesson({ notes: 'New' }), conflicts: [] },
  },
  {
    name: 'both devices typed the same text: no conflict',
    current: lesson({ notes: 'Same' }),
    change: upsert({ notes: 'Same' }, { notes: 'Old' }),
    expected: { kind: 'applied', row: lesson({ notes: 'Same' }), conflicts: [] },
  },
  {
    name: 'jsonb base compared structurally (key order, fresh objects)',
    current: lesson({ notes: { blocks: [{ text: 'a', kind: 'p' }] } }),
    change: upsert(
      { notes: { blocks: [{ text: 'b', kind: 'p' }] } },
      { notes: { blocks: [{ kind: 'p', text: 'a' }] } },
    ),
    expected: {
      kind: 'applied',
      row: lesson({ notes: { blocks: [{ text: 'b', kind: 'p' }] } }),
      conflicts: [],
    },
  },
  {
    name: 'a delete tombstones with the given time and keeps the text',
    current: lesson(),
    change: { ...upsert({}, {}), op: 'delete', fields: { deleted_at: EARLIER } },
    expected: { kind: 'applied', row: lesson({ deleted_at: NOW }), conflicts: [] },
  },
  {
    name: 'a second delete keeps the first tombstone time',
    current: lesson({ deleted_at: EARLIER }),
    change: { ...upsert({}, {}), op: 'delete', fields: { deleted_at: NOW } },
    expected: { kind: 'applied', row: lesson({ deleted_at: EARLIER }), conflicts: [] },
  },
  {
    name: 'a delete of a row the server never had is rejected as missing',
    current: null,
    change: { ...upsert({}, {}), op: 'delete', fields: { deleted_at: NOW } },
    expected: { kind: 'rejected', reason: 'missing' },
  },
  {
    name: 'an edit to a tombstoned row does not resurrect it',
    current: lesson({ deleted_at: EARLIER }),
    change: upsert({ notes: 'Late edit' }, { notes: 'Bring rulers' }),
    expected: { kind: 'rejected', reason: 'deleted' },
  },
  {
    name: 'an explicit restore (deleted_at: null) revives the row with its text',
    current: lesson({ deleted_at: EARLIER }),
    change: upsert({ deleted_at: null, status: 'UNPLANNED' }, { deleted_at: EARLIER }),
    expected: { kind: 'applied', row: lesson({ status: 'UNPLANNED' }), conflicts: [] },
  },
  {
    name: 'an upsert that sets a tombstone is invalid (deleting is the delete op)',
    current: lesson(),
    change: upsert({ deleted_at: NOW }, { deleted_at: null }),
    expected: { kind: 'rejected', reason: 'invalid' },
  },
  {
    name: 'an upsert whose fields name another id is invalid',
    current: lesson(),
    change: upsert({ id: 'L2', title: 'x' }, {}),
    expected: { kind: 'rejected', reason: 'invalid' },
  },
];

describe('applyChange', () => {
  it.each(cases)('$name', ({ current, change, expected }) => {
    expect(applyChange(current, change, { now: NOW })).toEqual(expected);
  });

  it('records one conflict per overwritten free-text field and none for other fields', () => {
    const current = lesson({ title: 'Theirs', notes: 'Their notes', status: 'MISSED' });
    const outcome = applyChange(
      current,
      upsert(
        { title: 'Mine', notes: 'My notes', status: 'COMPLETED' },
        { title: 'A', notes: 'B', status: 'C' },
      ),
      { now: NOW },
    );
    expect(outcome).toEqual({
      kind: 'applied',
      row: lesson({ title: 'Mine', notes: 'My notes', status: 'COMPLETED' }),
      conflicts: [
        conflict('title', 'Theirs', 'Mine'),
        conflict('notes', 'Their notes', 'My notes'),
      ],
    });
  });

  it('only the free-text fields of the change table record conflicts', () => {
    const change: Change = {
      ...upsert({ notes: 'Mine', title: 'Mine' }, { notes: 'Old', title: 'Old' }),
      table: 'classes',
    };
    const outcome = applyChange(lesson({ notes: 'Theirs', title: 'Theirs' }), change, { now: NOW });
    expect(outcome.kind === 'applied' && outcome.conflicts.map((c) => c.field)).toEqual(['notes']);
  });

  it('never mutates its inputs', () => {
    const current = Object.freeze(lesson({ notes: 'Theirs' }));
    const change = Object.freeze(upsert({ notes: 'Mine' }, { notes: 'Old' }));
    expect(() => applyChange(current, change, { now: NOW })).not.toThrow();
    expect(current.notes).toBe('Theirs');
  });
});
