import { waitForRequestStatus, waitForRequestsSignedBy } from '../fixtures/deletion-request-mail';
import { DEMO_MAILBOX, connectDemoMailboxThroughApi } from '../fixtures/mailbox-api';
import { expect, test } from '../fixtures/test';
import { CHOOSE_LAW_TEXT, EmailPreview, LAW_NEEDED_TEXT } from '../page-models/email-preview';

// The demo mailbox "sends" into the local outbox, so each test counts the e-mails its own user
// signed. Sign-ups are limited per IP address and hour: one journey per test.

const GDPR = {
  label: 'GDPR (European Union)',
  subject: 'Request to erase my personal data (Art. 17 GDPR)',
};

const UK_GDPR = {
  label: 'UK GDPR (United Kingdom)',
};

test('an en-US browser names no law: the person picks, and the next preview starts from it', async ({
  signedInPage: page,
  registeredUser,
  myDataPage,
  consoleGuard,
}) => {
  consoleGuard.expectFailedResponse(500, '/_reclaimTemplate', 'the template fails on purpose');
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await myDataPage.open();
  await myDataPage.search('spotify');
  await myDataPage.cardButton(myDataPage.allDomains, 'Spotify', 'Request Deletion').click();

  const preview = new EmailPreview(page);
  await preview.expectShownWithoutLaw();
  await expect(preview.law).toHaveValue('');
  await expect(preview.law.locator('option:checked')).toHaveText(CHOOSE_LAW_TEXT);
  await expect(preview.submitButton).toBeDisabled();
  await expect(preview.submitButton).toHaveAccessibleDescription(LAW_NEEDED_TEXT);
  await expect(preview.lawNeeded).toBeVisible();
  await expect(preview.loadingBodies).toHaveCount(0);

  // A template that does not load says so once, in place of the e-mail, and can be tried again.
  await page.route('**/_reclaimTemplate', (route) =>
    route.fulfill({ status: 500, json: { message: 'down' } }),
  );
  await preview.chooseLaw(UK_GDPR.label);
  await expect(preview.templateFailure).toHaveCount(1);
  await expect(preview.loadingBodies).toHaveCount(0);
  await expect(preview.lawNeeded).toBeHidden();
  await expect(preview.submitButton).toBeDisabled();
  await page.unroute('**/_reclaimTemplate');
  await preview.tryAgainButton.click();
  const email = preview.company('Spotify');
  await expect(email).toContainText(registeredUser.name);
  await expect(preview.templateFailure).toHaveCount(0);
  await expect(preview.submitButton).toBeEnabled();

  await preview.cancelButton.click();
  await expect(page).toHaveURL('/my-data');
  await myDataPage.search('spotify');
  await myDataPage.cardButton(myDataPage.allDomains, 'Spotify', 'Request Deletion').click();
  await preview.expectShownWithoutLaw();
  await expect(preview.law.locator('option:checked')).toHaveText(UK_GDPR.label);
  await expect(preview.company('Spotify')).toContainText(registeredUser.name);
});

test('a card’s Request Deletion previews the e-mail, and Submit sends exactly that one', async ({
  signedInPage: page,
  registeredUser,
  myDataPage,
}) => {
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await myDataPage.open();
  await myDataPage.search('spotify');
  const list = myDataPage.allDomains;
  await expect(list.getByRole('article')).toHaveCount(1);

  await myDataPage.cardButton(list, 'Spotify', 'Request Deletion').click();

  const preview = new EmailPreview(page);
  await expect(page).toHaveURL(/\/request-deletion\?id=[\w-]+$/);
  await preview.expectShown();
  await expect(preview.submitButton).toBeEnabled();
  await preview.chooseLaw(GDPR.label);
  const email = preview.company('Spotify');
  await expect(email).toContainText('spotify.com');
  await expect(preview.recipient(email)).toHaveValue('privacy@spotify.com');
  await expect(email).toContainText('Unverified: Reclaim guessed this address');
  await expect(preview.field(email, 'From')).toHaveText(DEMO_MAILBOX);
  await expect(preview.field(email, 'Subject')).toHaveText(GDPR.subject);
  await expect(email).toContainText('Dear Privacy Team of spotify.com');
  await expect(email).toContainText(`Kind regards,${registeredUser.name}${DEMO_MAILBOX}`);

  await preview.submit();

  await expect(page).toHaveURL('/my-data');
  const [sent, ...more] = await waitForRequestsSignedBy(page.request, registeredUser.name, 1);
  expect(more).toEqual([]);
  expect(sent).toMatchObject({ recipient: 'privacy@spotify.com', subject: GDPR.subject });
  expect(sent!.text).toContain('Dear Privacy Team of spotify.com');
  const raised = myDataPage.cardButton(list, 'Spotify', 'DSR Raised');
  await expect(raised).toBeDisabled();
  // Sent by the worker: Submitted once the page asks again.
  await waitForRequestStatus(page.request, registeredUser.email, 'spotify.com', 'initiated');
  await page.reload();
  await myDataPage.search('spotify');
  await expect(myDataPage.card(list, 'Spotify')).toContainText('Submitted');
  await expect(raised).toBeDisabled();
});

