import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { FormAlert } from '@/shared/ui/form-alert';
import { TextField } from '@/shared/ui/text-field';
import { useCopyCommands, type WeekCopyPreview } from '../../commands/copy/use-copy-commands';
import { useToolClasses } from '../../queries/export/use-export';
import {
  DialogActions,
  NotCopiedList,
  ToolDialog,
  useToolOpen,
  type ToolOpenProps,
} from './tool-dialog';
import { SelectField } from '@/shared/ui/select/select';

/**
 * Copies every planned lesson of a class's week to another week (and optionally another class),
 * lesson by lesson in teaching order, with a preview of how many go and which cannot.
 */
export function CopyWeekDialog({
  classId,
  weekStart,
  ...toolOpen
}: { classId: string; weekStart: string } & ToolOpenProps) {
  const { controlled, open, setOpen } = useToolOpen(toolOpen);
  return (
    <ToolDialog
      trigger={controlled ? undefined : 'Copy week'}
      title="Copy this week’s lessons"
      description="The n-th lesson of the week goes to the n-th lesson of the target week. Planned lessons there are never overwritten."
      open={open}
      onOpenChange={setOpen}
    >
      {open && (
        <CopyWeekForm classId={classId} weekStart={weekStart} onDone={() => setOpen(false)} />
      )}
    </ToolDialog>
  );
}

function CopyWeekForm({
  classId,
  weekStart,
  onDone,
}: {
  classId: string;
  weekStart: string;
  onDone: () => void;
}) {
  const id = useId();
  const commands = useCopyCommands();
  const classes = useToolClasses();
  const [target, setTarget] = useState('');
  const [targetClassId, setTargetClassId] = useState(classId);
  const [preview, setPreview] = useState<WeekCopyPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!commands || target === '') return;
    let live = true;
    void commands
      .previewWeekCopy({ classId, weekStart, targetWeekStart: target, targetClassId })
      .then((result) => live && setPreview(result));
    return () => {
      live = false;
    };
  }, [commands, classId, weekStart, target, targetClassId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!commands) return;
    if (target === '') return setError('Choose a date in the week to copy to.');
    setBusy(true);
    const result = await commands.copyWeek({
      classId,
      weekStart,
      targetWeekStart: target,
      targetClassId,
    });
    setBusy(false);
    if (!result.ok) return setError(result.message);
    const skipped = result.notCopied.length;
    toast.success(
      `${result.copied} ${result.copied === 1 ? 'lesson' : 'lessons'} copied` +
        (skipped ? `; ${skipped} not copied` : ''),
    );
    onDone();
  };

  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      <TextField
        label="Copy to the week of"
        type="date"
        value={target}
        onChange={(event) => {
          setTarget(event.target.value);
          setError(null);
        }}
        error={error && target === '' ? error : undefined}
      />
      <SelectField
        id={`${id}-class`}
        label="Class"
        value={targetClassId}
        options={(classes ?? []).map((row) => ({ value: row.id, label: row.name }))}
        onValueChange={setTargetClassId}
      />
      <div role="status" className="space-y-2 text-sm">
        {target !== '' && preview?.ok === false && <p>{preview.message}</p>}
        {target !== '' && preview?.ok && (
          <>
            <p>
              {preview.plan.writes.length} of {preview.sourceCount} lessons will be copied (
              {preview.plan.emptyCount} empty).
            </p>
            <NotCopiedList lines={preview.notCopied} />
          </>
        )}
      </div>
      {error && target !== '' && <FormAlert>{error}</FormAlert>}
      <DialogActions submit="Copy week" busy={busy || !commands} />
    </form>
  );
}
