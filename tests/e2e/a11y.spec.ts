import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

for (const [name, path] of [
  ['landing', '/'],
  ['login', '/login'],
  ['register', '/register'],
  ['not-found', '/no/such/page'],
  ['accept-invitation', `/accept-invitation?token=${'x'.repeat(43)}`],
  ['test-loader', '/test-loader'],
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${name} (${scheme}) has no serious or critical accessibility violations`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
    });
  }
}
