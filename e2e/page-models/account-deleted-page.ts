import { expect, type Locator, type Page } from '@playwright/test';

/** The goodbye screen at /account-deleted, after the account is gone (spec §2). */
export class AccountDeletedPage {
  readonly heading: Locator;
  readonly message: Locator;
  readonly giveFeedback: Locator;
  readonly noThanks: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Your account has been deleted' });
    this.message = main.getByText('Account Deleted Successfully.');
    this.giveFeedback = main.getByRole('link', { name: 'Give feedback' });
    this.noThanks = main.getByRole('button', { name: 'No, thanks' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/account-deleted');
    await expect(this.heading).toBeVisible();
  }

  /** The elements of the page that draw a focus outline, as `tag#id` or `tag`. */
  focusRings(): Promise<string[]> {
    return this.page.evaluate(() =>
      Array.from(document.querySelectorAll('*'))
        .filter((element) => {
          const style = getComputedStyle(element);
          return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        })
        .map((element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`),
    );
  }
}
