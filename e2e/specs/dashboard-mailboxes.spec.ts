import {
  DOVECOT_HOST,
  DOVECOT_PORT,
  IMAP_MAILBOX,
  IMAP_OWN_ADDRESSES,
} from '../fixtures/environment';
import {
  listRequestableCompanies,
  raiseRequestsThroughApi,
} from '../fixtures/deletion-request-api';
import { connectImapMailboxThroughApi } from '../fixtures/imap-mailbox-api';
import { connectDemoMailboxThroughApi, DEMO_MAILBOX } from '../fixtures/mailbox-api';
import { SmtpStandIn } from '../fixtures/smtp-stand-in';
import { expect, test } from '../fixtures/test';

// The server limits sign-ups per IP address and hour, so each test covers a whole journey.

let smtp: SmtpStandIn;
test.beforeAll(async () => {
  smtp = await SmtpStandIn.start();
});
test.afterAll(async () => {
  await smtp.stop();
});

test('with two mailboxes the dashboard names the one it shows, switches with the e-mail selector, and totals the requests of both', async ({
  signedInPage: page,
  registeredUser,
  dashboardPage,
  myDataPage,
}) => {
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  const companies = (await listRequestableCompanies(page.request, registeredUser.email)).slice(
    0,
    3,
  );
  await raiseRequestsThroughApi(page.request, registeredUser.email, companies);

  // One mailbox: its address, quietly, and no selector.
  await page.goto('/dashboard');
  await expect(dashboardPage.shownMailbox).toHaveText(`Email account: ${DEMO_MAILBOX}`);
  await expect(dashboardPage.mailboxSelect).toHaveCount(0);
  await expect(dashboardPage.acrossMailboxes).toHaveCount(0);

  await connectImapMailboxThroughApi(page.request, registeredUser.email, smtp.port, {
    isProven: false,
  });
  await page.reload();
  await expect(dashboardPage.mailboxSelect).toHaveValue(DEMO_MAILBOX);
  await expect(dashboardPage.shownMailbox).toHaveCount(0);
  const submitted = dashboardPage.card('Submitted Data Subject Requests');
  await expect(submitted).toHaveText(/^3\s*Submitted/);
  await expect(dashboardPage.acrossMailboxes).toHaveText(
    'Across your 2 mailboxes: 3 submitted, 0 successful data subject requests.',
  );

  // The other mailbox has no request of its own: the cards say so, the line still counts all.
  await dashboardPage.mailboxSelect.selectOption(IMAP_MAILBOX.address);
  await expect(submitted).toHaveText(/^0\s*Submitted/);
  await expect(submitted).toBeDisabled();
  await expect(dashboardPage.acrossMailboxes).toHaveText(
    'Across your 2 mailboxes: 3 submitted, 0 successful data subject requests.',
  );

  // My Data follows the same choice and says which mailbox it shows.
  await myDataPage.open();
  await expect(myDataPage.mailboxSelect).toHaveValue(IMAP_MAILBOX.address);
});

test('connecting a second mailbox in the IMAP dialog keeps the dashboard on the one being looked at', async ({
  signedInPage: page,
  registeredUser,
  connectionsPanel,
  imapConnectDialog,
  confirmAddressDialog,
  dashboardPage,
}) => {
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await page.goto('/dashboard');
  await expect(dashboardPage.shownMailbox).toHaveText(`Email account: ${DEMO_MAILBOX}`);
  await expect(dashboardPage.card('Companies With Your Data')).toContainText('100');

  await connectionsPanel.open();
  await page.evaluate(() => localStorage.setItem('hasSeenIntroFlow', 'true'));
  await connectionsPanel.connectButton('Yahoo / IMAP').click();
  await imapConnectDialog.connect({
    address: IMAP_OWN_ADDRESSES.keepSelection,
    password: IMAP_MAILBOX.password,
    imapHost: DOVECOT_HOST,
    imapPort: DOVECOT_PORT,
    smtpHost: DOVECOT_HOST,
    smtpPort: smtp.port,
  });
  await expect(confirmAddressDialog.dialog).toBeVisible({ timeout: 20_000 });
  await confirmAddressDialog.notNow.click();

  await expect(page).toHaveURL('/dashboard');
  await expect(dashboardPage.mailboxSelect).toHaveValue(DEMO_MAILBOX);
  await expect(dashboardPage.card('Companies With Your Data')).toContainText('100');
  expect(await page.evaluate(() => localStorage.getItem('selected_account'))).toBe(DEMO_MAILBOX);
});
