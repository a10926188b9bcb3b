import { expect, type Locator, type Page } from '@playwright/test';

/** A file handed to the file picker: a path on disk, or bytes made by the test. */
export type SyllabusFile = string | { name: string; mimeType: string; buffer: Buffer };

/** The counts the preview lists (COUNT_LABELS of import-preview.tsx). */
export type PreviewCount =
  'Syllabuses' | 'Levels' | 'Strands' | 'Points' | 'Objectives' | 'Criteria';

/**
 * /dev/syllabus-upload (and /settings/syllabuses, the same page for a school): choose a file, read
 * its preview (format, counts, what would change, problems), import it, read the server's report.
 */
export class SyllabusUploadPage {
  readonly preview: Locator;
  readonly report: Locator;
  readonly available: Locator;

  constructor(readonly page: Page) {
    this.preview = page.getByRole('region', { name: 'Preview' });
    this.report = page.getByRole('region', { name: 'Import report' });
    this.available = page.getByRole('region', { name: 'Syllabuses available' });
  }

  async goto(path = '/dev/syllabus-upload') {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  }

  /** Chooses the file; resolves once the preview names it (parsing runs in a Web Worker). */
  async choose(file: SyllabusFile) {
    await this.page.getByLabel('Choose a syllabus file').setInputFiles(file);
    const name = typeof file === 'string' ? file.split('/').pop()! : file.name;
    await expect(this.preview.getByRole('heading', { name })).toBeVisible({ timeout: 30_000 });
  }

  /** The figure the preview shows under `label`. */
  count(label: PreviewCount): Locator {
    return this.preview
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  async expectCounts(counts: Partial<Record<PreviewCount, number>>) {
    for (const [label, value] of Object.entries(counts)) {
      await expect(this.count(label as PreviewCount)).toHaveText(value.toLocaleString('en'));
    }
  }

  /** What importing would do to one syllabus, as the preview compares it with the device's copy. */
  change(syllabusName: string): Locator {
    return this.preview.getByRole('listitem').filter({ hasText: syllabusName });
  }

  async importFile() {
    const button = this.page.getByRole('button', { name: 'Import', exact: true });
    await expect(button).toBeEnabled();
    await button.click();
    // Generous: the real RPC runs one transaction on a shared, possibly busy machine.
    await expect(this.report).toBeVisible({ timeout: 60_000 });
  }

  /** A syllabus the device holds, in the list under the import. */
  availableSyllabus(name: string): Locator {
    return this.available.getByRole('listitem').filter({ hasText: name });
  }

  /** The report's line of one syllabus. */
  reported(syllabusName: string): Locator {
    return this.report.getByRole('listitem').filter({ hasText: syllabusName });
  }
}
