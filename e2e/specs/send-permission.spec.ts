import type { Page, Request } from '@playwright/test';
import { describeViolations, findBlockingViolations } from '../fixtures/accessibility';
import { newMailboxAddress, waitForScanThroughApi } from '../fixtures/mailbox-api';
import {
  GMAIL_SEND_SCOPE,
  requestStatusThroughApi,
  signOutAtStandIn,
  waitForRequestSentFrom,
  writePermissionThroughApi,
} from '../fixtures/send-permission';
import { expect, test } from '../fixtures/test';
import type { ConnectionsPanel } from '../page-models/connections-panel';
import { EmailPreview } from '../page-models/email-preview';
import type { MyDataPage } from '../page-models/my-data-page';
import { StandInSignInPage } from '../page-models/stand-in-sign-in-page';
import type { TestUser } from '../fixtures/test-user';

// Each test connects a Gmail mailbox of its own with the send box unticked on the consent
// screen, as Google lets a person do, and waits for its first scan.

interface Journey {
  page: Page;
  registeredUser: TestUser;
  connectionsPanel: ConnectionsPanel;
  standInSignInPage: StandInSignInPage;
  myDataPage: MyDataPage;
}

/**
 * Connects a Gmail mailbox that may not send, then opens the preview of the first company found
 * in it. Answers the mailbox, the company's domain and the preview.
 */
async function previewFromMailboxThatCannotSend(journey: Journey) {
  const { page, registeredUser, connectionsPanel, standInSignInPage, myDataPage } = journey;
  await connectionsPanel.open();
  await connectionsPanel.connectButton('Google').click();
  const mailbox = newMailboxAddress('gmail.example');
  await standInSignInPage.signIn(mailbox, 'Mailbox Owner', { declineScopes: [GMAIL_SEND_SCOPE] });
  await expect(page).toHaveURL('/getting-started');
  await waitForScanThroughApi(page.request, registeredUser.email, mailbox);
  expect(await writePermissionThroughApi(page.request, registeredUser.email, mailbox)).toBe(0);

  await myDataPage.open();
  const card = myDataPage.allDomains.getByRole('article').first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await myDataPage.cardButton(myDataPage.allDomains, name, 'Request Deletion').click();
  const preview = new EmailPreview(page);
  await preview.expectShown();
  await expect(preview.field(preview.company(name), 'From')).toHaveText(mailbox);
  // The company's domain is the line under its name.
  const domain = (await preview.company(name).getByRole('paragraph').first().textContent()) ?? '';
  return { mailbox, domain, preview };
}

/** Waits until the preview has asked for the mailbox's permission `count` times (spec §4: every 2 s). */
async function waitForPermissionPolls(page: Page, count: number) {
  let polls = 0;
  const onRequest = (request: Request) => {
    if (request.url().endsWith('/_getConnection')) polls += 1;
  };
  page.on('request', onRequest);
  try {
    await expect
      .poll(() => polls, { message: `the preview asks ${count} times`, timeout: 15_000 })
      .toBeGreaterThanOrEqual(count);
  } finally {
    page.off('request', onRequest);
  }
}

test('granting the send scope in the popup sends the request from that mailbox', async ({
  signedInPage: page,
  registeredUser,
  connectionsPanel,
  standInSignInPage,
  myDataPage,
}) => {
  test.slow();
  const journey = { page, registeredUser, connectionsPanel, standInSignInPage, myDataPage };
  const { mailbox, domain, preview } = await previewFromMailboxThatCannotSend(journey);
  const violations = await findBlockingViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);

  // Still signed in at the stand-in since connecting: it grants the send scope at once.
  const popup = await preview.submitAskingPermission();

  await expect(preview.raisedToast).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => popup.isClosed(), { message: 'the popup closes itself' }).toBe(true);
  await expect(page).toHaveURL('/my-data');
  expect(await writePermissionThroughApi(page.request, registeredUser.email, mailbox)).toBe(1);
  await waitForRequestSentFrom(page.request, registeredUser.email, mailbox, domain);
});

test('leaving send unticked shows the error, sends nothing and gives the button back', async ({
  signedInPage: page,
  registeredUser,
  connectionsPanel,
  standInSignInPage,
  myDataPage,
  consoleGuard,
}) => {
  test.slow();
  consoleGuard.expectFailedResponse(400, '/_pfmDataRequest', 'a grant without send is refused');
  const journey = { page, registeredUser, connectionsPanel, standInSignInPage, myDataPage };
  const { mailbox, domain, preview } = await previewFromMailboxThatCannotSend(journey);
  await signOutAtStandIn(page.context());

  const popup = await preview.submitAskingPermission();
  const consent = new StandInSignInPage(popup);
  await expect(consent.scopes).toHaveCount(1);
  await expect(consent.scope(GMAIL_SEND_SCOPE)).toBeChecked();
  // However long the person takes on the consent screen, the preview keeps waiting for them.
  await waitForPermissionPolls(page, 4);
  await expect(preview.busyButton).toBeDisabled();
  await consent.signIn(mailbox, 'Mailbox Owner', { declineScopes: [GMAIL_SEND_SCOPE] });

  await expect(preview.permissionFailure).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => popup.isClosed(), { message: 'the popup closes itself' }).toBe(true);
  await expect(preview.submitButton).toBeEnabled();
  const violations = await findBlockingViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  // Cleared after 5 s (spec §8).
  await expect(preview.permissionFailure).toBeHidden({ timeout: 8_000 });
  expect(await writePermissionThroughApi(page.request, registeredUser.email, mailbox)).toBe(0);
  expect(await requestStatusThroughApi(page.request, registeredUser.email, mailbox, domain)).toBe(
    'none',
  );
  await expect(preview.raisedToast).toBeHidden();
});

test('closing the popup on the consent screen gives the button back without an error', async ({
  signedInPage: page,
  registeredUser,
  connectionsPanel,
  standInSignInPage,
  myDataPage,
}) => {
  test.slow();
  const journey = { page, registeredUser, connectionsPanel, standInSignInPage, myDataPage };
  const { mailbox, domain, preview } = await previewFromMailboxThatCannotSend(journey);
  await signOutAtStandIn(page.context());

  const popup = await preview.submitAskingPermission();
  await expect(new StandInSignInPage(popup).heading).toBeVisible();
  await popup.close();

  // Six polls of 2 s read it closed before the preview takes it as closed by the person.
  await expect(preview.submitButton).toBeEnabled({ timeout: 20_000 });
  await expect(preview.permissionFailure).toBeHidden();
  expect(await writePermissionThroughApi(page.request, registeredUser.email, mailbox)).toBe(0);
  expect(await requestStatusThroughApi(page.request, registeredUser.email, mailbox, domain)).toBe(
    'none',
  );
});
