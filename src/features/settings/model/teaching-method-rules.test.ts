import { describe, expect, it } from 'vitest';
import {
  canEditMethod,
  editableList,
  METHOD_DESCRIPTION_MAX_CHARS,
  METHOD_MESSAGES,
  METHOD_NAME_MAX_CHARS,
  methodListOf,
  newMethodScope,
  parseMethodInput,
  sameList,
} from './teaching-method-rules';

const row = (school_id: string | null, owner_id: string | null) => ({
  id: 'm',
  school_id,
  owner_id,
  name: 'Discussion',
  description: null,
  deleted_at: null,
});

describe('which list a user edits', () => {
  it.each([
    { role: 'OWNER', schoolId: 's1', list: 'school' },
    { role: 'ADMIN', schoolId: 's1', list: 'school' },
    { role: 'TEACHER', schoolId: 's1', list: null },
    { role: 'VIEWER', schoolId: 's1', list: null },
    { role: null, schoolId: null, list: 'own' },
  ] as const)('$role in $schoolId edits $list', ({ role, schoolId, list }) => {
    expect(editableList({ userId: 'u1', schoolId, role })).toBe(list);
  });

  it('scopes a new row to that list, and edits only rows of it', () => {
    const owner = { userId: 'u1', schoolId: 's1', role: 'OWNER' } as const;
    const solo = { userId: 'u1', schoolId: null, role: null } as const;
    const teacher = { userId: 'u1', schoolId: 's1', role: 'TEACHER' } as const;
    expect(newMethodScope(owner)).toEqual({ school_id: 's1', owner_id: null });
    expect(newMethodScope(solo)).toEqual({ school_id: null, owner_id: 'u1' });
    expect(newMethodScope(teacher)).toBeNull();

    expect(canEditMethod(owner, row('s1', null))).toBe(true);
    expect(canEditMethod(owner, row('s2', null))).toBe(false);
    expect(canEditMethod(owner, row(null, null))).toBe(false);
    expect(canEditMethod(solo, row(null, 'u1'))).toBe(true);
    expect(canEditMethod(solo, row(null, 'u2'))).toBe(false);
    expect(canEditMethod(solo, row(null, null))).toBe(false);
    expect(canEditMethod(teacher, row('s1', null))).toBe(false);
  });

  it('names lists and tells rows of one list apart', () => {
    expect(methodListOf(row(null, null))).toBe('built-in');
    expect(methodListOf(row('s1', null))).toBe('school');
    expect(methodListOf(row(null, 'u1'))).toBe('own');
    expect(sameList(row('s1', null), row('s1', null))).toBe(true);
    expect(sameList(row(null, 'u1'), row(null, 'u1'))).toBe(true);
    expect(sameList(row(null, 'u1'), row(null, 'u2'))).toBe(false);
    expect(sameList(row(null, null), row(null, 'u1'))).toBe(false);
    expect(sameList(row('s1', null), row('s2', null))).toBe(false);
  });
});

describe('parseMethodInput', () => {
  it('trims, collapses inner blanks and stores a blank description as null', () => {
    expect(parseMethodInput({ name: '  Think   pair share ', description: '  ' }, [])).toEqual({
      ok: true,
      fields: { name: 'Think pair share', description: null },
    });
  });

  it('refuses a blank or long name and a long description, naming the field', () => {
    expect(parseMethodInput({ name: ' ', description: '' }, [])).toEqual({
      ok: false,
      field: 'name',
      message: METHOD_MESSAGES.nameRequired,
    });
    expect(
      parseMethodInput({ name: 'x'.repeat(METHOD_NAME_MAX_CHARS + 1), description: '' }, []),
    ).toMatchObject({ field: 'name', message: METHOD_MESSAGES.nameTooLong });
    // Counted in code points, as Postgres does: 200 emoji are 200 characters.
    expect(
      parseMethodInput({ name: '🙂'.repeat(METHOD_NAME_MAX_CHARS), description: '' }, []).ok,
    ).toBe(true);
    expect(
      parseMethodInput(
        { name: 'Discussion', description: 'x'.repeat(METHOD_DESCRIPTION_MAX_CHARS + 1) },
        [],
      ),
    ).toMatchObject({ field: 'description', message: METHOD_MESSAGES.descriptionTooLong });
  });

  it('refuses a name the list already has, whatever its case or accents', () => {
    const others = [{ name: 'Think-pair-share' }, { name: 'Café talk' }];
    expect(parseMethodInput({ name: 'THINK-PAIR-SHARE', description: '' }, others)).toEqual({
      ok: false,
      field: 'name',
      message: METHOD_MESSAGES.duplicate('THINK-PAIR-SHARE'),
    });
    expect(parseMethodInput({ name: 'cafe talk', description: '' }, others).ok).toBe(false);
    expect(parseMethodInput({ name: 'Think-pair', description: '' }, others).ok).toBe(true);
  });
});
