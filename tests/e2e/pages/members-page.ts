import { expect, type Page } from '@playwright/test';

/** /settings/members: the school's members and invitations (OWNER and ADMIN). */
export class MembersPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/settings/members');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  }

  /** Invites an address with a role and answers the link shown to copy. */
  async invite(email: string, role: 'Owner' | 'Admin' | 'Teacher' | 'Viewer'): Promise<string> {
    await this.page.getByLabel('Email address').fill(email);
    await this.page.getByLabel('Role', { exact: true }).selectOption({ label: role });
    await this.page.getByRole('button', { name: 'Send invitation' }).click();
    const link = this.page.getByLabel('Invitation link');
    await expect(link).toHaveValue(/\/accept-invitation\?token=/);
    return link.inputValue();
  }

  roleOf(nameOrEmail: string) {
    return this.page.getByLabel(`Role of ${nameOrEmail}`);
  }
}
