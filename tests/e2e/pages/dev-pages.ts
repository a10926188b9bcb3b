import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption } from '../support/kit-select';

/** The developer area (/dev, issue 18) as the demo developer drives it. */
export class DevPages {
  constructor(readonly page: Page) {}

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** Opens a developer page by its tab, as a developer moves between them. */
  async openTab(name: string) {
    await this.page
      .getByRole('navigation', { name: 'Developer' })
      .getByRole('link', { name })
      .click();
  }

  /** /dev/schools/create: fills and sends the form; answers the invitation link it shows. */
  async createSchool(school: {
    name: string;
    description: string;
    enterprise: boolean;
    template: string;
    ownerEmail: string;
  }): Promise<string> {
    await this.page.goto('/dev/schools/create');
    const form = this.page.getByRole('form', { name: 'New school' });
    await form.getByRole('textbox', { name: 'Name' }).fill(school.name);
    await form.getByRole('textbox', { name: 'Description (optional)' }).fill(school.description);
    if (school.enterprise) await form.getByRole('checkbox', { name: 'Enterprise school' }).check();
    await chooseOption(form.getByRole('combobox', { name: 'Timetable template' }), school.template);
    await form
      .getByRole('textbox', { name: 'First owner’s email address' })
      .fill(school.ownerEmail);
    await form.getByRole('button', { name: 'Create school and invite owner' }).click();
    const created = this.page.getByRole('status').filter({ hasText: `${school.name} was created` });
    await expect(created).toBeVisible({ timeout: 15_000 });
    return created.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  }

  /** Searches the list on this page (schools, users, invitations) and waits for the answer. */
  async search(label: string | RegExp, text: string) {
    const box = this.page.getByRole('searchbox', { name: label });
    await box.fill(text);
    await box.press('Enter');
    // As the page writes it (URLSearchParams: a space is '+').
    const query = new URLSearchParams({ q: text }).toString().replace(/[+.]/g, '\\$&');
    await expect(this.page).toHaveURL(new RegExp(`[?&]${query}(&|$)`));
  }

  /** /dev/users: one user's row, found by searching their address. */
  async userRow(email: string, name: string): Promise<Locator> {
    await this.page.goto('/dev/users');
    await expect(this.heading('Users')).toBeVisible();
    await this.search('Search users by email or name', email);
    const row = this.page.getByRole('listitem', { name, exact: true });
    await expect(row).toBeVisible({ timeout: 15_000 });
    return row;
  }

  /** Presses a button that asks first, then the dialog's confirm button. */
  async confirm(button: Locator, confirmLabel: string) {
    await button.click();
    const dialog = this.page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: confirmLabel }).click();
    await expect(dialog).toBeHidden();
  }

  /** /dev/monitoring's feedback inbox: the report that mentions `marker`. */
  feedbackReport(marker: string): Locator {
    return this.page
      .getByRole('list', { name: 'Feedback reports' })
      .getByRole('listitem')
      .filter({ hasText: marker });
  }
}

/** The newest mail of `kind` to `to` in the local stack's mailbox (/auth/v1/mailbox.json, loopback). */
export async function newestMailLink(page: Page, to: string, kind: string): Promise<string> {
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

/**
 * A bug report sent as the signed-in user straight to the submit-feedback function (with their
 * token and the anon key, as the app's transport sends it), so the inbox has one to triage.
 */
export async function submitFeedbackAs(page: Page, marker: string): Promise<void> {
  const status = await page.evaluate(async (text) => {
    const session = JSON.parse(localStorage.getItem('lesson-planner.auth') ?? '{}') as {
      access_token?: string;
    };
    const config = (await (await fetch('/config.json')).json()) as { supabaseAnonKey: string };
    const response = await fetch('/functions/v1/submit-feedback', {
      method: 'POST',
      headers: {
        apikey: config.supabaseAnonKey,
        Authorization: `Bearer ${session.access_token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        conversation: [{ role: 'user', content: text, timestamp: new Date().toISOString() }],
        metadata: { category: 'bug', severity: 'medium', attachments: [] },
        context: 'page: /dashboard',
      }),
    });
    return response.status;
  }, `The week view shows the wrong term ${marker}`);
  expect(status).toBeLessThan(300);
}
