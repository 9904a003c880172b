import { ENTRA_VERIFIED_DOMAIN, STAND_IN_ISSUER } from '../fixtures/environment';
import { expectedCompanyCount } from '../fixtures/emulated-mailbox';
import {
  countCompaniesThroughApi,
  findConnectionThroughApi,
  newMailboxAddress,
} from '../fixtures/mailbox-api';
import { expect, test } from '../fixtures/test';

/** The mailboxes connected through their provider's consent, each scanned through its emulator. */
const PROVIDERS = [
  { row: 'Google', emailType: 'Google', domain: 'gmail.example', api: 'Gmail' },
  // Microsoft vouches only for addresses on a domain the tenant verified (`xms_edov`).
  { row: 'Microsoft', emailType: 'Microsoft', domain: ENTRA_VERIFIED_DOMAIN, api: 'Graph' },
] as const;

for (const provider of PROVIDERS) {
  test(`Connect ${provider.row} goes through consent and the scan finds every company over ${provider.api}`, async ({
    signedInPage: page,
    registeredUser,
    connectionsPanel,
    standInSignInPage,
    introFlowPage,
    dashboardPage,
    scanStatus,
  }) => {
    // The test waits for a whole first scan, next to the other worker's test on two cores.
    test.slow();
    await connectionsPanel.open();
    await connectionsPanel.connectButton(provider.row).click();

    await expect(page).toHaveURL((url) => url.href.startsWith(STAND_IN_ISSUER));
    const mailbox = newMailboxAddress(provider.domain);
    await standInSignInPage.signIn(mailbox, 'Mailbox Owner');

    await expect(page).toHaveURL('/getting-started');
    await introFlowPage.goThrough();
    await dashboardPage.expectShownFor(registeredUser.name);
    await expect(scanStatus.inProgress.or(scanStatus.complete)).toBeVisible();
    await scanStatus.reloadUntilComplete();

    expect(await findConnectionThroughApi(page.request, registeredUser.email, mailbox)).toEqual(
      expect.objectContaining({
        emailType: provider.emailType,
        status: 'completed',
        scanPercentage: 100,
      }),
    );
    expect(await countCompaniesThroughApi(page.request, registeredUser.email, mailbox)).toBe(
      expectedCompanyCount(),
    );
    await expect(dashboardPage.card('Companies With Your Data')).toContainText(
      String(expectedCompanyCount()),
    );
    await connectionsPanel.open();
    await expect(connectionsPanel.row(provider.row)).toContainText(mailbox);
  });
}
