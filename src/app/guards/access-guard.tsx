import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '@/shared/ui/button';
import { StatusScreen } from '@/shared/ui/status-screen';
import { resolveAccess, type AccessDecision } from '../access/access-rules';
import { useSession } from '@/shared/lib/session/session-context';
import { AccessDenied } from './access-denied';

export const AUTHENTICATING_TEXT = 'Authenticating...';
export const AUTH_ERROR_TEXT = 'Authentication error occurred. Please try refreshing the page.';

/** Renders resolveAccess's decision for the current location; every route sits under it. */
export function AccessGuard() {
  const location = useLocation();
  const session = useSession();
  const decision = resolveAccess(location, session);
  if (decision.kind === 'allow') return <Outlet />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  // The guard sits above every layout, so its own screens provide the main landmark.
  return <main id="main">{renderBlocked(decision)}</main>;
}

function renderBlocked(decision: Exclude<AccessDecision, { kind: 'allow' | 'redirect' }>) {
  switch (decision.kind) {
    case 'loading':
      return <StatusScreen title={AUTHENTICATING_TEXT} />;
    case 'auth-error':
      return (
        <StatusScreen
          role="alert"
          title="Authentication error"
          message={AUTH_ERROR_TEXT}
          actions={<Button onClick={() => window.location.reload()}>Refresh Page</Button>}
        />
      );
    case 'denied':
      return <AccessDenied title="Access Denied" message={decision.message} />;
  }
}
