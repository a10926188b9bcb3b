import { useId, useState } from 'react';
import { Button } from '@/shared/ui/button';
import type { SchoolClass } from '../queries/use-classes';
import { ClassItem } from './class-item';

/** Archived classes, folded away until asked for; each can be restored. */
export function ArchivedClasses({
  rows,
  onRestore,
}: {
  rows: SchoolClass[];
  onRestore: (row: SchoolClass) => void;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (rows.length === 0) return null;
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
          className="flex items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <span aria-hidden>{open ? '▾' : '▸'}</span>
          Archived classes ({rows.length})
        </button>
      </h2>
      {open && (
        <ul id={listId} aria-label="Archived classes" className="space-y-2">
          {rows.map((row) => (
            <ClassItem key={row.id} row={row}>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Restore ${row.name}`}
                onClick={() => onRestore(row)}
              >
                Restore
              </Button>
            </ClassItem>
          ))}
        </ul>
      )}
    </section>
  );
}
