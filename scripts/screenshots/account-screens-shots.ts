// Screenshots of the account screens (issue 16):
//   npx tsx scripts/screenshots/account-screens-shots.ts [outDir]   (default .local/shots/account)
// Serves account-screens.html with Vite's dev server at 1366×900 and 820×1180, light and dark: the
// user menu open, forgot and reset password, the profile, and the members page (its invite code,
// an invitation just sent, the rotate question). Prints axe's serious and critical findings.
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Page } from '@playwright/test';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_MISSING_MESSAGE, findChromium } from '../find-chromium';

const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 820, height: 1180 },
];
const THEMES = ['light', 'dark'] as const;

const executablePath = findChromium();
if (!executablePath) {
  console.error(CHROMIUM_MISSING_MESSAGE);
  process.exit(1);
}
const outDir = resolve(process.argv[2] ?? '.local/shots/account');
await mkdir(outDir, { recursive: true });

const server = await createServer({ server: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
await server.listen();
const base = server.resolvedUrls?.local[0];
if (!base) throw new Error('Vite gave no local URL');
const harness = (path: string) =>
  `${base}scripts/screenshots/account-screens.html?path=${encodeURIComponent(path)}`;

const scenes: [string, string, (page: Page) => Promise<void>][] = [
  [
    'menu-open',
    '/settings',
    async (page) => {
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menu').waitFor();
    },
  ],
  [
    'forgot',
    '/forgot-password',
    (page) => page.getByRole('button', { name: 'Send reset link' }).waitFor(),
  ],
  [
    'forgot-sent',
    '/forgot-password',
    async (page) => {
      await page.getByLabel('Email').fill('olive.owner@riverside.test');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByText(/If an account exists/).waitFor();
    },
  ],
  [
    'reset',
    '/reset-password?token_hash=code&type=recovery',
    async (page) => {
      await page.getByRole('button', { name: 'Save new password' }).click();
      await page
        .getByText('Passwords do not match')
        .or(page.getByText(/at least 8/))
        .first()
        .waitFor();
    },
  ],
  ['profile', '/profile', (page) => page.getByLabel('Current password').waitFor()],
  ['members', '/settings/members', (page) => page.getByTestId('invite-code').waitFor()],
  [
    'members-invited',
    '/settings/members',
    async (page) => {
      await page.getByLabel('Email address').fill('ivy.invitee@riverside.test');
      await page.getByRole('button', { name: 'Send invitation' }).click();
      await page.getByLabel('Invitation link').waitFor();
    },
  ],
  [
    'members-rotate',
    '/settings/members',
    async (page) => {
      await page.getByRole('button', { name: 'Rotate code…' }).click();
      await page.getByRole('alertdialog').waitFor();
    },
  ],
];

const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  for (const theme of THEMES) {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport, colorScheme: theme });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('page error:', error.message));
      for (const [name, path, arrange] of scenes) {
        await page.goto(harness(path));
        await arrange(page);
        const shot = join(outDir, `account-${name}-${viewport.width}-${theme}.png`);
        const popover =
          (await page.getByRole('menu').count()) + (await page.getByRole('alertdialog').count()) >
          0;
        await page.screenshot({ path: shot, fullPage: !popover });
        const axe = await new AxeBuilder({ page }).analyze();
        const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        console.log(
          `saved ${shot}${bad.length ? ` — axe: ${bad.map((v) => `${v.id} (${v.nodes.length})`).join(', ')}` : ''}`,
        );
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
