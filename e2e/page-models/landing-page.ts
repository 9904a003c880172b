import { expect, type Locator, type Page } from '@playwright/test';
import { AppHeader } from './app-header';

/** The public home page (spec §1). */
export class LandingPage {
  readonly headline: Locator;
  readonly getStartedLink: Locator;
  readonly loginLink: Locator;
  readonly faq: Locator;
  readonly faqQuestions: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.headline = main.getByRole('heading', { level: 1, name: 'Take Control of Your Privacy' });
    this.getStartedLink = main.getByRole('link', { name: 'Get Started FREE' });
    this.loginLink = main.getByRole('link', { name: 'Login', exact: true });
    this.faq = main.getByRole('region', { name: 'Frequently asked questions' });
    this.faqQuestions = this.faq.getByRole('button');
  }

  faqQuestion(question: string): Locator {
    return this.faq.getByRole('button', { name: question, exact: true });
  }

  /** The FAQ questions whose answer is open. */
  openFaqQuestions(): Locator {
    return this.faq.getByRole('button', { expanded: true });
  }

  /**
   * Opens the page for a signed-out visitor and waits until it takes input. The page arrives
   * pre-rendered, its links plain until the app has hydrated it (a key pressed earlier loads the
   * next page from the server); the header's Login entry shows only once the app runs and knows
   * there is no session.
   */
  async goto(): Promise<void> {
    await this.page.goto('/');
    await expect(this.headline).toBeVisible();
    await expect(new AppHeader(this.page).loginLink).toBeVisible();
  }
}
