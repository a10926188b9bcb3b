import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { TextAreaField } from '@/shared/ui/form-fields';
import { TextField } from '@/shared/ui/text-field';
import {
  KIND_LABELS,
  RESOURCE_YEARS,
  type ResourceFieldErrors,
  type ResourceFieldsInput,
  type ResourceKind,
} from '../model/resource-rules';
import { FileResourceField } from '../files';
import { CancelButton } from '@/shared/ui/editor-dialog';
import type { Outcome } from './run-resource-command';

/** What each kind asks for, in the kind chooser. */
const KIND_HINTS: Partial<Record<ResourceKind, string>> = {
  link: 'A web page or an email address',
  note: 'Text you write here, with Markdown',
  file: 'A worksheet, slides or a PDF from this device',
};

/** The form's messages: one per field, and the file input's. */
export type FormErrors = ResourceFieldErrors & { file?: string };

/**
 * A resource's fields: kind (when creating), title, the link's address or the note's text,
 * subject, years, tags, description and, for a teacher in a school, who can see it. The command
 * checks them; a refusal shows under each wrong field.
 */
export function ResourceForm({
  initial,
  kinds,
  canShare,
  submitLabel,
  subjects,
  withFileInput = false,
  onSave,
}: {
  initial: ResourceFieldsInput;
  /** The kinds to choose from; one kind (an edit) shows no chooser. */
  kinds: readonly ResourceKind[];
  canShare: boolean;
  submitLabel: string;
  /** Subjects already used, offered as suggestions. */
  subjects: readonly string[];
  /** Creating: a file resource takes its file here (an edit keeps the file it has). */
  withFileInput?: boolean;
  onSave: (values: ResourceFieldsInput, file: File | null) => Promise<Outcome>;
}) {
  const [values, setValues] = useState(initial);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof ResourceFieldsInput>(field: K, value: ResourceFieldsInput[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const result = await onSave(values, file);
    setSaving(false);
    if (result.ok) return;
    const fieldErrors = 'errors' in result ? (result.errors ?? {}) : {};
    setErrors(fieldErrors);
    setAlert(Object.keys(fieldErrors).length > 0 ? null : result.message);
  };
  const toggleYear = (year: number) =>
    set(
      'years',
      values.years.includes(year)
        ? values.years.filter((y) => y !== year)
        : [...values.years, year],
    );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {alert && <FormAlert>{alert}</FormAlert>}
      {kinds.length > 1 && (
        <Choice legend="Kind">
          {kinds.map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="kind"
                checked={values.kind === kind}
                onChange={() => set('kind', kind)}
              />
              {KIND_LABELS[kind]}
              {KIND_HINTS[kind] && (
                <span className="text-muted-foreground">— {KIND_HINTS[kind]}</span>
              )}
            </label>
          ))}
        </Choice>
      )}
      {values.kind === 'file' && withFileInput && (
        <FileResourceField file={file} onChange={setFile} error={errors.file} />
      )}
      <TextField
        label="Title"
        description={values.kind === 'file' && withFileInput ? 'Blank: the file’s name' : undefined}
        value={values.title}
        error={errors.title}
        onChange={(e) => set('title', e.target.value)}
        autoComplete="off"
      />
      {values.kind === 'link' && (
        <TextField
          label="Link address"
          type="url"
          inputMode="url"
          placeholder="https://"
          description="A web address (http:// or https://) or an email address (mailto:)"
          value={values.url}
          error={errors.url}
          onChange={(e) => set('url', e.target.value)}
          autoComplete="off"
        />
      )}
      {values.kind === 'note' && (
        <TextAreaField
          label="Note"
          rows={8}
          description="Markdown works: **bold**, *italic*, - lists, [links](https://example.com)"
          value={values.body}
          error={errors.body}
          onChange={(e) => set('body', e.target.value)}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Subject"
          list="resource-subjects"
          value={values.subject}
          error={errors.subject}
          onChange={(e) => set('subject', e.target.value)}
          autoComplete="off"
        />
        <datalist id="resource-subjects">
          {subjects.map((subject) => (
            <option key={subject} value={subject} />
          ))}
        </datalist>
        <TextField
          label="Tags"
          description="Separate tags with commas"
          value={values.tags}
          error={errors.tags}
          onChange={(e) => set('tags', e.target.value)}
          autoComplete="off"
        />
      </div>
      <Choice legend="Years" hint="None ticked: any year" error={errors.years}>
        <div className="grid grid-cols-6 gap-2 sm:grid-cols-12">
          {RESOURCE_YEARS.map((year) => (
            <label key={year} className="flex items-center gap-1 text-sm">
              <input
                type="checkbox"
                checked={values.years.includes(year)}
                onChange={() => toggleYear(year)}
                aria-label={`Year ${year}`}
              />
              {year}
            </label>
          ))}
        </div>
      </Choice>
      <TextAreaField
        label="Description"
        rows={3}
        value={values.description}
        error={errors.description}
        onChange={(e) => set('description', e.target.value)}
      />
      {canShare && (
        <Choice legend="Who can see it" error={errors.visibility}>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="visibility"
              checked={values.visibility === 'mine'}
              onChange={() => set('visibility', 'mine')}
            />
            Only me
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="visibility"
              checked={values.visibility === 'school'}
              onChange={() => set('visibility', 'school')}
            />
            My school (colleagues can see and use it, not change it)
          </label>
        </Choice>
      )}
      <div className="flex justify-end gap-2">
        <CancelButton />
        <Button type="submit" disabled={saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function Choice({
  legend,
  hint,
  error,
  children,
}: {
  legend: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">
        {legend}
        {hint && <span className="ml-2 font-normal text-muted-foreground">{hint}</span>}
      </legend>
      {children}
      {error && <p className="text-sm text-destructive">{error}</p>}
    </fieldset>
  );
}
