import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { FormAlert } from '@/shared/ui/form-alert';
import { TextField } from '@/shared/ui/text-field';
import { useCopyCommands } from '../../commands/copy/use-copy-commands';
import { useToolClasses } from '../../queries/export/use-export';
import { DialogActions, ToolDialog } from './tool-dialog';
import { SelectField } from '@/shared/ui/select/select';

/**
 * Copies one lesson's plan (text fields and links, never its status or reflection) to a class,
 * date and period. A slot holding a planned lesson is refused with its name.
 */
export function CopyLessonDialog({ lessonId, onDone }: { lessonId: string; onDone?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <ToolDialog
      trigger="Copy lesson"
      title="Copy this lesson"
      description="Copies the title, objectives, success criteria, activities, notes and links. Status and reflection stay behind."
      open={open}
      onOpenChange={setOpen}
    >
      {open && (
        <CopyLessonForm
          lessonId={lessonId}
          onDone={() => {
            setOpen(false);
            onDone?.();
          }}
        />
      )}
    </ToolDialog>
  );
}

function CopyLessonForm({ lessonId, onDone }: { lessonId: string; onDone: () => void }) {
  const id = useId();
  const commands = useCopyCommands();
  const classes = useToolClasses();
  const periods = commands?.daySchedule.filter((period) => period.kind === 'lesson') ?? [];
  const [classId, setClassId] = useState('');
  const [date, setDate] = useState('');
  const [periodId, setPeriodId] = useState('');
  const [errors, setErrors] = useState<{ date?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const chosenClass = classId || classes?.[0]?.id || '';
  const chosenPeriod = periodId || periods[0]?.period_id || '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!commands) return;
    if (date === '') return setErrors({ date: 'Choose the date to copy the lesson to.' });
    if (chosenPeriod === '') {
      return setErrors({ form: 'The day has no periods yet: set up the day schedule first.' });
    }
    setBusy(true);
    const result = await commands.copyLesson(lessonId, {
      classId: chosenClass,
      date,
      periodId: chosenPeriod,
    });
    setBusy(false);
    if (!result.ok) return setErrors({ form: result.message });
    const name = classes?.find((row) => row.id === chosenClass)?.name ?? 'the class';
    toast.success(`Lesson copied to ${name} on ${date}`);
    onDone();
  };

  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      <SelectField
        id={`${id}-class`}
        label="Class"
        value={chosenClass}
        options={(classes ?? []).map((row) => ({ value: row.id, label: row.name }))}
        onValueChange={setClassId}
      />
      <TextField
        label="Date"
        type="date"
        value={date}
        onChange={(event) => setDate(event.target.value)}
        error={errors.date}
      />
      <SelectField
        id={`${id}-period`}
        label="Period"
        value={chosenPeriod}
        options={periods.map((period) => ({
          value: period.period_id,
          label: `${period.name} (${period.start}–${period.end})`,
        }))}
        onValueChange={setPeriodId}
      />
      <p className="text-sm text-muted-foreground" role="status">
        1 lesson will be copied
        {date ? ` to ${date}` : ''}, into an empty lesson there or as a new one.
      </p>
      {errors.form && <FormAlert>{errors.form}</FormAlert>}
      <DialogActions submit="Copy lesson" busy={busy || !commands} />
    </form>
  );
}
