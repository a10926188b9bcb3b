import { describe, expect, it } from 'vitest';
import { methodListOf } from './method-lists';

describe('methodListOf', () => {
  it('reads the list from the scope columns; a school wins over an owner', () => {
    expect(methodListOf({ school_id: null, owner_id: null })).toBe('built-in');
    expect(methodListOf({ school_id: 's1', owner_id: null })).toBe('school');
    expect(methodListOf({ school_id: null, owner_id: 'u1' })).toBe('own');
    expect(methodListOf({ school_id: 's1', owner_id: 'u1' })).toBe('school');
  });
});
