import type { ReplicaDb } from '@/db/replica-db';
import { writeManyWithOutbox } from '@/db/write-with-outbox';
import { DEFAULT_PRIORITY_LEVEL, DEFAULT_REVIEW_STATUS, latestStatuses } from '@/domain/coverage';
import {
  checkPointStatusPatch,
  type PointStatusField,
  type PointStatusPatch,
} from '../../model/coverage/point-status-rules';
import {
  CLASS_NOT_FOUND,
  POINT_NOT_FOUND,
  defaultNewId,
  defaultNow,
  type CoverageCommandContext,
  type CoverageCommandOptions,
  type CoverageRefusal,
} from '@/db/coverage-commands/coverage-command-result';
import { inRefusableTransaction } from '@/db/refusable-transaction';

export type SetPointStatusResult =
  { ok: true; statusId: string; changed: PointStatusField[] } | CoverageRefusal;

const STORES = ['classes', 'syllabus_points', 'class_syllabus_status'] as const;

/**
 * Sets the teacher's mastery, confidence, priority or review status of one point for one class.
 * The first edit creates the class × point row (owner = the teacher, the other fields at the
 * server's defaults); later edits send only the fields that changed, so another device's edit of
 * a different field is never overwritten. Works offline: the row and its outbox change are
 * written together and synced later.
 */
export function setPointStatus(
  db: ReplicaDb,
  { userId }: CoverageCommandContext,
  input: { classId: string; pointId: string; patch: PointStatusPatch },
  { now = defaultNow, newId = defaultNewId }: CoverageCommandOptions = {},
): Promise<SetPointStatusResult> {
  const checked = checkPointStatusPatch(input.patch);
  if (!checked.ok) return Promise.resolve(checked);
  const { patch } = checked;
  return inRefusableTransaction(db, STORES, async () => {
    const schoolClass = await db.entity('classes').get(input.classId);
    if (!schoolClass || schoolClass.owner_id !== userId || schoolClass.deleted_at !== null)
      return CLASS_NOT_FOUND;
    const point = await db.entity('syllabus_points').get(input.pointId);
    if (!point || point.deleted_at !== null) return POINT_NOT_FOUND;

    const rows = await db
      .entity('class_syllabus_status')
      .where('[class_id+syllabus_point_id]')
      .equals([input.classId, input.pointId])
      .toArray();
    const current = latestStatuses(rows, input.classId).get(input.pointId);
    if (!current) {
      const id = newId();
      const written = await writeManyWithOutbox(
        db,
        [
          {
            table: 'class_syllabus_status',
            request: {
              op: 'create',
              row: {
                id,
                owner_id: userId,
                class_id: input.classId,
                syllabus_point_id: input.pointId,
                mastery_level: null,
                teacher_confidence_level: null,
                priority_level: DEFAULT_PRIORITY_LEVEL,
                review_status: DEFAULT_REVIEW_STATUS,
                notes: null,
                ...patch,
              },
            },
          },
        ],
        { now },
      );
      return written.ok
        ? { ok: true, statusId: id, changed: Object.keys(patch) as PointStatusField[] }
        : written;
    }
    const changed = (Object.keys(patch) as PointStatusField[]).filter(
      (field) => current[field] !== patch[field],
    );
    if (changed.length === 0) return { ok: true, statusId: current.id, changed };
    const fields = Object.fromEntries(changed.map((field) => [field, patch[field]]));
    const written = await writeManyWithOutbox(
      db,
      [{ table: 'class_syllabus_status', request: { op: 'update', id: current.id, fields } }],
      { now },
    );
    return written.ok ? { ok: true, statusId: current.id, changed } : written;
  });
}
