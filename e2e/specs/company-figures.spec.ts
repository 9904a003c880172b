import { describeViolations, findBlockingViolations } from '../fixtures/accessibility';
import {
  FIVE_DONE_FIGURES_TEXT,
  fivePeopleSaidDoneThroughApi,
} from '../fixtures/company-figures-api';
import { connectDemoMailboxThroughApi } from '../fixtures/mailbox-api';
import { expect, test } from '../fixtures/test';
import { EmailPreview } from '../page-models/email-preview';

test('once five people asked Strava and it did as asked, the next person sees it in its details and preview', async ({
  signedInPage: page,
  registeredUser,
  myDataPage,
  outbox,
}) => {
  await fivePeopleSaidDoneThroughApi(page.request, outbox, 'strava.com');

  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await myDataPage.open();
  await myDataPage.search('strava');
  const list = myDataPage.allDomains;
  await myDataPage.cardButton(list, 'Strava', 'View Details').click();
  const details = myDataPage.detailsDialog('Strava');
  await expect(details.getByText(FIVE_DONE_FIGURES_TEXT)).toBeVisible();
  const violations = await findBlockingViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);

  await details.getByRole('button', { name: 'Request Deletion', exact: true }).click();
  const preview = new EmailPreview(page);
  await preview.expectShown();
  await expect(preview.companies.getByText(FIVE_DONE_FIGURES_TEXT)).toBeVisible();

  // A company fewer than five people asked shows no figures.
  await page.goBack();
  await myDataPage.search('dropbox');
  await myDataPage.cardButton(list, 'Dropbox', 'View Details').click();
  await expect(myDataPage.detailsDialog('Dropbox')).toContainText('DSR Contact Email');
  await expect(myDataPage.detailsDialog('Dropbox')).not.toContainText('Answers');
});
