import { describe, expect, it } from 'vitest';
import { assignableRoles, isSchoolManager, memberLock } from './member-role-rules';

describe('member role rules', () => {
  it('lets an owner give any role and an admin up to admin', () => {
    expect(assignableRoles('OWNER')).toEqual(['OWNER', 'ADMIN', 'TEACHER', 'VIEWER']);
    expect(assignableRoles('ADMIN')).toEqual(['ADMIN', 'TEACHER', 'VIEWER']);
  });

  it('counts owners and admins as managers', () => {
    expect(
      ['OWNER', 'ADMIN', 'TEACHER', 'VIEWER', null].map((r) => isSchoolManager(r as never)),
    ).toEqual([true, true, false, false, false]);
  });

  it('locks yourself and members who outrank you', () => {
    const admin = { userId: 'a', role: 'ADMIN' as const };
    expect(memberLock(admin, { userId: 'a', role: 'ADMIN' })).toBe('self');
    expect(memberLock(admin, { userId: 'o', role: 'OWNER' })).toBe('outranks-you');
    expect(memberLock(admin, { userId: 'b', role: 'ADMIN' })).toBeNull();
    expect(memberLock(admin, { userId: 't', role: 'TEACHER' })).toBeNull();
    expect(memberLock({ userId: 'o', role: 'OWNER' }, { userId: 'p', role: 'OWNER' })).toBeNull();
  });
});
