import { useState } from 'react';
import { toast } from 'sonner';
import type { ResourceCommands } from '../commands/use-resource-commands';
import { resourceFormInput, type ResourceKind } from '../model/resource-rules';
import { EditorDialog } from './editor-dialog';
import type { ResourceEntry } from './resource-entry';
import { ResourceForm } from './resource-form';
import { runResourceCommand, toastRefusal } from './run-resource-command';

/** The kinds this device can create (file arrives with the file client). */
export const CREATABLE_KINDS: readonly ResourceKind[] = ['link', 'note'];

type Editing = { mode: 'create' } | { mode: 'edit'; entry: ResourceEntry } | null;

/**
 * Create, edit and delete-with-undo for a page that shows resources: the dialogs to render and
 * the handlers to call. `onCreated` receives the new resource's id.
 */
export function useResourceEditing(
  commands: ResourceCommands | null,
  subjects: readonly string[],
  onCreated?: (id: string) => void,
) {
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  const remove = async (entry: ResourceEntry) => {
    if (!commands) return;
    const result = await runResourceCommand(
      () => commands.deleteResource(entry.id),
      `${entry.title} deleted`,
      () => ({
        label: 'Undo',
        onClick: () =>
          void runResourceCommand(() => commands.restoreResource(entry.id), null).then((undone) =>
            undone.ok ? toast.success(`${entry.title} restored`) : toastRefusal(undone),
          ),
      }),
    );
    toastRefusal(result);
    return result;
  };

  const dialog = commands && (
    <EditorDialog
      open={editing !== null}
      title={editing?.mode === 'edit' ? `Edit ${editing.entry.title}` : 'New resource'}
      description="Saved on this device straight away, even offline, and synced to your other devices."
      onClose={close}
    >
      {editing?.mode === 'create' && (
        <ResourceForm
          initial={resourceFormInput(undefined, 'link')}
          kinds={CREATABLE_KINDS}
          canShare={commands.canShare}
          subjects={subjects}
          submitLabel="Create resource"
          onSave={async (values) => {
            const result = await runResourceCommand(
              () => commands.createResource(values),
              `${values.title.trim()} created`,
            );
            if (result.ok && 'id' in result) {
              close();
              onCreated?.(result.id);
            }
            return result;
          }}
        />
      )}
      {editing?.mode === 'edit' && (
        <ResourceForm
          initial={resourceFormInput(editing.entry)}
          kinds={[editing.entry.kind]}
          canShare={commands.canShare}
          subjects={subjects}
          submitLabel="Save changes"
          onSave={async (values) => {
            const result = await runResourceCommand(
              () => commands.updateResource(editing.entry.id, values),
              `${values.title.trim()} saved`,
            );
            if (result.ok) close();
            return result;
          }}
        />
      )}
    </EditorDialog>
  );

  return {
    dialog,
    create: () => setEditing({ mode: 'create' }),
    edit: (entry: ResourceEntry) => setEditing({ mode: 'edit', entry }),
    remove,
  };
}
