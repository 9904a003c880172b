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

  // An IMAP server cannot tell which other addresses the mailbox sends as: the person enters them.
  const otherAddresses = connectionsPanel.panel.getByRole('button', {
    name: `Other addresses of ${IMAP_MAILBOX.address}`,
  });
  await otherAddresses.click();
  const field = connectionsPanel.panel.getByLabel('Other addresses you send from');
  await field.fill('me@family.example\nnot an address');
  await connectionsPanel.panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/Enter valid email addresses, one per line\./);
  await field.fill('me@family.example\n Me.Work@Office.example ');
  await connectionsPanel.panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Addresses saved.')).toBeVisible();
  await expect(field).toHaveCount(0);
  await page.reload();
  await connectionsPanel.panel
    .getByRole('button', { name: `Other addresses of ${IMAP_MAILBOX.address}` })
    .click();
  await expect(connectionsPanel.panel.getByLabel('Other addresses you send from')).toHaveValue(
    'me@family.example\nme.work@office.example',
  );
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
