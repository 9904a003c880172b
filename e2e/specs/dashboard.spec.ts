import { DEMO_MAILBOX, connectDemoMailboxThroughApi } from '../fixtures/mailbox-api';
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

  await expect(dashboardPage.card('Companies With Your Data')).toContainText('100');
  await expect(dashboardPage.card('Companies With Your Data')).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // A card counting 0 cannot be clicked.
  await expect(dashboardPage.card('Submitted Data Subject Requests')).toBeDisabled();
  await expect(dashboardPage.card('Successful Data Subject Requests')).toBeDisabled();

  // All 100 demo companies, recommended first (every demo mail is from 2021 or earlier).
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
  await expect(dashboardPage.completeToggle((await dashboardPage.names())[0]!)).toBeDisabled();
  await expect(dashboardPage.hideNeeded).toBeChecked();
  await expect(dashboardPage.hideNeeded).toHaveAccessibleName('Hide Needed (0)');
  await expect(dashboardPage.showRecommended).not.toBeChecked();
  await expect(dashboardPage.showRecommended).toHaveAccessibleName('Show Recommended (100)');
  await expect(dashboardPage.markAsNeeded).toBeDisabled();
  await expect(dashboardPage.requestDeletionForSelected).toBeDisabled();

  // Search: one character is refused; two or more search, case-insensitively; empty resets.
  await dashboardPage.search.fill('n');
  await expect(page.getByRole('alert')).toHaveText('Please enter atleast 2 characters');
  await dashboardPage.search.fill('NETFLIX');
  await expect(dashboardPage.rows).toHaveCount(1);
  await expect(dashboardPage.row('netflix.com')).toBeVisible();
  await dashboardPage.search.fill('');
  await expect(dashboardPage.rows).not.toHaveCount(1);

  // No demo company first wrote within the last month.
  await dashboardPage.timeFrame.selectOption({ label: 'First email in the last month' });
  await expect(dashboardPage.table).toContainText('No Domain Found.');
  await dashboardPage.timeFrame.selectOption({ label: 'All time' });
  await expect(dashboardPage.rows.first()).toBeVisible();

  // A selection belongs to one view: a new search starts afresh. A company marked as needed
  // leaves the table while Hide Needed is on.
  await dashboardPage.search.fill('spotify');
  await dashboardPage.select('Spotify');
  await dashboardPage.search.fill('');
  await expect(dashboardPage.markAsNeeded).toBeDisabled();
  await dashboardPage.search.fill('netflix');
  await expect(dashboardPage.rows).toHaveCount(1);
  await dashboardPage.select('Netflix');
  await expect(dashboardPage.markAsNeeded).toBeEnabled();
  await dashboardPage.markAsNeeded.click();
  await expect(page.getByText('Domains marked as needed.')).toBeVisible();
  await expect(dashboardPage.table).toContainText('No Domain Found.');
  await expect(dashboardPage.hideNeeded).toHaveAccessibleName('Hide Needed (1)');
  await expect(dashboardPage.card('Companies With Your Data')).toContainText('100');

  await dashboardPage.hideNeeded.uncheck();
  await expect(dashboardPage.row('netflix.com').getByRole('cell').nth(6)).toHaveText('Needed');
  expect(await page.evaluate(() => localStorage.getItem('selected_account'))).toBe(DEMO_MAILBOX);
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
