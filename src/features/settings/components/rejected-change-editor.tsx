import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/shared/ui/button';
import { Select } from '@/shared/ui/select/select';
import type { CommandResult } from '../commands/use-sync-commands';
import {
  editKind,
  fieldLabel,
  parseEdit,
  toEditText,
  type EditKind,
} from '../model/sync-issue-text';
import type { RejectedChange } from '../queries/use-sync-issues';

type Draft = { field: string; kind: EditKind; text: string };

/** The refused change's fields, editable, sent again as a new change on submit. */
export function RejectedChangeEditor({
  change,
  item,
  onRetry,
  onCancel,
}: {
  change: RejectedChange;
  item: string;
  onRetry: (fields: Record<string, unknown>) => Promise<CommandResult>;
  onCancel: () => void;
}) {
  const formId = useId();
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    Object.entries(change.fields).map(([field, value]) => {
      const kind = editKind(value);
      return { field, kind, text: toEditText(value, kind) };
    }),
  );
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const setText = (field: string, text: string) =>
    setDrafts((current) =>
      current.map((draft) => (draft.field === field ? { ...draft, text } : draft)),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields: Record<string, unknown> = {};
    for (const draft of drafts) {
      const parsed = parseEdit(draft.text, draft.kind);
      if (!parsed.ok) {
        setError({ field: draft.field, message: `${fieldLabel(draft.field)}: ${parsed.message}` });
        return;
      }
      fields[draft.field] = parsed.value;
    }
    setBusy(true);
    const result = await onRetry(fields);
    setBusy(false);
    // On success the refused entry is gone and this editor with it.
    if (!result.ok) setError({ field: result.field, message: result.message });
  };

  return (
    <form
      aria-label={`Edit change to ${item}`}
      onSubmit={(event) => void submit(event)}
      className="space-y-3"
    >
      {drafts.map((draft) => {
        const id = `${formId}-${draft.field}`;
        const invalid = error?.field === draft.field;
        return (
          <div key={draft.field} className="flex flex-col gap-1">
            <label htmlFor={id} className="text-sm font-medium">
              {fieldLabel(draft.field)}
            </label>
            <FieldInput
              id={id}
              draft={draft}
              invalid={invalid}
              errorId={`${formId}-error`}
              onChange={(text) => setText(draft.field, text)}
            />
          </div>
        );
      })}
      {error ? (
        <p id={`${formId}-error`} role="alert" className="text-sm">
          {error.message}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          Save &amp; retry
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

const INPUT_CLASS =
  'rounded-md border border-border bg-background px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-warning-foreground';

function FieldInput({
  id,
  draft,
  invalid,
  errorId,
  onChange,
}: {
  id: string;
  draft: Draft;
  invalid: boolean;
  errorId: string;
  onChange: (text: string) => void;
}) {
  const common = {
    id,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId : undefined,
  };
  switch (draft.kind) {
    case 'boolean':
      return (
        <div className="w-32">
          <Select {...common} value={draft.text} options={YES_NO} onValueChange={onChange} />
        </div>
      );
    case 'number':
      return (
        <input
          {...common}
          type="number"
          className={INPUT_CLASS}
          value={draft.text}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    default:
      return (
        <textarea
          {...common}
          rows={draft.kind === 'json' || draft.text.length > 60 ? 4 : 1}
          className={INPUT_CLASS}
          value={draft.text}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}
