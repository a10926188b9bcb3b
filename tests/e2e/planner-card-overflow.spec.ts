import { expect, test, type Page } from '@playwright/test';
import { PlannerPage, registerPlannerUser } from './pages/planner-pages';

// Registers a solo teacher and sets up a planner through the UI (~15 s), then edits two titles.
test.describe.configure({ timeout: 90_000 });

const MONDAY = 0;
const WEDNESDAY = 2;
const LONG_TITLE =
  'Photosynthesis and cellular respiration: comparing the energy pathways in plant and animal cells, with a practical';
const LONG_WORD = 'Pneumonoultramicroscopicsilicovolcanoconiosis-and-more-without-a-break';

/**
 * Lesson cards whose text is not held inside them: a card wider than its cell (spilling into the
 * next day), a line of text outside the card's box, or a line wider than itself that is not cut
 * with an ellipsis. Each is described by its text, so a failure names the card.
 */
function cardsThatOverflow(page: Page) {
  return page.evaluate(() => {
    const inside = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5;
    return [...document.querySelectorAll<HTMLElement>('button[data-lesson-id]')]
      .filter((card) => {
        const box = card.getBoundingClientRect();
        const cell = card.closest('td, li');
        if (cell && !inside(box, cell.getBoundingClientRect())) return true;
        return [...card.querySelectorAll<HTMLElement>('span')].some((line) => {
          if (!inside(line.getBoundingClientRect(), box)) return true;
          const style = getComputedStyle(line);
          const cut = style.overflowX === 'hidden' && style.textOverflow === 'ellipsis';
          return line.scrollWidth > line.clientWidth + 0.5 && !cut;
        });
      })
      .map((card) => card.textContent ?? '');
  });
}

/** The week's table is no wider than its section: Friday is not clipped. */
function weekIsClipped(page: Page) {
  return page.evaluate(() => {
    const section = document.querySelector<HTMLElement>('section[aria-label="Week"]');
    return section ? section.scrollWidth > section.clientWidth : true;
  });
}

test('no lesson card text overflows its card in the week grid, at 1366×900 and 820×1180', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await registerPlannerUser(page);
  const planner = new PlannerPage(page);
  for (const [weekday, title] of [
    [MONDAY, LONG_TITLE],
    [WEDNESDAY, LONG_WORD],
  ] as const) {
    await planner.open(planner.card('Period 1', weekday));
    await planner.typeTitle(title);
    await planner.close();
  }

  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 820, height: 1180 },
  ]) {
    await page.setViewportSize(viewport);
    // A portrait tablet switches to the list by day once it re-renders at the new width; the check
    // is about the grid. Clicking waits for the switch (testing visibility at once would race it).
    if (viewport.width < 1024) await page.getByRole('button', { name: 'Show as grid' }).click();
    const table = page.locator('table[data-week-start]');
    await expect(table).toBeVisible();
    await expect(planner.card('Period 1', MONDAY)).toContainText(LONG_TITLE);
    await expect(planner.card('Period 1', WEDNESDAY)).toContainText(LONG_WORD);
    // The full title is offered on hover.
    await expect(planner.card('Period 1', MONDAY).getByTitle(LONG_TITLE)).toBeVisible();
    // Today (Monday 23 November in the pinned clock) is marked.
    await expect(table.locator('th[aria-current="date"]')).toHaveText(/^Mon 23 Nov/);

    expect(await cardsThatOverflow(page), `${viewport.width}px`).toEqual([]);
    expect(await weekIsClipped(page), `${viewport.width}px: the week is clipped`).toBe(false);
    const friday = table.locator('thead th').last();
    await expect(friday).toContainText('Fri 27 Nov');
    const fridayBox = await friday.boundingBox();
    expect(fridayBox!.x + fridayBox!.width).toBeLessThanOrEqual(viewport.width);
  }
});
