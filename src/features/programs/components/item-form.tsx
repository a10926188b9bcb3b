import { useState, type FormEvent } from 'react';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { TextAreaField } from '@/shared/ui/form-fields';
import { TextField } from '@/shared/ui/text-field';
import {
  ITEM_PERIODS_MAX,
  ITEM_PERIODS_MIN,
  parseItemFields,
  type FieldErrors,
  type ItemFieldsInput,
} from '../model/program-rules';
import { CancelButton } from '@/shared/ui/editor-dialog';
import { ItemLinksFields, type LinkScope } from './item-links-fields';
import type { Outcome } from './run-program-command';

type TextField = Exclude<keyof ItemFieldsInput, 'syllabus_point_ids' | 'resource_ids'>;

/**
 * Title, objectives, success criteria, activities, duration, syllabus points and resources of one
 * program item.
 */
export function ItemForm({
  initial,
  linkScope,
  submitLabel,
  onSave,
}: {
  initial: ItemFieldsInput;
  linkScope: LinkScope;
  submitLabel: string;
  onSave: (values: ItemFieldsInput) => Promise<Outcome>;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof ItemFieldsInput>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (field: TextField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseItemFields(values);
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
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField
          label="Title"
          value={values.title}
          error={errors.title}
          onChange={(e) => set('title')(e.target.value)}
          autoComplete="off"
        />
        <TextField
          label="Periods"
          inputMode="numeric"
          value={values.duration_periods}
          error={errors.duration_periods}
          description={`Lessons it takes (${ITEM_PERIODS_MIN}–${ITEM_PERIODS_MAX})`}
          onChange={(e) => set('duration_periods')(e.target.value)}
        />
      </div>
      <TextAreaField
        label="Objectives"
        value={values.objectives}
        error={errors.objectives}
        onChange={(e) => set('objectives')(e.target.value)}
      />
      <TextAreaField
        label="Success criteria"
        value={values.success_criteria}
        error={errors.success_criteria}
        onChange={(e) => set('success_criteria')(e.target.value)}
      />
      <TextAreaField
        label="Activities"
        value={values.activities}
        error={errors.activities}
        onChange={(e) => set('activities')(e.target.value)}
      />
      <ItemLinksFields
        scope={linkScope}
        pointIds={values.syllabus_point_ids}
        resourceIds={values.resource_ids}
        onPointsChange={(ids) => setValues((current) => ({ ...current, syllabus_point_ids: ids }))}
        onResourcesChange={(ids) => setValues((current) => ({ ...current, resource_ids: ids }))}
        errors={{ points: errors.syllabus_point_ids, resources: errors.resource_ids }}
      />
      <div className="flex justify-end gap-2">
        <CancelButton />
        <Button type="submit" disabled={saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
