import { useState, type FormEvent } from 'react';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { TextAreaField } from '@/shared/ui/form-fields';
import { SelectField } from '@/shared/ui/select/select';
import { TextField } from '@/shared/ui/text-field';
import {
  parseProgramFields,
  PROGRAM_STAGE_MAX_CHARS,
  PROGRAM_YEAR_MAX,
  PROGRAM_YEAR_MIN,
  type FieldErrors,
  type ProgramFieldsInput,
} from '../model/program-rules';
import { useSyllabusChoices } from '../queries/use-syllabus-choices';
import { CancelButton } from '@/shared/ui/editor-dialog';
import type { Outcome } from './run-program-command';

const YEARS = Array.from(
  { length: PROGRAM_YEAR_MAX - PROGRAM_YEAR_MIN + 1 },
  (_, i) => i + PROGRAM_YEAR_MIN,
);
const YEAR_OPTIONS = [
  { value: '', label: 'Any year' },
  ...YEARS.map((year) => ({ value: String(year), label: `Year ${year}` })),
];

/**
 * Name, subject, year or stage, description and visibility of a program. Checked here first
 * (every wrong field at once), then by the command; a refusal naming a field shows under it. A
 * manager editing a colleague's shared program cannot stop sharing it (`canUnshare`).
 */
export function ProgramForm({
  initial,
  canShare,
  canUnshare = true,
  submitLabel,
  onSave,
}: {
  initial: ProgramFieldsInput;
  canShare: boolean;
  canUnshare?: boolean;
  submitLabel: string;
  onSave: (values: ProgramFieldsInput) => Promise<Outcome>;
}) {
  const [values, setValues] = useState(initial);
  const syllabuses = useSyllabusChoices() ?? [];
  const [errors, setErrors] = useState<FieldErrors<keyof ProgramFieldsInput>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (field: keyof ProgramFieldsInput) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseProgramFields(values);
    setErrors(parsed.ok ? {} : parsed.errors);
    setAlert(null);
    if (!parsed.ok) return;
    setSaving(true);
    const result = await onSave(values);
    setSaving(false);
    if (result.ok) return;
    if (result.field && result.field in values) setErrors({ [result.field]: result.message });
    else setAlert(result.message);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {alert && <FormAlert>{alert}</FormAlert>}
      <TextField
        label="Name"
        value={values.name}
        error={errors.name}
        onChange={(e) => set('name')(e.target.value)}
        autoComplete="off"
      />
      <TextField
        label="Subject"
        value={values.subject}
        error={errors.subject}
        onChange={(e) => set('subject')(e.target.value)}
        autoComplete="off"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Year"
          value={values.year}
          error={errors.year}
          options={YEAR_OPTIONS}
          onValueChange={set('year')}
        />
        <TextField
          label="Stage"
          value={values.stage}
          error={errors.stage}
          description={`Optional, e.g. Stage 4 or Foundation (up to ${PROGRAM_STAGE_MAX_CHARS} characters)`}
          onChange={(e) => set('stage')(e.target.value)}
          autoComplete="off"
        />
      </div>
      <SelectField
        label="Syllabus"
        value={values.syllabus_id}
        description="Items pick their syllabus points from it"
        options={[
          { value: '', label: 'Any syllabus on this device' },
          ...syllabuses.map((syllabus) => ({ value: syllabus.id, label: syllabus.name })),
          ...(values.syllabus_id !== '' && !syllabuses.some((s) => s.id === values.syllabus_id)
            ? [{ value: values.syllabus_id, label: 'A syllabus not on this device' }]
            : []),
        ]}
        onValueChange={set('syllabus_id')}
      />
      <TextAreaField
        label="Description"
        value={values.description}
        error={errors.description}
        onChange={(e) => set('description')(e.target.value)}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Who can see it</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="visibility"
            checked={values.visibility === 'mine'}
            disabled={!canUnshare}
            onChange={() => set('visibility')('mine')}
          />
          Only me
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="visibility"
            checked={values.visibility === 'school'}
            disabled={!canShare}
            onChange={() => set('visibility')('school')}
          />
          My school (colleagues can read, apply and duplicate it)
        </label>
        {!canShare && (
          <p className="text-xs text-muted-foreground">Sharing needs a school you can write to.</p>
        )}
        {!canUnshare && (
          <p className="text-xs text-muted-foreground">
            A colleague’s program: only they can stop sharing it.
          </p>
        )}
        {errors.visibility && <p className="text-sm text-destructive">{errors.visibility}</p>}
      </fieldset>
      <div className="flex justify-end gap-2">
        <CancelButton />
        <Button type="submit" disabled={saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
