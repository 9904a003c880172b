import { expect, type Locator, type Page } from '@playwright/test';

/** The signed-in dashboard at /dashboard and /newdashboard (spec §2). */
export class DashboardPage {
  readonly heading: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('main').getByRole('heading', { level: 1 });
  }

  /** Checks the dashboard is on screen at `path` and greets `name` by first name. */
  async expectShownFor(name: string, path = '/dashboard'): Promise<void> {
    await expect(this.page).toHaveURL(path);
    await expect(this.heading).toHaveText(`Welcome, ${name.split(' ')[0]}`);
  }
}
