import { expect, type Locator, type Page } from '@playwright/test';

/** How the person answers the sign-in form besides who they are. */
export interface ConsentChoice {
  /** Mailbox scopes whose box is unticked; every scope asked for is granted by default. */
  declineScopes?: readonly string[];
}

/** The sign-in form of the loopback OpenID provider that plays Google and Microsoft in the suite. */
export class StandInSignInPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly name: Locator;
  /** One ticked checkbox per mailbox scope the client asked for, named by the scope. */
  readonly scopes: Locator;
  readonly signInButton: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Sign in', exact: true });
    this.email = page.getByLabel('Email', { exact: true });
    this.name = page.getByLabel('Name', { exact: true });
    this.scopes = page.getByRole('group', { name: 'Allow access to' }).getByRole('checkbox');
    this.signInButton = page.getByRole('button', { name: 'Sign in', exact: true });
  }

  /** The checkbox of one mailbox scope, e.g. `https://www.googleapis.com/auth/gmail.send`. */
  scope(scope: string): Locator {
    return this.page.getByRole('checkbox', { name: scope, exact: true });
  }

  async signIn(email: string, name: string, choice: ConsentChoice = {}): Promise<void> {
    await expect(this.heading).toBeVisible();
    await this.email.fill(email);
    await this.name.fill(name);
    for (const scope of choice.declineScopes ?? []) await this.scope(scope).uncheck();
    await this.signInButton.click();
  }
}
