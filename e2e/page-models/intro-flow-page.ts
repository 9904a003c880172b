import { expect, type Locator, type Page } from '@playwright/test';

/** The button that moves on from each slide, in order; the last one leads to the dashboard. */
const SLIDE_ACTIONS = ['What Now?', 'Next', 'Next', 'Next', 'Get Started Now!'];

/** /getting-started: five slides with progress dots (spec §2). */
export class IntroFlowPage {
  readonly title: Locator;
  /** The slide's text under its title. */
  readonly text: Locator;
  readonly progress: Locator;
  /** The dot of the slide on screen; its text reads "Step n of 5". */
  readonly currentStep: Locator;

  constructor(private readonly page: Page) {
    this.title = page.getByRole('main').getByRole('heading', { level: 1 });
    this.text = page.getByRole('main').locator('h1 + p');
    this.progress = page.getByRole('list', { name: 'Progress' });
    this.currentStep = this.progress.locator('[aria-current="step"]');
  }

  action(label: string): Locator {
    return this.page.getByRole('main').getByRole('button', { name: label, exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/getting-started');
    await expect(this.title).toBeVisible();
  }

  /** Moves through every slide from the first, ending on the dashboard. */
  async goThrough(): Promise<void> {
    for (const [index, label] of SLIDE_ACTIONS.entries()) {
      await expect(this.currentStep).toHaveText(`Step ${index + 1} of ${SLIDE_ACTIONS.length}`);
      await this.action(label).click();
    }
    await expect(this.page).toHaveURL('/dashboard');
  }

  /** Waits for slide `number` (1 to 5): its dot is the current step. */
  async expectSlide(number: number): Promise<void> {
    await expect(this.currentStep).toHaveText(`Step ${number} of ${SLIDE_ACTIONS.length}`);
  }

  /** What the browser keeps under `hasSeenIntroFlow`, or null. */
  hasSeenIntroFlow(): Promise<string | null> {
    return this.page.evaluate(() => localStorage.getItem('hasSeenIntroFlow'));
  }
}
