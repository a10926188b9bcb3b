import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { FormAlert } from '@/shared/ui/form-alert';
import { TextField } from '@/shared/ui/text-field';
import { useCopyCommands, type RolloverPreview } from '../../commands/copy/use-copy-commands';
import {
  NotCopiedList,
  DialogActions,
  ToolDialog,
  useToolOpen,
  type ToolOpenProps,
} from './tool-dialog';

/**
 * Rolls a class over to next year: a class for the next academic year (reused if it exists), its
 * timetable, and this year's planned lessons in order on the new year's slots.
 */
export function RolloverClassDialog({ classId, ...toolOpen }: { classId: string } & ToolOpenProps) {
  const { controlled, open, setOpen } = useToolOpen(toolOpen);
  return (
    <ToolDialog
      trigger={controlled ? undefined : 'Roll over to next year'}
      title="Roll this class over to next year"
      description="Makes next year’s class with the same timetable and copies your plans onto its lessons, in order. Statuses and reflections stay behind."
      open={open}
      onOpenChange={setOpen}
    >
      {open && <RolloverForm classId={classId} onDone={() => setOpen(false)} />}
    </ToolDialog>
  );
}

function RolloverForm({ classId, onDone }: { classId: string; onDone: () => void }) {
  const commands = useCopyCommands();
  const [name, setName] = useState<string | null>(null);
  const [startDate, setStartDate] = useState('');
  const [preview, setPreview] = useState<RolloverPreview | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const request = { classId, ...(name !== null ? { name } : {}), startDate: startDate || null };

  useEffect(() => {
    if (!commands) return;
    let live = true;
    void commands
      .previewRollover({
        classId,
        ...(name !== null ? { name } : {}),
        startDate: startDate || null,
      })
      .then((result) => {
        if (!live) return;
        setPreview(result);
        if (result.ok && name === null) setName(result.name);
      });
    return () => {
      live = false;
    };
  }, [commands, classId, name, startDate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!commands || !preview?.ok) return;
    setBusy(true);
    const result = await commands.rolloverClass(request);
    setBusy(false);
    if (!result.ok) return setFailure(result.message);
    toast.success(
      `${preview.name} (${preview.academicYear}) is ready: ${result.copied} lessons copied`,
    );
    onDone();
  };

  const fieldError = (field: 'name' | 'startDate') =>
    preview && !preview.ok && preview.field === field ? preview.message : undefined;

  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      <TextField
        label="Name of next year’s class"
        value={name ?? ''}
        onChange={(event) => setName(event.target.value)}
        error={fieldError('name')}
      />
      <TextField
        label="New year starts on"
        type="date"
        value={startDate}
        onChange={(event) => setStartDate(event.target.value)}
        error={fieldError('startDate')}
        description="Leave empty to use next year’s terms from the school calendar."
      />
      <div role="status" className="space-y-2 text-sm">
        {preview && !preview.ok && !preview.field && <p>{preview.message}</p>}
        {preview?.ok && (
          <>
            <p>
              {preview.reuseClassId ? 'Adds to the existing' : 'Creates'} {preview.name} (
              {preview.academicYear}), {preview.range.start} to {preview.range.end}:{' '}
              {preview.entryCount} timetable entries, {preview.slotCount} lessons,{' '}
              {preview.plan.writes.length} plans copied.
            </p>
            <NotCopiedList lines={preview.notCopied} />
          </>
        )}
      </div>
      {failure && <FormAlert>{failure}</FormAlert>}
      <DialogActions submit="Roll over" busy={busy || !preview?.ok} />
    </form>
  );
}
