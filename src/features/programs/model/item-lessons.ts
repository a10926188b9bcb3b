/**
 * Lessons made from a program item, and keeping them in step with it (issue 15 point 5: "editing
 * an item offers to update the future lessons made from it that nobody has changed since"). Pure:
 * the commands read the rows, these rules decide.
 *
 * A lesson is unchanged since it was made when every field applying wrote is still what the item
 * gave it: the title (with its "(2 of 3)" part for long items), objectives, success criteria,
 * activities, and exactly the item's syllabus points and resources. Anything else means somebody
 * planned over it, and it is left alone.
 */
import { lessonTitleFor } from './apply-program';

/** What an item gives each lesson made from it. */
export type ItemPlan = {
  title: string;
  objectives: string | null;
  success_criteria: string | null;
  activities: string | null;
  duration_periods: number;
  syllabus_point_ids: readonly string[];
  resource_ids: readonly string[];
};

/** A lesson's plan as the rules compare it, with the ids of its live links. */
export type LessonPlan = {
  title: string | null;
  objectives: string | null;
  success_criteria: string | null;
  activities: string | null;
  pointIds: readonly string[];
  resourceIds: readonly string[];
};

/** The part of a long item a lesson title names ("Forces (2 of 3)" → 2 of 3), or null. */
export function partOfItem(
  lessonTitle: string | null,
  item: Pick<ItemPlan, 'title' | 'duration_periods'>,
): { part: number; parts: number } | null {
  const parts = item.duration_periods;
  for (let part = 1; part <= parts; part += 1)
    if (lessonTitle === lessonTitleFor({ itemTitle: item.title, part, parts }))
      return { part, parts };
  return null;
}

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((id) => set.has(id));
};

/**
 * The ids applying links to a lesson: the item's, less those not on this device (a colleague's
 * private resource, a syllabus this teacher cannot see), which the server would refuse.
 */
export const linkableIds = (ids: readonly string[], onDevice: (id: string) => boolean) =>
  ids.filter(onDevice);

/**
 * Whether the lesson still holds exactly what `item` gave it. `onDevice` says which linked ids
 * applying could link (see linkableIds), so a lesson made without an unseen resource still counts.
 */
export function isUnchangedSince(
  lesson: LessonPlan,
  item: ItemPlan,
  onDevice: { point: (id: string) => boolean; resource: (id: string) => boolean },
): boolean {
  return (
    partOfItem(lesson.title, item) !== null &&
    lesson.objectives === item.objectives &&
    lesson.success_criteria === item.success_criteria &&
    lesson.activities === item.activities &&
    sameSet(lesson.pointIds, linkableIds(item.syllabus_point_ids, onDevice.point)) &&
    sameSet(lesson.resourceIds, linkableIds(item.resource_ids, onDevice.resource))
  );
}

/**
 * The plan fields a lesson takes from the edited item. The lesson keeps its part ("2 of 3"); a
 * changed duration does not add or remove lessons (apply the program again for that), so a part
 * beyond the new duration keeps its old count.
 */
export function lessonFieldsFrom(
  item: Pick<ItemPlan, 'title' | 'objectives' | 'success_criteria' | 'activities'>,
  part: { part: number; parts: number },
) {
  return {
    title: lessonTitleFor({ itemTitle: item.title, ...part }),
    objectives: item.objectives,
    success_criteria: item.success_criteria,
    activities: item.activities,
  };
}

/** Whether the edit changed anything a lesson made from the item holds. */
export function changesLessons(before: ItemPlan, after: ItemPlan): boolean {
  return (
    before.title !== after.title ||
    before.objectives !== after.objectives ||
    before.success_criteria !== after.success_criteria ||
    before.activities !== after.activities ||
    !sameSet(before.syllabus_point_ids, after.syllabus_point_ids) ||
    !sameSet(before.resource_ids, after.resource_ids)
  );
}

/** Which links to add and which to remove so a lesson's links become `wanted`. */
export function linkChanges<L extends { id: string; targetId: string }>(
  current: readonly L[],
  wanted: readonly string[],
): { add: string[]; remove: L[] } {
  const have = new Set(current.map((link) => link.targetId));
  const want = new Set(wanted);
  return {
    add: wanted.filter((id) => !have.has(id)),
    remove: current.filter((link) => !want.has(link.targetId)),
  };
}
