import type { Locator, Page } from '@playwright/test';

/** The servers typed in the 'Other provider' part of the form, for services without a preset. */
export interface ImapServers {
  imapHost: string;
  imapPort: number;
  smtpHost: string;
  smtpPort: number;
}

/** The 'Connect Yahoo / IMAP' dialog opened by Connect on the 'Yahoo / IMAP' row. */
export class ImapConnectDialog {
  readonly dialog: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly otherProvider: Locator;
  readonly imapHost: Locator;
  readonly imapPort: Locator;
  readonly smtpHost: Locator;
  readonly smtpPort: Locator;
  readonly submit: Locator;
  /** The server's answer to a failed attempt, under the form. */
  readonly error: Locator;

  constructor(page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Connect Yahoo / IMAP' });
    this.email = this.dialog.getByLabel('Email', { exact: true });
    this.password = this.dialog.getByLabel('App password', { exact: true });
    this.otherProvider = this.dialog.getByRole('group', { name: 'Other provider' });
    this.imapHost = this.otherProvider.getByLabel('IMAP server', { exact: true });
    this.imapPort = this.otherProvider.getByLabel('IMAP port', { exact: true });
    this.smtpHost = this.otherProvider.getByLabel('SMTP server', { exact: true });
    this.smtpPort = this.otherProvider.getByLabel('SMTP port', { exact: true });
    this.submit = this.dialog.getByRole('button', { name: 'Connect', exact: true });
    this.error = this.dialog.getByRole('alert');
  }

  /** Where the form says to create an app password for a known service. */
  appPasswordLink(service: string): Locator {
    return this.dialog.getByRole('link', { name: `${service} account security`, exact: true });
  }

  /** Fills the form for a mailbox on a host without a preset, then submits it. */
  async connect(login: { address: string; password: string } & ImapServers): Promise<void> {
    await this.email.fill(login.address);
    await this.password.fill(login.password);
    await this.imapHost.fill(login.imapHost);
    await this.imapPort.fill(String(login.imapPort));
    await this.smtpHost.fill(login.smtpHost);
    await this.smtpPort.fill(String(login.smtpPort));
    await this.submit.click();
  }
}
