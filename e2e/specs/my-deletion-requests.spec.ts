import { describeViolations, findBlockingViolations } from '../fixtures/accessibility';
import {
  listRequestableCompanies,
  raiseRequestsThroughApi,
  raiseRequestsToDomainsThroughApi,
  waitForRequestCount,
} from '../fixtures/deletion-request-api';
import { waitForRequestStatus } from '../fixtures/deletion-request-mail';
import { IMAP_OWN_ADDRESSES } from '../fixtures/environment';
import { connectImapMailboxThroughApi } from '../fixtures/imap-mailbox-api';
import { connectDemoMailboxThroughApi } from '../fixtures/mailbox-api';
import { REFUSED_RECIPIENT_REPLY, SmtpStandIn } from '../fixtures/smtp-stand-in';
import { expect, test } from '../fixtures/test';
import { EmailPreview } from '../page-models/email-preview';
import { MyRequestsPage } from '../page-models/my-requests-page';

// The demo mailbox "sends" into the local outbox. Sign-ups are limited per IP address and hour:
// one journey per test.

const DUE_DATE = /^Answer due [A-Z][a-z]{2} \d{1,2}, \d{4}$/;
/** The last three columns of an erasure request under the GDPR, in English. */
const ERASURE_UNDER_GDPR = 'Erasure,GDPR \\(European Union\\),en';
const CSV_HEADER =
  'domain,company,contact,requested,sent,due,status,reply seen,failure reason,request,law,language';
const DAY = /\d{4}-\d\d-\d\d/.source;

function csvLines(text: string): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
}

/** This month as the requests over time name it, e.g. 'Nov 2026'. */
const MONTH_NOW = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date());

