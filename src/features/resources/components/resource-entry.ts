import type { Resource } from '../queries/use-resource-library';

/** A resource as the list shows it: the row and what the page knows around it. */
export type ResourceEntry = Resource & {
  /** Live lessons of the teacher's that link it. */
  lessonCount: number;
  /** A colleague's name for "Shared by …" (null: own, or their profile is not on this device). */
  ownerName: string | null;
  /** The teacher owns it (a colleague's shared resource is read-only). */
  editable: boolean;
};

export const usedInLabel = (count: number) =>
  count === 0
    ? 'Not used in a lesson yet'
    : `Used in ${count} ${count === 1 ? 'lesson' : 'lessons'}`;

/** Who can see it, as the card says it. */
export function visibilityLabel(entry: ResourceEntry): string {
  if (!entry.editable)
    return entry.ownerName ? `Shared by ${entry.ownerName}` : 'Shared by a colleague';
  return entry.is_shared ? 'Shared with your school' : 'Only you';
}
