import { expect, type Locator, type Page } from '@playwright/test';

/** The login popup over the landing page (spec §2), at /login and /cognito_signout. */
export class LoginDialog {
  readonly dialog: Locator;
  readonly googleButton: Locator;
  readonly microsoftButton: Locator;
  readonly divider: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly forgotPasswordLink: Locator;
  readonly loginButton: Locator;
  readonly signUpLink: Locator;
  /** Red error box: wrong credentials or a provider sign-in that did not complete. */
  readonly error: Locator;
  /** Success box, e.g. after the address was confirmed. */
  readonly notice: Locator;
  /** Offered past the limit of failed sign-ins: a code by e-mail instead of the password. */
  readonly emailMeACode: Locator;
  readonly signInCode: Locator;
  readonly signInWithCode: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Login' });
    this.googleButton = this.dialog.getByRole('button', { name: 'Sign in with Google' });
    this.microsoftButton = this.dialog.getByRole('button', { name: 'Sign in with Microsoft' });
    this.divider = this.dialog.getByRole('separator', { name: 'Or' });
    this.email = this.dialog.getByLabel('Email', { exact: true });
    this.password = this.dialog.getByLabel('Password', { exact: true });
    this.forgotPasswordLink = this.dialog.getByRole('link', { name: 'Forgot Password?' });
    this.loginButton = this.dialog.getByRole('button', { name: 'Login', exact: true });
    this.signUpLink = this.dialog.getByRole('link', { name: 'Sign Up' });
    this.error = this.dialog.getByRole('alert');
    this.notice = this.dialog.getByRole('status');
    this.emailMeACode = this.dialog.getByRole('button', { name: 'E-mail Me a Sign-in Code' });
    this.signInCode = this.dialog.getByLabel('Sign-in Code', { exact: true });
    this.signInWithCode = this.dialog.getByRole('button', { name: 'Sign In with Code' });
  }

  async goto(path: '/login' | '/cognito_signout' = '/login'): Promise<void> {
    await this.page.goto(path);
    await expect(this.dialog).toBeVisible();
  }

  /** Signs in with the code mailed past the limit of failed sign-ins. */
  async signInWithMailedCode(code: string): Promise<void> {
    await this.signInCode.fill(code);
    await this.signInWithCode.click();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.loginButton.click();
  }
}
