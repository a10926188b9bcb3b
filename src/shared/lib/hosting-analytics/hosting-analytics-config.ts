// valibot, not zod (README Footguns): this checks /config.json at start-up. The app loads it only
// when /config.json names a tracker, so an app without one carries none of it.
import * as v from 'valibot';

/**
 * The optional page-view tracker (spec §7, "analytics tracking loaded from the hosting
 * provider"), named by whoever hosts the app in /config.json:
 *
 *     "analytics": { "endpoint": "https://plausible.io/api/event", "domain": "planner.example.org" }
 *
 * The app POSTs one small JSON body per page view to `endpoint` (the shape of Plausible's Events
 * API: name, url, domain), with no cookie and nothing that identifies the teacher
 * (docs/decisions.md, "Hosting analytics"). Absent or null: off, the default. `domain` is the
 * site's name at the provider; without it the app's own host name is sent.
 */
export type HostingAnalytics = { readonly endpoint: string; readonly domain: string | null };

/** Hosts where a plain-http endpoint is accepted: a collector on the developer's own machine. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** The longest host name DNS allows. */
const DOMAIN_MAX_CHARS = 253;

const ENDPOINT_MESSAGE =
  'must be an https:// address (http:// only on localhost), with no user name or password';
const DOMAIN_MESSAGE = 'must be a site name such as planner.example.org';

function isEndpoint(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  return (
    url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
  );
}

/** The object's own problems: not an object, a key it does not know, a key it needs. */
function objectMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.expected === 'Object')
    return 'must be an object with an endpoint (or null, or left out, for no analytics)';
  if (issue.expected === 'never')
    return 'is not a setting of analytics (it takes endpoint and domain)';
  return issue.path?.[0]?.key === 'endpoint' ? ENDPOINT_MESSAGE : 'is required';
}

export const hostingAnalyticsSchema = v.pipe(
  v.strictObject(
    {
      endpoint: v.pipe(v.string(ENDPOINT_MESSAGE), v.trim(), v.check(isEndpoint, ENDPOINT_MESSAGE)),
      domain: v.optional(
        v.nullable(
          v.pipe(
            v.string(DOMAIN_MESSAGE),
            v.trim(),
            v.maxLength(DOMAIN_MAX_CHARS, DOMAIN_MESSAGE),
            v.regex(/^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?$/i, DOMAIN_MESSAGE),
          ),
        ),
        null,
      ),
    },
    objectMessage,
  ),
  v.transform(({ endpoint, domain }): HostingAnalytics => ({ endpoint, domain: domain ?? null })),
);

export type HostingAnalyticsParse =
  { ok: true; value: HostingAnalytics | null } | { ok: false; reason: string };

/**
 * The `analytics` value of /config.json (or of the local stack's ANALYTICS_* settings), checked:
 * absent or null is off; anything else must be a valid tracker, and a bad one is named with what
 * is wrong ("analytics.endpoint must be an https:// address …").
 */
export function parseHostingAnalytics(raw: unknown): HostingAnalyticsParse {
  if (raw === undefined || raw === null) return { ok: true, value: null };
  const parsed = v.safeParse(hostingAnalyticsSchema, raw);
  if (parsed.success) return { ok: true, value: parsed.output };
  const reason = parsed.issues
    .map((issue) => {
      const path = v.getDotPath(issue);
      return `analytics${path ? `.${path}` : ''} ${issue.message}`;
    })
    .join('; ');
  return { ok: false, reason };
}

/** The origin the page views go to: what the Content-Security-Policy's connect-src must allow. */
export const hostingAnalyticsOrigin = (analytics: HostingAnalytics): string =>
  new URL(analytics.endpoint).origin;
