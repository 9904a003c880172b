import { expect, type Locator, type Page } from '@playwright/test';

/** The sign-in form of the loopback OpenID provider that plays Google and Microsoft in the suite. */
export class StandInSignInPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly name: Locator;
  readonly signInButton: Locator;

  constructor(page: Page) {
    this.heading = page.getByRole('heading', { name: 'Sign in', exact: true });
    this.email = page.getByLabel('Email', { exact: true });
    this.name = page.getByLabel('Name', { exact: true });
    this.signInButton = page.getByRole('button', { name: 'Sign in', exact: true });
  }

  async signIn(email: string, name: string): Promise<void> {
    await expect(this.heading).toBeVisible();
    await this.email.fill(email);
    await this.name.fill(name);
    await this.signInButton.click();
  }
}
