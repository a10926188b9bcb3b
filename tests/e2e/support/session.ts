import { expect, type Page } from '@playwright/test';
import { LoginPage } from '../pages/login-page';

/** The seeded demo accounts (supabase/seed/demo-accounts.ts); `npm start` prints the same table. */
export const DEMO_PASSWORD = 'planner-demo-2026';
export const DEMO_SCHOOL = 'Riverside Secondary College';
export const DEMO_SCHOOL_CODE = 'DEMSCHL7';
export type DemoAccount = 'owner' | 'admin' | 'teacher' | 'viewer' | 'solo' | 'developer';
export const demoEmail = (account: DemoAccount) => `${account}@demo.school`;

/** An address no other test (nor an earlier run on this data directory) has used. */
export function freshEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
}

/**
 * Signs in through the real sign-in page and waits until account set-up has finished (the app has
 * left /login and /onboarding-loading). Not on /login yet, it opens it; after a `goto` to a
 * protected page, wait for the redirect to /login first (it happens once the app has loaded), or
 * the remembered origin is lost.
 */
export async function signInAs(
  page: Page,
  account: DemoAccount | { email: string; password: string },
) {
  const { email, password } =
    typeof account === 'string' ? { email: demoEmail(account), password: DEMO_PASSWORD } : account;
  if (!/\/login(\?|$)/.test(page.url())) await page.goto('/login');
  const login = new LoginPage(page);
  await login.signIn(email, password);
  await expect(page).not.toHaveURL(/\/(login|onboarding-loading)(\?|$)/, { timeout: 15_000 });
}

/** The signed-in user's id, as supabase-js stored it (the replica is named after it). */
export async function signedInUserId(page: Page): Promise<string> {
  const id = await page.evaluate(() => {
    const raw = localStorage.getItem('lesson-planner.auth');
    return raw ? (JSON.parse(raw) as { user?: { id?: string } }).user?.id : undefined;
  });
  expect(id, 'a stored session').toBeTruthy();
  return id!;
}

/** Names of this origin's IndexedDB databases. */
export function indexedDbNames(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await indexedDB.databases()).map((db) => db.name ?? '').filter(Boolean),
  );
}
