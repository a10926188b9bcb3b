import { CalendarOff, Copy, Download, ListChecks, Printer, RefreshCw, Repeat } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { CopyWeekDialog, ExportCalendarDialog, RolloverClassDialog } from '../tools';
import { MORE_LABEL, MORE_TRIGGER_CLASS, MoreFace } from './more-trigger';
import { OffDayPicker } from './off-day-picker';

const ITEM_CLASS =
  'flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-muted';
const ICON_CLASS = 'size-4 text-muted-foreground';

type Tool = 'off-day' | 'export' | 'copy-week' | 'rollover';

export type PlannerMoreMenuProps = {
  week: string;
  today: string;
  /** The class the week is filtered to: copy week and roll over act on it. */
  singleClassId: string | null;
  /** "Update future lessons" (after a timetable change); null while the planner loads. */
  onRefreshFromTimetable: (() => void) | null;
  /** Opened from the keyboard before this chunk loaded: start on the first item. */
  focusFirstItem: boolean;
  /** Where focus goes back when a tool's dialog closes (the menu's item is gone by then). */
  returnFocus: RefObject<HTMLElement | null>;
};

/**
 * The planner's less frequent actions, out of the toolbar's way: update future lessons, an off
 * day, export, print, the class's syllabus coverage, and (one class shown) copy week and roll
 * over. A lazy chunk with Radix's menu and the tool dialogs, loaded on the first open.
 */
export default function PlannerMoreMenu({
  week,
  today,
  singleClassId,
  onRefreshFromTimetable,
  focusFirstItem,
  returnFocus,
}: PlannerMoreMenuProps) {
  const [tool, setTool] = useState<Tool | null>(null);
  const firstFocusDone = useRef(false);
  const toolOpen = {
    open: true,
    onOpenChange: (open: boolean) => {
      if (open) return;
      setTool(null);
      // After the dialog unmounts, so its own focus return does not win.
      queueMicrotask(() => returnFocus.current?.focus());
    },
  };
  const item = (label: string, Icon: typeof Copy, next: Tool) => (
    <DropdownMenu.Item className={ITEM_CLASS} onSelect={() => setTool(next)}>
      <Icon aria-hidden className={ICON_CLASS} />
      {label}
    </DropdownMenu.Item>
  );

  return (
    <>
      {/* Not modal: a modal menu aria-hides the page while its focusable controls stay in the
          tab order (axe: aria-hidden-focus); an outside click or Escape still closes it. */}
      <DropdownMenu.Root defaultOpen modal={false}>
        <DropdownMenu.Trigger
          ref={returnFocus as RefObject<HTMLButtonElement>}
          aria-label={MORE_LABEL}
          className={MORE_TRIGGER_CLASS}
        >
          <MoreFace />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 w-64 rounded-md border border-border bg-background p-1 text-foreground shadow-lg"
            // Radix focuses the content itself on open; a keyboard open moves on to the first
            // item, once (later focus returning to the content is the user's own doing).
            onFocus={(event) => {
              if (!focusFirstItem || firstFocusDone.current) return;
              if (event.target !== event.currentTarget) return;
              firstFocusDone.current = true;
              event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
            }}
          >
            <DropdownMenu.Item
              className={ITEM_CLASS}
              disabled={onRefreshFromTimetable === null}
              onSelect={() => onRefreshFromTimetable?.()}
            >
              <RefreshCw aria-hidden className={ICON_CLASS} />
              Update future lessons
            </DropdownMenu.Item>
            {item('Mark an off day…', CalendarOff, 'off-day')}
            <DropdownMenu.Separator className="my-1 h-px bg-border" />
            {item('Export calendar…', Download, 'export')}
            <DropdownMenu.Item className={ITEM_CLASS} onSelect={() => window.print()}>
              <Printer aria-hidden className={ICON_CLASS} />
              Print week
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={ITEM_CLASS}>
              <Link to={singleClassId === null ? '/coverage' : `/coverage/${singleClassId}`}>
                <ListChecks aria-hidden className={ICON_CLASS} />
                Syllabus coverage
              </Link>
            </DropdownMenu.Item>
            {singleClassId !== null && (
              <>
                <DropdownMenu.Separator className="my-1 h-px bg-border" />
                {item('Copy week…', Copy, 'copy-week')}
                {item('Roll over to next year…', Repeat, 'rollover')}
              </>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {tool === 'off-day' && (
        <OffDayPicker today={today} onClose={() => toolOpen.onOpenChange(false)} />
      )}
      {tool === 'export' && <ExportCalendarDialog {...toolOpen} />}
      {tool === 'copy-week' && singleClassId !== null && (
        <CopyWeekDialog classId={singleClassId} weekStart={week} {...toolOpen} />
      )}
      {tool === 'rollover' && singleClassId !== null && (
        <RolloverClassDialog classId={singleClassId} {...toolOpen} />
      )}
    </>
  );
}
