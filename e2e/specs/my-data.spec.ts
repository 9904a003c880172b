import { describeViolations, findBlockingViolations } from '../fixtures/accessibility';
import { connectDemoMailboxThroughApi } from '../fixtures/mailbox-api';
import { expect, test } from '../fixtures/test';

// The demo mailbox holds the spec's 100 popular sites over the 17 years up to today (decision 12):
// 44 have been silent for a year and are recommended (decision 11), Spotify and Netflix among
// them; 6, 18 and 26 first wrote within 1, 6 and 12 months, Airbnb this month. Sign-ups are
// limited per IP address and hour, so each test covers one journey.

test('without a mailbox, My Data offers to connect one', async ({
  signedInPage: page,
  appHeader,
  myDataPage,
}) => {
  await page.goto('/dashboard');
  await appHeader.openSideMenu();
  await appHeader.sideMenu.getByRole('link', { name: 'My Data' }).click();

  await expect(page).toHaveURL('/my-data');
  await expect(myDataPage.heading).toHaveText('Companies with your data');
  await expect(myDataPage.emptyState).toBeVisible();
  await expect(myDataPage.connectLink).toHaveAttribute('href', '/account');

  await myDataPage.open('/alldomains');
  await expect(myDataPage.emptyState).toBeVisible();
  await myDataPage.connectLink.click();
  await expect(page).toHaveURL('/account');
});

test('search narrows the lists, and a checked card moves to Selected Domains and back', async ({
  signedInPage: page,
  registeredUser,
  myDataPage,
}) => {
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await myDataPage.open();
  await expect(myDataPage.total(myDataPage.allDomains)).toHaveText('Total (100)');
  await expect(myDataPage.total(myDataPage.recommended)).toHaveText('Total (44)');
  await expect(myDataPage.selected).toHaveCount(0);

  await myDataPage.search('n');
  await expect(myDataPage.searchError()).toBeVisible();
  await myDataPage.search('NETFLIX');
  await expect(myDataPage.searchError()).toHaveCount(0);
  await expect(myDataPage.allDomains.getByRole('article')).toHaveCount(1);
  await expect(myDataPage.card(myDataPage.allDomains, 'Netflix')).toBeVisible();
  await expect(myDataPage.total(myDataPage.allDomains)).toHaveText('Total (1)');
  // Cards, carousels and tabs pass axe; a narrowed list keeps the scan quick.
  const violations = await findBlockingViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);

  // A checked card leaves its list at once, so it is clicked rather than check()ed.
  await myDataPage.checkbox(myDataPage.allDomains, 'Netflix').click();

  await expect(myDataPage.card(myDataPage.selected, 'Netflix')).toBeVisible();
  await expect(myDataPage.total(myDataPage.selected)).toHaveText('Total (1)');
  await expect(myDataPage.tabPanel('All Domains')).toContainText('No Domain Found.');
  await expect(myDataPage.recommended).toHaveCount(0);

  await myDataPage.checkbox(myDataPage.selected, 'Netflix').click();

  await expect(myDataPage.selected).toHaveCount(0);
  await expect(myDataPage.card(myDataPage.allDomains, 'Netflix')).toBeVisible();
  await expect(myDataPage.card(myDataPage.recommended, 'Netflix')).toBeVisible();

  // Airbnb first wrote this month: it is not recommended.
  await myDataPage.search('airbnb');
  await expect(myDataPage.card(myDataPage.allDomains, 'Airbnb')).toBeVisible();
  await expect(myDataPage.recommended).toHaveCount(0);

  await myDataPage.search('');
  await expect(myDataPage.total(myDataPage.allDomains)).toHaveText('Total (100)');
  for (const [tab, total] of [
    ['1 Month', 6],
    ['6 Months', 18],
    ['12 Months', 26],
  ] as const) {
    await myDataPage.tab(tab).click();
    await expect(myDataPage.total(myDataPage.tabPanel(tab))).toHaveText(`Total (${total})`);
    await expect(myDataPage.card(myDataPage.tabPanel(tab), 'Airbnb')).toHaveCount(1);
    await expect(myDataPage.card(myDataPage.tabPanel(tab), 'Netflix')).toHaveCount(0);
  }
});

