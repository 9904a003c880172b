import { expect, type Locator, type Page } from '@playwright/test';

export const SCAN_IN_PROGRESS_TEXT =
  'Email scan is in progress. It might take some time depending on your mailbox. Please refresh the page.';

/** The dashboard's mailbox scan status (spec §2, §4): in-progress text and bars, or done. */
export class ScanStatus {
  readonly section: Locator;
  readonly inProgress: Locator;
  readonly complete: Locator;

  constructor(private readonly page: Page) {
    this.section = page.getByRole('region', { name: 'Mailbox scan' });
    this.inProgress = this.section.getByText(SCAN_IN_PROGRESS_TEXT, { exact: true });
    this.complete = this.section.getByText('Scan complete.', { exact: true });
  }

  /**
   * Reloads the dashboard until every scan is done. The page itself asks every 30 seconds; a
   * reload asks at once.
   */
  async reloadUntilComplete(timeout = 30_000): Promise<void> {
    await expect(async () => {
      await this.page.reload();
      await expect(this.complete).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout, intervals: [500, 1_000] });
  }

  /** The progress bar of one mailbox's scan. */
  progressBar(emailId: string): Locator {
    return this.section.getByRole('progressbar', { name: `Scanning ${emailId}` });
  }
}
