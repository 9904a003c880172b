import { expect, type Locator, type Page } from '@playwright/test';

export const NO_DATA_TEXT =
  "Currently the product isn't aware of any companies with your data. Connect an email provider to get started today!";
export const RECOMMENDED_TITLE = 'We recommend you to raise Data Subject Request for';

/** The My Data pages, /my-data and its all-domains variant /alldomains (spec §2). */
export class MyDataPage {
  readonly heading: Locator;
  readonly searchField: Locator;
  readonly selected: Locator;
  readonly recommended: Locator;
  /** The All Domains carousel (/my-data) or section (/alldomains). */
  readonly allDomains: Locator;
  readonly emptyState: Locator;
  readonly connectLink: Locator;
  readonly requestSelectedButton: Locator;
  readonly loadMoreButton: Locator;
  readonly limitDialog: Locator;
  /** The page and its cards while a modal dialog hides them from the accessibility tree. */
  readonly mainBehindDialog: Locator;
  readonly cardsBehindDialog: Locator;
  /** 'People, not companies': the senders kept out of the lists. */
  readonly people: Locator;
  /** The tabs under 'When First Joined:' (All Domains, 1 Month, 6 Months, 12 Months). */
  readonly ageTabs: Locator;
  /** The e-mail selector, shown with more than one connected mailbox. */
  readonly mailboxSelect: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1 });
    this.searchField = main.getByRole('searchbox', { name: 'Search companies' });
    this.selected = main.getByRole('region', { name: 'Selected Domains', exact: true });
    this.recommended = main.getByRole('region', { name: RECOMMENDED_TITLE, exact: true });
    this.allDomains = main.getByRole('region', { name: 'All Domains', exact: true });
    this.emptyState = main.getByText(NO_DATA_TEXT, { exact: true });
    this.connectLink = main.getByRole('link', { name: 'Connect an email provider' });
    this.requestSelectedButton = this.selected.getByRole('button', {
      name: 'Request Deletion for Selected',
    });
    this.loadMoreButton = main.getByRole('button', { name: 'Load More', exact: true });
    this.limitDialog = page.getByRole('dialog', { name: 'Too many companies selected' });
    this.mainBehindDialog = page.locator('main');
    this.cardsBehindDialog = this.mainBehindDialog.locator('article');
    this.people = main.getByRole('region', { name: 'People, not companies', exact: true });
    this.ageTabs = main.getByRole('tablist', { name: 'When First Joined:' });
    this.mailboxSelect = main.getByRole('combobox', { name: 'Email account', exact: true });
  }

  /** Opens /my-data or /alldomains and waits for its heading. */
  async open(path: '/my-data' | '/alldomains' = '/my-data'): Promise<void> {
    await this.page.goto(path);
    await expect(this.heading).toHaveText('Companies with your data');
  }

  /** A company's card within a list. */
  card(list: Locator, name: string): Locator {
    return list.getByRole('article', { name, exact: true });
  }

  checkbox(list: Locator, name: string): Locator {
    return this.card(list, name).getByRole('checkbox', { name: `Select ${name}`, exact: true });
  }

  /** A card's logo image; the card shows a letter instead when the image fails. */
  logo(list: Locator, name: string): Locator {
    return this.card(list, name).locator('img');
  }

  cardButton(list: Locator, name: string, button: string): Locator {
    return this.card(list, name).getByRole('button', { name: button, exact: true });
  }

  /** 'Total (n)' of a list. */
  total(list: Locator): Locator {
    return list.getByText(/^Total \(\d+\)$/);
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  tabPanel(name: string): Locator {
    return this.page.getByRole('tabpanel', { name, exact: true });
  }

  /** The Domain Details modal of a company. */
  detailsDialog(name: string): Locator {
    return this.page.getByRole('dialog', { name, exact: true });
  }

  /** A sender's row in the people list. */
  person(domainName: string): Locator {
    return this.people.getByRole('listitem').filter({ hasText: domainName });
  }

  /** The message of a too short search. */
  searchError(): Locator {
    return this.page.getByRole('alert').filter({ hasText: 'Please enter atleast 2 characters' });
  }

  async search(text: string): Promise<void> {
    await this.searchField.fill(text);
  }
}
