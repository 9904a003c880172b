import { describeViolations, findBlockingViolations } from '../fixtures/accessibility';
import {
  FIVE_DONE_FIGURES_TEXT,
  fivePeopleSaidDoneThroughApi,
} from '../fixtures/company-figures-api';
import { connectDemoMailboxThroughApi } from '../fixtures/mailbox-api';
import { expect, test } from '../fixtures/test';

test('on a phone, how Canva answers fits its details and passes axe', async ({
  signedInPage: page,
  registeredUser,
  myDataPage,
  outbox,
}) => {
  await fivePeopleSaidDoneThroughApi(page.request, outbox, 'canva.com');
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await myDataPage.open();
  await myDataPage.search('canva');
  await myDataPage.cardButton(myDataPage.allDomains, 'Canva', 'View Details').click();
  const details = myDataPage.detailsDialog('Canva');
  await expect(details.getByText(FIVE_DONE_FIGURES_TEXT)).toBeVisible();

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = await details.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  const violations = await findBlockingViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
});
