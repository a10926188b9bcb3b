import { describe, expect, it } from 'vitest';
import { signUpLimitFrom } from './product-stack';

describe('AUTH_SIGNUPS_PER_HOUR', () => {
  it('keeps the default when unset or empty', () => {
    expect(signUpLimitFrom({})).toBeUndefined();
    expect(signUpLimitFrom({ AUTH_SIGNUPS_PER_HOUR: '' })).toBeUndefined();
  });

  it('sets the sign-ups one address may make in an hour', () => {
    expect(signUpLimitFrom({ AUTH_SIGNUPS_PER_HOUR: '200' })).toEqual({
      signUpPerIp: { limit: 200, windowS: 3600 },
    });
  });

  it.each(['ten', '-1', '2.5', '1e3'])('refuses %s with a message naming the setting', (raw) => {
    expect(() => signUpLimitFrom({ AUTH_SIGNUPS_PER_HOUR: raw })).toThrow(
      `AUTH_SIGNUPS_PER_HOUR must be a whole number, got '${raw}'.`,
    );
  });
});
