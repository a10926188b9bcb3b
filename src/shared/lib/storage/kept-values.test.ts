// @vitest-environment jsdom
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { keptValues } from './kept-values';

const numbers = v.array(v.number());
const store = keptValues({
  prefix: 'test.kept.',
  version: 2,
  maxEntries: 3,
  maxEntryChars: 200,
  maxTotalChars: 400,
});

const itemsOf = (userId: string) => {
  const items: string[] = [];
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i)!;
    if (key.startsWith(`test.kept.${userId}`)) items.push(key);
  }
  return items.sort();
};

beforeEach(() => localStorage.clear());

describe('values kept per user', () => {
  it('reads back what was written, per user and key, through the schema', () => {
    expect(store.write('a', 'one', [1, 2])).toBe(true);
    expect(store.read('a', 'one', numbers)).toEqual([1, 2]);
    expect(store.read('a', 'two', numbers)).toBeNull();
    expect(store.read('b', 'one', numbers)).toBeNull();
    expect(store.read('a', 'one', v.array(v.string()))).toBeNull();
  });

  it('reads bad JSON, another version, another key or a bad list as nothing, without throwing', () => {
    store.write('a', 'one', [1]);
    localStorage.setItem('test.kept.a.one', '{not json');
    expect(store.read('a', 'one', numbers)).toBeNull();
    localStorage.setItem('test.kept.a.one', JSON.stringify({ version: 1, key: 'one', value: [1] }));
    expect(store.read('a', 'one', numbers)).toBeNull();
    localStorage.setItem('test.kept.a.one', JSON.stringify({ version: 2, key: 'two', value: [1] }));
    expect(store.read('a', 'one', numbers)).toBeNull();
    localStorage.setItem('test.kept.a', 'null');
    expect(store.write('a', 'two', [2])).toBe(true);
    expect(store.read('a', 'two', numbers)).toEqual([2]);
  });

  it('keeps the last few written, dropping the oldest first', () => {
    for (const key of ['k1', 'k2', 'k3', 'k4']) store.write('a', key, [1]);
    expect(store.read('a', 'k1', numbers)).toBeNull();
    expect(itemsOf('a')).toEqual([
      'test.kept.a',
      'test.kept.a.k2',
      'test.kept.a.k3',
      'test.kept.a.k4',
    ]);
    // Writing a key again makes it the newest.
    store.write('a', 'k2', [2]);
    store.write('a', 'k5', [5]);
    expect(store.read('a', 'k2', numbers)).toEqual([2]);
    expect(store.read('a', 'k3', numbers)).toBeNull();
    // Another user's values are not counted against these.
    store.write('b', 'k1', [1]);
    expect(itemsOf('a')).toHaveLength(4);
  });

  it('keeps no value larger than a copy may be, and drops the older copy of its key', () => {
    store.write('a', 'big', [1]);
    const big = Array.from({ length: 100 }, (_, i) => i);
    expect(store.write('a', 'big', big)).toBe(false);
    expect(store.read('a', 'big', numbers)).toBeNull();
    expect(itemsOf('a')).toEqual(['test.kept.a']);
  });

  it('keeps the user’s values under the total, dropping the oldest first', () => {
    const sized = Array.from({ length: 60 }, () => 1); // ~155 characters stored: two fit
    store.write('a', 'k1', sized);
    store.write('a', 'k2', sized);
    store.write('a', 'k3', sized);
    expect(store.read('a', 'k1', numbers)).toBeNull();
    expect(store.read('a', 'k2', numbers)).toEqual(sized);
    expect(store.read('a', 'k3', numbers)).toEqual(sized);
  });

  it('drops a value no list names (two tabs writing at once)', () => {
    store.write('a', 'k1', [1]);
    localStorage.setItem(
      'test.kept.a.orphan',
      JSON.stringify({ version: 2, key: 'orphan', value: [] }),
    );
    store.write('a', 'k2', [2]);
    expect(itemsOf('a')).toEqual(['test.kept.a', 'test.kept.a.k1', 'test.kept.a.k2']);
  });

  it('forgets every value of one user, listed or not', () => {
    store.write('a', 'k1', [1]);
    localStorage.setItem('test.kept.a.orphan', '[]');
    store.write('b', 'k1', [1]);
    store.forget('a');
    expect(itemsOf('a')).toEqual([]);
    expect(store.read('b', 'k1', numbers)).toEqual([1]);
  });
});
