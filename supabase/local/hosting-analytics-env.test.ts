import { describe, expect, it } from 'vitest';
import { hostingAnalyticsFrom } from './hosting-analytics-env';

describe('hostingAnalyticsFrom (ANALYTICS_ENDPOINT, ANALYTICS_DOMAIN)', () => {
  it('is off when neither is set, or both are blank', () => {
    expect(hostingAnalyticsFrom({})).toBeNull();
    expect(hostingAnalyticsFrom({ ANALYTICS_ENDPOINT: ' ', ANALYTICS_DOMAIN: '' })).toBeNull();
  });

  it('takes an endpoint and an optional domain, as /config.json would', () => {
    expect(hostingAnalyticsFrom({ ANALYTICS_ENDPOINT: 'https://plausible.io/api/event' })).toEqual({
      endpoint: 'https://plausible.io/api/event',
      domain: null,
    });
    expect(
      hostingAnalyticsFrom({
        ANALYTICS_ENDPOINT: 'http://localhost:8000/api/event',
        ANALYTICS_DOMAIN: 'planner.example.org',
      }),
    ).toEqual({ endpoint: 'http://localhost:8000/api/event', domain: 'planner.example.org' });
  });

  it.each([
    [{ ANALYTICS_ENDPOINT: 'http://stats.example.org/e' }, /^ANALYTICS_ENDPOINT must be an https/],
    [
      { ANALYTICS_ENDPOINT: 'https://a.test/e', ANALYTICS_DOMAIN: 'a b' },
      /^ANALYTICS_DOMAIN must be/,
    ],
    [{ ANALYTICS_DOMAIN: 'planner.example.org' }, /set without ANALYTICS_ENDPOINT/],
  ])('stops the start on %j with a message naming the setting', (env, message) => {
    expect(() => hostingAnalyticsFrom(env)).toThrow(message);
  });
});
