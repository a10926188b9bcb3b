import { describe, expect, it } from 'vitest';
import { readOneValidated, readValidated } from './read-validated';
import { newLesson } from './test-support/test-rows';

const stored = (overrides = {}) => ({
  ...newLesson(crypto.randomUUID()),
  created_at: '2026-11-23T08:00:00.000000+00:00',
  updated_at: '2026-11-23T08:00:00.000000+00:00',
  deleted_at: null,
  txid: '771',
  ...overrides,
});

describe('readValidated', () => {
  it('returns valid rows and reports invalid ones beside them', () => {
    const good = stored();
    const bad = stored({ status: 'DONE' });
    const { rows, invalid } = readValidated('lessons', [good, bad]);
    expect(rows).toEqual([good]);
    expect(invalid).toEqual([
      expect.objectContaining({ table: 'lessons', id: bad.id, field: 'status' }),
    ]);
  });

  it('refuses a txid that is not a decimal string (xid8 arrives as text)', () => {
    expect(readOneValidated('lessons', stored({ txid: 771 }))).toBeUndefined();
    expect(readOneValidated('lessons', stored())).toBeDefined();
    expect(readOneValidated('lessons', undefined)).toBeUndefined();
  });
});
