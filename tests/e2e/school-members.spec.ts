import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { MembersPage } from './pages/members-page';
import { ProfilePage } from './pages/profile-page';
import { RegisterPage } from './pages/register-page';
import { OnboardingPages } from './pages/onboarding-pages';
import { DEMO_SCHOOL, freshEmail, signInAs } from './support/session';

// Each journey here registers two or three people in their own browsers and onboards them: 25 s
// on a quiet machine, past Playwright's 30 s default on CI's loaded one (stop 26 failed on it).
test.describe.configure({ timeout: 120_000 });

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
  await expect(members.roleOf('Ivy Invitee')).toHaveText('Teacher');

  // The same link again: refused with its own message.
  await guest.goto(link);
  await expect(guest.getByRole('alert')).toHaveText('This invitation has already been used.');
});

test("an OWNER copies the school's join link; a second browser joins through it as a teacher; after a rotation the old link is refused", async ({
  browser,
}) => {
  const password = 'a long enough password';
  const schoolName = `Hillside ${Date.now().toString(36)}`;
  // The owner's own new school, so rotating its code touches no other test.
  const ownerContext = await browser.newContext({
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const owner = await ownerContext.newPage();
  await owner.goto('/register');
  await new RegisterPage(owner).register({
    fullName: 'Orla Owner',
    email: freshEmail('owner'),
    password,
  });
  await new OnboardingPages(owner).expectChoice();
  await owner.getByLabel('School name').fill(schoolName);
  await owner.getByRole('button', { name: 'Create school' }).click();
  await new OnboardingPages(owner).finishTeachingDetails({ subject: 'Science', year: 9 });
  await expect(owner).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  const members = new MembersPage(owner);
  await members.goto();
  const code = await owner.getByTestId('invite-code').textContent();
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  await owner.getByRole('button', { name: 'Copy join link' }).click();
  await expect(owner.getByText('Join link copied')).toBeVisible();
  const link = await owner.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/onboarding/join\\?code=${code}$`));

  // A colleague with no account opens the link: sign in asks first, they create an account, and
  // the join page arrives with the code filled in.
  const colleague = await (await browser.newContext()).newPage();
  await colleague.goto(link);
  await expect(colleague).toHaveURL(/\/login\?next=/);
  await colleague.getByRole('link', { name: 'Create an account' }).click();
  await new RegisterPage(colleague).register({
    fullName: 'Cal Colleague',
    email: freshEmail('colleague'),
    password,
  });
  await expect(colleague).toHaveURL(/\/onboarding\/join\?code=/, { timeout: 15_000 });
  await expect(colleague.getByLabel('Invite code or invitation link')).toHaveValue(code!);
  await colleague.getByRole('button', { name: 'Join school' }).click();
  await expect(colleague.getByText(`You joined ${schoolName}.`)).toBeVisible();
  await new OnboardingPages(colleague).finishTeachingDetails({ subject: 'Science', year: 9 });
  await expect(colleague).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(colleague.getByTestId('current-school')).toHaveText(`${schoolName} · Teacher`);

  await members.goto();
  await expect(members.roleOf('Cal Colleague')).toHaveText('Teacher');

  // Rotate: the page shows a new code; the old link's code is refused with a 4xx sentence.
  await owner.getByRole('button', { name: 'Rotate code…' }).click();
  await owner.getByRole('button', { name: 'Change code' }).click();
  await expect(owner.getByTestId('invite-code')).not.toHaveText(code!);
  const latecomer = await (await browser.newContext()).newPage();
  await latecomer.goto('/register');
  await new RegisterPage(latecomer).register({
    fullName: 'Lee Late',
    email: freshEmail('late'),
    password,
  });
  await new OnboardingPages(latecomer).expectChoice();
  const refused = latecomer.waitForResponse((answer) => answer.url().includes('/rpc/join_school'));
  await new OnboardingPages(latecomer).join(code!);
  expect((await refused).status()).toBe(404);
  await expect(latecomer.getByRole('alert')).toHaveText(
    `School with invite code '${code}' not found`,
  );
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
