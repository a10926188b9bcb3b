/**
 * Program rules more than one feature needs: how far a class is through a program (the programs
 * page lists its classes; the classes page says which programs each class follows).
 */

/** A class's progress through a program: items with a lesson taught, and items with a lesson planned. */
export type ProgramProgress = { classId: string; taught: number; planned: number; items: number };

/**
 * Per class, how many of the program's items have a completed lesson (taught) and how many are on
 * a lesson not yet taught or missed (planned). An item counts once, as taught if any lesson of it
 * was.
 */
export function programProgress(
  itemIds: readonly string[],
  lessons: readonly { class_id: string; program_item_id: string | null; status: string }[],
): ProgramProgress[] {
  const items = new Set(itemIds);
  const perClass = new Map<string, { taught: Set<string>; planned: Set<string> }>();
  for (const lesson of lessons) {
    if (lesson.program_item_id === null || !items.has(lesson.program_item_id)) continue;
    const entry = perClass.get(lesson.class_id) ?? { taught: new Set(), planned: new Set() };
    perClass.set(lesson.class_id, entry);
    if (lesson.status === 'COMPLETED') entry.taught.add(lesson.program_item_id);
    else if (lesson.status !== 'MISSED') entry.planned.add(lesson.program_item_id);
  }
  return [...perClass].map(([classId, { taught, planned }]) => ({
    classId,
    taught: taught.size,
    planned: [...planned].filter((id) => !taught.has(id)).length,
    items: items.size,
  }));
}
