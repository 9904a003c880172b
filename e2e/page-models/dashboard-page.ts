import { expect, type Locator, type Page } from '@playwright/test';
import { AppHeader } from './app-header';

/** The signed-in dashboard at /dashboard and /newdashboard (spec §2). */
export class DashboardPage {
  readonly heading: Locator;
  readonly table: Locator;
  /** The table's company rows (the virtualized table renders those in view). */
  readonly rows: Locator;
  readonly search: Locator;
  readonly timeFrame: Locator;
  readonly hideNeeded: Locator;
  readonly showRecommended: Locator;
  readonly markAsNeeded: Locator;
  readonly requestDeletionForSelected: Locator;
  readonly tableRegion: Locator;
  /** The e-mail selector, shown with more than one connected mailbox. */
  readonly mailboxSelect: Locator;
  /** The quiet 'Email account: …' line that names the one connected mailbox. */
  readonly shownMailbox: Locator;
  /** The line under the cards that totals the requests of every mailbox. */
  readonly acrossMailboxes: Locator;
  /**
   * The table and its rows while a modal dialog hides the page from the accessibility tree
   * (the session-expired dialog): found by markup instead of role.
   */
  readonly tableBehindDialog: Locator;
  readonly rowsBehindDialog: Locator;
  /** 'Mark as Complete?', asked when a row's Complete toggle is switched on. */
  readonly completeDialog: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('main').getByRole('heading', { level: 1 });
    this.tableRegion = page.getByRole('region', { name: 'Companies', exact: true });
    this.table = this.tableRegion.getByRole('table');
    this.rows = this.table.locator('tbody tr[aria-rowindex]');
    // The companies' table; the footprint's figures are in a table of their own.
    this.tableBehindDialog = page.locator('main table[aria-rowcount]');
    this.rowsBehindDialog = this.tableBehindDialog.locator('tbody tr[aria-rowindex]');
    const main = page.getByRole('main');
    this.mailboxSelect = main.getByRole('combobox', { name: 'Email account', exact: true });
    this.shownMailbox = main.getByText(/^Email account: /);
    this.acrossMailboxes = main.getByText(/^Across your \d+ mailboxes: /);
    this.search = page.getByLabel('Search companies');
    this.timeFrame = page.getByLabel('Time frame');
    this.hideNeeded = page.getByRole('switch', { name: /^Hide Needed \(\d+\)$/ });
    this.showRecommended = page.getByRole('switch', { name: /^Show Recommended \(\d+\)$/ });
    this.markAsNeeded = page.getByRole('button', { name: 'Mark As Needed', exact: true });
    this.requestDeletionForSelected = page.getByRole('button', {
      name: 'Request Deletion For Selected',
    });
    this.completeDialog = page.getByRole('dialog', { name: 'Mark as Complete?' });
  }

  /** Checks the dashboard is on screen at `path`, with `name` signed in (the header's menu). */
  async expectShownFor(name: string, path = '/dashboard'): Promise<void> {
    await expect(this.page).toHaveURL(path);
    await expect(this.heading).toHaveText('Dashboard');
    await expect(new AppHeader(this.page).userMenuButtonFor(name)).toBeVisible();
  }

  /** One of the three count cards, by its title. */
  card(title: string): Locator {
    return this.page.getByRole('tab', { name: new RegExp(title) });
  }

  /** The row of a company, by its domain. */
  row(domain: string): Locator {
    return this.rows.filter({ hasText: domain });
  }

  /** Ticks the checkbox of a company's row. */
  async select(name: string): Promise<void> {
    await this.table.getByRole('checkbox', { name: `Select ${name}`, exact: true }).check();
  }

  /** The Complete toggle of a company's row. */
  completeToggle(name: string): Locator {
    return this.table.getByRole('switch', { name: `Mark the request to ${name} as complete` });
  }

  /** Switches a company's Complete toggle on and confirms in the dialog that asks first. */
  async markComplete(name: string): Promise<void> {
    await this.completeToggle(name).click();
    await expect(this.completeDialog).toContainText(name);
    await this.completeDialog
      .getByRole('button', { name: 'Mark as Complete', exact: true })
      .click();
    await expect(this.completeDialog).toBeHidden();
  }

  /**
   * How a company's Complete toggle looks: its mouse cursor, and whether it is faded (drawn with
   * less than full opacity), as a disabled toggle should be.
   */
  async completeToggleLook(name: string): Promise<{ cursor: string; isFaded: boolean }> {
    return this.completeToggle(name).evaluate((toggle) => {
      const style = getComputedStyle(toggle);
      return { cursor: style.cursor, isFaded: Number(style.opacity) < 1 };
    });
  }

  /**
   * The count of selected rows beside the bulk buttons ('{n} Selected') as sighted people see it,
   * or null when it is not shown on screen (text for screen readers only is clipped to a pixel).
   */
  async shownSelectionCount(): Promise<string | null> {
    const count = this.page.getByText(/^\d+ Selected$/);
    if ((await count.count()) === 0) return null;
    const box = await count.boundingBox();
    return box && box.width > 1 && box.height > 1 ? await count.textContent() : null;
  }

  /** The names shown in the NAME column, top to bottom. */
  async names(): Promise<string[]> {
    return this.rows.locator('td button span.font-semibold').allTextContents();
  }
}
