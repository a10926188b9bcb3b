import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { UpdatePrompt } from './pwa/update-prompt';
import { routes } from './router/routes';
import { SessionProvider } from './session/session-context';
import type { SessionSource } from './session/session-source';
import { ThemeProvider, useTheme } from './theme/theme-provider';

/** Spec §9: toasts last 4 s and at most 3 show at once (sonner's defaults, stated so they stay). */
export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE_MAX = 3;

export function ThemedToaster() {
  const { resolved } = useTheme();
  return (
    <Toaster
      theme={resolved}
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_VISIBLE_MAX}
      closeButton
    />
  );
}

export function App({ sessionSource }: { sessionSource: SessionSource }) {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <AppErrorBoundary>
      <ThemeProvider>
        <SessionProvider source={sessionSource}>
          <RouterProvider router={router} />
          <ThemedToaster />
          <UpdatePrompt />
        </SessionProvider>
      </ThemeProvider>
    </AppErrorBoundary>
  );
}
