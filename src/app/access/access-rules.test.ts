import { describe, expect, it } from 'vitest';
import type { SchoolRole, SessionState } from '@/shared/lib/session/session-source';
import {
  ACCESS_DENIED_MESSAGE,
  DEVELOPER_PERMISSION_MESSAGE,
  hasRequiredRole,
  isProtectedPath,
  resolveAccess,
  signedInDestination,
  destinationAfterSetup,
} from './access-rules';

const teacher: SessionState = {
  status: 'signed-in',
  user: {
    id: 'u1',
    email: 't@example.com',
    isDeveloper: false,
    role: 'TEACHER',
    schoolId: 's1',
    schoolName: 'Demo School',
    fullName: null,
    account: 'ready',
  },
};
const developer: SessionState = {
  status: 'signed-in',
  user: {
    id: 'u2',
    email: 'd@example.com',
    isDeveloper: true,
    role: null,
    schoolId: null,
    schoolName: null,
    fullName: null,
    account: 'ready',
  },
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
    ['/coverage', true],
    ['/coverage/3f0c', true],
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
    [
      'coverage needs a session (issue 13)',
      '/coverage/abc',
      signedOut,
      { kind: 'redirect', to: '/login?next=%2Fcoverage%2Fabc' },
    ],
    ['a teacher sees coverage', '/coverage', teacher, { kind: 'allow' }],
    [
      'a developer is sent from coverage to /dev',
      '/coverage',
      developer,
      { kind: 'redirect', to: '/dev' },
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

describe('account set-up and onboarding (issue 5)', () => {
  const withAccount = (
    state: SessionState,
    account: 'needs-setup' | 'needs-onboarding' | 'ready',
  ): SessionState =>
    state.status === 'signed-in'
      ? { ...state, user: { ...state.user, account, schoolId: null, role: null } }
      : state;
  const justSignedIn = withAccount(teacher, 'needs-setup');
  const noSchool = withAccount(teacher, 'needs-onboarding');

  it.each([
    ['/planner?week=2026-11-23', '/onboarding-loading?next=%2Fplanner%3Fweek%3D2026-11-23'],
    ['/onboarding', '/onboarding-loading?next=%2Fonboarding'],
    ['/login?next=%2Fplanner', '/onboarding-loading?next=%2Fplanner'],
    ['/login', '/onboarding-loading'],
    ['/', '/onboarding-loading'],
    ['/login?next=https%3A%2F%2Fevil.example', '/onboarding-loading'],
  ])('right after sign-in %s runs account set-up first → %s', (url, to) => {
    expect(resolveAccess(at(url), justSignedIn)).toEqual({ kind: 'redirect', to });
  });

  it('lets the set-up screen itself and public pages through before set-up', () => {
    expect(resolveAccess(at('/onboarding-loading?next=%2Fplanner'), justSignedIn)).toEqual({
      kind: 'allow',
    });
    expect(resolveAccess(at('/accept-invitation?token=x'), justSignedIn)).toEqual({
      kind: 'allow',
    });
  });

  it('sends a user with no school and no solo choice from main pages to onboarding', () => {
    expect(resolveAccess(at('/dashboard'), noSchool)).toEqual({
      kind: 'redirect',
      to: '/onboarding',
    });
    expect(resolveAccess(at('/onboarding/join'), noSchool)).toEqual({ kind: 'allow' });
    expect(resolveAccess(at('/solo'), noSchool)).toEqual({ kind: 'allow' });
  });

  it('never sends a developer to onboarding', () => {
    const developerWithoutSchool = withAccount(developer, 'needs-onboarding');
    expect(resolveAccess(at('/dev/schools'), developerWithoutSchool)).toEqual({ kind: 'allow' });
  });

  it.each([
    ['ready user, remembered origin', '?next=%2Fplanner', 'ready', false, '/planner'],
    ['ready user, no origin', '', 'ready', false, '/dashboard'],
    ['developer', '?next=%2Fplanner', 'ready', true, '/dev'],
    ['no school yet', '?next=%2Fplanner', 'needs-onboarding', false, '/onboarding'],
    [
      'no school yet, accepting an invitation',
      '?next=%2Faccept-invitation%3Ftoken%3Dabc',
      'needs-onboarding',
      false,
      '/accept-invitation?token=abc',
    ],
  ] as const)('after set-up: %s → %s', (_, search, account, isDeveloper, expected) => {
    expect(destinationAfterSetup(search, { account, isDeveloper })).toBe(expected);
  });
});
