import type { ReplicaDb } from '@/db/replica-db';
import { icsCalendar, icsFileName, lessonEvents } from '../../model/export';

export type ExportRequest = {
  ownerId: string;
  /** One class, or every class of the teacher when null. */
  classId: string | null;
  from: string;
  to: string;
};

export type ExportFile =
  { ok: true; fileName: string; text: string; count: number } | { ok: false; message: string };

/**
 * Reads the lessons to export from the replica (so it works offline) and builds the .ics file:
 * one class's lessons or all the teacher's, from `from` to `to` inclusive.
 */
export async function exportLessons(db: ReplicaDb, request: ExportRequest): Promise<ExportFile> {
  if (request.from > request.to) {
    return { ok: false, message: 'The start date must be on or before the end date.' };
  }
  const classes = await db.entity('classes').where('owner_id').equals(request.ownerId).toArray();
  const byId = new Map(classes.map((row) => [row.id, row]));
  const chosen = request.classId === null ? null : byId.get(request.classId);
  if (request.classId !== null && !chosen) {
    return { ok: false, message: 'This class is not on this device any more.' };
  }
  const lessons = await db
    .entity('lessons')
    .where('[owner_id+date]')
    .between([request.ownerId, request.from], [request.ownerId, request.to], true, true)
    .toArray();
  const picked = lessons
    .filter((row) => row.deleted_at === null && (chosen ? row.class_id === chosen.id : true))
    .sort((a, b) => (a.date + (a.start_time ?? '')).localeCompare(b.date + (b.start_time ?? '')));
  if (picked.length === 0) {
    return {
      ok: false,
      message: `${chosen ? chosen.name : 'You'} ${chosen ? 'has' : 'have'} no lessons from ${request.from} to ${request.to}.`,
    };
  }
  const label = chosen ? chosen.name : 'lessons';
  const text = await icsCalendar(
    lessonEvents(picked, (id) => byId.get(id)),
    chosen ? `${chosen.name} lessons` : 'My lessons',
  );
  return {
    ok: true,
    fileName: icsFileName(label, request.from, request.to),
    text,
    count: picked.length,
  };
}
