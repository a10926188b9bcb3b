import { methodListOf, type MethodList } from '@/domain/teaching-methods';
import type { SchoolRole } from '@/shared/lib/session/session-source';

export { methodListOf, type MethodList };

/**
 * Teaching methods come in three lists (DESIGN §5 `teaching_methods`, issue 13):
 *   - built-in: school_id null and owner_id null, seeded by the migration, read-only here;
 *   - a school's: school_id set, written by its OWNER or ADMIN, read by every member;
 *   - a teacher's own: owner_id set (school_id null), kept by a solo teacher.
 * The server's policies decide; these rules only shape the page and refuse early with a clear
 * message.
 */

/** `char_length(btrim(name)) between 1 and 200` on the server. */
export const METHOD_NAME_MAX_CHARS = 200;
/** Ours (the column is unbounded text): a paragraph, enough to say when the method fits. */
export const METHOD_DESCRIPTION_MAX_CHARS = 1000;

/** The row columns these rules read (declared structurally: the entity lives in src/db). */
export type MethodRow = {
  id: string;
  school_id: string | null;
  owner_id: string | null;
  name: string;
  description: string | null;
  deleted_at: string | null;
};

export const METHOD_MESSAGES = {
  nameRequired: 'Enter a name for the method, e.g. Think-pair-share',
  nameTooLong: `Method names are at most ${METHOD_NAME_MAX_CHARS} characters`,
  descriptionTooLong: `Descriptions are at most ${METHOD_DESCRIPTION_MAX_CHARS} characters`,
  duplicate: (name: string) => `This list already has a method called “${name}”`,
  notAllowed: 'Only a school owner or admin can change the school’s teaching methods.',
  notFound: 'This method is not on this device any more. Reload the page to see the list.',
  deleted: 'This method was deleted on another device, so it cannot be changed here.',
} as const;

/** Who is looking, and where they would write. */
export type MethodViewer = { userId: string; schoolId: string | null; role: SchoolRole | null };

/**
 * The list this user edits: a school's OWNER or ADMIN edits the school's; a solo teacher (no
 * school) their own; TEACHER and VIEWER in a school edit nothing (they read the school's list).
 */
export function editableList(viewer: MethodViewer): 'school' | 'own' | null {
  if (viewer.schoolId === null) return 'own';
  return viewer.role === 'OWNER' || viewer.role === 'ADMIN' ? 'school' : null;
}

/** The scope columns of a new row in the list the viewer edits. */
export function newMethodScope(
  viewer: MethodViewer,
): { school_id: string | null; owner_id: string | null } | null {
  const list = editableList(viewer);
  if (list === 'school') return { school_id: viewer.schoolId, owner_id: null };
  if (list === 'own') return { school_id: null, owner_id: viewer.userId };
  return null;
}

/** True when the row is in the list the viewer edits. */
export function canEditMethod(viewer: MethodViewer, row: MethodRow): boolean {
  const list = editableList(viewer);
  if (list === 'school') return row.school_id === viewer.schoolId;
  if (list === 'own') return row.school_id === null && row.owner_id === viewer.userId;
  return false;
}

/** The rows of the same list as `scope` (same school, or same owner, or both null). */
export function sameList(
  a: Pick<MethodRow, 'school_id' | 'owner_id'>,
  b: Pick<MethodRow, 'school_id' | 'owner_id'>,
): boolean {
  return a.school_id === b.school_id && (a.school_id !== null || a.owner_id === b.owner_id);
}

export type MethodInput = { name: string; description: string };
export type MethodFields = { name: string; description: string | null };
export type MethodField = keyof MethodFields;
export type MethodProblem = { field: MethodField; message: string };

const charCount = (value: string) => [...value].length;
/** Every kind of blank, so stricter than the server's btrim (spaces): it never refuses what we accept. */
const trimSpaces = (value: string) => value.replace(/^\s+|\s+$/g, '');
/** Case- and accent-insensitive, so "Think-Pair-Share" and "think-pair-share" are one name. */
export const nameKey = (name: string) =>
  trimSpaces(name).normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * The fields as stored, or the first problem. `others` are the live rows of the same list, the
 * row being edited left out: a name may not repeat within a list (case-insensitive), though a
 * school may reuse a built-in's name.
 */
export function parseMethodInput(
  input: MethodInput,
  others: readonly Pick<MethodRow, 'name'>[],
): { ok: true; fields: MethodFields } | ({ ok: false } & MethodProblem) {
  const name = trimSpaces(input.name).replace(/\s+/g, ' ');
  const description = trimSpaces(input.description);
  if (name === '') return { ok: false, field: 'name', message: METHOD_MESSAGES.nameRequired };
  if (charCount(name) > METHOD_NAME_MAX_CHARS) {
    return { ok: false, field: 'name', message: METHOD_MESSAGES.nameTooLong };
  }
  if (others.some((other) => nameKey(other.name) === nameKey(name))) {
    return { ok: false, field: 'name', message: METHOD_MESSAGES.duplicate(name) };
  }
  if (charCount(description) > METHOD_DESCRIPTION_MAX_CHARS) {
    return { ok: false, field: 'description', message: METHOD_MESSAGES.descriptionTooLong };
  }
  return { ok: true, fields: { name, description: description === '' ? null : description } };
}

/** Names sorted as people read them. */
export const METHOD_NAME_ORDER = new Intl.Collator(undefined, {
  numeric: true,
  sensitivity: 'base',
});
