import { expect, type Locator, type Page } from '@playwright/test';

/** The feedback form, standalone at /feedback and in-app at /userFeedback. */
export class FeedbackPage {
  readonly heading: Locator;
  readonly message: Locator;
  readonly email: Locator;
  readonly sendButton: Locator;
  readonly thankYou: Locator;
  readonly sendMoreButton: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Share Your Feedback' });
    this.message = main.getByLabel('Your feedback');
    this.email = main.getByLabel('E-mail (optional)');
    this.sendButton = main.getByRole('button', { name: 'Send Feedback' });
    this.thankYou = main.getByRole('heading', { name: 'Thank you for your feedback!' });
    this.sendMoreButton = main.getByRole('button', { name: 'Send more feedback' });
  }

  /** The star of the 1–5 rating, e.g. `rating(4)` for "4 stars". */
  rating(stars: number): Locator {
    return this.page
      .getByRole('main')
      .getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars`, exact: true });
  }

  async goto(path: '/feedback' | '/userFeedback' = '/feedback'): Promise<void> {
    await this.page.goto(path);
    await expect(this.heading).toBeVisible();
  }
}
