import { Dialog } from 'radix-ui';
import { useMemo } from 'react';
import { useSession } from '@/shared/lib/session/session-context';
import { Button } from '@/shared/ui/button';
import type { ClassCommands } from '../commands/use-class-commands';
import {
  classFormInput,
  isStrandedInSchool,
  newClassFormInput,
  newClassSchoolId,
  STRANDED_CLASS_NOTE,
  type ClassFormValues,
} from '../model/class-rules';
import type { SchoolClass } from '../queries/use-classes';
import { classPrefill } from '../model/class-prefill-rules';
import { useClassSyllabusUse } from '../queries/use-class-syllabus-use';
import { useTeachingProfile } from '../queries/use-teaching-profile';
import { useSyllabusChoices } from '../queries/use-syllabus-choices';
import { ClassForm } from './class-form';
import { runClassCommand, type Outcome } from './run-class-command';

/**
 * What the dialog is open for: a new class (`firstClass` when the user has none yet, so it starts
 * from their onboarding answers), or one to edit.
 */
export type ClassEditor =
  { kind: 'create'; firstClass: boolean } | { kind: 'edit'; row: SchoolClass };

/**
 * Create and edit share one Radix dialog (focus kept inside, Escape closes, focus goes back to the
 * button that opened it). Its content mounts on open, so the form starts from the row as it is
 * then.
 */
export function ClassDialog({
  editor,
  commands,
  onClose,
  returnFocusTo,
}: {
  editor: ClassEditor | null;
  commands: ClassCommands;
  onClose: () => void;
  /**
   * Where focus goes on close (the dialog has no Radix trigger to return to): the first of these
   * still on the page, e.g. the button that opened it, else the page's New class button.
   */
  returnFocusTo: () => (HTMLElement | null)[];
}) {
  return (
    <Dialog.Root open={editor !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo().find((element) => element?.isConnected);
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 space-y-4 overflow-y-auto rounded-lg border border-border bg-background p-6 shadow-lg"
        >
          {editor && <EditorContent editor={editor} commands={commands} onClose={onClose} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function EditorContent({
  editor,
  commands,
  onClose,
}: {
  editor: ClassEditor;
  commands: ClassCommands;
  onClose: () => void;
}) {
  const row = editor.kind === 'create' ? null : editor.row;
  const firstClass = editor.kind === 'create' && editor.firstClass;
  const session = useSession();
  const profile = useTeachingProfile(session.status === 'signed-in' ? session.user.id : null);
  const initial = useMemo(
    () =>
      row
        ? classFormInput(row)
        : newClassFormInput(new Date(), classPrefill(profile ?? null, firstClass)),
    [row, profile, firstClass],
  );
  const writableSchoolId = session.status === 'signed-in' ? newClassSchoolId(session.user) : null;
  const stranded = row !== null && isStrandedInSchool(row.school_id, writableSchoolId);
  const syllabuses = useSyllabusChoices(row?.syllabus_id ?? null);
  const syllabusUse = useClassSyllabusUse(row?.id ?? null);

  const save = async (values: ClassFormValues): Promise<Outcome> => {
    const result = row
      ? await runClassCommand(() => commands.updateClass(row.id, values), `${values.name} saved`)
      : await runClassCommand(() => commands.createClass(values), `${values.name} created`);
    if (result.ok) onClose();
    return result;
  };

  return (
    <>
      <div className="space-y-1">
        <Dialog.Title className="text-lg font-semibold">
          {row ? `Edit ${row.name}` : 'New class'}
        </Dialog.Title>
        <Dialog.Description className="text-sm text-muted-foreground">
          Saved on this device straight away, even offline, and synced to your other devices.
        </Dialog.Description>
      </div>
      {stranded && (
        <p role="note" className="rounded-md border border-border bg-muted p-3 text-sm">
          {STRANDED_CLASS_NOTE}
        </p>
      )}
      {/* The form takes its defaults once: it waits for the profile the new class starts from. */}
      {syllabuses === undefined || profile === undefined ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading…
        </p>
      ) : (
        <ClassForm
          initial={initial}
          syllabuses={syllabuses}
          syllabusUse={syllabusUse}
          subjectSuggestions={profile?.subjects ?? []}
          submitLabel={row ? 'Save changes' : 'Create class'}
          onSave={save}
          cancel={
            <Dialog.Close asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </Dialog.Close>
          }
        />
      )}
    </>
  );
}