test('three companies selected on /alldomains go out in one preview, one e-mail each', async ({
  signedInPage: page,
  registeredUser,
  myDataPage,
}) => {
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await myDataPage.open('/alldomains');
  const names: string[] = [];
  for (let selected = 1; selected <= 3; selected += 1) {
    const card = myDataPage.allDomains.getByRole('article').first();
    names.push((await card.getByRole('heading').textContent()) ?? '');
    await card.getByRole('checkbox').click();
    await expect(myDataPage.total(myDataPage.selected)).toHaveText(`Total (${selected})`);
  }

  await myDataPage.requestSelectedButton.click();

  const preview = new EmailPreview(page);
  await expect(page).toHaveURL('/request-deletion-multiple');
  await preview.expectShown();
  await expect(preview.companies).toHaveCount(3);
  const recipients: string[] = [];
  for (const name of names) {
    const to = preview.recipient(preview.company(name));
    await expect(to).toHaveValue(/^\S+@\S+$/);
    recipients.push(await to.inputValue());
  }
  await expect(preview.companies.first()).toContainText(registeredUser.name);

  await preview.submit();

  await expect(page).toHaveURL('/alldomains');
  await expect(myDataPage.selected).toHaveCount(0);
  const sent = await waitForRequestsSignedBy(page.request, registeredUser.name, 3);
  expect(sent.map((mail) => mail.recipient).sort()).toEqual([...recipients].sort());
});

test('on the dashboard the preview opens as a popup, and a sent request can be completed', async ({
  signedInPage: page,
  registeredUser,
  dashboardPage,
}) => {
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await page.goto('/dashboard');
  await expect(dashboardPage.rows.first()).toBeVisible();
  const [name] = await dashboardPage.names();
  await dashboardPage.select(name!);

  await dashboardPage.requestDeletionForSelected.click();

  const preview = new EmailPreview(page, 'popup');
  await preview.expectShown();
  await expect(page).toHaveURL('/dashboard');
  await expect(preview.companies).toHaveCount(1);
  const to = await preview.recipient(preview.company(name!)).inputValue();
  // The company's domain is the line under its name.
  const domain = (await preview.company(name!).getByRole('paragraph').first().textContent()) ?? '';
  await preview.submit();
  await expect(preview.root).toBeHidden();

  const [sent] = await waitForRequestsSignedBy(page.request, registeredUser.name, 1);
  expect(sent!.recipient).toBe(to);
  await expect(dashboardPage.card('Companies With Your Data')).toContainText('99');
  await expect(dashboardPage.requestDeletionForSelected).toBeDisabled();
  await waitForRequestStatus(page.request, registeredUser.email, domain, 'initiated');
  await page.reload();
  await dashboardPage.card('Submitted Data Subject Requests').click();
  await expect(dashboardPage.completeToggle(name!)).toBeEnabled();

  await dashboardPage.markComplete(name!);

  await expect(page.getByText('DSR Completed Successfully', { exact: true })).toBeVisible();
  await expect(dashboardPage.card('Successful Data Subject Requests')).toContainText('1');
});
