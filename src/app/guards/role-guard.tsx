import { Outlet, useMatches } from 'react-router';
import { ACCESS_DENIED_MESSAGE, hasRequiredRole } from '../access/access-rules';
import type { SchoolRole } from '@/shared/lib/session/session-source';
import { useSession } from '@/shared/lib/session/session-context';
import { AccessDenied } from './access-denied';

/** A route opts in with `handle: { requiredRole: 'ADMIN' }`; the deepest such requirement applies. */
export type RouteHandle = { requiredRole?: SchoolRole };

export function requiredRoleOf(matches: ReturnType<typeof useMatches>): SchoolRole | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const role = (matches[i]?.handle as RouteHandle | undefined)?.requiredRole;
    if (role) return role;
  }
  return undefined;
}

export function RoleGuard() {
  const matches = useMatches();
  const session = useSession();
  const required = requiredRoleOf(matches);
  if (!required) return <Outlet />;
  const role = session.status === 'signed-in' ? session.user.role : null;
  return hasRequiredRole(role, required) ? (
    <Outlet />
  ) : (
    <AccessDenied title={ACCESS_DENIED_MESSAGE} />
  );
}
