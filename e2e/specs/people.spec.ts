import { describeViolations, findBlockingViolations } from '../fixtures/accessibility';
import { connectDemoMailboxThroughApi } from '../fixtures/mailbox-api';
import { expect, test } from '../fixtures/test';

// The demo mailbox holds the spec's 100 popular sites, Netflix among them (see my-data.spec.ts).

test('"This is a person" takes a sender out of the companies, and "This is a company" brings it back', async ({
  signedInPage: page,
  registeredUser,
  myDataPage,
}) => {
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await myDataPage.open();
  await expect(myDataPage.total(myDataPage.allDomains)).toHaveText('Total (100)');
  await expect(myDataPage.people).toHaveCount(0);

  await myDataPage.search('netflix');
  await myDataPage.cardButton(myDataPage.allDomains, 'Netflix', 'View Details').click();
  const details = myDataPage.detailsDialog('Netflix');
  await expect(details.getByRole('heading', { name: 'Sample Emails' })).toBeVisible();
  // The dialog opens on Cancel, not on a change to the company.
  await expect(details.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await details.getByRole('button', { name: 'This is a person', exact: true }).click();

  await expect(
    page.getByText('Moved to People: Reclaim leaves netflix.com out of your companies.'),
  ).toBeVisible();
  await expect(details).toHaveCount(0);
  await expect(myDataPage.tabPanel('All Domains')).toContainText('No Domain Found.');
  await myDataPage.search('');
  await expect(myDataPage.total(myDataPage.allDomains)).toHaveText('Total (99)');
  await expect(myDataPage.card(myDataPage.allDomains, 'Netflix')).toHaveCount(0);

  const netflix = myDataPage.person('netflix.com');
  await expect(netflix).toBeVisible();
  await expect(netflix).toContainText('You marked this');
  await expect(netflix).toContainText(/\d+ emails? · last [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await netflix.scrollIntoViewIfNeeded();
  const violations = await findBlockingViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);

  // It stays a person after a reload: the server keeps the correction.
  await page.reload();
  await expect(myDataPage.person('netflix.com')).toBeVisible();
  await expect(myDataPage.total(myDataPage.allDomains)).toHaveText('Total (99)');

  await myDataPage
    .person('netflix.com')
    .getByRole('button', { name: 'This is a company: netflix.com' })
    .click();
  await expect(page.getByText('netflix.com is back among your companies.')).toBeVisible();
  await expect(myDataPage.people).toHaveCount(0);
  await expect(myDataPage.total(myDataPage.allDomains)).toHaveText('Total (100)');
  await myDataPage.search('netflix');
  await expect(myDataPage.card(myDataPage.allDomains, 'Netflix')).toBeVisible();
});

test('the dashboard counts and lists leave a person out', async ({
  signedInPage: page,
  registeredUser,
  myDataPage,
  dashboardPage,
}) => {
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await page.goto('/dashboard');
  await expect(dashboardPage.card('Companies With Your Data')).toContainText('100');
  await dashboardPage.search.fill('spotify');
  await expect(dashboardPage.row('spotify.com')).toBeVisible();

  await myDataPage.open();
  await myDataPage.search('spotify');
  await myDataPage.cardButton(myDataPage.allDomains, 'Spotify', 'View Details').click();
  await myDataPage
    .detailsDialog('Spotify')
    .getByRole('button', { name: 'This is a person', exact: true })
    .click();
  await expect(myDataPage.person('spotify.com')).toBeVisible();

  await page.goto('/dashboard');
  await expect(dashboardPage.card('Companies With Your Data')).toContainText('99');
  await dashboardPage.search.fill('spotify');
  await expect(dashboardPage.tableRegion.getByText('No Domain Found.')).toBeVisible();
  await expect(dashboardPage.row('spotify.com')).toHaveCount(0);
});
