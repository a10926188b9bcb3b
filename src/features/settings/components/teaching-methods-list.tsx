import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/shared/ui/button';
import type { TeachingMethodsCommands } from '../commands/use-teaching-methods-commands';
import type { TeachingMethod } from '../queries/use-teaching-methods';
import { TeachingMethodForm } from './teaching-methods-form';

/**
 * One list of methods. With `commands` each row can be renamed, re-described and deleted (with
 * Undo in the toast); without, it is read-only.
 */
export function TeachingMethodsList({
  label,
  methods,
  commands,
}: {
  label: string;
  methods: TeachingMethod[];
  commands?: TeachingMethodsCommands;
}) {
  const [editingId, setEditingId] = useState<string | null>(null);
  return (
    <ul aria-label={label} className="divide-y divide-border rounded-md border border-border">
      {methods.map((method) => (
        <li key={method.id} className="p-3">
          {commands && editingId === method.id ? (
            <TeachingMethodForm
              idPrefix={`edit-${method.id}`}
              initial={{ name: method.name, description: method.description ?? '' }}
              submitLabel="Save"
              onSubmit={(input) => commands.edit(method.id, input)}
              onSaved={() => {
                setEditingId(null);
                toast.success('Method saved');
              }}
              cancel={
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => setEditingId(null)}
                >
                  Cancel
                </Button>
              }
            />
          ) : (
            <MethodRow method={method} commands={commands} onEdit={() => setEditingId(method.id)} />
          )}
        </li>
      ))}
    </ul>
  );
}

function MethodRow({
  method,
  commands,
  onEdit,
}: {
  method: TeachingMethod;
  commands?: TeachingMethodsCommands;
  onEdit: () => void;
}) {
  const remove = async (active: TeachingMethodsCommands) => {
    const result = await active.remove(method.id);
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    toast.success(`“${method.name}” deleted`, {
      description: 'Lessons that used it keep it, marked (removed).',
      action: {
        label: 'Undo',
        onClick: () => {
          void active.restore(method.id).then((restored) => {
            if (restored.ok) toast.success(`“${method.name}” is back`);
            else toast.error(restored.message);
          });
        },
      },
    });
  };
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{method.name}</p>
        {method.description && (
          <p className="text-sm break-words text-muted-foreground">{method.description}</p>
        )}
      </div>
      {commands && (
        <div className="flex gap-1">
          <Button size="sm" variant="ghost" aria-label={`Edit ${method.name}`} onClick={onEdit}>
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Delete ${method.name}`}
            onClick={() => void remove(commands)}
          >
            Delete
          </Button>
        </div>
      )}
    </div>
  );
}
