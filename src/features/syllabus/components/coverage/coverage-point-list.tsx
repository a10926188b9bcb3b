import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import type { ClassPointCoverage } from '@/domain/coverage';
import { useCoverageCommands } from '../../commands/use-coverage-commands';
import { CoveragePointRow } from './coverage-point-row';
import { pointActions } from './point-actions';

/** Estimated row height (a two-line description and the editors), in pixels. */
const POINT_ROW_HEIGHT_PX = 132;
/** First paint in jsdom or before layout: assume a phone-sized viewport. */
const INITIAL_LIST_RECT = { width: 400, height: 900 };
/** Rows rendered beyond the viewport on each side, so a quick scroll shows no gap. */
const OVERSCAN_ROWS = 6;

/** From this many rows the list is virtualized; below it every row is simply rendered. */
const VIRTUALIZE_FROM_ROWS = 60;

type ListProps = {
  classId: string;
  className: string;
  points: readonly ClassPointCoverage[];
  plannedFor: Readonly<Record<string, string>>;
  subStrands: Readonly<Record<string, string>>;
  today: string;
};

type RowsProps = Omit<ListProps, 'classId' | 'today'> & { actions: Actions };
type Actions = ReturnType<typeof pointActions> | null;

/**
 * The points with their editors. A syllabus level can hold hundreds of points with four selects
 * each, so a long list is virtualized (only the rows in view, plus a few, are in the DOM); a short
 * one is rendered whole, which keeps find-in-page and printing working where it costs nothing.
 */
export function CoveragePointList({ classId, today, ...rows }: ListProps) {
  const commands = useCoverageCommands();
  const actions = useMemo(
    () => (commands ? pointActions(commands, { classId, today }) : null),
    [commands, classId, today],
  );
  return rows.points.length >= VIRTUALIZE_FROM_ROWS ? (
    <VirtualRows {...rows} actions={actions} />
  ) : (
    <ul
      aria-label={`Syllabus points of ${rows.className}`}
      className="divide-y divide-border rounded-md border border-border"
    >
      {rows.points.map((point) => (
        <li key={point.syllabusPointId}>
          <Row point={point} {...rows} actions={actions} />
        </li>
      ))}
    </ul>
  );
}

function Row({
  point,
  plannedFor,
  subStrands,
  actions,
}: Omit<RowsProps, 'points' | 'className'> & { point: ClassPointCoverage }) {
  return (
    <CoveragePointRow
      point={point}
      plannedFor={plannedFor[point.syllabusPointId] ?? null}
      subStrand={subStrands[point.syllabusPointId] ?? null}
      actions={actions}
    />
  );
}

/** Rows are measured, since descriptions differ in length. */
function VirtualRows({ points, className, ...rest }: RowsProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read in render only
  const virtualizer = useVirtualizer({
    count: points.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => POINT_ROW_HEIGHT_PX,
    overscan: OVERSCAN_ROWS,
    initialRect: INITIAL_LIST_RECT,
    getItemKey: (index) => points[index]?.syllabusPointId ?? index,
  });
  return (
    <div ref={scroller} className="max-h-[75vh] overflow-y-auto rounded-md border border-border">
      <ul
        aria-label={`Syllabus points of ${className}`}
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const point = points[item.index];
          if (!point) return null;
          return (
            <li
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className="absolute inset-x-0 border-b border-border"
              style={{ top: item.start }}
            >
              <Row point={point} {...rest} actions={rest.actions} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
