import { expect, type Locator, type Page } from '@playwright/test';

/** The 'Email Connections' tab of Account Settings (spec §2): one row per mailbox provider. */
export class ConnectionsPanel {
  readonly tab: Locator;
  readonly panel: Locator;
  readonly disconnectDialog: Locator;
  readonly confirmDisconnect: Locator;
  readonly cancelDisconnect: Locator;

  constructor(private readonly page: Page) {
    this.tab = page.getByRole('tab', { name: 'Email Connections' });
    this.panel = page.getByRole('region', { name: 'Email Provider Connections' });
    this.disconnectDialog = page.getByRole('dialog', { name: 'Confirm Disconnect?' });
    this.confirmDisconnect = this.disconnectDialog.getByRole('button', {
      name: 'Yes',
      exact: true,
    });
    this.cancelDisconnect = this.disconnectDialog.getByRole('button', { name: 'No', exact: true });
  }

  /** Opens /account, where this tab is the first one and selected. */
  async open(): Promise<void> {
    await this.page.goto('/account');
    await expect(this.tab).toHaveAttribute('aria-selected', 'true');
    await expect(this.panel.getByRole('list')).toBeVisible();
  }

  /** The row of a provider, by the name it shows: Google, Microsoft, 'Yahoo / IMAP' or Demo. */
  row(provider: string): Locator {
    return this.panel.getByRole('listitem').filter({
      has: this.page.getByRole('heading', { name: provider, exact: true }),
    });
  }

  connectButton(provider: string): Locator {
    return this.row(provider).getByRole('button', { name: `Connect ${provider}`, exact: true });
  }

  rescanButton(emailId: string): Locator {
    return this.panel.getByRole('button', { name: `Rescan ${emailId}`, exact: true });
  }

  disconnectButton(emailId: string): Locator {
    return this.panel.getByRole('button', { name: `Disconnect ${emailId}`, exact: true });
  }

  /** Opens 'Confirm your address' for a mailbox whose address is not proven yet. */
  confirmAddressButton(emailId: string): Locator {
    return this.panel.getByRole('button', { name: `Confirm address of ${emailId}`, exact: true });
  }

  /** The connected mailbox's address as the panel lists it. */
  mailbox(emailId: string): Locator {
    return this.panel.getByText(emailId, { exact: true });
  }
}
