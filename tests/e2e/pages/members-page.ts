import { expect, type Page } from '@playwright/test';
import { chooseOption } from '../support/kit-select';

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
    await chooseOption(this.page.getByRole('combobox', { name: 'Role', exact: true }), role);
    await this.page.getByRole('button', { name: 'Send invitation' }).click();
    const link = this.page.getByLabel('Invitation link');
    await expect(link).toHaveValue(/\/accept-invitation\?token=/);
    return link.inputValue();
  }

  /** A member's role select; it reads the role's label ('Teacher'). */
  roleOf(nameOrEmail: string) {
    return this.page.getByRole('combobox', { name: `Role of ${nameOrEmail}` });
  }
}
