import { useState, type FormEvent } from 'react';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';

/** Longest search a list sends (the server matches anywhere in a name or address). */
export const SEARCH_MAX_CHARS = 200;

/**
 * A list's search box: the search runs on Enter or Search (one request per search, not one per
 * letter); Clear shows the whole list again.
 */
export function SearchForm({
  label,
  value,
  onSearch,
  description,
}: {
  label: string;
  /** The search the list shows now. */
  value: string;
  onSearch: (search: string) => void;
  description?: string;
}) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL changed the search (Back, a link): the box follows it.
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim().slice(0, SEARCH_MAX_CHARS));
  };
  return (
    <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <TextField
        className="min-w-64 flex-1"
        label={label}
        type="search"
        value={draft}
        maxLength={SEARCH_MAX_CHARS}
        description={description}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button type="submit" variant="outline">
        Search
      </Button>
      {value !== '' && (
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setDraft('');
            onSearch('');
          }}
        >
          Clear search
        </Button>
      )}
    </form>
  );
}
