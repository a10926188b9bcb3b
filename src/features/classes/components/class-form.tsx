import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useId, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { TextField } from '@/shared/ui/text-field';
import {
  CLASS_YEAR_MAX,
  CLASS_YEAR_MIN,
  classFormSchema,
  yearLabel,
  type ClassFormInput,
  type ClassFormValues,
} from '../model/class-rules';
import { levelAfterYearChange, type SyllabusChoice } from '../model/class-syllabus-rules';
import type { ClassSyllabusUse } from '../queries/use-class-syllabus-use';
import { ClassSyllabusFields } from './class-syllabus-fields';
import { ColourSwatches } from './colour-swatches';
import { TextAreaField } from '@/shared/ui/form-fields';
import { SelectController } from '@/shared/ui/select/select-controller';
import type { Outcome } from './run-class-command';

const YEAR_OPTIONS = Array.from({ length: CLASS_YEAR_MAX - CLASS_YEAR_MIN + 1 }, (_, i) => ({
  value: String(i + 1),
  label: yearLabel(i + 1),
}));
const FIELDS = new Set<string>(Object.keys(classFormSchema.entries));

/**
 * The class's fields with their rules (class-rules.ts); a refusal from the command lands under the
 * field it names, anything else above the buttons. `onSave` closes the dialog when it succeeds.
 */
export function ClassForm({
  initial,
  submitLabel,
  onSave,
  cancel,
  syllabuses,
  syllabusUse,
  subjectSuggestions = [],
}: {
  initial: ClassFormInput;
  /** Offered under the Subject field: the subjects the teacher named in onboarding. */
  subjectSuggestions?: readonly string[];
  /** The syllabuses a class may follow on this device. */
  syllabuses: SyllabusChoice[];
  /** What the class recorded against its current syllabus; null for a new class. */
  syllabusUse: ClassSyllabusUse | null | undefined;
  submitLabel: string;
  onSave: (values: ClassFormValues) => Promise<Outcome>;
  /** The dialog's close button, rendered beside submit. */
  cancel: ReactNode;
}) {
  const form = useForm<ClassFormInput, unknown, ClassFormValues>({
    resolver: standardSchemaResolver(classFormSchema),
    defaultValues: initial,
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const colour = useWatch({ control, name: 'colour' });
  const subjectListId = useId();
  // A level that followed the year follows it again ('Year 7' → 'Year 8').
  const onYearChange = (value: string) => {
    const levels = syllabuses.find((row) => row.id === getValues('syllabus_id'))?.levels;
    if (!levels) return;
    const year = value === '' ? null : Number(value);
    setValue('syllabus_stage', levelAfterYearChange(levels, getValues('syllabus_stage'), year));
  };

  const submit = handleSubmit(async (values) => {
    const result = await onSave(values);
    if (result.ok) return;
    if (result.field !== undefined && FIELDS.has(result.field)) {
      setError(result.field as keyof ClassFormInput, { message: result.message });
    } else {
      setError('root', { message: result.message });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          autoComplete="off"
          description="As it appears in your planner, e.g. 7 Maths A"
          error={errors.name?.message}
          className="sm:col-span-2"
          {...register('name')}
        />
        <TextField
          label="Subject"
          list={subjectSuggestions.length > 0 ? subjectListId : undefined}
          error={errors.subject?.message}
          {...register('subject')}
        />
        {subjectSuggestions.length > 0 && (
          <datalist id={subjectListId}>
            {subjectSuggestions.map((subject) => (
              <option key={subject} value={subject} />
            ))}
          </datalist>
        )}
        <SelectController
          form={form}
          name="year"
          label="Year"
          placeholder="Choose a year"
          options={YEAR_OPTIONS}
          onValueChange={onYearChange}
        />
        <TextField
          label="Academic year"
          inputMode="numeric"
          maxLength={4}
          error={errors.academic_year?.message}
          {...register('academic_year')}
        />
        <TextField
          label="Room"
          description="Optional"
          error={errors.room?.message}
          {...register('room')}
        />
        <ClassSyllabusFields
          form={form}
          syllabuses={syllabuses}
          initialSyllabusId={initial.syllabus_id}
          use={syllabusUse}
        />
      </div>
      <ColourSwatches
        field={register('colour')}
        value={colour}
        initial={initial.colour}
        error={errors.colour?.message}
      />
      <TextAreaField
        label="Notes"
        description="Optional"
        error={errors.notes?.message}
        {...register('notes')}
      />
      {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
      <div className="flex justify-end gap-2">
        {cancel}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
