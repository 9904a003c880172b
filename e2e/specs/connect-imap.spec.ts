import { DOVECOT_HOST, DOVECOT_PORT, IMAP_MAILBOX } from '../fixtures/environment';
import { expect, test } from '../fixtures/test';

/** The suite's Dovecot as a person would type it; nothing listens on the SMTP port. */
const SERVERS = {
  imapHost: DOVECOT_HOST,
  imapPort: DOVECOT_PORT,
  smtpHost: DOVECOT_HOST,
  smtpPort: DOVECOT_PORT + 1,
};

test('a person connects an IMAP mailbox with its app password and the scan completes', async ({
  signedInPage: page,
  connectionsPanel,
  imapConnectDialog,
  scanStatus,
}) => {
  await connectionsPanel.open();
  await page.evaluate(() => localStorage.setItem('hasSeenIntroFlow', 'true'));
  await connectionsPanel.connectButton('Yahoo / IMAP').click();
  await expect(imapConnectDialog.dialog).toBeVisible();
  await expect(imapConnectDialog.otherProvider).toHaveCount(0);

  await imapConnectDialog.connect({ ...IMAP_MAILBOX, ...SERVERS });

  await expect(page).toHaveURL('/dashboard', { timeout: 20_000 });
  await expect(async () => {
    await page.reload();
    await expect(scanStatus.complete).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await connectionsPanel.open();
  await expect(connectionsPanel.mailbox(IMAP_MAILBOX.address)).toBeVisible();
});

test('a wrong password is refused with what to do, keeping what was typed', async ({
  signedInPage: page,
  connectionsPanel,
  imapConnectDialog,
  consoleGuard,
}) => {
  consoleGuard.expectFailedResponse(400, '/_pfmDataRequest', 'the IMAP server refuses the login');
  await connectionsPanel.open();
  await connectionsPanel.connectButton('Yahoo / IMAP').click();

  // A Yahoo address needs no servers, only an app password made at Yahoo.
  await imapConnectDialog.email.fill('someone@yahoo.com');
  await expect(imapConnectDialog.appPasswordLink('Yahoo Mail')).toHaveAttribute(
    'href',
    'https://login.yahoo.com/account/security',
  );
  await expect(imapConnectDialog.otherProvider).toHaveCount(0);

  await imapConnectDialog.connect({
    address: IMAP_MAILBOX.address,
    password: 'not-the-app-password',
    ...SERVERS,
  });

  await expect(imapConnectDialog.error).toHaveText(
    'The mail server refused the user name or password. ' +
      'For Yahoo, iCloud, Fastmail and AOL use an app password.',
  );
  await expect(imapConnectDialog.submit).toBeEnabled();
  await expect(imapConnectDialog.email).toHaveValue(IMAP_MAILBOX.address);
  await expect(imapConnectDialog.password).toHaveValue('not-the-app-password');
  await expect(imapConnectDialog.imapPort).toHaveValue(String(DOVECOT_PORT));
  await expect(page).toHaveURL('/account');
  await page.keyboard.press('Escape');
  await expect(connectionsPanel.mailbox(IMAP_MAILBOX.address)).toHaveCount(0);
});
