import { describeViolations, findBlockingViolations } from '../fixtures/accessibility';
import { expectedCompanyCount } from '../fixtures/emulated-mailbox';
import {
  connectDemoMailboxThroughApi,
  newMailboxAddress,
  waitForScanThroughApi,
} from '../fixtures/mailbox-api';
import { expect, test } from '../fixtures/test';

const DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/;

// The server limits sign-ups per IP address and hour, so each test covers a whole journey.

test('the demo mailbox on the dashboard: cards, table, search, filters and marking as needed', async ({
  signedInPage: page,
  registeredUser,
  dashboardPage,
}) => {
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await page.goto('/dashboard');
  const footprint = page.getByRole('region', { name: 'Your Footprint' });
  /** The footprint table's columns, each summed over the years. */
  const footprintSums = async () => {
    const rows = await footprint
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .evaluateAll((elements) =>
        elements.map((row) =>
          Array.from(row.querySelectorAll('td'), (cell) => Number(cell.textContent)),
        ),
      );
    const sum = (column: number) => rows.reduce((total, row) => total + row[column]!, 0);
    return { pending: sum(0), needed: sum(1), asked: sum(2), done: sum(3) };
  };

  await expect(dashboardPage.card('Companies With Your Data')).toContainText('100');
  await expect(dashboardPage.card('Companies With Your Data')).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // A card counting 0 cannot be clicked.
  await expect(dashboardPage.card('Submitted Data Subject Requests')).toBeDisabled();
  await expect(dashboardPage.card('Successful Data Subject Requests')).toBeDisabled();

  // All 100 demo companies, recommended first: 44 of them have been silent for a year (decision 12).
  await expect(dashboardPage.rows.first()).toBeVisible();
  const header = dashboardPage.table.getByRole('columnheader');
  await expect(header).toContainText([
    'NAME',
    'DSR CONTACT EMAIL',
    'FIRST EMAIL',
    'LAST EMAIL',
    'REQUESTED ON',
    'STATUS',
    'COMPLETE',
  ]);
  const first = dashboardPage.rows.first().getByRole('cell');
  await expect(first.nth(3)).toHaveText(DATE);
  await expect(first.nth(4)).toHaveText(DATE);
  await expect(first.nth(6)).toHaveText('Recommended');
  const firstName = (await dashboardPage.names())[0]!;
  // No request was sent to the company yet: its Complete toggle is disabled, and looks it.
  await expect(dashboardPage.completeToggle(firstName)).toBeDisabled();
  expect(await dashboardPage.completeToggleLook(firstName)).toEqual({
    cursor: 'not-allowed',
    isFaded: true,
  });
  await expect(dashboardPage.hideNeeded).toBeChecked();
  await expect(dashboardPage.hideNeeded).toHaveAccessibleName('Hide Needed (0)');
  await expect(dashboardPage.showRecommended).not.toBeChecked();
  await expect(dashboardPage.showRecommended).toHaveAccessibleName('Show Recommended (44)');
  await expect(dashboardPage.markAsNeeded).toBeDisabled();
  await expect(dashboardPage.requestDeletionForSelected).toBeDisabled();
  // Your Footprint: the 100 companies by the year they first wrote, all still pending; a table
  // behind the picture gives the figures to a screen reader.
  await expect(footprint.getByRole('figure')).toBeVisible();
  expect(await footprintSums()).toEqual({ pending: 100, needed: 0, asked: 0, done: 0 });
  const violations = await findBlockingViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);

  // A company's name opens its details.
  await dashboardPage.rows.first().getByRole('button').click();
  const details = page.getByRole('dialog');
  await expect(details).toContainText('DSR Contact Email');
  await expect(details).toContainText('Sample Emails');
  await details.getByRole('button', { name: 'Cancel' }).click();
  await expect(details).toHaveCount(0);

  // Search: one character is refused; two or more search, case-insensitively; empty resets.
  await dashboardPage.search.fill('n');
  await expect(page.getByRole('alert')).toHaveText('Please enter atleast 2 characters');
  await dashboardPage.search.fill('NETFLIX');
  await expect(dashboardPage.rows).toHaveCount(1);
  await expect(dashboardPage.row('netflix.com')).toBeVisible();
  await dashboardPage.search.fill('');
  await expect(dashboardPage.rows).not.toHaveCount(1);
  // A search longer than any domain name is cut at the field, at the server's limit.
  await dashboardPage.search.fill('x'.repeat(400));
  await expect(dashboardPage.search).toHaveValue('x'.repeat(253));
  await expect(dashboardPage.table).toContainText('No Domain Found.');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await dashboardPage.search.fill('');
  await expect(dashboardPage.rows).not.toHaveCount(0);

  // Show Recommended keeps the companies silent for a year; Airbnb first wrote this month.
  await dashboardPage.search.fill('airbnb');
  await expect(dashboardPage.row('airbnb.com').getByRole('cell').nth(6)).toHaveText('-');
  await dashboardPage.showRecommended.check();
  await expect(dashboardPage.table).toContainText('No Domain Found.');
  await dashboardPage.search.fill('netflix');
  await expect(dashboardPage.row('netflix.com').getByRole('cell').nth(6)).toHaveText('Recommended');
  await dashboardPage.showRecommended.uncheck();
  await dashboardPage.search.fill('');

  // Six demo companies first wrote within the last month, Airbnb among them.
  await dashboardPage.timeFrame.selectOption({ label: 'First email in the last month' });
  await expect(dashboardPage.rows).toHaveCount(6);
  await expect(dashboardPage.row('airbnb.com')).toBeVisible();
  const monthAgo = Date.now() - 32 * 24 * 60 * 60 * 1000;
  for (const firstEmail of await dashboardPage.rows.locator('td:nth-child(4)').allTextContents()) {
    expect(Date.parse(firstEmail), firstEmail).toBeGreaterThan(monthAgo);
  }
  await dashboardPage.timeFrame.selectOption({ label: 'All time' });
  await expect(dashboardPage.rows).not.toHaveCount(6);

  // A selection belongs to one view: a new search starts afresh. A company marked as needed
  // leaves the table while Hide Needed is on.
  await dashboardPage.search.fill('spotify');
  await dashboardPage.select('Spotify');
  await dashboardPage.search.fill('');
  await expect(dashboardPage.markAsNeeded).toBeDisabled();
  await dashboardPage.search.fill('netflix');
  await expect(dashboardPage.rows).toHaveCount(1);
  expect(await dashboardPage.shownSelectionCount()).toBeNull();
  await dashboardPage.select('Netflix');
  await expect(dashboardPage.markAsNeeded).toBeEnabled();
  await expect.poll(() => dashboardPage.shownSelectionCount()).toBe('1 Selected');
  await dashboardPage.markAsNeeded.click();
  await expect(page.getByText('Domains marked as needed.')).toBeVisible();
  await expect.poll(() => dashboardPage.shownSelectionCount()).toBeNull();
  await expect(dashboardPage.table).toContainText('No Domain Found.');
  await expect(dashboardPage.hideNeeded).toHaveAccessibleName('Hide Needed (1)');
  // The footprint moves Netflix with the lists.
  await expect.poll(footprintSums).toEqual({ pending: 99, needed: 1, asked: 0, done: 0 });
  await expect(dashboardPage.card('Companies With Your Data')).toContainText('100');

  await dashboardPage.hideNeeded.uncheck();
  await expect(dashboardPage.row('netflix.com').getByRole('cell').nth(6)).toHaveText('Needed');
});

