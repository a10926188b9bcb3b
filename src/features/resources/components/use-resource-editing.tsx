import { lazy, Suspense, useState } from 'react';
import { toast } from 'sonner';
import type { ResourceCommands } from '../commands/use-resource-commands';
import { useCreateFileResource } from '../files';
import {
  resourceFormInput,
  RESOURCE_TITLE_MAX_CHARS,
  type ResourceFieldsInput,
  type ResourceKind,
} from '../model/resource-rules';
import type { ResourceEntry } from './resource-entry';
import { runResourceCommand, toastRefusal, type Outcome } from './run-resource-command';

/**
 * The dialog (Radix Dialog and its scroll lock, ~13 KB gzip) and the form load when a resource is
 * first created or edited: the resources route's initial JS stays within budget.
 */
const EditorDialog = lazy(() =>
  import('@/shared/ui/editor-dialog').then((module) => ({ default: module.EditorDialog })),
);
const ResourceForm = lazy(() =>
  import('./resource-form').then((module) => ({ default: module.ResourceForm })),
);

/** The kinds a teacher creates: a file is uploaded by the file client (../files). */
export const CREATABLE_KINDS: readonly ResourceKind[] = ['link', 'note', 'file'];

export const CHOOSE_A_FILE = 'Choose a file to upload';

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
  const createFile = useCreateFileResource();
  const close = () => setEditing(null);

  /**
   * A file resource: the fields are checked as for any resource (a blank title takes the file's
   * name), then the file client writes the row with the file waiting to upload.
   */
  const createFileResource = async (
    commands: ResourceCommands,
    typed: ResourceFieldsInput,
    file: File | null,
  ): Promise<Outcome> => {
    if (!file) return { ok: false, errors: { file: CHOOSE_A_FILE }, message: CHOOSE_A_FILE };
    const values =
      typed.title.trim() === ''
        ? { ...typed, title: [...file.name].slice(0, RESOURCE_TITLE_MAX_CHARS).join('') }
        : typed;
    const checked = await commands.checkFields(values);
    if (!checked.ok) return checked;
    const { title, subject, years, tags, description, is_shared } = checked.fields;
    const created = await runResourceCommand(
      () =>
        createFile(
          { title, subject, years, tags, description, is_shared, school_id: commands.schoolId },
          file,
        ),
      `${title} added`,
    );
    if (!created.ok) return { ok: false, message: created.message };
    close();
    onCreated?.(created.resourceId);
    return { ok: true };
  };

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

  const dialog = commands && editing !== null && (
    <Suspense fallback={null}>
      <EditorDialog
        open
        title={editing.mode === 'edit' ? `Edit ${editing.entry.title}` : 'New resource'}
        description="Saved on this device straight away, even offline, and synced to your other devices."
        onClose={close}
      >
        <Suspense
          fallback={
            <p role="status" className="text-sm text-muted-foreground">
              Loading the form…
            </p>
          }
        >
          {editing?.mode === 'create' && (
            <ResourceForm
              initial={resourceFormInput(undefined, 'link')}
              kinds={CREATABLE_KINDS}
              canShare={commands.canShare}
              subjects={subjects}
              submitLabel="Create resource"
              withFileInput
              onSave={async (values, file) => {
                if (values.kind === 'file') return createFileResource(commands, values, file);
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
        </Suspense>
      </EditorDialog>
    </Suspense>
  );

  return {
    dialog,
    create: () => setEditing({ mode: 'create' }),
    edit: (entry: ResourceEntry) => setEditing({ mode: 'edit', entry }),
    remove,
  };
}
