import { describe, expect, it } from 'vitest';
import { healthyWithin, rawRequest, signedUpUser } from './support/abuse-stack';

/** The suite's own footing: the stack it attacks is up and serves an ordinary user. */
describe('the attacked stack', () => {
  it('is healthy and serves a signed-up teacher her own profile', async () => {
    await healthyWithin(5000);
    const teacher = await signedUpUser('alive');
    // Account set-up (src/app/auth/account-setup.ts) makes the profile on first sign-in.
    expect(
      (await teacher.client.rpc('ensure_profile', { full_name: 'Alive Teacher', school_id: null }))
        .error,
    ).toBeNull();
    const response = await rawRequest(`/rest/v1/profiles?select=id&id=eq.${teacher.id}`, {
      token: teacher.accessToken,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ id: teacher.id }]);
  });
});
