import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { TextAreaField } from '@/shared/ui/form-fields';
import { TextField } from '@/shared/ui/text-field';
import type { MethodCommandResult } from '../commands/use-teaching-methods-commands';
import {
  METHOD_DESCRIPTION_MAX_CHARS,
  type MethodField,
  type MethodInput,
} from '../model/teaching-method-rules';

const DEVICE_FAILURE = 'That did not work on this device. Reload the page and try again.';

/**
 * A method's name and description. A refusal lands under the field it names, anything else
 * above the buttons; what was typed stays, so nothing is lost. `onSaved` runs after a success
 * (the add form empties itself, an edit closes).
 */
export function TeachingMethodForm({
  initial = { name: '', description: '' },
  submitLabel,
  onSubmit,
  onSaved,
  cancel,
  idPrefix,
}: {
  initial?: MethodInput;
  submitLabel: string;
  onSubmit: (input: MethodInput) => Promise<MethodCommandResult>;
  onSaved: () => void;
  cancel?: ReactNode;
  /** Keeps the labels of several forms on one page apart. */
  idPrefix: string;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<MethodField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    let result: MethodCommandResult;
    try {
      result = await onSubmit(values);
    } catch (error) {
      // IndexedDB itself failed (quota, a closed database): unexpected, so logged.
      console.error(error);
      result = { ok: false, reason: 'invalid', message: DEVICE_FAILURE };
    }
    setSaving(false);
    if (result.ok) {
      setErrors({});
      setProblem(null);
      setValues(initial);
      onSaved();
      return;
    }
    if (result.field === 'name' || result.field === 'description') {
      setErrors({ [result.field]: result.message });
      setProblem(null);
    } else {
      setErrors({});
      setProblem(result.message);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <TextField
        id={`${idPrefix}-name`}
        label="Name"
        autoComplete="off"
        value={values.name}
        error={errors.name}
        onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
      />
      <TextAreaField
        id={`${idPrefix}-description`}
        label="Description"
        description={`Optional: when it works well, up to ${METHOD_DESCRIPTION_MAX_CHARS.toLocaleString('en')} characters`}
        value={values.description}
        error={errors.description}
        className="[&_textarea]:min-h-16"
        onChange={(event) =>
          setValues((current) => ({ ...current, description: event.target.value }))
        }
      />
      {problem && <FormAlert>{problem}</FormAlert>}
      <div className="flex justify-end gap-2">
        {cancel}
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
