import { lazy, Suspense, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useSession } from '@/shared/lib/session/session-context';
import { Button } from '@/shared/ui/button';
import { PageHeading } from '@/shared/ui/page-heading';
import { useClassCommands, type ClassCommands } from '../commands/use-class-commands';
import { useClassPrograms, type ClassPrograms } from '../queries/use-class-programs';
import { useClasses, type ClassLists, type SchoolClass } from '../queries/use-classes';
import { ArchivedClasses } from './archived-classes';
import type { ClassEditor } from './class-dialog';
import { ClassItem } from './class-item';
import { runClassCommand } from './run-class-command';

/**
 * The class form (its syllabus choice, form library and rules) loads when a class is first
 * opened, so the list paints within the route budget. It then stays mounted, so Radix can animate
 * closing and send focus back to the button that opened it.
 */
const ClassDialog = lazy(() =>
  import('./class-dialog').then((module) => ({ default: module.ClassDialog })),
);

/**
 * /settings/classes: the user's classes from the replica, so it works offline; every change is
 * written there with its outbox change and synced later.
 */
export function ClassesPage() {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const classes = useClasses(userId);
  const programs = useClassPrograms(userId);
  const commands = useClassCommands();
  const [editor, setEditor] = useState<ClassEditor | null>(null);
  const [dialogWanted, setDialogWanted] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const newClassButton = useRef<HTMLButtonElement>(null);
  const open = (next: ClassEditor) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialogWanted(true);
    setEditor(next);
  };
  const ready = classes !== undefined && commands !== null;
  const hasAny = ready && classes.active.length + classes.archived.length > 0;
  const create = () => open({ kind: 'create', firstClass: !hasAny });

  return (
    <>
      <PageHeading title="Classes">
        {hasAny && (
          <Button ref={newClassButton} onClick={create}>
            New class
          </Button>
        )}
      </PageHeading>
      {!ready ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading your classes…
        </p>
      ) : hasAny ? (
        <ClassSections
          classes={classes}
          programs={programs}
          commands={commands}
          onEdit={(row) => open({ kind: 'edit', row })}
        />
      ) : (
        <EmptyState onCreate={create} />
      )}
      {commands && dialogWanted && (
        <Suspense fallback={null}>
          <ClassDialog
            editor={editor}
            commands={commands}
            onClose={() => setEditor(null)}
            returnFocusTo={() => [opener.current, newClassButton.current]}
          />
        </Suspense>
      )}
    </>
  );
}

function EmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <div className="max-w-xl space-y-3 rounded-md border border-dashed border-border p-6">
      <h2 className="text-lg font-semibold">No classes yet</h2>
      <p className="text-sm text-muted-foreground">
        Add the classes you teach: the planner, your timetable and syllabus tracking are organised
        by class.
      </p>
      <Button onClick={onCreate}>Create your first class</Button>
    </div>
  );
}

function ClassSections({
  classes,
  programs,
  commands,
  onEdit,
}: {
  classes: ClassLists;
  /** Undefined while they are read: the list shows without them meanwhile. */
  programs: ClassPrograms | undefined;
  commands: ClassCommands;
  onEdit: (row: SchoolClass) => void;
}) {
  const restore = async (row: SchoolClass) => {
    const result = await runClassCommand(
      () => commands.restoreClass(row.id),
      `${row.name} restored`,
    );
    if (!result.ok) toast.error(result.message);
  };
  const archive = async (row: SchoolClass) => {
    const result = await runClassCommand(
      () => commands.archiveClass(row.id),
      `${row.name} archived`,
      {
        label: 'Undo',
        onClick: () => void restore(row),
      },
    );
    if (!result.ok) toast.error(result.message);
  };

  return (
    <div className="max-w-3xl space-y-8">
      {classes.active.length === 0 ? (
        <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
          All your classes are archived. Restore one below, or create a new class.
        </p>
      ) : (
        <ul aria-label="Your classes" className="space-y-2">
          {classes.active.map((row) => (
            <ClassItem key={row.id} row={row} programs={programs?.get(row.id)}>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Edit ${row.name}`}
                onClick={() => onEdit(row)}
              >
                Edit
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Archive ${row.name}`}
                onClick={() => void archive(row)}
              >
                Archive
              </Button>
            </ClassItem>
          ))}
        </ul>
      )}
      <ArchivedClasses rows={classes.archived} onRestore={(row) => void restore(row)} />
    </div>
  );
}
