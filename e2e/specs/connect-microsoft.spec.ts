import { listConnectionsThroughApi } from '../fixtures/mailbox-api';
import { expect, test } from '../fixtures/test';
import { DENY_EMAIL } from '@reclaim/stand-ins/oidc/oidc-interactions';

test('a declined Microsoft consent comes back with the reason and connects nothing', async ({
  signedInPage: page,
  registeredUser,
  connectionsPanel,
  standInSignInPage,
}) => {
  await connectionsPanel.open();
  await connectionsPanel.connectButton('Microsoft').click();

  await standInSignInPage.signIn(DENY_EMAIL, 'Dana Decline');

  await expect(page).toHaveURL(/\/microsoft-auth\?error=access_denied/);
  await expect(page.getByRole('alert')).toContainText(
    'There was an error connecting to your Microsoft account.',
  );
  await expect(page.getByRole('alert')).toContainText('The person declined to sign in.');
  expect(await listConnectionsThroughApi(page.request, registeredUser.email)).toEqual([]);
});
