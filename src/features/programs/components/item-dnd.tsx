// Loaded with import() after the first paint: @dnd-kit/core stays out of the route's chunk.
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import type { ReactNode } from 'react';

/** Rows are both draggable (by their handle) and drop targets; ids are item ids. */
export function ItemDndContext({
  onMove,
  itemTitle,
  children,
}: {
  onMove: (itemId: string, overItemId: string) => void;
  itemTitle: (id: string) => string;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );
  const onDragEnd = (event: DragEndEvent) => {
    if (event.over && event.over.id !== event.active.id)
      onMove(String(event.active.id), String(event.over.id));
  };
  const title = (id: string | number) => itemTitle(String(id));
  return (
    <DndContext
      sensors={sensors}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${title(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${title(active.id)} is over ${title(over.id)}.`
              : `${title(active.id)} is not over an item.`,
          onDragEnd: ({ active, over }) =>
            over
              ? `${title(active.id)} was moved to the place of ${title(over.id)}.`
              : `${title(active.id)} was dropped.`,
          onDragCancel: ({ active }) => `Moving ${title(active.id)} was cancelled.`,
        },
      }}
    >
      {children}
    </DndContext>
  );
}

export function DragHandle({ itemId, label }: { itemId: string; label: string }) {
  const { attributes, listeners, setNodeRef, transform } = useDraggable({ id: itemId });
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Drag ${label}`}
      className="cursor-grab touch-none rounded border border-border px-1.5 py-1 text-xs"
      style={transform ? { transform: `translate(${transform.x}px, ${transform.y}px)` } : undefined}
    >
      ⠿
    </button>
  );
}

/** Marks the row as a drop target and highlights it while a dragged item is over it. */
export function DropRow({ itemId, children }: { itemId: string; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: itemId });
  return (
    <div ref={setNodeRef} className={isOver ? 'rounded-md ring-2 ring-primary' : undefined}>
      {children}
    </div>
  );
}

export type ItemDnd = {
  ItemDndContext: typeof ItemDndContext;
  DragHandle: typeof DragHandle;
  DropRow: typeof DropRow;
};
