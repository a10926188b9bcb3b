import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSession } from '@/shared/lib/session/session-context';
import { Button } from '@/shared/ui/button';
import { PageHeading } from '@/shared/ui/page-heading';
import type { ProgramCommands } from '../commands/use-program-commands';
import {
  canEditProgram,
  copyName,
  ownsProgram,
  programFormInput,
  type ProgramViewer,
} from '../model/program-rules';
import { useProgram, type Program } from '../queries/use-programs';
import { useProgramClasses } from '../queries/use-program-classes';
import { ApplyPanel } from './apply-panel';
import { EditorDialog } from '@/shared/ui/editor-dialog';
import { ItemList } from './item-list';
import { programFacts } from './program-format';
import { PROGRAMS_PATH, programPath } from './program-paths';
import { ProgramForm } from './program-form';
import { ProgramProgressList } from './program-progress';
import { runProgramCommand, toastRefusal } from './run-program-command';

/** One program: its details, its ordered items, applying it to a class, and classes' progress. */
export function ProgramDetail({
  programId,
  commands,
  now,
}: {
  programId: string;
  commands: ProgramCommands | null;
  now: () => Date;
}) {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const userId = user?.id ?? null;
  const viewer: ProgramViewer | null = user
    ? { userId: user.id, schoolId: user.schoolId, role: user.role }
    : null;
  const found = useProgram(programId);
  const classes = useProgramClasses(userId, found?.items.map((item) => item.id) ?? []);
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();

  const back = (
    <Link className="text-sm underline underline-offset-4" to={PROGRAMS_PATH}>
      ← All programs
    </Link>
  );
  if (found === undefined)
    return (
      <>
        <PageHeading title="Program" />
        <p role="status" className="text-sm text-muted-foreground">
          Loading the program…
        </p>
      </>
    );
  if (found === null)
    return (
      <>
        <PageHeading title="Program not found" />
        <div className="max-w-xl space-y-3">
          <p className="text-sm text-muted-foreground">
            This program is not on this device: it may have been deleted, or it is not shared with
            you.
          </p>
          {back}
        </div>
      </>
    );

  const { program, items, points, resources, syllabusName } = found;
  const editable = viewer !== null && canEditProgram(program, viewer);
  const owner = viewer !== null && ownsProgram(program, viewer);

  const remove = async (target: Program) => {
    if (!commands) return;
    const result = await runProgramCommand(
      () => commands.deleteProgram(target.id),
      `${target.name} deleted`,
      {
        label: 'Undo',
        onClick: () =>
          void runProgramCommand(
            () => commands.restoreProgram(target.id),
            `${target.name} restored`,
          ).then(toastRefusal),
      },
    );
    if (result.ok) void navigate(PROGRAMS_PATH);
    else toastRefusal(result);
  };
  const duplicate = async () => {
    if (!commands) return;
    const result = await runProgramCommand(
      () => commands.duplicateProgram(program.id),
      `${copyName(program.name)} created`,
    );
    if (result.ok && 'id' in result) void navigate(programPath(result.id));
    else toastRefusal(result);
  };

  const facts = programFacts(program).join(' · ');
  return (
    <>
      <div className="mb-2">{back}</div>
      <PageHeading title={program.name}>
        <div className="flex flex-wrap gap-2">
          {editable && (
            <Button variant="outline" onClick={() => setEditing(true)} disabled={!commands}>
              Edit details
            </Button>
          )}
          <Button variant="outline" onClick={() => void duplicate()} disabled={!commands}>
            Duplicate
          </Button>
          {owner && (
            <Button variant="outline" onClick={() => void remove(program)} disabled={!commands}>
              Delete
            </Button>
          )}
        </div>
      </PageHeading>
      <div className="max-w-4xl space-y-8">
        <div className="space-y-1 text-sm">
          {facts && <p className="text-muted-foreground">{facts}</p>}
          {syllabusName && <p className="text-muted-foreground">Syllabus: {syllabusName}</p>}
          <p className="text-muted-foreground">{accessLine(program.is_shared, owner, editable)}</p>
          {program.description && (
            <p className="whitespace-pre-line break-words">{program.description}</p>
          )}
        </div>
        <ItemList
          program={program}
          items={items}
          points={points}
          resources={resources}
          editable={editable}
          commands={commands}
          linkScope={{
            userId,
            schoolId: user?.schoolId ?? null,
            syllabusId: program.syllabus_id,
            programShared: program.is_shared,
          }}
          now={now}
        />
        {classes && <ProgramProgressList progress={classes.progress} />}
        {commands && classes && items.length > 0 && (
          <ApplyPanel
            program={program}
            items={items}
            choices={classes.choices}
            commands={commands}
            now={now}
          />
        )}
      </div>
      {commands && editable && (
        <EditorDialog
          open={editing}
          title={`Edit ${program.name}`}
          description="Changes are saved on this device and synced."
          onClose={() => setEditing(false)}
        >
          <ProgramForm
            initial={programFormInput(program)}
            canShare={commands.canShare || !owner}
            canUnshare={owner}
            submitLabel="Save changes"
            onSave={async (values) => {
              const result = await runProgramCommand(
                () => commands.updateProgram(program.id, values),
                `${values.name.trim()} saved`,
              );
              if (result.ok) setEditing(false);
              return result;
            }}
          />
        </EditorDialog>
      )}
    </>
  );
}

/** Who can see the program and what this teacher may do with it. */
function accessLine(shared: boolean, owner: boolean, editable: boolean): string {
  if (owner) return shared ? 'Shared with your school' : 'Only you can see it';
  if (editable)
    return 'Shared by a colleague · As a school manager you can edit it; only they can delete it';
  return 'Shared by a colleague · Read-only: apply it to your classes, or duplicate it to change it';
}
