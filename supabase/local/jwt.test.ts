import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from './jwt';

const SECRET = 'test-secret-with-enough-length-for-hs256';
const NOW = new Date('2026-03-02T09:00:00Z');
const nowS = NOW.getTime() / 1000;
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('verifyJwt', () => {
  it('accepts a token it signed and returns the claims', () => {
    const token = signJwt({ role: 'anon', iat: nowS, exp: nowS + 60, sub: 'x' }, SECRET);
    expect(verifyJwt(token, SECRET, NOW)).toEqual({
      ok: true,
      claims: { role: 'anon', iat: nowS, exp: nowS + 60, sub: 'x' },
    });
  });

  it('rejects an expired token, including at the exact second of exp', () => {
    const token = signJwt({ role: 'anon', iat: nowS - 120, exp: nowS }, SECRET);
    expect(verifyJwt(token, SECRET, NOW)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyJwt(token, SECRET, new Date(NOW.getTime() - 1000)).ok).toBe(true);
  });

  it('rejects a token signed with another secret, or with a tampered payload', () => {
    const other = signJwt({ role: 'service_role', iat: nowS }, 'another-secret');
    expect(verifyJwt(other, SECRET, NOW)).toEqual({ ok: false, reason: 'bad_signature' });

    const [header, , signature] = signJwt({ role: 'anon', iat: nowS }, SECRET).split('.');
    const forged = `${header}.${b64({ role: 'service_role', iat: nowS })}.${signature}`;
    expect(verifyJwt(forged, SECRET, NOW)).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it("rejects alg 'none' even without a signature, and any algorithm but HS256", () => {
    const payload = b64({ role: 'service_role', iat: nowS });
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    expect(verifyJwt(none, SECRET, NOW)).toEqual({ ok: false, reason: 'unsupported_algorithm' });

    // HS512 with the right secret is still refused: the algorithm is pinned, not negotiated.
    const header = b64({ alg: 'HS512', typ: 'JWT' });
    const signature = createHmac('sha512', SECRET)
      .update(`${header}.${payload}`)
      .digest('base64url');
    expect(verifyJwt(`${header}.${payload}.${signature}`, SECRET, NOW)).toEqual({
      ok: false,
      reason: 'unsupported_algorithm',
    });
  });

  it('rejects malformed tokens and non-numeric time claims', () => {
    for (const token of ['', 'a.b', 'a.b.c.d', `${b64({ alg: 'HS256' })}.not*json.sig`, 'x.y.z']) {
      expect(verifyJwt(token, SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
    }
    const stringExp = signJwt({ role: 'anon', iat: nowS, exp: String(nowS + 60) } as never, SECRET);
    expect(verifyJwt(stringExp, SECRET, NOW)).toEqual({ ok: false, reason: 'expired' });
  });

  it('honours nbf', () => {
    const token = signJwt({ role: 'anon', iat: nowS, nbf: nowS + 30 }, SECRET);
    expect(verifyJwt(token, SECRET, NOW)).toEqual({ ok: false, reason: 'not_yet_valid' });
    expect(verifyJwt(token, SECRET, new Date(NOW.getTime() + 30_000)).ok).toBe(true);
  });
});
