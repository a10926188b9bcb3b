import { describe, expect, it } from 'vitest';
import { RemoteFailure, type PendingChange } from '../engine/ports';
import {
  LESSON_ID,
  lessonRow,
  OTHER_ID,
  pulledLesson,
  TEST_ROW_SCHEMAS,
} from './test-support/wire-rows';
import { parseFetchedRows, parsePullPage, parsePushAnswer } from './wire-answers';

const change = (seq: number): PendingChange => ({
  seq,
  table: 'lessons',
  op: 'upsert',
  id: LESSON_ID,
  fields: { title: 'Fractions' },
  base: {},
});
const SENT = [change(3), change(4)];

/** Runs `parse` and returns the bad-answer failure it threw (fails the test if it did not). */
function failureOf(parse: () => unknown): RemoteFailure {
  try {
    parse();
  } catch (error) {
    expect(error).toBeInstanceOf(RemoteFailure);
    expect((error as RemoteFailure).kind).toBe('bad-answer');
    return error as RemoteFailure;
  }
  throw new Error('the answer was accepted');
}

describe('parsePushAnswer', () => {
  it('accepts an answer for exactly the seqs sent, dropping null codes', () => {
    const answer = {
      results: [
        { seq: 3, status: 'applied', code: null, message: null },
        { seq: 4, status: 'rejected', code: '42501', message: 'row-level security' },
      ],
      last_seq: 4,
    };
    expect(parsePushAnswer(answer, SENT)).toEqual({
      results: [
        { seq: 3, status: 'applied' },
        { seq: 4, status: 'rejected', code: '42501', message: 'row-level security' },
      ],
      last_seq: 4,
    });
  });

  const applied = [
    { seq: 3, status: 'applied' },
    { seq: 4, status: 'applied' },
  ];
  it.each([
    ['nothing (an empty body)', null, 'sync_push answered null'],
    ['a web page', '<html>Sign in to the Wi-Fi</html>', 'sync_push answered "<html>'],
    ['no results', { last_seq: 4 }, 'results: Invalid input: expected array'],
    ['no last_seq', { results: applied }, 'last_seq: Invalid input: expected number'],
    ['a result without seq', { results: [{ status: 'applied' }], last_seq: 4 }, 'results.0.seq'],
    [
      'a seq as text',
      { results: [{ seq: '3', status: 'applied' }], last_seq: 4 },
      'results.0.seq: Invalid input: expected number, received string',
    ],
    [
      'a fractional seq',
      { results: [{ seq: 3.5, status: 'applied' }], last_seq: 4 },
      'results.0.seq',
    ],
    ['an unknown status', { results: [{ seq: 3, status: 'ok' }], last_seq: 4 }, 'results.0.status'],
    [
      'a code that is not text',
      { results: [{ seq: 3, status: 'rejected', code: 42501 }], last_seq: 4 },
      'results.0.code',
    ],
    [
      'a seq the push did not send',
      { results: [...applied, { seq: 5, status: 'applied' }], last_seq: 5 },
      'sync_push answered for seq 5, which this push did not send',
    ],
    [
      'one seq twice',
      { results: [...applied, { seq: 4, status: 'duplicate' }], last_seq: 4 },
      'sync_push answered twice for seq 4',
    ],
    [
      'a seq left out',
      { results: [{ seq: 3, status: 'applied' }], last_seq: 3 },
      'sync_push answered nothing for seq 4',
    ],
    [
      'a last_seq before what it answered',
      { results: applied, last_seq: 3 },
      'sync_push answered last_seq 3, before the answered seq 4',
    ],
  ])('refuses %s', (_, answer, message) => {
    expect(failureOf(() => parsePushAnswer(answer, SENT)).message).toContain(message);
  });

  it('clips a long answer in its message', () => {
    const page = `<html>${'x'.repeat(5000)}</html>`;
    expect(failureOf(() => parsePushAnswer(page, SENT)).message.length).toBeLessThan(260);
  });
});

