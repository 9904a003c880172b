import { expect, type Locator, type Page } from '@playwright/test';

export const PREVIEW_TITLE = 'Data Subject Request';
export const PREVIEW_SUBTITLE = 'Email Preview';
export const RAISED_TOAST = 'DSR Raised Successfully';
export const CHOOSE_LAW_TEXT = 'Choose the law that protects you';
export const LAW_NEEDED_TEXT = 'Choose the law that protects you to see the e-mail and send it.';
export const TEMPLATE_FAILED_TEXT = 'Oops! something went wrong! Please try after sometime';
const GDPR_LABEL = 'GDPR (European Union)';
export const PERMISSION_FAILED_TEXT =
  'There was an error while raising the Data Subject Request. Please try again';

/**
 * The e-mail preview of deletion requests (spec §2): the /request-deletion and
 * /request-deletion-multiple pages, or the dashboard's popup.
 */
export class EmailPreview {
  /** The page's main area, or the popup. */
  readonly root: Locator;
  readonly title: Locator;
  readonly subtitle: Locator;
  readonly law: Locator;
  /** What the requests ask: access, erasure, objection or correction. */
  readonly requestType: Locator;
  /** The letters' language. */
  readonly language: Locator;
  /** One article per company. */
  readonly companies: Locator;
  readonly submitButton: Locator;
  readonly cancelButton: Locator;
  readonly raisedToast: Locator;
  /** Submit while it asks for permission to send or sends: 'Please wait..', disabled. */
  readonly busyButton: Locator;
  /** The permission flow's failure (spec §8). */
  readonly permissionFailure: Locator;
  /** Beside Submit while no law is chosen: why it waits. */
  readonly lawNeeded: Locator;
  /** The template did not load. */
  readonly templateFailure: Locator;
  readonly tryAgainButton: Locator;
  /** What a body says while its template loads. */
  readonly loadingBodies: Locator;

  constructor(
    private readonly page: Page,
    where: 'page' | 'popup' = 'page',
  ) {
    if (where === 'page') {
      this.root = page.getByRole('main');
      this.title = this.root.getByRole('heading', { level: 1 });
      this.subtitle = this.root.getByRole('heading', { level: 2, name: PREVIEW_SUBTITLE });
    } else {
      this.root = page.getByRole('dialog', { name: PREVIEW_TITLE, exact: true });
      this.title = this.root.getByRole('heading', { name: PREVIEW_TITLE, exact: true });
      this.subtitle = this.root.getByText(PREVIEW_SUBTITLE, { exact: true });
    }
    this.law = this.root.getByRole('combobox', { name: 'Privacy law' });
    this.requestType = this.root.getByRole('combobox', { name: 'Request', exact: true });
    this.language = this.root.getByRole('combobox', { name: 'Language' });
    this.companies = this.root.getByRole('article');
    this.submitButton = this.root.getByRole('button', { name: 'Submit Data Subject Request' });
    this.cancelButton = this.root.getByRole('button', { name: 'Cancel', exact: true });
    this.raisedToast = page.getByText(RAISED_TOAST, { exact: true });
    this.busyButton = this.root.getByRole('button', { name: 'Please wait..', exact: true });
    this.permissionFailure = this.root
      .getByRole('alert')
      .filter({ hasText: PERMISSION_FAILED_TEXT });
    this.lawNeeded = this.root.getByText(LAW_NEEDED_TEXT, { exact: true });
    this.templateFailure = this.root.getByRole('alert').filter({ hasText: TEMPLATE_FAILED_TEXT });
    this.tryAgainButton = this.root.getByRole('button', { name: 'Try again', exact: true });
    this.loadingBodies = this.root.getByText('Loading the e-mail…');
  }

  /**
   * Waits for the preview's title and subtitle. The suite's browser is en-US, where no law is
   * chosen at first: the person picks one, here the GDPR, so the e-mails show and can be sent.
   */
  async expectShown(): Promise<void> {
    await this.expectShownWithoutLaw();
    if ((await this.law.inputValue()) === '') await this.chooseLaw(GDPR_LABEL);
  }

  /** Waits for the preview's title and subtitle, leaving the law as the preview chose it. */
  async expectShownWithoutLaw(): Promise<void> {
    await expect(this.title).toHaveText(PREVIEW_TITLE);
    await expect(this.subtitle).toBeVisible();
  }

  /** Picks the law from the 'Privacy law' select by its label. */
  async chooseLaw(label: string): Promise<void> {
    await this.law.selectOption({ label });
  }

  /** A company's e-mail, by the company's name. */
  company(name: string): Locator {
    return this.root.getByRole('article', { name, exact: true });
  }

  /** The To field of a company's e-mail: where the request goes, which the person may change. */
  recipient(company: Locator): Locator {
    return company.getByRole('textbox', { name: /^To \(/ });
  }

  /** 'Send it to this address all the same', for a typed address at another domain. */
  confirmRecipient(company: Locator): Locator {
    return company.getByRole('checkbox', { name: 'Send it to this address all the same' });
  }

  /** The From or Subject of a company's e-mail (the To is {@link recipient}). */
  field(company: Locator, term: 'From' | 'Subject'): Locator {
    return company
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  /**
   * Submits from a mailbox that may not send yet: answers the popup that opens on the provider's
   * consent screen to ask for the permission, once Submit reads 'Please wait..'.
   */
  async submitAskingPermission(): Promise<Page> {
    await expect(this.submitButton).toBeEnabled();
    const [popup] = await Promise.all([this.page.waitForEvent('popup'), this.submitButton.click()]);
    await expect(this.busyButton).toBeDisabled();
    return popup;
  }

  /** Submits, and waits until the requests are raised. */
  async submit(): Promise<void> {
    await expect(this.submitButton).toBeEnabled();
    await this.submitButton.click();
    await expect(this.raisedToast).toBeVisible();
  }
}
