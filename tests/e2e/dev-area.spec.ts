import { expect, test } from '@playwright/test';
import { DevPages, newestMailLink, submitFeedbackAs } from './pages/dev-pages';
import { RegisterPage } from './pages/register-page';
import { freshEmail, signInAs } from './support/session';

// Issue 18: the demo developer through the developer area: a school created with its first
// OWNER, the invitation in /dev/invitations and in the mailbox, the OWNER accepting it; the
// developer flag granted and revoked; a feedback report triaged; every page visited.
test.describe.configure({ timeout: 180_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a developer creates a school whose first OWNER accepts; grants and revokes a developer flag; triages feedback', async ({
  browser,
}) => {
  const run = unique();
  const schoolName = `Lakeside ${run}`;
  const ownerEmail = freshEmail('dev-owner');
  const ownerName = `Olga Owner ${run}`;
  const marker = `dev-area-${run}`;

  const devPage = await (await browser.newContext()).newPage();
  await signInAs(devPage, 'developer');
  const dev = new DevPages(devPage);
  await expect(devPage).toHaveURL(/\/dev\/dashboard$/);
  await expect(dev.heading('Developer dashboard')).toBeVisible();
  await expect(devPage.getByText('Pushes today')).toBeVisible({ timeout: 15_000 });

  // Create the school with its first OWNER.
  const link = await dev.createSchool({
    name: schoolName,
    description: 'Created by the e2e suite',
    enterprise: true,
    template: '10-day cycle (Week A / Week B)',
    ownerEmail,
  });
  expect(link).toMatch(/\/accept-invitation\?token=/);

  // The invitation shows in /dev/invitations, pending, and in the mailbox with the same link.
  await dev.openTab('Invitations');
  await expect(dev.heading('Invitations')).toBeVisible();
  await dev.search('Search by email address or school', ownerEmail);
  const invitation = devPage
    .getByRole('list', { name: 'Invitations' })
    .getByRole('listitem')
    .filter({ hasText: ownerEmail });
  await expect(invitation).toContainText('Pending');
  await expect(invitation).toContainText(`Owner at ${schoolName}`);
  const mailed = await newestMailLink(devPage, ownerEmail, 'invitation');
  const pathOf = (url: string) => {
    const parsed = new URL(url, 'http://app.invalid');
    return `${parsed.pathname}${parsed.search}`;
  };
  expect(pathOf(mailed)).toBe(pathOf(link));

  // The OWNER, in their own browser, registers from the link and accepts.
  const owner = await (await browser.newContext()).newPage();
  await owner.goto(mailed);
  await expect(owner.getByText(`You're invited to join ${schoolName} as an owner.`)).toBeVisible();
  await owner.getByRole('link', { name: 'Create an account' }).click();
  await new RegisterPage(owner).register({
    fullName: ownerName,
    email: ownerEmail,
    password: 'a long enough password',
  });
  await expect(owner).toHaveURL(/\/accept-invitation\?token=/, { timeout: 15_000 });
  await owner.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(owner).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(owner.getByTestId('current-school')).toHaveText(`${schoolName} · Owner`);

  // The school now has its OWNER and no invitation waiting; the list says accepted.
  await devPage.goto('/dev/schools');
  await dev.search('Search schools by name', schoolName);
  await devPage.getByRole('link', { name: schoolName }).click();
  await expect(dev.heading(schoolName)).toBeVisible({ timeout: 15_000 });
  await expect(devPage.getByRole('combobox', { name: `Role of ${ownerName}` })).toHaveText('Owner');
  await expect(devPage.getByText(/No invitation is waiting/)).toBeVisible();
  await expect(devPage.getByText('Enterprise', { exact: true })).toBeVisible();
  await devPage.goto(`/dev/invitations?q=${encodeURIComponent(ownerEmail)}`);
  await expect(invitation).toContainText('Accepted', { timeout: 15_000 });

  // Grant the new OWNER the developer flag, then revoke it; one's own row cannot be changed.
  let row = await dev.userRow(ownerEmail, ownerName);
  await expect(row).toContainText(`${schoolName} · Owner`);
  await dev.confirm(
    row.getByRole('button', { name: `Grant developer: ${ownerName}` }),
    'Grant developer',
  );
  await expect(row.getByText('Developer', { exact: true })).toBeVisible({ timeout: 15_000 });
  await dev.confirm(
    row.getByRole('button', { name: `Revoke developer: ${ownerName}` }),
    'Revoke developer',
  );
  await expect(row.getByRole('button', { name: `Grant developer: ${ownerName}` })).toBeVisible({
    timeout: 15_000,
  });
  await expect(row.getByText('Developer', { exact: true })).toHaveCount(0);
  row = await dev.userRow('developer@demo.school', 'Dana Developer');
  await expect(row.getByRole('button', { name: /^Revoke developer/ })).toBeDisabled();

  // A report from the OWNER reaches the inbox as new; the developer marks it triaged.
  await submitFeedbackAs(owner, marker);
  await dev.openTab('Monitoring');
  await expect(dev.heading('Monitoring')).toBeVisible();
  await expect(devPage.getByRole('region', { name: 'Health' })).toContainText(
    'Database round trip',
    {
      timeout: 15_000,
    },
  );
  await expect(devPage.getByRole('table', { name: 'Sync activity per hour' })).toBeVisible({
    timeout: 15_000,
  });
  const report = dev.feedbackReport(marker);
  await expect(report).toContainText('New', { timeout: 15_000 });
  await expect(report).toContainText(ownerEmail);
  await report.getByRole('button', { name: /^Mark triaged/ }).click();
  await expect(report).toContainText('Triaged', { timeout: 15_000 });
  await expect(report.getByRole('button', { name: /^Close/ })).toBeVisible();

  // The remaining pages open: the dashboard counts the school; debug shows this device.
  await dev.openTab('Developer dashboard');
  await expect(devPage.getByText('Open feedback')).toBeVisible({ timeout: 15_000 });
  await dev.openTab('Debug');
  await expect(dev.heading('Debug')).toBeVisible();
  await expect(devPage.getByRole('table', { name: 'Rows per table on this device' })).toBeVisible({
    timeout: 20_000,
  });
});

test('an unknown school id says so in spec §8’s words', async ({ page }) => {
  await signInAs(page, 'developer');
  const id = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
  await page.goto(`/dev/schools/${id}`);
  await expect(page.getByRole('alert')).toHaveText(new RegExp(`School with ID '${id}' not found`), {
    timeout: 15_000,
  });
});