test('two sent requests show as Submitted; one marked complete moves to Completed and counts', async ({
  signedInPage: page,
  registeredUser,
  appHeader,
  dashboardPage,
}) => {
  const userName = registeredUser.email;
  await connectDemoMailboxThroughApi(page.request, userName);
  await raiseRequestsToDomainsThroughApi(page.request, userName, ['spotify.com', 'netflix.com']);
  await waitForRequestStatus(page.request, userName, 'spotify.com', 'initiated');
  await waitForRequestStatus(page.request, userName, 'netflix.com', 'initiated');

  const requests = new MyRequestsPage(page);
  await page.goto('/dashboard');
  await appHeader.openSideMenu();
  await appHeader.sideMenu.getByRole('link', { name: 'My Deletion Requests' }).click();
  await expect(page).toHaveURL('/my-deletion-requests');
  await expect(requests.heading).toHaveText('My Data Subject Requests');

  const submitted = requests.section('submitted');
  await expect(requests.total(submitted)).toHaveText('Total (2)');
  await expect(submitted.getByRole('article')).toHaveCount(2);
  for (const name of ['Spotify', 'Netflix']) {
    await expect(requests.card(submitted, name).getByText(DUE_DATE)).toBeVisible();
    await expect(requests.overdueFlag(submitted, name)).toHaveCount(0);
    await expect(requests.cardButton(submitted, name, 'Mark as Complete')).toBeEnabled();
  }
  await expect(requests.section('completed')).toHaveCount(0);
  await expect(requests.pager('submitted')).toHaveCount(0);
  // Over time: both went out this month and wait for an answer; a table gives the figures.
  const timeline = page.getByRole('region', { name: 'Your Requests Over Time' });
  await expect(timeline.getByRole('figure')).toBeVisible();
  await expect(timeline.getByRole('row').last()).toHaveText(new RegExp(`^${MONTH_NOW}20000$`));

  await requests.cardButton(submitted, 'Spotify', 'View Request').click();
  const dialog = requests.requestDialog('Spotify');
  await expect(dialog).toContainText('Dear Privacy Team of spotify.com');
  await expect(dialog).toContainText(registeredUser.name);
  await expect(requests.detail(dialog, 'To')).toHaveText('privacy@spotify.com');
  await expect(requests.detail(dialog, 'Law')).toHaveText('GDPR (European Union)');
  await expect(requests.detail(dialog, 'Answer Due')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await dialog.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(dialog).toBeHidden();

  await requests.search('netf');
  await expect(submitted.getByRole('article')).toHaveCount(1);
  await expect(requests.card(submitted, 'Netflix')).toBeVisible();
  await requests.search('');
  await expect(submitted.getByRole('article')).toHaveCount(2);

  // Completing asks first, and can be taken back from its toast.
  await requests.cardButton(submitted, 'Spotify', 'Mark as Complete').click();
  await expect(requests.completeDialog).toContainText('Reclaim then stops following the request');
  await requests.completeDialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(requests.completeDialog).toBeHidden();
  await expect(requests.total(submitted)).toHaveText('Total (2)');
  await requests.cardButton(submitted, 'Spotify', 'Mark as Complete').click();
  await requests.confirmComplete.click();
  await expect(requests.completedToast).toBeVisible();
  const completed = requests.section('completed');
  await expect(requests.total(completed)).toHaveText('Total (1)');
  await requests.undoComplete.click();
  // The toast closes as the change is taken back (well before its 6 s are up).
  await expect(requests.completedToast).toHaveCount(0, { timeout: 4_000 });
  await expect(requests.total(submitted)).toHaveText('Total (2)');
  await expect(completed).toHaveCount(0);
  await expect(requests.card(submitted, 'Spotify').getByText(DUE_DATE)).toBeVisible();

  await requests.cardButton(submitted, 'Spotify', 'Mark as Complete').click();
  await requests.confirmComplete.click();
  await expect(requests.completedToast).toBeVisible();
  await expect(requests.total(completed)).toHaveText('Total (1)');
  await expect(requests.card(completed, 'Spotify').getByRole('button')).toHaveText([
    'View Request',
  ]);
  await expect(requests.total(submitted)).toHaveText('Total (1)');

  const csv = await requests.downloadCsv();
  expect(csv.fileName).toMatch(/^data-subject-requests-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...lines] = csvLines(csv.text);
  expect(header).toBe(CSV_HEADER);
  expect(lines.sort()).toEqual([
    expect.stringMatching(
      new RegExp(
        `^netflix\\.com,Netflix,\\S+@\\S+,${DAY},${DAY},${DAY},Submitted,,,${ERASURE_UNDER_GDPR}$`,
      ),
    ),
    expect.stringMatching(
      new RegExp(
        `^spotify\\.com,Spotify,privacy@spotify\\.com,${DAY},${DAY},${DAY},Completed,,,${ERASURE_UNDER_GDPR}$`,
      ),
    ),
  ]);

  await requests.open('?filter=completed');
  await expect(requests.card(completed, 'Spotify')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
  await expect(submitted).toHaveCount(0);

  // The dashboard's Complete toggle does the same on a Submitted row; the cards count both.
  await page.goto('/dashboard');
  await expect(dashboardPage.card('Successful Data Subject Requests')).toHaveText(/^1\D/);
  await expect(dashboardPage.card('Submitted Data Subject Requests')).toHaveText(/^1\D/);
  await dashboardPage.card('Submitted Data Subject Requests').click();
  await expect(dashboardPage.row('netflix.com')).toBeVisible();
  // The toggle asks first, like the card's button: Cancel leaves the request Submitted.
  await dashboardPage.completeToggle('Netflix').click();
  await expect(dashboardPage.completeDialog).toBeVisible();
  await dashboardPage.completeDialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dashboardPage.completeDialog).toBeHidden();
  await expect(dashboardPage.completeToggle('Netflix')).not.toBeChecked();
  await expect(dashboardPage.card('Submitted Data Subject Requests')).toHaveText(/^1\D/);
  await dashboardPage.markComplete('Netflix');

  await expect(requests.completedToast).toBeVisible();
  await expect(dashboardPage.card('Successful Data Subject Requests')).toHaveText(/^2\D/);
  await expect(dashboardPage.card('Submitted Data Subject Requests')).toHaveText(/^0\D/);
  await requests.open();
  await expect(requests.total(completed)).toHaveText('Total (2)');
  await expect(submitted).toHaveCount(0);
});

test('a request the mail server refused shows DSR Failed with the reason; Retry sends it again', async ({
  signedInPage: page,
  registeredUser,
}) => {
  const smtp = await SmtpStandIn.start();
  try {
    const userName = registeredUser.email;
    const mailbox = await connectImapMailboxThroughApi(page.request, userName, smtp.port, {
      address: IMAP_OWN_ADDRESSES.refusedRequest,
    });
    const [company] = await listRequestableCompanies(page.request, userName, mailbox);
    await raiseRequestsThroughApi(page.request, userName, [company!], mailbox);
    await waitForRequestCount(page.request, userName, {
      mailbox,
      status: 'failedDomain',
      count: 1,
    });

    const requests = new MyRequestsPage(page);
    await requests.open();
    const failed = requests.section('failed');
    const name = company!.name;
    await expect(requests.total(failed)).toHaveText('Total (1)');
    await expect(requests.card(failed, name)).toContainText(REFUSED_RECIPIENT_REPLY);
    await expect(requests.card(failed, name).getByRole('button')).toHaveText([
      'View Request',
      'DSR Failed',
      'Retry',
    ]);
    await expect(requests.cardButton(failed, name, 'DSR Failed')).toBeDisabled();
    const violations = await findBlockingViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await requests.cardButton(failed, name, 'View Request').click();
    const dialog = requests.requestDialog(name);
    await expect(requests.detail(dialog, 'Failure Reason')).toContainText(REFUSED_RECIPIENT_REPLY);
    await expect(requests.detail(dialog, 'Sent')).toHaveText('-');
    await dialog.getByRole('button', { name: 'Done', exact: true }).click();

    // None completed, but one failed: the completed filter says so, not that there is none.
    await requests.open('?filter=completed');
    await expect(requests.noneCompleted).toBeVisible();
    await expect(requests.emptyState).toHaveCount(0);
    await expect(requests.downloadCsvButton).toBeVisible();
    await requests.open();

    // Retry asks for another address, says in plain words why the last one failed, and will
    // not take a typo at another domain without a confirmation.
    smtp.isRefusing = false;
    await requests.cardButton(failed, name, 'Retry').click();
    const preview = new EmailPreview(page, 'popup');
    await preview.expectShown();
    const email = preview.company(name);
    await expect(email).toContainText(
      `Your request to ${company!.dsrContactEmail} came back undelivered: this address does not exist there.`,
    );
    await expect(preview.recipient(email)).toHaveValue('');
    await expect(preview.submitButton).toBeDisabled();
    await preview.recipient(email).fill(company!.dsrContactEmail);
    await expect(email).toContainText('came back undelivered. Enter another address.');
    await expect(preview.submitButton).toBeDisabled();
    await preview.recipient(email).fill('legal@typo-elsewhere.example');
    await expect(email).toContainText('is not an address at');
    await expect(preview.submitButton).toBeDisabled();
    await preview.confirmRecipient(email).check();
    await expect(preview.submitButton).toBeEnabled();
    const newAddress = `legal@${company!.domainName}`;
    await preview.recipient(email).fill(newAddress);
    await expect(preview.confirmRecipient(email)).toHaveCount(0);
    await preview.submit();

    await expect(page).toHaveURL('/my-deletion-requests');
    const submitted = requests.section('submitted');
    await expect(async () => {
      await page.reload();
      await expect(requests.card(submitted, name)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(failed).toHaveCount(0);
    expect(smtp.accepted.map((mail) => mail.to)).toEqual([newAddress]);
    await expect(requests.card(submitted, name).getByText(DUE_DATE)).toBeVisible();

    // Past its legal deadline, with no answer, the request is flagged.
    await page.clock.setFixedTime(new Date(Date.now() + 100 * 24 * 60 * 60 * 1000));
    await page.reload();
    await expect(requests.overdueFlag(submitted, name)).toBeVisible();
  } finally {
    await smtp.stop();
  }
});

test('with no request yet the page points to My Data, with or without a mailbox', async ({
  signedInPage: page,
  registeredUser,
}) => {
  const requests = new MyRequestsPage(page);
  await requests.open();
  await expect(requests.emptyState).toBeVisible();
  await expect(requests.downloadCsvButton).toHaveCount(0);

  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await page.reload();
  await expect(requests.emptyState).toBeVisible();
  await expect(requests.section('submitted')).toHaveCount(0);
  // Nothing to download from a mailbox without a request.
  await expect(requests.downloadCsvButton).toHaveCount(0);
  const violations = await findBlockingViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);

  await requests.emptyStateLink.click();

  await expect(page).toHaveURL('/my-data');
});
