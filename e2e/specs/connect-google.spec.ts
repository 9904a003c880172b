import { GOOGLE_CLIENT_ID } from '../fixtures/environment';
import { newMailboxAddress, waitForScanThroughApi } from '../fixtures/mailbox-api';
import { connectedAppsAtStandIn } from '../fixtures/stand-in-api';
import { expect, test } from '../fixtures/test';

test('Disconnect gives up the Google grant and offers Connect again', async ({
  signedInPage: page,
  registeredUser,
  connectionsPanel,
  standInSignInPage,
}) => {
  // The test waits for a whole first scan, next to the other worker's test on two cores.
  test.slow();
  await connectionsPanel.open();
  await connectionsPanel.connectButton('Google').click();
  const mailbox = newMailboxAddress('gmail.example');
  await standInSignInPage.signIn(mailbox, 'Mailbox Owner');
  await expect(page).toHaveURL('/getting-started');
  // Disconnect a settled mailbox, so the test does not race the first scan.
  await waitForScanThroughApi(page.request, registeredUser.email, mailbox);
  expect(await connectedAppsAtStandIn(page.request, mailbox)).toEqual([GOOGLE_CLIENT_ID]);

  await connectionsPanel.open();
  await connectionsPanel.disconnectButton(mailbox).click();
  await connectionsPanel.confirmDisconnect.click();

  await expect(connectionsPanel.disconnectDialog).toBeHidden();
  await expect(connectionsPanel.mailbox(mailbox)).toHaveCount(0);
  await expect(connectionsPanel.connectButton('Google')).toBeEnabled();
  expect(await connectedAppsAtStandIn(page.request, mailbox)).toEqual([]);
});

test('the callback screen tells why a connection failed', async ({
  signedInPage: page,
  consoleGuard,
}) => {
  consoleGuard.expectFailedResponse(400, '/_pfmDataRequest', 'a made-up state is refused');
  await page.goto('/gmail-auth?error=access_denied&error_description=The%20person%20declined.');
  await expect(page.getByRole('alert')).toContainText(
    'There was an error connecting to your Google account.',
  );
  await expect(page.getByRole('alert')).toContainText('The person declined.');

  // A state Reclaim never issued is refused by the server.
  await page.goto('/gmail-auth?code=made-up&state=made-up');
  await expect(page.getByRole('alert')).toContainText(
    'There was an error connecting to your Google account.',
  );
  await expect(page.getByRole('alert')).toContainText('InvalidState, Please try again.');
});
