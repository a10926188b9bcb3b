import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { MAX_FILE_BYTES, fileSizeProblem, formatFileSize } from '@/shared/lib/files/storage-limits';
import { cn } from '@/shared/ui/cn';
import { CONTROL } from '@/shared/ui/form-fields';

/**
 * The create form's file input: the chosen file's name and size, and the 50 MB limit checked at
 * once (a larger file is refused here, before the form is sent). `onChange` gets the file, or
 * null when none is chosen or the chosen one is too large. `error` is the form's own message
 * (e.g. "Choose a file").
 */
export function FileResourceField({
  file,
  onChange,
  error,
  label = 'File',
  disabled,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | null;
  label?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  // The form cleared the file (reset after create): the input forgets its choice too.
  useEffect(() => {
    if (file === null && input.current) input.current.value = '';
  }, [file]);
  const problem = tooLarge ?? error ?? null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const refusal = chosen ? fileSizeProblem(chosen.size) : null;
    setTooLarge(refusal && chosen ? `${chosen.name}: ${refusal}` : null);
    if (refusal) event.target.value = '';
    onChange(refusal ? null : chosen);
  };

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        disabled={disabled}
        onChange={choose}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-description${problem ? ` ${id}-error` : ''}`}
        className={cn(
          CONTROL,
          'py-1.5 file:mr-3 file:rounded file:border-0 file:bg-muted file:px-3 file:py-1 file:text-sm file:font-medium',
          problem && 'border-destructive',
        )}
      />
      <p id={`${id}-description`} className="text-xs text-muted-foreground">
        {file
          ? `${file.name} · ${formatFileSize(file.size)}`
          : `Up to ${formatFileSize(MAX_FILE_BYTES)}. A file added offline uploads when you are back online.`}
      </p>
      {problem && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
