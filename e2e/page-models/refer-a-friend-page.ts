import { expect, type Locator, type Page } from '@playwright/test';

/** /referAFriend: share buttons, the referrer's visit count and the embedded feedback form. */
export class ReferAFriendPage {
  readonly heading: Locator;
  readonly facebookLink: Locator;
  readonly twitterLink: Locator;
  readonly copyUrlButton: Locator;
  readonly visitCount: Locator;
  readonly feedbackFrame: Locator;
  readonly feedbackMessage: Locator;
  readonly sendFeedbackButton: Locator;
  readonly thankYouHeading: Locator;
  /** The way on from /thankyou: the dashboard when signed in, the home page otherwise. */
  readonly backLink: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Refer A Friend' });
    this.facebookLink = main.getByRole('link', { name: /Share on Facebook/ });
    this.twitterLink = main.getByRole('link', { name: /Share on Twitter/ });
    this.copyUrlButton = main.getByRole('button', { name: 'Copy Url' });
    this.visitCount = main.getByRole('status').filter({ hasText: /through your link/ });
    this.feedbackFrame = main.getByRole('region', { name: 'Tell us what you think' });
    this.feedbackMessage = this.feedbackFrame.getByLabel('Your feedback');
    this.sendFeedbackButton = this.feedbackFrame.getByRole('button', { name: 'Send Feedback' });
    this.thankYouHeading = main.getByRole('heading', {
      level: 1,
      name: 'Thank You For Referring Friend!',
    });
    this.backLink = main.getByRole('link', { name: /^Back to / });
  }

  async goto(): Promise<void> {
    await this.page.goto('/referAFriend');
    await expect(this.heading).toBeVisible();
  }

  /** The link 'Copy Url' puts on the clipboard (the context must grant clipboard access). */
  async copiedLink(): Promise<URL> {
    await expect(this.copyUrlButton).toBeEnabled();
    await this.copyUrlButton.click();
    await expect(this.page.getByText('Link copied to your clipboard.')).toBeVisible();
    return new URL(await this.page.evaluate(() => navigator.clipboard.readText()));
  }

  /** The link a share button passes on to Facebook (`u`) or Twitter (`url`). */
  async sharedLink(button: 'facebook' | 'twitter'): Promise<URL> {
    const link = button === 'facebook' ? this.facebookLink : this.twitterLink;
    await expect(link).not.toHaveAttribute('aria-disabled', 'true');
    const share = new URL((await link.getAttribute('href'))!);
    return new URL(share.searchParams.get(button === 'facebook' ? 'u' : 'url')!);
  }
}
