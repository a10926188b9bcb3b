import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { Row, type ListRow, type WeekListProps } from './week-list-row';

/** Estimated row height for the virtualizer, in pixels (a card of three lines). */
const LIST_ROW_HEIGHT_PX = 64;
/** First paint in jsdom or before layout: assume a phone-sized viewport. */
const INITIAL_LIST_RECT = { width: 400, height: 640 };

/** The list with only the rows in view plus `overscanRows` in the DOM (virtualization flag). */
export default function VirtualWeekList({
  days,
  rows,
  memoize,
  overscanRows,
  onOpen,
  today,
}: WeekListProps & { rows: ListRow[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read in render only
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => LIST_ROW_HEIGHT_PX,
    overscan: overscanRows,
    initialRect: INITIAL_LIST_RECT,
  });
  return (
    <div
      ref={scroller}
      className="max-h-[70vh] overflow-y-auto"
      data-week-start={days[0]?.date}
      data-week-ready=""
    >
      <ul
        aria-label="Lessons this week"
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <li
              key={row.key}
              className="absolute inset-x-0"
              style={{ top: item.start, height: item.size }}
            >
              <Row row={row} memoize={memoize} onOpen={onOpen} today={today} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
