import { Upload } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { cn } from '@/shared/ui/cn';

/**
 * A file picker that also takes a file dropped on it. Only the first file counts: an import is one
 * file. The accept list is a hint for the picker; the format is detected from the content.
 */
export function FileDropZone({
  onFile,
  disabled,
}: {
  onFile: (file: File) => void;
  disabled: boolean;
}) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-border p-6 text-center',
        dragging && 'border-primary bg-primary/5',
        disabled && 'opacity-60',
      )}
    >
      <Upload aria-hidden className="size-6 text-muted-foreground" />
      <label htmlFor={inputId} className="text-sm font-medium">
        Choose a syllabus file
      </label>
      <p className="text-xs text-muted-foreground">or drop it here (CSV, JSON or MRAC RDF/XML)</p>
      <input
        id={inputId}
        type="file"
        accept=".csv,.json,.rdf,.xml,text/csv,application/json,application/rdf+xml,application/xml,text/xml"
        disabled={disabled}
        className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-background file:px-3 file:py-1.5 file:text-sm file:text-foreground"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          // The same file chosen again (after fixing it on disk) must be read again.
          event.target.value = '';
        }}
      />
    </div>
  );
}
