import { lazy, Suspense } from 'react';
import { listRows, Row, type WeekListProps } from './week-list-row';

export type { WeekListProps };

/** Below this many rows the list renders whole: virtualizing a short list only costs. */
export const VIRTUALIZE_MIN_ROWS = 40;
// @tanstack/react-virtual loads only when a list is long enough to virtualize.
const VirtualWeekList = lazy(() => import('./virtual-week-list'));

/**
 * The week as a list by day, for phones and portrait tablets. A long list (many lessons, e.g. a
 * filter-free week of a busy teacher) is virtualized when the flag is on: only the rows in view
 * plus `overscanRows` either side are in the DOM. The list is one column, so the columns overscan
 * flag has nothing to act on here.
 */
export function WeekList(props: WeekListProps) {
  const rows = listRows(props.days, props.lessons);
  if (props.virtualize && rows.length >= VIRTUALIZE_MIN_ROWS) {
    return (
      <Suspense fallback={<p role="status">Loading the list…</p>}>
        <VirtualWeekList {...props} rows={rows} />
      </Suspense>
    );
  }
  return (
    <ul
      aria-label="Lessons this week"
      className="space-y-1"
      data-week-start={props.days[0]?.date}
      data-week-ready=""
    >
      {rows.map((row) => (
        <li key={row.key}>
          <Row row={row} memoize={props.memoize} onOpen={props.onOpen} today={props.today} />
        </li>
      ))}
    </ul>
  );
}
