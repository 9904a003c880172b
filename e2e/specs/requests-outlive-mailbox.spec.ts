import {
  listRequestableCompanies,
  raiseRequestsToDomainsThroughApi,
} from '../fixtures/deletion-request-api';
import { waitForRequestStatus } from '../fixtures/deletion-request-mail';
import { connectDemoMailboxThroughApi, DEMO_MAILBOX } from '../fixtures/mailbox-api';
import { expect, test } from '../fixtures/test';
import { MyRequestsPage } from '../page-models/my-requests-page';

const DISCONNECT_CONSEQUENCES =
  'Reclaim will forget the companies it found in this mailbox. The data subject requests you sent from it stay in My Data Subject Requests until you delete them.';

test('disconnecting keeps the requests sent from a mailbox; connecting it again does not ask twice; the person can delete them', async ({
  signedInPage: page,
  registeredUser,
  connectionsPanel,
}) => {
  const userName = registeredUser.email;
  await connectDemoMailboxThroughApi(page.request, userName);
  await raiseRequestsToDomainsThroughApi(page.request, userName, ['netflix.com']);
  await waitForRequestStatus(page.request, userName, 'netflix.com', 'initiated');

  // The dialog says what goes and what stays.
  await connectionsPanel.open();
  await connectionsPanel.disconnectButton(DEMO_MAILBOX).click();
  await expect(connectionsPanel.disconnectDialog).toContainText(
    'Do you want to disconnect this email account?',
  );
  await expect(connectionsPanel.disconnectDialog).toContainText(DISCONNECT_CONSEQUENCES);
  await connectionsPanel.confirmDisconnect.click();
  await expect(connectionsPanel.disconnectDialog).toBeHidden();
  await expect(connectionsPanel.mailbox(DEMO_MAILBOX)).toHaveCount(0);

  // The request is still there, from a mailbox that says it is disconnected, and can be downloaded.
  const requests = new MyRequestsPage(page);
  await requests.open();
  await expect(requests.disconnectedNote).toContainText(`You disconnected ${DEMO_MAILBOX} on`);
  const submitted = requests.section('submitted');
  await expect(requests.card(submitted, 'Netflix')).toBeVisible();
  await expect(requests.emptyState).toHaveCount(0);
  await expect(requests.downloadCsvButton).toBeVisible();

  // Connected again, the mailbox has its request back and Netflix is not offered a second time.
  await connectDemoMailboxThroughApi(page.request, userName);
  const requestable = await listRequestableCompanies(page.request, userName);
  expect(requestable.map((company) => company.domainName)).not.toContain('netflix.com');
  expect(requestable.length).toBeGreaterThan(0);
  await requests.open();
  await expect(requests.disconnectedNote).toHaveCount(0);
  await expect(requests.card(requests.section('submitted'), 'Netflix')).toBeVisible();

  // Disconnected once more, the person deletes the requests for good.
  await connectionsPanel.open();
  await connectionsPanel.disconnectButton(DEMO_MAILBOX).click();
  await connectionsPanel.confirmDisconnect.click();
  await expect(connectionsPanel.disconnectDialog).toBeHidden();
  await requests.open();
  await requests.deleteRequestsButton.click();
  await expect(requests.deleteRequestsDialog).toContainText('This cannot be undone.');
  await requests.deleteRequestsDialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(requests.emptyState).toBeVisible();
  await expect(requests.disconnectedNote).toHaveCount(0);
});
