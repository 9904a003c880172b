import type { Page } from '@playwright/test';
import { IMAP_OWN_ADDRESSES } from '../fixtures/environment';
import { connectImapMailboxThroughApi } from '../fixtures/imap-mailbox-api';
import { SmtpStandIn } from '../fixtures/smtp-stand-in';
import { expect, test } from '../fixtures/test';

test('on a phone, the IMAP form with its server fields fits the screen', async ({
  signedInPage: page,
  connectionsPanel,
  imapConnectDialog,
}) => {
  await connectionsPanel.open();
  await connectionsPanel.connectButton('Yahoo / IMAP').click();
  await imapConnectDialog.email.fill('someone@example.org');

  await expect(imapConnectDialog.otherProvider).toBeVisible();
  for (const field of [imapConnectDialog.imapHost, imapConnectDialog.smtpPort]) {
    await expect(field).toBeInViewport();
  }
  const overflow = await imapConnectDialog.dialog.evaluate(
    (dialog) => dialog.scrollWidth - dialog.clientWidth,
  );
  expect(overflow).toBe(0);
  const pageOverflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(pageOverflow).toBeLessThanOrEqual(0);
});

test('on a phone, confirming an IMAP mailbox’s address fits the screen', async ({
  signedInPage: page,
  registeredUser,
  connectionsPanel,
  confirmAddressDialog,
  outbox,
}) => {
  const smtp = await SmtpStandIn.start();
  try {
    const address = await connectImapMailboxThroughApi(
      page.request,
      registeredUser.email,
      smtp.port,
      {
        address: IMAP_OWN_ADDRESSES.mobile,
        isProven: false,
      },
    );
    await connectionsPanel.open();
    const opener = connectionsPanel.confirmAddressButton(address);
    await opener.scrollIntoViewIfNeeded();
    await expect(opener).toBeInViewport();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await opener.click();
    await confirmAddressDialog.expectCodeSentTo(address);
    for (const control of [confirmAddressDialog.code, confirmAddressDialog.confirm]) {
      await expect(control).toBeInViewport();
    }
    const overflow = await confirmAddressDialog.dialog.evaluate(
      (dialog) => dialog.scrollWidth - dialog.clientWidth,
    );
    expect(overflow).toBe(0);
    await confirmAddressDialog.enter(await outbox.waitForCode(address, 'address'));
    await expect(confirmAddressDialog.dialog).toBeHidden();
    await expect(opener).toHaveCount(0);
  } finally {
    await smtp.stop();
  }
});

function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
