import { timeAgoText } from '@/shared/lib/format/time-ago';
import { useNow } from '@/shared/hooks/use-now';
import { FormAlert } from './form-alert';

/** How often "Last updated 3 min ago" is worked out again. */
const AGE_REFRESH_MS = 30_000;

/** "Last updated 3 min ago"; "Last updated just now" under a minute. */
export function lastUpdatedText(updatedAtMs: number, nowMs: number): string {
  return `Last updated ${timeAgoText(updatedAtMs, nowMs)}`;
}

/**
 * What a page of online-only data says offline (issue 18): that it needs a connection, and the
 * age of what it still shows ("Last updated 3 min ago") or that nothing was kept. Online, it says
 * only the age of a copy kept from an earlier visit while the new answer loads. Renders nothing
 * when the page shows this visit's answer online.
 */
export function OnlineOnlyNotice({
  online,
  updatedAtMs,
  fromKept,
  what,
}: {
  online: boolean;
  /** When the shown data was answered; null when nothing is shown. */
  updatedAtMs: number | null;
  /** The shown data was kept from an earlier visit. */
  fromKept: boolean;
  /** What the page shows, for the sentence: "the schools", "the health snapshot". */
  what: string;
}) {
  const now = useNow(AGE_REFRESH_MS);
  if (online && !fromKept) return null;
  const age = updatedAtMs === null ? null : lastUpdatedText(updatedAtMs, now);
  if (online) {
    return age ? <p className="text-sm text-muted-foreground">{age}</p> : null;
  }
  return (
    <FormAlert tone="info">
      This page needs a connection.{' '}
      {age
        ? `Showing ${what} as last seen on this device. ${age}.`
        : `Nothing of ${what} was kept on this device; connect to the internet to see it.`}
    </FormAlert>
  );
}
