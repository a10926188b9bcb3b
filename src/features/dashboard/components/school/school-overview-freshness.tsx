import type { SchoolOverviewView } from '../../queries/school/use-school-overview';
import { formatUpdated } from './school-overview-format';

/**
 * When the shown numbers are from, and, for the copy kept on this device, why it is shown:
 * offline, or still asking the server for newer numbers.
 */
export function SchoolOverviewFreshness({ view }: { view: SchoolOverviewView }) {
  const { shown, fromCache, loading, problem } = view;
  if (!shown) return null;
  const note = !fromCache
    ? null
    : problem?.reason === 'offline'
      ? 'You’re offline: this is the copy saved on this device.'
      : loading
        ? 'Checking for newer numbers…'
        : null;
  return (
    <p role="status" className="text-sm text-muted-foreground">
      Last updated {formatUpdated(shown.fetchedAtMs)}
      {note && (
        <>
          {' · '}
          <span className={problem?.reason === 'offline' ? 'font-medium text-foreground' : ''}>
            {note}
          </span>
        </>
      )}
    </p>
  );
}
