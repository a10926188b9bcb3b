import type { DiffCounts, SyllabusDiff } from '../../model/import/diff-catalogue';

const countsText = (counts: DiffCounts) =>
  `${counts.added.toLocaleString()} added, ${counts.changed.toLocaleString()} changed, ` +
  `${counts.retired.toLocaleString()} retired, ${counts.unchanged.toLocaleString()} unchanged`;

const changes = (counts: DiffCounts) => counts.added + counts.changed + counts.retired;

/** Whether importing would change nothing at all for this syllabus. */
export function isUpToDate(diff: SyllabusDiff): boolean {
  return (
    diff.existingId !== null &&
    !diff.detailsChanged &&
    changes(diff.points) + changes(diff.objectives) + changes(diff.criteria) === 0
  );
}

/** What importing would do, per syllabus, against what this device already has. */
export function ImportDiff({ diffs }: { diffs: SyllabusDiff[] }) {
  return (
    <ul className="space-y-2 text-sm">
      {diffs.map((diff) => (
        <li key={diff.key} className="rounded-md border border-border p-3">
          <p className="font-medium break-words">{diff.name}</p>
          {isUpToDate(diff) ? (
            <p>Already up to date — importing again changes nothing.</p>
          ) : (
            <>
              <p>
                {diff.existingId === null
                  ? 'New syllabus. '
                  : diff.detailsChanged
                    ? 'Updates this syllabus and its details. '
                    : 'Updates this syllabus. '}
                Points: {countsText(diff.points)}.
              </p>
              <p className="text-muted-foreground">
                Objectives: {countsText(diff.objectives)}. Criteria: {countsText(diff.criteria)}.
              </p>
              {diff.pointCodes.retired.length > 0 && (
                <p className="text-muted-foreground break-words">
                  Retired points stay linked to past lessons: {diff.pointCodes.retired.join(', ')}
                </p>
              )}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
