import { waitForRequestsSignedBy } from '../fixtures/deletion-request-mail';
import {
  DOVECOT_HOST,
  DOVECOT_PORT,
  IMAP_MAILBOX,
  IMAP_OWN_ADDRESSES,
} from '../fixtures/environment';
import { expectFocusCyclesWithin, tabTo } from '../fixtures/keyboard';
import { DEMO_MAILBOX, connectDemoMailboxThroughApi } from '../fixtures/mailbox-api';
import { SmtpStandIn } from '../fixtures/smtp-stand-in';
import { expect, test } from '../fixtures/test';
import { EmailPreview } from '../page-models/email-preview';

// Journeys through the app's dialogs with the keyboard alone: Tab, Shift+Tab, Enter, Space, Escape
// and typing. Each checks that the dialog holds the focus while open and gives it back on close.

const LIMIT_MESSAGE = 'You cannot raise more than 25 deletion requests at once.';
const GDPR = {
  label: 'GDPR (European Union)',
  subject: 'Request to erase my personal data (Art. 17 GDPR)',
  greeting: 'Dear Privacy Team of',
};

test('the dashboard’s e-mail preview is read, cancelled and then sent by keyboard alone', async ({
  signedInPage: page,
  registeredUser,
  dashboardPage,
}) => {
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await page.goto('/dashboard');
  const checkbox = dashboardPage.rows.first().getByRole('checkbox');
  await expect(checkbox).toBeVisible();
  const name = (await checkbox.getAttribute('aria-label'))!.replace(/^Select /, '');
  const opener = dashboardPage.requestDeletionForSelected;

  await tabTo(page, checkbox);
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
  await tabTo(page, opener, { backwards: true });
  await page.keyboard.press('Enter');

  const preview = new EmailPreview(page, 'popup');
  await preview.expectShown();
  await expect(preview.companies).toHaveCount(1);
  const email = preview.company(name);
  await expect(preview.field(email, 'From')).toHaveText(DEMO_MAILBOX);
  const to = await preview.recipient(email).inputValue();
  await expect(email).toContainText(registeredUser.name);
  await expectFocusCyclesWithin(page, preview.root);

  await tabTo(page, preview.cancelButton);
  await page.keyboard.press('Enter');
  await expect(preview.root).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(checkbox).toBeChecked();

  await page.keyboard.press('Enter');
  await preview.expectShown();
  await tabTo(page, preview.law);
  await page.keyboard.type('GDPR');
  await expect(preview.law.locator('option:checked')).toHaveText(GDPR.label);
  await expect(preview.field(email, 'Subject')).toHaveText(GDPR.subject);
  await expect(email).toContainText(GDPR.greeting);
  await tabTo(page, preview.submitButton);
  await page.keyboard.press('Enter');

  await expect(preview.raisedToast).toBeVisible();
  await expect(preview.root).toBeHidden();
  const [sent, ...more] = await waitForRequestsSignedBy(page.request, registeredUser.name, 1);
  expect(more).toEqual([]);
  expect(sent).toMatchObject({ recipient: to, subject: GDPR.subject });
  await expect(checkbox).not.toBeChecked();
  // Nothing is selected any more, so the opener is disabled: the focus moves on to the table.
  await expect(opener).toBeDisabled();
  await expect(dashboardPage.tableRegion).toBeFocused();
});

test('the too-many-companies popup opens, holds the focus and closes by keyboard', async ({
  signedInPage: page,
  registeredUser,
  dashboardPage,
  myDataPage,
}) => {
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await page.goto('/dashboard');
  await expect(dashboardPage.rows.first()).toBeVisible();
  const selectAll = dashboardPage.table.getByRole('checkbox', {
    name: 'Select all loaded companies',
  });
  const opener = dashboardPage.requestDeletionForSelected;
  const dialog = myDataPage.limitDialog;
  const ok = dialog.getByRole('button', { name: 'Ok', exact: true });

  await tabTo(page, selectAll);
  await page.keyboard.press('Space');
  await expect(selectAll).toBeChecked();
  // More companies than the 25 one batch may hold.
  await expect(opener).toHaveAccessibleDescription(/^(2[6-9]|[3-9]\d|\d{3,}) Selected$/);
  await tabTo(page, opener, { backwards: true });
  await page.keyboard.press('Enter');

  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(LIMIT_MESSAGE);
  await expect(ok).toBeFocused();
  await expectFocusCyclesWithin(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(ok).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // No preview opened, and the selection is kept to be narrowed down.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(selectAll).toBeChecked();
});

test('an IMAP mailbox is connected, and its address confirmed, through its dialog by keyboard alone', async ({
  signedInPage: page,
  connectionsPanel,
  imapConnectDialog: dialog,
  confirmAddressDialog,
  outbox,
}) => {
  const address = IMAP_OWN_ADDRESSES.keyboard;
  const smtp = await SmtpStandIn.start();
  try {
    await connectionsPanel.open();
    await page.evaluate(() => localStorage.setItem('hasSeenIntroFlow', 'true'));
    const opener = connectionsPanel.connectButton('Yahoo / IMAP');

    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    await expect(dialog.dialog).toBeVisible();
    await expect(dialog.email).toBeFocused();
    await page.keyboard.type('someone@yahoo.com');
    await expect(dialog.appPasswordLink('Yahoo Mail')).toBeVisible();
    await expectFocusCyclesWithin(page, dialog.dialog);
    await page.keyboard.press('Escape');
    await expect(dialog.dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog.email).toBeFocused();
    await expect(dialog.email).toHaveValue('');
    await page.keyboard.type(address);
    const typed = [
      [dialog.password, IMAP_MAILBOX.password],
      [dialog.imapHost, DOVECOT_HOST],
      [dialog.imapPort, String(DOVECOT_PORT)],
      [dialog.smtpHost, DOVECOT_HOST],
      [dialog.smtpPort, String(smtp.port)],
    ] as const;
    for (const [field, text] of typed) {
      await tabTo(page, field);
      await page.keyboard.type(text);
    }
    await expectFocusCyclesWithin(page, dialog.dialog);
    await expect(dialog.email).toHaveValue(address);
    for (const [field, text] of typed) await expect(field).toHaveValue(text);
    // The focus is back in the last field, where Enter submits the form.
    await page.keyboard.press('Enter');

    // The same dialog asks for the code mailed to the address, the focus in its field.
    await confirmAddressDialog.expectCodeSentTo(address);
    await expect(confirmAddressDialog.code).toBeFocused();
    await expectFocusCyclesWithin(page, confirmAddressDialog.dialog);
    await tabTo(page, confirmAddressDialog.code);
    await page.keyboard.type(await outbox.waitForCode(address, 'address'));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/dashboard', { timeout: 20_000 });
    await connectionsPanel.open();
    await expect(connectionsPanel.mailbox(address)).toBeVisible();
    await expect(connectionsPanel.confirmAddressButton(address)).toHaveCount(0);
  } finally {
    await smtp.stop();
  }
});
