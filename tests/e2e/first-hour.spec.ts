import { expect, test, type Page } from '@playwright/test';
import { GuidedTour } from './pages/guided-tour';
import { LoginPage } from './pages/login-page';
import { OnboardingPages } from './pages/onboarding-pages';
import {
  CLASS_NAME,
  createClass,
  PlannerPage,
  pinBrowserClock,
  setUpTimetable,
} from './pages/planner-pages';
import { RegisterPage } from './pages/register-page';
import { freshEmail } from './support/session';

// A new teacher's first hour through the UI alone (~30 s on a quiet machine).
test.describe.configure({ timeout: 120_000 });

const FIRST_PASSWORD = 'a long enough password';
const NEW_PASSWORD = 'a brand new passphrase';
const SECOND_CLASS = '9 Science';
const MONDAY = 0;

/** The newest mail to `to` in the local stack's mailbox (/auth/v1/mailbox.json, loopback only). */
async function newestMailLink(page: Page, to: string, kind: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(async () => {
      const answer = await page.request.get(
        `/auth/v1/mailbox.json?${new URLSearchParams({ to }).toString()}`,
      );
      const mails = (await answer.json()) as { kind: string; link: string | null }[];
      link = mails.find((mail) => mail.kind === kind)?.link ?? null;
      return link;
    })
    .not.toBeNull();
  return link!;
}

test('a new teacher: register, solo, timetable, two classes, this week, a lesson planned and completed with a reflection, sign out from the menu, forgot password, reset from the mailbox link, sign in', async ({
  page,
}) => {
  await pinBrowserClock(page.context());
  const email = freshEmail('first-hour');
  await page.goto('/register');
  await new RegisterPage(page).register({
    fullName: 'Fran First',
    email,
    password: FIRST_PASSWORD,
  });
  const onboarding = new OnboardingPages(page);
  await onboarding.expectChoice();
  await onboarding.chooseSolo();
  await onboarding.finishTeachingDetails({ subject: 'Science', year: 8 });
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  // A new account is offered the guided tour; this teacher skips it (its own spec walks it), so
  // it does not cover the dashboard when they land there again after the password reset.
  await new GuidedTour(page).skipWhenItStarts();

  // Two classes, then the timetable puts the first on Monday and Wednesday, Period 1.
  await createClass(page);
  await createClass(page, SECOND_CLASS);
  await expect(page.getByRole('list', { name: 'Your classes' })).toContainText(CLASS_NAME);
  await setUpTimetable(page);

  const planner = new PlannerPage(page);
  await planner.goto();
  await planner.generate('This week');
  const today = planner.card('Period 1', MONDAY);
  await expect(today).toContainText(CLASS_NAME);

  await planner.open(today);
  await planner.typeTitle('Cells and microscopes');
  const reflection = planner.panel.getByRole('form', { name: 'Reflection' });
  const rate = (question: string, choice: string) =>
    reflection.getByRole('radiogroup', { name: question }).getByText(choice).click();
  await rate('How well did the lesson go?', '4 Very good');
  await rate('How satisfied are you?', '4 Very good');
  await rate('How effective was your teaching?', '5 Excellent');
  await reflection.getByRole('button', { name: 'Complete with reflection' }).click();
  await expect(page.getByText('Completed with reflection')).toBeVisible();
  await planner.close();
  await expect(today).toContainText('Cells and microscopes');
  await expect(today).toContainText('Completed');
  await planner.expectInSync();

  // Sign out from the user menu (nothing waits to sync, so it does not ask).
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const login = new LoginPage(page);
  await login.expectShown();

  // Forgot password → the mailed link → a new password → signed in.
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${email}`);

  const link = await newestMailLink(page, email, 'recovery');
  expect(new URL(link).pathname).toBe('/reset-password');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password is changed. You are signed in.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  // Out again; the old password no longer works, the new one does, and the lesson is there.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await login.signIn(email, FIRST_PASSWORD);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await planner.goto();
  await expect(planner.card('Period 1', MONDAY)).toContainText('Cells and microscopes', {
    timeout: 20_000,
  });
});
