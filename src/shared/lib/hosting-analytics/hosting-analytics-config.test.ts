import { describe, expect, it } from 'vitest';
import { hostingAnalyticsOrigin, parseHostingAnalytics } from './hosting-analytics-config';

describe('parseHostingAnalytics', () => {
  it('is off when absent or null', () => {
    expect(parseHostingAnalytics(undefined)).toEqual({ ok: true, value: null });
    expect(parseHostingAnalytics(null)).toEqual({ ok: true, value: null });
  });

  it('takes an https endpoint and an optional domain, trimmed', () => {
    expect(
      parseHostingAnalytics({
        endpoint: ' https://plausible.io/api/event ',
        domain: ' planner.example.org ',
      }),
    ).toEqual({
      ok: true,
      value: { endpoint: 'https://plausible.io/api/event', domain: 'planner.example.org' },
    });
    expect(parseHostingAnalytics({ endpoint: 'https://stats.example.org/collect' })).toEqual({
      ok: true,
      value: { endpoint: 'https://stats.example.org/collect', domain: null },
    });
  });

  it('allows plain http only on this machine', () => {
    expect(parseHostingAnalytics({ endpoint: 'http://localhost:8000/api/event' }).ok).toBe(true);
    expect(parseHostingAnalytics({ endpoint: 'http://127.0.0.1:8000/e' }).ok).toBe(true);
    expect(parseHostingAnalytics({ endpoint: 'http://stats.example.org/e' })).toEqual({
      ok: false,
      reason: expect.stringMatching(/^analytics\.endpoint must be an https:\/\/ address/),
    });
  });

  it.each<[string, unknown, RegExp]>([
    [
      'a string instead of an object',
      'https://plausible.io/api/event',
      /^analytics must be an object/,
    ],
    ['no endpoint', { domain: 'planner.example.org' }, /^analytics\.endpoint must be an https/],
    ['a number endpoint', { endpoint: 42 }, /^analytics\.endpoint must be an https/],
    ['not a URL', { endpoint: 'plausible.io/api/event' }, /^analytics\.endpoint must be/],
    ['a script URL', { endpoint: 'javascript:alert(1)' }, /^analytics\.endpoint must be/],
    ['credentials', { endpoint: 'https://user:pw@stats.example.org/e' }, /no user name/],
    [
      'an unknown key',
      { endpoint: 'https://a.test/e', scriptUrl: 'x' },
      /^analytics\.scriptUrl is not a setting/,
    ],
    [
      'a bad domain',
      { endpoint: 'https://a.test/e', domain: 'https://x' },
      /^analytics\.domain must be a site name/,
    ],
  ])('names what is wrong with %s', (_, raw, reason) => {
    const parsed = parseHostingAnalytics(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(reason);
  });

  it('gives the origin the CSP must allow', () => {
    expect(
      hostingAnalyticsOrigin({ endpoint: 'https://plausible.io/api/event?x=1', domain: null }),
    ).toBe('https://plausible.io');
  });
});
