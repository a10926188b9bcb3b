import { TextField } from '@/shared/ui/text-field';
import { TextAreaField } from '@/shared/ui/form-fields';
import type { PlanField, PlanValues } from './use-autosave';

const LABELS: Record<Exclude<PlanField, 'title'>, string> = {
  objectives: 'Objectives',
  success_criteria: 'Success criteria',
  activities: 'Activities',
  notes: 'Notes',
};

/** The plan text: every keystroke goes to the autosave; leaving a field saves at once. */
export function LessonPlanFields({
  values,
  onChange,
  onBlur,
}: {
  values: PlanValues;
  onChange: (field: PlanField, value: string) => void;
  onBlur: () => void;
}) {
  return (
    <div className="space-y-3">
      <TextField
        label="Title"
        value={values.title}
        onChange={(event) => onChange('title', event.target.value)}
        onBlur={onBlur}
      />
      {(Object.keys(LABELS) as (keyof typeof LABELS)[]).map((field) => (
        <TextAreaField
          key={field}
          label={LABELS[field]}
          value={values[field]}
          onChange={(event) => onChange(field, event.target.value)}
          onBlur={onBlur}
        />
      ))}
    </div>
  );
}
