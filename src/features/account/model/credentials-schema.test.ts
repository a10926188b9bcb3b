import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  PASSWORD_LENGTH_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  registerSchema,
  signInSchema,
} from './credentials-schema';

const issuesOf = (result: v.SafeParseResult<v.GenericSchema>) =>
  Object.fromEntries(
    (result.issues ?? []).map((issue) => [v.getDotPath(issue) ?? '', issue.message]),
  );

describe('signInSchema', () => {
  it('accepts an email (trimmed) and any non-empty password', () => {
    const parsed = v.safeParse(signInSchema, { email: ' t@school.test ', password: 'x' });
    expect(parsed.success && parsed.output.email).toBe('t@school.test');
  });

  it("accepts an apostrophe in the name part (zod's email pattern, kept)", () => {
    expect(v.is(signInSchema, { email: "o'brien@school.test", password: 'x' })).toBe(true);
    expect(v.is(signInSchema, { email: 'a..b@school.test', password: 'x' })).toBe(false);
  });

  it('names each bad field', () => {
    expect(issuesOf(v.safeParse(signInSchema, { email: 'nope', password: '' }))).toEqual({
      email: EMAIL_MESSAGE,
      password: PASSWORD_REQUIRED_MESSAGE,
    });
  });
});

describe('registerSchema', () => {
  const good = {
    fullName: 'Ada Teacher',
    email: 'ada@school.test',
    password: 'long enough',
    confirmPassword: 'long enough',
  };

  it('accepts a complete form', () => {
    expect(v.safeParse(registerSchema, good).success).toBe(true);
  });

  it.each([
    ['blank name', { fullName: '   ' }, 'fullName', NAME_REQUIRED_MESSAGE],
    ['bad email', { email: 'ada@' }, 'email', EMAIL_MESSAGE],
    [
      'short password',
      { password: 'short', confirmPassword: 'short' },
      'password',
      PASSWORD_LENGTH_MESSAGE,
    ],
    ['mismatch', { confirmPassword: 'long enougH' }, 'confirmPassword', PASSWORD_MISMATCH_MESSAGE],
  ])('%s', (_, change, field, message) => {
    expect(issuesOf(v.safeParse(registerSchema, { ...good, ...change }))[field]).toBe(message);
  });

  it('reports a short password and a mismatch together', () => {
    expect(
      issuesOf(v.safeParse(registerSchema, { ...good, password: 'short', confirmPassword: 'x' })),
    ).toEqual({ password: PASSWORD_LENGTH_MESSAGE, confirmPassword: PASSWORD_MISMATCH_MESSAGE });
  });
});
