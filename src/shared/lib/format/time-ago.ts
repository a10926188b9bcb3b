const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * How long ago, in a few words: "just now", "3 min ago", "2 hours ago", "4 days ago". Under a
 * minute it is "just now": a count of seconds changes on every render and says nothing. Written
 * out rather than date-fns' formatDistance (~7 KB gzip in the layout chunk every signed-in route
 * pays for) or Intl.RelativeTimeFormat (its short style reads "3 min. ago" and its "yesterday"
 * means a calendar day, not 24 hours). The sync indicator and the query layer's "Last updated"
 * both say it this way.
 */
export function timeAgoText(atMs: number, nowMs: number): string {
  const agoMs = Math.max(0, nowMs - atMs);
  if (agoMs < MINUTE_MS) return 'just now';
  if (agoMs < HOUR_MS) return `${Math.floor(agoMs / MINUTE_MS)} min ago`;
  if (agoMs < DAY_MS) return `${plural(Math.floor(agoMs / HOUR_MS), 'hour', 'hours')} ago`;
  return `${plural(Math.floor(agoMs / DAY_MS), 'day', 'days')} ago`;
}
