// Loaded with import() only when the move lessons flag is on: @dnd-kit/core stays out of the
// planner route's chunk otherwise.
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

/** Drop targets are empty slots named 'date|periodId'; draggables are lesson ids. */
export function WeekDndContext({
  onMove,
  children,
}: {
  onMove: (lessonId: string, slotKey: string) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );
  const onDragEnd = (event: DragEndEvent) => {
    if (event.over) onMove(String(event.active.id), String(event.over.id));
  };
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      {children}
    </DndContext>
  );
}

/** The card's drag handle: the card stays a button that opens the lesson. */
export function DragHandle({ lessonId, label }: { lessonId: string; label: string }) {
  const { attributes, listeners, setNodeRef, transform } = useDraggable({ id: lessonId });
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Drag ${label}`}
      className="cursor-grab rounded border border-border px-1 text-xs"
      style={transform ? { transform: `translate(${transform.x}px, ${transform.y}px)` } : undefined}
    >
      ⠿
    </button>
  );
}

/** An empty lesson slot a card can be dropped on. */
export function DropSlot({ slotKey, children }: { slotKey: string; children?: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: slotKey });
  return (
    <div ref={setNodeRef} className={`h-full min-h-8 rounded ${isOver ? 'bg-primary/10' : ''}`}>
      {children}
    </div>
  );
}

export type WeekDnd = {
  WeekDndContext: typeof WeekDndContext;
  DragHandle: typeof DragHandle;
  DropSlot: typeof DropSlot;
};
