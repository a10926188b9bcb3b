// Screenshots and an axe check of the three coverage analytics pages (syllabus coverage, coverage
// trends, coverage gaps):
//   npx tsx scripts/screenshots/analytics-b-shots.ts [outDir]   (default .local/shots/analytics-b)
// Serves analytics-b.html with Vite's dev server (the real routes, layouts and pages over a seeded
// replica in IndexedDB) with the browser's clock at Tuesday 24 Nov 2026, at 1366×900 and 820×1180
// in light and dark; saves a full-page screenshot of each page and prints axe's serious and
// critical findings. Then presses Plan this on the gaps page and saves the toast.
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
const NOW = new Date('2026-11-24T10:00:00');

/** Each shot: a name, the app path, and what shows once the page has its numbers. */
const SHOTS: { name: string; path: string; ready: (page: Page) => Promise<unknown> }[] = [
  {
    name: 'syllabus-coverage',
    path: '/analytics/syllabus-coverage',
    ready: (page) =>
      page.getByRole('table', { name: 'Coverage by class and strand', exact: true }).waitFor(),
  },
  {
    name: 'coverage-trends',
    path: '/analytics/coverage-trends',
    ready: (page) => page.locator('canvas[role="img"]').waitFor({ timeout: 60_000 }),
  },
  {
    name: 'coverage-trends-monthly-all',
    path: '/analytics/coverage-trends?dates=all&period=monthly',
    ready: (page) => page.locator('canvas[role="img"]').waitFor({ timeout: 60_000 }),
  },
  {
    name: 'coverage-gaps',
    path: '/analytics/coverage-gaps',
    ready: (page) => page.getByRole('region', { name: '9 Science' }).waitFor(),
  },
  {
    name: 'syllabus-coverage-empty-range',
    path: '/analytics/syllabus-coverage?from=2025-01-01&to=2025-01-31',
    ready: (page) => page.getByText('No taught lessons in this view.').waitFor(),
  },
];

const executablePath = findChromium();
if (!executablePath) {
  console.error(CHROMIUM_MISSING_MESSAGE);
  process.exit(1);
}
const outDir = resolve(process.argv[2] ?? '.local/shots/analytics-b');
await mkdir(outDir, { recursive: true });

const server = await createServer({ server: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
await server.listen();
const base = server.resolvedUrls?.local[0];
if (!base) throw new Error('Vite gave no local URL');
const harness = (path: string) =>
  `${base}scripts/screenshots/analytics-b.html?path=${encodeURIComponent(path)}`;

async function open(page: Page, path: string, ready: (page: Page) => Promise<unknown>) {
  await page.goto(harness(path));
  await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
  await ready(page);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

async function axe(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  console.log(
    `axe ${label}: ${serious.length === 0 ? 'clean' : `${String(serious.length)} serious/critical`}`,
  );
  for (const violation of serious)
    console.log(
      `  ${violation.id}: ${violation.help} (${violation.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join('; ')})`,
    );
}

const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  // Vite's first visit pre-bundles the app's packages and may reload the page.
  const warm = await browser.newPage();
  await warm.clock.install({ time: NOW });
  await open(warm, SHOTS[1]!.path, SHOTS[1]!.ready).catch(() => undefined);
  await warm.close();

  for (const theme of THEMES) {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport, colorScheme: theme });
      const page = await context.newPage();
      await page.clock.install({ time: NOW });
      page.on('pageerror', (error) => console.error('page error:', error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') console.error('console error:', message.text());
      });
      for (const shot of SHOTS) {
        await open(page, shot.path, shot.ready);
        const file = join(outDir, `${shot.name}-${String(viewport.width)}-${theme}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(`saved ${file}`);
        if (shot.name === 'coverage-gaps') {
          const top = join(outDir, `${shot.name}-top-${String(viewport.width)}-${theme}.png`);
          await page.screenshot({ path: top });
          console.log(`saved ${top}`);
        }
        if (viewport.width === 1366) await axe(page, `${shot.name} ${theme}`);
      }
      if (viewport.width === 1366) {
        await open(page, '/analytics/coverage-gaps', SHOTS[3]!.ready);
        await page
          .getByRole('button', { name: 'Plan AC9M7A02 for 7 Maths A in the next free lesson' })
          .click();
        await page.getByText('Open the lesson in the planner').waitFor();
        // The toast slides in: wait for its transition to end (the clock is Playwright's).
        await page.waitForFunction(() =>
          document.getAnimations().every((animation) => animation.playState !== 'running'),
        );
        const file = join(outDir, `coverage-gaps-planned-${theme}.png`);
        await page.screenshot({ path: file });
        console.log(`saved ${file}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
