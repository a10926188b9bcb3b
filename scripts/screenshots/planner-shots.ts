// Screenshots of the planner's week (issue 16):
//   npx tsx scripts/screenshots/planner-shots.ts [outDir]   (default .local/shots/planner)
// Serves planner-harness.html with Vite's dev server (the real routes, layout and planner over a
// seeded replica in the browser), the clock pinned to Tuesday 24 November 2026 10:00, at
// 1366×900 and 820×1180 in light and dark: the week, the Generate dialog, the More menu and its off day dialog.
// Every scene is run through axe (serious and critical violations fail the run). Each week shot
// also reports any lesson card whose text is wider than the card, and whether the
// table is wider than its section (a clipped Friday).
import AxeBuilder from '@axe-core/playwright';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
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
const outDir = resolve(process.argv[2] ?? '.local/shots/planner');
await mkdir(outDir, { recursive: true });

const server = await createServer({ server: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
await server.listen();
const base = server.resolvedUrls?.local[0];
if (!base) throw new Error('Vite gave no local URL');
const harness = `${base}scripts/screenshots/planner-harness.html`;

/** SCENES=week,more: only those scenes. */
const only = process.env.SCENES?.split(',');

const weekDrawn = (page: Page) => page.locator('button[data-lesson-id]').first().waitFor();

const scenes: [string, (page: Page) => Promise<void>][] = [
  ['week', weekDrawn],
  [
    'generate',
    async (page) => {
      await weekDrawn(page);
      await page.getByRole('button', { name: 'Generate lessons…' }).click();
      await page.getByRole('dialog').waitFor();
    },
  ],
  [
    'more',
    async (page) => {
      await weekDrawn(page);
      await page.getByRole('button', { name: 'More planner actions' }).click();
      await page.getByRole('menu').waitFor();
    },
  ],
  [
    'off-day',
    async (page) => {
      await weekDrawn(page);
      await page.getByRole('button', { name: 'More planner actions' }).click();
      await page.getByRole('menuitem', { name: 'Mark an off day…' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('dialog', { name: /^Off day: / }).waitFor();
    },
  ],
];

/**
 * Cards whose text is not held inside them: a line outside the card's box, a line wider than
 * itself without an ellipsis, or a card outside its cell. Whether the week is wider than its
 * section (a clipped Friday).
 */
const overflowReport = async (page: Page) => {
  // tsx names arrow functions with a helper the page does not have: keep the inner ones nameless.
  await page.addScriptTag({ content: 'window.__name = (f) => f;' });
  return page.evaluate(() => {
    const inside = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5;
    const cards = [...document.querySelectorAll<HTMLElement>('button[data-lesson-id]')];
    const spills = cards
      .filter((card) => {
        const box = card.getBoundingClientRect();
        const cell = card.closest('td, li')?.getBoundingClientRect();
        if (cell && !inside(box, cell)) return true;
        return [...card.querySelectorAll<HTMLElement>('span')].some((line) => {
          if (!inside(line.getBoundingClientRect(), box)) return true;
          const style = getComputedStyle(line);
          const cut = style.overflowX === 'hidden' && style.textOverflow === 'ellipsis';
          return line.scrollWidth > line.clientWidth + 0.5 && !cut;
        });
      })
      .map((card) => card.textContent);
    const section = document.querySelector<HTMLElement>('section[aria-label="Week"]');
    const clipped = section ? section.scrollWidth > section.clientWidth : null;
    return { cards: cards.length, spills, clipped };
  });
};

let failures = 0;
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  // Vite's first visit may pre-bundle dependencies and reload the page.
  const warm = await browser.newPage();
  await warm.goto(harness);
  await weekDrawn(warm).catch(() => undefined);
  await warm.close();

  for (const theme of THEMES) {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport, colorScheme: theme });
      const page = await context.newPage();
      await page.clock.setFixedTime(PINNED_NOW);
      page.on('pageerror', (error) => console.error('page error:', error.message));
      for (const [name, arrange] of scenes.filter(([scene]) => !only || only.includes(scene))) {
        await page.goto(harness);
        await arrange(page);
        if (name === 'week')
          console.log(`${viewport.width} ${theme}:`, JSON.stringify(await overflowReport(page)));
        const axe = await new AxeBuilder({ page }).analyze();
        for (const violation of axe.violations) {
          console.log(
            `axe ${name} ${viewport.width} ${theme}: ${violation.impact} ${violation.id}`,
          );
          if (violation.impact === 'serious' || violation.impact === 'critical') failures += 1;
        }
        const shot = join(outDir, `planner-${name}-${viewport.width}-${theme}.png`);
        await page.screenshot({ path: shot, fullPage: name === 'week' });
        console.log(`saved ${shot}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
if (failures > 0) {
  console.error(`${failures} serious or critical axe violations`);
  process.exit(1);
}
