import { useEffect, useState } from 'react';
import type { ItemDnd } from './item-dnd';

/**
 * @dnd-kit/core, loaded after the first paint and only where items can be reordered; until then
 * (and in read-only programs) the move up/down buttons are the way to reorder.
 */
export function useItemDnd(enabled: boolean): ItemDnd | null {
  const [dnd, setDnd] = useState<ItemDnd | null>(null);
  useEffect(() => {
    if (!enabled || dnd) return;
    let live = true;
    void import('./item-dnd').then((module) => {
      if (live)
        setDnd({
          ItemDndContext: module.ItemDndContext,
          DragHandle: module.DragHandle,
          DropRow: module.DropRow,
        });
    });
    return () => {
      live = false;
    };
  }, [enabled, dnd]);
  return enabled ? dnd : null;
}
