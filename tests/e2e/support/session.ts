import type { Page } from '@playwright/test';

/** Mirrors E2E_SESSION_KEY in src/app/session/e2e-session-source.ts (e2e builds only). */
const E2E_SESSION_KEY = 'lesson-planner.e2e-session';

export type E2eUser = {
  isDeveloper?: boolean;
  role?: 'OWNER' | 'ADMIN' | 'TEACHER' | 'VIEWER' | null;
};

/**
 * Until real sign-in exists (issue 5) the e2e build reads its session from sessionStorage. Set it
 * before any page script runs, for every navigation in this page.
 */
export async function useSignedInSession(page: Page, user: E2eUser = {}) {
  const session = {
    status: 'signed-in',
    user: {
      id: 'e2e-user',
      email: 'teacher@example.com',
      isDeveloper: user.isDeveloper ?? false,
      role: user.role ?? 'TEACHER',
    },
  };
  await page.addInitScript(([key, value]) => window.sessionStorage.setItem(key, value), [
    E2E_SESSION_KEY,
    JSON.stringify(session),
  ] as const);
}
