import {
  DOVECOT_HOST,
  DOVECOT_PORT,
  IMAP_MAILBOX,
  IMAP_OWN_ADDRESSES,
} from '../fixtures/environment';
import { wrongCodeFor } from '../fixtures/outbox';
import { SmtpStandIn } from '../fixtures/smtp-stand-in';
import { expect, test } from '../fixtures/test';

/**
 * The suite's Dovecot as a person would type it; the SMTP server is a stand-in the test starts
 * (Dovecot has none), which the connect tries the login at too.
 */
const serversWith = (smtp: SmtpStandIn) => ({
  imapHost: DOVECOT_HOST,
  imapPort: DOVECOT_PORT,
  smtpHost: DOVECOT_HOST,
  smtpPort: smtp.port,
});

let smtp: SmtpStandIn;
test.beforeAll(async () => {
  smtp = await SmtpStandIn.start();
});
test.afterAll(async () => {
  await smtp.stop();
});

test('a person connects an IMAP mailbox, confirms its address with the mailed code, and the scan completes', async ({
  signedInPage: page,
  connectionsPanel,
  imapConnectDialog,
  confirmAddressDialog,
  outbox,
  scanStatus,
  consoleGuard,
}) => {
  consoleGuard.expectFailedResponse(400, '/_confirmAddress', 'a wrong code is refused');
  consoleGuard.expectFailedResponse(429, '/_sendAddressCode', 'a new code within the minute');
  await connectionsPanel.open();
  await page.evaluate(() => localStorage.setItem('hasSeenIntroFlow', 'true'));
  await connectionsPanel.connectButton('Yahoo / IMAP').click();
  await expect(imapConnectDialog.dialog).toBeVisible();
  await expect(imapConnectDialog.otherProvider).toHaveCount(0);

  await imapConnectDialog.connect({ ...IMAP_MAILBOX, ...serversWith(smtp) });

  // The login worked, but a server the person chose says nothing about whose address it is.
  await expect(confirmAddressDialog.dialog).toBeVisible({ timeout: 20_000 });
  await confirmAddressDialog.expectCodeSentTo(IMAP_MAILBOX.address);
  await expect(confirmAddressDialog.code).toBeFocused();
  const code = await outbox.waitForCode(IMAP_MAILBOX.address, 'address');
  await confirmAddressDialog.enter(wrongCodeFor(code));
  await expect(confirmAddressDialog.error).toHaveText(
    'That code is not right. Enter the code from the newest mail Reclaim sent to this address.',
  );
  // A new code so soon would void the one on its way: the first stays the one to type.
  await confirmAddressDialog.sendNewCode.click();
  await expect(
    confirmAddressDialog.dialog.getByText(
      'A code was sent less than a minute ago. Check your inbox, or ask again in a minute.',
    ),
  ).toBeVisible();
  await confirmAddressDialog.enter(`${code.slice(0, 4)} ${code.slice(4)}`);
  await expect(confirmAddressDialog.confirmedToast).toBeVisible();

  await expect(page).toHaveURL('/dashboard', { timeout: 20_000 });
  await expect(async () => {
    await page.reload();
    await expect(scanStatus.complete).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await connectionsPanel.open();
  await expect(connectionsPanel.mailbox(IMAP_MAILBOX.address)).toBeVisible();
  await expect(connectionsPanel.confirmAddressButton(IMAP_MAILBOX.address)).toHaveCount(0);

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
  // What Reclaim reads is said in the same words as everywhere else in the product.
  await expect(imapConnectDialog.dialog).toHaveAccessibleDescription(
    'Reclaim reads only the sender, subject, snippet and date of your mail, never the message itself.',
  );

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
    ...serversWith(smtp),
  });

  await expect(imapConnectDialog.error).toHaveText(
    'The mail server refused the user name or password. ' +
      'For Yahoo, iCloud, Fastmail and AOL use an app password.',
  );
  // The provider named the field at fault: the password is marked beside the alert.
  await expect(imapConnectDialog.password).toHaveAttribute('aria-invalid', 'true');
  await expect(imapConnectDialog.submit).toBeEnabled();
  await expect(imapConnectDialog.email).toHaveValue(IMAP_MAILBOX.address);
  await expect(imapConnectDialog.password).toHaveValue('not-the-app-password');
  await expect(imapConnectDialog.imapPort).toHaveValue(String(DOVECOT_PORT));
  await expect(page).toHaveURL('/account');
  // The refusal was of that password: once another is typed it no longer stands beside it.
  await imapConnectDialog.password.fill('another-try');
  await expect(imapConnectDialog.error).toBeHidden();
  await expect(imapConnectDialog.password).not.toHaveAttribute('aria-invalid');
  await page.keyboard.press('Escape');
  await expect(connectionsPanel.mailbox(IMAP_MAILBOX.address)).toHaveCount(0);
});

test('an address left unconfirmed is confirmed later from Account Settings', async ({
  signedInPage: page,
  connectionsPanel,
  imapConnectDialog,
  confirmAddressDialog,
  outbox,
  consoleGuard,
}) => {
  consoleGuard.expectFailedResponse(429, '/_sendAddressCode', 'reopened within the minute');
  const address = IMAP_OWN_ADDRESSES.connectLater;
  await connectionsPanel.open();
  await page.evaluate(() => localStorage.setItem('hasSeenIntroFlow', 'true'));
  await connectionsPanel.connectButton('Yahoo / IMAP').click();
  await imapConnectDialog.connect({
    address,
    password: IMAP_MAILBOX.password,
    ...serversWith(smtp),
  });
  await confirmAddressDialog.expectCodeSentTo(address);
  const first = await outbox.waitForCode(address, 'address');
  await confirmAddressDialog.notNow.click();
  await expect(page).toHaveURL('/dashboard', { timeout: 20_000 });

  await connectionsPanel.open();
  await expect(
    connectionsPanel.panel.getByText('Confirm this address before Reclaim sends requests from it.'),
  ).toBeVisible();
  const opener = connectionsPanel.confirmAddressButton(address);
  await opener.click();
  // Within the minute the first code is still the one to type; later a new one replaces it.
  const sentAgain = confirmAddressDialog.dialog.getByText(
    `We sent a code to ${address}. Enter it below.`,
  );
  const firstStands = confirmAddressDialog.dialog.getByText(
    'A code was sent less than a minute ago. Check your inbox, or ask again in a minute.',
  );
  await expect(sentAgain.or(firstStands)).toBeVisible();
  const code = (await sentAgain.isVisible()) ? await outbox.waitForCode(address, 'address') : first;
  await confirmAddressDialog.enter(code);

  await expect(confirmAddressDialog.confirmedToast).toBeVisible();
  await expect(confirmAddressDialog.dialog).toBeHidden();
  await expect(opener).toHaveCount(0);
});
