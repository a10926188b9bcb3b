import { expect, type Locator, type Page } from '@playwright/test';
import {
  stepPath,
  targetsOfStep,
  TOUR_STEP_COUNT,
  type TourStep,
} from '../../../src/features/guided-tour/model/tour-steps';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The guided tour (issue 17 item 2): driver.js's popover, a dialog named by the step's title. */
export class GuidedTour {
  readonly dialog: Locator;
  readonly next: Locator;
  readonly previous: Locator;
  readonly finish: Locator;
  readonly skip: Locator;
  /** The trigger's hidden marker: 'seen' once the profile says the tour was completed. */
  readonly marker: Locator;
  /** The element the shown step points at. */
  readonly highlighted: Locator;

  constructor(readonly page: Page) {
    this.dialog = page
      .getByRole('dialog')
      .filter({ hasText: new RegExp(`Step \\d+ of ${TOUR_STEP_COUNT}`) });
    this.next = this.dialog.getByRole('button', { name: 'Next', exact: true });
    this.previous = this.dialog.getByRole('button', { name: 'Previous', exact: true });
    this.finish = this.dialog.getByRole('button', { name: 'Finish', exact: true });
    this.skip = this.dialog.getByRole('button', { name: 'Skip the tour' });
    this.marker = page.locator('[data-guided-tour]');
    this.highlighted = page.locator('.driver-active-element');
  }

  /**
   * The step shows on its page: its number, its title (the step's own or its fallback's, which
   * depends on the page's content and the screen), and its element highlighted.
   */
  async expectStep(number: number, step: TourStep) {
    const targets = targetsOfStep(step);
    await expect(this.dialog).toBeVisible({ timeout: 15_000 });
    await expect(this.dialog).toContainText(`Step ${number} of ${TOUR_STEP_COUNT}`);
    await expect(this.dialog).toHaveAccessibleName(
      new RegExp(`^(${targets.map((t) => escaped(t.title)).join('|')})$`),
    );
    await expect(this.page).toHaveURL(new RegExp(`${escaped(stepPath(step))}(\\?|$)`));
    await expect(this.highlighted).toHaveAttribute(
      'data-tour',
      new RegExp(`^(${targets.map((t) => t.anchor).join('|')})$`),
    );
    await expect(this.highlighted).toBeVisible();
  }

  /** The tour is over and the profile (read from this device's replica) says it was completed. */
  async expectSeen() {
    await expect(this.marker).toHaveAttribute('data-guided-tour', 'seen', { timeout: 20_000 });
    await expect(this.dialog).toHaveCount(0);
  }

  /** For flows about something else: a new account is offered the tour; skip it once it shows. */
  async skipWhenItStarts() {
    await expect(this.dialog).toBeVisible({ timeout: 20_000 });
    await this.page.keyboard.press('Escape');
    await expect(this.dialog).toHaveCount(0);
  }
}
