import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '@/shared/lib/session/session-context';
import { Button } from '@/shared/ui/button';
import { PageHeading } from '@/shared/ui/page-heading';
import { useProgramCommands, type ProgramCommands } from '../commands/use-program-commands';
import { programFormInput } from '../model/program-rules';
import { usePrograms } from '../queries/use-programs';
import { EditorDialog } from '@/shared/ui/editor-dialog';
import { ProgramDetail } from './program-detail';
import { ProgramForm } from './program-form';
import { ProgramList } from './program-list';
import { PROGRAM_PARAM, programPath } from './program-paths';
import { runProgramCommand } from './run-program-command';

const systemNow = () => new Date();

/**
 * /programs: the teacher's programs (schemes of work) and their school's shared ones, from the
 * replica (so offline too); ?program=<id> opens one to edit its items and apply it to a class.
 */
export function ProgramsPage({ now = systemNow }: { now?: () => Date }) {
  const [params] = useSearchParams();
  const programId = params.get(PROGRAM_PARAM);
  const commands = useProgramCommands();
  if (programId) return <ProgramDetail programId={programId} commands={commands} now={now} />;
  return <ProgramIndex commands={commands} />;
}

function ProgramIndex({ commands }: { commands: ProgramCommands | null }) {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const lists = usePrograms(user?.id ?? null, user?.schoolId ?? null);
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <PageHeading title="Programs">
        {lists && (lists.mine.length > 0 || lists.school.length > 0) && (
          <Button onClick={() => setCreating(true)} disabled={!commands}>
            New program
          </Button>
        )}
      </PageHeading>
      {lists === undefined ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading your programs…
        </p>
      ) : (
        <ProgramList lists={lists} onCreate={() => setCreating(true)} />
      )}
      {commands && (
        <EditorDialog
          open={creating}
          title="New program"
          description="Saved on this device straight away, even offline, and synced to your other devices."
          onClose={() => setCreating(false)}
        >
          <ProgramForm
            initial={programFormInput()}
            canShare={commands.canShare}
            submitLabel="Create program"
            onSave={async (values) => {
              const result = await runProgramCommand(
                () => commands.createProgram(values),
                `${values.name.trim()} created`,
              );
              if (result.ok && 'id' in result) {
                setCreating(false);
                void navigate(programPath(result.id));
              }
              return result;
            }}
          />
        </EditorDialog>
      )}
    </>
  );
}
