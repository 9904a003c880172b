import { expect, type Locator, type Page } from '@playwright/test';
import type { TestUser } from '../fixtures/test-user';

/** The sign-up popup over the landing page (spec §2), at /createAccount and /email. */
export class SignUpDialog {
  readonly dialog: Locator;
  readonly googleButton: Locator;
  readonly microsoftButton: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly signUpButton: Locator;
  readonly error: Locator;
  /** The live checklist of the password policy under the password field. */
  readonly passwordChecklist: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Create your account' });
    this.googleButton = this.dialog.getByRole('button', { name: 'Connect With Google' });
    this.microsoftButton = this.dialog.getByRole('button', { name: 'Connect With Microsoft' });
    this.name = this.dialog.getByLabel('Name', { exact: true });
    this.email = this.dialog.getByLabel('Email', { exact: true });
    this.password = this.dialog.getByLabel('Password', { exact: true });
    this.signUpButton = this.dialog.getByRole('button', { name: 'Sign Up', exact: true });
    this.error = this.dialog.getByRole('alert');
    this.passwordChecklist = this.dialog.getByRole('list', { name: 'Password requirements' });
  }

  async goto(path: '/createAccount' | '/email' = '/createAccount'): Promise<void> {
    await this.page.goto(path);
    await expect(this.dialog).toBeVisible();
  }

  /** The checklist's line of one requirement, found by part of its text. */
  checklistItem(text: string): Locator {
    return this.passwordChecklist.getByRole('listitem').filter({ hasText: text });
  }

  async signUp(user: TestUser): Promise<void> {
    await this.name.fill(user.name);
    await this.email.fill(user.email);
    await this.password.fill(user.password);
    await this.signUpButton.click();
  }
}
