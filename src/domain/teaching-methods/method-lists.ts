/**
 * The three lists a teaching method belongs to (DESIGN §5 `teaching_methods`):
 *   - built-in: school_id and owner_id both null, seeded by the migration with fixed ids;
 *   - school: school_id set, the school's own, kept by its OWNER and ADMIN;
 *   - own: owner_id set (school_id null), a solo teacher's own.
 */
export type MethodList = 'built-in' | 'school' | 'own';

/** The order lists are shown in, wherever they are grouped. */
export const METHOD_LISTS = ['built-in', 'school', 'own'] as const satisfies readonly MethodList[];

/** The scope columns of a method row (declared structurally: the entity lives in src/db). */
export type MethodScope = { school_id: string | null; owner_id: string | null };

export function methodListOf(row: MethodScope): MethodList {
  if (row.school_id !== null) return 'school';
  if (row.owner_id !== null) return 'own';
  return 'built-in';
}
