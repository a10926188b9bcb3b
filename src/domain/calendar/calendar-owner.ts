/**
 * Whose calendar a signed-in teacher plans against (DESIGN §5): their school's, shared by every
 * member, or their own when they work without a school (solo users have no school_id).
 */
export type CalendarOwner =
  | { readonly kind: 'school'; readonly schoolId: string }
  | { readonly kind: 'teacher'; readonly userId: string };

/** The parts of the session user these rules read (src/shared/lib/session's SessionUser). */
export type CalendarUser = {
  readonly id: string;
  readonly schoolId: string | null;
  readonly role: 'OWNER' | 'ADMIN' | 'TEACHER' | 'VIEWER' | null;
};

export function calendarOwnerOf(user: CalendarUser): CalendarOwner {
  return user.schoolId === null
    ? { kind: 'teacher', userId: user.id }
    : { kind: 'school', schoolId: user.schoolId };
}

/**
 * Who may change the cycle, day schedule, terms and closures: a school's OWNER or ADMIN for the
 * school's calendar (RLS enforces the same on the server), the teacher alone for their own.
 */
export function canEditCalendar(user: CalendarUser): boolean {
  if (user.schoolId === null) return true;
  return user.role === 'OWNER' || user.role === 'ADMIN';
}

/** VIEWERs read a school's plans but write none of their own (RLS refuses their lessons). */
export function canPlanLessons(user: CalendarUser): boolean {
  return user.role !== 'VIEWER';
}
