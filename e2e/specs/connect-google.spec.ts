import { STAND_IN_ISSUER } from '../fixtures/environment';
import { expect, test } from '../fixtures/test';

test('Connect Google goes through the consent screen and comes back connected', async ({
  signedInPage: page,
  connectionsPanel,
  standInSignInPage,
}) => {
  await connectionsPanel.open();
  await connectionsPanel.connectButton('Google').click();

  await expect(page).toHaveURL((url) => url.href.startsWith(STAND_IN_ISSUER));
  const mailbox = `mailbox-${Date.now()}@gmail.example`;
  await standInSignInPage.signIn(mailbox, 'Mailbox Owner');

  await expect(page).toHaveURL('/getting-started');
  await connectionsPanel.open();
  await expect(connectionsPanel.row('Google')).toContainText(mailbox);
});

test('the callback screen tells why a connection failed', async ({ signedInPage: page }) => {
  await page.goto('/gmail-auth?error=access_denied&error_description=The%20person%20declined.');
  await expect(page.getByRole('alert')).toContainText(
    'There was an error connecting to your Google account.',
  );
  await expect(page.getByRole('alert')).toContainText('The person declined.');

  // A state Reclaim never issued is refused by the server.
  await page.goto('/gmail-auth?code=made-up&state=made-up');
  await expect(page.getByRole('alert')).toHaveText('InvalidState, Please try again.');
});
