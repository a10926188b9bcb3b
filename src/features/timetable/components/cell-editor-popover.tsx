import { Popover } from 'radix-ui';
import type { ReactNode } from 'react';

/**
 * The entry editor in place: a popover anchored to the grid cell that opened it (Radix places it
 * below, or above when there is no room; focus goes in, Escape or a click outside closes it, and
 * focus returns to the cell). Loaded on the first open: Radix's positioning would put the
 * timetable route over its JS budget. One popover for the grid, anchored by element, rather than
 * one per cell.
 */
export function CellEditorPopover({
  id,
  anchor,
  title,
  onClose,
  children,
}: {
  id: string;
  anchor: HTMLElement;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Popover.Root open onOpenChange={(open) => !open && onClose()}>
      <Popover.Anchor virtualRef={{ current: anchor }} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          aria-label={title}
          side="bottom"
          align="start"
          sideOffset={4}
          collisionPadding={8}
          onCloseAutoFocus={(event) => {
            // There is no Radix trigger to return to: the cell is.
            event.preventDefault();
            if (anchor.isConnected) anchor.focus();
          }}
          className="z-50 w-[min(34rem,calc(100vw-1rem))] rounded-md border border-border bg-background shadow-lg"
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
