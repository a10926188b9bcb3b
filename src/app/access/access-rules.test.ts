import { describe, expect, it } from 'vitest';
import type { SchoolRole, SessionState } from '../session/session-source';
import {
  ACCESS_DENIED_MESSAGE,
  DEVELOPER_PERMISSION_MESSAGE,
  hasRequiredRole,
  isProtectedPath,
  resolveAccess,
  signedInDestination,
} from './access-rules';

const teacher: SessionState = {
  status: 'signed-in',
  user: { id: 'u1', email: 't@example.com', isDeveloper: false, role: 'TEACHER' },
};
const developer: SessionState = {
  status: 'signed-in',
  user: { id: 'u2', email: 'd@example.com', isDeveloper: true, role: null },
};
const signedOut: SessionState = { status: 'signed-out' };
const loading: SessionState = { status: 'loading' };
const failed: SessionState = { status: 'error', reason: 'storage unavailable' };

const at = (url: string) => {
  const parsed = new URL(url, 'https://app.test');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
};

describe('isProtectedPath (spec §2 prefixes)', () => {
  it.each([
    ['/dashboard', true],
    ['/planner', true],
    ['/analytics/coverage-gaps', true],
    ['/resources', true],
    ['/programs', true],
    ['/settings/classes', true],
    ['/profile', true],
    ['/', false],
    ['/login', false],
    ['/register', false],
    ['/accept-invitation', false],
    ['/help', false],
    ['/plannerx', false],
    ['/no-such-page', false],
  ])('%s → %s', (path, expected) => {
    expect(isProtectedPath(path)).toBe(expected);
  });
});

describe('resolveAccess', () => {
  it.each<[string, string, SessionState, ReturnType<typeof resolveAccess>]>([
    [
      'unauthenticated protected visit remembers the origin',
      '/analytics/coverage-gaps',
      signedOut,
      { kind: 'redirect', to: '/login?next=%2Fanalytics%2Fcoverage-gaps' },
    ],
    [
      'the origin keeps its query and hash',
      '/planner?week=2026-11-16#mon',
      signedOut,
      { kind: 'redirect', to: '/login?next=%2Fplanner%3Fweek%3D2026-11-16%23mon' },
    ],
    [
      'onboarding needs a session',
      '/onboarding/join',
      signedOut,
      { kind: 'redirect', to: '/login?next=%2Fonboarding%2Fjoin' },
    ],
    [
      'the developer area needs a session',
      '/dev/users',
      signedOut,
      { kind: 'redirect', to: '/login?next=%2Fdev%2Fusers' },
    ],
    ['public pages stay open when signed out', '/register', signedOut, { kind: 'allow' }],
    ['accept-invitation is public', '/accept-invitation', signedOut, { kind: 'allow' }],
    ['unknown paths are left to the not-found page', '/nope', signedOut, { kind: 'allow' }],
    ['protected page while the session loads', '/planner', loading, { kind: 'loading' }],
    ['landing renders while the session loads', '/', loading, { kind: 'allow' }],
    ['auth error on a protected page', '/dashboard', failed, { kind: 'auth-error' }],
    ['login still renders after an auth error', '/login', failed, { kind: 'allow' }],
    ['signed in on / goes to the dashboard', '/', teacher, { kind: 'redirect', to: '/dashboard' }],
    [
      'signed in on /login goes to the remembered origin',
      '/login?next=%2Fplanner%3Fweek%3D2026-11-16',
      teacher,
      { kind: 'redirect', to: '/planner?week=2026-11-16' },
    ],
    [
      'a foreign origin is ignored',
      '/login?next=https%3A%2F%2Fevil.example%2F',
      teacher,
      { kind: 'redirect', to: '/dashboard' },
    ],
    [
      'a protocol-relative origin is ignored',
      '/login?next=%2F%2Fevil.example',
      teacher,
      { kind: 'redirect', to: '/dashboard' },
    ],
    [
      'signed in on /register goes on too',
      '/register',
      teacher,
      { kind: 'redirect', to: '/dashboard' },
    ],
    ['signed in teacher sees the planner', '/planner', teacher, { kind: 'allow' }],
    ['developer on planner goes to /dev', '/planner', developer, { kind: 'redirect', to: '/dev' }],
    [
      'developer on resources goes to /dev',
      '/resources',
      developer,
      { kind: 'redirect', to: '/dev' },
    ],
    [
      'developer on analytics goes to /dev',
      '/analytics/overview',
      developer,
      { kind: 'redirect', to: '/dev' },
    ],
    [
      'developer on settings goes to /dev',
      '/settings/classes',
      developer,
      { kind: 'redirect', to: '/dev' },
    ],
    ['developer may open the dev area', '/dev/monitoring', developer, { kind: 'allow' }],
    ['developer signing in lands on /dev', '/login', developer, { kind: 'redirect', to: '/dev' }],
    [
      'developer with a planner origin lands on /dev',
      '/login?next=%2Fplanner',
      developer,
      { kind: 'redirect', to: '/dev' },
    ],
    [
      'non-developer in the dev area is denied',
      '/dev',
      teacher,
      { kind: 'denied', message: DEVELOPER_PERMISSION_MESSAGE },
    ],
  ])('%s', (_name, url, session, expected) => {
    expect(resolveAccess(at(url), session)).toEqual(expected);
  });
});

describe('signedInDestination', () => {
  it.each([
    ['', false, '/dashboard'],
    ['?next=%2Fprofile', false, '/profile'],
    ['?next=profile', false, '/dashboard'],
    ['?next=%2F%5Cevil.example', false, '/dashboard'],
    ['?next=javascript%3Aalert(1)', false, '/dashboard'],
    ['?next=%2F%09%2Fevil.example', false, '/dashboard'],
    ['?next=%2Fprofile', true, '/profile'],
    ['', true, '/dev'],
  ])('search %j (developer %s) → %s', (search, isDeveloper, expected) => {
    expect(signedInDestination(search, isDeveloper)).toBe(expected);
  });
});

describe('hasRequiredRole (spec §6: must match, admin always passes)', () => {
  const roles: (SchoolRole | null)[] = ['OWNER', 'ADMIN', 'TEACHER', 'VIEWER', null];
  const expected: Record<string, Record<SchoolRole, boolean>> = {
    OWNER: { OWNER: true, ADMIN: true, TEACHER: true, VIEWER: true },
    ADMIN: { OWNER: true, ADMIN: true, TEACHER: true, VIEWER: true },
    TEACHER: { OWNER: false, ADMIN: false, TEACHER: true, VIEWER: false },
    VIEWER: { OWNER: false, ADMIN: false, TEACHER: false, VIEWER: true },
    none: { OWNER: false, ADMIN: false, TEACHER: false, VIEWER: false },
  };
  const cases = roles.flatMap((user) =>
    (['OWNER', 'ADMIN', 'TEACHER', 'VIEWER'] as const).map((required) => [user, required] as const),
  );
  it.each(cases)('user %s, required %s', (user, required) => {
    expect(hasRequiredRole(user, required)).toBe(expected[user ?? 'none']![required]);
  });

  it('denial text is the spec message', () => {
    expect(ACCESS_DENIED_MESSAGE).toBe(
      "Access Denied. You don't have permission to access this page.",
    );
  });
});