test('a company is marked as needed and removed again; its details show what Reclaim knows', async ({
  signedInPage: page,
  registeredUser,
  myDataPage,
}) => {
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await myDataPage.open();
  await myDataPage.search('spotify');
  const list = myDataPage.allDomains;
  await expect(list.getByRole('article')).toHaveCount(1);

  // Reclaim's server answers every logo: the company's own, or its monogram when offline.
  const logo = myDataPage.logo(list, 'Spotify');
  await expect
    .poll(() =>
      logo.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)),
    )
    .toBeGreaterThan(0);

  await myDataPage.cardButton(list, 'Spotify', 'View Details').click();
  const details = myDataPage.detailsDialog('Spotify');
  await expect(details.getByRole('link', { name: /^spotify\.com/ })).toHaveAttribute(
    'href',
    'https://spotify.com',
  );
  await expect(details.getByRole('link', { name: /^spotify\.com/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(details).toContainText('Recommended');
  await expect(details).toContainText('DSR Contact Emailprivacy@spotify.com');
  await expect(details).toContainText('Unverified');
  await expect(details).toContainText(/First Email[A-Z][a-z]{2} \d{1,2}, 20[0-2]\d/);
  await expect(details).toContainText(/Last Email[A-Z][a-z]{2} \d{1,2}, 20[0-2]\d/);
  await expect(details).toContainText(/# of Emails(10|[1-9])Requested On-/);
  await expect(details.getByRole('listitem').first()).toContainText(/Spotify|spotify\.com/);
  await expect(details.getByRole('button', { name: 'Remove Needed' })).toHaveCount(0);

  await details.getByRole('button', { name: 'Request Deletion', exact: true }).click();
  await expect(page).toHaveURL(/\/request-deletion\?id=/);
  await page.getByRole('main').getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL('/my-data');
  await myDataPage.search('spotify');
  await expect(list.getByRole('article')).toHaveCount(1);

  await myDataPage.cardButton(list, 'Spotify', 'Mark As Needed').click();

  await expect(page.getByText('Domain marked as needed', { exact: true })).toBeVisible();
  await expect(myDataPage.cardButton(list, 'Spotify', 'Remove')).toBeVisible();
  await expect(myDataPage.checkbox(list, 'Spotify')).toHaveCount(0);
  await expect(myDataPage.recommended).toHaveCount(0);
  await myDataPage.cardButton(list, 'Spotify', 'View Details').click();
  await expect(details.getByRole('button', { name: 'Remove Needed' })).toBeVisible();
  await details.getByRole('button', { name: 'Cancel' }).click();

  await myDataPage.cardButton(list, 'Spotify', 'Remove').click();

  await expect(page.getByText('Removed successfully', { exact: true })).toBeVisible();
  await expect(myDataPage.cardButton(list, 'Spotify', 'Mark As Needed')).toBeVisible();
  await expect(myDataPage.card(myDataPage.recommended, 'Spotify')).toBeVisible();
});

test('on /alldomains, Load More shows more, and more than 25 selected are refused', async ({
  signedInPage: page,
  registeredUser,
  myDataPage,
}) => {
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await myDataPage.open('/alldomains');
  const cards = myDataPage.allDomains.getByRole('article');
  await expect(myDataPage.total(myDataPage.allDomains)).toHaveText('Total (100)');
  await expect(cards).toHaveCount(24);

  await myDataPage.loadMoreButton.click();
  await expect(cards).toHaveCount(48);

  for (let selected = 1; selected <= 26; selected += 1) {
    await myDataPage.allDomains.getByRole('checkbox').first().click();
    await expect(myDataPage.total(myDataPage.selected)).toHaveText(`Total (${selected})`);
  }
  await expect(myDataPage.total(myDataPage.allDomains)).toHaveText('Total (74)');

  await myDataPage.requestSelectedButton.click();

  await expect(myDataPage.limitDialog).toContainText(
    'You cannot raise more than 25 deletion requests at once.',
  );
  await myDataPage.limitDialog.getByRole('button', { name: 'Ok', exact: true }).click();
  await expect(myDataPage.limitDialog).toBeHidden();

  await myDataPage.selected.getByRole('checkbox').first().click();
  await expect(myDataPage.total(myDataPage.selected)).toHaveText('Total (25)');
  await myDataPage.requestSelectedButton.click();

  await expect(page).toHaveURL('/request-deletion-multiple');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(25);
});