describe('parsePullPage', () => {
  const page = (patch: Record<string, unknown> = {}) => ({
    rows: [pulledLesson()],
    has_more: false,
    next_cursor: `101:lessons:${LESSON_ID}`,
    scope: 'scope-1',
    ...patch,
  });

  it('accepts a page and keeps each row as sent, columns it does not know included', () => {
    const row = { ...lessonRow(), added_by_a_newer_server: 'kept' };
    const parsed = parsePullPage(
      page({ rows: [{ table: 'lessons', id: LESSON_ID, txid: '101', row }] }),
      10,
      TEST_ROW_SCHEMAS,
    );
    expect(parsed.rows).toEqual([{ table: 'lessons', id: LESSON_ID, txid: '101', row }]);
    expect(parsed).toMatchObject({ has_more: false, scope: 'scope-1' });
  });

  it('accepts an empty last page that returns the cursor it was given, or none', () => {
    expect(parsePullPage(page({ rows: [] }), 10, TEST_ROW_SCHEMAS).rows).toEqual([]);
    expect(
      parsePullPage(page({ rows: [], next_cursor: null }), 10, TEST_ROW_SCHEMAS).next_cursor,
    ).toBeNull();
  });

  it.each([
    ['nothing', null, 'sync_pull answered null'],
    ['a list instead of a page', [pulledLesson()], 'expected object, received array'],
    ['no scope', page({ scope: undefined }), 'scope'],
    ['an empty scope', page({ scope: '' }), 'scope'],
    ['has_more as text', page({ has_more: 'false' }), 'has_more'],
    ['a cursor that is a number', page({ next_cursor: 7 }), 'next_cursor'],
    ['rows that are not a list', page({ rows: {} }), 'rows'],
    [
      'a txid as a number',
      page({ rows: [{ ...pulledLesson(), txid: 101 }] }),
      'rows.0.txid: Invalid input: expected string, received number',
    ],
    ['a txid that is not decimal', page({ rows: [{ ...pulledLesson(), txid: '0x65' }] }), 'txid'],
    [
      'an unknown table',
      page({ rows: [{ ...pulledLesson(), table: 'auth_users' }] }),
      'sync_pull answered a row of unknown table "auth_users"',
    ],
    [
      'a row failing its entity schema',
      page({ rows: [{ ...pulledLesson(), row: { ...lessonRow(), date: 'tomorrow' } }] }),
      `sync_pull answered lessons row ${LESSON_ID} that fails its schema (date:`,
    ],
    [
      'a row without a row',
      page({ rows: [{ table: 'lessons', id: LESSON_ID, txid: '101' }] }),
      'rows.0.row',
    ],
    [
      'a row whose id is not its envelope id',
      page({ rows: [{ ...pulledLesson(), row: lessonRow(OTHER_ID) }] }),
      `whose row.id is ${OTHER_ID}`,
    ],
    [
      'a row whose txid is not its envelope txid',
      page({ rows: [{ ...pulledLesson(), row: lessonRow(LESSON_ID, '99') }] }),
      'whose row.txid 99 is not its txid 101',
    ],
    [
      'more rows than asked for',
      page({ rows: [pulledLesson(), pulledLesson(OTHER_ID, '102')] }),
      '2 rows where at most 1 were asked for',
    ],
    [
      'has_more with no rows (the same page for ever)',
      page({ rows: [], has_more: true }),
      'has_more with no rows',
    ],
    ['rows and no cursor to move on', page({ next_cursor: null }), '1 rows and no next_cursor'],
  ])('refuses %s', (_, answer, message) => {
    expect(failureOf(() => parsePullPage(answer, 1, TEST_ROW_SCHEMAS)).message).toContain(message);
  });
});

describe('parseFetchedRows', () => {
  const ids = [LESSON_ID, OTHER_ID];

  it('accepts rows of the ids asked for (fewer: the rest is gone from view)', () => {
    expect(parseFetchedRows('lessons', ids, [lessonRow()], TEST_ROW_SCHEMAS)).toEqual([
      lessonRow(),
    ]);
    expect(parseFetchedRows('lessons', ids, [], TEST_ROW_SCHEMAS)).toEqual([]);
  });

  it.each([
    [
      'an object instead of a list',
      { rows: [] },
      'select from lessons answered something unexpected (Invalid input: expected array',
    ],
    [
      'a row failing its entity schema',
      [{ ...lessonRow(), title: 42 }],
      'select from lessons answered row 0 that fails its schema (title:',
    ],
    [
      'a row not asked for',
      [lessonRow('6f1c2a8e-0000-4000-8000-000000000009')],
      'row 6f1c2a8e-0000-4000-8000-000000000009, which was not asked for',
    ],
    ['one row twice', [lessonRow(), lessonRow()], `row ${LESSON_ID} twice`],
  ])('refuses %s', (_, answer, message) => {
    expect(
      failureOf(() => parseFetchedRows('lessons', ids, answer, TEST_ROW_SCHEMAS)).message,
    ).toContain(message);
  });
});
