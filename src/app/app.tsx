import { useEffect, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { startPageViews } from './analytics/start-page-views';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { UpdatePrompt } from './pwa/update-prompt';
import { routes } from './router/routes';
import type { HostingAnalytics } from '@/shared/lib/hosting-analytics/hosting-analytics-config';
import { SessionProvider } from '@/shared/lib/session/session-context';
import type { SessionSource } from '@/shared/lib/session/session-source';
import type { AuthSession } from './auth/auth-session';
import { connectSyncWith } from './auth/connect-sync';
import { ServerActionsProvider } from './server/server-actions-provider';
import { SyncedTheme } from './theme/synced-theme';
import { SyncProvider } from './sync/sync-provider';
import { ThemeProvider, useTheme } from './theme/theme-provider';

/** Spec §9: toasts last 4 s and at most 3 show at once (sonner's defaults, stated so they stay). */
export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE_MAX = 3;

/**
 * Toasts sit at the top centre, over the header's empty middle: bottom-right, sonner's default,
 * covered the lesson panel's Bump buttons (issue 16), and the panel, the toolbar and the sidebar
 * keep their controls at the sides and bottom. The small offset keeps them inside the 56 px header.
 */
export const TOAST_POSITION = 'top-center';
export const TOAST_OFFSET_TOP_PX = 8;

export function ThemedToaster() {
  const { resolved } = useTheme();
  return (
    <Toaster
      theme={resolved}
      position={TOAST_POSITION}
      offset={{ top: TOAST_OFFSET_TOP_PX }}
      mobileOffset={{ top: TOAST_OFFSET_TOP_PX }}
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_VISIBLE_MAX}
      closeButton
    />
  );
}

/**
 * `auth` is the real sign-in (supabase-js) behind `sessionSource`; null in tests that drive a memory
 * session, where no server calls are made and nothing syncs.
 */
export function App({
  sessionSource,
  auth = null,
  analytics = null,
}: {
  sessionSource: SessionSource;
  auth?: AuthSession | null;
  /** The hosting provider's page-view tracker /config.json names; null (the default): none. */
  analytics?: HostingAnalytics | null;
}) {
  const router = useMemo(() => createBrowserRouter(routes), []);
  useEffect(() => startPageViews(router, analytics), [router, analytics]);
  const connectSync = useMemo(() => (auth ? connectSyncWith(auth) : undefined), [auth]);
  const content = (
    <>
      <RouterProvider router={router} />
      <ThemedToaster />
      <UpdatePrompt />
      <SyncedTheme />
    </>
  );
  return (
    <AppErrorBoundary>
      <ThemeProvider>
        <SessionProvider source={sessionSource}>
          <SyncProvider connect={connectSync}>
            {auth ? <ServerActionsProvider auth={auth}>{content}</ServerActionsProvider> : content}
          </SyncProvider>
        </SessionProvider>
      </ThemeProvider>
    </AppErrorBoundary>
  );
}
