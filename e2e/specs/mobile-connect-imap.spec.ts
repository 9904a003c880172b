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
