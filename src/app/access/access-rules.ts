import type { SchoolRole, SessionState, SessionUser } from '@/shared/lib/session/session-source';
import { DEFAULT_SIGNED_IN_PATH, ORIGIN_PARAM, PATHS } from './route-paths';
import { safeInternalPath } from './safe-origin';

/** Spec §2: the protected path prefixes. */
export const PROTECTED_PREFIXES = [
  'dashboard',
  'planner',
  'analytics',
  'resources',
  'programs',
  'settings',
  'profile',
  // Not in spec §2: syllabus coverage per class (issue 13).
  'coverage',
] as const;

/** Spec §2: developers visiting these are sent to /dev. */
export const DEVELOPER_REDIRECT_PREFIXES = [
  'planner',
  'resources',
  'analytics',
  'settings',
  'coverage',
] as const;

/** Onboarding acts on the signed-in account, so it needs a session too (see docs/decisions.md). */
const SESSION_ONLY_PREFIXES = ['onboarding', 'solo', 'onboarding-loading', 'dev'] as const;

export const DEVELOPER_PERMISSION_MESSAGE = 'Developer permissions required';
export const ACCESS_DENIED_MESSAGE =
  "Access Denied. You don't have permission to access this page.";

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'loading' }
  | { kind: 'auth-error' }
  | { kind: 'redirect'; to: string }
  | { kind: 'denied'; message: string };

function firstSegment(pathname: string): string {
  return pathname.split('/').filter(Boolean)[0] ?? '';
}

function hasPrefix(pathname: string, prefixes: readonly string[]): boolean {
  return prefixes.includes(firstSegment(pathname));
}

export const isProtectedPath = (pathname: string) => hasPrefix(pathname, PROTECTED_PREFIXES);
export const requiresSession = (pathname: string) =>
  isProtectedPath(pathname) || hasPrefix(pathname, SESSION_ONLY_PREFIXES);
export const isDeveloperRedirectPath = (pathname: string) =>
  hasPrefix(pathname, DEVELOPER_REDIRECT_PREFIXES);
export const isDeveloperAreaPath = (pathname: string) => firstSegment(pathname) === 'dev';

/** `/login?next=<origin>` for an unauthenticated visit. */
export function loginPathFor(origin: string): string {
  return `${PATHS.login}?${new URLSearchParams({ [ORIGIN_PARAM]: origin }).toString()}`;
}

/** Where a signed-in user lands after sign-in: the remembered origin, else the default. */
export function signedInDestination(search: string, isDeveloper: boolean): string {
  const origin = safeInternalPath(new URLSearchParams(search).get(ORIGIN_PARAM));
  const fallback = isDeveloper ? PATHS.dev : DEFAULT_SIGNED_IN_PATH;
  if (!origin) return fallback;
  // A remembered origin a developer may not visit would bounce twice; go straight to /dev.
  if (isDeveloper && isDeveloperRedirectPath(new URL(origin, 'https://x.invalid').pathname)) {
    return PATHS.dev;
  }
  return origin;
}

const SIGNED_IN_BOUNCE_PATHS: readonly string[] = [PATHS.landing, PATHS.login, PATHS.register];

/** `/onboarding-loading?next=<origin>`: account set-up first, then where the user was going. */
export function accountSetupPathFor(origin: string | null): string {
  if (!origin) return PATHS.onboardingLoading;
  return `${PATHS.onboardingLoading}?${new URLSearchParams({ [ORIGIN_PARAM]: origin }).toString()}`;
}

/** Paths a user without a school may still be sent to: onboarding itself and an invitation. */
const ONBOARDING_DESTINATIONS = ['onboarding', 'solo', 'accept-invitation'] as const;

/**
 * Where a user goes once account set-up has run (spec §4, issue 5): developers to /dev, a user with
 * neither a school nor solo work to onboarding (unless they were accepting an invitation), everyone
 * else to their remembered origin or the dashboard.
 */
export function destinationAfterSetup(
  search: string,
  user: Pick<SessionUser, 'isDeveloper' | 'account'>,
): string {
  if (user.account === 'needs-onboarding' && !user.isDeveloper) {
    const origin = safeInternalPath(new URLSearchParams(search).get(ORIGIN_PARAM));
    const path = origin ? new URL(origin, 'https://x.invalid').pathname : '';
    return origin && hasPrefix(path, ONBOARDING_DESTINATIONS) ? origin : PATHS.onboarding;
  }
  return signedInDestination(search, user.isDeveloper);
}

/**
 * One decision per navigation, from the path and the session alone (spec §2 and §6). Pure, so every
 * rule has a unit test; the router's guard renders whatever this returns.
 */
export function resolveAccess(
  location: { pathname: string; search: string; hash: string },
  session: SessionState,
): AccessDecision {
  const { pathname } = location;
  const bounces = SIGNED_IN_BOUNCE_PATHS.includes(pathname);
  if (!requiresSession(pathname) && !bounces) return { kind: 'allow' };

  switch (session.status) {
    case 'loading':
      return bounces ? { kind: 'allow' } : { kind: 'loading' };
    case 'error':
      return bounces ? { kind: 'allow' } : { kind: 'auth-error' };
    case 'signed-out':
      if (bounces) return { kind: 'allow' };
      return {
        kind: 'redirect',
        to: loginPathFor(`${pathname}${location.search}${location.hash}`),
      };
    case 'signed-in': {
      const { user } = session;
      const here = `${pathname}${location.search}${location.hash}`;
      if (user.account === 'needs-setup') {
        if (pathname === PATHS.onboardingLoading) return { kind: 'allow' };
        const origin = bounces
          ? safeInternalPath(new URLSearchParams(location.search).get(ORIGIN_PARAM))
          : here;
        return { kind: 'redirect', to: accountSetupPathFor(origin) };
      }
      if (bounces) return { kind: 'redirect', to: destinationAfterSetup(location.search, user) };
      if (user.account === 'needs-onboarding' && !user.isDeveloper && isProtectedPath(pathname))
        return { kind: 'redirect', to: PATHS.onboarding };
      if (user.isDeveloper && isDeveloperRedirectPath(pathname))
        return { kind: 'redirect', to: PATHS.dev };
      if (!user.isDeveloper && isDeveloperAreaPath(pathname)) {
        return { kind: 'denied', message: DEVELOPER_PERMISSION_MESSAGE };
      }
      return { kind: 'allow' };
    }
  }
}

/**
 * Spec §6 role guard: the required role must match; ADMIN always passes. OWNER outranks ADMIN, so it
 * passes too (docs/decisions.md).
 */
export function hasRequiredRole(userRole: SchoolRole | null, required: SchoolRole): boolean {
  if (userRole === null) return false;
  return userRole === required || userRole === 'ADMIN' || userRole === 'OWNER';
}