test('a person without a mailbox is offered to connect one', async ({
  signedInPage: page,
  dashboardPage,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Connect an email provider' })).toHaveAttribute(
    'href',
    '/account',
  );
  await expect(dashboardPage.table).toHaveCount(0);
});

test('connecting a second mailbox keeps the one shown, and the user menu switches every view to the other one', async ({
  signedInPage: page,
  registeredUser,
  connectionsPanel,
  standInSignInPage,
  appHeader,
  dashboardPage,
  myDataPage,
}) => {
  // Waits for a first Gmail scan next to the other worker's tests on two cores.
  test.slow();
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await connectionsPanel.open();
  await connectionsPanel.connectButton('Google').click();
  const gmail = newMailboxAddress('gmail.example');
  await standInSignInPage.signIn(gmail, 'Mailbox Owner');
  await waitForScanThroughApi(page.request, registeredUser.email, gmail);

  // The demo mailbox was the one shown (the first, though never chosen): it stays selected.
  await page.goto('/dashboard');
  const companies = dashboardPage.card('Companies With Your Data');
  await expect(companies).toContainText('100');
  await expect(dashboardPage.mailboxSelect).toHaveValue('demo@reclaim.example');

  await appHeader.openUserMenu();
  await expect(page.getByRole('menuitem', { name: /Switch to Demo/ })).toHaveCount(0);
  await page.getByRole('menuitem', { name: /Switch to Google/ }).click();
  await expect(companies).toContainText(String(expectedCompanyCount()));
  await expect(dashboardPage.mailboxSelect).toHaveValue(gmail);
  expect(await page.evaluate(() => localStorage.getItem('selected_account'))).toBe(gmail);

  // Every view follows: My Data shows the Google mailbox too.
  await myDataPage.open();
  await expect(myDataPage.mailboxSelect).toHaveValue(gmail);
});

test('when the scan ends, the dashboard shows every company it found, without a reload', async ({
  signedInPage: page,
  registeredUser,
  dashboardPage,
  scanStatus,
}) => {
  // A 30-second poll of the scan's progress is waited for.
  test.slow();
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await waitForScanThroughApi(page.request, registeredUser.email, 'demo@reclaim.example');
  // The page first sees the scan early on: running, no company found yet. The lists answer as
  // they did then until the progress call has told the page the scan is complete, so only a
  // fetch made because the scan ended can show the companies.
  let phase: 'early' | 'ending' | 'ended' = 'early';
  await page.route('**/_getConnection', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const isEarly = phase === 'early';
    if (isEarly) {
      for (const connection of body.data.responseListObject) {
        Object.assign(connection, { scanPercentage: 40, status: 'pending' });
      }
    }
    await route.fulfill({ response, json: body });
    if (!isEarly) phase = 'ended';
  });
  await page.route('**/_getAllDomain', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (phase !== 'ended') {
      const counts = body.data.responseListObject[0];
      for (const key of Object.keys(counts)) counts[key] = 0;
    }
    await route.fulfill({ response, json: body });
  });
  await page.route('**/_get/v2', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (phase !== 'ended') Object.assign(body.data, { responseListObject: [], lastKey: null });
    await route.fulfill({ response, json: body });
  });

  await page.goto('/dashboard');
  await expect(scanStatus.inProgress).toBeVisible();
  await expect(dashboardPage.table).toContainText('No Domain Found.');
  phase = 'ending';

  await expect(scanStatus.complete).toBeVisible({ timeout: 45_000 });
  await expect(dashboardPage.card('Companies With Your Data')).toContainText('100');
  await expect(dashboardPage.rows.first().getByRole('cell').nth(6)).toHaveText('Recommended');
});
