import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { FormAlert } from '@/shared/ui/form-alert';
import { TextField } from '@/shared/ui/text-field';
import { useExportLessons, useToolClasses } from '../../queries/export/use-export';
import { downloadFile } from './download-file';
import { DialogActions, ToolDialog, useToolOpen, type ToolOpenProps } from './tool-dialog';
import { SelectField } from '@/shared/ui/select/select';

const ALL = 'all';

/** Downloads a class's or all the teacher's lessons in a date range as an .ics calendar file. */
export function ExportCalendarDialog(toolOpen: ToolOpenProps = {}) {
  const { controlled, open, setOpen } = useToolOpen(toolOpen);
  return (
    <ToolDialog
      trigger={controlled ? undefined : 'Export calendar'}
      title="Export lessons as a calendar file"
      description="An .ics file your calendar app can import. Times are the school’s local times."
      open={open}
      onOpenChange={setOpen}
    >
      {open && <ExportForm onDone={() => setOpen(false)} />}
    </ToolDialog>
  );
}

function ExportForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const classes = useToolClasses();
  const exportLessons = useExportLessons();
  const [classId, setClassId] = useState(ALL);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<{ from?: string; to?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!exportLessons) return;
    const problems = {
      ...(from === '' ? { from: 'Choose the first date to export.' } : {}),
      ...(to === '' ? { to: 'Choose the last date to export.' } : {}),
    };
    if (problems.from || problems.to) return setErrors(problems);
    setBusy(true);
    const file = await exportLessons({ classId: classId === ALL ? null : classId, from, to });
    setBusy(false);
    if (!file.ok) return setErrors({ form: file.message });
    downloadFile(file.fileName, file.text, 'text/calendar');
    toast.success(
      `${file.count} ${file.count === 1 ? 'lesson' : 'lessons'} exported to ${file.fileName}`,
    );
    onDone();
  };

  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      <SelectField
        id={`${id}-class`}
        label="Lessons of"
        value={classId}
        options={[
          { value: ALL, label: 'All my classes' },
          ...(classes ?? []).map((row) => ({ value: row.id, label: row.name })),
        ]}
        onValueChange={setClassId}
      />
      <TextField
        label="From"
        type="date"
        value={from}
        onChange={(e) => setFrom(e.target.value)}
        error={errors.from}
      />
      <TextField
        label="To"
        type="date"
        value={to}
        onChange={(e) => setTo(e.target.value)}
        error={errors.to}
      />
      {errors.form && <FormAlert>{errors.form}</FormAlert>}
      <DialogActions submit="Download .ics" busy={busy || !exportLessons} />
    </form>
  );
}
