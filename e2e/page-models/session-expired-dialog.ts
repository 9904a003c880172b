import type { Locator, Page } from '@playwright/test';

/** Spec §8: the dialog any call answered 401 opens, before the page reloads itself. */
export class SessionExpiredDialog {
  readonly dialog: Locator;
  readonly text: Locator;

  constructor(page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Session expired' });
    this.text = this.dialog.getByText('Session is expired, Page will be refreshed in 5 seconds.');
  }
}
