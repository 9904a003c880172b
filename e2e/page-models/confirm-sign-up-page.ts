import { expect, type Locator, type Page } from '@playwright/test';

/** /confirm-signup: the code from the verification mail confirms the address (spec §2). */
export class ConfirmSignUpPage {
  readonly heading: Locator;
  /** Asked for only when the page does not know the address (another tab or browser). */
  readonly email: Locator;
  readonly code: Locator;
  readonly confirmButton: Locator;
  readonly error: Locator;
  /** What went well: the notice of a new code. */
  readonly notice: Locator;
  readonly newCodeButton: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Confirm Your Email Account' });
    this.email = page.getByRole('main').getByLabel('Email', { exact: true });
    this.code = page.getByLabel('Verification Code');
    this.confirmButton = page.getByRole('button', { name: 'Confirm', exact: true });
    this.error = page.getByRole('main').getByRole('alert');
    this.notice = page.getByRole('main').getByRole('status');
    this.newCodeButton = page.getByRole('button', { name: 'Send a new code', exact: true });
  }

  /** Asks for a new code and answers the status the identity service gave. */
  async requestNewCode(): Promise<number> {
    const [response] = await Promise.all([
      this.page.waitForResponse((answer) =>
        answer.url().endsWith('/api/auth/email-otp/send-verification-otp'),
      ),
      this.newCodeButton.click(),
    ]);
    return response.status();
  }

  /** The line greeting the person by name. */
  greeting(name: string): Locator {
    return this.page.getByText(`Hi ${name},`, { exact: true });
  }

  /** The address the code was sent to, as the page shows it. */
  address(email: string): Locator {
    return this.page.getByText(email, { exact: true });
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL('/confirm-signup');
    await expect(this.heading).toBeVisible();
  }

  async goto(): Promise<void> {
    await this.page.goto('/confirm-signup');
    await this.expectShown();
  }

  async confirm(code: string): Promise<void> {
    await this.code.fill(code);
    await this.confirmButton.click();
  }

  /** Pastes `text` into the code field, as from a mail app, and confirms. */
  async pasteAndConfirm(text: string): Promise<void> {
    await this.code.focus();
    await this.page.keyboard.insertText(text);
    await this.confirmButton.click();
  }
}
