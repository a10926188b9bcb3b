import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { MembersPage } from './pages/members-page';
import { ProfilePage } from './pages/profile-page';
import { RegisterPage } from './pages/register-page';
import { DEMO_SCHOOL, freshEmail, signInAs } from './support/session';

test('an OWNER invites a new email; they register from the link, accept, and appear as TEACHER; the link then refuses', async ({
  browser,
}) => {
  const invitee = freshEmail('invitee');
  const owner = await (await browser.newContext()).newPage();
  await signInAs(owner, 'owner');
  const members = new MembersPage(owner);
  await members.goto();
  const link = await members.invite(invitee, 'Teacher');
  await expect(owner.getByText(`Invitation sent to ${invitee}.`)).toBeVisible();

  // The invited person, in their own browser, opens the link signed out.
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(link);
  await expect(
    guest.getByText(`You're invited to join ${DEMO_SCHOOL} as a teacher.`),
  ).toBeVisible();
  await guest.getByRole('link', { name: 'Create an account' }).click();
  await new RegisterPage(guest).register({
    fullName: 'Ivy Invitee',
    email: invitee,
    password: 'a long enough password',
  });
  await expect(guest).toHaveURL(/\/accept-invitation\?token=/, { timeout: 15_000 });
  await guest.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(guest).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(guest.getByTestId('current-school')).toHaveText(`${DEMO_SCHOOL} · Teacher`);

  await members.goto();
  await expect(members.roleOf('Ivy Invitee')).toHaveValue('TEACHER');

  // The same link again: refused with its own message.
  await guest.goto(link);
  await expect(guest.getByRole('alert')).toHaveText('This invitation has already been used.');
});

test('a VIEWER cannot reach member management', async ({ page }) => {
  await signInAs(page, 'viewer');
  await page.goto('/settings/members');
  await expect(
    page.getByText("Access Denied. You don't have permission to access this page."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
});

test('after sign-out a different user on the same browser sees nothing of the first, in the UI or IndexedDB', async ({
  page,
}) => {
  await signInAs(page, 'teacher');
  await expect(page.getByTestId('current-school')).toHaveText(`${DEMO_SCHOOL} · Teacher`);
  const firstUserId = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('lesson-planner.auth') ?? '{}') as { user?: { id: string } })
        .user?.id,
  );
  expect(firstUserId).toBeTruthy();
  // Wait until the first user's replica has synced (the header says so), so sign-out has nothing
  // unsent to ask about.
  await expect(page.getByRole('banner').getByText('Up to date')).toBeVisible({ timeout: 20_000 });
  const profile = new ProfilePage(page);
  await profile.goto();
  await expect(page.getByText('teacher@demo.school')).toBeVisible();
  await profile.signOut();

  const databasesAfterSignOut = await page.evaluate(async () =>
    (await indexedDB.databases()).map((db) => db.name),
  );
  expect(databasesAfterSignOut).not.toContain(`lesson-planner.${firstUserId}`);
  const leftovers = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.includes('account') || key.includes('auth')),
  );
  expect(leftovers).toEqual([]);

  await new LoginPage(page).expectShown();
  await signInAs(page, 'solo');
  await profile.goto();
  await expect(page.getByText('solo@demo.school')).toBeVisible();
  await expect(page.getByText('teacher@demo.school')).toHaveCount(0);
  await expect(page.getByTestId('current-school')).toHaveText('Working solo');
  const databases = await page.evaluate(async () =>
    (await indexedDB.databases()).map((db) => db.name),
  );
  expect(databases).not.toContain(`lesson-planner.${firstUserId}`);
});
