import { expect, type Locator, type Page } from '@playwright/test';

/** /forgot-password: ask for a reset code, then set a new password with it (spec §2). */
export class ForgotPasswordPage {
  readonly email: Locator;
  readonly resetPasswordButton: Locator;
  readonly newPassword: Locator;
  readonly code: Locator;
  readonly changePasswordButton: Locator;
  readonly error: Locator;
  /** Where the code went, or that a new one was sent. */
  readonly notice: Locator;
  readonly newCodeButton: Locator;
  readonly loginLink: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.email = main.getByLabel('Email', { exact: true });
    this.resetPasswordButton = main.getByRole('button', { name: 'Reset Password' });
    this.newPassword = main.getByLabel('New Password', { exact: true });
    this.code = main.getByLabel('Verification Code');
    this.changePasswordButton = main.getByRole('button', { name: 'Change Password' });
    this.error = main.getByRole('alert');
    this.notice = main.getByRole('status');
    this.newCodeButton = main.getByRole('button', { name: 'Send a new code', exact: true });
    this.loginLink = main.getByRole('link', { name: 'Login' });
  }

  /** The notice naming the masked address the code went to. */
  sentNotice(maskedEmail: string): Locator {
    return this.page.getByText(`An email has been sent to ${maskedEmail}`, { exact: true });
  }

  /** A toast the page leaves behind, such as 'Password has been reset.'. */
  toast(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  async goto(): Promise<void> {
    await this.page.goto('/forgot-password');
    await expect(this.resetPasswordButton).toBeVisible();
  }

  async requestCode(email: string): Promise<void> {
    await this.email.fill(email);
    await this.resetPasswordButton.click();
  }

  async changePassword(newPassword: string, code: string): Promise<void> {
    await this.newPassword.fill(newPassword);
    await this.code.fill(code);
    await this.changePasswordButton.click();
  }
}
