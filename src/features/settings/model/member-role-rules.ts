import type { SchoolRole } from '@/shared/lib/session/session-source';

/** Highest first, the order every role list on the page uses. */
export const SCHOOL_ROLES = [
  'OWNER',
  'ADMIN',
  'TEACHER',
  'VIEWER',
] as const satisfies readonly SchoolRole[];

/** The same ranks as the server's private.role_rank; the server decides, these only shape the UI. */
const ROLE_RANK: Record<SchoolRole, number> = { OWNER: 4, ADMIN: 3, TEACHER: 2, VIEWER: 1 };

export const ROLE_LABELS: Record<SchoolRole, string> = {
  OWNER: 'Owner',
  ADMIN: 'Admin',
  TEACHER: 'Teacher',
  VIEWER: 'Viewer',
};

export function isSchoolManager(role: SchoolRole | null): boolean {
  return role === 'OWNER' || role === 'ADMIN';
}

/** Roles a manager may give (by invitation or role change): their own rank and below. */
export function assignableRoles(myRole: SchoolRole): SchoolRole[] {
  return SCHOOL_ROLES.filter((role) => ROLE_RANK[role] <= ROLE_RANK[myRole]);
}

export function outranks(role: SchoolRole, other: SchoolRole): boolean {
  return ROLE_RANK[role] > ROLE_RANK[other];
}

export type MemberLock = 'self' | 'outranks-you' | null;

/**
 * Why the signed-in manager may not change or remove this member, or null when they may. The server
 * refuses the same (OWN_ROLE, OWN_MEMBERSHIP, rank errors); disabling the control says so earlier.
 */
export function memberLock(
  me: { userId: string; role: SchoolRole },
  member: { userId: string; role: SchoolRole },
): MemberLock {
  if (member.userId === me.userId) return 'self';
  if (outranks(member.role, me.role)) return 'outranks-you';
  return null;
}
