import { Link } from 'react-router';
import { ANALYTICS_LINKS } from '../frame/analytics-links';

/** The classes the coverage pages cannot count, and where to give each one a syllabus. */
export function ClassesWithoutSyllabus({
  classes,
}: {
  classes: readonly { classId: string; className: string }[];
}) {
  if (classes.length === 0) return null;
  const names = classes.map((c) => c.className).join(', ');
  return (
    <p className="rounded-md border border-dashed border-border p-3 text-sm text-muted-foreground">
      <span className="font-medium text-foreground">{names}</span>{' '}
      {classes.length === 1 ? 'has' : 'have'} no syllabus, so{' '}
      {classes.length === 1 ? 'its' : 'their'} coverage cannot be counted: choose a syllabus for the
      class under{' '}
      <Link
        to={ANALYTICS_LINKS.classes}
        className="font-medium text-foreground underline underline-offset-4"
      >
        Classes
      </Link>
      .
    </p>
  );
}
