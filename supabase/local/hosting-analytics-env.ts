import {
  parseHostingAnalytics,
  type HostingAnalytics,
} from '../../src/shared/lib/hosting-analytics/hosting-analytics-config';

/**
 * ANALYTICS_ENDPOINT (and optionally ANALYTICS_DOMAIN): the page-view tracker `npm start` names
 * in /config.json and allows in its CSP, checked by the same rules the app applies to
 * /config.json, so the stack never serves a value its app would refuse. Unset: no analytics (the
 * default; the end-to-end stack sets neither). A bad value stops the start with a message.
 */
export function hostingAnalyticsFrom(env: NodeJS.ProcessEnv): HostingAnalytics | null {
  const endpoint = env.ANALYTICS_ENDPOINT?.trim() || undefined;
  const domain = env.ANALYTICS_DOMAIN?.trim() || undefined;
  if (endpoint === undefined) {
    if (domain !== undefined)
      throw new Error('ANALYTICS_DOMAIN is set without ANALYTICS_ENDPOINT: set both, or neither.');
    return null;
  }
  const parsed = parseHostingAnalytics({ endpoint, ...(domain ? { domain } : {}) });
  if (parsed.ok) return parsed.value;
  throw new Error(
    parsed.reason
      .replaceAll('analytics.endpoint', 'ANALYTICS_ENDPOINT')
      .replaceAll('analytics.domain', 'ANALYTICS_DOMAIN'),
  );
}
