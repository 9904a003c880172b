import { expect, type Locator, type Page } from '@playwright/test';

export const MY_REQUESTS_HEADING = 'My Data Subject Requests';
export const NO_REQUESTS_TEXT =
  "You currently don't have any data subject request. Check Where's My Data? to start a request and take back your data today!";
export const COMPLETED_TOAST = 'DSR Completed Successfully';

/** The sections of /my-deletion-requests, by the status they list (spec §2). */
export const REQUEST_SECTIONS = {
  completed: 'Completed Data Subject Request(s)',
  submitted: 'Submitted Data Subject Request(s)',
  processing: 'Processing Data Subject Request(s)',
  failed: 'Failed Data Subject Request(s)',
} as const;
export type RequestSectionName = keyof typeof REQUEST_SECTIONS;

/** /my-deletion-requests: a mailbox's deletion requests by status (spec §2). */
export class MyRequestsPage {
  readonly heading: Locator;
  readonly searchField: Locator;
  readonly downloadCsvButton: Locator;
  readonly emptyState: Locator;
  /** "Where's My Data?" in the empty state, to /my-data. */
  readonly emptyStateLink: Locator;
  /** Under `?filter=completed` when none of the requests is completed yet. */
  readonly noneCompleted: Locator;
  readonly completedToast: Locator;
  /** Above the requests of a mailbox the person disconnected. */
  readonly disconnectedNote: Locator;
  readonly deleteRequestsButton: Locator;
  readonly deleteRequestsDialog: Locator;
  /** The e-mail selector, shown with more than one mailbox to choose from. */
  readonly mailboxSelect: Locator;
  /** Shows the requests of one type, or all. */
  readonly typeFilter: Locator;
  /** 'Mark as Complete?', asked before a request is marked complete. */
  readonly completeDialog: Locator;
  readonly confirmComplete: Locator;
  /** Undo in the completed toast. */
  readonly undoComplete: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1 });
    this.searchField = main.getByRole('searchbox', { name: 'Search companies' });
    this.downloadCsvButton = main.getByRole('button', { name: 'Download CSV', exact: true });
    this.emptyState = main.getByText(NO_REQUESTS_TEXT, { exact: true });
    this.emptyStateLink = main.getByRole('link', { name: "Where's My Data?", exact: true });
    this.noneCompleted = main.getByText('None of your requests is completed yet.');
    this.completedToast = page.getByText(COMPLETED_TOAST, { exact: true });
    this.disconnectedNote = main.getByRole('region', { name: 'Disconnected mailbox' });
    this.deleteRequestsButton = this.disconnectedNote.getByRole('button', {
      name: 'Delete these requests',
      exact: true,
    });
    this.deleteRequestsDialog = page.getByRole('dialog', { name: 'Delete these requests?' });
    this.mailboxSelect = main.getByRole('combobox', { name: 'Email account' });
    this.typeFilter = main.getByRole('combobox', { name: 'Request type' });
    this.completeDialog = page.getByRole('dialog', { name: 'Mark as Complete?' });
    this.confirmComplete = this.completeDialog.getByRole('button', {
      name: 'Mark as Complete',
      exact: true,
    });
    this.undoComplete = page
      .getByRole('alert')
      .filter({ hasText: COMPLETED_TOAST })
      .getByRole('button', { name: 'Undo', exact: true });
  }

  /** Opens the page (with its optional `?filter=`) and waits for its heading. */
  async open(query = ''): Promise<void> {
    await this.page.goto(`/my-deletion-requests${query}`);
    await expect(this.heading).toHaveText(MY_REQUESTS_HEADING);
  }

  /** A status section, by the status it lists. */
  section(name: RequestSectionName): Locator {
    return this.page
      .getByRole('main')
      .getByRole('region', { name: REQUEST_SECTIONS[name], exact: true });
  }

  /** 'Total (n)' of a section. */
  total(section: Locator): Locator {
    return section.getByText(/^Total \(\d+\)$/);
  }

  /** A company's card within a section. */
  card(section: Locator, name: string): Locator {
    return section.getByRole('article', { name, exact: true });
  }

  /** The 'Overdue' flag of a company's card. */
  overdueFlag(section: Locator, name: string): Locator {
    return this.card(section, name).getByText('Overdue', { exact: true });
  }

  cardButton(section: Locator, name: string, button: string): Locator {
    return this.card(section, name).getByRole('button', { name: button, exact: true });
  }

  /** A section's pager, shown when its cards fill more than one page. */
  pager(name: RequestSectionName): Locator {
    return this.page.getByRole('navigation', { name: `${REQUEST_SECTIONS[name]} pages` });
  }

  /** The 'View Request' overlay of a company. */
  requestDialog(name: string): Locator {
    return this.page.getByRole('dialog', { name, exact: true });
  }

  /** Opens the page and the 'View Request' overlay of a submitted request to company `name`. */
  async openSubmittedRequest(name: string): Promise<Locator> {
    await this.open();
    await this.cardButton(this.section('submitted'), name, 'View Request').click();
    return this.requestDialog(name);
  }

  /** The overlay's "What did the company say?" form. */
  answerForm(dialog: Locator): Locator {
    return dialog.getByRole('region', { name: 'What did the company say?' });
  }

  /** A term of the overlay's details ('To', 'Law', 'Answer Due'...) and what it says. */
  detail(dialog: Locator, term: string): Locator {
    return dialog
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  async search(text: string): Promise<void> {
    await this.searchField.fill(text);
  }

  /** Clicks Download CSV and returns the downloaded file's name and text. */
  async downloadCsv(): Promise<{ fileName: string; text: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.downloadCsvButton.click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { fileName: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
  }
}
