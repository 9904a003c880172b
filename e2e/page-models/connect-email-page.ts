import type { Locator, Page } from '@playwright/test';

/** /connectEmail (spec §2): confirms connecting the mail service of the `email` query value. */
export class ConnectEmailPage {
  readonly question: Locator;
  readonly connectButton: Locator;
  readonly cancelButton: Locator;

  constructor(private readonly page: Page) {
    this.question = page.getByRole('main').getByRole('heading', { level: 1 });
    this.connectButton = page
      .getByRole('main')
      .getByRole('button', { name: 'Connect', exact: true });
    this.cancelButton = page.getByRole('main').getByRole('button', { name: 'Cancel', exact: true });
  }

  async goto(email: string): Promise<void> {
    await this.page.goto(`/connectEmail?email=${encodeURIComponent(email)}`);
  }

  /** What the browser keeps under `selected_provider`, parsed, or null. */
  async selectedProvider(): Promise<unknown> {
    const stored = await this.page.evaluate(() => localStorage.getItem('selected_provider'));
    return stored === null ? null : JSON.parse(stored);
  }
}
