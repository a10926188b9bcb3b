import type { ReplicaDb } from '@/db/replica-db';
import type { CoverageTotals } from '@/domain/coverage';
import { readClassCoverage, type SchoolClass, type Syllabus } from './read-class-coverage';

export type ClassCoverageSummary = {
  schoolClass: SchoolClass;
  syllabus: Syllabus | null;
  /** null when the class has no syllabus on this device. */
  overall: CoverageTotals | null;
};

const NAME_ORDER = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** /coverage: the teacher's active classes by name, each with its syllabus and overall coverage. */
export async function readCoverageOverview(
  db: ReplicaDb,
  userId: string,
  today: string,
): Promise<ClassCoverageSummary[]> {
  const classes = (await db.entity('classes').where('owner_id').equals(userId).toArray())
    .filter((row) => row.deleted_at === null && row.archived_at === null)
    .sort((a, b) => NAME_ORDER.compare(a.name, b.name));
  const views = await Promise.all(
    classes.map((row) => readClassCoverage(db, userId, row.id, today)),
  );
  return views.flatMap((view) =>
    view === null
      ? []
      : [
          {
            schoolClass: view.schoolClass,
            syllabus: view.syllabus,
            overall: view.syllabus === null ? null : view.coverage.overall,
          },
        ],
  );
}
