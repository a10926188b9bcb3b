import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInAs } from './support/session';

/** The account screens of issue 5 as an OWNER sees them (the member controls included). */
for (const scheme of ['light', 'dark'] as const) {
  test(`account screens (${scheme}) have no serious or critical accessibility violations`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signInAs(page, 'owner');
    for (const [path, heading] of [
      ['/profile', 'Profile'],
      ['/settings', 'Settings'],
      ['/settings/members', 'Members'],
      ['/onboarding', 'How will you use Lesson Planner?'],
      ['/onboarding/join', 'Join your school'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Wait for what loads after the heading (the member list, the preferences).
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(blocking.map((v) => `${path} ${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
    }
  });
}
