import { useWatch, type UseFormReturn } from 'react-hook-form';
import { SelectController } from '@/shared/ui/select/select-controller';
import type { SelectChoice } from '@/shared/ui/select/select-choices';
import { TextField } from '@/shared/ui/text-field';
import type { ClassFormInput, ClassFormValues } from '../model/class-rules';
import { defaultLevel, syllabusLabel, type SyllabusChoice } from '../model/class-syllabus-rules';
import type { ClassSyllabusUse } from '../queries/use-class-syllabus-use';

type Form = UseFormReturn<ClassFormInput, unknown, ClassFormValues>;

export const NO_SYLLABUS_HINT =
  'No syllabus on this device yet — a school admin can import one in Settings › Syllabuses.';

/**
 * The class's syllabus, then the level it covers. Choosing a syllabus picks the level matching
 * the class's year ('Year 7' for year 7) when the syllabus has one. With no syllabus the stage
 * stays free text, as before syllabuses could be chosen.
 */
export function ClassSyllabusFields({
  form,
  syllabuses,
  initialSyllabusId,
  use,
}: {
  form: Form;
  /** Published and the school's own, as the device has them. */
  syllabuses: SyllabusChoice[];
  /** What the class had when the form opened ('' = none). */
  initialSyllabusId: string;
  /** Links and statuses recorded against the class's syllabus; null for a new class. */
  use: ClassSyllabusUse | null | undefined;
}) {
  const {
    register,
    control,
    setValue,
    getValues,
    formState: { errors },
  } = form;
  const syllabusId = useWatch({ control, name: 'syllabus_id' });
  const stage = useWatch({ control, name: 'syllabus_stage' });
  const chosen = syllabuses.find((row) => row.id === syllabusId);
  const levelsOf = (id: string) => syllabuses.find((row) => row.id === id)?.levels ?? [];
  const yearOf = (value: string) => (value === '' ? null : Number(value));

  const onSyllabusChange = (id: string) =>
    setValue('syllabus_stage', defaultLevel(levelsOf(id), yearOf(getValues('year'))));
  const published = syllabuses.filter((row) => row.school_id === null);
  const schools = syllabuses.filter((row) => row.school_id !== null);
  const unknown =
    initialSyllabusId !== '' && !syllabuses.some((row) => row.id === initialSyllabusId);
  const recorded = use ? use.linkedPoints + use.statuses : 0;
  const switching = initialSyllabusId !== '' && syllabusId !== initialSyllabusId && recorded > 0;

  return (
    <div className="space-y-3 sm:col-span-2">
      {syllabuses.length === 0 && !unknown ? (
        <p className="rounded-md border border-dashed border-border p-3 text-sm text-muted-foreground">
          {NO_SYLLABUS_HINT}
        </p>
      ) : (
        <SelectController
          form={form}
          name="syllabus_id"
          label="Syllabus"
          description="The points this class’s lessons link and its coverage is measured against"
          options={[
            { value: '', label: 'No syllabus' },
            ...(unknown
              ? [{ value: initialSyllabusId, label: 'Current syllabus (not on this device)' }]
              : []),
            syllabusGroup('Published', published),
            syllabusGroup('Your school’s own', schools),
          ]}
          onValueChange={onSyllabusChange}
        />
      )}
      {switching && use && (
        <p role="status" className="rounded-md border border-border bg-muted p-3 text-sm">
          Coverage is kept per syllabus. This class’s lessons link{' '}
          {count(use.linkedPoints, 'point')} and it has{' '}
          {count(use.statuses, 'point status', 'point statuses')} for its current syllabus; nothing
          is deleted, and they count again if you switch back.
        </p>
      )}
      {chosen && chosen.levels.length > 0 ? (
        <SelectController
          form={form}
          name="syllabus_stage"
          label="Stage or year covered"
          description="Lessons link points of this level; coverage counts them"
          options={[
            { value: '', label: 'The class’s year' },
            ...(stage !== '' && !chosen.levels.includes(stage)
              ? [{ value: stage, label: `${stage} (not a level of this syllabus)` }]
              : []),
            ...chosen.levels.map((level) => ({ value: level, label: level })),
          ]}
        />
      ) : (
        <TextField
          label="Syllabus stage"
          description="Optional, e.g. Stage 4"
          error={errors.syllabus_stage?.message}
          {...register('syllabus_stage')}
        />
      )}
    </div>
  );
}

/** Syllabuses under a heading; an empty group is not shown. */
function syllabusGroup(group: string, rows: SyllabusChoice[]): SelectChoice {
  return {
    group,
    options: rows.map((row) => ({
      value: row.id,
      label: `${syllabusLabel(row)}${row.retired_at !== null ? ' (retired)' : ''}`,
    })),
  };
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
