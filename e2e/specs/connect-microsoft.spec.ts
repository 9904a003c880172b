import { STAND_IN_ISSUER } from '../fixtures/environment';
import { expectedCompanyCount } from '../fixtures/emulated-mailbox';
import {
  countCompaniesThroughApi,
  findConnectionThroughApi,
  listConnectionsThroughApi,
  newMailboxAddress,
} from '../fixtures/mailbox-api';
import { expect, test } from '../fixtures/test';
import { DENY_EMAIL } from '../stand-ins/oidc-interactions';

test('Connect Microsoft goes through consent and the scan finds every company over Graph', async ({
  signedInPage: page,
  registeredUser,
  connectionsPanel,
  standInSignInPage,
  introFlowPage,
  dashboardPage,
  scanStatus,
}) => {
  // The test waits for a whole first scan, next to the other worker's test on two cores.
  test.slow();
  await connectionsPanel.open();
  await connectionsPanel.connectButton('Microsoft').click();

  await expect(page).toHaveURL((url) => url.href.startsWith(STAND_IN_ISSUER));
  const mailbox = newMailboxAddress('outlook.example');
  await standInSignInPage.signIn(mailbox, 'Mailbox Owner');

  await expect(page).toHaveURL('/getting-started');
  await introFlowPage.goThrough();
  await dashboardPage.expectShownFor(registeredUser.name);
  await expect(scanStatus.inProgress.or(scanStatus.complete)).toBeVisible();
  await scanStatus.reloadUntilComplete();

  expect(await findConnectionThroughApi(page.request, registeredUser.email, mailbox)).toEqual(
    expect.objectContaining({ emailType: 'Microsoft', status: 'completed', scanPercentage: 100 }),
  );
  expect(await countCompaniesThroughApi(page.request, registeredUser.email, mailbox)).toBe(
    expectedCompanyCount(),
  );
  await connectionsPanel.open();
  await expect(connectionsPanel.row('Microsoft')).toContainText(mailbox);
});

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
