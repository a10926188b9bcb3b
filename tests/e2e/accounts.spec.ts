import { expect, test } from '@playwright/test';
import { OnboardingPages } from './pages/onboarding-pages';
import { RegisterPage } from './pages/register-page';
import { waitForServiceWorker } from './support/service-worker';
import { DEMO_SCHOOL, DEMO_SCHOOL_CODE, freshEmail } from './support/session';

const PASSWORD = 'a long enough password';

test('register → onboarding → solo → dashboard; reloaded offline it is still signed in', async ({
  page,
  context,
}) => {
  await page.goto('/register');
  await new RegisterPage(page).register({
    fullName: 'Sol O. Teacher',
    email: freshEmail('solo'),
    password: PASSWORD,
  });
  const onboarding = new OnboardingPages(page);
  await onboarding.expectChoice();
  await onboarding.chooseSolo();
  await onboarding.finishTeachingDetails({ subject: 'Science', year: 8 });
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('current-school')).toHaveText('Working solo');

  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('current-school')).toHaveText('Working solo');
  await expect(page.getByRole('banner').getByText('Offline')).toBeVisible();
});

test("register → join with the demo school's code → its name shows; a wrong code is refused", async ({
  page,
}) => {
  await page.goto('/register');
  await new RegisterPage(page).register({
    fullName: 'Jo Joiner',
    email: freshEmail('join'),
    password: PASSWORD,
  });
  const onboarding = new OnboardingPages(page);
  await onboarding.expectChoice();

  await onboarding.join('ZZZZ-ZZZZ');
  await expect(page.getByRole('alert')).toHaveText("School with invite code 'ZZZZZZZZ' not found");
  await expect(page).toHaveURL(/\/onboarding\/join$/);

  await page.getByLabel('Invite code or invitation link').fill(DEMO_SCHOOL_CODE.toLowerCase());
  await page.getByRole('button', { name: 'Join school' }).click();
  await expect(page.getByText(`You joined ${DEMO_SCHOOL}.`)).toBeVisible();
  await onboarding.finishTeachingDetails({ subject: 'Mathematics', year: 7 });
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByTestId('current-school')).toHaveText(`${DEMO_SCHOOL} · Teacher`);
});
