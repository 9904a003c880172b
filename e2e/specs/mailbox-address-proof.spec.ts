import { UNVERIFIED_EMAIL_DOMAIN } from '@reclaim/stand-ins/oidc/oidc-provider-config';
import { listRequestableCompanies } from '../fixtures/deletion-request-api';
import { IMAP_OWN_ADDRESSES } from '../fixtures/environment';
import { connectImapMailboxThroughApi } from '../fixtures/imap-mailbox-api';
import { newMailboxAddress } from '../fixtures/mailbox-api';
import { waitForRequestSentFrom } from '../fixtures/send-permission';
import { SmtpStandIn } from '../fixtures/smtp-stand-in';
import { expect, test } from '../fixtures/test';
import { CallbackScreen } from '../page-models/callback-screen';
import { EmailPreview } from '../page-models/email-preview';

// Reclaim sends nothing in the name of an address the person has not shown is theirs
// (decision 46): an IMAP mailbox proves it with a code mailed to it; Google and Microsoft must
// vouch for the address of a mailbox connected through them.

test('a request from a mailbox whose address is not confirmed asks for the code first, then goes out', async ({
  signedInPage: page,
  registeredUser,
  myDataPage,
  confirmAddressDialog,
  outbox,
  consoleGuard,
}) => {
  consoleGuard.expectFailedResponse(429, '/_sendAddressCode', 'asked again within the minute');
  const smtp = await SmtpStandIn.start();
  smtp.isRefusing = false;
  try {
    const userName = registeredUser.email;
    const mailbox = await connectImapMailboxThroughApi(page.request, userName, smtp.port, {
      address: IMAP_OWN_ADDRESSES.submit,
      isProven: false,
    });
    const [company] = await listRequestableCompanies(page.request, userName, mailbox);
    await myDataPage.open();
    await myDataPage.search(company!.domainName);
    await myDataPage.cardButton(myDataPage.allDomains, company!.name, 'Request Deletion').click();
    const preview = new EmailPreview(page);
    await preview.expectShown();

    // Submit asks for the code before anything is raised; 'Not now' raises nothing.
    await preview.submitButton.click();
    await confirmAddressDialog.expectCodeSentTo(mailbox);
    const code = await outbox.waitForCode(mailbox, 'address');
    await confirmAddressDialog.notNow.click();
    await expect(confirmAddressDialog.dialog).toBeHidden();
    await expect(preview.submitButton).toBeEnabled();
    await expect(preview.raisedToast).toHaveCount(0);
    expect(smtp.accepted).toEqual([]);

    // Asked again within the minute, the code already mailed is still the one to type.
    await preview.submitButton.click();
    const sentAgain = confirmAddressDialog.dialog.getByText(
      `We sent a code to ${mailbox}. Enter it below.`,
    );
    const firstStands = confirmAddressDialog.dialog.getByText(
      'A code was sent less than a minute ago. Check your inbox, or ask again in a minute.',
    );
    await expect(sentAgain.or(firstStands)).toBeVisible();
    const current = (await sentAgain.isVisible())
      ? await outbox.waitForCode(mailbox, 'address')
      : code;
    await confirmAddressDialog.enter(current);

    await expect(confirmAddressDialog.confirmedToast).toBeVisible();
    await expect(preview.raisedToast).toBeVisible();
    await waitForRequestSentFrom(page.request, userName, mailbox, company!.domainName);
    expect(smtp.accepted.map((mail) => mail.to)).toEqual([company!.dsrContactEmail]);
  } finally {
    await smtp.stop();
  }
});

test('a Google mailbox whose address Google does not vouch for is not connected', async ({
  signedInPage: page,
  connectionsPanel,
  standInSignInPage,
  consoleGuard,
}) => {
  consoleGuard.expectFailedResponse(400, '/_pfmDataRequest', 'the address is not verified');
  await connectionsPanel.open();
  await connectionsPanel.connectButton('Google').click();
  const mailbox = newMailboxAddress(UNVERIFIED_EMAIL_DOMAIN);
  await standInSignInPage.signIn(mailbox, 'Mailbox Owner');

  await new CallbackScreen(page).expectError('Google', 'AddressNotVerified, Please try again.');
  await connectionsPanel.open();
  await expect(connectionsPanel.mailbox(mailbox)).toHaveCount(0);
  await expect(connectionsPanel.connectButton('Google')).toBeEnabled();
});
