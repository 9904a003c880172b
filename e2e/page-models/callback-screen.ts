import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The OAuth callback screen (spec §2) at /gmail-auth, /microsoft-auth, /oidc_callback,
 * /yahoo-auth, /cognito_callback and /connected: waits, then ends in a connection, an error with a
 * way back, or a request to log in.
 */
export class CallbackScreen {
  readonly waitMessage: Locator;
  /** The spec's error box: 'There was an error connecting to your {provider} account.' */
  readonly error: Locator;
  readonly errorHeading: Locator;
  readonly backToAccountSettings: Locator;
  readonly backToHomePage: Locator;
  /** Shown to a signed-out visitor who came back with a code. */
  readonly logInHeading: Locator;
  readonly logInLink: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.waitMessage = main.getByRole('status').getByText('Please wait while processing...');
    this.error = main.getByRole('alert');
    this.errorHeading = this.error.getByRole('heading', { level: 1 });
    this.backToAccountSettings = main.getByRole('link', { name: 'Back to Account Settings' });
    this.backToHomePage = main.getByRole('link', { name: 'Back to the home page' });
    this.logInHeading = main.getByRole('heading', { level: 1, name: /^Please log in to finish/ });
    this.logInLink = main.getByRole('link', { name: 'Login', exact: true });
  }

  async goto(pathAndQuery: string): Promise<void> {
    await this.page.goto(pathAndQuery);
  }

  /** Expects the spec's error for `provider`, and `reason` under it when given. */
  async expectError(provider: string, reason?: string): Promise<void> {
    await expect(this.errorHeading).toHaveText(
      `There was an error connecting to your ${provider} account.`,
    );
    if (reason !== undefined) await expect(this.error).toContainText(reason);
  }
}
