import { expect, type Locator, type Page } from '@playwright/test';
import { layoutBox, viewportWidth } from './layout-box';

/** What any unknown address shows. */
export class NotFoundPage {
  readonly heading: Locator;
  readonly text: Locator;
  readonly homeLink: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Page not found' });
    this.text = main.getByText('There is no page at this address.');
    this.homeLink = main.getByRole('link', { name: 'Go to the home page' });
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.heading).toBeVisible();
  }

  /**
   * How far the centre of each of the heading, the text and the link lies from the centre of the
   * screen, in pixels (negative: left of it).
   */
  async offsetsFromCentre(): Promise<number[]> {
    const centre = (await viewportWidth(this.heading)) / 2;
    const offsets: number[] = [];
    for (const part of [this.heading, this.text, this.homeLink]) {
      const box = await layoutBox(part);
      offsets.push(Math.round(box.left + box.width / 2 - centre));
    }
    return offsets;
  }
}
