import { expect, type Locator, type Page } from '@playwright/test';

/** The floating Feedback button and the 'Feedback chat' dialog it opens (issue 17 item 1). */
export class FeedbackChat {
  readonly button: Locator;
  readonly dialog: Locator;
  readonly log: Locator;
  readonly input: Locator;
  readonly submitButton: Locator;

  constructor(readonly page: Page) {
    this.button = page.getByRole('button', { name: 'Feedback', exact: true });
    this.dialog = page.getByRole('dialog', { name: 'Feedback chat' });
    this.log = this.dialog.getByRole('log', { name: 'Conversation' });
    this.input = this.dialog.getByRole('textbox', { name: 'Message' });
    this.submitButton = this.dialog.getByRole('button', { name: 'Submit feedback' });
  }

  /** Opens the chat; focus lands in the message box. */
  async open() {
    await this.button.click();
    await expect(this.dialog).toBeVisible();
    await expect(this.input).toBeFocused();
  }

  /** The chat's newest message (each reads "You: …" or "Lesson Planner: …"). */
  lastMessage(): Locator {
    return this.log.getByRole('listitem').last();
  }

  /** Types a message and sends it with Enter, as a keyboard user does; focus stays in the box. */
  async say(text: string) {
    await this.page.keyboard.type(text);
    await this.page.keyboard.press('Enter');
    await expect(this.input).toHaveValue('');
    await expect(this.input).toBeFocused();
  }

  async quickReply(label: string) {
    await this.dialog.getByRole('button', { name: label, exact: true }).click();
    await expect(this.input).toBeFocused();
  }

  /**
   * From idle to ready: a bug described in the first message (so no category question), the
   * severity by quick reply, then the four questions and no attachments.
   */
  async reportBug(marker: string) {
    await this.say(`The CSV export has a bug ${marker}`);
    await expect(this.lastMessage()).toContainText('How severe is it');
    await this.quickReply('High');
    await expect(this.lastMessage()).toContainText('What did you expect to happen?');
    await this.say('A CSV file with the week');
    await expect(this.lastMessage()).toContainText('What happened instead?');
    await this.say('An empty file');
    await expect(this.lastMessage()).toContainText('How can we make it happen again?');
    await this.say('Planner, More, Export');
    await expect(this.lastMessage()).toContainText('How does it affect your work');
    await this.say('I cannot share my plans');
    await expect(this.lastMessage()).toContainText('Anything to attach');
    await this.say('none');
    await expect(this.lastMessage()).toContainText("that's everything I need");
    await expect(this.submitButton).toBeEnabled();
  }
}

export type StoredReport = {
  conversation: { role: string; content: string }[];
  metadata: Record<string, unknown>;
  context: string;
};

/** This user's stored reports whose conversation mentions `marker`, read with their token (RLS). */
export async function serverReports(page: Page, marker: string): Promise<StoredReport[]> {
  const reports = await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('lesson-planner.auth') ?? '{}') as {
      access_token?: string;
    };
    const config = (await (await fetch('/config.json')).json()) as { supabaseAnonKey: string };
    const response = await fetch(
      '/rest/v1/feedback_reports?select=conversation,metadata,context&order=created_at',
      {
        headers: {
          apikey: config.supabaseAnonKey,
          Authorization: `Bearer ${session.access_token}`,
        },
      },
    );
    if (!response.ok) throw new Error(`feedback_reports answered ${response.status}`);
    return (await response.json()) as StoredReport[];
  });
  return reports.filter((report) =>
    report.conversation.some((entry) => entry.content.includes(marker)),
  );
}

/** How many reports wait in this device's queue (the replica's pending_feedback store). */
export async function queuedOnDevice(page: Page, userId: string): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const count = db.transaction('pending_feedback').objectStore('pending_feedback').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
    `lesson-planner.${userId}`,
  );
}
