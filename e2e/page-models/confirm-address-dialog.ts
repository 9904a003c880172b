import { expect, type Locator, type Page } from '@playwright/test';

/**
 * 'Confirm your address': asks for the code Reclaim mailed to a mailbox's address before the
 * mailbox may send. It follows 'Connect Yahoo / IMAP', and opens from a mailbox's 'Confirm
 * address' in Account Settings and from Submit in a request's preview.
 */
export class ConfirmAddressDialog {
  readonly dialog: Locator;
  readonly code: Locator;
  readonly confirm: Locator;
  readonly sendNewCode: Locator;
  readonly notNow: Locator;
  /** A refused code, or a code that could not be sent, in the server's words. */
  readonly error: Locator;
  /** The toast once the code was taken. */
  readonly confirmedToast: Locator;

  constructor(page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Confirm your address' });
    this.code = this.dialog.getByLabel('Code', { exact: true });
    this.confirm = this.dialog.getByRole('button', { name: 'Confirm', exact: true });
    this.sendNewCode = this.dialog.getByRole('button', { name: 'Send a new code', exact: true });
    this.notNow = this.dialog.getByRole('button', { name: 'Not now', exact: true });
    this.error = this.dialog.getByRole('alert');
    this.confirmedToast = page.getByText('Address confirmed.', { exact: true });
  }

  /** The dialog says a code went to `address` (`isNew` after 'Send a new code'). */
  async expectCodeSentTo(address: string, { isNew = false } = {}): Promise<void> {
    const sent = isNew ? 'We sent a new code to' : 'We sent a code to';
    await expect(this.dialog.getByRole('status')).toHaveText(`${sent} ${address}. Enter it below.`);
  }

  /** Types `code` and confirms it. */
  async enter(code: string): Promise<void> {
    await this.code.fill(code);
    await this.confirm.click();
  }
}
