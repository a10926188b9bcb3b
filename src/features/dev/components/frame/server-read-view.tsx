import type { ReactNode } from 'react';
import type { ServerRead } from '@/shared/lib/query/use-server-query';
import { actionErrorMessage } from '@/shared/lib/result';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { OnlineOnlyNotice } from '@/shared/ui/online-only-notice';

/**
 * One online-only read on a page: offline, that the page needs a connection and the age of what
 * it shows; a failure in the catalogue's words (spec §8) with Try again; Loading while nothing
 * is shown; then the data.
 */
export function ServerReadView<T>({
  read,
  what,
  errorText = (error) => actionErrorMessage(error),
  children,
}: {
  read: ServerRead<T>;
  /** For the sentences: "the schools", "the health snapshot". */
  what: string;
  /** The failure's sentence; the catalogue's user message or a rule of ours by default. */
  errorText?: (error: NonNullable<ServerRead<T>['error']>) => string;
  children: (data: T) => ReactNode;
}) {
  const { data, error, online, loading } = read;
  return (
    <div className="space-y-4">
      <OnlineOnlyNotice
        online={online}
        updatedAtMs={read.updatedAtMs}
        fromKept={read.fromKept}
        what={what}
      />
      {error && online && (
        <div className="flex flex-wrap items-center gap-3">
          <div className="flex-1">
            <FormAlert>
              {data === undefined ? `Could not load ${what}. ` : `Could not refresh ${what}. `}
              {errorText(error)}
            </FormAlert>
          </div>
          <Button variant="outline" onClick={read.refresh}>
            Try again
          </Button>
        </div>
      )}
      {loading && (
        <p role="status" className="text-sm text-muted-foreground">
          Loading {what}…
        </p>
      )}
      {data !== undefined && children(data)}
    </div>
  );
}
