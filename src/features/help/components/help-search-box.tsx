import { Search } from 'lucide-react';
import { CONTROL } from '@/shared/ui/form-fields';
import { cn } from '@/shared/ui/cn';

export const HELP_SEARCH_LABEL = 'Search help';

/** The search box: every keystroke searches (the caller keeps the query in the URL). */
export function HelpSearchBox({
  value,
  onChange,
}: {
  value: string;
  onChange: (query: string) => void;
}) {
  return (
    <div role="search" aria-label="Help" className="space-y-1.5">
      <label htmlFor="help-search" className="block text-sm font-medium">
        {HELP_SEARCH_LABEL}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          id="help-search"
          type="search"
          value={value}
          placeholder="Week A, bump, offline…"
          autoComplete="off"
          className={cn(CONTROL, 'h-10 pl-9')}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}
