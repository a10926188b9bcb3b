// Screenshots of the lesson panel's reflection (issue 16 item 7):
//   npx tsx scripts/screenshots/lesson-panel-shots.ts [outDir]   (default .local/shots/lesson-panel)
// Uses planner-harness.html (the real routes over a seeded replica) on the week of 16 Nov 2026,
// whose lessons wait for reflection, with the clock pinned to Tuesday 24 November 2026 10:00; opens
// Monday's lesson, scrolls to the reflection, picks two ratings, and presses the action with the
// third left out (its message), at 1366×900 and 820×1180 in light and dark.
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_MISSING_MESSAGE, findChromium } from '../find-chromium';

const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 820, height: 1180 },
];
const THEMES = ['light', 'dark'] as const;
const PINNED_NOW = new Date(2026, 10, 24, 10, 0);

const executablePath = findChromium();
if (!executablePath) {
  console.error(CHROMIUM_MISSING_MESSAGE);
  process.exit(1);
}
const outDir = resolve(process.argv[2] ?? '.local/shots/lesson-panel');
await mkdir(outDir, { recursive: true });

const server = await createServer({ server: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
await server.listen();
const base = server.resolvedUrls?.local[0];
if (!base) throw new Error('Vite gave no local URL');
const harness = `${base}scripts/screenshots/planner-harness.html?path=${encodeURIComponent('/planner?week=2026-11-16')}`;

const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  for (const theme of THEMES) {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport, colorScheme: theme });
      const page = await context.newPage();
      await page.clock.setFixedTime(PINNED_NOW);
      page.on('pageerror', (error) => console.error('page error:', error.message));
      await page.goto(harness);
      await page.locator('button[data-lesson-id]').first().click({ timeout: 60_000 });
      const panel = page.getByRole('dialog');
      const reflection = panel.getByRole('form', { name: 'Reflection' });
      await reflection.waitFor({ timeout: 60_000 });
      await reflection
        .getByRole('radiogroup', { name: 'How satisfied are you?' })
        .getByText('4 Very good')
        .click();
      await reflection
        .getByRole('radiogroup', { name: 'How effective was your teaching?' })
        .getByText('3 Good')
        .click();
      await reflection.getByRole('button', { name: 'Complete with reflection' }).click();
      await reflection.getByText('Choose one of 1 to 5.').waitFor();
      await reflection.getByRole('heading', { name: 'Reflection' }).scrollIntoViewIfNeeded();
      await page.getByRole('heading', { name: /^Status/ }).evaluate((el) => el.scrollIntoView());
      const shot = join(outDir, `lesson-panel-${viewport.width}-${theme}.png`);
      await page.screenshot({ path: shot });
      console.log(`saved ${shot}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
